# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh and the guest
# Peer suite: the tests of blktests.sh with CPUs 2-3 isolated
# (isolcpus=managed_irq,2-3), so that the class split and the
# interrupt choice of topic 1 are in every map blktests makes.
DESCRIPTION="blktests: throtl and block tests of queue maps, tag sets, timeouts, elevators (CPUs 2-3 isolated: managed_irq)"
SMP=4
TIMEOUT=1800
EXTRA_INITRD=blktests
CMDLINE="blkisol.TEST_TIMEOUT=1700 isolcpus=managed_irq,2-3 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.BLKTESTS=throtl/001,throtl/002,throtl/003,throtl/004,throtl/005,throtl/006,throtl/007,throtl/008,block/006,block/014,block/016,block/017,block/018,block/021,block/023,block/024,block/029,block/030,block/031,block/038,block/040,block/047"
TESTS="blkisol/blktests.sh"
