#!/usr/bin/env bash
# The one reader of a guest's console log (out/VARIANT/logs/SCENARIO.log).
# Usage: scripts/parse.sh [results|metrics|figures|blktests|times] LOG   (default: results)
#        scripts/parse.sh --self-test
#   results   one result per line, "ok|not ok|skip<TAB>NAME[<TAB>DETAIL]":
#             the boot (a clean end or not), each top-level kselftest (KTAP
#             between the guest's markers), each KUnit suite, the kernel log
#             (KLOG_PAT of lib.sh; KLOG_ALLOW, an extended regex from the
#             environment, names report lines a scenario expects); what
#             run.sh writes to SCENARIO.res
#   metrics   "NAME<TAB>VALUE" for each "# metric NAME=VALUE" line
#   figures   what the benchmark report reads (scripts/bench-report.py):
#             "metric|info<TAB>NAME<TAB>VALUE" for each "# metric|info
#             NAME=VALUE" line, "check<TAB>not ok" for each failed subtest
#             (an indented KTAP line) and "hotplug<TAB>OPS<TAB>REFUSED<TAB>HUNG"
#             for the hotplug benchmark's summary line
#   blktests  "TEST<TAB>pass|fail|not run<TAB>REASON" for each blktests
#             result the guest reported
#   times     "TEST<TAB>SECONDS<TAB>LIMIT" for each guest test that ended
#             (the guest's init prints "# TEST: Ns (limit Ls)")
# --self-test parses every console of selftests/fixtures/parse/ (real logs:
# a clean boot, a panic, a hang before init, a KUnit suite cut off, a
# kselftest without a result line, benchmark and blktests output) and
# compares each with its golden KIND file beside it (NAME.results, ...).
. "$(dirname "$0")/lib.sh"

