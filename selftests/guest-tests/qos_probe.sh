#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Isolation QoS probe (benchmark): a latency probe (fio, 4k random reads,
# psync, iodepth 1) on PROBE_CPU, alone and then beside a bulk job (libaio,
# iodepth BULK_DEPTH, default 256) on BULK_CPU, both on DISK. Prints the
# probe's completion latency percentiles as "# metric NAME=VALUE" lines for
# scripts/bench.sh. With PARTITION=CPUS the CPUs become a cpuset isolated
# partition first (isolation at run time) and the bulk job runs in it.
# SCHED=NAME sets the disk's I/O scheduler first (default: the kernel's
# choice); PROBE_PRIO=CLASS runs the probes in that I/O priority class
# (1: realtime, as io.prio.class promote-to-rt gives a cgroup); WPROBE=1
# adds a write probe (4k O_SYNC writes, psync, iodepth 1: the write and
# sync of a write-ahead log, as etcd's), alone and beside the bulk job;
# NR_REQUESTS=N caps the disk's nr_requests (an operator's stopgap).
# The operator's cgroup tools: the probes run in cgroup blkisol-probe and
# the bulk job in blkisol-bulk, its sibling, when IOLAT=USEC (io.latency
# target of the probes' cgroup: the sibling is throttled while the probes
# miss it) or IOMAX=RIOPS (io.max read IOPS limit of the bulk's cgroup) is
# set; both undone at exit.
. "$(dirname "$0")/guest_lib.sh"
DISK=${DISK:-sda}
PROBE_CPU=${PROBE_CPU:-0}
BULK_CPU=${BULK_CPU:-2}
RUNTIME=${RUNTIME:-15}
QD=${QD:-32}
BULK_DEPTH=${BULK_DEPTH:-256}
PARTITION=${PARTITION:-}
SCHED=${SCHED:-}
PROBE_PRIO=${PROBE_PRIO:-}
WPROBE=${WPROBE:-}
NR_REQUESTS=${NR_REQUESTS:-}
IOLAT=${IOLAT:-}
IOMAX=${IOMAX:-}

echo "TAP version 13"
[ -b "/dev/$DISK" ] || { echo "1..0 # SKIP no /dev/$DISK"; exit 4; }
# the CPUs isolated now: at boot, and by the partition
iso=$(cat /sys/devices/system/cpu/isolated)
if [ -n "$PARTITION" ]; then
	trap partition_drop EXIT
	partition_make blkisol-qos "$PARTITION" ||
		{ echo "1..0 # SKIP no isolated partition: $PART_WHY"; exit 4; }
	echo "# CPUs $PARTITION: isolated partition $PART_CG (isolated now:" \
		"$(cat "${PART_CG%/*}/cpuset.cpus.isolated" 2>/dev/null))"
	iso=${iso:+$iso,}$PARTITION
fi
if [ -n "$IOLAT$IOMAX" ]; then
	[ -z "$PARTITION" ] || { echo "1..0 # SKIP PARTITION with IOLAT/IOMAX"; exit 4; }
	io_undo() {
		[ -z "$IOLAT" ] || echo "$devt target=max" 2>/dev/null > "$IO_ROOT/blkisol-probe/io.latency"
		[ -z "$IOMAX" ] || echo "$devt riops=max" 2>/dev/null > "$IO_ROOT/blkisol-bulk/io.max"
		io_cgroups_drop
	}
	trap io_undo EXIT
	devt=$(cat "/sys/block/$DISK/dev")
	io_cgroups || { echo "1..0 # SKIP $IO_WHY"; exit 4; }
	if [ -n "$IOLAT" ]; then
		echo "$devt target=$IOLAT" > "$IO_ROOT/blkisol-probe/io.latency" ||
			{ echo "1..0 # SKIP cannot set io.latency (CONFIG_BLK_CGROUP_IOLATENCY)"; exit 4; }
	fi
	if [ -n "$IOMAX" ]; then
		echo "$devt riops=$IOMAX" > "$IO_ROOT/blkisol-bulk/io.max" ||
			{ echo "1..0 # SKIP cannot set io.max (CONFIG_BLK_DEV_THROTTLING)"; exit 4; }
	fi
fi
# the probes' and the bulk job's cgroups, where the operator's tools are set
probe_run() { if [ -n "$IOLAT$IOMAX" ]; then io_run blkisol-probe "$@"; else "$@"; fi; }
echo "1..1"
if [ -n "$SCHED" ]; then
	echo "$SCHED" > "/sys/block/$DISK/queue/scheduler" 2>/dev/null
	grep -q "\[$SCHED\]" "/sys/block/$DISK/queue/scheduler" ||
		{ echo "not ok 1 scheduler $SCHED not available for $DISK"; exit 1; }
fi
if [ -n "$NR_REQUESTS" ]; then
	echo "$NR_REQUESTS" > "/sys/block/$DISK/queue/nr_requests" ||
		{ echo "not ok 1 cannot set nr_requests to $NR_REQUESTS"; exit 1; }
fi
[ -w "/sys/block/$DISK/device/queue_depth" ] && echo "$QD" > "/sys/block/$DISK/device/queue_depth"
echo "# $DISK: queue_depth $(cat /sys/block/$DISK/device/queue_depth 2>/dev/null)," \
	"nr_requests $(cat /sys/block/$DISK/queue/nr_requests)," \
	"hctx of CPU $PROBE_CPU: $(ls -d /sys/kernel/debug/block/$DISK/hctx*/cpu$PROBE_CPU | cut -d/ -f7)," \
	"hctx of CPU $BULK_CPU: $(ls -d /sys/kernel/debug/block/$DISK/hctx*/cpu$BULK_CPU | cut -d/ -f7)," \
	"bulk iodepth $BULK_DEPTH," \
	"scheduler $(sed 's/.*\[\(.*\)\].*/\1/' "/sys/block/$DISK/queue/scheduler")," \
	"probe priority class ${PROBE_PRIO:-default}," \
	"io.latency target of the probes ${IOLAT:-none}, io.max riops of the bulk ${IOMAX:-none}"

