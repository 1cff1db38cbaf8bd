#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The raid6 and xor calibration at boot, with both built in: the worst
# preemption-off section of the whole boot, from the preemptoff tracer the
# kernel started at boot (ftrace=preemptoff on the command line), where it
# was, and what the calibration chose. Fails when that worst section lies in
# the calibration and lasts LIMIT_US or more.
LIMIT_US=${LIMIT_US:-2000}
TR=/sys/kernel/tracing

echo "TAP version 13"
if [ "$(cat $TR/current_tracer 2>/dev/null)" != preemptoff ]; then
	echo "1..0 # SKIP the preemptoff tracer did not run from boot (ftrace=preemptoff)"
	exit 4
fi
if ! dmesg | grep -q 'raid6: using algorithm' || [ -n "$(find /lib/modules -name 'raid6_pq.ko*' 2>/dev/null)" ]; then
	echo nop > $TR/current_tracer
	echo "1..0 # SKIP raid6 is not built in here"
	exit 4
fi
echo "1..1"
lat=$(cat $TR/tracing_max_latency)
where=$(sed -n "s/^#  => started at: *//p; s/^#  => ended at: *//p" $TR/trace | tr '\n' ' ')
echo nop > $TR/current_tracer
dmesg | sed -n 's/^\[[ 0-9.]*\] //; /^raid6: /p; /^xor: /p; / MB\/sec$/p' | sed 's/^/# /'
echo "# worst preemption-off section of the boot: ${lat} us, at: ${where}"
echo "# metric boot_worst_preemptoff_us=$lat"
chose=$(dmesg | sed -n 's/.*raid6: using algorithm \([^ ]*\).*/\1/p; s/.*xor: using function: \([^ ]*\).*/\1/p' | tr '\n' ',')
echo "# info boot_chosen=${chose%,}"
case $where in
*raid6*|*xor*|*calibrate*) in_calib=1 ;;
*) in_calib=0 ;;
esac
if [ "$in_calib" = 1 ] && [ "$lat" -ge "$LIMIT_US" ]; then
	echo "not ok 1 the boot-time calibration holds preemption off < $LIMIT_US us"
	exit 1
fi
echo "ok 1 the boot-time calibration holds preemption off < $LIMIT_US us"
