#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Hot-path cost (benchmark): fio 4k random reads on null_blk at a few queue
# depths and job counts (CONFIGS, QD:JOBS pairs separated by commas); prints
# "# metric iops_qdQ_jJ=IOPS" for scripts/bench.sh. DISK may be a pattern
# (nullb*): each job then takes the devices in turn, one I/O each (fio's
# default file_service_type). CPUS (a CPU list, e.g. 1 or 2-5): the jobs run
# there only, so each I/O takes the same hardware queue in every run.
# SCHED (e.g. mq-deadline): the I/O scheduler of the devices during the
# runs (every request then goes through blk_mq_run_hw_queue()); restored
# after.
DISK=${DISK:-nullb0}
RUNTIME=${RUNTIME:-8}
CONFIGS=${CONFIGS:-1:1,32:1,32:4}
CPUS=${CPUS:-}
SCHED=${SCHED:-}
restore=

echo "TAP version 13"
files='' n=0
for d in /dev/$DISK; do
	[ -b "$d" ] || continue
	files="$files${files:+:}$d"
	n=$((n + 1))
done
[ -n "$files" ] || { echo "1..0 # SKIP no /dev/$DISK"; exit 4; }
pin=
if [ -n "$CPUS" ]; then
	case $CPUS in
	*[!0-9,-]*) echo "1..1"; echo "not ok 1 CPUS='$CPUS' is not a CPU list"; exit 1 ;;
	esac
	pin=--cpus_allowed=$CPUS
fi
echo "1..1"
if [ -n "$SCHED" ]; then
	for d in $(echo "$files" | tr ':' ' '); do
		q=/sys/block/${d#/dev/}/queue/scheduler
		old=$(sed 's/.*\[\(.*\)\].*/\1/' "$q")
		echo "$SCHED" > "$q" 2>/dev/null ||
			{ echo "not ok 1 cannot set the $SCHED scheduler on $d"; exit 1; }
		restore="$restore echo $old > $q;"
	done
	trap 'eval "$restore"' EXIT
fi
echo "# $n device(s), $(grep -c ^processor /proc/cpuinfo) CPUs online${CPUS:+, jobs on CPU(s) $CPUS}${SCHED:+, scheduler $SCHED}"
# fio keeps a map of the blocks read on each device, a bit per 4 KiB: 7.8
# MiB for a default null_blk (250 GiB), about 1 GiB over 128 devices; those
# runs go without it
rmap=
[ "$n" -gt 1 ] && rmap=--norandommap
for cfg in $(echo "$CONFIGS" | tr ',' ' '); do
	qd=${cfg%:*} jobs=${cfg#*:}
	fio --name=iops --filename="$files" --rw=randread --bs=4k --direct=1 \
		--ioengine=libaio --iodepth="$qd" --numjobs="$jobs" --group_reporting \
		--runtime="$RUNTIME" --time_based $rmap $pin --output-format=terse --terse-version=3 \
		--output=/tmp/iops.terse >/dev/null 2>&1 || { echo "not ok 1 fio failed"; exit 1; }
	# terse v3: field 8 is the read IOPS
	echo "# metric iops_qd${qd}_j${jobs}=$(cut -d';' -f8 /tmp/iops.terse | head -n 1)"
done
echo "ok 1 hot-path IOPS measured"
