# shellcheck shell=sh
# What the series costs an isolated CPU's own I/O: 4k random
# reads at queue depth 1 from isolated CPU 3 on two QEMU NVMe controllers,
# one with a queue per CPU (8, the 1:1 layout of most NVMe drives) and one
# with 3 queues (isolated CPUs share 2), CPUs 2-7 isolated. On the base the
# completion interrupt of a queue of isolated CPUs is handled by one of
# them (the submitting CPU itself in the 1:1 layout); with the series by a
# housekeeping CPU. Multi-threaded TCG: latency between CPUs, not cost.
DESCRIPTION="isolated CPU's 4k read latency on NVMe, 8 queues (1:1) and 3 queues"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.DISKS=one=blkisol8,shared=blkisol3"
QEMU_ARGS='-drive file=$DISK/d0.img,if=none,id=n8,format=raw -device nvme,serial=blkisol8,drive=n8,max_ioqpairs=8
 -drive file=$DISK/d1.img,if=none,id=n3,format=raw -device nvme,serial=blkisol3,drive=n3,max_ioqpairs=3'
TESTS="blkisol/iso_lat.sh"
