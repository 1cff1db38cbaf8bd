# shellcheck shell=bash
# shellcheck disable=SC2034  # the settings are used by the scripts that source this file
# Common settings for the workbench scripts. Sourced, not run.
set -euo pipefail

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${BLKISOL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/blk-isol}
# TREE: the tree the series is applied to, built and booted: v7.3-rc7 (the
# base the patches are made against, the default) or 7.3.4 (the newest
# packaged stable release, Debian's trixie-backports), each a Debian
# package fetched once, checked against its SHA256, with a cache and an
# out/ directory of its own.
TREE=${TREE:-v7.3-rc7}
# the releases of those trees, newest last (send-check: what a cover may
# say the stack was based on or tested on)
TREES="v7.3-rc7 v7.3.4"
case $TREE in
v7.3-rc7)
	BASE_PKG=linux-source-7.3 BASE_VER=7.3~rc7-1~exp1 BASE_SUITE=experimental
	BASE_SHA256=8bf8ca5ea8b1b307ca698db982ba48d6d223263b4d3dfb1973d055e316c44e75
	BASE_KVER=7.3.0-rc7 BASE_DIR=base
	OUT=${BLKISOL_OUT:-$TOP/out} ;;
7.3.4)
	BASE_PKG=linux-source-7.3 BASE_VER=7.3.4-1~bpo13+1 BASE_SUITE=trixie-backports
	BASE_SHA256=703e369ddd4cce971452f5a593ee55df3a5c10c83caf0fa0df039633ed181ee3
	BASE_KVER=7.3.4 BASE_DIR=base-7.3.4
	OUT=${BLKISOL_OUT:-$TOP/out/tree-7.3.4} ;;
*)
	echo "error: TREE=$TREE: the trees are v7.3-rc7 (default) and 7.3.4" >&2
	exit 1 ;;
esac
JOBS=${JOBS:-$(nproc)}
# The scenario format and its loader (scenario_load FILE), shared with the guest.
SCENARIO_LIB=$TOP/selftests/scenario.sh
# shellcheck source=../selftests/scenario.sh
. "$SCENARIO_LIB"
export CCACHE_DIR=${CCACHE_DIR:-$CACHE/ccache}

# variant_row NAME: the row of ./variants that describes NAME, in V_TREE,
# V_FRAGS (a kconfig-fragments/ directory, or empty), V_TIME, V_SILENCE,
# V_CMDLINE, V_CHECK, V_BOOTS and V_JUDGE; dies for a name it lacks.
VARIANTS=$TOP/variants
variant_row() {
	local row
	[[ "$1" =~ ^[a-z0-9]+(-[a-z0-9]+)?$ ]] || die "bad variant name '$1'"
	row=$(awk -v v="$1" '/^#/ || !NF { next }
		$1 == v || ($1 ~ /-[*]$/ && index(v, substr($1, 1, length($1) - 1)) == 1 &&
			length(v) >= length($1)) { print; exit }' "$VARIANTS")
	[ -n "$row" ] || die "unknown variant '$1' (./variants: $(variants | tr '\n' ' ')or base-FLAVOUR, series-FLAVOUR)"
	read -r _ V_TREE V_FRAGS V_TIME V_SILENCE V_CMDLINE V_CHECK V_BOOTS V_JUDGE _ <<< "$row"
	case $V_FRAGS in
	-) V_FRAGS= ;;
	'*') V_FRAGS=${1#*-}
		[ -d "$TOP/kconfig-fragments/$V_FRAGS" ] || die "unknown variant '$1': no kconfig-fragments/$V_FRAGS/" ;;
	esac
	[ -n "$V_JUDGE" ] || die "variants: the line of '$1' lacks a column"
}
# variants: the names of ./variants without a flavour, in its order.
variants() { awk '!/^#/ && NF && $1 !~ /[*]/ { print $1 }' "$VARIANTS"; }
# variant_boots NAME SCENARIO: true when make check boots SCENARIO on NAME
# (the variables of its boots column, read in a subshell).
variant_boots() {
	variant_row "$1"
	[ "$V_BOOTS" != - ] || return 1
	[ "$V_BOOTS" != all ] || return 0
	(
		scenario_load "$TOP/selftests/scenarios/$2.sh"
		for v in ${V_BOOTS//,/ }; do [ -z "${!v:-}" ] || exit 0; done
		exit 1
	)
}
# variant_checked NAME: true when make check builds NAME (its check
# column; KASAN=1, CHECK_SPLIT=1 or CHECK_NORT=1 in the environment turns on its lines; a negctl
# tree needs scratch patches in selftests/negative/series).
variant_checked() {
	variant_row "$1"
	[ "$V_TREE" != negctl ] ||
		grep -qv '^[[:space:]]*\(#\|$\)' "$TOP/selftests/negative/series" 2>/dev/null || return 1
	case $V_CHECK in
	always) ;;
	never) return 1 ;;
	KASAN=1 | CHECK_SPLIT=1 | CHECK_NORT=1) local on=${V_CHECK%=1}; [ "${!on:-}" = 1 ] ;;
	*) die "variants: check column of '$1' is '$V_CHECK' (always, never, KASAN=1, CHECK_SPLIT=1 or CHECK_NORT=1)" ;;
	esac
}

