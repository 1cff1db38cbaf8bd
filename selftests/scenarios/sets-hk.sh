# shellcheck shell=sh
# Scenario: the interrupt checks are right on a correct kernel with two
# interrupt sets and irqaffinity=. 8 CPUs, CPUs 2-7 isolated from managed
# interrupts, the interrupts that are not managed on CPU 0 (irqaffinity=0),
# an NVMe controller with 8 I/O queues of which 4 are write queues
# (nvme.write_queues=4: two interrupt sets of 4). Each set gives the
# isolated CPUs 3 queues of 2, all served by CPU 0 (the only CPU that may
# serve, 3 of the 4 it may take per set): 6 for the device. A check that
# counted the device as one set, or ignored irqaffinity=, would fail here.
# The disk is a QEMU null-co device (no image: nothing is written).
DESCRIPTION="8 CPUs, isolcpus=managed_irq,2-7 irqaffinity=0, NVMe with 4 write and 4 read queues: two interrupt sets"
SMP=8
CMDLINE="isolcpus=managed_irq,2-7 irqaffinity=0 nvme.write_queues=4 null_blk.nr_devices=0"
QEMU_ARGS='-drive driver=null-co,read-zeroes=on,size=64M,if=none,id=n0 -device nvme,serial=blkisolw,drive=n0,max_ioqpairs=8'
TIMEOUT=480
TESTS="blkisol/irq_hk.sh block/hctx_map.sh"
EXPECT_BASE_FAIL=""
