# shellcheck shell=sh
# Scenario: isolation that changes at run time. 4 CPUs, nothing isolated at
# boot; isolated_partition.sh puts CPU 3 into a cpuset isolated partition
# of its own and checks that an NVMe over Fabrics loop controller with one
# I/O queue per CPU connects (the queue of CPU 3 has no housekeeping CPU),
# that a null_blk disk made in the partition (a queue per CPU) issues all
# of CPU 3's reads on CPU 3 and one made before it (two queues) none, that
# the second does again once the partition is removed, and fio verify
# while CPU 3 goes in and out of the partition.
DESCRIPTION="cpuset isolated partition at run time (CPU 3 of 4): NVMe-oF loop connect, queue work off the CPU, fio verify"
SMP=4
CMDLINE="null_blk.nr_devices=0"
TESTS="block/isolated_partition.sh"
# v7.3-rc7: the connect of the queue of CPU 3 fails (-EXDEV), and the disk
# made before the partition issues CPU 3's reads on CPU 3
EXPECT_BASE_FAIL="block/isolated_partition.sh"
# Its negative controls boot with partition-grow (the same test, the same
# claims, and the grown partition besides)
TIMEOUT=400
# It removes devices and changes isolation under I/O: the series boots
# with the slab and object checkers on
CHECKERS=1
