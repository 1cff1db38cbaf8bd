#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Many devices on one shared tag set (benchmark, the shape of the 2017 report
# that led to per-hctx restart): one fio job per null_blk device, all devices
# sharing one tag set, 4k random reads. Prints the total IOPS,
# every device's, the slowest over the fastest, and the function profiler's
# hit count and time of the restart and queue-run functions, summed over the
# CPUs. Fails when a device completes no I/O.
RUNTIME=${RUNTIME:-5}
IODEPTH=${IODEPTH:-8}
# an I/O scheduler, so that a request that finds no driver tag waits for a
# restart of its hardware queue (the path the 2017 report measured)
SCHED=${SCHED:-mq-deadline}
TR=/sys/kernel/tracing
FUNCS="__blk_mq_sched_restart blk_mq_run_hw_queue blk_mq_run_hw_queues blk_mq_delay_run_hw_queue blk_mq_sched_dispatch_requests blk_mq_run_work_fn"

echo "TAP version 13"
devs=$(cd /sys/block && ls -d nullb* 2>/dev/null)
[ -n "$devs" ] || { echo "1..0 # SKIP no null_blk device"; exit 4; }
prof=0
if [ -f $TR/function_profile_enabled ]; then
	# functions the kernel does not have (inlined, renamed) are left out
	for f in $FUNCS; do echo "$f" >> $TR/set_ftrace_filter 2>/dev/null; done
	echo 0 > $TR/function_profile_enabled
	echo 1 > $TR/function_profile_enabled && prof=1
fi
# the scheduler each device had, restored at exit
old_sched=$(for d in $devs; do echo "$d $(sed 's/.*\[\(.*\)\].*/\1/' "/sys/block/$d/queue/scheduler")"; done)
restore() {
	echo 0 > $TR/function_profile_enabled 2>/dev/null
	echo > $TR/set_ftrace_filter 2>/dev/null
	echo "$old_sched" | while read -r d s; do
		echo "$s" > "/sys/block/$d/queue/scheduler" 2>/dev/null
	done
}
trap restore EXIT
echo "1..1"
for d in $devs; do
	echo "$SCHED" > "/sys/block/$d/queue/scheduler" 2>/dev/null
done
ndev=$(echo "$devs" | wc -w)
nq=$(ls -d /sys/block/nullb0/mq/* | wc -l)
echo "# $ndev devices, $nq hardware queues each, scheduler $(sed 's/.*\[\(.*\)\].*/\1/' /sys/block/nullb0/queue/scheduler), $(grep -c ^processor /proc/cpuinfo) CPUs online (possible $(cat /sys/devices/system/cpu/possible))"
# PIN=1: job i runs on CPU i mod the CPUs online, so that where the jobs
# land is the same in every run
PIN=${PIN:-0}
ncpu=$(grep -c ^processor /proc/cpuinfo)
jobs='' i=0
for d in $devs; do
	jobs="$jobs --name=$d --filename=/dev/$d"
	[ "$PIN" = 1 ] && jobs="$jobs --cpus_allowed=$((i % ncpu))"
	i=$((i + 1))
done
# --norandommap: fio's map of the blocks read, a bit per 4 KiB, is 7.8 MiB
# per default null_blk device (250 GiB), about 1 GiB over 128 jobs
# shellcheck disable=SC2086
fio --thread --rw=randread --bs=4k --direct=1 --ioengine=libaio --iodepth="$IODEPTH" \
	--runtime="$RUNTIME" --time_based --norandommap --output-format=terse --terse-version=3 \
	--output=/tmp/seed.terse $jobs >/dev/null 2>&1 || { echo "not ok 1 fio failed"; exit 1; }
[ "$prof" = 1 ] && echo 0 > $TR/function_profile_enabled
total=0 min='' max=0 starved=''
# terse v3, one line per job: field 3 the job name, 8 the read IOPS
while IFS=';' read -r _ _ name _ _ _ _ iops _; do
	echo "# metric dev_${name}=$iops"
	total=$((total + iops))
	[ -z "$min" ] || [ "$iops" -lt "$min" ] && min=$iops
	[ "$iops" -gt "$max" ] && max=$iops
	[ "$iops" -eq 0 ] && starved="$starved $name"
done < /tmp/seed.terse
# In cost mode guest time counts instructions, so 1 / total is the cost of
# an I/O, summed over the CPUs (which stay busy at this shape).
echo "# metric total=$total"
echo "# metric min_over_max_pct=$((max ? min * 100 / max : 0))"
if [ "$prof" = 1 ]; then
	# trace_stat/functionN: "  Function  Hit  Time  Avg  s^2", times in us
	cat $TR/trace_stat/function* 2>/dev/null | awk '
		$1 ~ /^[a-z_]/ && $2 ~ /^[0-9]+$/ { hit[$1] += $2; t[$1] += $3 }
		END { for (f in hit) printf "# metric prof_%s_hits=%d\n# metric prof_%s_us=%.0f\n", f, hit[f], f, t[f] }' | sort
else
	echo "# no function profiler (CONFIG_FUNCTION_PROFILER): hit counts and times left out"
fi
if [ -n "$starved" ]; then
	echo "not ok 1 every device completes I/O (starved:$starved)"
	exit 1
fi
echo "ok 1 every device completes I/O"
