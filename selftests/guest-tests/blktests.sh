#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Run blktests (the block community's suite, in /blktests when the
# scenario appends it: EXTRA_INITRD=blktests) with the tests of BLKTESTS
# (comma-separated groups or group/NNN), no test devices (the tests make
# their own null_blk and scsi_debug devices), and report one line per
# test: "# blktests-result TEST pass|fail|not run: REASON". The verdict is
# the host's (scripts/blktests.sh compares base and series): this test
# fails only when blktests could not run at all. Name every test
# (group/NNN): a group name is cut by blktests' QUICK_RUN and EXCLUDE.
# BLKTESTS_FULL (comma-separated group/NNN) prints the first lines of
# those tests' .full output.
# The throtl tests run on null_blk only (BLKTESTS_THROTL_TYPES): with
# scsi_debug built in, its dev_size_mb cannot be set.
BLKTESTS=${BLKTESTS:-throtl}
BT=/blktests
OUT=/tmp/blktests-results

echo "TAP version 13"
if [ ! -x $BT/check ] || [ ! -x /opt/gnu/bin/bash ]; then
	echo "1..0 # SKIP no blktests in this initramfs (scenario without EXTRA_INITRD=blktests)"
	exit 4
fi
echo "1..1"
export PATH=/opt/gnu/bin:/usr/local/bin:/bin:/sbin:/usr/bin:/usr/sbin
# bash needs /dev/fd for process substitution
[ -e /dev/fd ] || ln -s /proc/self/fd /dev/fd
cat > $BT/config <<EOF
TEST_DEVS=()
OUTPUT=$OUT
TIMEOUT=${BLKTESTS_TIMEOUT:-10}
LOGGER_PROG=true
THROTL_BLKDEV_TYPES="${BLKTESTS_THROTL_TYPES:-nullb}"
EOF
rm -rf $OUT
# shellcheck disable=SC2046 # the list is split on commas on purpose
(cd $BT && ./check $(echo "$BLKTESTS" | tr ',' ' ')) > /tmp/blktests.out 2>&1
sed 's/^/# /' /tmp/blktests.out
# "GROUP/NNN [(COND)] (DESCRIPTION)  [passed|failed|not run]" (one COND
# here: the throtl tests run on null_blk only), then indented
# lines: for a test not run, its reasons; for a failed one, why
awk '
	function flush() { if (t != "") printf "# blktests-result %s %s%s\n", t, st, (why == "" ? "" : ": " why); t = "" }
	/\[(passed|failed|not run)\][ \t]*$/ {
		flush()
		t = $1
		st = $0; sub(/^.*\[/, "", st); sub(/\].*$/, "", st)
		why = ""; next }
	t != "" && /^[ \t]+[^ \t]/ && st != "passed" {
		l = $0; sub(/^[ \t]+/, "", l)
		if (l ~ /^(runtime|date|status)[ \t]/) next
		if (length(why) < 160) why = why (why == "" ? "" : "; ") l
		next }
	{ flush() }
	END { flush() }' /tmp/blktests.out > /tmp/blktests.res
cat /tmp/blktests.res
# the first lines of the .full output of the tests BLKTESTS_FULL names
for t in $(echo "${BLKTESTS_FULL:-}" | tr ',' ' '); do
	find $OUT -path "*/$t.full" | while read -r f; do
		head -n 20 "$f" | sed "s|^|# full $t: |"
	done
done
n=$(grep -c . /tmp/blktests.res)
if [ "$n" -eq 0 ]; then
	echo "not ok 1 blktests ran no test"
	exit 1
fi
echo "ok 1 blktests reported $n tests"
