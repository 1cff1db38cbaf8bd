#!/usr/bin/env bash
# Install the host tools the workbench needs (Debian/Ubuntu, apt-get).
# Usage: scripts/deps.sh [--check]
set -euo pipefail

# command -> Debian package
declare -A PKG=(
	[qemu-system-x86_64]=qemu-system-x86 [quilt]=quilt [flex]=flex [bison]=bison
	[bc]=bc [ccache]=ccache [fio]=fio [busybox]=busybox-static [sparse]=sparse
	[cpio]=cpio [gnuplot]=gnuplot-nox [perl]=perl [git]=git [zstd]=zstd
	[xz]=xz-utils [b4]=b4 [python3]=python3 [gcc]=gcc [make]=make
	[pahole]=dwarves [qemu-x86_64]=qemu-user [rsync]=rsync [file]=file [gzip]=gzip [timeout]=coreutils [depmod]=kmod
	# what blktests runs in the guest (scripts/blktests-initrd.sh)
	[gawk]=gawk [g++]=g++ [column]=bsdextrautils [pgrep]=procps [diff]=diffutils
	[lsblk]=util-linux [findmnt]=util-linux [losetup]=mount [patch]=patch
	# lint: the blktests cases (patches/blktests/) with blktests' own shellcheck options
	[shellcheck]=shellcheck
)
# libraries without a command of their own
LIBS=(libelf-dev libssl-dev)

missing=()
for cmd in "${!PKG[@]}"; do
	command -v "$cmd" >/dev/null 2>&1 || missing+=("${PKG[$cmd]}")
done
for lib in "${LIBS[@]}"; do
	dpkg-query -W -f='${Status}' "$lib" 2>/dev/null | grep -q 'ok installed' || missing+=("$lib")
done

[ ${#missing[@]} -eq 0 ] && { echo "deps: all tools present"; exit 0; }
if [ "${1:-}" = --check ]; then
	echo "deps: missing packages: ${missing[*]} (run scripts/deps.sh)" >&2
	exit 1
fi
command -v apt-get >/dev/null || { echo "deps: missing ${missing[*]} and no apt-get to install them" >&2; exit 1; }
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
echo "deps: installing ${missing[*]}"
$SUDO apt-get update -qq || { echo "deps: apt-get update failed (no network?)" >&2; exit 1; }
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
	{ echo "deps: apt-get install ${missing[*]} failed" >&2; exit 1; }
echo "deps: done"
