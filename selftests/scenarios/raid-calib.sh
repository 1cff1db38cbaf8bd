# shellcheck shell=sh
# Scenario: raid6_pq and xor loaded 3 times each under the preemptoff tracer (-cpu max:
# raid6 picks AVX2 variants and the xor core forces its AVX template).
DESCRIPTION="raid6/xor calibration, worst preemption-off section (-cpu max)"
SMP=1
CMDLINE="null_blk.nr_devices=0 blkisol.LIMIT_US=300 blkisol.LOADS=3"
TESTS="blkisol/raid_preemptoff.sh"
EXPECT_BASE_FAIL="blkisol/raid_preemptoff.sh"
ICOUNT=1
