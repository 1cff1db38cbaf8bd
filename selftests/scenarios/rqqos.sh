# shellcheck shell=sh
# Scenario: rq-qos completion accounting (kprobe counts) and bios cancelled
# in blk-throttle under io.latency. On the base, the cancel test fails and
# the kernel warns in blkcg_iolatency_done_bio(). With the negative-control
# patch (merge path loses BIO_QOS_MERGED), the accounting test must fail.
# An NVMe subsystem with two controllers sharing namespace 1 gives a
# multipath head for the failover test (path errors injected on one path).
DESCRIPTION="rq-qos: throttle + merge == done_bio; blk-throttle cancel under io.latency"
SMP=4
CMDLINE="null_blk.nr_devices=0"
QEMU_ARGS='-device nvme-subsys,id=mpsub,nqn=blkisol-mp
 -device nvme,serial=blkisolmp,subsys=mpsub -device nvme,serial=blkisolmp,subsys=mpsub
 -drive file=$DISK/d0.img,if=none,id=mpns,format=raw -device nvme-ns,drive=mpns,nsid=1'
TESTS="block/rq_qos_accounting.sh block/rq_qos_cancel.sh block/rq_qos_failover.sh block/rq_qos_idle.sh"
EXPECT_BASE_FAIL="block/rq_qos_cancel.sh kernel-log"
EXPECT_NEGCTL_FAIL="block/rq_qos_accounting.sh block/rq_qos_idle.sh"
