# shellcheck shell=sh
# Cost of the queue-run checks of the series (where a hardware queue's work
# may run: online and not isolated at that moment), in guest instructions:
# hotpath-cost with mq-deadline on the disk, so that every request goes
# through blk_mq_run_hw_queue(), and CPU 3 isolated (isolcpus=domain,3), so
# that the isolation test is no longer a static branch that is off. The jobs
# run on CPU 1, a housekeeping CPU with a queue of its own. No other change
# of the series is on this path: the map is the base's (no managed_irq).
DESCRIPTION="hot path cost with mq-deadline and a CPU isolated: null_blk 4 queues, IOPS in icount time"
SMP=4
ICOUNT=1
FLAVOUR=cost
CMDLINE="isolcpus=domain,3 null_blk.nr_devices=1 null_blk.submit_queues=4 null_blk.irqmode=0 scsi_debug.add_host=0 blkisol.RUNTIME=10 blkisol.CONFIGS=1:1,32:1 blkisol.CPUS=1 blkisol.SCHED=mq-deadline"
TESTS="blkisol/iops.sh"
