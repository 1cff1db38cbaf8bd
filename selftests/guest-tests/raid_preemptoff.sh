#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The raid6 and xor calibration must hold preemption off for short stretches
# only. Load raid6_pq and xor LOADS times each and measure, per load:
#  - every preemption-off section the loading task started in the module's
#    own code (preemptirq events in a trace instance of our own, limited to
#    this shell and its children): the calibration's windows, one per batch
#    with the series, one per algorithm (800 calls) on the base; their
#    number and the longest;
#  - the worst preemption-off section of the whole load (preemptoff tracer,
#    tracing_max_latency) and where it was;
#  - what the module chose, and every variant's MB/s.
# A module fails when in most of its loads its own longest section lasts
# LIMIT_US or more. The series sizes its batches to about 100 us; under QEMU
# TCG the emulator stretches sections now and then (a 10-instruction
# spin_lock section can show 1 ms), so the limit only separates batches
# from the base's 800-call runs (10 ms and more there).
LOADS=${LOADS:-5}
LIMIT_US=${LIMIT_US:-2000}
TR=/sys/kernel/tracing
INST=$TR/instances/raidcal$$

echo "TAP version 13"
if ! echo preemptoff > $TR/current_tracer 2>/dev/null; then
	echo "1..0 # SKIP no preemptoff tracer (CONFIG_PREEMPT_TRACER)"
	exit 4
fi
if [ ! -d $TR/events/preemptirq/preempt_disable ]; then
	echo nop > $TR/current_tracer
	echo "1..0 # SKIP no preemptirq events (CONFIG_PREEMPTIRQ_TRACEPOINTS)"
	exit 4
fi
if [ -z "$(find /lib/modules -name 'raid6_pq.ko*' 2>/dev/null)" ]; then
	echo nop > $TR/current_tracer
	echo "1..0 # SKIP raid6_pq is not a module here"
	exit 4
fi
mkdir "$INST"
cleanup() {
	echo 0 > "$INST/tracing_on" 2>/dev/null
	rmdir "$INST" 2>/dev/null
	echo nop > $TR/current_tracer
	modprobe -r raid6_pq 2>/dev/null
	modprobe -r xor 2>/dev/null
}
trap cleanup EXIT
# a new instance copies the top level's options, and the preemptoff tracer
# set latency-format there: the parser below reads the default format
echo 0 > "$INST/options/latency-format"
echo 16384 > "$INST/buffer_size_kb"
echo $$ > "$INST/set_event_pid"
echo 1 > "$INST/options/event-fork"
echo 1 > "$INST/events/preemptirq/preempt_disable/enable"
echo 1 > "$INST/events/preemptirq/preempt_enable/enable"
echo 1 > $TR/tracing_on

# The length in us of every section started by code of module $1 (its text
# shows as "[$1]"; its init code, freed after the load, as a bare address),
# one per line. Sections pair per CPU: the events fire on the outermost
# disable/enable only.
own_sections() {
	awk -v mod="[$1]" '
	/ preempt_(dis|en)able: / {
		match($0, /\[[0-9]+\]/); cpu = substr($0, RSTART, RLENGTH)
		ts = $0; sub(/: preempt_.*$/, "", ts); sub(/^.* /, "", ts)
		caller = $0; sub(/^.*caller=/, "", caller); sub(/ parent=.*$/, "", caller)
	}
	/ preempt_disable: / { start[cpu] = ts; own[cpu] = index(caller, mod) || caller ~ /^0x/ }
	/ preempt_enable: / && (cpu in start) {
		if (own[cpu]) printf "%d\n", (ts - start[cpu]) * 1000000 + 0.5
		delete start[cpu]
	}' "$INST/trace"
}

# percentile P of the numbers on stdin (nearest rank), empty if none
pct() {
	sort -n | awk -v p="$1" '{ v[NR] = $1 } END { if (NR) { i = int((NR * p + 99) / 100); print v[i < 1 ? 1 : i] } }'
}

median() {
	tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'
}

