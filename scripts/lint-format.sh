#!/usr/bin/env bash
# The workbench's own formats, checked without building anything:
#  - a scenario file (selftests/scenarios/, peer/, bench/) sets only the
#    variables of selftests/scenario.sh, and defines only its functions;
#  - every line of ./variants has its nine columns, from their vocabulary;
#  - every negative scratch patch names the guards it breaks ("Breaks:
#    SCENARIO TEST" lines), and the scenarios agree: the test is in the
#    scenario's EXPECT_NEGCTL_FAIL (OWN for blktests), the patch's switch
#    (negctl_NAME) in its NEGCTL_CMDLINE; every expected negctl failure and
#    every switch a scenario turns on belongs to a patch that breaks it.
# Usage: scripts/lint-format.sh [--self-test]   Prints "ok|not ok<TAB>check"
# lines (lint.sh counts them); exit 1 on any failure. --self-test: each check
# fails, saying why, on a copy of the workbench with one mistake per format.
. "$(dirname "$0")/lib.sh"

rc=0
res() { printf '%s\t%s\n' "$1" "$2"; [ "$1" = ok ] || rc=1; }
if [ "${1:-}" = --self-test ]; then
	t=$(mktemp -d)
	trap 'rm -rf "$t"' EXIT
	cp -r "$TOP/scripts" "$TOP/selftests" "$TOP/kconfig-fragments" "$TOP/variants" "$t/"
	echo 'EXPECT_BASE_FAILS=x' >> "$t/selftests/scenarios/numa-hk.sh"
	sed -i 's/^\(kasan  *series  *\)kasan /\1kasn  /' "$t/variants"
	sed -i '/^Breaks: numa3-hk /d' "$t"/selftests/negative/[0-9]*.patch
	out=$("$t/scripts/lint-format.sh" 2>&1) && { echo "$out"; die "lint-format self-test: no check failed"; }
	for want in 'numa-hk.sh: EXPECT_BASE_FAILS' 'kasan: no kconfig-fragments/kasn' \
		"numa3-hk: blkisol/irq_hk.sh must fail on negctl, but no scratch patch says 'Breaks: numa3-hk"; do
		if grep -qF -- "$want" <<< "$out"; then res ok "lint-format self-test: a mistake is found: $want"
		else res "not ok" "lint-format self-test: a mistake is not found: $want"; fi
	done
	exit "$rc"
fi

# judge WHAT [HINT]: ok when bad[] is empty, else its lines (at most 20)
# and not ok, with HINT after WHAT
judge() {
	if [ ${#bad[@]} -eq 0 ]; then
		res ok "$1"
	else
		printf '# %s\n' "${bad[@]}" | head -n 20
		res "not ok" "$1${2:+ ($2)}"
	fi
}
sel=$TOP/selftests
known=" $(scenario_vars | tr '\n' ' ') "

# Scenario files: known variables (at the top level) and functions only.
bad=()
for f in "$sel"/scenarios/*.sh "$sel"/peer/*.sh "$sel"/bench/*.sh; do
	while read -r v; do
		[[ "$known" == *" $v "* ]] || bad+=("${f#"$TOP"/}: $v")
	done < <(sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/\1/p' "$f")
	while read -r fn; do
		case $fn in guest_setup|host_before|host_after) ;; *) bad+=("${f#"$TOP"/}: function $fn") ;; esac
	done < <(sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)() *{.*/\1/p' "$f")
done
judge "scenario files set only the variables of selftests/scenario.sh" "a new one: document it there"

# ./variants: nine columns, each from its vocabulary.
bad=()
while read -r name tree frags time silence cmdline check boots judge extra; do
	case $name in ''|'#'*) continue ;; esac
	why=
	[ -n "$judge" ] && [ -z "$extra" ] || why="not nine columns"
	case $tree in base|series|negctl|split) ;; *) why+=" tree '$tree'" ;; esac
	case $frags in -|'*') ;; *) [ -d "$TOP/kconfig-fragments/$frags" ] || why+=" no kconfig-fragments/$frags" ;; esac
	[[ "$time" =~ ^[1-9]$ ]] || why+=" time '$time'"
	[[ "$silence" =~ ^[1-9][0-9]*$ ]] || why+=" silence '$silence'"
	for c in ${cmdline//,/ }; do
		case $c in -|checkers|checkers-cmdline|negctl) ;; *) why+=" cmdline '$c'" ;; esac
	done
	case $check in always|KASAN=1|CHECK_SPLIT=1|CHECK_NORT=1|never) ;; *) why+=" check '$check'" ;; esac
	for b in ${boots//,/ }; do
		[ "$b" = all ] || [ "$b" = - ] || [[ "$known" == *" $b "* ]] || why+=" boots '$b'"
	done
	case $judge in series|base|negctl|pass|-) ;; *) why+=" judge '$judge'" ;; esac
	[ -z "$why" ] || bad+=("$name:$why")
