#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The raid6 and xor calibration must not hold preemption off for long.
# Load raid6_pq and xor LOADS times each under the preemptoff tracer; for
# each load print the worst preemption-off section (tracing_max_latency),
# where it started and ended, and what the module chose. A module fails when
# in most of its loads the worst section is in its calibration and lasts
# LIMIT_US or more.
LOADS=${LOADS:-5}
LIMIT_US=${LIMIT_US:-2000}
TR=/sys/kernel/tracing

echo "TAP version 13"
if ! echo preemptoff > $TR/current_tracer 2>/dev/null; then
	echo "1..0 # SKIP no preemptoff tracer (CONFIG_PREEMPT_TRACER)"
	exit 4
fi
if [ -z "$(find /lib/modules -name 'raid6_pq.ko*' 2>/dev/null)" ]; then
	echo "1..0 # SKIP raid6_pq is not a module here"
	exit 4
fi
echo 1 > $TR/tracing_on
echo "1..2"
rc=0 n=0
for mod in raid6_pq xor; do
	n=$((n + 1))
	bad=0 lats='' chosen='' speeds=''
	for i in $(seq "$LOADS"); do
		modprobe -r raid6_pq 2>/dev/null
		modprobe -r "$mod" 2>/dev/null
		dmesg -c > /dev/null
		echo 0 > $TR/tracing_max_latency
		modprobe "$mod" || { echo "# modprobe $mod failed"; bad=$LOADS; break; }
		lat=$(cat $TR/tracing_max_latency)
		where=$(sed -n "s/^#  => started at: *//p; s/^#  => ended at: *//p" $TR/trace |
			tr '\n' ' ')
		chose=$(dmesg | sed -n 's/.*\(raid6: using algorithm.*\)/\1/p;
			s/.*\(xor: using function.*\)/\1/p; s/.*\(xor: automatically using.*\)/\1/p' |
			tr -s ' \n' ' ')
		echo "# load $mod $i: ${lat} us, at: ${where}; ${chose}"
		# the algorithm chosen and its speed, for the benchmark report
		chosen="$chosen $(echo "$chose" | sed -n 's/.*using algorithm \([^ ]*\).*/\1/p;
			s/.*using function: \([^ ]*\).*/\1/p; s/.*automatically using best checksumming function *\([^ ]*\).*/\1/p')"
		speeds="$speeds $(echo "$chose" | sed -n 's/.*gen() \([0-9]*\) MB\/s.*/\1/p;
			s/.*using function: [^ ]* (\([0-9]*\) MB\/sec).*/\1/p')"
		lats="$lats $lat"
		# the calibration runs from the module's init code, which is freed
		# once the load completes: the trace then shows a bare module-space
		# address (0xffffffffa...) instead of a symbol
		case $where in
		*raid6*|*xor*|*calibrate*|*0xffffffffa*)
			[ "$lat" -ge "$LIMIT_US" ] && bad=$((bad + 1)) ;;
		esac
	done
	med=$(echo "$lats" | tr ' ' '\n' | grep . | sort -n | sed -n "$(((LOADS + 1) / 2))p")
	echo "# $mod: median worst preemption-off section ${med} us over $LOADS loads"
	echo "# metric ${mod}_worst_preemptoff_us=$med"
	algos=$(echo "$chosen" | tr ' ' '\n' | grep . | sort -u | tr '\n' ',')
	echo "# info ${mod}_chosen=${algos%,}"
	mbs=$(echo "$speeds" | tr ' ' '\n' | grep . | sort -n | sed -n "$(((LOADS + 1) / 2))p")
	[ -n "$mbs" ] && echo "# metric ${mod}_MBps=$mbs"
	if [ $((bad * 2)) -gt "$LOADS" ]; then
		echo "not ok $n $mod calibration holds preemption off < $LIMIT_US us"
		rc=1
	else
		echo "ok $n $mod calibration holds preemption off < $LIMIT_US us"
	fi
done
modprobe -r raid6_pq 2>/dev/null
modprobe -r xor 2>/dev/null
echo nop > $TR/current_tracer
exit $rc
