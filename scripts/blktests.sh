#!/usr/bin/env bash
# blktests, the block community's suite, on base and series: each peer
# scenario (selftests/peer/) boots both kernels with its blktests, and
# every test's result is compared:
#   - a test that passes (or is not run) on the base and fails on the
#     series is a regression, unless it passes when the series boots once
#     more with that test alone (then it is listed as flaky, with both
#     results: timing tests under TCG);
#   - a test that fails on both is listed with its reason in KNOWN_FAIL
#     below, or it fails this run too;
#   - a test not run on the series is listed with blktests' reason;
#   - the project's own cases (OWN, from patches/blktests/) pass on the
#     series and fail on the base (BASE_DIAG) and, when a negative control
#     is built, on it (NEGCTL_CMDLINE names the case and the switch of
#     its scratch patch; NEGCTL_DIAG), each for the reason it states.
# BLKTESTS_BASE=all (default) boots the base with every test of the
# scenario; BLKTESTS_BASE=failing (make check, for time) with the own
# cases and the tests that failed on the series only: a test that passes
# on the series cannot be a regression, whatever the base does.
# BLKTESTS_SET=check (make check) leaves out the tests a peer scenario
# names in CHECK_SKIP (listed as skipped, with the reason in the scenario
# file); BLKTESTS_SET=all (default, make blktests) runs every test.
# Usage: scripts/blktests.sh [SCENARIO...]   (default: every peer scenario)
# Result lines on stdout: "ok|not ok|skip<TAB>TEXT" (make check counts
# them); every test's result in out/blktests.txt. Exit status 1 when a
# line is "not ok".
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
kernels=(base series)
grep -qv '^[[:space:]]*\(#\|$\)' "$TOP/selftests/negative/series" 2>/dev/null && kernels+=(negctl)
# BLKTESTS_BUILT=1 (make check, which built them at its start): no build
# where the kernel is there (make's walk of an unchanged tree takes 30 s)
for v in "${kernels[@]}"; do
	[ -n "${BLKTESTS_BUILT:-}" ] && [ -f "$OUT/$v/bzImage" ] && continue
	"$TOP/scripts/build.sh" "$v" >&2
