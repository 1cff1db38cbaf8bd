# shellcheck shell=sh
# Scenario: the housekeeping CPU that handles the interrupt of a queue of
# several isolated CPUs is online. 8 cores of 2 threads with nosmt: the
# second thread of each core (CPUs 1, 3, ..., 15) is present but never
# comes online, so of the housekeeping CPUs 0 and 1 only CPU 0 may serve.
# A virtio-blk disk with 4 queues: {0,1} and three queues of isolated CPUs,
# all served by CPU 0. With present CPUs to choose from, queue {7-11} got
# CPU 1 and its interrupt stayed on isolated CPU 10 for good.
# The disk is a QEMU null-co device (no image: nothing is written).
DESCRIPTION="16 CPUs (8 cores x 2 threads), nosmt isolcpus=managed_irq,2-15, virtio-blk with 4 queues: online housekeeping CPU"
SMP="16,sockets=1,cores=8,threads=2"
CMDLINE="nosmt isolcpus=managed_irq,2-15 null_blk.nr_devices=0"
QEMU_ARGS='-drive driver=null-co,read-zeroes=on,size=64M,if=none,id=v0 -device virtio-blk-pci,drive=v0,num-queues=4'
TIMEOUT=480
TESTS="blkisol/irq_hk.sh"
EXPECT_BASE_FAIL=""
EXPECT_NEGCTL_FAIL="blkisol/irq_hk.sh"
# Negative control: offline housekeeping CPUs may serve
NEGCTL_CMDLINE="negctl_hk_online=1"
NEGCTL_DIAG='its housekeeping CPU [0-9]+ is offline'
