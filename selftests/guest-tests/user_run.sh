#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The block kselftests as a user runs them: the installed runner for the
# block collection (run_kselftest.sh -c block), first as root, then as an
# unprivileged user made here (RUN_USER, uid RUN_UID). As root no test may
# fail and the whole run must end within the collection's settings timeout;
# as a user every test must skip; and the machine must look the same after
# the runs as before (devices, trace instances, kprobe events, nvmet and
# null_blk configfs entries, cgroups and their controllers, kprobe
# optimization, online CPUs, scsi_debug hosts). The runner's output is kept as "# " lines,
# with the wall time of each test. Whether the tests left the machine's own
# disks alone is checked on the host (the scenario's host_after).
KSFT=${KSFT:-/kselftest}
RUN_USER=${RUN_USER:-ksft}
RUN_UID=${RUN_UID:-1000}

echo "TAP version 13"
skip_all() { echo "1..0 # SKIP $1"; exit 4; }
[ -x "$KSFT/run_kselftest.sh" ] || skip_all "no $KSFT/run_kselftest.sh"
grep -q '^block:' "$KSFT/kselftest-list.txt" 2>/dev/null ||
	skip_all "no block collection in $KSFT/kselftest-list.txt"
[ "$(id -u)" = 0 ] || skip_all "must start as root (it runs the tests as root, then as $RUN_USER)"
# The runner's per-test limit: block/settings, else its default (45 s).
limit=$(sed -n 's/^timeout=\([0-9]*\)$/\1/p' "$KSFT/block/settings" 2>/dev/null)
limit=${limit:-45}
# A run still going a minute after that has failed and is stopped (the
# runner only enforces its limit with /usr/bin/timeout, which this guest
# does not have), so that the run as a user still happens.
KILL_AFTER=${KILL_AFTER:-$((limit + 60))}
echo "1..4"

# What a user's machine has and this initramfs lacks: the runner appends
# the tests' output to /dev/stdout.
for f in 0:stdin 1:stdout 2:stderr; do
	[ -e "/dev/${f#*:}" ] || ln -s "/proc/self/fd/${f%:*}" "/dev/${f#*:}"
done
[ -e /dev/fd ] || ln -s /proc/self/fd /dev/fd
# The unprivileged user (the root filesystem is the initramfs, in memory).
grep -q '^root:' /etc/passwd 2>/dev/null || echo "root:x:0:0:root:/root:/bin/sh" >> /etc/passwd
grep -q '^root:' /etc/group 2>/dev/null || echo "root:x:0:" >> /etc/group
grep -q "^$RUN_USER:" /etc/passwd ||
	echo "$RUN_USER:x:$RUN_UID:$RUN_UID:kselftest user:/home/$RUN_USER:/bin/sh" >> /etc/passwd
grep -q "^$RUN_USER:" /etc/group || echo "$RUN_USER:x:$RUN_UID:" >> /etc/group
# The user runs a tree of their own: make install gives run_kselftest.sh
# mode 744, so a root-owned one is not theirs to run. A copy of the
# installed tree owned by them is what their own make install would give.
rm -rf "/home/${RUN_USER:?}"
mkdir -p "/home/$RUN_USER"
cp -a "$KSFT" "/home/$RUN_USER/kselftest"
chown -R "$RUN_UID:$RUN_UID" "/home/$RUN_USER"

# run WHO: run the block collection as WHO (root or RUN_USER) in a session
# of its own; its output in /tmp/user_run.WHO, each test's start and result
# lines with their time in /tmp/user_run.WHO.time. Sets rc, secs, killed.
run() {
	out=/tmp/user_run.$1
	rm -f "$out" "$out.fifo"
	: > "$out.time"
	mkfifo "$out.fifo"
	awk -v t="$out.time" '/^# selftests: |^(not )?ok [0-9]+ selftests: / {
		print systime(), $0 > t; fflush(t) } { print; fflush() }' < "$out.fifo" > "$out" &
	stamper=$!
	start=$(date +%s)
	if [ "$1" = root ]; then
		setsid "$KSFT/run_kselftest.sh" -c block > "$out.fifo" 2>&1 &
	else
		# as on a terminal of their own: the user may open their stdout
		chown "$RUN_USER" "$out.fifo"
		setsid su -s /bin/sh "$RUN_USER" -c "exec /home/$RUN_USER/kselftest/run_kselftest.sh -c block" \
			> "$out.fifo" 2>&1 &
	fi
	pid=$!
	killed=
	# until the runner exits (a zombie still answers kill -0)
	while [ -d "/proc/$pid" ] && [ "$(sed 's/.*) //; s/ .*//' "/proc/$pid/stat" 2>/dev/null)" != Z ]; do
		if [ $(($(date +%s) - start)) -ge "$KILL_AFTER" ]; then
			killed=1
			kill -TERM "-$pid" 2>/dev/null
			sleep 2
			kill -KILL "-$pid" 2>/dev/null
			break
		fi
		sleep 1
	done
	wait "$pid"
	rc=$?
	secs=$(($(date +%s) - start))
	# what the tests left running would hold the output open
	left=$(ps -o pid,pgid,stat,args | awk -v g="$pid" '$2 == g && $3 !~ /^Z/ { $2 = $3 = ""; print }')
	[ -z "$left" ] || kill -KILL "-$pid" 2>/dev/null
	wait "$stamper"
	rm -f "$out.fifo"
	echo "# ---- run_kselftest.sh -c block as $1 ----"
	sed 's/^/# /' "$out"
	echo "# ---- as $1: runner exit $rc after ${secs}s${killed:+, stopped after ${KILL_AFTER}s} ----"
	[ -z "$left" ] || echo "$left" | sed "s/^/# left running after the runner, killed: /"
	# each test's wall time: from its "# selftests:" line to its result
	awk -v end="$((start + secs))" '$2 == "#" { name = $5; t = $1; next }
	     { printf "# time %s %ds\n", name, $1 - t; name = "" }
	     END { if (name != "") printf "# time %s: no result after %ds\n", name, end - t }' "$out.time"
}

