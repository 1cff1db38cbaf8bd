#!/bin/sh
# QEMU on TCG whatever accelerators its caller lists: every "-accel X" but
# "-accel tcg" is dropped, then BLKISOL_QEMU (the real binary) runs. make
# kunit links it as qemu-system-x86_64 first in kunit.py's PATH: kunit.py
# asks for KVM first, and where /dev/kvm exists but cannot run the guest
# (this project's hosts: KVM stops it with "emulation failure" at its first
# cmpxchg16b) the run hangs.
n=$#
while [ "$n" -gt 0 ]; do
	a=$1
	shift
	n=$((n - 1))
	if [ "$a" = -accel ] && [ "$n" -gt 0 ] && [ "$1" != tcg ]; then
		shift
		n=$((n - 1))
		continue
	fi
	set -- "$@" "$a"
done
exec "${BLKISOL_QEMU:?BLKISOL_QEMU must name the real QEMU binary}" "$@"
