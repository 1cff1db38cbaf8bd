# shellcheck shell=sh
# Scenario: the housekeeping CPU that handles the interrupt of a queue of
# several isolated CPUs is not nohz_full. CPUs 1-15 are nohz_full, CPUs
# 8-15 also isolated from managed interrupts: a virtio-blk disk with 8
# queues gives the isolated CPUs 4 queues of 2 CPUs, all served by CPU 0,
# the only CPU that may. Choosing from the managed_irq housekeeping CPUs
# alone gave them CPUs 0-3, so nohz_full CPUs 1-3 took completions of
# CPUs 8-15.
# The disk is a QEMU null-co device (no image: nothing is written).
DESCRIPTION="16 CPUs, nohz_full=1-15 isolcpus=managed_irq,8-15, virtio-blk with 8 queues: no nohz_full housekeeping CPU"
SMP=16
CMDLINE="nohz_full=1-15 isolcpus=managed_irq,8-15 null_blk.nr_devices=0"
QEMU_ARGS='-drive driver=null-co,read-zeroes=on,size=64M,if=none,id=v0 -device virtio-blk-pci,drive=v0,num-queues=8'
TIMEOUT=480
TESTS="blkisol/irq_hk.sh"
EXPECT_BASE_FAIL=""
EXPECT_NEGCTL_FAIL="blkisol/irq_hk.sh"
# Negative control: nohz_full CPUs may serve
NEGCTL_CMDLINE="negctl_hk_nohz=1"
NEGCTL_DIAG='its housekeeping CPU [0-9]+ is nohz_full'
