#!/usr/bin/env bash
# The raid6 and xor calibration at boot: base and series built with raid6 and
# xor built in (kconfig-fragments/raidboot/), booted alternately BOOTS times
# each under the preemptoff tracer started at boot (selftests/bench/raid-boot.sh:
# -cpu qemu64, so that both calibrate; one vCPU with icount). Prints the worst
# preemption-off section of every boot, where it was and what was chosen, then
# the medians and their ratio; fails unless series/base is at most 0.1.
# Usage: scripts/raid-boot.sh [BOOTS]   (default 3; two extra kernel builds)
. "$(dirname "$0")/lib.sh"

boots=${1:-3}
[[ "$boots" =~ ^[0-9]+$ ]] && [ "$boots" -ge 1 ] && [ "$boots" -le 20 ] ||
	die "BOOTS must be 1-20 (got '$boots')"
for v in base-raidboot series-raidboot; do "$TOP/scripts/build.sh" "$v"; done
declare -A worst
for r in $(seq "$boots"); do
	for v in base-raidboot series-raidboot; do
		log "raid-boot: [$r/$boots] $v"
		"$TOP/scripts/run.sh" "$v" raid-boot >/dev/null || true
		l=$OUT/$v/logs/raid-boot.log
		lat=$("$TOP/scripts/parse.sh" metrics "$l" | awk -F'\t' '$1 == "boot_worst_preemptoff_us" { print $2 }')
		[ -n "$lat" ] || die "raid-boot: no measurement from $v (see $l)"
		printf '%-16s boot %d: %s\n' "$v" "$r" "$(tr -d '\r' < "$l" |
			sed -n 's/.*# worst preemption-off section of the boot: //p; s/.*# info boot_chosen=/chose /p' | tr '\n' ' ')"
		worst[$v]="${worst[$v]:-} $lat"
	done
done
med() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
b=$(echo "${worst[base-raidboot]}" | med) s=$(echo "${worst[series-raidboot]}" | med)
ratio=$(awk -v b="$b" -v s="$s" 'BEGIN { printf "%.3f", s / b }')
log "raid-boot: worst preemption-off section of the boot, median of $boots: base $b us, series $s us, series/base $ratio"
awk -v r="$ratio" 'BEGIN { exit !(r <= 0.1) }' || die "raid-boot: series/base $ratio is above 0.1"
