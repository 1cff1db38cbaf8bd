# shellcheck shell=sh
# Cost of the hot path without isolation, in guest instructions: hotpath
# (null_blk, 4 submit queues, 4k random reads) booted with one TCG thread and
# icount, so the guest clock follows the instructions executed and IOPS is
# I/Os per instruction, whatever the host's load. Summed over the vCPUs: a cost, not a parallel throughput, so
# one job (queue depth 1 and 32) measures it; four jobs interleave on the
# one TCG thread and spread about 2% from run to run.
DESCRIPTION="hot path cost: null_blk 4 queues, no isolation, IOPS in icount time"
SMP=4
ICOUNT=1
FLAVOUR=cost
CMDLINE="null_blk.nr_devices=1 null_blk.submit_queues=4 null_blk.irqmode=0 scsi_debug.add_host=0 blkisol.RUNTIME=10 blkisol.CONFIGS=1:1,32:1"
TESTS="blkisol/iops.sh"
