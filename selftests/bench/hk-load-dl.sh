# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh
# hk-load with mq-deadline on the NVMe disk and the bulk jobs at queue
# depth 64: with a scheduler every run of a hardware queue that is not
# issued directly goes through kblockd, and on the series the runs of the
# queues of isolated CPUs go to kworkers of the housekeeping CPUs (the
# queue work placement). The figure is cpuC_kworker_ms on CPUs 0 and 1,
# base against series; the rest as in hk-load.
DESCRIPTION="housekeeping CPUs' kworker time for isolated CPUs' bulk I/O: NVMe 3 queues, mq-deadline, depth 64"
SMP=8
TIMEOUT=600
CMDLINE="isolcpus=managed_irq,domain,2-7 irqaffinity=0 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.DISK=blkisolhk blkisol.SCHED=mq-deadline blkisol.BULK_DEPTH=64"
QEMU_ARGS='-blockdev driver=null-co,node-name=hk,size=1073741824,read-zeroes=on -device nvme,serial=blkisolhk,drive=hk,max_ioqpairs=3'
TESTS="blkisol/hk_load.sh"
