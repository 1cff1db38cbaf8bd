# shellcheck shell=sh
# CPU hotplug under load: the hotplug selftest (60 offline/
# online attempts while fio writes and verifies its own null_blk disk and
# the scratch virtio-blk and NVMe disks) with CPUs 2-7 isolated. The report counts failed checks
# (I/O errors, verify failures, hangs): they must be zero on the series.
DESCRIPTION="CPU hotplug under fio write+verify, isolcpus=managed_irq,domain,2-7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.HOTPLUG_DISKS=vda,nvme0n1"
QEMU_ARGS='-drive file=$DISK/d0.img,if=none,id=v3,format=raw -device virtio-blk-pci,drive=v3,num-queues=3
 -drive file=$DISK/d1.img,if=none,id=n3,format=raw -device nvme,serial=blkisolb,drive=n3,max_ioqpairs=3'
TESTS="block/cpu_hotplug_io.sh"
TIMEOUT=900
