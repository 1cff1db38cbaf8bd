#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# blk-iolatency when its disk goes away (workbench only, not a kselftest: it
# can crash a kernel without the enable_work fix, which a test that users
# run on their own kernels must not do). A null_blk disk, a cgroup with
# io.latency and io.max riops=1 on it, fio at iodepth 8 in the cgroup so
# bios wait in blk-throttle, then the disk is powered off. Without "block:
# do not share a bio flag between blk-throttle and rq-qos" the cancelled
# bios reach blkcg_iolatency_done_bio() and it warns; without the
# enable_work flush after blkcg_deactivate_policy() the work runs on freed
# memory (a crash in some boots). The boot's kernel-log result judges both;
# this test checks that the disk went away and that io.latency was set.
DIR=$(dirname "$0")
. "$DIR"/../kselftest/ktap_helpers.sh
. "$DIR"/../block/blk_lib.sh

CG=/sys/fs/cgroup
NAME=${BLK_TAG}_iolat

blk_require_root
blk_require_cmd fio
blk_need_nullb
[ -f "$CG/cgroup.subtree_control" ] || blk_skip_all "no cgroup2 at $CG"
grep -qw io "$CG/cgroup.controllers" || blk_skip_all "no io controller in cgroup2"
if ! grep -qw io "$CG/cgroup.subtree_control"; then
	echo +io > "$CG/cgroup.subtree_control" || blk_skip_all "cannot enable the io controller"
	blk_defer "echo -io > $CG/cgroup.subtree_control"
fi
blk_nullb "$NAME" size=1024 || blk_skip_all "cannot create a null_blk disk"
MM=$(cat "/sys/block/$NAME/dev")
mkdir "$CG/$NAME" || blk_skip_all "cannot create a cgroup"
blk_defer "for i in 1 2 3 4 5 6 7 8 9 10; do rmdir $CG/$NAME && break; sleep 1; done"
[ -f "$CG/$NAME/io.latency" ] || blk_skip_all "no io.latency (CONFIG_BLK_CGROUP_IOLATENCY)"
[ -f "$CG/$NAME/io.max" ] || blk_skip_all "no io.max (CONFIG_BLK_DEV_THROTTLING)"

blk_header
ktap_set_plan 2
if echo "$MM target=10000" > "$CG/$NAME/io.latency" &&
	echo "$MM riops=1" > "$CG/$NAME/io.max"; then
	ktap_test_pass "io.latency and io.max set on $NAME"
else
	ktap_test_fail "io.latency and io.max set on $NAME"
fi
sh -c "echo \$\$ > $CG/$NAME/cgroup.procs && exec fio --name=iolat \
	--filename=/dev/$NAME --rw=randread --bs=4k --direct=1 --ioengine=libaio \
	--iodepth=8 --runtime=60 --time_based --output=/dev/null" 2> /dev/null &
fio_pid=$!
blk_defer "[ -n \"\$fio_pid\" ] && kill \$fio_pid; echo 0 > $BLK_NULLB/$NAME/power"
sleep 3
echo 0 > "$BLK_NULLB/$NAME/power"
wait "$fio_pid"
fio_pid=
# the enable_work queued by the deletion runs within a second
sleep 2
if [ -d "/sys/block/$NAME" ]; then
	ktap_test_fail "disk deleted under io.latency while bios waited in blk-throttle"
else
	ktap_test_pass "disk deleted under io.latency while bios waited in blk-throttle"
fi
ktap_finished
