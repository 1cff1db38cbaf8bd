#!/usr/bin/env bash
# Static checks on the patch stack:
#  - the rules of scripts/send-check.sh (headers, Fixes:, cited commits, words,
#    checkpatch --strict) and its self-test;
#  - bisectability: after each patch, the objects it touches still compile;
#  - W=1 and sparse (C=2) on touched files: no warning the base did not have.
# Usage: scripts/lint.sh    Prints "ok|not ok<TAB>check" lines; exit 1 on any failure.
. "$(dirname "$0")/lib.sh"

need quilt perl sparse make
base=$(base_tree)
is_kernel_tree "$base" || die "no base tree at $base"
cfg=$OUT/series/obj/.config
[ -f "$cfg" ] || die "no series config at $cfg (run scripts/build.sh series first)"
rc=0
res() { printf '%s\t%s\n' "$1" "$2"; [ "$1" = ok ] || rc=1; }
# lap NAME: the seconds since the last lap, into $BLKISOL_LINT_TIMES (check.sh
# prints them with its other stages)
times=${BLKISOL_LINT_TIMES:-/dev/null}
: > "$times"
t0=$SECONDS
lap() { printf '%s\t%s\n' "$1" "$((SECONDS - t0))" >> "$times"; log "lint: $1 done ($((SECONDS - t0)) s)"; t0=$SECONDS; }

mapfile -t stack < <(grep -v '^[[:space:]]*\(#\|$\)' "$TOP/series" | awk '{print $1}')
# The rules of a patch that is mailed (headers, Fixes:, cited commits, words,
# checkpatch --strict), and a self-test that each rule catches a patch that
# breaks it.
# send-check exits 0 or 1 after its last result; anything else is a run that
# did not complete.
while IFS= read -r line; do
	case $line in
	ok$'\t'*) res ok "${line#ok$'\t'}" ;;
	"not ok"$'\t'*) res "not ok" "${line#not ok$'\t'}" ;;
	exit=[01]) ;;
	exit=*) res "not ok" "send-check did not complete ($line)" ;;
	*) echo "$line" ;;
	esac
done < <(for a in --stack --self-test; do
	"$TOP/scripts/send-check.sh" "$a"
	echo "exit=$?"
done)

lap "send rules (headers, checkpatch --strict), self-test"

