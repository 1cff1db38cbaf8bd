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

# partition_make NAME CPUS: a cgroup NAME under the cgroup v2 mount (PART_CG,
# mounting cgroup v2 where nothing has) becomes a cpuset isolated partition
# of CPUS; on failure the reason is in PART_WHY and the return non-zero.
# partition_drop undoes it, the cgroup v2 mount and the cpuset controller
# included.
# partition_run CMD...: CMD in the partition.
partition_make() {
	PART_CG='' PART_CTL='' PART_MNT=''
	_root=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
	if [ -z "$_root" ]; then
		_root=/sys/fs/cgroup
		mount -t cgroup2 none "$_root" ||
			{ PART_WHY="cannot mount cgroup v2"; return 1; }
		PART_MNT=$_root
	fi
	grep -qw cpuset "$_root/cgroup.controllers" ||
		{ PART_WHY="no cpuset controller (CONFIG_CPUSETS)"; return 1; }
	if ! grep -qw cpuset "$_root/cgroup.subtree_control"; then
		echo +cpuset > "$_root/cgroup.subtree_control" ||
			{ PART_WHY="cannot enable the cpuset controller"; return 1; }
		PART_CTL=$_root
	fi
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
