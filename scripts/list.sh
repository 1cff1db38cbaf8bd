#!/usr/bin/env bash
# What there is to boot: every test scenario (selftests/scenarios/), peer
# scenario (selftests/peer/, blktests) and benchmark (selftests/bench/),
# with its DESCRIPTION and what make check expects of it (tests that must
# fail on the base or the negative control, the project's own blktests
# cases, the extra kernels it boots on), and the kernels of ./variants.
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
			scenario_load "$TOP/selftests/$kind/$s.sh"
			printf '  %-20s %s\n' "$s" "$DESCRIPTION"
			x=()
			[ -n "$EXPECT_BASE_FAIL" ] && x+=("fails on the base: $EXPECT_BASE_FAIL")
			[ -n "$EXPECT_NEGCTL_FAIL" ] && x+=("fails on negctl: $EXPECT_NEGCTL_FAIL")
			[ -n "$OWN" ] && x+=("own blktests cases, failing on base and negctl: $OWN")
			[ -n "$MAP_SAME_AS_BASE" ] && x+=("maps equal the base's")
			# the kernels besides series and base that boot it (./variants)
			if [ "$kind" = scenarios ]; then
				also=$(for v in $(variants); do
					case $v in series|base|negctl) continue ;; esac
					! variant_boots "$v" "$s" || echo "$v$([ "$V_CHECK" = always ] || echo " ($V_CHECK)")"; done | paste -sd, | sed "s/,/, /g")
				[ -z "$also" ] || x+=("also $also")
				[ -z "$CHECKERS" ] || x+=("series with the slab and object checkers")
			fi
			[ ${#x[@]} -eq 0 ] || printf '  %-20s (%s)\n' "" "$(IFS=';'; echo "${x[*]}" | sed 's/;/; /g')"
		)
	done < <(names "$TOP/selftests/$kind")
done
echo "Kernels (./variants; make build VARIANT=NAME, make run VARIANT=NAME):"
awk '!/^#/ && NF { printf "  %-14s tree %-7s fragments %-6s make check: %s%s\n", $1, $2, $3, $7, ($8 == "-" ? "" : ", boots " $8) }' "$VARIANTS"
