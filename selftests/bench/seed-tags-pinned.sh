# shellcheck shell=sh
# seed-tags with fio job i pinned to CPU i mod 64 and 10 s runs: unpinned,
# where 128 threads land on 64 CPUs decides how the shared tags are
# contended, and the figures move 4-6% between runs of one kernel.
# The many-devices shared tag set case at its own shape: 128 null_blk
# devices sharing one tag set, 64 hardware queues each (64 vCPUs: null_blk
# allows as many queues as CPUs), mq-deadline, one fio job per device, timer
# completion 50 us. Cost mode (one TCG thread, icount),
# on kernels without lockdep and with the function profiler (FLAVOUR=cost:
# kconfig-fragments/cost/).
DESCRIPTION="seed 001 shape, each fio job pinned to a CPU, 10 s runs, cost mode"
SMP=64
MEM=3072
ICOUNT=1
FLAVOUR=cost
TIMEOUT=1800
CMDLINE="null_blk.nr_devices=128 null_blk.shared_tags=1 null_blk.submit_queues=64 null_blk.irqmode=2 null_blk.completion_nsec=50000 scsi_debug.add_host=0 blkisol.PIN=1 blkisol.RUNTIME=10"
TESTS="blkisol/seed_tags.sh"
