# shellcheck shell=sh
# Benchmark: the raid6/xor calibration at boot (built in), worst preemption-off
# section of the boot under the preemptoff tracer started at boot, on kernels
# with raid6 and xor built in (FLAVOUR=raidboot: kconfig-fragments/raidboot/;
# make raid-boot runs it alone and checks the ratio). One vCPU, icount: the
# guest clock follows instructions, not the host's load.
DESCRIPTION="raid6/xor calibration at boot, built in (-cpu qemu64)"
SMP=1
CPU=qemu64
ICOUNT=1
CMDLINE="ftrace=preemptoff null_blk.nr_devices=0"
FLAVOUR=raidboot
TESTS="blkisol/raid_boot.sh"
REPORT="raid-choice"
