# shellcheck shell=sh
# Scenario: bios cancelled in blk-throttle when their disk is deleted.
# rq_qos_cancel.sh (the kselftest) counts rq_qos_throttle(), rq_qos_merge()
# and rq_qos_done_bio() with writeback throttling as the policy, and fails
# on the base with more done_bio than throttle + merge; it sets no
# io.latency target, so it cannot crash a kernel without the enable_work
# fix. iolatency_exit.sh (workbench only) does the same under io.latency:
# on the base the kernel warns in blkcg_iolatency_done_bio(), and
# blkiolatency_enable_work_fn() may then run on freed memory, which can
# hang the guest: a boot of its own, with a short timeout, so that it
# cannot take the other rq-qos tests down with it.
DESCRIPTION="rq-qos: bios cancelled in blk-throttle (wbt; io.latency)"
SMP=4
CMDLINE="null_blk.nr_devices=0"
TESTS="block/rq_qos_cancel.sh blkisol/iolatency_exit.sh"
EXPECT_BASE_FAIL="block/rq_qos_cancel.sh kernel-log"
BASE_MAY_CRASH=1
TIMEOUT=180
# It removes devices and frees rq-qos state: the series boots with slub_debug
# and debug objects on, and with KASAN=1 the KASAN kernel boots it too.
CHECKERS=1
