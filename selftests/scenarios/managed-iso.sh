# shellcheck shell=sh
# Scenario: managed-interrupt drivers (blk_mq_map_hw_queues): virtio-blk and
# NVMe with 2, 3 and 8 queues, CPUs 2-7 isolated. On the base, the queues
# whose masks hold isolated CPUs only have their interrupts on isolated CPUs.
DESCRIPTION="virtio-blk and NVMe with 2, 3, 8 queues, isolcpus=managed_irq,domain,2-7"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0"
QEMU_ARGS='-drive file=$DISK/d0.img,if=none,id=v2,format=raw -device virtio-blk-pci,drive=v2,num-queues=2
 -drive file=$DISK/d1.img,if=none,id=v3,format=raw -device virtio-blk-pci,drive=v3,num-queues=3
 -drive file=$DISK/d2.img,if=none,id=v8,format=raw -device virtio-blk-pci,drive=v8,num-queues=8
 -drive file=$DISK/d3.img,if=none,id=n2,format=raw -device nvme,serial=blkisol2,drive=n2,max_ioqpairs=2
 -drive file=$DISK/d4.img,if=none,id=n3,format=raw -device nvme,serial=blkisol3,drive=n3,max_ioqpairs=3
 -drive file=$DISK/d5.img,if=none,id=n8,format=raw -device nvme,serial=blkisol8,drive=n8,max_ioqpairs=8'
TESTS="block/hctx_map.sh"
EXPECT_BASE_FAIL="block/hctx_map.sh"