done < "$VARIANTS"
judge "variants: every line has its nine columns" "see the head of ./variants"

# Negative scratch patches and the scenarios that expect them to fail.
# setting FILE VAR: VAR as FILE sets it (a subshell: nothing leaks)
setting() { (scenario_load "$1"; echo "${!2}"); }
# scn NAME: the file of a test or peer scenario
scn() {
	if [ -f "$sel/scenarios/$1.sh" ]; then echo "$sel/scenarios/$1.sh"
	elif [ -f "$sel/peer/$1.sh" ]; then echo "$sel/peer/$1.sh"; fi
}
bad=()
declare -A broken=() switched=()
for p in "$sel"/negative/[0-9]*.patch; do
	[ -f "$p" ] || continue
	n=${p##*/}
	sw=$(sed -n 's/^+core_param(\(negctl_[a-z0-9_]*\),.*/\1/p' "$p" | head -n1)
	mapfile -t br < <(sed -n 's/^Breaks: //p' "$p")
	[ ${#br[@]} -gt 0 ] || bad+=("$n: no 'Breaks: SCENARIO TEST' line")
	for l in "${br[@]}"; do
		read -r s t <<< "$l"
		f=$(scn "$s")
		if [ -z "$f" ]; then bad+=("$n: Breaks: no scenario '$s'"); continue; fi
		if [[ $f == "$sel/peer/"* ]]; then want=$(setting "$f" OWN); else want=$(setting "$f" EXPECT_NEGCTL_FAIL); fi
		[[ " $want " == *" $t "* ]] || bad+=("$n: Breaks: $s $t, but $s does not expect $t to fail on negctl")
		broken[$s $t]=1
		if [ -n "$sw" ]; then
			[[ " $(setting "$f" NEGCTL_CMDLINE) " == *" $sw=1 "* ]] || bad+=("$n: Breaks: $s $t, but $s's NEGCTL_CMDLINE lacks $sw=1")
			switched[$s $sw]=1
		fi
	done
done
for f in "$sel"/scenarios/*.sh "$sel"/peer/*.sh; do
	s=${f##*/}
	s=${s%.sh}
	if [[ $f == "$sel/peer/"* ]]; then want=$(setting "$f" OWN); else want=$(setting "$f" EXPECT_NEGCTL_FAIL); fi
	for t in $want; do
		[ -n "${broken[$s $t]:-}" ] || bad+=("$s: $t must fail on negctl, but no scratch patch says 'Breaks: $s $t'")
	done
	for w in $(setting "$f" NEGCTL_CMDLINE); do
		case $w in negctl_*=1) ;; *) continue ;; esac
		[ -n "${switched[$s ${w%=1}]:-}" ] || bad+=("$s: NEGCTL_CMDLINE turns on $w, but no scratch patch with that switch breaks a test of $s")
	done
done
judge "negative controls: each scratch patch names the guards it breaks, and the scenarios agree"
exit "$rc"
