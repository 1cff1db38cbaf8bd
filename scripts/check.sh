#!/usr/bin/env bash
# Everything CI checks: static checks, the kernels of ./variants that make
# check builds, every scenario on the kernels that boot it, and the
# expectations of each scenario (judged by scripts/expect.sh on the saved
# results; ./variants says which kernel boots what and how it is judged):
#   series: every test passes;
#   base:   exactly the tests in EXPECT_BASE_FAIL fail (they guard fixes);
#   negctl: the tests in EXPECT_NEGCTL_FAIL fail (the tests can catch the bug);
#   series where CHECKERS=1: booted with slub_debug and debug objects on;
#   series-nort (CHECK_NORT=1) where CHECKERS=1: the series without
#           PREEMPT_RT (CONFIG_PREEMPT) passes every test with a clean
#           kernel log;
#   split (CHECK_SPLIT=1): where SPLIT=1, topic 1's class split without
#           its interrupt change passes every test;
#   kasan (KASAN=1): where CHECKERS=1, the series built with KASAN
#           passes every test with a clean kernel log;
#   MAP_SAME_AS_BASE=1: the CPU-to-hctx maps printed by the series equal the base's;
#   BASE_MAY_CRASH=1: the base may crash or hang (a bug the series fixes): its
#   boot result does not count, and expected failures it did not reach count
#   as failed.
# Then blktests, the block community's suite (scripts/blktests.sh, the peer
# scenarios of selftests/peer/): no test that passes on the base fails on
# the series, and the project's own blktests cases pass on the series and
# fail on the base and the negative control. The base boots only with the
# own cases and what failed on the series (BLKTESTS_BASE=failing).
# Usage: scripts/check.sh [SCENARIO...]    Ends with "N passed, N failed".
. "$(dirname "$0")/lib.sh"

# The minutes of each stage, printed at the end so every CI log shows where
# the time goes. stage NAME CMD...: run CMD, record its time under NAME.
t_start=$SECONDS
stages=()
stage() {
	local name=$1 t0=$SECONDS rc=0
	shift
	"$@" || rc=$?
	stages+=("$name"$'\t'"$((SECONDS - t0))")
	return "$rc"
}
print_stages() {
	local line
	log "check: minutes per stage"
	mkdir -p "$OUT"
	{
		for line in "${stages[@]}"; do
			awk -v n="${line%%$'\t'*}" -v s="${line##*$'\t'}" 'BEGIN { printf "  %-40s %6.1f\n", n, s / 60 }'
		done
		awk -v s="$((SECONDS - t_start))" 'BEGIN { printf "  %-40s %6.1f\n", "total", s / 60 }'
	} | tee "$OUT/check-times.txt" >&2
}
trap print_stages EXIT

