# shellcheck shell=sh
# Cost of the reply-queue path, in guest instructions: 4k random reads on a
# disk behind megaraid_sas (QEMU megasas-gen2: one hardware queue, so every
# command takes the reply-queue fallback), one TCG thread and icount. The
# emulated controller's own work runs in QEMU and costs no guest instruction,
# but while the guest idles waiting for it, icount moves the guest clock to
# the next timer: only a queue deep enough to keep the vCPU busy (32, one
# job) gives a cost; at depth 1 the figure swings fivefold from run to run.
DESCRIPTION="reply-queue path cost: megaraid_sas (megasas-gen2), IOPS in icount time"
SMP=4
ICOUNT=1
FLAVOUR=cost
CMDLINE="null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.DISK=sda blkisol.RUNTIME=10 blkisol.CONFIGS=32:1"
QEMU_ARGS='-device megasas-gen2,id=mr0 -drive file=$DISK/d0.img,if=none,id=m0,format=raw -device scsi-hd,drive=m0,bus=mr0.0'
TESTS="blkisol/iops.sh"
guest_setup() {
	load_disk megaraid_sas sda
}
