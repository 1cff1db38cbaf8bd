#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The housekeeping CPU ("H") that handles the interrupt of a queue of
# several isolated CPUs (isolcpus=managed_irq), read from
# /proc/irq/N/smp_affinity_list and effective_affinity_list of every
# managed queue interrupt (virtioN-req.M, nvmeXqY):
#  1. online: every H is online and handles its queue's interrupt, and
#     each device has as many queues with an H as it has such queues or
#     CPUs that may serve (online, housekeeping for managed_irq, nohz_full
#     and domain isolation), whichever is fewer;
#  2. NUMA: each node's CPUs that may serve take that node's queues first:
#     per node, as many of its queues have an H of the node as it has such
#     queues or such CPUs, whichever is fewer, and no queue has a remote H
#     or none while a CPU of its node is free;
#  3. quiet: no H is nohz_full or domain isolated.
# A queue of several isolated CPUs is a mask with two or more CPUs of the
# isolcpus=managed_irq list and at most one other CPU (its H).
echo "TAP version 13"
echo "1..3"

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
$1 == "NODE" { expand($3, tmp); for (c in tmp) node[c] = $2; nodes[$2] = 1 }
$1 == "IRQ" {
	dev = $2; q = ++nq[dev]; irqno[dev, q] = $3; mask[dev, q] = $4; eff[dev, q] = $5
	devs[dev] = 1
}
END {
	for (c in online) if (!(c in iso) && !(c in nohz) && !(c in dom)) { cand[c] = 1; ncand++ }
	for (c in cand) { n = (c in node) ? node[c] : 0; ncand_node[n]++ }
	for (dev in devs) {
		delete used; served = 0; eligible = 0
		delete elig_node; delete local_node
		for (q = 1; q <= nq[dev]; q++) {
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
			if (nh == 0) continue
			hk[q] = h; served++; used[h] = 1
			hn = (h in node) ? node[h] : 0
			what = dev " queue irq " irqno[dev, q] " mask " mask[dev, q] " effective " eff[dev, q]
			if (!(h in online)) fail(1, what ": its housekeeping CPU " h " is offline")
			else if (eff[dev, q] != h "") fail(1, what ": not handled by its housekeeping CPU " h)
			if (h in nohz) fail(3, what ": its housekeeping CPU " h " is nohz_full")
			if (h in dom) fail(3, what ": its housekeeping CPU " h " is domain isolated")
			if (hn == gn) local_node[gn]++
			n_h[dev]++
		}
		want = eligible < ncand + 0 ? eligible : ncand + 0
		if (served != want)
			fail(1, dev ": " served " of " eligible " queues of isolated CPUs have a housekeeping CPU, " ncand + 0 " CPUs may serve: want " want)
		for (n in elig_node) {
			want = elig_node[n] < ncand_node[n] + 0 ? elig_node[n] : ncand_node[n] + 0
			if (local_node[n] + 0 != want)
				fail(2, dev ": node " n ": " local_node[n] + 0 " of its " elig_node[n] " queues of isolated CPUs have a housekeeping CPU of the node, " ncand_node[n] + 0 " of its CPUs may serve: want " want)
		}
		for (q = 1; q <= nq[dev]; q++) {
			if (!isoq[q]) continue
			if (hk[q] >= 0 && ((hk[q] in node) ? node[hk[q]] : 0) == gnode[q]) continue
			for (c in cand)
				if (!(c in used) && ((c in node) ? node[c] : 0) == gnode[q])
					fail(2, dev ": queue irq " irqno[dev, q] " mask " mask[dev, q] " of node " gnode[q] ": CPU " c " of its node is free")
		}
		total += eligible
		printf "# %s: %d queues, %d of isolated CPUs, %d with a housekeeping CPU\n", dev, nq[dev], eligible, served
	}
	names[1] = "every housekeeping CPU of an isolated queue is online and handles its interrupt"
	names[2] = "each NUMA node serves its own isolated queues first"
	names[3] = "no nohz_full or domain isolated CPU handles an isolated queue"
	rc = 0
	for (t = 1; t <= 3; t++) {
		if (!total) { printf "ok %d %s # SKIP no queue of several isolated CPUs\n", t, names[t]; continue }
		if (t in bad) { printf "not ok %d %s%s\n", t, names[t], bad[t]; rc = 1 }
		else printf "ok %d %s\n", t, names[t]
	}
	exit rc
}'