# Every file the series adds has a maintainer in the patched MAINTAINERS
# (the series tree as the patches make it now, not as a build left it).
ssrc=$("$TOP/scripts/apply.sh" series)
for f in $(cat "$TOP"/patches/*.patch | awk '/^diff --git/ { file = $4 } /^new file mode/ { sub(/^b\//, "", file); print file }' | sort -u); do
	if (cd "$ssrc" && perl scripts/get_maintainer.pl --nogit --nogit-fallback --norolestats -f "$f" 2>/dev/null) | grep -qv 'linux-kernel@vger.kernel.org'; then
		res ok "$f: covered by MAINTAINERS"
	else
		res "not ok" "$f: added by the series but no MAINTAINERS entry covers it"
	fi
done

lap "MAINTAINERS coverage"

# Bisectability and W=1/sparse on the touched C files, in a scratch tree.
dir=$OUT/lint
src=$dir/src obj=$dir/obj
rm -rf "$src"
mkdir -p "$dir" "$obj"
cp -al "$base" "$src" 2>/dev/null || cp -a "$base" "$src"
cp "$cfg" "$obj/.config"
private_copies "$src" "$base" "$TOP"/patches/*.patch
export CCACHE_BASEDIR=$dir
mk=(make -C "$src" O="$obj" ARCH=x86_64 CC="ccache gcc" -j"$JOBS")
log "lint: preparing $obj"
"${mk[@]}" -s olddefconfig prepare >"$dir/prepare.log" 2>&1 || die "lint: make prepare failed, see $dir/prepare.log"
lap "scratch tree, make prepare"
export QUILT_PATCHES=$TOP/patches QUILT_SERIES=$TOP/series
touched=$(for p in "${stack[@]}"; do sed -n 's|^+++ b/||p' "$TOP/patches/$p"; done | sort -u)
# objects built in this config, among the touched C files
objs=()
for c in $(echo "$touched" | grep -E '\.c$' | grep -v '^tools/'); do
	o=${c%.c}.o
	if [ -f "$OUT/series/obj/$o" ]; then objs+=("$o"); fi
done
# includers HEADER...: the objects of the series build that read one of the
# headers (kbuild's .cmd file of each object lists every header it read)
includers() {
	local h re=
	for h; do re="$re|${h//./\\.}"; done
	(cd "$OUT/series/obj" && grep -rlE --include='.*.o.cmd' "\.\./src/(${re#|})( |\$)" .) |
		sed -E 's|^\./||; s|(^\|/)\.([^/]+)\.cmd$|\1\2|' |
		grep -vE '^(tools|scripts|arch/x86/(boot|realmode)|arch/x86/entry/vdso)/|\.mod\.o$|^vmlinux\.o$|\.tmp' || true
}
checker=$("$TOP/scripts/sparse.sh" "$src") || die "lint: no sparse that this tree accepts"
# warnings OBJ...: the W=1 and sparse warnings of the objects (one make for
# all of them), without line numbers
warnings() {
	local o
	for o; do rm -f "$obj/$o"; done
	# -Otarget: sparse writes a warning in pieces, so two checkers running
	# at once can splice their lines (seen: one line of megaraid_sas_base.c
	# cut off by one of megaraid_sas_fusion.c, reported as "new"); make
	# prints each object's output whole.
	{ "${mk[@]}" -k -Otarget W=1 C=2 CHECK="$checker" "$@" 2>&1 || true; } | tee "$dir/w1.log" |
		{ grep -E 'warning:|error:' || true; } | sed -E 's/:[0-9]+:[0-9]+:/:/' | sort -u
	# a spliced line would be a false "new warning": stop instead
	! grep -qE ':[0-9]+:[0-9]+: .*[^ ]/[^ ]+\.[ch]:[0-9]+:[0-9]+: ' "$dir/w1.log" ||
		die "lint: two tools' warnings spliced into one line in $dir/w1.log"
	# a checker the tree rejects is skipped by kbuild with a warning: fail instead
	! grep -q 'specified, but .* is not available' "$dir/w1.log" || die "lint: kbuild rejected $checker"
}
# the touched objects whose source the base has (the series adds the others)
mapfile -t bobjs < <(for o in "${objs[@]}"; do [ -f "$src/${o%.o}.c" ] && echo "$o"; done)
warnings "${bobjs[@]}" > "$dir/w1.base"
lap "W=1 and sparse, base"
# The kernels boot PREEMPT_RT; the other preemption model (CONFIG_PREEMPT
# without PREEMPT_RT) must build too: a second object tree with PREEMPT_RT
# off (spinlocks are spinning locks there, and code under #ifdef
# CONFIG_PREEMPT_RT changes sides), where each patch's objects of the stack
# are compiled as well.
nrt=$dir/obj-nonrt
mkdir -p "$nrt"
cp "$cfg" "$nrt/.config"
"$src/scripts/config" --file "$nrt/.config" -d PREEMPT_RT
mknrt=(make -C "$src" O="$nrt" ARCH=x86_64 CC="ccache gcc" -j"$JOBS")
nrt_ok='' nrt_why=''
if ! "${mknrt[@]}" -s olddefconfig prepare >"$dir/nonrt.log" 2>&1; then
	nrt_why="make prepare failed (see $dir/nonrt.log)"
elif grep -q '^CONFIG_PREEMPT_RT=y' "$nrt/.config" || ! grep -q '^CONFIG_PREEMPT=y' "$nrt/.config"; then
	nrt_why="the configuration is not CONFIG_PREEMPT without PREEMPT_RT"
else
	nrt_ok=1
fi
lap "tree without PREEMPT_RT, make prepare"
for p in "${stack[@]}"; do
	if ! out=$(cd "$src" && quilt push --fuzz=0 2>&1); then
		echo "$out" | sed 's/^/# /'
		res "not ok" "$p: applies to the base with zero fuzz"
		break
	fi
	if echo "$out" | grep -q 'offset'; then
		echo "$out" | grep offset | sed 's/^/# /'
		res "not ok" "$p: applies without offset (refresh it)"
	else
		res ok "$p: applies with zero fuzz and no offset"
	fi
	mine=$(cd "$src" && quilt files "$p" 2>/dev/null | grep -v '^tools/' || true)
	# The objects of the C files it touches and, where it touches a header,
	# every object of the series build that includes that header: one make
	# for all of them (ccache makes the unchanged ones cheap; no link).
	build=()
	for c in $(echo "$mine" | grep -E '\.c$' || true); do
		o=${c%.c}.o
		[[ " ${objs[*]} " == *" $o "* ]] && build+=("$o")
	done
	hdrs=$(echo "$mine" | grep -E '\.h$' || true)
	if [ -n "$hdrs" ]; then
		mapfile -t -O "${#build[@]}" build < <(includers $hdrs)
		# (only those whose source exists yet: a later patch may add one)
		mapfile -t build < <(printf '%s\n' "${build[@]}" | sort -u |
			while read -r o; do [ -f "$src/${o%.o}.c" ] || [ -f "$src/${o%.o}.S" ] && echo "$o"; done)
	fi
	# and those of them that are the stack's objects, without PREEMPT_RT
	nbuild=()
	for o in "${build[@]}"; do [[ " ${objs[*]} " == *" $o "* ]] && nbuild+=("$o"); done
	what="objects: ${#build[@]}; without PREEMPT_RT: ${#nbuild[@]}"
	fail=
	if [ ${#build[@]} -gt 0 ]; then
		"${mk[@]}" "${build[@]}" >"$dir/build.log" 2>&1 || fail=" (see $dir/build.log)"
	fi
	if [ -z "$fail" ] && [ ${#nbuild[@]} -gt 0 ]; then
		if [ -z "$nrt_ok" ]; then fail=" without PREEMPT_RT: $nrt_why"
		else "${mknrt[@]}" "${nbuild[@]}" >"$dir/nonrt.log" 2>&1 || fail=" without PREEMPT_RT (see $dir/nonrt.log)"; fi
	fi
	if [ -z "$fail" ]; then res ok "$p: builds on its own ($what)"; else res "not ok" "$p: builds on its own:$fail"; fi
done
lap "each patch applied and built"
new=$(warnings "${objs[@]}" | comm -13 "$dir/w1.base" -)
for o in "${objs[@]}"; do
	mine=$(echo "$new" | grep -F "/${o%.o}.c:" || true)
	[ -z "$mine" ] && res ok "$o: no new W=1/sparse warning" ||
		{ echo "$mine" | sed 's/^/# /'; res "not ok" "$o: new W=1/sparse warnings"; }
done
# warnings in the headers they include
other=$(echo "$new" | grep -vF -f <(printf '/%s.c:\n' "${objs[@]%.o}") || true)
[ -z "$other" ] && res ok "headers of the touched objects: no new W=1/sparse warning" ||
	{ echo "$other" | sed 's/^/# /'; res "not ok" "new W=1/sparse warnings outside the touched C files"; }
lap "W=1 and sparse, series"
# Each topic is posted on its own: it applies to the base alone (with the
# patches its "# needs:" lines name) with zero fuzz, and the objects it
# touches build. (Header changes were built whole above, in stack order.)
# (quilt records the series file of its first push in .pc and keeps to it:
# with nothing applied, .pc goes, so that each push reads the topic's list)
(cd "$src" && quilt pop -a -q >/dev/null && rm -rf .pc) || die "lint: quilt pop -a failed in $src"
# (a malformed series must fail here, not leave the list empty)
tlist=()
if tl=$(topics 2> "$dir/topics.err") && [ -n "$tl" ]; then
	mapfile -t tlist <<< "$tl"
else
	sed 's/^/# /' "$dir/topics.err"
	res "not ok" "topics of ./series: none, or the file is malformed"
fi
for t in "${tlist[@]}"; do
	n=${t%%$'\t'*} title=${t#*$'\t'}
	topic_patches "$n" > "$dir/series.topic"
	what="topic $n ($title): applies alone to the base"
	[ -n "$(topic_needs "$n")" ] && what="$what with $(topic_needs "$n" | cut -c1-4 | tr '\n' ' ' | sed 's/ $//')"
	if ! out=$(cd "$src" && QUILT_SERIES=$dir/series.topic quilt push -a --fuzz=0 2>&1); then
		echo "$out" | tail -n 5 | sed 's/^/# /'
		res "not ok" "$what"
	else
		res ok "$what"
		build=()
		for c in $(cd "$src" && QUILT_SERIES=$dir/series.topic quilt files -a 2>/dev/null | grep -E '\.c$' | sort -u); do
			o=${c%.c}.o
			[[ " ${objs[*]} " == *" $o "* ]] && build+=("$o")
		done
		if [ ${#build[@]} -eq 0 ] || "${mk[@]}" "${build[@]}" >"$dir/build.log" 2>&1; then
			res ok "topic $n: its objects build on the base alone (${#build[@]})"
		else
			res "not ok" "topic $n: its objects do not build on the base alone (see $dir/build.log)"
		fi
	fi
	(cd "$src" && QUILT_SERIES=$dir/series.topic quilt pop -a -q >/dev/null 2>&1; rm -rf .pc) || true
	# self-test: without the patches it names, a topic that needs them must
	# not apply (the check above would catch a dependency nobody declared)
	[ -n "$(topic_needs "$n")" ] || continue
	topic_patches "$n" | grep -vxF -f <(topic_needs "$n") > "$dir/series.topic"
	if (cd "$src" && QUILT_SERIES=$dir/series.topic quilt push -a --fuzz=0 >/dev/null 2>&1); then
		res "not ok" "self-test: topic $n applies without what it needs: drop the '# needs:' line, or the check cannot see a dependency"
	else
		res ok "self-test: topic $n without what it needs does not apply alone"
	fi
	(cd "$src" && QUILT_SERIES=$dir/series.topic quilt pop -a -q >/dev/null 2>&1; rm -rf .pc) || true
done
lap "each topic applied alone and built"
# The whole stack without PREEMPT_RT (the objects whose sources no patch
# touches last were compiled at an earlier patch only).
what="the stack's objects build without PREEMPT_RT (CONFIG_PREEMPT, ${#objs[@]} objects)"
if [ -z "$nrt_ok" ]; then
	res "not ok" "$what: $nrt_why"
elif ! (cd "$src" && quilt push -a -q --fuzz=0 >/dev/null 2>&1); then
	res "not ok" "$what: the stack does not apply"
elif "${mknrt[@]}" "${objs[@]}" >>"$dir/nonrt.log" 2>&1; then
	res ok "$what"
else
	res "not ok" "$what (see $dir/nonrt.log)"
fi
(cd "$src" && quilt pop -a -q >/dev/null 2>&1; rm -rf .pc) || true
lap "stack built without PREEMPT_RT"
# Every shell file of the workbench through shellcheck (the scenario files are
# settings read by other scripts: their assignments are not unused)
if out=$(cd "$TOP" && shellcheck -S warning scripts/*.sh selftests/guest/init selftests/guest-tests/*.sh .ci/run 2>&1 &&
	shellcheck -S warning -e SC2034 -s sh selftests/scenario.sh selftests/scenarios/*.sh selftests/peer/*.sh selftests/bench/*.sh 2>&1); then
	res ok "shellcheck: every script, guest test and scenario file"
else
	echo "$out" | grep -E '^In |SC[0-9]{4}' | head -n 20 | sed 's/^/# /'
	res "not ok" "shellcheck: every script, guest test and scenario file (make shellcheck)"
fi
# The workbench's own self-tests, which need no kernel tree (scripts/selftest.sh,
# make selftest): the console parser, the formats, bench-report.py
while IFS=$'\t' read -r r what; do
	case $r in '#'*) echo "$r${what:+ $what}" ;; *) res "$r" "$what" ;; esac
done < <("$TOP/scripts/selftest.sh" --lines)
# Every patch the project keeps names its assistant: set-identity.sh puts
# the sender's Signed-off-by after that line and stops at a patch without.
if nol=$(grep -L '^Assisted-by: ' "$TOP"/patches/[0-9]*.patch "$TOP"/patches/blktests/[0-9]*.patch \
	"$TOP"/selftests/negative/[0-9]*.patch 2>/dev/null) && [ -n "$nol" ]; then
	echo "$nol" | sed "s|^$TOP/|# |"
	res "not ok" "every patch (series, blktests, negative controls) has an Assisted-by: line"
else
	res ok "every patch (series, blktests, negative controls) has an Assisted-by: line"
fi
# The project's blktests cases (patches/blktests/, a series for blktests'
# maintainers): they apply to the blktests copy with zero fuzz, each patch
# adds one test with its golden output, and they pass the shellcheck run
# of blktests' own Makefile (its options).
btree=$dir/blktests
rm -rf "$btree"
if ! bsrc=$(blktests_tree 2>"$dir/blktests-src.err"); then
	res "not ok" "blktests series: $(sed 's/^error: //' "$dir/blktests-src.err" | tail -n 1)"
else
	mkdir -p "$btree"
	tar -C "$bsrc" --exclude=./results --exclude=./.git -cf - . | tar -C "$btree" -xf -
	for p in "$TOP"/patches/blktests/[0-9]*.patch; do
		[ -f "$p" ] || continue
		name=${p##*/}
		if ! out=$(patch -d "$btree" -p1 -F0 --no-backup-if-mismatch < "$p" 2>&1); then
			echo "$out" | tail -n 5 | sed 's/^/# /'
			res "not ok" "blktests $name: applies to $bsrc with zero fuzz"
			continue
		fi
		res ok "blktests $name: applies to $bsrc with zero fuzz"
		mapfile -t added < <(awk '/^diff --git/ { f = $4 } /^new file mode/ { sub(/^b\//, "", f); print f }' "$p")
		t=$(printf '%s\n' "${added[@]}" | grep -E '^tests/[a-z]+/[0-9]{3}$' || true)
		if [ "$(echo "$t" | grep -c .)" -ne 1 ] || [[ " ${added[*]} " != *" $t.out "* ]] ||
			! grep -q '^Subject: \[\(RFC \)\{0,1\}PATCH blktests' "$p"; then
			res "not ok" "blktests $name: one new test with its .out, subject [PATCH blktests ...]"
		elif out=$(cd "$btree" && shellcheck -x -e SC2119 -f gcc "$t" 2>&1); then
			res ok "blktests $name: adds $t with its .out; shellcheck as blktests runs it"
		else
			echo "$out" | head -n 10 | sed 's/^/# /'
			res "not ok" "blktests $name: shellcheck of $t"
		fi
	done
fi
lap "blktests series"
# The last line: check.sh counts a lint run without it as failed.
res ok "lint completed"
exit $rc