# What a kernel log must not have ("BUG kmalloc-64 (Not tainted): ..." is
# how SLUB debugging reports a corrupted object): scripts/run.sh reads the
# console with it, and the guest init (/etc/blkisol-klog.pat, written by
# scripts/initramfs.sh) picks the same reports from dmesg.
KLOG_PAT='Kernel panic|BUG:|BUG [^ ]+ [(](Not t|T)ainted|WARNING:|Oops|INFO: task .* blocked for more than|rcu: INFO:|KASAN:|UBSAN:|possible circular locking|soft lockup'

die() { echo "error: $*" >&2; exit 1; }
log() { echo "[$(date +%H:%M:%S)] $*" >&2; }

need() {
	local c
	for c in "$@"; do
		command -v "$c" >/dev/null 2>&1 || die "missing tool '$c' (run scripts/deps.sh to install it)"
	done
}

# copy_libs STAGE FILE: the shared libraries FILE needs, and their loader,
# into the same paths under STAGE (a guest initramfs being staged)
copy_libs() {
	local lib
	for lib in $(ldd "$2" 2>/dev/null | grep -oE '/[^ ]+'); do
		mkdir -p "$1$(dirname "$lib")"
		cp -Ln "$lib" "$1$lib"
	done
}

# is_kernel_tree DIR: true when DIR looks like a Linux source tree.
is_kernel_tree() {
	[ -f "$1/Makefile" ] && [ -f "$1/Kconfig" ] && [ -d "$1/block" ] &&
		[ -f "$1/scripts/checkpatch.pl" ] && grep -q '^VERSION = ' "$1/Makefile"
}

# kernel_version DIR: VERSION.PATCHLEVEL.SUBLEVEL-EXTRAVERSION of a tree.
kernel_version() {
	awk -F' = ' '/^VERSION =/{v=$2} /^PATCHLEVEL =/{p=$2} /^SUBLEVEL =/{s=$2}
		/^EXTRAVERSION =/{e=$2} END{print v"."p"."s e}' "$1/Makefile"
}

# base_tree: the pristine tree to apply the series to (never modified).
base_tree() {
	if [ -n "${KERNEL_SRC:-}" ]; then
		[ -d "$KERNEL_SRC" ] || die "KERNEL_SRC=$KERNEL_SRC is not a directory"
		is_kernel_tree "$KERNEL_SRC" || die "KERNEL_SRC=$KERNEL_SRC is not a Linux kernel tree (no Makefile/Kconfig/block/)"
		(cd "$KERNEL_SRC" && pwd)
	else
		echo "$CACHE/$BASE_DIR/linux"
	fi
}

