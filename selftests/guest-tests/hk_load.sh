#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# What the housekeeping CPUs pay for the isolated CPUs' I/O (benchmark):
# bulk reads run on the isolated CPUs BULK_CPUS (one fio job per CPU,
# libaio, iodepth BULK_DEPTH, each held to BULK_IOPS, below what the device
# serves) on the NVMe controller whose serial is DISK, and on every CPU of
# PROBE_CPUS (the housekeeping CPUs) a latency probe runs alone and beside
# the bulk: 4k random reads at queue depth 1 (read), and 4k writes each
# followed by fsync (fsync: a flush command per write).
#
# Per probe CPU C it prints "# metric" lines for scripts/bench.sh:
#   cpuC_busy_pct, cpuC_irq_pct   share of C's time not idle, and in hardirq
#                                 or softirq (/proc/stat, tick sampled),
#                                 while only the bulk runs, less the same
#                                 share measured while nothing runs;
#   cpuC_nvme_irqs                queue interrupts of the disk handled on C
#                                 per second while only the bulk runs;
#   cpuC_irqthread_ms             milliseconds per second the disk's
#                                 interrupt threads ran on C (PREEMPT_RT, or
#                                 threadirqs; 0 where handlers run in
#                                 hardirq context; tick sampled, as their
#                                 /proc/PID/stat times);
#   cpuC_kworker_ms               milliseconds per second C's own kworkers
#                                 (kworker/C:*, the per-CPU pools kblockd's
#                                 hardware queue runs use) ran, tick sampled,
#                                 less the same while nothing runs;
#   cpuC_read_p99, cpuC_fsync_p99 the probe's p99 completion latency beside
#                                 the bulk over its p99 alone (a ratio);
#   cpuC_read_p99_alone_us, ..._bulk_us  the latencies themselves.
# "# info hk_irq_cpus" names the housekeeping CPUs that handle the
# interrupt of a queue of isolated CPUs, "# info cpuC_role" says "H" for
# them and "other" for the rest; bulk_iops and bulk_target_iops show whether
# the bulk ran at its rate. SCHED names an I/O scheduler for the disk
# during the test (restored after it). Writes only to the benchmark's own
# disk.
DISK=${DISK:-blkisolhk}
BULK_CPUS=${BULK_CPUS:-2-7}
PROBE_CPUS=${PROBE_CPUS:-0,1}
BULK_IOPS=${BULK_IOPS:-250}
BULK_DEPTH=${BULK_DEPTH:-16}
RUNTIME=${RUNTIME:-8}
WARMUP=${WARMUP:-3}
SCHED=${SCHED:-}

echo "TAP version 13"
for t in fio taskset; do
	command -v "$t" > /dev/null || { echo "1..0 # SKIP no $t"; exit 4; }
done
echo "1..3"

# expand LIST: the CPUs of a list such as 2-4,7, separated by spaces
expand() {
	echo "$1" | tr ',' '\n' | awk -F- 'NF { e = NF > 1 ? $2 : $1; for (c = $1; c <= e; c++) printf "%d ", c }'
}

. "$(dirname "$0")"/guest_lib.sh
dev='' ctrl=''
if r=$(nvme_serial "$DISK"); then
	ctrl=${r%% *} dev=${r#* }
fi
[ -n "$dev" ] || { echo "not ok 1 no NVMe disk with serial $DISK"; exit 1; }

if [ -n "$SCHED" ]; then
	old_sched=$(sed 's/.*\[\(.*\)\].*/\1/' "/sys/block/$dev/queue/scheduler")
	echo "$SCHED" > "/sys/block/$dev/queue/scheduler" 2>/dev/null ||
		{ echo "not ok 1 cannot set scheduler $SCHED on $dev"; exit 1; }
fi
pids=
# cleanup: stop the bulk jobs, give the disk its scheduler back
cleanup() {
	# shellcheck disable=SC2086  # a list of PIDs
	[ -z "$pids" ] || kill $pids 2>/dev/null
	[ -z "$SCHED" ] || echo "$old_sched" > "/sys/block/$dev/queue/scheduler"
}
trap cleanup EXIT
echo "# $dev: scheduler $(cat "/sys/block/$dev/queue/scheduler")"

# The map, and which housekeeping CPUs handle a queue of isolated CPUs.
iso=" $(expand "$(cat /sys/devices/system/cpu/isolated)")"
hirq=
dbg=/sys/kernel/debug/block/$dev
echo "# $dev ($ctrl): $(ls -d "$dbg"/hctx* | wc -l) queues; isolated CPUs:$iso"
for h in "$dbg"/hctx*; do
	q=$((${h##*hctx} + 1))
	cpus=$(ls -d "$h"/cpu* 2>/dev/null | sed 's|.*/cpu||' | sort -n | tr '\n' ' ')
	irq=$(awk -v n="${ctrl}q$q" '$NF == n { sub(":", "", $1); print $1 }' /proc/interrupts)
	eff=$(cat /proc/irq/"$irq"/effective_affinity_list 2>/dev/null)
	echo "#   ${h##*/}: CPUs $cpus interrupt ${ctrl}q$q (irq $irq)" \
		"mask $(cat /proc/irq/"$irq"/smp_affinity_list 2>/dev/null) effective $eff"
	mixed=0
	for c in $cpus; do
		case "$iso" in *" $c "*) ;; *) mixed=1 ;; esac
	done
	case "$iso" in *" $eff "*) ;; *) [ "$mixed" = 0 ] && hirq="$hirq $eff" ;; esac
