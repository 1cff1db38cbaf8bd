#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# I/O queues of NVMe controllers and managed vectors per CPU. NVME_QUEUES
# lists SERIAL=N pairs: the controller with that serial number must have N
# I/O queue interrupts (nvmeXq1..). Prints, as "# metric" lines, how many
# NVMe I/O queue interrupts have each CPU in their mask: these interrupts
# are managed, and x86 reserves a managed vector on every CPU of the mask.
# With CONFIG_GENERIC_IRQ_DEBUGFS, the per-CPU rows of the x86 vector
# matrix too: managed vectors reserved (man), vectors allocated (act).
NVME_QUEUES=${NVME_QUEUES:?NVME_QUEUES=SERIAL=N,... not set}

. "$(dirname "$0")"/guest_lib.sh
echo "TAP version 13"
echo "1..1"
matrix=/sys/kernel/debug/irq/domains/VECTOR
if [ -r "$matrix" ]; then
	# rows "CPU avl man mac act vectors" below the header line "| CPU | avl | ..."
	awk '/\| *CPU *\|/ { on = 1; next }
		on && $1 ~ /^[0-9]+$/ { printf "# metric cpu%s_managed %s\n# metric cpu%s_allocated %s\n", $1, $3, $1, $5 }' "$matrix"
	grep -E '^ *(Global available|Global reserved|Total allocated):' "$matrix" | sed 's/^ */# /'

else
	echo "# no $matrix (CONFIG_GENERIC_IRQ_DEBUGFS): vector rows not shown"
fi
# per CPU: the NVMe I/O queue interrupts whose mask holds it
for i in $(grep -E ' nvme[0-9]+q[1-9][0-9]*$' /proc/interrupts | sed 's/^ *\([0-9]*\):.*/\1/'); do
	cat "/proc/irq/$i/smp_affinity_list"
done | tr ',' '\n' | awk -F- 'NF { hi = NF > 1 ? $2 : $1; for (c = $1; c <= hi; c++) n[c]++; if (hi > max) max = hi }
	END { for (c = 0; c <= max; c++) printf "# metric cpu%d_nvme_masks %d\n", c, n[c] }'
bad='' n=0
for pair in $(echo "$NVME_QUEUES" | tr ',' ' '); do
	serial=${pair%=*} want=${pair#*=}
	ctrl=
	if r=$(nvme_serial "$serial"); then
		ctrl=${r%% *}
	fi
	if [ -z "$ctrl" ]; then
		bad="$bad $serial:missing"
		continue
	fi
	got=$(grep -cE " ${ctrl}q[1-9][0-9]*\$" /proc/interrupts)
	echo "# $serial ($ctrl): $got I/O queue interrupts, $want expected"
	echo "# metric ${serial}_queues $got"
	n=$((n + 1))
	[ "$got" -eq "$want" ] || bad="$bad $serial:$got/$want"
done
if [ -z "$bad" ] && [ "$n" -gt 0 ]; then
	echo "ok 1 every NVMe controller has the I/O queues it asked for ($n controllers)"
else
	echo "not ok 1 NVMe controllers with fewer I/O queues:${bad:- none found}"
	exit 1
fi
