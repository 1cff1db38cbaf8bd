#!/usr/bin/env bash
# Fetch the tree (Debian's linux-source-7.3: v7.3-rc7, or with TREE=7.3.4
# the stable release) into the cache, once.
# With KERNEL_SRC=/path set, check that tree instead and fetch nothing.
. "$(dirname "$0")/lib.sh"

if [ -n "${KERNEL_SRC:-}" ]; then
	src=$(base_tree)
	v=$(kernel_version "$src")
	[ "$v" = "$BASE_KVER" ] || log "warning: KERNEL_SRC is $v, the series is made against $BASE_KVER"
	echo "$src"
	exit 0
fi

dest=$CACHE/$BASE_DIR
# .complete names the package the tree came from: a new BASE_VER unpacks again.
stamp="$BASE_PKG $BASE_VER $BASE_SHA256"
if [ -f "$dest/.complete" ] && is_kernel_tree "$dest/linux"; then
	# an empty stamp is from before stamps named the package: its tree counts
	# if it has the expected version
	if [ ! -s "$dest/.complete" ] && [ "$(kernel_version "$dest/linux")" = "$BASE_KVER" ]; then
		echo "$stamp" > "$dest/.complete"
	fi
	if [ "$(cat "$dest/.complete")" = "$stamp" ]; then
		echo "$dest/linux"
		exit 0
	fi
	log "fetch: the cached base is not $BASE_PKG=$BASE_VER: fetching that"
fi
need apt-get dpkg-deb sha256sum tar

work=$CACHE/apt
mkdir -p "$work/lists/partial" "$work/archives/partial" "$work/sources.d" "$work/etc"
# A private apt configuration: the system's sources and lists stay untouched.
# The archive the system's apt sources name (or DEBIAN_MIRROR); without
# one, only the local copy below can serve.
mirror=$(debian_mirror 2>"$work/mirror.err") || mirror=
rm -f "$work"/sources.d/*.list
[ -z "$mirror" ] || echo "deb $mirror $BASE_SUITE main" > "$work/sources.d/$BASE_SUITE.list"
: > "$work/etc/sources.list"
conf=(-o Dir::Etc::sourcelist="$work/etc/sources.list" -o Dir::Etc::sourceparts="$work/sources.d"
      -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work" -o APT::Get::List-Cleanup=0
      -o Debug::NoLocking=1)
# Debian's archive keeps only the newest upload of a package: once a newer
# 7.3 arrives, this version is gone from it. Then a local copy of the same
# package (same SHA256) serves: BASE_DEB, or the shared copy next to the
# project's clone.
fallback=${BASE_DEB:-$TOP/../shared/base/${BASE_PKG}_${BASE_VER}_all.deb}
# from_archive: download the package into $work; on failure, say why in $why
from_archive() {
	if [ -z "$mirror" ]; then
		why=$(sed 's/^error: //' "$work/mirror.err")
		return 1
	fi
	log "fetch: apt-get update (private config, $mirror, suite $BASE_SUITE)"
	if ! apt-get "${conf[@]}" update -qq >"$work/update.log" 2>&1 ||
		grep -qE '^(Err|E|W): .*(Failed to fetch|Could not|Unable to connect|Temporary failure)' "$work/update.log"; then
		why="apt-get update could not reach $mirror (no network?); see $work/update.log"
		return 1
	fi
	log "fetch: downloading $BASE_PKG=$BASE_VER"
	if ! (cd "$work" && apt-get "${conf[@]}" download "$BASE_PKG=$BASE_VER") >"$work/download.log" 2>&1; then
		why="$mirror does not serve $BASE_PKG=$BASE_VER (the version left the archive?); see $work/download.log"
		return 1
	fi
}
# apt names the file with the version, its epoch colon as %3a
debname=${BASE_PKG}_${BASE_VER//:/%3a}_all.deb
deb=
[ -f "$work/$debname" ] && deb=$work/$debname
from="the cache ($work)"
if [ -z "$deb" ]; then
	why=
	if from_archive; then
		from="Debian's archive ($mirror)"
	elif [ -f "$fallback" ]; then
		log "fetch: $why"
		log "fetch: using the local copy $fallback"
		cp "$fallback" "$work/$debname"
		from="the local copy $fallback"
	else
		die "$why; no local copy at $fallback either (set BASE_DEB=/path/to/${BASE_PKG}_${BASE_VER}_all.deb)"
	fi
	deb=$work/$debname
	[ -f "$deb" ] || die "no $debname in $work after fetching from $from"
fi
sum=$(sha256sum "$deb" | cut -d' ' -f1)
if [ "$sum" != "$BASE_SHA256" ]; then
	mv "$deb" "$deb.bad"
	die "checksum mismatch for $(basename "$deb"): got $sum, expected $BASE_SHA256 (moved aside to .bad)"
fi
log "fetch: $(basename "$deb") from $from: checksum ok, unpacking"
rm -rf "$dest" && mkdir -p "$dest/pkg"
dpkg-deb -x "$deb" "$dest/pkg"
tarball=$(ls "$dest"/pkg/usr/src/linux-source-*.tar.* | head -n1)
[ -f "$tarball" ] || die "no source tarball inside $deb"
mkdir -p "$dest/linux"
tar -xf "$tarball" -C "$dest/linux" --strip-components=1
rm -rf "$dest/pkg"
is_kernel_tree "$dest/linux" || die "unpacked $tarball is not a kernel tree"
echo "$stamp" > "$dest/.complete"
log "fetch: base $(kernel_version "$dest/linux") in $dest/linux"
echo "$dest/linux"
