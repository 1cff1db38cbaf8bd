#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Noise on isolated CPUs as RT users measure it (benchmark): the osnoise
# tracer on every isolated CPU in three phases,
#   floor  nothing else runs;
#   hk     bulk reads (fio, libaio, iodepth BULK_DEPTH) on the housekeeping CPUs;
#   iso    the same bulk reads from isolated CPU ISO_CPU only, which must share
#          its hardware queue with other isolated CPUs (checked in debugfs);
#   ctl    the control of iso: the same reads from ISO_CPU of a file in
#          tmpfs (system calls, no block I/O), so iso has a floor with the
#          same load apart from the block layer;
# all on the NVMe controller whose serial is DISK (or the namespace DISK).
# In the iso phase ISO_CPU is not traced: the figures are those of isolated
# CPUs that submit no I/O. After each osnoise run, timerlat runs TL_RUNTIME
# seconds on the same CPUs under the same load (0: no timerlat).
#
# The counts come from the osnoise samples (one per CPU and period): per
# traced CPU the interruptions per second by kind (irq, softirq, thread, and
# nmi and hw), the noise and the longest single noise in microseconds.
# Which of them come from the block layer comes from the osnoise:irq_noise,
# softirq_noise and thread_noise events (source named), recorded with the
# BLOCK softirq entries and work item starts in a second trace instance:
#   blk_irq      hardirqs of an nvme queue vector;
#   blk_softirq  BLOCK softirqs run as softirq noise (not on PREEMPT_RT,
#                where softirqs run in threads);
#   blk_thread   thread noise of an nvme interrupt thread, or of a thread that
#                ran a BLOCK softirq or a block layer work item (blk_*, nvme*).
# Each is the kind's rate times the share of its events that came from the
# block layer (exact while the instance lost no event; lost events are
# reported). Under TCG the durations follow the host: indications only.
# Prints "# metric PHASE_cpuN_KIND=VALUE" per traced CPU and
# "# metric PHASE_max_KIND" (the largest over the traced CPUs) for
# scripts/bench.sh; "# info PHASE_cpuN_sources" names the most frequent
# sources. Touches only the trace instances it creates and the osnoise CPU
# list, which it restores; reads the benchmark's own NVMe disk.
DISK=${DISK:-blkisolnoise}
ISO_CPU=${ISO_CPU:-3}
RUNTIME=${RUNTIME:-10}
TL_RUNTIME=${TL_RUNTIME:-5}
WARMUP=${WARMUP:-2}
BULK_DEPTH=${BULK_DEPTH:-32}
BUF_KB=${BUF_KB:-16384}

T=/sys/kernel/tracing
A=$T/instances/blkisol-noise
B=$T/instances/blkisol-noise-ev

echo "TAP version 13"
grep -qw osnoise "$T/available_tracers" 2>/dev/null ||
	{ echo "1..0 # SKIP no osnoise tracer (CONFIG_OSNOISE_TRACER)"; exit 4; }
echo "1..5"

# cpulist LIST: the CPUs of a list such as 2-4,7, one per line
cpulist() {
	echo "$1" | tr ',' '\n' | awk -F- 'NF { e = NF > 1 ? $2 : $1; for (c = $1; c <= e; c++) print c }'
}
# joined: stdin's lines joined by commas
joined() { awk 'NF { s = s (s == "" ? "" : ",") $0 } END { print s }'; }
# minus LIST1 LIST2: the CPUs of comma list LIST1 that are not in LIST2
minus() {
	awk -v a="$1" -v b="$2" 'BEGIN { n = split(b, x, ","); for (i = 1; i <= n; i++) out[x[i]] = 1
		n = split(a, y, ","); s = ""
		for (i = 1; i <= n; i++) if (y[i] != "" && !(y[i] in out)) s = s (s == "" ? "" : ",") y[i]
		print s }'
}

iso=$(cpulist "$(cat /sys/devices/system/cpu/isolated)" | joined)
online=$(cpulist "$(cat /sys/devices/system/cpu/online)" | joined)
hk=$(minus "$online" "$iso")
[ -n "$iso" ] && [ -n "$hk" ] ||
	{ echo "not ok 1 needs isolated and housekeeping CPUs (isolated '$iso', housekeeping '$hk')"; exit 1; }

