#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# raid6_pq's calibration must not deadlock against CPU offline. Taking a
# CPU offline holds the CPU hotplug lock while it waits for the CPU's
# migration-disabled tasks to leave; a calibration that pinned itself to
# its CPU with migrate_disable() and asked for the hotplug lock before
# enabling migration again (static_call_update() takes cpus_read_lock())
# would wait for the offline, and the offline for it. The calibration
# does not pin itself; this test keeps it so.
#
# Load raid6_pq on CPU $HP_CPU and take that CPU offline while it loads,
# ROUNDS times, the moment of the offline spread over the length of one
# load (measured first). A round whose offline or load has not ended after
# HANG_S seconds is a hang: reported with the stacks of both, not waited
# out. The CPU is brought back online and the module unloaded after each
# round (a hung round leaves them; the guest ends after the test).
ROUNDS=${ROUNDS:-20}
HANG_S=${HANG_S:-20}
HP_CPU=${HP_CPU:-1}
ONLINE=/sys/devices/system/cpu/cpu$HP_CPU/online

echo "TAP version 13"
for t in taskset modprobe rmmod usleep; do
	command -v $t >/dev/null 2>&1 || { echo "1..0 # SKIP no $t"; exit 4; }
done
if [ -z "$(find /lib/modules -name 'raid6_pq.ko*' 2>/dev/null)" ]; then
	echo "1..0 # SKIP raid6_pq is not a module here"
	exit 4
fi
if grep -qw '^raid6_pq' /proc/modules; then
	echo "1..0 # SKIP raid6_pq is loaded already (in use here)"
	exit 4
fi
if [ ! -w "$ONLINE" ] || [ "$(cat "$ONLINE")" != 1 ]; then
	echo "1..0 # SKIP CPU $HP_CPU cannot be taken offline here"
	exit 4
fi
restore() {
	[ "$(cat "$ONLINE" 2>/dev/null)" = 0 ] && echo 1 > "$ONLINE" 2>/dev/null
	rmmod raid6_pq 2>/dev/null
}

# now_us: the uptime in microseconds
now_us() {
	awk '{ printf "%d\n", $1 * 1000000 }' /proc/uptime
}

# alive PID...: true while any of them runs
alive() {
	for p; do kill -0 "$p" 2>/dev/null && return 0; done
	return 1
}

echo "1..1"
t0=$(now_us)
taskset -c "$HP_CPU" modprobe raid6_pq || { echo "not ok 1 raid6_pq does not load"; exit 1; }
load_us=$(( $(now_us) - t0 ))
rmmod raid6_pq
echo "# one load of raid6_pq on CPU $HP_CPU: $((load_us / 1000)) ms"

ops=0
for i in $(seq "$ROUNDS"); do
	delay=$((load_us * i / (ROUNDS + 1)))
	taskset -c "$HP_CPU" modprobe raid6_pq &
	mp=$!
	usleep "$delay"
	(echo 0 > "$ONLINE") 2>/dev/null &
	off=$!
	w=0
	while alive $mp $off && [ $w -lt $((HANG_S * 5)) ]; do
		usleep 200000
		w=$((w + 1))
	done
	if alive $mp $off; then
		echo "# round $i: offline of CPU $HP_CPU started ${delay} us into the load"
		for p in $mp $off; do
			echo "# task $p ($(cat /proc/$p/comm 2>/dev/null)), state $(sed -n 's/^State:[[:space:]]*//p' /proc/$p/status 2>/dev/null):"
			sed 's/^/#   /' /proc/$p/stack 2>/dev/null
		done
		echo "not ok 1 CPU $HP_CPU offline and raid6_pq load still blocked after ${HANG_S} s: deadlock (round $i of $ROUNDS)"
		exit 1
	fi
	wait $off && [ "$(cat "$ONLINE")" = 0 ] && ops=$((ops + 1))
	wait $mp || { echo "not ok 1 raid6_pq failed to load in round $i"; restore; exit 1; }
	restore
done
if [ $ops -eq 0 ]; then
	echo "not ok 1 CPU $HP_CPU never went offline in $ROUNDS rounds: nothing was tested"
	exit 1
fi
echo "ok 1 raid6_pq loaded $ROUNDS times on CPU $HP_CPU going offline ($ops offlines), no hang"
