#!/usr/bin/env bash
# Judge the saved results of scenarios against what each expects, without
# booting: out/VARIANT/logs/SCENARIO.res and .log as scripts/run.sh left
# them. make check counts these verdicts; make run prints them for the
# base and the negative control, whose guards are expected to fail. The
# kernels that boot a scenario, and how each is judged, are the check,
# boots and judge columns of ./variants:
#   series: every test passes (a skip fails: the scenario must give the
#           test what it needs), and every guard ran;
#   base (EXPECT_BASE_FAIL, MAP_SAME_AS_BASE): exactly the guards fail;
#           BASE_MAY_CRASH=1: the boot result does not count;
#           MAP_SAME_AS_BASE=1: the maps the series prints equal the base's;
#   negctl (EXPECT_NEGCTL_FAIL, when selftests/negative/ has patches): the
#           guards fail, and the console says every NEGCTL_DIAG line;
#   pass: series-nort (CHECKERS=1), split (SPLIT=1), kasan (CHECKERS=1 and
#           KASAN=1): every test passes.
# Usage: scripts/expect.sh [--variant VARIANT] SCENARIO...
# Prints "ok<TAB>TEXT" or "not ok<TAB>TEXT" per verdict; exit 1 if any is
# not ok. --variant: only the verdicts about that variant's boots.
. "$(dirname "$0")/lib.sh"

only=
if [ "${1:-}" = --variant ]; then
	only=${2:?usage: expect.sh [--variant VARIANT] SCENARIO...}
	shift 2
