# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh, scripts/blktests.sh and the guest
# Peer suite, queue maps (topic 1): blktests' tests of what the class split
# changes, with CPUs 1 and 3 isolated (isolcpus=managed_irq,domain,1,3: on
# 4 CPUs the base's groups, {0,1} and {2,3} for two queues, mix the two
# kinds), and block/049 of patches/blktests/ (no hardware queue holds both
# kinds). Without isolation the series' maps are the base's (noiso-map), so
# these tests run the same code there. null_blk in blocking mode (006),
# timeout injection (014), a frozen queue (016), the inflight counter and
# iostats (017, 018, 024), nr_requests (021), every queue mode (023),
# nr_hw_queues updates (029, 030, 038, 040), a host-wide tag set (031) and
# elevator switches (047). The devices are blktests' own null_blk devices
# (configfs); no disk of the guest is touched. Left out for time under TCG:
# 015 (requeue injection: 2 GiB read per scheduler, over 8 minutes here)
# and 020 (1 GiB of fio per scheduler). Left out because null_blk is built
# in: 010, 022 and 035 reload it with parameters (built in, modprobe
# ignores them, and 010 would write 32 files of 8 GiB into the guest's
# /dev). Left out without a test device: 005 and 008.
DESCRIPTION="blktests: block tests of queue maps, tag sets, timeouts, elevators, and block/049 (CPUs 1 and 3 isolated)"
SMP=4
TIMEOUT=1200
EXTRA_INITRD=blktests
CMDLINE="blkisol.TEST_TIMEOUT=1100 isolcpus=managed_irq,domain,1,3 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.BLKTESTS=block/006,block/014,block/016,block/017,block/018,block/021,block/023,block/024,block/029,block/030,block/031,block/038,block/040,block/047,block/049"
TESTS="blkisol/blktests.sh"
OWN="block/049"
# Run by make blktests, not by make check (its budget, 2026-12-05): tests
# outside what the stack changes, and the two longest nr_hw_queues tests,
# whose path 029 and 040 run too. Seconds on the series boot: 006 17,
# 017 5, 018 6, 024 15 (fails on the base too under TCG), 030 35, 038 83.
CHECK_SKIP="block/006 block/017 block/018 block/024 block/030 block/038"
BASE_DIAG='[0-9]+ queues: hctx[0-9]+ \(default\) has housekeeping CPUs [0-9 ]+ and isolated CPUs'
# the scratch patch that groups CPUs without the class split
NEGCTL_CMDLINE="negctl_nosplit=1 blkisol.BLKTESTS=block/049"
NEGCTL_DIAG='[0-9]+ queues: hctx[0-9]+ \(default\) has housekeeping CPUs [0-9 ]+ and isolated CPUs'
