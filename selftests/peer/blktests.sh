# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh, scripts/blktests.sh and the guest
# Peer suite, blk-throttle and rq-qos (topic 2): every throtl test of
# blktests, and throtl/009 of patches/blktests/ (rq-qos sees one done_bio
# per bio it accounted). Without isolation: nothing here depends on the
# queue map. The devices are blktests' own null_blk devices (configfs); no
# disk of the guest is touched. throtl/006 needs ext4 and mkfs.ext4, which
# the test kernels and the guest do not have (blktests says so).
DESCRIPTION="blktests: throtl, and throtl/009 (rq-qos accounting beside blk-throttle)"
SMP=4
TIMEOUT=900
EXTRA_INITRD=blktests
CMDLINE="blkisol.TEST_TIMEOUT=800 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.BLKTESTS=throtl/001,throtl/002,throtl/003,throtl/004,throtl/005,throtl/006,throtl/007,throtl/008,throtl/009 blkisol.BLKTESTS_FULL=throtl/009"
TESTS="blkisol/blktests.sh"
# The project's own cases (patches/blktests/): they pass on the series and
# fail on the base and on the negative control, each with its diagnostic.
OWN="throtl/009"
BASE_DIAG='cancel: throttle [0-9]+ \+ merge [0-9]+ != done_bio [0-9]+'
# the scratch patch that drops BIO_QOS_MERGED in rq_qos_merge()
NEGCTL_CMDLINE="blkisol.BLKTESTS=throtl/009"
NEGCTL_DIAG='merge: throttle [0-9]+ \+ merge [0-9]+ != done_bio [0-9]+'
