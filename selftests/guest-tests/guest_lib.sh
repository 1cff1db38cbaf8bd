#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Helpers of the guest tests, sourced (not a test: no scenario lists it).

# nvme_serial SERIAL: "CTRL DEV" of the NVMe controller whose serial number
# is SERIAL (controllers need not probe in the same order every boot) and
# its first namespace's block device (DEV empty when it has none); nothing
# when no controller has that serial. read trims the serial's padding.
nvme_serial() {
	for _c in /sys/class/nvme/nvme*; do
		_sn=
		read -r _sn 2>/dev/null < "$_c/serial"
		[ "$_sn" = "$1" ] || continue
		_dev=
		for _n in "$_c"/nvme*n*; do
			[ -b "/dev/${_n##*/}" ] && { _dev=${_n##*/}; break; }
		done
		echo "${_c##*/} $_dev"
		return 0
	done
	return 1
}