# results WHO: the runner's own result lines as "ok|not_ok NAME [DIRECTIVE]"
# (SKIP, XFAIL, TIMEOUT, exit=N)
results() {
	sed -nE 's/^(ok|not ok) [0-9]+ selftests: block: ([^ ]+)( # ([^ ]+))?.*$/\1|\2|\4/p' \
		"/tmp/user_run.$1" | tr ' |' '_ '
}

# missing WHO: the tests of the collection without a result
missing() {
	for t in $(sed -n 's/^block://p' "$KSFT/kselftest-list.txt"); do
		grep -qE "^(ok|not ok) [0-9]+ selftests: block: $t( |\$)" "/tmp/user_run.$1" ||
			printf ' %s' "$t"
	done
}

# state: what a test may change and must restore or remove
state() {
	T=/sys/kernel/tracing
	ls /sys/block | sed 's/^/disk /'
	ls "$T/instances" 2>/dev/null | sed 's/^/trace-instance /'
	sed 's/^/kprobe-event /' "$T/kprobe_events" 2>/dev/null
	echo "tracing_on $(cat "$T/tracing_on" 2>/dev/null)"
	grep -l '^1$' "$T"/events/*/*/enable 2>/dev/null | sed 's/^/event-enabled /'
	ls /sys/kernel/config/nvmet/subsystems /sys/kernel/config/nvmet/ports 2>/dev/null |
		sed 's/^/nvmet /'
	find /sys/kernel/config/nullb -mindepth 1 -maxdepth 1 -type d 2>/dev/null | sed 's/^/nullb /'
	find /sys/fs/cgroup -mindepth 1 -maxdepth 1 -type d | sed 's/^/cgroup /'
	echo "subtree_control $(cat /sys/fs/cgroup/cgroup.subtree_control 2>/dev/null)"
	echo "io.cost.qos $(cat /sys/fs/cgroup/io.cost.qos 2>/dev/null | tr '\n' ';')"
	echo "kprobes-optimization $(cat /proc/sys/debug/kprobes-optimization 2>/dev/null)"
	echo "online $(cat /sys/devices/system/cpu/online)"
	echo "scsi_debug hosts $(cat /sys/bus/pseudo/drivers/scsi_debug/add_host 2>/dev/null)"
	echo "scsi_debug ndelay $(cat /sys/bus/pseudo/drivers/scsi_debug/ndelay 2>/dev/null)"
	grep ' /sys\| /tmp' /proc/mounts | awk '{ print "mount", $2, $3 }'
	cut -d' ' -f1 /proc/modules 2>/dev/null | sed 's/^/module /'
}

status=0
# ok|not ok DESCRIPTION [DETAIL]
report() {
	if [ "$1" = ok ]; then
		echo "ok $n $2"
	else
		echo "not ok $n $2 ($3)"
		status=1
	fi
}

state | sort > /tmp/user_run.state0
run root
state | sort > /tmp/user_run.state1
n=1
failed=$(results root | awk '$1 == "not_ok" { printf " %s", $2 }')
notrun=$(missing root)
if [ -z "$failed$notrun" ]; then
	report ok "block target as root: no test fails"
else
	report "not ok" "block target as root: no test fails" \
		"${failed:+failed:$failed}${failed:+${notrun:+; }}${notrun:+no result:$notrun}"
fi
n=2
echo "# as root: ${secs}s for the whole run, settings timeout ${limit}s"
if [ -z "$killed" ] && [ "$secs" -le "$limit" ]; then
	report ok "block target as root: finished within the settings timeout"
else
	report "not ok" "block target as root: finished within the settings timeout" \
		"${secs}s > ${limit}s${killed:+, stopped}"
fi

run "$RUN_USER"
n=3
# isolcpus_parse.sh checks a parser on a table: it needs neither root nor a
# device, and passes for a user too
ran=$(results "$RUN_USER" | awk '$1 == "ok" && $3 != "SKIP" && $2 != "isolcpus_parse.sh" { printf " %s", $2 }')
failed=$(results "$RUN_USER" | awk '$1 == "not_ok" { printf " %s", $2 }')
notrun=$(missing "$RUN_USER")
detail=
[ -z "$ran" ] || detail="ran:$ran"
[ -z "$failed" ] || detail="${detail:+$detail; }failed:$failed"
[ -z "$notrun" ] || detail="${detail:+$detail; }no result:$notrun"
if [ -z "$detail" ]; then
	report ok "block target as non-root: every test that needs root skips"
else
	report "not ok" "block target as non-root: every test that needs root skips" "$detail"
fi
n=4
if diff /tmp/user_run.state0 /tmp/user_run.state1 > /tmp/user_run.state.diff; then
	report ok "block target as root: the machine is left as it was"
else
	sed 's/^/# state /' /tmp/user_run.state.diff
	report "not ok" "block target as root: the machine is left as it was" \
		"$(grep -c '^[<>]' /tmp/user_run.state.diff) differences"
fi
exit $status