done
case ${BLKTESTS_BASE:=all} in all|failing) ;; *) die "BLKTESTS_BASE must be all or failing (got '$BLKTESTS_BASE')" ;; esac
case ${BLKTESTS_SET:=all} in all|check) ;; *) die "BLKTESTS_SET must be all or check (got '$BLKTESTS_SET')" ;; esac
# results LOG: "TEST<TAB>STATUS<TAB>REASON" from the guest's report
results() {
	"$TOP/scripts/parse.sh" blktests "$1"
}
# peer_boot VARIANT SCENARIO [TAG]: boot it, add its results to the summary
peer_boot() {
	local log=$OUT/$1/logs/$2.log r
	"$TOP/scripts/run.sh" "$1" "$2" >&2 || log "blktests: $1/$2 reported a failure (see $log)"
	r=$(results "$log")
	[ -n "$r" ] || { printf 'not ok\t%s/%s: no blktests result (see %s)\n' "$1" "$2" "$log"; bad=1; }
	echo "$r" | grep . | sed "s|^|$2\t${3:-$1}\t|" >> "$sum"
}
# get SCENARIO KERNEL TEST: "STATUS<TAB>REASON"; a test without a line of
# its own takes its group's ("throtl/*** not run: ..." when the group's
# requirements are missing)
get() {
	awk -F'\t' -v s="$1" -v v="$2" -v t="$3" -v g="${3%%/*}/***" '
		$1 == s && $2 == v && $3 == t { r = $4 "\t" $5 }
		$1 == s && $2 == v && $3 == g { gr = $4 "\t" $5 }
		END { print (r != "" ? r : gr) }' "$sum"
}
sum=$OUT/blktests.txt
: > "$sum"
bad=0
for s in "$@"; do
	scenario_load "$peer/$s.sh"
	want=$(echo "$CMDLINE" | sed -n 's/.*blkisol\.BLKTESTS=\([^ ]*\).*/\1/p' | tr ',' '\n')
	[ -n "$want" ] || die "$s: no blkisol.BLKTESTS list"
	if [ "$BLKTESTS_SET" = check ] && [ -n "$CHECK_SKIP" ]; then
		for t in $CHECK_SKIP; do
			grep -qxF -- "$t" <<< "$want" || die "$s: CHECK_SKIP names $t, which is not in its blkisol.BLKTESTS list"
			echo -e "skip\tblktests: series/$s $t not run by make check (make blktests runs it: CHECK_SKIP in selftests/peer/$s.sh)"
		done
		want=$(grep -vxF -f <(tr ' ' '\n' <<< "$CHECK_SKIP") <<< "$want")
		EXTRA_CMDLINE="blkisol.BLKTESTS=$(paste -sd, <<< "$want")" peer_boot series "$s"
	else
		peer_boot series "$s"
	fi
	if [ "$BLKTESTS_BASE" = all ]; then
		peer_boot base "$s"
	else
		# the own cases, and the others that failed on the series
		list=$( { for t in $OWN; do echo "$t"; done
			awk -F'\t' -v s="$s" '$1 == s && $2 == "series" && $4 == "fail" { print $3 }' "$sum"; } |
			awk '!seen[$0]++' | paste -sd, -)
		if [ -n "$list" ]; then
			EXTRA_CMDLINE="blkisol.BLKTESTS=$list" peer_boot base "$s"
		else
			log "blktests: base/$s not booted: every test passed on the series"
		fi
	fi
	[[ " ${kernels[*]} " == *" negctl "* ]] && [ -n "$OWN" ] && peer_boot negctl "$s"
	for t in $want; do
		IFS=$'\t' read -r st why <<< "$(get "$s" series "$t")"
		IFS=$'\t' read -r b bwhy <<< "$(get "$s" base "$t")"
		if [[ " $OWN " == *" $t "* ]]; then
			[ "$st" = pass ] && echo -e "ok\tblktests: series/$s $t (own case) passes" ||
				{ echo -e "not ok\tblktests: series/$s $t (own case): ${st:-no result} ${why}"; bad=1; }
			if [ "$b" = fail ] && grep -aqE -- "$BASE_DIAG" "$OUT/base/logs/$s.log"; then
				echo -e "ok\tblktests: base/$s $t fails as expected, saying \"$BASE_DIAG\""
			else
				echo -e "not ok\tblktests: base/$s $t does not fail saying \"$BASE_DIAG\" (${b:-no result} $bwhy)"; bad=1
			fi
			if [[ " ${kernels[*]} " == *" negctl "* ]]; then
				IFS=$'\t' read -r n nwhy <<< "$(get "$s" negctl "$t")"
				if [ "$n" = fail ] && grep -aqE -- "$NEGCTL_DIAG" "$OUT/negctl/logs/$s.log"; then
					echo -e "ok\tblktests: negctl/$s $t fails with its scratch patch, saying \"$NEGCTL_DIAG\""
				else
					echo -e "not ok\tblktests: negctl/$s $t does not fail saying \"$NEGCTL_DIAG\" (${n:-no result} $nwhy)"; bad=1
				fi
			fi
			continue
		fi
		# a failure on the series alone: that test once more, alone
		if [ "$st" = fail ] && [ "$b" != fail ]; then
			mv "$OUT/series/logs/$s.log" "$OUT/series/logs/$s.first.log"
			EXTRA_CMDLINE="blkisol.BLKTESTS=$t" peer_boot series "$s" series-again
			IFS=$'\t' read -r again _ <<< "$(get "$s" series-again "$t")"
			if [ "$again" = pass ]; then
				echo -e "ok\tblktests: series/$s $t flaky: failed ($why), passed alone (base: ${b:-no result})"
				continue
			fi
		fi
		case $st in
		pass) echo -e "ok\tblktests: series/$s $t (base: ${b:-not run there})" ;;
		"not run") echo -e "skip\tblktests: series/$s $t not run: $why (base: ${b:-no result})" ;;
		fail)
			k=$(printf '%s\n' "$KNOWN_FAIL" | awk -F'\t' -v t="$t" '$1 == t { print $2 }')
			if [ "$b" = fail ] && [ -n "$k" ]; then
				echo -e "ok\tblktests: series/$s $t fails on base and series, known: $k"
			elif [ "$b" = fail ]; then
				echo -e "not ok\tblktests: series/$s $t fails on base and series: $why (list it in KNOWN_FAIL of scripts/blktests.sh with its reason)"
				bad=1
			else
				echo -e "not ok\tblktests: series/$s $t fails on the series only, twice: $why (base: ${b:-no result})"
				bad=1
			fi ;;
		*) echo -e "not ok\tblktests: series/$s $t: no result on the series"; bad=1 ;;
		esac
	done
done
log "blktests: every result in $sum"
exit "$bad"
