#!/usr/bin/env bash
# Print the path of a sparse that the kernel accepts (scripts/checker-valid.sh).
# Debian 12's sparse 0.6.4 lacks __typeof_unqual__, which v7.3 needs, so when
# the system's sparse is too old, fetch sid's sparse and the libc it needs into
# the cache (private apt configuration, system untouched) and run it through
# that libc's loader.
# Usage: scripts/sparse.sh KERNEL_TREE
. "$(dirname "$0")/lib.sh"

tree=${1:?usage: sparse.sh KERNEL_TREE}
valid() { [ "$("$tree/scripts/checker-valid.sh" "$1" --arch=x86_64 -m64 2>/dev/null)" = 1 ]; }
if command -v sparse >/dev/null && valid sparse; then
	command -v sparse
	exit 0
fi
dir=$CACHE/sparse
wrap=$dir/sparse
if [ -x "$wrap" ] && valid "$wrap"; then
	echo "$wrap"
	exit 0
fi
need apt-get dpkg-deb
log "sparse: the system's sparse is missing or too old for this tree; fetching sid's"
rm -rf "$dir"
mkdir -p "$dir"/{lists/partial,archives/partial,sources.d,etc,debs,root}
mirror=$(debian_mirror) || exit 1
echo "deb $mirror sid main" > "$dir/sources.d/sid.list"
: > "$dir/etc/sources.list"
conf=(-o Dir::Etc::sourcelist="$dir/etc/sources.list" -o Dir::Etc::sourceparts="$dir/sources.d"
      -o Dir::State::Lists="$dir/lists" -o Dir::Cache="$dir" -o Debug::NoLocking=1)
apt-get "${conf[@]}" update -qq >"$dir/apt.log" 2>&1 || die "sparse: apt-get update (sid) failed, see $dir/apt.log"
(cd "$dir/debs" && apt-get "${conf[@]}" download sparse libc6 libxml2-16 libsqlite3-0) >>"$dir/apt.log" 2>&1 ||
	die "sparse: could not download sid's sparse and its libraries, see $dir/apt.log"
for d in "$dir"/debs/*.deb; do dpkg-deb -x "$d" "$dir/root"; done
lib=$dir/root/usr/lib/x86_64-linux-gnu
[ -x "$lib/ld-linux-x86-64.so.2" ] || die "sparse: no loader in sid's libc6"
printf '#!/bin/sh\nexec %q --library-path %q %q "$@"\n' "$lib/ld-linux-x86-64.so.2" "$lib" \
	"$dir/root/usr/bin/sparse" > "$wrap"
chmod +x "$wrap"
valid "$wrap" || die "sparse: sid's sparse does not pass $tree/scripts/checker-valid.sh either"
log "sparse: using $wrap"
echo "$wrap"
