#!/usr/bin/env bash
# What there is to boot: every test scenario (selftests/scenarios/), peer
# scenario (selftests/peer/, blktests) and benchmark (selftests/bench/),
# with its DESCRIPTION and what make check expects of it (tests that must
# fail on the base or the negative control, the project's own blktests
# cases, the extra kernels it boots on).
# Usage: scripts/list.sh
. "$(dirname "$0")/lib.sh"

for kind in scenarios peer bench; do
	case $kind in
	scenarios) echo "Test scenarios (make run SCENARIOS=NAME; all of them: make test):" ;;
	peer) echo "Peer scenarios, blktests (make blktests SCENARIOS=NAME):" ;;
	bench) echo "Benchmarks (make bench BENCHES=NAME):" ;;
	esac
	while read -r s; do
		(
			DESCRIPTION='' EXPECT_BASE_FAIL='' EXPECT_NEGCTL_FAIL='' OWN='' DEBUG='' SPLIT='' MAP_SAME_AS_BASE=''
			# shellcheck source=/dev/null
			. "$TOP/selftests/$kind/$s.sh"
			printf '  %-20s %s\n' "$s" "$DESCRIPTION"
			x=()
			[ -n "$EXPECT_BASE_FAIL" ] && x+=("fails on the base: $EXPECT_BASE_FAIL")
			[ -n "$EXPECT_NEGCTL_FAIL" ] && x+=("fails on negctl: $EXPECT_NEGCTL_FAIL")
			[ -n "$OWN" ] && x+=("own blktests cases, failing on base and negctl: $OWN")
			[ -n "$MAP_SAME_AS_BASE" ] && x+=("maps equal the base's")
			[ -n "$DEBUG" ] && x+=("also series-nort, debug checkers")
			[ -n "$SPLIT" ] && x+=("also split")
			[ ${#x[@]} -eq 0 ] || printf '  %-20s (%s)\n' "" "$(IFS=';'; echo "${x[*]}" | sed 's/;/; /g')"
		)
	done < <(names "$TOP/selftests/$kind")
done
