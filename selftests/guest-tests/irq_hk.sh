#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The housekeeping CPU ("H") that handles the interrupt of a queue of
# several isolated CPUs (isolcpus=managed_irq), read from
# /proc/irq/N/smp_affinity_list and effective_affinity_list of every
# managed queue interrupt (virtioN-req.M, nvmeXqY). The CPUs that may serve
# are online, housekeeping for managed_irq, nohz_full and domain isolation,
# and of irqaffinity= when one of them is; each serves at most 4 queues of
# a device's interrupt set. A device's queue interrupts are split into sets
# (NVMe write and read queues) where a mask's isolated CPUs were already
# covered by an earlier mask.
#  1. online: every H is online and handles its queue's interrupt, and
#     each interrupt set has as many queues with an H as it has such
#     queues, or 4 per CPU that may serve, whichever is fewer (the rest keep
#     their interrupt on an isolated CPU);
#  2. NUMA: each node's CPUs that may serve take that node's queues first
#     (as many of its queues have an H of the node as it has such queues
#     or 4 per CPU of the node that may serve), and no queue has a remote H
#     or none while a CPU of its node serves fewer than 4;
#  3. quiet: no H is nohz_full or domain isolated;
#  4. spread: per node, over all devices, the CPUs that may serve handle
#     numbers of the node's queues that differ by at most one.
# A queue of several isolated CPUs is a mask with two or more CPUs of the
# isolcpus=managed_irq list and at most one other CPU (its H).
echo "TAP version 13"
echo "1..4"

cpus_of() { tr -d '\n' < "$1" 2>/dev/null; }
managed=
for a in $(cat /proc/cmdline); do
	case $a in
	isolcpus=*)
		v=${a#isolcpus=} flags='' list=''
		for t in $(echo "$v" | tr ',' ' '); do
			case $t in
			[a-z]*) flags="$flags $t" ;;
			*) list="$list${list:+,}$t" ;;
			esac
		done
		case " $flags " in *" managed_irq "*) managed=$list ;; esac
		;;
	esac