done
echo "# info hk_irq_cpus=$(echo $hirq | tr ' ' ',')"
for c in $(expand "$PROBE_CPUS"); do
	case " $hirq " in *" $c "*) r=H ;; *) r=other ;; esac
	echo "# info cpu${c}_role=$r"
done
echo "ok 1 map of $dev printed"

# p99 KIND JSON: the 99th percentile (microseconds) of a fio JSON output,
# KIND read (completion latency of reads) or sync (latency of the fsyncs)
p99() {
	awk -v k="\"$2\"" '$1 == k && $2 == ":" { in_k = 1 }
		in_k && /"99.000000"/ { gsub(/[^0-9]/, "", $3); print int($3 / 1000); exit }' "$1"
}
# probe CPU NAME: run the read and the fsync probe on CPU, set NAME_read
# and NAME_fsync to their p99
probe() {
	taskset -c "$1" fio --name=read --filename="/dev/$dev" --rw=randread --bs=4k --direct=1 \
		--ioengine=psync --clocksource=clock_gettime --cpus_allowed="$1" --runtime="$RUNTIME" --time_based \
		--percentile_list=99 --output-format=json --output=/tmp/hk-read.json >/dev/null 2>&1 &&
	taskset -c "$1" fio --name=fsync --filename="/dev/$dev" --rw=randwrite --bs=4k --direct=1 \
		--ioengine=psync --clocksource=clock_gettime --fsync=1 --cpus_allowed="$1" --runtime="$RUNTIME" --time_based \
		--percentile_list=99 --output-format=json --output=/tmp/hk-fsync.json >/dev/null 2>&1 ||
		return 1
	eval "$2_read=$(p99 /tmp/hk-read.json read)"
	eval "$2_fsync=$(p99 /tmp/hk-fsync.json sync)"
}

# the disk's interrupt threads (PREEMPT_RT, threadirqs), found once
threads=
for p in /proc/[0-9]*; do
	case "$(cat "$p/comm" 2>/dev/null)" in "irq/"*"-${ctrl}q"*) threads="$threads $p" ;; esac
done
# snap FILE: "uptime_cs" then per probe CPU "cpu busy irq total nvme_irqs
# irqthread_ticks kworker_ticks" (/proc/stat and /proc/PID/stat count in
# USER_HZ ticks; a kworker that exits inside the window loses its ticks)
snap() {
	awk '{ print int($1 * 100) }' /proc/uptime > "$1"
	for c in $(expand "$PROBE_CPUS"); do
		st=$(awk -v n="cpu$c" '$1 == n { t = 0; for (i = 2; i <= NF; i++) t += $i
			print $2 + $3 + $4 + $7 + $8, $7 + $8, t }' /proc/stat)
		n=$(awk -v col=$((c + 2)) -v pat="^${ctrl}q[0-9]+$" 'NR > 1 && $NF ~ pat { s += $col } END { print s + 0 }' /proc/interrupts)
		t=0
		for p in $threads; do
			t=$((t + $(awk -v c="$c" '{ print $39 == c ? $14 + $15 : 0 }' "$p/stat" 2>/dev/null || echo 0)))
		done
		k=$(for p in /proc/[0-9]*; do
			case "$(cat "$p/comm" 2>/dev/null)" in "kworker/$c:"*) cat "$p/stat" 2>/dev/null ;; esac
		done | awk '{ sub(/^.*\) /, ""); s += $12 + $13 } END { print s + 0 }')
		echo "$c $st $n $t $k" >> "$1"
	done
}
# window NAME: sleep RUNTIME seconds, set NAME_C_{busy,irq,irqs,ms,kw} per CPU
# (rates over the time between the two snapshots)
window() {
	snap /tmp/hk-a
	sleep "$RUNTIME"
	snap /tmp/hk-b
	eval "$(paste -d' ' /tmp/hk-a /tmp/hk-b | awk -v w="$1" '
		NR == 1 { s = ($2 - $1) / 100; if (s <= 0) s = 1; next }
		{ t = $11 - $4; if (t <= 0) t = 1
		printf "%s_%s_busy=%.2f %s_%s_irq=%.2f %s_%s_irqs=%.0f %s_%s_ms=%.1f %s_%s_kw=%.1f\n",
			w, $1, 100 * ($9 - $2) / t, w, $1, 100 * ($10 - $3) / t,
			w, $1, ($12 - $5) / s, w, $1, 10 * ($13 - $6) / s, w, $1, 10 * ($14 - $7) / s }
		END { printf "%s_secs=%.2f\n", w, s }')"
}
# get NAME: the value of variable NAME
get() { eval "echo \${$1:-}"; }

