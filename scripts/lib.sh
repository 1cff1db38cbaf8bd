# shellcheck shell=bash
# shellcheck disable=SC2034  # the settings are used by the scripts that source this file
# Common settings for the workbench scripts. Sourced, not run.
set -euo pipefail

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${BLKISOL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/blk-isol}
OUT=${BLKISOL_OUT:-$TOP/out}
BASE_PKG=linux-source-7.3
BASE_VER=7.3~rc7-1~exp1
BASE_SHA256=8bf8ca5ea8b1b307ca698db982ba48d6d223263b4d3dfb1973d055e316c44e75
BASE_KVER=7.3.0-rc7
JOBS=${JOBS:-$(nproc)}
export CCACHE_DIR=${CCACHE_DIR:-$CACHE/ccache}

die() { echo "error: $*" >&2; exit 1; }
log() { echo "[$(date +%H:%M:%S)] $*" >&2; }

need() {
	local c
	for c in "$@"; do
		command -v "$c" >/dev/null 2>&1 || die "missing tool '$c' (run scripts/deps.sh to install it)"
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
		echo "$CACHE/base/linux"
	fi
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

# The topics of ./series: a banner "# Topic N: TITLE" starts one, the patches
# below it up to the next banner are its own, and "# needs: PATCH" lines under
# a banner name patches of another topic it cannot apply without.
# topics: "N<TAB>TITLE" per topic, in series order
topics() {
	sed -n 's/^# Topic \([0-9][0-9]*\): \(.*\)/\1\t\2/p' "$TOP/series"
}
# topic_patches N: the patches topic N needs from other topics, then its own
topic_patches() {
	awk -v n="$1" '
		/^# Topic [0-9]+:/ { t = $3; sub(/:$/, "", t); next }
		/^# needs: / { if (t == n) needs[++nn] = $3; next }
		/^[[:space:]]*(#|$)/ { next }
		t == n { own[++no] = $1 }
		END { for (i = 1; i <= nn; i++) print needs[i]; for (i = 1; i <= no; i++) print own[i] }
	' "$TOP/series"
}
# topic_needs N: only the patches topic N needs from other topics
topic_needs() {
	awk -v n="$1" '/^# Topic [0-9]+:/ { t = $3; sub(/:$/, "", t) } /^# needs: / && t == n { print $3 }' "$TOP/series"
}