# probe NAME [FIO-ARGS]: run the probe, print its clat percentiles in
# microseconds (reads; the write probe passes --rw=randwrite --sync=1)
probe() {
	_n=$1
	shift
	probe_run fio --name=probe --filename="/dev/$DISK" --rw=randread --bs=4k --direct=1 \
		--ioengine=psync --iodepth=1 --cpus_allowed="$PROBE_CPU" \
		${PROBE_PRIO:+--prioclass="$PROBE_PRIO" --prio=0} "$@" \
		--runtime="$RUNTIME" --time_based --percentile_list=50:99:99.9 \
		--output-format=json --output=/tmp/probe.json >/dev/null 2>&1 || return 1
	# the percentiles of the job's own direction (fio's "read" or "write")
	_dir='read'
	case $* in *randwrite*) _dir='write' ;; esac
	for p in 50 99 99.9; do
		key=$(printf '%.6f' "$p")
		ns=$(sed -n "/\"$_dir\" : {/,\$p" /tmp/probe.json |
			grep -o "\"$key\" : [0-9]*" | head -n 1 | sed 's/.*: //')
		[ -n "$ns" ] && echo "# metric ${_n}_p$p=$((ns / 1000))"
	done
}

# Where blk-mq ran the hardware queues during the bulk phase: queue runs
# (kblockd's blk_mq_run_work_fn) on CPUs other than the two jobs' own.
ev=/sys/kernel/tracing/events/workqueue/workqueue_execute_start
runs_start() {
	[ -d "$ev" ] || return 0
	echo > /sys/kernel/tracing/trace
	echo 1 > "$ev/enable"
}
runs_report() {
	[ -d "$ev" ] || return 0
	echo 0 > "$ev/enable"
	grep blk_mq_run_work_fn /sys/kernel/tracing/trace |
		sed -nE 's/.*\[([0-9]+)\].*/\1/p' |
		awk -v probe="$PROBE_CPU" -v bulk="$BULK_CPU" -v iso="$iso" '
		BEGIN { n = split(iso, r, ","); for (i = 1; i <= n; i++) {
			if (split(r[i], ab, "-") == 1) ab[2] = ab[1]
			for (c = ab[1]; c <= ab[2]; c++) isol[c] = 1 } }
		{ c = $1 + 0; all++
		  if (c == probe || c == bulk) next
		  if (c in isol) other_iso++; else other_hk++ }
		END { printf "# metric runs_total=%d\n# metric runs_other_hk_cpu=%d\n# metric runs_other_isolated_cpu=%d\n",
			all, other_hk, other_iso }'
}

probe alone || { echo "not ok 1 probe alone: fio failed"; exit 1; }
if [ -n "$WPROBE" ]; then
	probe walone --rw=randwrite --sync=1 ||
		{ echo "not ok 1 write probe alone: fio failed"; exit 1; }
fi
# the bulk job outlasts the probes beside it
bulk_time=$((RUNTIME + 10))
[ -n "$WPROBE" ] && bulk_time=$((2 * RUNTIME + 10))
# the bulk job in the partition (outside it CPU BULK_CPU is not allowed)
bulk_run() {
	if [ -n "$PARTITION" ]; then partition_run "$@"
	elif [ -n "$IOLAT$IOMAX" ]; then io_run blkisol-bulk "$@"
	else "$@"; fi
}
bulk_run fio --name=bulk --filename="/dev/$DISK" --rw=randread --bs=4k --direct=1 \
	--ioengine=libaio --iodepth="$BULK_DEPTH" --cpus_allowed="$BULK_CPU" \
	--runtime="$bulk_time" --time_based --output-format=json \
	--output=/tmp/bulk.json >/dev/null 2>&1 &
bulk=$!
sleep 3
runs_start
probe bulk || { kill "$bulk"; echo "not ok 1 probe beside bulk: fio failed"; exit 1; }
runs_report
if [ -n "$WPROBE" ]; then
	probe wbulk --rw=randwrite --sync=1 ||
		{ kill "$bulk"; echo "not ok 1 write probe beside bulk: fio failed"; exit 1; }
fi
wait "$bulk"
# the bulk job's throughput over its whole run (what a stopgap costs it)
iops=$(grep -o '"iops" : [0-9]*' /tmp/bulk.json 2>/dev/null | head -n 1 | sed 's/.*: //')
[ -n "$iops" ] && echo "# metric bulk_iops=$iops"
echo "ok 1 isolation QoS probe ran"
