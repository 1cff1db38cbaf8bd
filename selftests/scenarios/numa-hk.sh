# shellcheck shell=sh
# Scenario: the housekeeping CPU that handles the interrupt of a queue of
# several isolated CPUs comes from the queue's NUMA node. Two nodes of 8
# CPUs, one housekeeping CPU on each (0 and 8), a virtio-blk disk with 8
# queues: the housekeeping CPUs share one ({0,8}), the isolated CPUs get 7,
# 3 of several CPUs on each node. Each node's housekeeping CPU serves its
# node's 3 (up to 4 a device); none stays on an isolated CPU. Dealt out
# from any node, node 1's queues took CPU 0 too.
# The disk is a QEMU null-co device (no image: nothing is written).
DESCRIPTION="2 NUMA nodes x 8 CPUs, isolcpus=managed_irq,1-7,9-15, virtio-blk with 8 queues: node-local housekeeping CPU"
SMP="16,sockets=2,cores=8,threads=1"
MEM=2048
CMDLINE="isolcpus=managed_irq,1-7,9-15 null_blk.nr_devices=0"
QEMU_ARGS='-object memory-backend-ram,size=1G,id=m0 -object memory-backend-ram,size=1G,id=m1
 -numa node,nodeid=0,cpus=0-7,memdev=m0 -numa node,nodeid=1,cpus=8-15,memdev=m1
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=v0 -device virtio-blk-pci,drive=v0,num-queues=8'
TIMEOUT=480
TESTS="blkisol/irq_hk.sh"
# The base adds no housekeeping CPU to any mask: nothing to guard there.
EXPECT_BASE_FAIL=""
EXPECT_NEGCTL_FAIL="blkisol/irq_hk.sh"
# Negative control: housekeeping CPUs dealt out from any node
NEGCTL_CMDLINE="negctl_hk_remote=1"
NEGCTL_DIAG='node [01]: [0-9]+ of its [0-9]+ queues of isolated CPUs have a housekeeping CPU of the node'
