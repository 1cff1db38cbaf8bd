#!/usr/bin/env bash
# The workbench's own self-tests, none of which needs a kernel tree, a
# kernel or QEMU (make selftest; make lint and make check run them too):
#   - the console parser on real guest consoles (scripts/parse.sh --self-test)
#   - the workbench's formats: scenario variables, ./variants, the guards
#     each negative scratch patch names, and that check's self-test
#     (scripts/lint-format.sh)
#   - bench-report.py on its fixture: the figure lines of the raw logs of
#     eight benchmarks and the records of their runs
#     (selftests/fixtures/bench-report/) must give the golden report.md
#     (regenerate it only when a change of the report is meant)
#   - the report's statistics (scripts/benchstats_test.py: spread, noise,
#     the 95% interval, the cost verdicts)
# Usage: scripts/selftest.sh [--lines]
# Prints "ok|not ok<TAB>WHAT" lines (with "# " detail lines before a
# failure); without --lines, then "N passed, N failed". Exit 1 on a failure.
. "$(dirname "$0")/lib.sh"

need python3 diff
lines=
case ${1:-} in
'') ;;
--lines) lines=1 ;;
*) die "usage: selftest.sh [--lines]" ;;
esac

all() {
	"$TOP/scripts/parse.sh" --self-test || true
	"$TOP/scripts/lint-format.sh" || true
	"$TOP/scripts/lint-format.sh" --self-test || true
	local fx out
	if out=$(cd "$TOP/scripts" && PYTHONDONTWRITEBYTECODE=1 python3 -m unittest -q benchstats_test 2>&1); then
		printf 'ok\tbenchstats: %s\n' "$(printf '%s\n' "$out" | sed -n 's/^Ran \([0-9]*\) tests.*/\1 unit tests/p')"
	else
		printf '%s\n' "$out" | tail -n 20 | sed 's/^/# /'
		printf 'not ok\tbenchstats: unit tests (scripts/benchstats_test.py)\n'
	fi
	fx=$(mktemp -d)
	cp -r "$TOP/selftests/fixtures/bench-report/raw" "$TOP/selftests/fixtures/bench-report/meta.txt" "$fx/"
	if ! PYTHONDONTWRITEBYTECODE=1 python3 "$TOP/scripts/bench-report.py" "$fx" 3 > "$fx/out.log" 2>&1; then
		sed 's/^/# /' "$fx/out.log" | tail -n 5
		printf 'not ok\tbench-report.py: fails on its fixture\n'
	elif out=$(diff -u "$TOP/selftests/fixtures/bench-report/report.md" "$fx/report.md"); then
		printf 'ok\tbench-report.py: its fixture gives the golden report\n'
	else
		echo "$out" | head -n 20 | sed 's/^/# /'
		printf 'not ok\tbench-report.py: its fixture no longer gives the golden report (selftests/fixtures/bench-report/report.md)\n'
	fi
	rm -rf "$fx"
}

out=$(all)
printf '%s\n' "$out"
pass=$(printf '%s\n' "$out" | grep -c '^ok' || true)
fail=$(printf '%s\n' "$out" | grep -c '^not ok' || true)
[ -n "$lines" ] || echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
