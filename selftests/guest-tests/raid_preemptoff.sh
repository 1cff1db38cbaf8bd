#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The raid6 and xor calibration must not hold preemption off for long.
# Boot with ftrace=preemptoff: tracing_max_latency is the boot's worst
# preemption-off section and the trace names where it started and ended.
# Fails when that section is in the calibration and lasts LIMIT_US or more.
# Prints the algorithms chosen and their throughput for the benchmark.
LIMIT_US=${LIMIT_US:-2000}
TR=/sys/kernel/tracing

echo "TAP version 13"
if [ "$(cat $TR/current_tracer 2>/dev/null)" != preemptoff ]; then
	echo "1..0 # SKIP boot with ftrace=preemptoff (CONFIG_PREEMPT_TRACER)"
	exit 4
fi
echo "1..1"
echo 0 > $TR/tracing_on
lat=$(cat $TR/tracing_max_latency)
where=$(sed -n "s/^#  => started at: *//p; s/^#  => ended at: *//p" $TR/trace | tr "\n" " ")
echo "# worst preemption-off section: $lat us, $where"
dmesg | grep -E 'raid6: using algorithm|raid6: \.\.\.\. xor|xor: using function|xor: automatically using' |
	sed 's/^\[[^]]*\] //; s/^/# /'
case $where in
*raid6*|*xor*|*calibrate*)
	if [ "$lat" -ge "$LIMIT_US" ]; then
		echo "not ok 1 calibration holds preemption off < $LIMIT_US us ($lat us)"
		exit 1
	fi ;;
esac
echo "ok 1 calibration holds preemption off < $LIMIT_US us"
exit 0
