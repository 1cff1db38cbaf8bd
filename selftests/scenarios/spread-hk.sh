# shellcheck shell=sh
# Scenario: the interrupts of several devices' queues of isolated CPUs
# spread over the housekeeping CPUs. 8 CPUs, CPUs 2-7 isolated, three
# virtio-blk disks of 4 queues: each gives the isolated CPUs 3 queues of 2,
# whose interrupts go to CPUs 0 and 1 in turn, continuing from disk to
# disk (5 and 4 queues). Starting every disk at CPU 0 gave it 6 and CPU 1 3.
# The disks are QEMU null-co devices (no image: nothing is written).
DESCRIPTION="8 CPUs, isolcpus=managed_irq,2-7, 3 virtio-blk disks of 4 queues: isolated queues spread over CPUs 0 and 1"
SMP=8
CMDLINE="isolcpus=managed_irq,2-7 null_blk.nr_devices=0"
QEMU_ARGS='$(for i in 0 1 2; do
	printf " -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=v$i"
	printf " -device virtio-blk-pci,drive=v$i,num-queues=4"
done)'
TIMEOUT=480
TESTS="blkisol/irq_hk.sh block/hctx_map.sh"
EXPECT_BASE_FAIL=""
EXPECT_NEGCTL_FAIL="blkisol/irq_hk.sh"
# Negative control: every device starts at the node's first housekeeping CPU
NEGCTL_CMDLINE="negctl_hk_norotor=1"
NEGCTL_DIAG='node 0: its CPUs serve [0-9]+ to [0-9]+ of its queues of isolated CPUs'
