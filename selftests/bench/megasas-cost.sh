# shellcheck shell=sh
# Cost of the reply-queue path, in guest instructions: 4k random reads on a
# disk behind megaraid_sas (QEMU megasas-gen2: one hardware queue, so every
# command takes the reply-queue fallback), one TCG thread and icount. The
# emulated controller's own work runs in QEMU and costs no guest instruction,
# but while the guest idles waiting for it, icount moves the guest clock to
# the next timer: only a queue deep enough to keep the vCPU busy (32, one
# job) gives a cost; at depth 1 the figure swings fivefold from run to run.
# The disk is QEMU's null-co driver (reads return zeroes, no host file I/O):
# with an image file the host's I/O threads completed the reads, and on a
# busy host the figure moved by 1.0-1.7% from run to run. 20 s of guest time
# per run.
DESCRIPTION="reply-queue path cost: megaraid_sas (megasas-gen2), IOPS in icount time"
SMP=4
ICOUNT=1
FLAVOUR=cost
CMDLINE="null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.DISK=sda blkisol.RUNTIME=20 blkisol.CONFIGS=32:1"
QEMU_ARGS='-device megasas-gen2,id=mr0 -blockdev driver=null-co,node-name=m0,size=67108864,read-zeroes=on -device scsi-hd,drive=m0,bus=mr0.0'
TESTS="blkisol/iops.sh"
guest_setup() {
	load_disk megaraid_sas sda
}
