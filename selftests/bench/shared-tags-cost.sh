# shellcheck shell=sh
# Cost of the shared tag set path, in guest instructions: shared-tags (4
# null_blk devices sharing one tag set, 4 queues each, timer completion
# 50 us, one job per device on its own CPU) with one TCG thread and icount.
DESCRIPTION="shared tags cost: 4 null_blk devices, shared_tags=1, IOPS in icount time"
SMP=4
ICOUNT=1
FLAVOUR=cost
CMDLINE="null_blk.nr_devices=4 null_blk.shared_tags=1 null_blk.submit_queues=4 null_blk.irqmode=2 null_blk.completion_nsec=50000 scsi_debug.add_host=0"
TESTS="blkisol/shared_tags.sh"
