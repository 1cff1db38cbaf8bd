# shellcheck shell=sh
# Scenario: boot-time managed_irq isolation plus a cpuset isolated partition
# that grows and shrinks at run time. 8 CPUs, isolcpus=managed_irq,4-7
# (the queue maps split at boot: a disk of 2 queues maps CPUs 0-3 and 4-7);
# isolated_partition.sh puts CPU 7 into a partition of its own, then grows
# it to CPUs 6-7 and shrinks it back: the NVMe over Fabrics loop controller
# connects, the disk made in the partition (a queue per CPU) issues all of
# CPU 7's reads on CPU 7, the disk made before it none of the partition's
# reads on its CPUs (the queue work of CPUs 4-7 runs on 4 or 5,
# housekeeping for the scheduler),
# and fio verify runs while the partition comes, grows, shrinks and goes,
# and CPU 6 goes offline and online in it, on the test's null_blk disk and
# on a scratch virtio-blk and a scratch NVMe disk (3 queues each, managed
# interrupts) named in PARTITION_DISKS.
DESCRIPTION="isolcpus=managed_irq,4-7 plus a cpuset partition of CPU 7 grown to 6-7 at run time: queue work off its CPUs, fio verify on null_blk, virtio-blk, NVMe with CPU 6 hotplugged"
SMP=8
CMDLINE="isolcpus=managed_irq,4-7 null_blk.nr_devices=0 blkisol.PARTITION_CPUS=2 blkisol.PARTITION_DISKS=vda,nvme0n1"
QEMU_ARGS='-drive file=$DISK/d0.img,if=none,id=v3,format=raw -device virtio-blk-pci,drive=v3,num-queues=3
 -drive file=$DISK/d1.img,if=none,id=n3,format=raw -device nvme,serial=blkisolp,drive=n3,max_ioqpairs=3'
TESTS="block/isolated_partition.sh"
# Not booted on the base: partition-iso shows the same test failing there
# (the connect of an isolated CPU's queue, and queue work on the CPU).
EXPECT_NEGCTL_FAIL="block/isolated_partition.sh"
# Negative controls, one claim each, in one boot (partition-iso has none of
# its own): a request of a hardware queue allocated only on a housekeeping
# CPU (the connect fails again, check 1); the work of a queue of isolated
# CPUs only moved to a housekeeping CPU even when its own CPU asks for it
# (the disk made in the partition issues not all of the CPU's reads there,
# check 2: with negctl_hctx_work_any the CPU still runs its queue inline
# where the caller allows it, so some stay); and queue work placed without looking at the isolation of the
# moment on a queue that still has a CPU to move the work to (the grown
# partition's CPUs issue the reads of the disk made before it, check 5;
# a disk of one hardware queue issues the isolated CPU's reads there,
# check 6)
NEGCTL_CMDLINE="negctl_hctx_alloc_hk=1 negctl_hctx_iso_hk=1 negctl_hctx_work_any=1"
NEGCTL_DIAG='not ok 1 NVMe loop controller with [0-9]+ I/O queues, CPU [0-9]+ isolated: connect failed \(Connect command failed, errno: -18\)
not ok 2 isolated CPU [0-9]+, disk made in the partition: [0-9]+ of [1-9][0-9]* requests of [a-z0-9_]+ issued on it, not all
not ok 5 isolated CPUs [0-9,]+, partition grown: [1-9][0-9]* of [0-9]+ requests of [a-z0-9_]+ issued on it
not ok 6 isolated CPU [0-9]+, disk of one queue: [1-9][0-9]* of [0-9]+ requests of [a-z0-9_]+ issued on it'
TIMEOUT=400
