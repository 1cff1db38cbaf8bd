# shellcheck shell=sh
# Scenario: no isolation. The series must leave every map exactly as the base
# builds it: scripts/check.sh compares the "# map" lines of both kernels
# (nullb0, the test's own null_blk disks of 2, 3 and 8 queues, virtio-blk,
# NVMe). isolcpus_parse.sh checks the parser of the isolation options.
DESCRIPTION="no isolation: null_blk, virtio-blk, NVMe with 3 queues; map equals base"
SMP=8
CMDLINE="null_blk.nr_devices=1 null_blk.submit_queues=3"
QEMU_ARGS='-drive file=$DISK/d0.img,if=none,id=d0,format=raw -device virtio-blk-pci,drive=d0,num-queues=3
 -drive file=$DISK/d1.img,if=none,id=d1,format=raw -device nvme,serial=blkisol1,drive=d1,max_ioqpairs=3'
TESTS="block/isolcpus_parse.sh block/hctx_map.sh"
EXPECT_BASE_FAIL=""
MAP_SAME_AS_BASE=1