# the controller with serial DISK (controllers need not probe in the same
# order every boot), or the namespace DISK
. "$(dirname "$0")"/guest_lib.sh
dev=$DISK ctrl=
if r=$(nvme_serial "$DISK"); then
	ctrl=${r%% *} dev=${r#* }
fi
[ -b "/dev/$dev" ] || { echo "not ok 1 no NVMe disk with serial or name $DISK"; exit 1; }
[ -n "$ctrl" ] || ctrl=${dev%n[0-9]*}

# The shape: ISO_CPU's hardware queue holds other isolated CPUs.
dbg=/sys/kernel/debug/block/$dev
hctx=$(ls -d "$dbg"/hctx*/cpu"$ISO_CPU" 2>/dev/null | head -n 1)
hctx=${hctx%/*}
qcpus=$(ls -d "$hctx"/cpu* 2>/dev/null | sed 's|.*/cpu||' | sort -n | joined)
others=$(minus "$(minus "$qcpus" "$hk")" "$ISO_CPU")
echo "# $dev ($ctrl): $(ls -d "$dbg"/hctx* | wc -l) queues; isolated CPUs $iso, housekeeping $hk"
for h in "$dbg"/hctx*; do
	q=$((${h##*hctx} + 1))
	irq=$(awk -v n="${ctrl}q$q" '$NF == n { sub(":", "", $1); print $1 }' /proc/interrupts)
	echo "#   ${h##*/}: CPUs $(ls -d "$h"/cpu* 2>/dev/null | sed 's|.*/cpu||' | sort -n | joined)," \
		"interrupt ${ctrl}q$q (irq $irq) mask $(cat /proc/irq/"$irq"/smp_affinity_list 2>/dev/null)" \
		"effective $(cat /proc/irq/"$irq"/effective_affinity_list 2>/dev/null)"
	[ "$h" = "$hctx" ] && qirq=$(cat /proc/irq/"$irq"/effective_affinity_list 2>/dev/null)
done
echo "# info iso_cpu=$ISO_CPU"
echo "# info iso_queue_cpus=$qcpus"
echo "# info iso_queue_irq_cpu=${qirq:-}"
if [ -z "$hctx" ] || [ -z "$others" ]; then
	echo "not ok 1 isolated CPU $ISO_CPU shares its queue with other isolated CPUs (queue CPUs: '$qcpus')"
	exit 1
fi
echo "ok 1 isolated CPU $ISO_CPU shares ${hctx##*/} with isolated CPU(s) $others"

# Trace settings: two instances of our own, and the osnoise CPU list
# (global), restored on exit.
saved_cpus=$(cat "$T/osnoise/cpus")
bulk=
cleanup() {
	[ -n "$bulk" ] && kill "$bulk" 2>/dev/null && wait "$bulk" 2>/dev/null
	for i in "$A" "$B"; do
		[ -d "$i" ] || continue
		echo 0 > "$i/tracing_on"
		echo nop > "$i/current_tracer"
		echo 0 > "$i/events/enable"
		f=$i/events/irq/softirq_entry/filter
		[ -f "$f" ] && echo 0 > "$f"
		rmdir "$i"
	done
	[ -n "$saved_cpus" ] && echo "$saved_cpus" > "$T/osnoise/cpus"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
mkdir "$A" "$B" || { echo "not ok 2 cannot create trace instances"; exit 1; }
echo 0 > "$A/tracing_on"
echo 0 > "$B/tracing_on"
echo 1024 > "$A/buffer_size_kb"
echo 64 > "$B/buffer_size_kb"
echo 0 > "$B/events/osnoise/osnoise_sample/enable" 2>/dev/null
for e in osnoise/irq_noise osnoise/softirq_noise osnoise/thread_noise osnoise/nmi_noise \
	irq/softirq_entry workqueue/workqueue_execute_start; do
	[ -d "$B/events/$e" ] && echo 1 > "$B/events/$e/enable"
done
# BLOCK softirqs only: the others are not attributed and would fill the buffer
[ -f "$B/events/irq/softirq_entry/filter" ] && echo 'vec == 4' > "$B/events/irq/softirq_entry/filter"

# fio_bulk CPUS SECONDS [ctl]: bulk random reads from CPUS in the
# background; ctl: of a file in tmpfs instead of the disk
fio_bulk() {
	set -- "$1" "$2" --filename="/dev/$dev" --direct=1 --ioengine=libaio --iodepth="$BULK_DEPTH"
	[ "${ctl:-}" ] && set -- "$1" "$2" --filename=/tmp/noise-ctl.dat --size=64m --ioengine=psync
	fio --name=bulk --rw=randread --bs=4k "$3" "$4" "$5" ${6:+"$6"} --numjobs="$(cpulist "$1" | wc -l)" \
		--cpus_allowed="$1" --cpus_allowed_policy=split --group_reporting \
		--runtime="$2" --time_based --output-format=json --output=/tmp/noise-bulk.json \
		>/dev/null 2>&1 &
	bulk=$!
}

# samples FILE: per CPU from osnoise sample lines, "CPU RUNTIME_US NOISE_US
# MAX_SINGLE_US HW NMI IRQ SIRQ THREAD NSAMPLES" (sums, max for MAX_SINGLE)
samples() {
	awk '/^#/ { next }
	{
		cpu = -1; t = 0
		for (i = 1; i <= NF; i++) {
			if (cpu < 0 && $i ~ /^\[[0-9]+\]$/) { cpu = substr($i, 2, length($i) - 2) + 0; continue }
			if (cpu >= 0 && $i ~ /^[0-9]+\.[0-9]+:$/) { t = i; break }
		}
		if (!t || NF < t + 9 || $(t + 1) !~ /^[0-9]+$/) next
		n[cpu]++; rt[cpu] += $(t + 1); no[cpu] += $(t + 2)
		if ($(t + 4) > ms[cpu]) ms[cpu] = $(t + 4)
		hw[cpu] += $(t + 5); nmi[cpu] += $(t + 6); irq[cpu] += $(t + 7)
		si[cpu] += $(t + 8); th[cpu] += $(t + 9)
	}
	END { for (c in n) print c, rt[c], no[c], ms[c] + 0, hw[c], nmi[c], irq[c], si[c], th[c], n[c] }' "$1"
}

# events FILE: per CPU "CPU IRQ_EV BLK_IRQ_EV SIRQ_EV BLK_SIRQ_EV THREAD_EV
# BLK_THREAD_EV SOURCES" from the noise events; a thread noise counts as the
# block layer's when its thread is an nvme interrupt thread or ran a BLOCK
# softirq or a block work item since the CPU's previous thread or softirq
# noise (events of one CPU are in time order; a noise event is written when
# the noise ends). SOURCES: the most frequent sources, KIND:NAME:COUNT.
events() {
	awk '
	function add(c, k) { src[c SUBSEP k]++; if (!(c SUBSEP k in seen)) { seen[c SUBSEP k] = 1; keys[c] = keys[c] " " k } }
	{
		cpu = -1; e = 0
		for (i = 1; i <= NF; i++) {
			if (cpu < 0 && $i ~ /^\[[0-9]+\]$/) { cpu = substr($i, 2, length($i) - 2) + 0; continue }
			if (cpu >= 0 && $i ~ /^[a-z_]+:$/) { e = i; break }
		}
		if (!e) next
		ev = $e; a = $(e + 1); cpus[cpu] = 1
		if (ev == "irq_noise:") {
			sub(/:[0-9]+$/, "", a); irq[cpu]++
			if (a ~ /^nvme/) birq[cpu]++
			add(cpu, "irq:" a)
		} else if (ev == "softirq_noise:") {
			sub(/:[0-9]+$/, "", a); si[cpu]++
			if (a == "BLOCK" || flag[cpu]) bsi[cpu]++
			flag[cpu] = 0
			add(cpu, "softirq:" a)
		} else if (ev == "thread_noise:") {
			sub(/:[0-9]+$/, "", a); th[cpu]++
			if (a ~ /nvme/ || flag[cpu]) bth[cpu]++
			flag[cpu] = 0
			if (a !~ /^irq\//) gsub(/[0-9]+/, "N", a)
			add(cpu, "thread:" a)
		} else if (ev == "softirq_entry:") {
			if (a == "vec=4") flag[cpu] = 1
		} else if (ev == "workqueue_execute_start:") {
			for (i = e + 1; i < NF; i++)
				if ($i == "function" && $(i + 1) ~ /^(blk_|nvme|bio_|disk_)/) flag[cpu] = 1
		}
	}
	END {
		for (c in cpus) {
			s = ""
			for (r = 0; r < 4; r++) {
				best = ""; bn = 0
				n = split(keys[c], k, " ")
				for (i = 1; i <= n; i++)
					if (!(k[i] in used) && src[c SUBSEP k[i]] > bn) { best = k[i]; bn = src[c SUBSEP k[i]] }
				if (best == "") break
				used[best] = 1
				s = s (s == "" ? "" : ",") best ":" bn
			}
			for (i in used) delete used[i]
			print c, irq[c] + 0, birq[c] + 0, si[c] + 0, bsi[c] + 0, th[c] + 0, bth[c] + 0, (s == "" ? "-" : s)
		}
	}' "$1"
}

# lost_events: events of the second instance lost on the traced CPUs
lost_events() {
	l=0
	for c in $(echo "$traced" | tr ',' ' '); do
		s=$B/per_cpu/cpu$c/stats
		o=$(sed -n 's/^overrun: //p' "$s")
		d=$(sed -n 's/^dropped events: //p' "$s")
		l=$((l + ${o:-0} + ${d:-0}))
	done
	echo "$l"
}

# phase NAME BULK_CPUS [ctl]: measure with bulk reads from BULK_CPUS (none:
# no load; ctl: of a tmpfs file); every isolated CPU but BULK_CPUS is traced
fails=0 tn=1
phase() {
	name=$1 load=$2 ctl=${3:-} tn=$((tn + 1))
	traced=$iso
	[ "$load" = none ] || traced=$(minus "$iso" "$(cpulist "$load" | joined)")
	# busybox awk is built without its math library: no ^ operator
	mask=$(echo "$traced" | awk -F, '{ m = 0
		for (i = 1; i <= NF; i++) { p = 1; for (j = 0; j < $i; j++) p *= 2; m += p }
		printf "%x\n", m }')
	echo "$traced" > "$T/osnoise/cpus"
	for i in "$A" "$B"; do
		echo "$mask" > "$i/tracing_cpumask"
		echo > "$i/trace"
	done
	for c in $(echo "$traced" | tr ',' ' '); do
		echo "$BUF_KB" > "$B/per_cpu/cpu$c/buffer_size_kb"
	done
	echo "# $name: traced CPUs $traced, bulk reads from ${load}"
	# fio runs until the measurements end (SIGTERM: it stops and reports)
	[ "$load" = none ] || fio_bulk "$load" $((WARMUP + RUNTIME + TL_RUNTIME + 300))
	sleep "$WARMUP"
	echo 1 > "$B/tracing_on"
	echo osnoise > "$A/current_tracer"
	echo 1 > "$A/tracing_on"
	sleep "$RUNTIME"
	echo 0 > "$A/tracing_on"
	echo 0 > "$B/tracing_on"
	cat "$A/trace" > /tmp/noise-samples.txt
	cat "$B/trace" > /tmp/noise-events.txt
	lost=$(lost_events)
	echo nop > "$A/current_tracer"
	tl=
	if [ "$TL_RUNTIME" -gt 0 ] && grep -qw timerlat "$T/available_tracers"; then
		echo > "$A/trace"
		echo timerlat > "$A/current_tracer"
		echo 1 > "$A/tracing_on"
		sleep "$TL_RUNTIME"
		echo 0 > "$A/tracing_on"
		# per CPU: the largest irq and thread timer latency, in ns
		tl=$(awk '/context +irq timer_latency/ || /context +thread timer_latency/ {
				cpu = -1
				for (i = 1; i <= NF; i++) if ($i ~ /^\[[0-9]+\]$/) { cpu = substr($i, 2, length($i) - 2) + 0; break }
				for (i = 1; i < NF; i++) if ($i == "timer_latency") v = $(i + 1)
				k = ($0 ~ /context +irq/) ? "irq" : "thread"
				if (v > m[k]) m[k] = v
			} END { printf "%.0f %.0f\n", m["irq"], m["thread"] }' "$A/trace")
		echo nop > "$A/current_tracer"
	fi
	if [ -n "$bulk" ]; then
		if ! kill -TERM "$bulk" 2>/dev/null; then
			wait "$bulk"
			echo "not ok $tn $name: bulk fio ended before the measurements (exit $?)"
			bulk='' fails=$((fails + 1))
			return
		fi
		wait "$bulk"
		bulk=
		iops=$(grep -o '"iops" : [0-9.]*' /tmp/noise-bulk.json | head -n 1 | sed 's/.*: //')
		echo "# metric ${name}_bulk_iops=${iops:-0}"
	fi
	samples /tmp/noise-samples.txt | sort -n > /tmp/noise-s
	events /tmp/noise-events.txt | sort -n > /tmp/noise-e
	echo "# $name: $(wc -l < /tmp/noise-events.txt) event lines, $lost lost (blk_* scaled from the rest)"
	echo "# metric ${name}_lost_events=$lost"
	# per CPU, rates per second of sampled runtime
	awk -v ph="$name" -v traced="$traced" '
	FILENAME == "/tmp/noise-e" { ei[$1] = $2; eb[$1] = $3; es[$1] = $4; ebs[$1] = $5; et[$1] = $6; ebt[$1] = $7; src[$1] = $8; next }
	{ s[$1] = $0 }
	function share(b, a) { return a > 0 ? b / a : 0 }
	END {
		n = split(traced, t, ",")
		for (i = 1; i <= n; i++) {
			c = t[i]
			if (!(c in s)) { print "# missing " c; continue }
			split(s[c], f, " ")
			sec = f[2] / 1e6
			if (sec <= 0) { print "# missing " c; continue }
			r["irq"] = f[7] / sec; r["softirq"] = f[8] / sec; r["thread"] = f[9] / sec
			r["nmi"] = f[6] / sec; r["hw"] = f[5] / sec
			r["blk_irq"] = r["irq"] * share(eb[c], ei[c])
			r["blk_softirq"] = r["softirq"] * share(ebs[c], es[c])
			r["blk_thread"] = r["thread"] * share(ebt[c], et[c])
			r["blk"] = r["blk_irq"] + r["blk_softirq"] + r["blk_thread"]
			r["noise_us"] = f[3] / sec; r["longest_us"] = f[4]; r["seconds"] = sec
			printf "# %s: CPU %d, %d samples, %.1f s\n", ph, c, f[10], sec
			nk = split("irq softirq thread blk blk_irq blk_softirq blk_thread nmi hw noise_us longest_us seconds", ks, " ")
			for (j = 1; j <= nk; j++) {
				k = ks[j]
				printf "# metric %s_cpu%d_%s=%.1f\n", ph, c, k, r[k]
				if (!(k in mx) || r[k] > mx[k]) mx[k] = r[k]
			}
			printf "# info %s_cpu%d_sources=%s\n", ph, c, (c in src) ? src[c] : "-"
		}
		for (j = 1; j < nk; j++) if (ks[j] in mx) printf "# metric %s_max_%s=%.1f\n", ph, ks[j], mx[ks[j]]
	}' /tmp/noise-e /tmp/noise-s > /tmp/noise-m
	cat /tmp/noise-m
	if [ -n "$tl" ]; then
		echo "# metric ${name}_tl_irq_max_us=$(echo "$tl" | awk '{ printf "%.1f", $1 / 1000 }')"
		echo "# metric ${name}_tl_thread_max_us=$(echo "$tl" | awk '{ printf "%.1f", $2 / 1000 }')"
	fi
	if grep -q '^# missing' /tmp/noise-m; then
		echo "not ok $tn $name: no osnoise sample for CPU(s) $(sed -n 's/^# missing //p' /tmp/noise-m | joined)"
		fails=$((fails + 1))
	else
		echo "ok $tn $name measured on CPUs $traced"
	fi
}

phase floor none
phase hk "$hk"
phase iso "$ISO_CPU"
phase ctl "$ISO_CPU" ctl
rm -f /tmp/noise-ctl.dat
[ "$fails" -eq 0 ]
