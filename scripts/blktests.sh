#!/usr/bin/env bash
# blktests, the block community's suite, on base and series: each peer
# scenario (selftests/peer/: the same tests without and with isolated CPUs)
# boots both kernels, and every test's result is compared. A test that
# passes (or is not run) on the base and fails on the series is a
# regression; a test that fails on both is listed with its reason in
# KNOWN_FAIL below, or it fails this run too; a test not run on the series
# is listed with blktests' reason.
# Usage: scripts/blktests.sh [SCENARIO...]   (default: every peer scenario)
# Result: out/blktests.txt (one line per test, scenario and kernel), the
# table on stdout; exit status 1 on a regression or an unlisted failure.
. "$(dirname "$0")/lib.sh"

# TEST<TAB>why it fails on v7.3-rc7 as well
KNOWN_FAIL=$(printf '%s\t%s\n' \
	block/024 "iostats times: 1500 I/Os of 0.5 ms must add up to 1 s; under QEMU TCG they take 2 s (2026-12-05)")

peer=$TOP/selftests/peer
if [ $# -eq 0 ]; then
	mapfile -t all < <(names "$peer")
	set -- "${all[@]}"
fi
for s in "$@"; do
	[ -f "$peer/$s.sh" ] || die "unknown peer scenario '$s' (have: $(names "$peer" | tr '\n' ' '))"
done
for v in base series; do "$TOP/scripts/build.sh" "$v"; done
# results LOG: "TEST<TAB>STATUS<TAB>REASON" from the guest's report
results() {
	tr -d '\r' < "$1" | sed -nE 's/^ *# blktests-result (.+) (pass|passed|fail|failed|not run)(: (.*))?$/\1\t\2\t\4/p' |
		sed -E 's/\tpassed\t/\tpass\t/; s/\tfailed\t/\tfail\t/'
}
sum=$OUT/blktests.txt
: > "$sum"
bad=0
for s in "$@"; do
	for v in base series; do
		"$TOP/scripts/run.sh" "$v" "$s" || log "blktests: $v/$s reported a failure (see $OUT/$v/logs/$s.log)"
		r=$(results "$OUT/$v/logs/$s.log")
		[ -n "$r" ] || { log "blktests: $v/$s: no blktests result (see $OUT/$v/logs/$s.log)"; bad=1; }
		echo "$r" | grep . | sed "s|^|$s\t$v\t|" >> "$sum"
	done
	# the tests the scenario names; a test without a line of its own takes
	# its group's ("throtl/*** not run: ..." when the group's requirements
	# are missing)
	want=$(sed -n 's/.*blkisol\.BLKTESTS=\([^ "]*\).*/\1/p' "$peer/$s.sh" | tr ',' '\n')
	[ -n "$want" ] || die "$s: no blkisol.BLKTESTS list"
	get() {
		awk -F'\t' -v s="$s" -v v="$1" -v t="$2" -v g="${2%%/*}/***" '
			$1 == s && $2 == v && $3 == t { r = $4 "\t" $5 }
			$1 == s && $2 == v && $3 == g { gr = $4 "\t" $5 }
			END { print (r != "" ? r : gr) }' "$sum"
	}
	for t in $want; do
		IFS=$'\t' read -r st why <<< "$(get series "$t")"
		IFS=$'\t' read -r b _ <<< "$(get base "$t")"
		case $st in
		pass) echo "ok      $s $t (base: ${b:-no result})" ;;
		"not run") echo "not run $s $t: $why (base: ${b:-no result})" ;;
		fail)
			k=$(printf '%s\n' "$KNOWN_FAIL" | awk -F'\t' -v t="$t" '$1 == t { print $2 }')
			if [ "$b" = fail ] && [ -n "$k" ]; then
				echo "known   $s $t fails on both: $k"
			elif [ "$b" = fail ]; then
				echo "FAIL    $s $t fails on base and series: $why (list it in KNOWN_FAIL with its reason)"
				bad=1
			else
				echo "FAIL    $s $t fails on the series only: $why (base: ${b:-no result})"
				bad=1
			fi ;;
		*) echo "FAIL    $s $t: no result on the series"; bad=1 ;;
		esac
	done
done
log "blktests: every result in $sum"
exit "$bad"
