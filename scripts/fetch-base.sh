#!/usr/bin/env bash
# Fetch the base tree (Debian's linux-source-7.3, v7.3-rc7) into the cache, once.
# With KERNEL_SRC=/path set, check that tree instead and fetch nothing.
. "$(dirname "$0")/lib.sh"

if [ -n "${KERNEL_SRC:-}" ]; then
	src=$(base_tree)
	v=$(kernel_version "$src")
	[ "$v" = "$BASE_KVER" ] || log "warning: KERNEL_SRC is $v, the series is made against $BASE_KVER"
	echo "$src"
	exit 0
fi

dest=$CACHE/base
if [ -f "$dest/.complete" ] && is_kernel_tree "$dest/linux"; then
	echo "$dest/linux"
	exit 0
fi
need apt-get dpkg-deb sha256sum tar

work=$CACHE/apt
mkdir -p "$work/lists/partial" "$work/archives/partial" "$work/sources.d" "$work/etc"
# A private apt configuration: the system's sources and lists stay untouched.
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
echo "deb $mirror experimental main" > "$work/sources.d/exp.list"
: > "$work/etc/sources.list"
conf=(-o Dir::Etc::sourcelist="$work/etc/sources.list" -o Dir::Etc::sourceparts="$work/sources.d"
      -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work" -o APT::Get::List-Cleanup=0
      -o Debug::NoLocking=1)
deb=$(ls "$work"/${BASE_PKG}_*.deb 2>/dev/null | head -n1 || true)
if [ -z "$deb" ]; then
	log "fetch: apt-get update (private config, suite experimental)"
	if ! apt-get "${conf[@]}" update -qq >"$work/update.log" 2>&1 ||
		grep -qE '^(Err|E|W): .*(Failed to fetch|Could not|Unable to connect|Temporary failure)' "$work/update.log"; then
		die "apt-get update could not reach $mirror (no network?); see $work/update.log"
	fi
	log "fetch: downloading $BASE_PKG=$BASE_VER"
	(cd "$work" && apt-get "${conf[@]}" download "$BASE_PKG=$BASE_VER") >"$work/download.log" 2>&1 ||
		die "could not download $BASE_PKG=$BASE_VER (no network, or the version left the archive); see $work/download.log"
	deb=$(ls "$work"/${BASE_PKG}_*.deb | head -n1)
fi
sum=$(sha256sum "$deb" | cut -d' ' -f1)
if [ "$sum" != "$BASE_SHA256" ]; then
	mv "$deb" "$deb.bad"
	die "checksum mismatch for $(basename "$deb"): got $sum, expected $BASE_SHA256 (moved aside to .bad)"
fi
log "fetch: checksum ok, unpacking"
rm -rf "$dest" && mkdir -p "$dest/pkg"
dpkg-deb -x "$deb" "$dest/pkg"
tarball=$(ls "$dest"/pkg/usr/src/linux-source-*.tar.* | head -n1)
[ -f "$tarball" ] || die "no source tarball inside $deb"
mkdir -p "$dest/linux"
tar -xf "$tarball" -C "$dest/linux" --strip-components=1
rm -rf "$dest/pkg"
is_kernel_tree "$dest/linux" || die "unpacked $tarball is not a kernel tree"
touch "$dest/.complete"
log "fetch: base $(kernel_version "$dest/linux") in $dest/linux"
echo "$dest/linux"
