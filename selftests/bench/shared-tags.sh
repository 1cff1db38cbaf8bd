# shellcheck shell=sh
# Shared tag set (topic 5, seed 001, scaled to the VM): 4 null_blk
# devices sharing one tag set, 4 hardware queues each, timer completion
# 50 us, one job per device on its own CPU.
DESCRIPTION="shared tags: 4 null_blk devices, shared_tags=1, 4 queues each"
SMP=4
CMDLINE="null_blk.nr_devices=4 null_blk.shared_tags=1 null_blk.submit_queues=4 null_blk.irqmode=2 null_blk.completion_nsec=50000 scsi_debug.add_host=0"
TESTS="blkisol/shared_tags.sh"
REPORT="iops-floor"
