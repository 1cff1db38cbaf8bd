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

# cg_with CONTROLLER: the cgroup v2 mount (CG_ROOT, mounted at
# /sys/fs/cgroup where nothing has: CG_MNT) with CONTROLLER enabled for its
# children (CG_CTL: the root where this enabled it); on failure the reason
# is in CG_WHY and the return non-zero. Its callers undo what it did.
cg_with() {
	CG_MNT='' CG_CTL=''
	CG_ROOT=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
	if [ -z "$CG_ROOT" ]; then
		CG_ROOT=/sys/fs/cgroup
		mount -t cgroup2 none "$CG_ROOT" ||
			{ CG_WHY="cannot mount cgroup v2"; return 1; }
		CG_MNT=$CG_ROOT
	fi
	grep -qw "$1" "$CG_ROOT/cgroup.controllers" ||
		{ CG_WHY="no $1 controller in the kernel"; return 1; }
	if ! grep -qw "$1" "$CG_ROOT/cgroup.subtree_control"; then
		echo "+$1" > "$CG_ROOT/cgroup.subtree_control" ||
			{ CG_WHY="cannot enable the $1 controller"; return 1; }
		CG_CTL=$CG_ROOT
	fi
}

# partition_make NAME CPUS: a cgroup NAME under the cgroup v2 mount (PART_CG,
# mounting cgroup v2 where nothing has) becomes a cpuset isolated partition
# of CPUS; on failure the reason is in PART_WHY and the return non-zero.
# partition_drop undoes it, the cgroup v2 mount and the cpuset controller
# included.
# partition_run CMD...: CMD in the partition.
partition_make() {
	PART_CG='' _rc=0
	cg_with cpuset || _rc=1
	PART_CTL=$CG_CTL PART_MNT=$CG_MNT
	[ "$_rc" = 0 ] || { PART_WHY=$CG_WHY; return 1; }
	_root=$CG_ROOT
	mkdir "$_root/$1" || { PART_WHY="cannot create cgroup $_root/$1"; return 1; }
	PART_CG=$_root/$1
	echo "$2" > "$PART_CG/cpuset.cpus" &&
		echo isolated > "$PART_CG/cpuset.cpus.partition"
	PART_WHY=$(cat "$PART_CG/cpuset.cpus.partition")
	[ "$PART_WHY" = isolated ] ||
		{ PART_WHY="CPUs $2 did not become an isolated partition: $PART_WHY"; return 1; }
}
partition_drop() {
	if [ -n "$PART_CG" ]; then
		echo member > "$PART_CG/cpuset.cpus.partition"
		rmdir "$PART_CG"
	fi
	[ -z "$PART_CTL" ] || echo -cpuset > "$PART_CTL/cgroup.subtree_control"
	[ -z "$PART_MNT" ] || umount "$PART_MNT"
	PART_CG='' PART_CTL='' PART_MNT=''
}
partition_run() {
	sh -c 'echo $$ > "$1/cgroup.procs" && shift && exec "$@"' sh "$PART_CG" "$@"
}

# io_cgroups: cgroups blkisol-probe and blkisol-bulk under the cgroup v2
# mount (IO_ROOT, mounting cgroup v2 where nothing has) with the io
# controller; on failure the reason is in IO_WHY and the return non-zero.
# io_cgroups_drop undoes it (the two cgroups, the io controller of the root
# and the mount where it made them). io_run NAME CMD...: CMD in cgroup NAME.
# shellcheck disable=SC2034  # IO_WHY: read by the caller
io_cgroups() {
	IO_CGS='' _rc=0
	cg_with io || _rc=1
	IO_ROOT=$CG_ROOT IO_CTL=$CG_CTL IO_MNT=$CG_MNT
	[ "$_rc" = 0 ] || { IO_WHY=$CG_WHY; return 1; }
	for _g in blkisol-probe blkisol-bulk; do
		mkdir "$IO_ROOT/$_g" ||
			{ IO_WHY="cannot create cgroup $IO_ROOT/$_g"; return 1; }
		IO_CGS="$IO_CGS $_g"
	done
}
io_cgroups_drop() {
	for _g in $IO_CGS; do rmdir "$IO_ROOT/$_g"; done
	[ -z "$IO_CTL" ] || echo -io > "$IO_CTL/cgroup.subtree_control"
	[ -z "$IO_MNT" ] || umount "$IO_MNT"
	IO_CGS='' IO_CTL='' IO_MNT=''
}
io_run() {
	_g=$IO_ROOT/$1
	shift
	sh -c 'echo $$ > "$1/cgroup.procs" && shift && exec "$@"' sh "$_g" "$@"
}
