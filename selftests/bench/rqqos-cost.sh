# shellcheck shell=sh
# Cost of the rq-qos path, in guest instructions: 4k random reads on null_blk
# from a cgroup with io.latency and io.max (blk-throttle) set but never
# reached, one TCG thread and icount (IOPS is I/Os per instruction).
DESCRIPTION="rq-qos path cost: null_blk under io.latency and io.max, IOPS in icount time"
SMP=2
ICOUNT=1
FLAVOUR=cost
CMDLINE="null_blk.nr_devices=1 null_blk.submit_queues=2 null_blk.irqmode=0 scsi_debug.add_host=0 blkisol.RUNTIME=10"
TESTS="blkisol/rqqos_iops.sh"
