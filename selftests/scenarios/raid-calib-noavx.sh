# shellcheck shell=sh
# Scenario: the same without AVX (-cpu qemu64): the xor core calibrates too.
DESCRIPTION="raid6/xor calibration, worst preemption-off section (-cpu qemu64)"
SMP=1
CPU=qemu64
CMDLINE="null_blk.nr_devices=0 blkisol.LIMIT_US=300 blkisol.LOADS=3"
TESTS="blkisol/raid_preemptoff.sh"
EXPECT_BASE_FAIL="blkisol/raid_preemptoff.sh"
ICOUNT=1