fi
[ $# -gt 0 ] || die "usage: expect.sh [--variant VARIANT] SCENARIO..."
scndir=$TOP/selftests/scenarios
bad=0
verdict() { # verdict ok|fail TEXT
	if [ "$1" = ok ]; then printf 'ok\t%s\n' "$2"
	else printf 'not ok\t%s\n' "$2"; bad=1; fi
}
# want VARIANT: the verdicts about VARIANT are asked for
want() { [ -z "$only" ] || [ "$only" = "$1" ]; }
listed() { [[ " $2 " == *" $1 "* ]]; }
maps() { grep -a '# map ' "$1" | sed 's/.*# map //' | tr -d '\r' | sort; }
# judge_series S: every test of S passed on the series, and every guard ran.
judge_series() {
	local s=$1 sres=$OUT/series/logs/$1.res r t detail
	# A test that skips as a whole proves nothing: the scenario must give
	# it what it needs.
	while IFS=$'\t' read -r r t detail; do
		if [ "$r" = "not ok" ]; then verdict fail "series/$s: $t ${detail:+($detail)}"
		elif [ "$r" = skip ]; then verdict fail "series/$s: $t skipped (see the log for the reason)"
		else verdict ok "series/$s: $t"; fi
	done < "$sres"
	# A guard that did not run on the series checked nothing there (a KUnit
	# suite that was not built or loaded leaves no result at all).
	for t in $EXPECT_BASE_FAIL $EXPECT_NEGCTL_FAIL; do
		grep -qP "\t\Q$t\E(\t|\$)" "$sres" || verdict fail "series/$s: $t did not run"
	done
}
# judge_base S: exactly the guards of S failed on the base.
judge_base() {
	local s=$1 bres=$OUT/base/logs/$1.res r t detail crashed=
	[ -n "$BASE_MAY_CRASH" ] && grep -qP '^not ok\tboot(\t|$)' "$bres" && crashed=1
	while IFS=$'\t' read -r r t detail; do
		if [ "$t" = boot ] && [ -n "$BASE_MAY_CRASH" ]; then
			verdict ok "base/$s: boot $r (the base may crash here)"
		elif listed "$t" "$EXPECT_BASE_FAIL"; then
			[ "$r" = "not ok" ] && verdict ok "base/$s: $t fails as expected (guards a fix)" ||
				verdict fail "base/$s: $t passes on the base, so it cannot catch what it guards"
		elif [ -n "$crashed" ] && [[ $detail == "no result:"* ]]; then
			verdict ok "base/$s: $t did not report: the base crashed first"
		elif [ "$r" = "not ok" ]; then
			verdict fail "base/$s: $t ${detail:+($detail) }(only tests that guard fixes may fail on the base)"
		else
			verdict ok "base/$s: $t"
		fi
	done < "$bres"
	for t in $EXPECT_BASE_FAIL; do
		grep -qP "\t\Q$t\E(\t|\$)" "$bres" && continue
		if [ -n "$crashed" ]; then
			verdict ok "base/$s: $t did not report: the base crashed first"
		else
			verdict fail "base/$s: expected failing test $t did not run"
		fi
	done
}
# judge_negctl S: the guards of S failed on the negative control, saying
# what NEGCTL_DIAG says they must.
judge_negctl() {
	local s=$1 t pat
	for t in $EXPECT_NEGCTL_FAIL; do
		grep -qP "^not ok\t\Q$t\E(\t|\$)" "$OUT/negctl/logs/$s.res" &&
			verdict ok "negctl/$s: $t fails with the scratch patch that breaks it" ||
			verdict fail "negctl/$s: $t does not fail with the scratch patch that breaks it"
	done
	# NEGCTL_DIAG: one extended regular expression a line, each a
	# diagnostic the negative control must print: the tests fail for the
	# reason they state, not for any reason
	while IFS= read -r pat; do
		[ -n "${pat// /}" ] || continue
		grep -aqE -- "$pat" "$OUT/negctl/logs/$s.log" &&
			verdict ok "negctl/$s: says \"$pat\"" ||
			verdict fail "negctl/$s: does not say \"$pat\" (a test failed for another reason)"
	done <<< "$NEGCTL_DIAG"
}
# judge_pass V S: every test of S passed on V (a skip too fails) and the
# kernel log stayed clean.
judge_pass() {
	local v=$1 s=$2 r t detail
	while IFS=$'\t' read -r r t detail; do
		if [ "$r" = ok ]; then verdict ok "$v/$s: $t"
		else verdict fail "$v/$s: $t $r ${detail:+($detail)}"; fi
	done < "$OUT/$v/logs/$s.res"
}
# judge_maps S: the series' CPU-to-hctx maps of S equal the base's.
judge_maps() {
	local s=$1
	if [ -z "$(maps "$OUT/base/logs/$s.log")" ]; then
		verdict fail "series/$s: no map printed on the base"
	elif diff <(maps "$OUT/base/logs/$s.log") <(maps "$OUT/series/logs/$s.log") >&2; then
		verdict ok "series/$s: every CPU-to-hctx map equals the base's"
	else
		verdict fail "series/$s: a CPU-to-hctx map differs from the base's"
	fi
}
for s in "$@"; do
	[ -f "$scndir/$s.sh" ] || die "unknown scenario '$s'"
	# the kernels that boot it (./variants) and whose verdicts are asked for
	on=()
	for v in $(variants); do
		variant_checked "$v" && variant_boots "$v" "$s" && on+=("$v")
	done
	scenario_load "$scndir/$s.sh"
	# no series or base result: nothing else of the scenario is judged
	for v in "${on[@]}"; do
		case $v in series|base) ;; *) continue ;; esac
		want "$v" || continue
		[ -f "$OUT/$v/logs/$s.res" ] || { verdict fail "$v/$s: no result (not booted?)"; continue 2; }
	done
	for v in "${on[@]}"; do
		want "$v" || continue
		variant_row "$v"
		if [ ! -f "$OUT/$v/logs/$s.res" ]; then
			verdict fail "$v/$s: no result"
			continue
		fi
		case $V_JUDGE in
		series) judge_series "$s" ;;
		base) judge_base "$s" ;;
		negctl) judge_negctl "$s" ;;
		pass) judge_pass "$v" "$s" ;;
		*) die "variants: judge of '$v' is '$V_JUDGE' (series, base, negctl or pass)" ;;
		esac
	done
	# a verdict on two kernels: not asked for with --variant (make run
	# judges one kernel's boot)
	if [ -n "$MAP_SAME_AS_BASE" ] && [ -z "$only" ]; then judge_maps "$s"; fi
done
exit "$bad"
