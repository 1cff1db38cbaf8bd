# shellcheck shell=sh
# The devices of the 2017 report (128 null_blk devices sharing one tag set,
# 64 hardware queues each, mq-deadline, one fio job per device, 10 s runs)
# on 8 online CPUs of 64 possible: null_blk sizes its queues by the possible
# CPUs, so every device still has 64 hardware queues and the tag set 8192;
# 16 jobs share each CPU's driver tags, so requests wait for a restart.
# With 64 vCPUs taking turns on one TCG thread (seed-tags, seed-tags-pinned)
# the figures move 4% between runs of one kernel; with 8 they are a cost
# per I/O. Job i pinned to CPU i mod 8. Cost mode (one TCG thread, icount).
DESCRIPTION="seed 001 devices (128 x 64 queues, shared tags) on 8 of 64 possible CPUs, cost mode"
SMP="8,maxcpus=64"
MEM=3072
ICOUNT=1
FLAVOUR=cost
TIMEOUT=1800
CMDLINE="null_blk.nr_devices=128 null_blk.shared_tags=1 null_blk.submit_queues=64 null_blk.irqmode=2 null_blk.completion_nsec=50000 scsi_debug.add_host=0 blkisol.PIN=1 blkisol.RUNTIME=10"
TESTS="blkisol/seed_tags.sh"
