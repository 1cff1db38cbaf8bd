# shellcheck shell=sh
# raid6/xor calibration: worst preemption-off section per load
# of raid6_pq and xor (5 loads each), the algorithm chosen and its MB/s,
# without AVX so the xor core calibrates too.
DESCRIPTION="raid6/xor calibration per module load (-cpu qemu64)"
SMP=1
CPU=qemu64
CMDLINE="null_blk.nr_devices=0 scsi_debug.add_host=0"
TESTS="blkisol/raid_preemptoff.sh"
ICOUNT=1
REPORT="raid-choice"