# src_stamp: what the current variant's tree holds (variant_row first): the
# base's path plus the content of the patches it applies.
src_stamp() {
	base_tree
	[ "$V_TREE" != base ] || return 0
	cat "$TOP/series" "$TOP"/patches/*.patch 2>/dev/null | sha256sum
	[ "$V_TREE" != negctl ] || cat "$TOP/selftests/negative/series" "$TOP"/selftests/negative/*.patch | sha256sum
	return 0
}
# kernel_frags: the kconfig fragments of the current variant, one a line.
kernel_frags() {
	printf '%s\n' "$TOP"/kconfig-fragments/*.config
	[ -z "$V_FRAGS" ] || printf '%s\n' "$TOP/kconfig-fragments/$V_FRAGS"/*.config
}
# kernel_sum: what a kernel of the current variant is built from (its
# fragments and src_stamp): build.sh records it beside bzImage, run.sh
# refuses a kernel built from anything else.
kernel_sum() {
	local frags
	mapfile -t frags < <(kernel_frags)
	{ cat "${frags[@]}"; src_stamp; } | sha256sum
}

# blktests_tree: the blktests tree make check, make lint and make blktests
# use, printed: BLKTESTS_SRC if set; else ../shared/blktests beside the
# project (CI's copy, no network there); else a clone of BLKTESTS_URL at
# BLKTESTS_COMMIT, the commit the project's cases are made against, kept in
# the cache. Dies saying what to do when none can be had.
BLKTESTS_URL=https://github.com/linux-blktests/blktests
BLKTESTS_COMMIT=a608cb56341e0f4cacf473f5e0ac6052f1f12de9
blktests_tree() {
	local d=$TOP/../shared/blktests have
	if [ -n "${BLKTESTS_SRC:-}" ]; then
		[ -x "$BLKTESTS_SRC/check" ] && [ -d "$BLKTESTS_SRC/tests/block" ] ||
			die "BLKTESTS_SRC=$BLKTESTS_SRC is not a blktests tree (no ./check, tests/block)"
		(cd "$BLKTESTS_SRC" && pwd)
		return
	fi
	if [ -x "$d/check" ]; then
		have=$(cut -d' ' -f2 "$d/.upstream-commit" 2>/dev/null)
		[ "$have" = "$BLKTESTS_COMMIT" ] ||
			log "blktests: ../shared/blktests is at ${have:-an unknown commit}, the project's cases are made against ${BLKTESTS_COMMIT:0:12}"
		(cd "$d" && pwd)
		return
	fi
	d=$CACHE/blktests-${BLKTESTS_COMMIT:0:12}
	if [ ! -x "$d/check" ]; then
		need git timeout
		log "blktests: cloning $BLKTESTS_URL at ${BLKTESTS_COMMIT:0:12} into $d"
		mkdir -p "$CACHE"
		rm -rf "$d.tmp"
		if ! timeout 300 git clone -q "$BLKTESTS_URL" "$d.tmp" > "$CACHE/blktests-clone.log" 2>&1 ||
		   ! git -C "$d.tmp" checkout -q "$BLKTESTS_COMMIT" >> "$CACHE/blktests-clone.log" 2>&1; then
			rm -rf "$d.tmp"
			die "no blktests tree: cloning $BLKTESTS_URL at ${BLKTESTS_COMMIT:0:12} failed ($(tail -n 1 "$CACHE/blktests-clone.log")); set BLKTESTS_SRC to a blktests checkout of that commit, or put one at ../shared/blktests"
		fi
		mv "$d.tmp" "$d"
	fi
	echo "$d"
}

# debian_mirror: the Debian archive to fetch packages from: DEBIAN_MIRROR if
# set, else the first archive of the system's own apt sources (one-line and
# deb822 files) whose path ends in /debian, so that a mirror or proxy the
# system uses serves the fetch too. Dies when there is none.
debian_mirror() {
	if [ -n "${DEBIAN_MIRROR:-}" ]; then
		echo "${DEBIAN_MIRROR%/}"
		return
	fi
	local u
	u=$( { cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
		sed -e 's/#.*//' -e 's/\[[^]]*\]//' | awk '$1 == "deb" { print $2 }'
		cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
		awk 'tolower($1) == "uris:" { for (i = 2; i <= NF; i++) print $i }'
	} | grep -E '^[a-z+]+://[^ ]*/debian/?$' | head -n 1)
	[ -n "$u" ] || die "no Debian archive (a URI ending in /debian) in /etc/apt/sources.list{,.d}: set DEBIAN_MIRROR to one, e.g. DEBIAN_MIRROR=http://<your mirror>/debian"
	echo "${u%/}"
}

# private_copies SRC BASE PATCH...: SRC is a hard-linked copy of BASE; give
# every file the patches touch a copy of its own, so that quilt (which keeps
# hard-linked backups and touches them) never changes BASE.
private_copies() {
	local src=$1 base=$2 f
	shift 2
	for f in $(sed -n 's|^+++ b/||p; s|^--- a/||p' "$@" | sort -u); do
		if [ -f "$src/$f" ] && [ "$(stat -c %h "$src/$f")" -gt 1 ]; then
			cp --remove-destination "$base/$f" "$src/$f"
		fi
	done
}

# names DIR: the names of the *.sh files in DIR (scenarios, benchmarks), sorted
names() {
	(cd "$1" && find . -maxdepth 1 -name '*.sh' | sed 's|^\./||; s|\.sh$||' | sort)
}

