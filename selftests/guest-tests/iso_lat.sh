#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Completion cost seen by an isolated CPU (benchmark): fio 4k random reads,
# psync, iodepth 1, pinned to PROBE_CPU, on each disk of DISKS (NAME=DEV
# pairs, DEV a namespace such as nvme0n1, or the serial number of an NVMe
# controller, whose first namespace is then taken: controllers need not
# probe in the same order every boot). Prints, per disk, the completion latency (mean, p50, p99, in
# microseconds) and the share of the disk's queue interrupts that PROBE_CPU
# handled itself, as "# metric NAME_..." lines for scripts/bench.sh.
DISKS=${DISKS:-one=nvme0n1}
PROBE_CPU=${PROBE_CPU:-3}
RUNTIME=${RUNTIME:-10}

. "$(dirname "$0")"/guest_lib.sh
echo "TAP version 13"
echo "1..1"
# irqs DEV: "CPU_COUNT TOTAL" of the queue interrupts of DEV's controller
irqs() {
	ctrl=${1%n[0-9]*}
	awk -v c="$PROBE_CPU" -v pat="${ctrl}q[0-9]+" '
		NR == 1 { ncpu = NF; next }
		$NF ~ "^" pat "$" { for (i = 2; i <= ncpu + 1; i++) { all += $i; if (i == c + 2) own += $i } }
		END { print own + 0, all + 0 }' /proc/interrupts
}
for d in $(echo "$DISKS" | tr ',' ' '); do
	name=${d%%=*} dev=${d#*=}
	if r=$(nvme_serial "$dev"); then
		dev=${r#* }
	fi
	[ -b "/dev/$dev" ] || { echo "not ok 1 no /dev/$dev"; exit 1; }
	echo "# $dev: $(ls -d /sys/kernel/debug/block/"$dev"/hctx* | wc -l) queues," \
		"CPU $PROBE_CPU on $(ls -d /sys/kernel/debug/block/"$dev"/hctx*/cpu"$PROBE_CPU" | cut -d/ -f7)"
	r=$(irqs "$dev")
	own0=${r% *} all0=${r#* }
	fio --name=lat --filename="/dev/$dev" --rw=randread --bs=4k --direct=1 \
		--ioengine=psync --iodepth=1 --cpus_allowed="$PROBE_CPU" \
		--runtime="$RUNTIME" --time_based --percentile_list=50:99 \
		--output-format=json --output=/tmp/lat.json >/dev/null 2>&1 ||
		{ echo "not ok 1 fio failed on $dev"; exit 1; }
	r=$(irqs "$dev")
	own=$((${r% *} - own0)) all=$((${r#* } - all0))
	for p in 50 99; do
		key=$(printf '%.6f' "$p")
		ns=$(grep -o "\"$key\" : [0-9]*" /tmp/lat.json | head -n 1 | sed 's/.*: //')
		echo "# metric ${name}_p$p=$((ns / 1000))"
	done
	# the read section's clat_ns comes first; its mean is in nanoseconds
	mean=$(tr -d '\n ' < /tmp/lat.json | grep -o '"clat_ns":{[^}]*' | head -n 1 |
		sed -n 's/.*"mean":\([0-9.]*\).*/\1/p')
	echo "# metric ${name}_mean=$(echo "$mean" | awk '{ printf "%.1f", $1 / 1000 }')"
	echo "# metric ${name}_irq_own_pct=$(awk -v o="$own" -v a="$all" 'BEGIN { printf "%.1f", a ? 100 * o / a : 0 }')"
done
echo "ok 1 isolated CPU completion latency measured"
