#!/usr/bin/env bash
# Make a git repository of the base with the series applied as commits
# (git am), the route for users who work in git rather than quilt.
# Usage: scripts/git-tree.sh [DIR]     (default out/git)
# The base is one commit tagged blk-isol-base; each patch is one commit on top.
. "$(dirname "$0")/lib.sh"

need git
dir=${1:-$OUT/git}
base=$(base_tree)
is_kernel_tree "$base" || die "no base tree at $base (run scripts/fetch-base.sh, or set KERNEL_SRC)"
if [ ! -d "$dir/.git" ]; then
	log "git-tree: importing the base into $dir (one commit, takes a minute)"
	mkdir -p "$dir"
	cp -a "$base/." "$dir/"   # a real copy: git rewrites files in place
	git -C "$dir" init -q
	git -C "$dir" -c core.autocrlf=false add -A -f .
	git -C "$dir" -c user.name=base -c user.email=base@localhost commit -q -m "Linux $(kernel_version "$base") (base)"
	git -C "$dir" tag -f blk-isol-base >/dev/null
fi
git -C "$dir" checkout -q -B series blk-isol-base
git -C "$dir" reset -q --hard blk-isol-base
git -C "$dir" clean -q -fdx
n=0
while read -r p _; do
	case $p in ''|\#*) continue ;; esac
	git -C "$dir" am -q --whitespace=nowarn "$TOP/patches/$p" ||
		{ git -C "$dir" am --abort; die "git am failed on patches/$p"; }
	n=$((n + 1))
done < "$TOP/series"
log "git-tree: $n patches applied as commits on branch 'series' in $dir"
echo "$dir"
