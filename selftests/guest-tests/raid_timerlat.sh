#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# What a real-time thread on the CPU that calibrates raid6 and xor waits
# while they calibrate. The timerlat tracer runs one SCHED_FIFO thread (its
# priority 95) on CPU $CPU, woken by a timer every PERIOD_US; its latency is
# how late it ran. raid6_pq and xor are loaded on that CPU LOADS times each,
# and each load reports the largest latency seen while it ran
# (tracing_max_latency); an idle stretch as long as the load before it
# gives the floor. A figure for the benchmark, not a verdict: the test fails
# only where it cannot measure (a module that does not load).
LOADS=${LOADS:-5}
CPU=${CPU:-0}
PERIOD_US=${PERIOD_US:-1000}
TR=/sys/kernel/tracing

echo "TAP version 13"
for t in taskset modprobe usleep; do
	command -v $t >/dev/null 2>&1 || { echo "1..0 # SKIP no $t"; exit 4; }
done
if ! grep -qw timerlat $TR/available_tracers 2>/dev/null; then
	echo "1..0 # SKIP no timerlat tracer (CONFIG_TIMERLAT_TRACER)"
	exit 4
fi
if [ "$(cat $TR/current_tracer)" != nop ]; then
	echo "1..0 # SKIP the tracer $(cat $TR/current_tracer) is in use"
	exit 4
fi
for mod in raid6_pq xor; do
	if [ -z "$(find /lib/modules -name "$mod.ko*" 2>/dev/null)" ]; then
		echo "1..0 # SKIP $mod is not a module here"
		exit 4
	fi
	if grep -qw "^$mod" /proc/modules; then
		echo "1..0 # SKIP $mod is loaded already (in use here)"
		exit 4
	fi
done
old_cpus=$(cat $TR/osnoise/cpus)
old_period=$(cat $TR/osnoise/timerlat_period_us)
cleanup() {
	echo nop > $TR/current_tracer
	echo "$old_cpus" > $TR/osnoise/cpus
	echo "$old_period" > $TR/osnoise/timerlat_period_us
	modprobe -r raid6_pq 2>/dev/null
	modprobe -r xor 2>/dev/null
}
trap cleanup EXIT
echo "$CPU" > $TR/osnoise/cpus
echo "$PERIOD_US" > $TR/osnoise/timerlat_period_us
echo timerlat > $TR/current_tracer
echo 1 > $TR/tracing_on

median() {
	tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'
}

# microseconds since boot
now_us() { awk '{ printf "%d\n", $1 * 1000000 }' /proc/uptime; }

echo "1..2"
rc=0 n=0
for mod in raid6_pq xor; do
	n=$((n + 1))
	loads='' idles='' bad=0
	for i in $(seq "$LOADS"); do
		modprobe -r "$mod" 2>/dev/null
		echo 0 > $TR/tracing_max_latency
		t0=$(now_us)
		taskset -c "$CPU" modprobe "$mod" || { echo "# modprobe $mod failed"; bad=1; break; }
		t1=$(now_us)
		load=$(cat $TR/tracing_max_latency)
		# the same stretch with nothing loading: the floor
		echo 0 > $TR/tracing_max_latency
		usleep $((t1 - t0))
		idle=$(cat $TR/tracing_max_latency)
		echo "# load $mod $i: $(((t1 - t0) / 1000)) ms; timerlat thread on CPU $CPU: worst ${load} us during the load, ${idle} us idle"
		loads="$loads $load" idles="$idles $idle"
	done
	if [ "$bad" = 1 ]; then
		echo "not ok $n $mod: timerlat latency while it calibrates"
		rc=1
		continue
	fi
	echo "# metric ${mod}_timerlat_load_us=$(echo "$loads" | median)"
	echo "# metric ${mod}_timerlat_idle_us=$(echo "$idles" | median)"
	echo "ok $n $mod: timerlat latency while it calibrates"
done
exit $rc
