# shellcheck shell=sh
# Hot-path cost without isolation: null_blk with 4 submit
# queues, 4k random reads at queue depth 1 and 32, 1 and 4 jobs.
DESCRIPTION="hot path: null_blk 4 queues, no isolation, IOPS"
SMP=4
CMDLINE="null_blk.nr_devices=1 null_blk.submit_queues=4 null_blk.irqmode=0 scsi_debug.add_host=0"
TESTS="blkisol/iops.sh"
REPORT="iops-floor"
