#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# rq-qos path cost (benchmark): iops.sh run from a cgroup with io.latency and
# io.max set on its disk (limits far above what the VM reaches, so every bio
# goes through blk-throttle and blk-iolatency without waiting).
DISK=${DISK:-nullb0}
CG=/sys/fs/cgroup

skip() {
	echo "TAP version 13"
	echo "1..0 # SKIP $1"
	exit 4
}
[ -b "/dev/$DISK" ] || skip "no /dev/$DISK"
grep -qw io $CG/cgroup.controllers 2>/dev/null || skip "no cgroup2 io controller"
devt=$(cat "/sys/block/$DISK/dev")
echo +io > $CG/cgroup.subtree_control
mkdir -p $CG/rqqos_bench
trap 'echo $$ > $CG/cgroup.procs; rmdir $CG/rqqos_bench 2>/dev/null' EXIT
echo "$devt target=100000" > $CG/rqqos_bench/io.latency &&
	echo "$devt rbps=100000000000 riops=100000000" > $CG/rqqos_bench/io.max ||
	skip "io.latency or io.max not available"
echo $$ > $CG/rqqos_bench/cgroup.procs
CONFIGS=${CONFIGS:-1:1,32:1} DISK=$DISK "$(dirname "$0")/iops.sh"
