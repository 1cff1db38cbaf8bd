# shellcheck shell=sh
# hotpath-cost-sched-k4 with eight isolated CPUs in the queue: 16 CPUs,
# CPUs 8-15 isolated (isolcpus=domain,8-15), null_blk of 2 queues (CPUs 0-7
# and 8-15), mq-deadline, jobs on CPU 9. The series answers for the whole
# queue once per batch, so the figure should not grow with the number of
# isolated CPUs in the queue; as in k4, both kernels run the queue's work
# on CPU 9, the CPU that starts it.
DESCRIPTION="hot path cost from an isolated CPU of a queue of 8 isolated CPUs, mq-deadline: null_blk 2 queues, IOPS in icount time"
SMP=16
ICOUNT=1
FLAVOUR=cost
CMDLINE="isolcpus=domain,8-15 null_blk.nr_devices=1 null_blk.submit_queues=2 null_blk.irqmode=0 scsi_debug.add_host=0 blkisol.RUNTIME=10 blkisol.CONFIGS=1:1,32:1 blkisol.CPUS=9 blkisol.SCHED=mq-deadline"
TESTS="blkisol/iops.sh"
