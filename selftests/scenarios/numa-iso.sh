# shellcheck shell=sh
# Scenario: two NUMA nodes (CPUs 0-3 and 4-7), isolated CPUs on both nodes.
DESCRIPTION="2 NUMA nodes, null_blk and virtio-blk with 4 queues, isolcpus=managed_irq,domain,2-3,6-7"
SMP="8,sockets=2,cores=4,threads=1"
MEM=2048
CMDLINE="isolcpus=managed_irq,domain,2-3,6-7 null_blk.nr_devices=1 null_blk.submit_queues=4"
QEMU_ARGS='-object memory-backend-ram,size=1G,id=m0 -object memory-backend-ram,size=1G,id=m1
 -numa node,nodeid=0,cpus=0-3,memdev=m0 -numa node,nodeid=1,cpus=4-7,memdev=m1
 -drive file=$DISK/d0.img,if=none,id=v4,format=raw -device virtio-blk-pci,drive=v4,num-queues=4'
TESTS="block/hctx_map.sh"
EXPECT_BASE_FAIL="block/hctx_map.sh"
