#!/usr/bin/env bash
# The part of the guest's initramfs that blktests needs, appended at boot
# for the scenarios that set EXTRA_INITRD=blktests: the blktests tree with
# its src/ helpers built here, the GNU tools it runs (bash, gawk, bc,
# coreutils, util-linux, kmod) with their libraries in /opt/gnu, a
# udevadm that does nothing (no udev in the guest: devtmpfs makes the
# nodes), a zgrep that is grep, and the kernel's .config, plain, as
# /boot/config-RELEASE for its _have_kernel_option checks.
# Usage: scripts/blktests-initrd.sh VARIANT   (prints the cpio's path)
# BLKTESTS_SRC: the blktests tree (default: lib.sh's blktests_tree, the
# copy at ../shared/blktests or a clone at the pinned commit). The
# project's own blktests cases (patches/blktests/, a series against that
# copy for blktests' maintainers) are applied to it here, with no fuzz.
. "$(dirname "$0")/lib.sh"

variant=${1:?usage: blktests-initrd.sh VARIANT}
src=$(blktests_tree) || exit 1
tools=(bash gawk bc stat timeout realpath dd sort date mktemp seq head tail cut tr wc
	cat cp mv rm mkdir rmdir ln ls sleep touch tee env id basename dirname readlink
	nproc uname expr comm uniq xargs find grep sed losetup blockdev lsblk
	findmnt column getconf diff cmp md5sum truncate pgrep pkill ps taskset kmod)
need make gcc g++ cpio gzip ldd patch "${tools[@]}"
cfg=$OUT/$variant/obj/.config
[ -f "$cfg" ] || die "no $cfg (run scripts/build.sh $variant)"
release=$(cat "$OUT/$variant/obj/include/config/kernel.release" 2>/dev/null) ||
	die "no kernel.release for $variant (run scripts/build.sh $variant)"
img=$OUT/$variant/blktests.cpio.gz
own=("$TOP"/patches/blktests/[0-9]*.patch)
[ -f "${own[0]}" ] || own=()
sum=$( { echo "$src $release"; cat "$0" "$TOP/scripts/lib.sh" "$cfg" "${own[@]}"
	find "$src" -path "$src/results" -prune -o -path "$src/.git" -prune -o -type f -printf '%P %s %T@\n' |
		sort; } | sha256sum)
if [ -f "$img" ] && [ "$(cat "$img.sum" 2>/dev/null)" = "$sum" ]; then
	echo "$img"
	exit 0
fi
stage=$OUT/blktests-stage
log "blktests-initrd: $variant: staging in $stage"
rm -rf "$stage"
mkdir -p "$stage"/{blktests,opt/gnu/bin,boot,usr/local/bin}
# the suite, without results of earlier runs; src/ helpers built here
# (those whose headers or libraries this host lacks are left out by its
# Makefile, and the tests that need them skip)
tar -C "$src" --exclude=./results --exclude=./.git -cf - . | tar -C "$stage/blktests" -xf - ||
	die "cannot copy $src"
for p in "${own[@]}"; do
	patch -d "$stage/blktests" -p1 -F0 -s --no-backup-if-mismatch < "$p" ||
		die "${p#"$TOP"/} does not apply to $src with zero fuzz"
done
make -s -C "$stage/blktests/src" >"$OUT/blktests-src.log" 2>&1 ||
	die "building blktests' src/ failed, see $OUT/blktests-src.log"
for t in "${tools[@]}"; do
	cp -L "$(command -v "$t")" "$stage/opt/gnu/bin/$t"
	copy_libs "$stage" "$(command -v "$t")"
done
ln -s gawk "$stage/opt/gnu/bin/awk"
# blktests' scripts start with #!/bin/bash
mkdir -p "$stage/bin"
ln -s /opt/gnu/bin/bash "$stage/bin/bash"
for k in modprobe modinfo rmmod lsmod insmod depmod; do ln -s kmod "$stage/opt/gnu/bin/$k"; done
while IFS= read -r -d '' f; do
	file -b "$f" | grep -q '^ELF' && copy_libs "$stage" "$f"
done < <(find "$stage/blktests/src" -type f -perm -u+x -print0)
printf '#!/bin/sh\n# no udev in the guest: devtmpfs creates the device nodes\nexit 0\n' \
	> "$stage/usr/local/bin/udevadm"
chmod +x "$stage/usr/local/bin/udevadm"
# blktests reads the kernel's options with zgrep; the config here is plain
printf '#!/bin/sh\n# the kernel config in /boot is not compressed\nexec grep "$@"\n' \
	> "$stage/usr/local/bin/zgrep"
chmod +x "$stage/usr/local/bin/zgrep"
cp "$cfg" "$stage/boot/config-$release"
(cd "$stage" && find . | cpio -o -H newc --quiet | gzip -1) > "$img.tmp"
mv "$img.tmp" "$img"
echo "$sum" > "$img.sum"
log "blktests-initrd: $(du -h "$img" | cut -f1) $img"
echo "$img"
