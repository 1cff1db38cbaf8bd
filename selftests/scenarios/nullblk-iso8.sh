# shellcheck shell=sh
# Scenario: null_blk (blk_mq_map_queues), 8 CPUs, CPUs 2-7 isolated
# (managed_irq,domain): nullb0 with 8 submit queues, and hctx_map.sh's own
# null_blk disks of 2, 3 and 8 queues, the layouts where the classes mix
# (2 and 3 queues for 8 CPUs) and where they cannot (one queue per CPU).
# Sourced by scripts/run.sh on the host (the variables) and by the guest init
# (TESTS, guest_setup).
DESCRIPTION="null_blk, 2, 3 and 8 queues, isolcpus=managed_irq,domain,2-7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=1 null_blk.submit_queues=8"
TESTS="block/hctx_map.sh"
# The map test guards a fix of the series: on the base, whose 2- and
# 3-queue maps put housekeeping and isolated CPUs in one hctx, it fails in
# managed-iso, which has this isolation and the same disks of the test's
# own (null_blk, 2, 3 and 8 queues) besides virtio-blk and NVMe: the base
# does not boot here.
EXPECT_BASE_FAIL=""
# With the class split removed (negative control), the map test must fail.
EXPECT_NEGCTL_FAIL="block/hctx_map.sh"
# Negative control: the class split removed
NEGCTL_CMDLINE="negctl_nosplit=1"
NEGCTL_DIAG='housekeeping and isolated CPUs in separate hctxs \(mixed:'
# Also booted on the class split alone (the split variant): it must pass there.
SPLIT=1