echo "1..2"
rc=0 n=0
for mod in raid6_pq xor; do
	n=$((n + 1))
	bad=0 lats='' owns='' counts='' p50s='' chosen='' speeds='' variants=''
	for i in $(seq "$LOADS"); do
		modprobe -r raid6_pq 2>/dev/null
		modprobe -r "$mod" 2>/dev/null
		dmesg -c > /dev/null
		echo > "$INST/trace"
		echo 0 > $TR/tracing_max_latency
		echo 1 > "$INST/tracing_on"
		modprobe "$mod" || { echo "# modprobe $mod failed"; bad=$LOADS; break; }
		echo 0 > "$INST/tracing_on"
		lat=$(cat $TR/tracing_max_latency)
		where=$(sed -n "s/^#  => started at: *//p; s/^#  => ended at: *//p" $TR/trace |
			tr '\n' ' ')
		secs=$(own_sections "$mod")
		cnt=$(echo "$secs" | grep -c .) own=$(echo "$secs" | pct 100) p50=$(echo "$secs" | pct 50)
		own=${own:-0} p50=${p50:-0}
		lost=$(cat "$INST"/per_cpu/cpu*/stats | awk '/^overrun:/ { s += $2 } END { print s + 0 }')
		log=$(dmesg)
		chose=$(echo "$log" | sed -n 's/.*\(raid6: using algorithm.*\)/\1/p;
			s/.*\(xor: using function.*\)/\1/p; s/.*\(xor: automatically using.*\)/\1/p' |
			tr -s ' \n' ' ')
		echo "# load $mod $i: own sections $cnt, median ${p50} us, longest ${own} us; worst of the load ${lat} us, at: ${where}; ${chose}"
		[ "$lost" = 0 ] || echo "# load $mod $i: $lost events lost (trace buffer too small): sections may be missing"
		# the algorithm chosen and its speed, for the benchmark report
		chosen="$chosen $(echo "$chose" | sed -n 's/.*using algorithm \([^ ]*\).*/\1/p;
			s/.*using function: \([^ ]*\).*/\1/p; s/.*automatically using best checksumming function *\([^ ]*\).*/\1/p')"
		speeds="$speeds $(echo "$chose" | sed -n 's/.*gen() \([0-9]*\) MB\/s.*/\1/p;
			s/.*using function: [^ ]* (\([0-9]*\) MB\/sec).*/\1/p')"
		# every variant's figure: "raid6: sse2x1   gen()  1234 MB/s", "   sse   :  1234 MB/sec"
		variants="$variants
$(echo "$log" | sed -n 's/.*raid6: \([a-z0-9]*\) *gen() *\([0-9]*\) MB\/s$/\1 \2/p;
			s/.*\] *\([a-z0-9-]*\) *: *\([0-9]*\) MB\/sec$/\1 \2/p')"
		lats="$lats $lat" owns="$owns $own" counts="$counts $cnt" p50s="$p50s $p50"
		[ "$cnt" -gt 0 ] && [ "$own" -ge "$LIMIT_US" ] && bad=$((bad + 1))
	done
	med=$(echo "$lats" | median)
	echo "# $mod: median over $LOADS loads: $(echo "$counts" | median) sections of its own," \
		"median $(echo "$p50s" | median) us, longest $(echo "$owns" | median) us;" \
		"worst section of the load ${med} us"
	echo "# metric ${mod}_worst_preemptoff_us=$med"
	echo "# metric ${mod}_own_longest_us=$(echo "$owns" | median)"
	echo "# metric ${mod}_own_sections=$(echo "$counts" | median)"
	echo "# metric ${mod}_own_median_us=$(echo "$p50s" | median)"
	algos=$(echo "$chosen" | tr ' ' '\n' | grep . | sort -u | tr '\n' ',')
	echo "# info ${mod}_chosen=${algos%,}"
	mbs=$(echo "$speeds" | median)
	[ -n "$mbs" ] && echo "# metric ${mod}_MBps=$mbs"
	for v in $(echo "$variants" | awk 'NF == 2 { print $1 }' | sort -u); do
		echo "# metric ${mod}_${v}_MBps=$(echo "$variants" | awk -v v="$v" '$1 == v { print $2 }' | tr '\n' ' ' | median)"
	done
	if [ "$(echo "$counts" | median)" = 0 ]; then
		echo "ok $n $mod calibration holds preemption off < $LIMIT_US us # SKIP $mod did not calibrate (no section of its own)"
	elif [ $((bad * 2)) -gt "$LOADS" ]; then
		echo "not ok $n $mod calibration holds preemption off < $LIMIT_US us"
		rc=1
	else
		echo "ok $n $mod calibration holds preemption off < $LIMIT_US us"
	fi
done
exit $rc
