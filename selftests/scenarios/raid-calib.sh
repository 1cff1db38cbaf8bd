# shellcheck shell=sh
# Scenario: raid6_pq and xor loaded 3 times each under the preemptoff tracer (-cpu max:
# raid6 picks AVX2 variants and the xor core forces its AVX template).
DESCRIPTION="raid6/xor calibration, worst preemption-off section (-cpu max)"
SMP=1
CMDLINE="null_blk.nr_devices=0 blkisol.LIMIT_US=300 blkisol.LOADS=3"
TESTS="blkisol/raid_preemptoff.sh"
# Not booted on the base in make check (a minute): the base fails the same
# guard in raid-calib-noavx, where raid6 calibrates as here and xor too.
EXPECT_BASE_FAIL=""
ICOUNT=1
