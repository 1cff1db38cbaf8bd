# shellcheck shell=sh
# Scenario: null_blk (blk_mq_map_queues) with 3 submit queues, 8 CPUs, CPUs 2-7
# isolated (managed_irq,domain). Sourced by scripts/run.sh on the host (the
# variables) and by the guest init (TESTS, guest_setup).
DESCRIPTION="null_blk, 3 queues, isolcpus=managed_irq,domain,2-7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=1 null_blk.submit_queues=3 scsi_debug.add_host=0"
TESTS="block/hctx_map.sh"
# Tests that guard a fix of the series: they must fail on the base.
EXPECT_BASE_FAIL="block/hctx_map.sh"
# with the CPUs grouped without the class split (negative control 0002)
EXPECT_NEGCTL_FAIL="block/hctx_map.sh"
