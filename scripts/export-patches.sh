#!/usr/bin/env bash
# Developer helper: write the commits of the git tree's 'series' branch
# (scripts/git-tree.sh, then commit your work there) back to patches/ and
# list them in ./series, keeping the topic banners of the current series file
# (and its "# needs:" and "# not-mailed:" lines) for patches whose subject
# did not change.
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
# Keep banners: a banner line sits before the patch it introduces, found
# by the name after the number, else (a subject that changed) by the number.
awk 'NR == FNR { if ($0 ~ /^#/) b = b $0 "\n"
		else if ($1 != "") { n = $1; sub(/-.*/, "", n); k = $1; sub(/^[0-9]+-/, "", k); ban[k] = b; bannum[n] = b; b = "" }
		next }
     { k = $0; sub(/^[0-9]+-/, "", k); n = $0; sub(/-.*/, "", n)
       printf "%s%s\n", (k in ban) ? ban[k] : bannum[n], $0 }' \
	"$TOP/series" <(cd "$TOP/patches" && ls [0-9]*.patch) > "$TOP/series.new"
# "# needs:", "# not-mailed:" and "# not-in-split:" lines name patch files: follow a file by
# the name after its number, else by its number; a line that matches no
# file left is an error for the developer to fix, not something to guess.
awk -v dir="$TOP/patches" '
	BEGIN { cmd = "cd \"" dir "\" && ls [0-9]*.patch"; while ((cmd | getline f) > 0) {
		k = f; sub(/^[0-9]+-/, "", k); n = f; sub(/-.*/, "", n); byname[k] = f; bynum[n] = f; have[f] = 1 } }
	/^# (needs|not-mailed|not-in-split): / && !($3 in have) {
		k = $3; sub(/^[0-9]+-/, "", k); n = $3; sub(/-.*/, "", n)
		if (k in byname) { sub(/[^ ]+\.patch/, byname[k]) }
		else if (n in bynum) { sub(/[^ ]+\.patch/, bynum[n]) }
		else { printf "export: series line names no patch of the stack: %s\n", $0 > "/dev/stderr"; bad = 1 }
	}
	{ print }
	END { exit bad }
' "$TOP/series.new" > "$TOP/series.new2" || { rm -f "$TOP/series.new2"; die "fix the '# needs:'/'# not-mailed:' lines of $TOP/series.new, then move it to $TOP/series"; }
mv "$TOP/series.new2" "$TOP/series"
rm -f "$TOP/series.new"
log "export: $(grep -vc '^#' "$TOP/series") patches written to patches/ and listed in series"
