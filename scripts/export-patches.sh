#!/usr/bin/env bash
# Developer helper: write the commits of the git tree's 'series' branch
# (scripts/git-tree.sh, then commit your work there) back to patches/ and
# list them in ./series, keeping the topic banners of the current series file
# for patches whose subject did not change.
# Usage: scripts/export-patches.sh [GITDIR]   (default out/git)
. "$(dirname "$0")/lib.sh"

need git
dir=${1:-$OUT/git}
git -C "$dir" rev-parse -q --verify blk-isol-base >/dev/null || die "$dir has no blk-isol-base tag (run scripts/git-tree.sh)"
head=$(git -C "$dir" symbolic-ref -q --short HEAD || echo detached)
[ "$head" = series ] || die "$dir is on '$head', not on 'series': commit your work on the series branch"
tmp=$(mktemp -d)
git -C "$dir" format-patch -q --zero-commit --no-signature -o "$tmp" blk-isol-base..series
rm -f "$TOP"/patches/[0-9]*.patch
mv "$tmp"/*.patch "$TOP/patches/"
rmdir "$tmp"
# Keep banners: a banner line sits before the patch it introduces.
awk 'NR == FNR { if ($0 ~ /^#/) b = b $0 "\n"; else if ($1 != "") { sub(/^[0-9]+-/, "", $1); ban[$1] = b; b = "" } next }
     { k = $0; sub(/^[0-9]+-/, "", k); printf "%s%s\n", ban[k], $0 }' \
	"$TOP/series" <(cd "$TOP/patches" && ls [0-9]*.patch) > "$TOP/series.new"
mv "$TOP/series.new" "$TOP/series"
log "export: $(grep -vc '^#' "$TOP/series") patches written to patches/ and listed in series"
