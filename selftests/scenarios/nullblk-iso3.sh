# shellcheck shell=sh
# Scenario: null_blk (blk_mq_map_queues) with 3 submit queues, 8 CPUs, CPUs 2-7
# isolated (managed_irq,domain), and a scsi_debug disk with 3 queues (1 ms per
# command) whose shared housekeeping queue (CPUs 0-1) hctx_run_cpu.sh loads
# from CPU 0. Sourced by scripts/run.sh on the host (the variables) and by
# the guest init (TESTS, guest_setup).
DESCRIPTION="null_blk and scsi_debug, 3 queues, isolcpus=managed_irq,domain,2-7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=1 null_blk.submit_queues=3 scsi_debug.submit_queues=3 scsi_debug.ndelay=1000000 scsi_debug.add_host=0"
TESTS="block/hctx_map.sh block/hctx_run_cpu.sh"
# Tests that guard a fix of the series: they must fail on the base.
EXPECT_BASE_FAIL="block/hctx_map.sh block/hctx_run_cpu.sh"
# hctx_run_cpu.sh: with the queue run round-robin again (negative control 0004)
EXPECT_NEGCTL_FAIL="block/hctx_map.sh block/hctx_run_cpu.sh"
