# shellcheck shell=sh
# Scenario: null_blk (blk_mq_map_queues) with 8 submit queues, 8 CPUs, CPUs 2-7
# isolated (managed_irq,domain). Sourced by scripts/run.sh on the host (the
# variables) and by the guest init (TESTS, guest_setup).
DESCRIPTION="null_blk, 8 queues, isolcpus=managed_irq,domain,2-7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=1 null_blk.submit_queues=8"
TESTS="block/hctx_map.sh"
# Tests that guard a fix of the series: they must fail on the base.
# nullb0 has one queue per CPU, which the base never mixes, but the test's
# own null_blk disks of 2 and 3 queues mix the classes on the base as in
# nullblk-iso2 and nullblk-iso3: the test fails there too, not booted here.
EXPECT_BASE_FAIL=""
