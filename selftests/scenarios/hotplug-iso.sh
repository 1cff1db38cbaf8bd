# shellcheck shell=sh
# Scenario: CPU hotplug torture under fio write+verify with isolation, on
# the test's own null_blk disk (memory backed) and the scratch virtio-blk
# and NVMe disks (3 queues each) named in HOTPLUG_DISKS, then the map
# invariants once every CPU is back online. A default run of the test
# touches two CPUs for 8 rounds: here every CPU that can go offline (1-7),
# 11 rounds (the round that matters for the negative control is round
# 10; the order does not depend on ROUNDS). 30 rounds took 246 s of make
# check's series boots (2026-12-05), 20 took 215 s, 16 took 169-201 s
# (2026-12-06, the boot with slub_debug), 60 took 5.6 minutes on a loaded
# host; 20 -> 16 paid for partition-grow, 16 -> 11 for the cold make
# check of 2026-12-06 (80.3 minutes).
DESCRIPTION="CPU hotplug under fio verify: null_blk, virtio-blk, NVMe, isolcpus=managed_irq,domain,2-7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=1 null_blk.submit_queues=3 blkisol.HOTPLUG_DISKS=vda,nvme0n1 blkisol.HOTPLUG_CPUS=all blkisol.ROUNDS=11 blkisol.SEED=1"
QEMU_ARGS='-drive file=$DISK/d0.img,if=none,id=v3,format=raw -device virtio-blk-pci,drive=v3,num-queues=3
 -drive file=$DISK/d1.img,if=none,id=n3,format=raw -device nvme,serial=blkisolh,drive=n3,max_ioqpairs=3'
TESTS="block/cpu_hotplug_io.sh block/hctx_map.sh"
# On the base, hotplug is safe too and only the map test fails, as it does
# in managed-iso for the same disks: no base boot here (2 minutes of CI).
EXPECT_BASE_FAIL=""
# SEED=1 offlines CPU 1, the housekeeping CPU of one queue of isolated CPUs
# of each disk, in round 10. Negative control: that queue's interrupt shut
# down with CPU 1, as if CPU 1 were its whole mask; the reads of the
# queue's isolated CPUs wait (NVMe: until its 30 s timeout).
EXPECT_NEGCTL_FAIL="block/cpu_hotplug_io.sh"
NEGCTL_CMDLINE="negctl_hk_alone=1"
NEGCTL_DIAG='round [0-9]+: cpu1 online=0: a read did not complete within 10 s from CPU [2-7] on (vda|nvme0n1)'
TIMEOUT=900
# It takes CPUs offline under I/O: the series boots with slub_debug and
# debug objects on, and with KASAN=1 the KASAN kernel boots it too.
CHECKERS=1
