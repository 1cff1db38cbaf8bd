# shellcheck shell=sh
# hotpath-cost-sched with the jobs on a housekeeping CPU whose hardware
# queue also holds four isolated CPUs: 8 CPUs, CPUs 4-7 isolated
# (isolcpus=domain,4-7), null_blk of one queue (every CPU: a single-queue
# device such as SATA or single-queue virtio-blk), mq-deadline, jobs on
# CPU 1. The queue runs stay on housekeeping CPUs on both kernels;
# v7.3-rc7 takes the isolated CPUs out of the queue's mask once, the
# series keeps them there and leaves them out when it picks the CPU of a
# batch (0009). So the figure is the cost of that pick, nothing else: the
# case of review G3's "within 1% of the base".
DESCRIPTION="hot path cost from a housekeeping CPU of a queue that also holds 4 isolated CPUs, mq-deadline: null_blk 1 queue, IOPS in icount time"
SMP=8
ICOUNT=1
FLAVOUR=cost
CMDLINE="isolcpus=domain,4-7 null_blk.nr_devices=1 null_blk.submit_queues=1 null_blk.irqmode=0 scsi_debug.add_host=0 blkisol.RUNTIME=10 blkisol.CONFIGS=1:1,32:1 blkisol.CPUS=1 blkisol.SCHED=mq-deadline"
TESTS="blkisol/iops.sh"
