# shellcheck shell=sh
# Scenario: fewer housekeeping CPUs than queues of isolated CPUs, and a node
# without one. Three nodes of 4 CPUs, housekeeping CPUs 0 and 4 (node 2 has
# none), a virtio-blk disk with 6 queues: the housekeeping CPUs share one
# queue, the isolated CPUs get 5. Each node's queues of several isolated
# CPUs take their interrupt on the node's housekeeping CPU, node 2's on the
# least used CPU of the others; none stays on an isolated CPU. With one
# such queue per housekeeping CPU, node 2's kept their interrupt on an
# isolated CPU.
# The disk is a QEMU null-co device (no image: nothing is written).
DESCRIPTION="3 NUMA nodes x 4 CPUs, housekeeping 0 and 4, virtio-blk with 6 queues: every isolated queue on a housekeeping CPU"
SMP="12,sockets=3,cores=4,threads=1"
MEM=1536
CMDLINE="isolcpus=managed_irq,1-3,5-11 null_blk.nr_devices=0"
QEMU_ARGS='-object memory-backend-ram,size=512M,id=m0 -object memory-backend-ram,size=512M,id=m1
 -object memory-backend-ram,size=512M,id=m2
 -numa node,nodeid=0,cpus=0-3,memdev=m0 -numa node,nodeid=1,cpus=4-7,memdev=m1
 -numa node,nodeid=2,cpus=8-11,memdev=m2
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=v0 -device virtio-blk-pci,drive=v0,num-queues=6'
TIMEOUT=480
TESTS="blkisol/irq_hk.sh block/hctx_map.sh"
# The base adds no housekeeping CPU to any mask: nothing to guard there.
EXPECT_BASE_FAIL=""
EXPECT_NEGCTL_FAIL="blkisol/irq_hk.sh"
# Negative control: one queue of isolated CPUs per housekeeping CPU
NEGCTL_CMDLINE="negctl_hk_one=1"
NEGCTL_DIAG='[1-9][0-9]* take their interrupt on an isolated CPU'