stage "packages (deps.sh)" "$TOP/scripts/deps.sh"
stage "base tree (fetch-base.sh)" "$TOP/scripts/fetch-base.sh" >/dev/null
# blktests (lint's blktests series, the peer suite): found or fetched now,
# not after an hour of builds and boots
blktests_tree >/dev/null
scndir=$TOP/selftests/scenarios
# The peer suite (selftests/peer/, scripts/blktests.sh): blktests on base,
# series and negative control. Named scenarios run only what they name.
peers=()
if [ $# -eq 0 ]; then
	mapfile -t all < <(names "$scndir")
	mapfile -t peers < <(names "$TOP/selftests/peer")
	set -- "${all[@]}"
else
	sc=()
	for a; do
		if [ -f "$TOP/selftests/peer/$a.sh" ]; then peers+=("$a")
		elif [ -f "$scndir/$a.sh" ]; then sc+=("$a")
		else die "unknown scenario '$a' (have: $(names "$scndir" | tr '\n' ' ')$(names "$TOP/selftests/peer" | tr '\n' ' '))"; fi
	done
	set -- "${sc[@]}"
fi
# The kernels make check builds, in the order of ./variants (its check
# column), and the scenarios each boots (its boots column): the series
# boots every scenario, the base those whose guards must fail there or
# whose maps must equal the base's, negctl those whose guards its scratch
# patches break, series-nort (the other preemption model) and, with
# KASAN=1, kasan those that set CHECKERS=1, and with CHECK_SPLIT=1, split
# those that set SPLIT=1.
case ${KASAN:-} in 1|''|0) ;; *) die "KASAN must be 0 or 1 (got '$KASAN')" ;; esac
case ${CHECK_SPLIT:-} in 1|''|0) ;; *) die "CHECK_SPLIT must be 0 or 1 (got '$CHECK_SPLIT')" ;; esac
case ${CHECK_NORT:-} in 1|''|0) ;; *) die "CHECK_NORT must be 0 or 1 (got '$CHECK_NORT')" ;; esac
kernels=()
declare -A boots=()
for v in $(variants); do
	variant_checked "$v" || continue
	mapfile -t on < <(for s; do variant_boots "$v" "$s" && echo "$s"; done)
	[ ${#on[@]} -gt 0 ] || [ "$v" = series ] || [ "$v" = base ] || continue
	kernels+=("$v")
	boots[$v]="${on[*]}"
done
for v in "${kernels[@]}"; do stage "build $v" "$TOP/scripts/build.sh" "$v"; done

pass=0 fail=0
report=$OUT/check.txt
: > "$report"
verdict() { # verdict ok|fail TEXT
	if [ "$1" = ok ]; then pass=$((pass + 1)); echo "ok   $2" >> "$report"
	else fail=$((fail + 1)); echo "FAIL $2" >> "$report"; echo "FAIL $2" >&2; fi
}

log "check: static checks"
# lint prints a failed check's details ("# " lines) before it: they go with
# the FAIL line into the report and the CI log (at most 20 lines).
detail=()
while IFS=$'\t' read -r r what; do
	case $r in
	'#'*) detail+=("$r${what:+ $what}"); continue ;;
	ok) verdict ok "lint: $what" ;;
	"not ok")
		verdict fail "lint: $what"
		[ ${#detail[@]} -eq 0 ] || printf '%s\n' "${detail[@]:0:20}" | tee -a "$report" >&2 ;;
	esac
	detail=()
done < <(BLKISOL_LINT_TIMES=$OUT/lint-times.txt "$TOP/scripts/lint.sh" 2> >(tee "$OUT/lint.err" >&2) || true)
while IFS=$'\t' read -r what secs; do
	stages+=("lint: $what"$'\t'"$secs")
done < "$OUT/lint-times.txt" 2>/dev/null || true
grep -q '^ok   lint: lint completed$' "$report" ||
	verdict fail "lint: did not complete (see $OUT/lint.err)"

[ $# -eq 0 ] || stage "boots: series" "$TOP/scripts/run.sh" series "$@" || true
# The base boots where it proves something: a test that guards a fix must
# fail there (EXPECT_BASE_FAIL), or the series' maps must equal the base's
# (MAP_SAME_AS_BASE). Elsewhere it would only show that the base passes.
read -ra based <<< "${boots[base]}"
if [ ${#based[@]} -gt 0 ]; then
	rm -f "$OUT"/base/logs/*.res
	stage "boots: base" "$TOP/scripts/run.sh" base "${based[@]}" || true
fi
# A base boot that hangs or crashes where the series fixes nothing is a
# mainline flake, not a test result: show how it ended, and boot it once more.
# The series is never retried.
for s in "${based[@]}"; do
	# read in a subshell: a scenario's settings must not leak
	[ -z "$(scenario_load "$scndir/$s.sh"; echo "$BASE_MAY_CRASH")" ] || continue
	grep -qP '^not ok\tboot(\t|$)' "$OUT/base/logs/$s.res" || continue
	mv "$OUT/base/logs/$s.log" "$OUT/base/logs/$s.first.log"
	log "check: base/$s did not end cleanly; its last lines, then one more boot:"
	tail -n 40 "$OUT/base/logs/$s.first.log" | tr -d '\r' | sed 's/^/  | /'
	stage "boots: base, once more ($s)" "$TOP/scripts/run.sh" base "$s" || true
done
# The other kernels, each with the scenarios of its boots column
for v in "${kernels[@]}"; do
	case $v in series|base) continue ;; esac
	read -ra on <<< "${boots[$v]}"
	rm -f "$OUT/$v"/logs/*.res
	stage "boots: $v" "$TOP/scripts/run.sh" "$v" "${on[@]}" || true
done

# Each scenario's expectations, judged on the saved results
# (scripts/expect.sh, which make run uses for base and negctl too).
if [ $# -gt 0 ]; then
	while IFS=$'\t' read -r r what; do
		case $r in
		ok) verdict ok "$what" ;;
		*) verdict fail "$what" ;;
		esac
	done < <("$TOP/scripts/expect.sh" "$@" || true)
fi
# blktests: its result lines count like the others; a test not run is
# listed in the report with blktests' reason, not counted.
if [ ${#peers[@]} -gt 0 ]; then
	log "check: blktests (peer suite: ${peers[*]})"
	stage "blktests: series, base, negctl" env BLKTESTS_BASE=failing BLKTESTS_SET=check BLKTESTS_BUILT=1 "$TOP/scripts/blktests.sh" "${peers[@]}" > "$OUT/blktests-verdicts.txt" || true
	grep -q . "$OUT/blktests-verdicts.txt" || verdict fail "blktests: no result (see the log above)"
	while IFS=$'\t' read -r r what; do
		case $r in
		ok) verdict ok "$what" ;;
		"not ok") verdict fail "$what" ;;
		skip) echo "skip $what" >> "$report" ;;
		*) verdict fail "blktests: not a result line: $r $what" ;;
		esac
	done < "$OUT/blktests-verdicts.txt"
fi
# CI keeps only the output: show how each failed boot ended.
for s in "$@"; do for res in "${kernels[@]/#/$OUT/}"; do
	res=$res/logs/$s.res
	[ -f "$res" ] && grep -qP '^not ok\tboot(\t|$)' "$res" || continue
	log "check: ${res#"$OUT"/} did not end cleanly; its last lines:"
	tail -n 30 "${res%.res}.log" | tr -d '\r' | sed 's/^/  | /'
done; done
log "check: details in $report; logs in $OUT/{base,series,negctl}/logs"
trap - EXIT
print_stages
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
