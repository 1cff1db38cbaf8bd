# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh and the guest
# Peer suite: blktests' tests of what the stack touches (scripts/blktests.sh
# boots this on base and series and compares): blk-throttle (every throtl
# test), null_blk in blocking mode (006), timeout injection (014), a frozen
# queue (016), the inflight counter and iostats (017, 018, 024),
# nr_requests (021), every queue mode (023), nr_hw_queues updates (029,
# 030, 038, 040), a host-wide tag set (031) and elevator switches (047).
# The devices are blktests' own null_blk devices (configfs); no disk of
# the guest is touched. Left out for time under TCG: 015 (requeue
# injection: 2 GiB read per scheduler, over 8 minutes here) and 020 (1 GiB
# of fio per scheduler). Left out until null_blk is a module in these
# kernels: 010, 022 and 035 reload it with parameters (built in, modprobe
# ignores them, and 010 would write 32 files of 8 GiB into the guest's
# /dev). Left out until the guest has a test device: 005 and 008.
DESCRIPTION="blktests: throtl and block tests of queue maps, tag sets, timeouts, elevators (no isolation)"
SMP=4
TIMEOUT=1800
EXTRA_INITRD=blktests
CMDLINE="blkisol.TEST_TIMEOUT=1700 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.BLKTESTS=throtl/001,throtl/002,throtl/003,throtl/004,throtl/005,throtl/006,throtl/007,throtl/008,block/006,block/014,block/016,block/017,block/018,block/021,block/023,block/024,block/029,block/030,block/031,block/038,block/040,block/047"
TESTS="blkisol/blktests.sh"
