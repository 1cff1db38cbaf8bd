# shellcheck shell=sh
# Benchmark: what a SCHED_FIFO thread on the calibrating CPU waits while
# raid6_pq and xor calibrate (timerlat's thread, priority 95, 1 ms period),
# 5 loads of each per boot, and the same stretch idle as the floor.
# PREEMPT_RT kernels; raid-rtlat-nort is the same on CONFIG_PREEMPT. One
# vCPU with icount: guest time follows instructions, so the figures repeat
# whatever the host's load (absolute values are TCG's, not a CPU's); -cpu
# qemu64 so that xor calibrates too (with AVX it takes its AVX code).
DESCRIPTION="timerlat thread latency while raid6_pq/xor calibrate on its CPU (PREEMPT_RT)"
SMP=1
CPU=qemu64
ICOUNT=1
CMDLINE="null_blk.nr_devices=0 scsi_debug.add_host=0"
TESTS="blkisol/raid_timerlat.sh"
REPORT="raid-choice"
