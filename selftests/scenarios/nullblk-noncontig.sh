# shellcheck shell=sh
# Scenario: a non-contiguous isolated set. On the base, hctx0 holds CPUs 0-2.
DESCRIPTION="null_blk, 3 queues, isolcpus=managed_irq,domain,1,3-5,7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,1,3-5,7 null_blk.nr_devices=1 null_blk.submit_queues=3"
TESTS="block/hctx_map.sh"
EXPECT_BASE_FAIL="block/hctx_map.sh"
