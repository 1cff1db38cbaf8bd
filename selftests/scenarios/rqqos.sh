# shellcheck shell=sh
# Scenario: rq-qos completion accounting: kprobe counts over merges, splits,
# reads and requeues; the count across an NVMe multipath failover (the test
# builds an nvmet loop target with two ports, path errors injected);
# an io.cost cgroup going idle after merging I/O. With the negative-control
# patch (merge path loses BIO_QOS_MERGED), the accounting and idle tests
# must fail. The blk-throttle cancel test has a boot of its own
# (rqqos-cancel).
DESCRIPTION="rq-qos: throttle + merge == done_bio, failover, io.cost idle"
SMP=4
CMDLINE="null_blk.nr_devices=0"
TESTS="block/rq_qos_accounting.sh block/rq_qos_failover.sh block/rq_qos_idle.sh"
# On the base, lockdep reports rq_qos_mutex -> fs_reclaim -> q_usage_counter
# when rq_qos_idle.sh turns io.cost on or off: its lockdep check fails.
EXPECT_BASE_FAIL="block/rq_qos_idle.sh kernel-log"
# rq_qos_idle.sh sets io.latency on a disk it then removes; it clears the
# target first (since 2026-12-06), which keeps the base off the
# blk-iolatency enable_work use-after-free (patch 0003) that could hang the
# guest before. Kept until base boots have shown it.
BASE_MAY_CRASH=1
TIMEOUT=300
EXPECT_NEGCTL_FAIL="block/rq_qos_accounting.sh block/rq_qos_idle.sh"
# Negative controls: the merge path loses BIO_QOS_MERGED (always on), and
# blkcg configuration allocates with I/O under rq_qos_mutex (switch)
NEGCTL_CMDLINE="negctl_conf_io=1"
NEGCTL_DIAG='throttle \+ merge \([0-9]+\) != done_bio \([0-9]+\)
not ok [0-9]+ no lockdep report while io.latency and io.cost were set up and removed'
# It removes devices and frees rq-qos state: the series boots with slub_debug
# and debug objects on, and with KASAN=1 the KASAN kernel boots it too.
CHECKERS=1
