# shellcheck shell=sh
# hotpath-cost-sched with the jobs on an isolated CPU whose hardware queue
# holds four isolated CPUs and no housekeeping CPU: 8 CPUs, CPUs 4-7
# isolated (isolcpus=domain,4-7), null_blk of 2 queues (CPUs 0-3 and 4-7),
# mq-deadline, jobs on CPU 5. Every queue run there goes through
# blk_mq_hctx_next_cpu(), which the series answers for the whole queue at
# once; both kernels then queue the work on CPU 5 itself, the CPU that
# starts it (v7.3-rc7: WORK_CPU_UNBOUND on an empty mask). So the figure is
# the cost of the check. (Until 2026-12-07 the series sent that work to a
# housekeeping CPU: 1.276 at queue depth 1, docs/sample-report/hotpath-g3.)
DESCRIPTION="hot path cost from an isolated CPU of a queue of 4 isolated CPUs, mq-deadline: null_blk 2 queues, IOPS in icount time"
SMP=8
ICOUNT=1
FLAVOUR=cost
CMDLINE="isolcpus=domain,4-7 null_blk.nr_devices=1 null_blk.submit_queues=2 null_blk.irqmode=0 scsi_debug.add_host=0 blkisol.RUNTIME=10 blkisol.CONFIGS=1:1,32:1 blkisol.CPUS=5 blkisol.SCHED=mq-deadline"
TESTS="blkisol/iops.sh"
