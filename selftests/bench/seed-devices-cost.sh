# shellcheck shell=sh
# The devices of the 2017 report at the cost of one I/O: 128 null_blk
# devices of 64 hardware queues on one shared tag set (64 vCPUs), one fio job
# that sends its 4k random reads to the devices in turn, completion inline
# (no timer) and the job on CPU 1 (one hardware queue per device): each
# I/O's path is the same in every run. seed-tags runs the report's 128
# competing jobs, whose cost per I/O moves from boot to boot.
DESCRIPTION="seed 001 devices, one job on CPU 1 over all 128 in turn: cost of an I/O, cost mode"
SMP=64
MEM=3072
ICOUNT=1
FLAVOUR=cost
TIMEOUT=1800
CMDLINE="null_blk.nr_devices=128 null_blk.shared_tags=1 null_blk.submit_queues=64 null_blk.irqmode=0 scsi_debug.add_host=0 blkisol.DISK=nullb* blkisol.CPUS=1 blkisol.RUNTIME=10 blkisol.CONFIGS=1:1,32:1"
TESTS="blkisol/iops.sh"
