#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Shared tag set (benchmark): one fio job per null_blk device, each pinned to
# its own CPU, all devices sharing one tag set. Prints the IOPS of each
# device, the total and the slowest/fastest ratio as "# metric" lines.
# Fails when a device starves (no I/O completed).
RUNTIME=${RUNTIME:-10}

echo "TAP version 13"
devs=$(cd /sys/block && ls -d nullb* 2>/dev/null)
[ -n "$devs" ] || { echo "1..0 # SKIP no null_blk device"; exit 4; }
echo "1..1"
ncpu=$(grep -c ^processor /proc/cpuinfo)
i=0
for d in $devs; do
	fio --name="$d" --filename="/dev/$d" --rw=randread --bs=4k --direct=1 \
		--ioengine=libaio --iodepth=32 --cpus_allowed=$((i % ncpu)) \
		--runtime="$RUNTIME" --time_based --output-format=terse --terse-version=3 \
		--output="/tmp/st.$d" >/dev/null 2>&1 &
	i=$((i + 1))
done
wait
total=0 min='' max=0 starved=''
for d in $devs; do
	iops=$(cut -d';' -f8 "/tmp/st.$d" | head -n 1)
	iops=${iops:-0}
	echo "# metric dev_${d}=$iops"
	total=$((total + iops))
	[ -z "$min" ] || [ "$iops" -lt "$min" ] && min=$iops
	[ "$iops" -gt "$max" ] && max=$iops
	[ "$iops" -eq 0 ] && starved="$starved $d"
done
echo "# metric total=$total"
echo "# metric min_over_max_pct=$((max ? min * 100 / max : 0))"
if [ -n "$starved" ]; then
	echo "not ok 1 every device completes I/O (starved:$starved)"
	exit 1
fi
echo "ok 1 every device completes I/O"