# results LOG
results() {
	local log=$1 hit
	if ! grep -q '^BLKISOL-END' "$log"; then
		printf 'not ok\tboot\tno clean end: timeout, panic or crash\n'
	else
		printf 'ok\tboot\n'
	fi
	# kselftests: top-level KTAP lines between the markers; a test of the
	# plan ("# tests:" line of the guest's init) without a result line did
	# not finish (the boot ended, hung or crashed first)
	sed -n '/^BLKISOL-BEGIN/,/^BLKISOL-END/p' "$log" | tr -d '\r' | awk '
		/^# tests: / && !nplan { for (i = 3; i <= NF; i++) plan[++nplan] = $i; next }
		match($0, /^(not ok|ok) [0-9]+ [^#]*[^ #]/) {
			r = ($1 == "not") ? "not ok" : "ok"
			t = substr($0, 1, RLENGTH); sub(/^(not ok|ok) [0-9]+ /, "", t)
			if (r == "ok" && $0 ~ / # SKIP/) r = "skip"
			print r "\t" t; done[t] = 1 }
		END { for (i = 1; i <= nplan; i++) if (!(plan[i] in done))
			printf "not ok\t%s\tno result: the boot ended first\n", plan[i] }'
	# KUnit: the guest's "BLKISOL-KUNIT" lines, read from debugfs (the
	# kernel's own record of each suite that ran, complete whatever the
	# console dropped); for a suite without one (the guest never got there),
	# the top-level result the kernel printed on the console. A suite that
	# the console shows starting ("# Subtest:" at suite level) and that has
	# no result from either is failed: it hung, crashed or was cut off.
	tr -d '\r' < "$log" | awk '
		/^BLKISOL-KUNIT / {
			r = $2; s = $3; if (r == "not") { r = "not ok"; s = $4 }
			d = $0; sub(/^[^#]*# ?/, "", d)
			if (!(s in fs)) forder[++nf] = s
			fs[s] = r; fd[s] = d; next }
		# the kernel lines only (timestamped)
		!sub(/^\[ *[0-9.]+\] /, "") { next }
		/^    # Subtest: [A-Za-z0-9_.-]+$/ { if (!($3 in started)) { started[$3] = 1; order[++n] = $3 } }
		/^(not ok|ok) [0-9]+ [A-Za-z0-9_.-]+( # SKIP.*)?$/ {
			r = ($1 == "not") ? "not ok" : "ok"; s = (r == "ok") ? $3 : $4
			if ($0 ~ / # SKIP/) r = "skip"
			cs[s] = r; if (!(s in started)) { started[s] = 1; order[++n] = s } }
		END {
			# in the order the guest printed them (the order of "in" varies)
			for (j = 1; j <= nf; j++) { s = forder[j]; if (!(s in started)) { started[s] = 1; order[++n] = s } }
			for (i = 1; i <= n; i++) {
				s = order[i]
				if (s in fs) printf "%s\tkunit:%s\t%s\n", fs[s], s, fd[s]
				else if (s in cs) printf "%s\tkunit:%s\n", cs[s], s
				else printf "not ok\tkunit:%s\tstarted, never reported a result\n", s
			}
		}'
	# The kernel log must be clean (awk reads the file itself: a pipeline
	# that stops reading early would end its writer with SIGPIPE)
	hit=$(awk -v pat="$KLOG_PAT" -v allow="${KLOG_ALLOW:-}" '{ gsub(/\r/, "") }
		hit == "" && match($0, pat) && (allow == "" || $0 !~ allow) {
			hit = substr($0, RSTART, RLENGTH + 80); gsub(/\t/, " ", hit) }
		END { print hit }' "$log")
	if [ -n "$hit" ]; then
		printf 'not ok\tkernel-log\t%s\n' "$hit"
	else
		printf 'ok\tkernel-log\n'
	fi
}

# metrics LOG
metrics() {
	tr -d '\r' < "$1" | sed -nE 's/^(\[ *[0-9.]+\] )?.*# metric ([A-Za-z0-9_.-]+)=([^ ]*).*$/\2\t\3/p'
}

# figures LOG
figures() {
	tr -d '\r' < "$1" | sed -nE \
		-e 's/^.*#[[:space:]]+(metric|info)[[:space:]]+([A-Za-z0-9_.-]+)=([^[:space:]]*).*$/\1\t\2\t\3/p' \
		-e 's/^    not ok [0-9]+ .*$/check\tnot ok/p' \
		-e 's/^.*#[[:space:]]+([0-9]+) hotplug operations, ([0-9]+) refused, ([0-9]+) hung.*$/hotplug\t\1\t\2\t\3/p'
}

# blktests LOG
blktests() {
	tr -d '\r' < "$1" | sed -nE 's/^ *# blktests-result (.+) (pass|passed|fail|failed|not run)(: (.*))?$/\1\t\2\t\4/p' |
		sed -E 's/\tpassed\t/\tpass\t/; s/\tfailed\t/\tfail\t/'
}

# times LOG
times() {
	sed -n '/^BLKISOL-BEGIN/,/^BLKISOL-END/p' "$1" | tr -d '\r' |
		sed -nE 's/^# ([^ ]+): ([0-9]+)s \(limit ([0-9]+)s\)$/\1\t\2\t\3/p'
}

self_test() {
	local dir=$TOP/selftests/fixtures/parse log kind want n=0 bad=0 out
	for log in "$dir"/*.log; do
		[ -f "$log" ] || die "parse: no fixtures in $dir"
		for kind in results metrics figures blktests times; do
			want=${log%.log}.$kind
			[ -f "$want" ] || continue
			n=$((n + 1))
			# each fixture names the KLOG_ALLOW its scenario had
			if out=$(KLOG_ALLOW=$(cat "${log%.log}.allow" 2>/dev/null) "$kind" "$log" | diff -u "$want" -); then
				printf 'ok\tparse: %s (%s)\n' "${log##*/}" "$kind"
			else
				printf '%s\n' "$out" | head -n 20 | sed 's/^/# /'
				printf 'not ok\tparse: %s (%s) differs from %s\n' "${log##*/}" "$kind" "${want##*/}"
				bad=$((bad + 1))
			fi
		done
	done
	[ "$n" -gt 0 ] || die "parse: no golden files in $dir"
	[ "$bad" -eq 0 ]
}

case ${1:-} in
--self-test) [ $# -eq 1 ] || die "usage: parse.sh --self-test"; self_test ;;
results|metrics|figures|blktests|times)
	[ $# -eq 2 ] || die "usage: parse.sh [results|metrics|figures|blktests|times] LOG"
	[ -f "$2" ] || die "parse: no console log at $2"
	"$1" "$2" ;;
*)
	[ $# -eq 1 ] || die "usage: parse.sh [results|metrics|figures|blktests|times] LOG (or --self-test)"
	[ -f "$1" ] || die "parse: no console log at $1"
	results "$1" ;;
esac