done
nohz=$(cpus_of /sys/devices/system/cpu/nohz_full)
case $nohz in "(null)" | " ") nohz= ;; esac
{
	echo "ISO $managed"
	echo "NOHZ $nohz"
	echo "DOM $(cpus_of /sys/devices/system/cpu/isolated)"
	echo "ONLINE $(cpus_of /sys/devices/system/cpu/online)"
	for a in $(cat /proc/cmdline); do
		case $a in irqaffinity=*) echo "IRQAFF ${a#irqaffinity=}" ;; esac
	done
	for n in /sys/devices/system/node/node[0-9]*; do
		[ -r "$n/cpulist" ] && echo "NODE ${n##*node} $(cpus_of "$n/cpulist")"
	done
	grep -E ' (virtio[0-9]+-req\.[0-9]+|nvme[0-9]+q[1-9][0-9]*)$' /proc/interrupts |
	while read -r irq rest; do
		irq=${irq%:}
		name=${rest##* }
		case $name in
		virtio*) dev=${name%%-req.*} ;;
		*) dev=${name%q*} ;;
		esac
		echo "IRQ $dev $irq $(cpus_of "/proc/irq/$irq/smp_affinity_list") $(cpus_of "/proc/irq/$irq/effective_affinity_list")"
	done
} | awk '
function expand(list, set,    n, i, r, p, c) {
	delete set
	n = split(list, r, ",")
	for (i = 1; i <= n; i++) {
		if (r[i] !~ /^[0-9]/) continue
		if (split(r[i], p, "-") == 2) { for (c = p[1] + 0; c <= p[2] + 0; c++) set[c] = 1 }
		else set[r[i] + 0] = 1
	}
}
function fail(t, msg) { bad[t] = bad[t] "\n# " msg }
$1 == "ISO" { expand($2, tmp); for (c in tmp) iso[c] = 1 }
$1 == "NOHZ" { expand($2, tmp); for (c in tmp) nohz[c] = 1 }
$1 == "DOM" { expand($2, tmp); for (c in tmp) dom[c] = 1 }
$1 == "ONLINE" { expand($2, tmp); for (c in tmp) online[c] = 1 }
$1 == "IRQAFF" { expand($2, tmp); for (c in tmp) irqaff[c] = 1; nirqaff++ }
$1 == "NODE" { expand($3, tmp); for (c in tmp) node[c] = $2; nodes[$2] = 1 }
$1 == "IRQ" {
	dev = $2; q = ++nq[dev]; irqno[dev, q] = $3; mask[dev, q] = $4; eff[dev, q] = $5
	devs[dev] = 1
}
END {
	MAX = 4
	for (c in online) if (!(c in iso) && !(c in nohz) && !(c in dom)) cand[c] = 1
	if (nirqaff) {
		for (c in cand) if (c in irqaff) inaff++
		if (inaff) for (c in cand) if (!(c in irqaff)) delete cand[c]
	}
	for (c in cand) { n = (c in node) ? node[c] : 0; ncand_node[n]++; ncand++ }
	for (dev in devs) {
		# interrupt sets (NVMe write and read queues): each covers the
		# isolated CPUs once, so a mask whose isolated CPUs were seen
		# starts the next set
		nsets = 1; delete seen
		for (q = 1; q <= nq[dev]; q++) {
			expand(mask[dev, q], m)
			again = 0
			for (c in m) if ((c in iso) && (c in seen)) again = 1
			if (again) { nsets++; delete seen }
			for (c in m) if (c in iso) seen[c] = 1
			setof[q] = nsets
		}
		for (set = 1; set <= nsets; set++) {
		unit = nsets > 1 ? dev " (set " set ")" : dev
		delete used; served = 0; eligible = 0; oniso = 0
		delete elig_node; delete local_node
		for (q = 1; q <= nq[dev]; q++) {
			if (setof[q] != set) continue
			expand(mask[dev, q], m)
			ni = 0; nh = 0; h = -1; first = -1
			for (c in m) {
				if (c in iso) { ni++; if (first < 0 || c + 0 < first) first = c + 0 }
				else { nh++; h = c + 0 }
			}
			isoq[q] = (ni >= 2 && nh <= 1)
			hk[q] = -1
			printf "# %s irq %s: mask %s, effective %s\n", dev, irqno[dev, q], mask[dev, q], eff[dev, q]
			if (!isoq[q]) continue
			eligible++
			gn = (first in node) ? node[first] : 0
			gnode[q] = gn; elig_node[gn]++
			if (nh == 0) { oniso++; continue }
			hk[q] = h; served++; used[h]++
			hn = (h in node) ? node[h] : 0
			what = dev " queue irq " irqno[dev, q] " mask " mask[dev, q] " effective " eff[dev, q]
			if (!(h in online)) fail(1, what ": its housekeeping CPU " h " is offline")
			else if (eff[dev, q] != h "") fail(1, what ": not handled by its housekeeping CPU " h)
			if (h in nohz) fail(3, what ": its housekeeping CPU " h " is nohz_full")
			if (h in dom) fail(3, what ": its housekeeping CPU " h " is domain isolated")
			if (h in cand && !(h in irqaff) && inaff) fail(3, what ": its housekeeping CPU " h " is not in irqaffinity=")
			if (hn == gn) { local_node[gn]++; spread[h]++ }
		}
		want = eligible < MAX * ncand ? eligible : MAX * ncand
		if (served != want)
			fail(1, unit ": " served " of " eligible " queues of isolated CPUs have a housekeeping CPU (" oniso " take their interrupt on an isolated CPU), " ncand + 0 " CPUs may serve " MAX " each: want " want)
		for (h in used) if (used[h] > MAX)
			fail(1, unit ": CPU " h " serves " used[h] " queues of isolated CPUs, more than " MAX)
		for (n in elig_node) {
			want = elig_node[n] < MAX * ncand_node[n] ? elig_node[n] : MAX * ncand_node[n]
			if (local_node[n] + 0 != want)
				fail(2, unit ": node " n ": " local_node[n] + 0 " of its " elig_node[n] " queues of isolated CPUs have a housekeeping CPU of the node, " ncand_node[n] + 0 " of its CPUs may serve: want " want)
		}
		for (q = 1; q <= nq[dev]; q++) {
			if (setof[q] != set || !isoq[q]) continue
			if (hk[q] >= 0 && ((hk[q] in node) ? node[hk[q]] : 0) == gnode[q]) continue
			for (c in cand)
				if (used[c] + 0 < MAX && ((c in node) ? node[c] : 0) == gnode[q])
					fail(2, unit ": queue irq " irqno[dev, q] " mask " mask[dev, q] " of node " gnode[q] ": CPU " c " of its node serves " used[c] + 0)
		}
		total += eligible
		printf "# %s: %d of isolated CPUs, %d with a housekeeping CPU, %d on an isolated CPU\n", unit, eligible, served, oniso
		}
		printf "# %s: %d queues in %d interrupt set(s)\n", dev, nq[dev], nsets
	}
	for (c in cand) {
		n = (c in node) ? node[c] : 0
		if (!(n in lo) || spread[c] + 0 < lo[n]) lo[n] = spread[c] + 0
		if (!(n in hi) || spread[c] + 0 > hi[n]) hi[n] = spread[c] + 0
		per[n] = per[n] " " c ":" spread[c] + 0
	}
	for (n in lo) {
		printf "# node %s: queues of isolated CPUs of the node per CPU that may serve:%s\n", n, per[n]
		if (hi[n] - lo[n] > 1)
			fail(4, "node " n ": its CPUs serve " lo[n] " to " hi[n] " of its queues of isolated CPUs:" per[n])
	}
	names[1] = "every housekeeping CPU of an isolated queue is online and handles its interrupt"
	names[2] = "each NUMA node serves its own isolated queues first"
	names[3] = "no nohz_full or domain isolated CPU handles an isolated queue"
	names[4] = "each node spreads its isolated queues over its CPUs"
	rc = 0
	for (t = 1; t <= 4; t++) {
		if (!total) { printf "ok %d %s # SKIP no queue of several isolated CPUs\n", t, names[t]; continue }
		if (t in bad) { printf "not ok %d %s%s\n", t, names[t], bad[t]; rc = 1 }
		else printf "ok %d %s\n", t, names[t]
	}
	exit rc
}'
