# shellcheck shell=sh
# Scenario: rq-qos completion accounting (kprobe counts) and bios cancelled
# in blk-throttle under io.latency. On the base, the cancel test fails and
# the kernel warns in blkcg_iolatency_done_bio(). With the negative-control
# patch (merge path loses BIO_QOS_MERGED), the accounting test must fail.
DESCRIPTION="rq-qos: throttle + merge == done_bio; blk-throttle cancel under io.latency"
SMP=4
CMDLINE="null_blk.nr_devices=0"
TESTS="block/rq_qos_accounting.sh block/rq_qos_cancel.sh"
EXPECT_BASE_FAIL="block/rq_qos_cancel.sh kernel-log"
EXPECT_NEGCTL_FAIL="block/rq_qos_accounting.sh"
