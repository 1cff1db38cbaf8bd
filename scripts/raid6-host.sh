#!/usr/bin/env bash
# The raid6 calibration's timing, base way (one run of 800 calls) against the
# series way (batches of 8, summed), in userspace: natively on this machine's
# CPU, and under QEMU's TCG (qemu-x86_64 -cpu qemu64), the engine the test
# VMs run on. Shows whether batching changes which algorithm wins.
# Usage: scripts/raid6-host.sh [ROUNDS]   (default 200)
. "$(dirname "$0")/lib.sh"

rounds=${1:-200}
[[ "$rounds" =~ ^[0-9]+$ ]] && [ "$rounds" -ge 1 ] && [ "$rounds" -le 1000 ] ||
	die "ROUNDS must be 1-1000 (got '$rounds')"
need gcc
need qemu-x86_64
src=$(base_tree)/lib/raid/raid6/x86
[ -f "$src/sse2.c" ] && [ -f "$src/avx2.c" ] || die "$src has no sse2.c/avx2.c (run make fetch)"
dir=$OUT/raid6-host
mkdir -p "$dir"
for f in sse2 avx2; do
	sed 's/#include "algos.h"/#include <algos.h>/' "$src/$f.c" > "$dir/$f.c"
done
gcc -O2 -static -DCONFIG_X86_64 -I"$TOP/selftests/host/stub" -o "$dir/raid6_calib" \
	"$TOP/selftests/host/raid6_calib.c" "$dir/sse2.c" "$dir/avx2.c" ||
	die "raid6-host: build failed"
log "raid6-host: native CPU, $rounds rounds"
if grep -qw avx2 /proc/cpuinfo; then
	"$dir/raid6_calib" "$rounds" avx2
fi
"$dir/raid6_calib" "$rounds" sse2
qr=$(( (rounds + 9) / 10 ))
log "raid6-host: QEMU TCG, -cpu qemu64, $qr rounds"
qemu-x86_64 -cpu qemu64 "$dir/raid6_calib" "$qr" sse2