for c in $(expand "$PROBE_CPUS"); do
	probe "$c" "alone_$c" || { echo "not ok 2 probe on CPU $c failed"; exit 1; }
done
window idle
echo "ok 2 probes alone"

stat0=$(awk '{ print $1 }' "/sys/block/$dev/stat")
for c in $(expand "$BULK_CPUS"); do
	taskset -c "$c" fio --name="bulk$c" --filename="/dev/$dev" --rw=randread --bs=4k --direct=1 \
		--ioengine=libaio --clocksource=clock_gettime --iodepth="$BULK_DEPTH" --rate_iops="$BULK_IOPS" \
		--cpus_allowed="$c" --runtime=$((WARMUP + (1 + 2 * $(expand "$PROBE_CPUS" | wc -w)) * (RUNTIME + 2) + 10)) \
		--time_based --output-format=json --output="/tmp/hk-bulk$c.json" >/dev/null 2>&1 &
	pids="$pids $!"
done
sleep "$WARMUP"
r0=$(awk '{ print $1 }' "/sys/block/$dev/stat")
window bulk
r1=$(awk '{ print $1 }' "/sys/block/$dev/stat")
# shellcheck disable=SC2154  # set by window
echo "# metric bulk_iops=$(awk -v n=$((r1 - r0)) -v s="$bulk_secs" 'BEGIN { printf "%.0f", n / s }')"
for c in $(expand "$PROBE_CPUS"); do
	probe "$c" "bulk_$c" || { echo "not ok 3 probe on CPU $c beside the bulk failed"; exit 1; }
done
kill -INT $pids 2>/dev/null
wait 2>/dev/null
pids=
for c in $(expand "$BULK_CPUS"); do
	echo "# bulk job on CPU $c: $(grep -m 1 '"iops" :' "/tmp/hk-bulk$c.json" 2>/dev/null) (fio)"
done
echo "# info bulk_reads_total=$(($(awk '{ print $1 }' "/sys/block/$dev/stat") - stat0))"
echo "# metric bulk_target_iops=$((BULK_IOPS * $(expand "$BULK_CPUS" | wc -w)))"

for c in $(expand "$PROBE_CPUS"); do
	for k in busy irq; do
		echo "# metric cpu${c}_${k}_pct=$(awk -v a="$(get "bulk_${c}_$k")" -v b="$(get "idle_${c}_$k")" 'BEGIN { printf "%.2f", a - b }')"
	done
	echo "# metric cpu${c}_nvme_irqs=$(get "bulk_${c}_irqs")"
	echo "# metric cpu${c}_irqthread_ms=$(get "bulk_${c}_ms")"
	echo "# metric cpu${c}_kworker_ms=$(awk -v a="$(get "bulk_${c}_kw")" -v b="$(get "idle_${c}_kw")" 'BEGIN { printf "%.1f", a - b }')"
	for k in read fsync; do
		a=$(get "alone_${c}_$k") b=$(get "bulk_${c}_$k")
		echo "# metric cpu${c}_${k}_p99_alone_us=$a"
		echo "# metric cpu${c}_${k}_p99_bulk_us=$b"
		echo "# metric cpu${c}_${k}_p99=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", (a > 0 ? b / a : 0) }')"
	done
done
echo "ok 3 bulk on CPUs $BULK_CPUS at $BULK_IOPS IOPS each, probes on CPUs $PROBE_CPUS"
