# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh
# The reference of hk-load: the same load and probes with one NVMe queue
# per CPU (8), where every isolated CPU's queue interrupt stays on that CPU
# on both kernels and the housekeeping CPUs serve only their own I/O.
DESCRIPTION="hk-load with one queue per CPU (NVMe, 8 queues): the reference"
SMP=8
TIMEOUT=600
CMDLINE="isolcpus=managed_irq,domain,2-7 irqaffinity=0 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.DISK=blkisolhk"
QEMU_ARGS='-blockdev driver=null-co,node-name=hk,size=1073741824,read-zeroes=on -device nvme,serial=blkisolhk,drive=hk,max_ioqpairs=8'
TESTS="blkisol/hk_load.sh"
