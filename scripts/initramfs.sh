#!/usr/bin/env bash
# Build the guest initramfs: busybox, fio and its libraries, the scenarios,
# and the kselftests installed from the expanded series tree.
# Usage: scripts/initramfs.sh [VARIANT]   (tests come from VARIANT's tree, default series)
# Result: out/initramfs.cpio.gz
. "$(dirname "$0")/lib.sh"

variant=${1:-series}
need busybox fio cpio gzip ldd make
src=$("$TOP/scripts/apply.sh" "$variant")
img=$OUT/initramfs.cpio.gz
stage=$OUT/initramfs
sum=$( { echo "$src"; cat "$0" "$TOP"/selftests/guest/* "$TOP"/selftests/scenario.sh "$TOP"/selftests/scenarios/* "$TOP"/selftests/bench/* "$TOP"/selftests/peer/* "$TOP"/selftests/guest-tests/*;
	find "$src/tools/testing/selftests/block" -type f -exec cat {} + 2>/dev/null; } | sha256sum)
if [ -f "$img" ] && [ "$(cat "$img.sum" 2>/dev/null)" = "$sum" ]; then
	echo "$img"
	exit 0
fi
log "initramfs: staging in $stage"
rm -rf "$stage"
mkdir -p "$stage"/{bin,sbin,etc,proc,sys,dev,tmp,root,scenarios,kselftest,lib64}
mkdir -p "$stage"/usr/{bin,sbin}
bb=$(command -v busybox)
file -L "$bb" 2>/dev/null | grep -q 'statically linked' ||
	die "$bb is not statically linked: install busybox-static"
cp "$bb" "$stage/bin/busybox"
for a in $("$bb" --list); do
	[ -e "$stage/bin/$a" ] || ln -s busybox "$stage/bin/$a"
done
# fio and the shared libraries it needs (and their loader).
cp -L "$(command -v fio)" "$stage/usr/bin/"
copy_libs "$stage" "$(command -v fio)"
# Debian's fio links librbd, which pulls in ICU, whose data library is 31 of
# the initramfs' 85 MB: unpacking it cost every boot 4 s of TCG time. fio
# never converts text with ICU, so the library only has to load: a stub
# with the same name and data symbols, zero-filled, used only if fio runs
# with it here (else the real one stays).
stub_icudata() {
	local lib dir src
	lib=$(find "$stage" -name 'libicudata.so.*' -type f | head -n1)
	[ -n "$lib" ] && command -v gcc >/dev/null && command -v nm >/dev/null || return 0
	dir=$(mktemp -d)
	src=$dir/stub.c
	nm -D --defined-only "$lib" | awk '$2 ~ /^[RDB]$/ { printf "const char %s[64] __attribute__((aligned(16)));\n", $3 }' > "$src"
	if [ -s "$src" ] && gcc -shared -fPIC -Wl,-soname,"$(basename "$lib")" -o "$dir/$(basename "$lib")" "$src" 2>/dev/null &&
		LD_LIBRARY_PATH=$dir fio --version >/dev/null 2>&1 &&
		LD_LIBRARY_PATH=$dir ldd "$(command -v fio)" | grep -qF "$dir/"; then
		cp "$dir/$(basename "$lib")" "$lib"
		log "initramfs: $(basename "$lib") replaced by a stub of its data symbols"
	fi
	rm -rf "$dir"
}
stub_icudata
install -m 0755 "$TOP/selftests/guest/init" "$stage/init"
printf '%s\n' "$KLOG_PAT" > "$stage/etc/blkisol-klog.pat"
# the scenario format and its loader, which the guest init uses as the host does
install -m 0644 "$TOP/selftests/scenario.sh" "$stage/etc/blkisol-scenario.sh"
cp "$TOP"/selftests/scenarios/*.sh "$TOP"/selftests/bench/*.sh "$TOP"/selftests/peer/*.sh "$stage/scenarios/"
if [ -d "$src/tools/testing/selftests/block" ]; then
	make -s -C "$src/tools/testing/selftests" TARGETS=block O="$OUT/ksft-build" \
		INSTALL_PATH="$stage/kselftest" install >"$OUT/ksft-build.log" 2>&1 ||
		die "kselftest install failed, see $OUT/ksft-build.log"
else
	log "initramfs: $variant has no tools/testing/selftests/block (no block kselftests)"
fi
# The project's own guest tests (not upstream kselftests) run as blkisol/NAME.
mkdir -p "$stage/kselftest/blkisol"
install -m 0755 "$TOP"/selftests/guest-tests/* "$stage/kselftest/blkisol/"
(cd "$stage" && find . | cpio -o -H newc --quiet | gzip -1) > "$img.tmp"
mv "$img.tmp" "$img"
echo "$sum" > "$img.sum"
log "initramfs: $(du -h "$img" | cut -f1) $img"
echo "$img"