# The topics of ./series: a banner "# Topic ID: TITLE" starts one (ID is a
# number with an optional lowercase letter, e.g. 2 or 4a), the patches below
# it up to the next banner are its own, "# needs: PATCH" lines under a
# banner name patches of another topic it cannot apply without, and
# "# not-mailed: PATCH (why)" lines name patches of its own that stay in the
# stack (applied, built and tested with the topic) but are left out of its
# mail, and "# rfc: PATCH (why)" lines name patches of its own (or, as
# later/FILE.patch, a patch outside the stack) that go to a second posting
# of the topic, an RFC on top of its mailed patches, instead of its mail.
# Malformed lines die rather than being read as something else.
TOPIC_RE='^# Topic [0-9]+[a-z]?: '
# topic_lines: "KIND<TAB>TOPIC<TAB>VALUE" for every banner (KIND topic, VALUE
# the title), needs and not-mailed line (VALUE the patch), and own patch
# (KIND patch), in series order; dies on a malformed series
topic_lines() {
	[ -f "$TOP/series" ] || die "no series file at $TOP/series"
	awk '
		function bad(why) { printf "%s:%d: %s: %s\n", FILENAME, FNR, why, $0 > "/dev/stderr"; err = 1 }
		/^# Topic / {
			if ($0 !~ /^# Topic [0-9]+[a-z]?: [^ ]/) { bad("malformed topic banner (want \"# Topic N: TITLE\" or \"# Topic Na: TITLE\")"); next }
			t = $3; sub(/:$/, "", t)
			if (t in seen) bad("topic " t " appears twice")
			seen[t] = 1; title = $0; sub(/^# Topic [^ ]+ /, "", title)
			printf "topic\t%s\t%s\n", t, title; next
		}
		/^# (needs|not-mailed|rfc):/ {
			kind = $2; sub(/:$/, "", kind)
			if (t == "") { bad(kind " line before any topic banner"); next }
			if ($3 !~ /\.patch$/) { bad(kind " line without a patch name"); next }
			printf "%s\t%s\t%s\n", kind, t, $3; next
		}
		/^#[[:space:]]*(needs|not-mailed|not mailed|notmailed|skip|Topic|rfc|RFC)/ { bad("unknown or malformed topic line"); next }
		/^[[:space:]]*(#|$)/ { next }
		{
			if (t == "") { bad("patch before any topic banner"); next }
			printf "patch\t%s\t%s\n", t, $1
		}
		END { exit err }
	' "$TOP/series" || die "malformed $TOP/series (see above)"
}
# topics: "ID<TAB>TITLE" per topic, in series order
topics() {
	local l
	l=$(topic_lines) || exit 1
	awk -F'\t' '$1 == "topic" { print $2 "\t" $3 }' <<<"$l"
}
# topic_check ID: dies unless ID is a topic of ./series
topic_check() {
	local l
	l=$(topic_lines) || exit 1
	awk -F'\t' -v n="$1" '$1 == "topic" && $2 == n { f = 1 } END { exit !f }' <<<"$l" ||
		die "no topic '$1' in $TOP/series (topics: $(awk -F'\t' '$1 == "topic" { printf "%s ", $2 }' <<<"$l"))"
}
# topic_patches ID: the patches topic ID needs from other topics, then its own
# (those it does not mail included: lint applies and builds them with it)
topic_patches() {
	topic_needs "$1"
	topic_own "$1"
}
# topic_needs ID: only the patches topic ID needs from other topics
topic_needs() {
	local l
	topic_check "$1"
	l=$(topic_lines) || exit 1
	awk -F'\t' -v n="$1" '$1 == "needs" && $2 == n { print $3 }' <<<"$l"
}
# topic_own ID: the patches of topic ID itself, mailed or not
topic_own() {
	local l
	topic_check "$1"
	l=$(topic_lines) || exit 1
	awk -F'\t' -v n="$1" '$1 == "patch" && $2 == n { print $3 }' <<<"$l"
}
# topic_not_mailed ID: the patches of topic ID that stay out of its mail;
# dies if one is not a patch of that topic
topic_not_mailed() {
	local l p
	topic_check "$1"
	l=$(topic_lines) || exit 1
	for p in $(awk -F'\t' -v n="$1" '$1 == "not-mailed" && $2 == n { print $3 }' <<<"$l"); do
		awk -F'\t' -v n="$1" -v p="$p" '$1 == "patch" && $2 == n && $3 == p { f = 1 } END { exit !f }' <<<"$l" ||
			die "series: topic $1 does not mail $p, but it is not a patch of topic $1"
		echo "$p"
	done
}
# topic_rfc ID: what topic ID posts as an RFC beside its mail, in order:
# patches of its own, and files later/NAME.patch (checked to exist); dies
# on a patch of another topic
topic_rfc() {
	local l p
	topic_check "$1"
	l=$(topic_lines) || exit 1
	for p in $(awk -F'\t' -v n="$1" '$1 == "rfc" && $2 == n { print $3 }' <<<"$l"); do
		if [[ $p == later/* ]]; then
			[ -f "$TOP/$p" ] || die "series: topic $1 posts $p as an RFC, but there is no $TOP/$p"
		else
			awk -F'\t' -v n="$1" -v p="$p" '$1 == "patch" && $2 == n && $3 == p { f = 1 } END { exit !f }' <<<"$l" ||
				die "series: topic $1 posts $p as an RFC, but it is not a patch of topic $1"
		fi
		echo "$p"
	done
}
# topic_mailed ID: the patches of topic ID that go into its mail (neither
# not-mailed nor RFC)
topic_mailed() {
	local skip rfc
	skip=$(topic_not_mailed "$1") || exit 1
	rfc=$(topic_rfc "$1") || exit 1
	topic_own "$1" | grep -vxF -e "${skip:-/nothing/}" -e "${rfc:-/nothing/}" || true
}
