#!/usr/bin/env bash
# The raid6 and xor calibration's timing, base way (one run of 800 calls)
# against the series way (batches of about 100 us, summed), in userspace on
# the base tree's own code: natively on this machine's CPU, and under QEMU's
# TCG (qemu-x86_64 -cpu qemu64), the engine the test VMs run on. Fails if a
# variant's MB/s differs by more than 2% between the two ways, or if the
# picks differ where the base way's pick is stable (selftests/host/raid_calib.c).
# Natively also: the batch length swept (10, 20, 50 and 100 us: what timing
# a batch costs against its length, the figures the series' length is
# chosen from; reported, not judged), and the series' length with an RT
# thread beside the calibration on its CPU (wakes every 100 us, runs 10 us),
# held to the same acceptance.
# Usage: scripts/raid-host.sh [ROUNDS]   (default 200 native, a tenth under TCG)
. "$(dirname "$0")/lib.sh"

rounds=${1:-200}
[[ "$rounds" =~ ^[0-9]+$ ]] && [ "$rounds" -ge 1 ] && [ "$rounds" -le 1000 ] ||
	die "ROUNDS must be 1-1000 (got '$rounds')"
need gcc
need qemu-x86_64
src=$(base_tree)/lib/raid
for f in raid6/x86/sse2.c raid6/x86/avx2.c xor/x86/xor-sse.c xor/xor_impl.h; do
	[ -f "$src/$f" ] || die "$src/$f is missing (run make fetch)"
done
dir=$OUT/raid-host
mkdir -p "$dir"
for f in sse2 avx2; do
	sed 's/#include "algos.h"/#include <algos.h>/' "$src/raid6/x86/$f.c" > "$dir/$f.c"
done
# the x86 xor templates, without the arch init code that picks among them
sed '/#include "xor_arch.h"/d' "$src/xor/x86/xor-sse.c" > "$dir/xor-sse.c"
cp "$src/xor/xor_impl.h" "$dir/"
gcc -O2 -static -pthread -DCONFIG_X86_64 -I"$TOP/selftests/host/stub" -I"$dir" -o "$dir/raid_calib" \
	"$TOP/selftests/host/raid_calib.c" "$dir/sse2.c" "$dir/avx2.c" "$dir/xor-sse.c" ||
	die "raid-host: build failed"

rc=0
sets=(raid6-sse2 xor-sse)
grep -qw avx2 /proc/cpuinfo && sets=(raid6-avx2 "${sets[@]}")
for s in "${sets[@]}"; do
	log "raid-host: native CPU, $s, $rounds rounds"
	"$dir/raid_calib" "$rounds" "$s" || rc=1
done
r6=raid6-sse2
grep -qw avx2 /proc/cpuinfo && r6=raid6-avx2
for b in 10 20 50 100; do
	log "raid-host: native CPU, $r6, batches of $b us (reported, not judged)"
	"$dir/raid_calib" "$rounds" "$r6" "$b" | grep -v '^metric ' | sed 's/^\(not \)\{0,1\}ok /# &/' || true
done
for s in "$r6" xor-sse; do
	log "raid-host: native CPU, $s, an RT thread beside the calibration"
	st=0
	"$dir/raid_calib" "$rounds" "$s" 100 load || st=$?
	case $st in 0) ;; 4) log "raid-host: no SCHED_FIFO here: the RT load run is left out" ;; *) rc=1 ;; esac
done
qr=$(( (rounds + 9) / 10 ))
for s in raid6-sse2 xor-sse; do
	log "raid-host: QEMU TCG -cpu qemu64, $s, $qr rounds"
	qemu-x86_64 -cpu qemu64 "$dir/raid_calib" "$qr" "$s" || rc=1
done
[ "$rc" = 0 ] || die "raid-host: the two ways of timing disagree (see 'not ok' above)"
log "raid-host: the two ways of timing agree"
