#!/usr/bin/env bash
# Expand the series onto a fresh hard-linked copy of the base.
# Usage: scripts/apply.sh VARIANT     (a name of ./variants, or base-FLAVOUR,
#                                      series-FLAVOUR)
# What goes on the base is the variant's tree column in ./variants:
#   base    the base tree as it is
#   series  the base plus every patch in ./series
#   negctl  the series plus the scratch patches in selftests/negative/series,
#           which break what the tests guard (the negative control)
#   split   the series without the patches named on "# not-in-split:" lines
#           of ./series: topic 1's class split without its interrupt change
# Each variant has a tree of its own (out/VARIANT/src), also where two
# variants hold the same patches with other kernel configurations.
# Prints the expanded tree's path. Zero fuzz: a patch that needs fuzz fails.
. "$(dirname "$0")/lib.sh"

variant=${1:?usage: apply.sh VARIANT (make list names them)}
variant_row "$variant"
need quilt patch sha256sum

base=$(base_tree)
is_kernel_tree "$base" || die "no base tree at $base (run scripts/fetch-base.sh, or set KERNEL_SRC)"
dir=$OUT/$variant
src=$dir/src

want=$(src_stamp)
if [ -f "$dir/src.stamp" ] && [ "$(cat "$dir/src.stamp")" = "$want" ] && [ -d "$src" ]; then
	echo "$src"
	exit 0
fi

log "apply: $variant: fresh copy of $base"
old_touched=$dir/touched
rm -rf "$dir/src.old" "$dir/src.stamp"
[ -d "$src" ] && mv "$src" "$dir/src.old"
mkdir -p "$dir"
cp -al "$base" "$src" 2>/dev/null || cp -a "$base" "$src"
# Files an earlier expansion patched now carry the base's old mtime again:
# give them a new one (copy, never touch: touching a link would touch the base).
if [ -f "$old_touched" ]; then
	while read -r f; do
		[ -f "$base/$f" ] && cp --remove-destination "$base/$f" "$src/$f"
	done < "$old_touched"
fi
: > "$old_touched.new"

# push_stack PATCHDIR SERIESFILE: quilt push -a, zero fuzz.
push_stack() {
	local pdir=$1 series=$2 out f
	[ -f "$series" ] || die "no series file $series"
	grep -qv '^[[:space:]]*\(#\|$\)' "$series" || return 0
	private_copies "$src" "$base" "$pdir"/*.patch
	if ! out=$(cd "$src" && QUILT_PATCHES=$pdir QUILT_SERIES=$series QUILT_PC=.pc-$(basename "$pdir") \
			quilt push -a --fuzz=0 2>&1); then
		echo "$out" | tail -n 15 >&2
		f=$(echo "$out" | grep -B1 'FAILED' | sed -n 's/^patching file //p' | head -n1)
		die "apply: $(echo "$out" | grep 'Applying patch' | tail -n1 | sed 's|Applying patch .*/||') does not apply to $base: ${f:-see the output above} (hunks above)"
	fi
	if echo "$out" | grep -q 'with fuzz'; then
		echo "$out" | grep -B2 'with fuzz' >&2
		die "apply: a patch needs fuzz (zero fuzz required)"
	fi
	(cd "$src" && QUILT_PATCHES=$pdir QUILT_SERIES=$series QUILT_PC=.pc-$(basename "$pdir") quilt files -a 2>/dev/null) \
		>> "$old_touched.new" || true
	echo "$out" | grep -c '^Applying patch' | xargs -I{} echo "apply: $variant: {} patches from $series" >&2
}
case $V_TREE in
base) ;;
series) push_stack "$TOP/patches" "$TOP/series" ;;
negctl) push_stack "$TOP/patches" "$TOP/series"
	push_stack "$TOP/selftests/negative" "$TOP/selftests/negative/series" ;;
split)
	mapfile -t skip < <(sed -n 's/^# not-in-split: \([^ ]*\.patch\).*/\1/p' "$TOP/series")
	[ ${#skip[@]} -gt 0 ] || die "apply: split: ./series names no patch on a '# not-in-split:' line"
	for f in "${skip[@]}"; do
		grep -qxF "$f" "$TOP/series" || die "apply: split: $f (a '# not-in-split:' line) is not in ./series"
	done
	grep -vxF -f <(printf '%s\n' "${skip[@]}") "$TOP/series" > "$dir/series.split"
	push_stack "$TOP/patches" "$dir/series.split" ;;
*) die "variants: tree of '$variant' is '$V_TREE' (base, series, negctl or split)" ;;
esac
# A patched file whose content did not change keeps its old mtime, so make
# rebuilds only what really changed (a header like blk_types.h is everywhere).
if [ -d "$dir/src.old" ]; then
	sort -u "$old_touched.new" | while read -r f; do
		[ -f "$dir/src.old/$f" ] && cmp -s "$dir/src.old/$f" "$src/$f" &&
			touch -r "$dir/src.old/$f" "$src/$f" || true
	done
	rm -rf "$dir/src.old"
fi
sort -u "$old_touched.new" "$old_touched" 2>/dev/null > "$old_touched.tmp" || true
mv "$old_touched.tmp" "$old_touched"; rm -f "$old_touched.new"
echo "$want" > "$dir/src.stamp"
echo "$src"
