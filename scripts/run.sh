#!/usr/bin/env bash
# Boot a built kernel in QEMU (TCG) for each scenario and collect the results.
# Usage: scripts/run.sh VARIANT [SCENARIO...]   (default: every scenario)
# Per scenario: out/VARIANT/logs/SCENARIO.log (console) and .res (one result
# per line: "ok|not ok|skip<TAB>test"), and a one-line summary on stdout
# with the verdicts that changed since the previous run (whose results stay
# in .res.prev); beside them .cmd (the QEMU command line) and .times (each
# guest test's seconds and limit: "test<TAB>seconds<TAB>limit").
# Exit status: 0 when every scenario passes as make check judges it
# (scripts/expect.sh --variant): on the series every test is ok (a skip
# fails) and every guard ran; on the base and the negative control exactly
# the guards a scenario expects there fail. Benchmarks and other variants:
# 0 when no result is "not ok".
# Optional scenario hooks, run on the host with DISK set: host_before after
# the disk images are created, before QEMU starts; host_after once QEMU has
# ended, its stdout ("ok<TAB>NAME" or "not ok<TAB>NAME<TAB>detail" lines)
# appended to the .res file. A hook that fails is a "not ok" result. The hooks
# run without errexit: they check their own commands.
. "$(dirname "$0")/lib.sh"

variant=${1:?usage: run.sh VARIANT [SCENARIO...]}
shift
variant_row "$variant"
need qemu-system-x86_64 timeout python3 addr2line
kernel=$OUT/$variant/bzImage
[ -f "$kernel" ] || die "no kernel for $variant at $kernel (run scripts/build.sh $variant)"
# A kernel built from other patches or fragments than the tree's would be
# judged (or measured) as if it were this one.
[ "$(cat "$OUT/$variant/bzImage.sum" 2>/dev/null)" = "$(kernel_sum)" ] ||
	die "the kernel for $variant ($kernel) was not built from the current patches and kconfig fragments (run scripts/build.sh $variant)"
scndir=$TOP/selftests/scenarios
if [ $# -eq 0 ]; then
	mapfile -t all < <(names "$scndir")
	set -- "${all[@]}"
fi
# scenario NAME: the file of a test scenario or a benchmark
scenario() {
	if [ -f "$scndir/$1.sh" ]; then echo "$scndir/$1.sh"
	elif [ -f "$TOP/selftests/bench/$1.sh" ]; then echo "$TOP/selftests/bench/$1.sh"
	elif [ -f "$TOP/selftests/peer/$1.sh" ]; then echo "$TOP/selftests/peer/$1.sh"
	else return 1; fi
}
for s in "$@"; do
	scenario "$s" >/dev/null || die "unknown scenario '$s' (have: $(cd "$TOP/selftests" && ls scenarios/*.sh bench/*.sh peer/*.sh | sed 's|^.*/||; s|\.sh$||' | tr '\n' ' '))"
done
common=$("$TOP/scripts/initramfs.sh")
# The common initramfs plus the variant's modules: the kernel unpacks both.
initrd=$OUT/$variant/initrd.cpio.gz
cat "$common" "$OUT/$variant/modules.cpio.gz" > "$initrd" 2>/dev/null ||
	die "no modules for $variant (run scripts/build.sh $variant)"
logs=$OUT/$variant/logs
mkdir -p "$logs"

# What the kernel log must not have (lib.sh)
pat=$KLOG_PAT

# early_report LOG: the first kernel-log report, if it came before the
# guest's init and its call trace runs in start_kernel(), the boot CPU's
# early setup, before any initcall, driver or test has run. Seen once in a
# kasan boot under multi-threaded TCG: a KASAN wild-memory-access in
# handle_edge_irq() on an interrupt taken in identify_cpu().
early_report() {
	# awk reads the file itself: a pipeline that stops reading early would
	# end its writer with SIGPIPE, an error under pipefail
	awk -v pat="$pat" '{ gsub(/\r/, "") }
		/^BLKISOL-BEGIN/ { exit }
		!found && $0 ~ pat { found = $0; n = 0; next }
		found && ++n <= 60 && /start_kernel\+/ { sub(/^\[ *[0-9.]+\] /, "", found); print found; exit }' "$1"
}

# boot LOG QEMU-ARGS...: run QEMU with its console in LOG and TIMEOUT as the
# limit. Until the guest's init prints BLKISOL-BEGIN, the console must not stay
# silent for BOOT_SILENCE seconds (default: the variant's silence column in
# ./variants, 120, 300 for the kasan kernel; the longest silence before init
# in the boots of a full check was 23 s): after that long the kernel's boot
# is hung (seen in multi-threaded TCG boots with no lockup report: once on
# the kasan kernel, once on a 16-vCPU guest of the
# series on a loaded host, its boot CPU spinning in watchdog_check_skew(),
# the clocksource watchdog, with every other vCPU idle). Then the instruction
# pointer of every vCPU is appended to LOG, with its function from vmlinux,
# QEMU is stopped and boot returns 1.
boot() {
	local log=$1 mon pid size ips last=-1 quiet=0 t=0 silence=${BOOT_SILENCE:-$V_SILENCE}
	shift
	[[ "$silence" =~ ^[1-9][0-9]*$ ]] || die "BOOT_SILENCE must be a number of seconds (got '$silence')"
	mon=$(mktemp -u "${TMPDIR:-/tmp}/blkisol-mon.XXXXXX")
	timeout --foreground -k 10 "$TIMEOUT" qemu-system-x86_64 "$@" \
		-monitor "unix:$mon,server=on,wait=off" < /dev/null > "$log" 2>&1 &
	pid=$!
	while kill -0 "$pid" 2>/dev/null; do
		sleep 2
		t=$((t + 2))
		grep -q '^BLKISOL-BEGIN' "$log" && { quiet=0; continue; }
		size=$(stat -c %s "$log")
		if [ "$size" -ne "$last" ]; then last=$size quiet=0; continue; fi
		quiet=$((quiet + 2))
		[ "$quiet" -ge "$silence" ] || continue
		ips=$(vcpu_ips "$mon")
		kill "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		rm -f "$mon"
		# after QEMU has exited: it does not append to the log
		printf 'BLKISOL-HANG no console output for %ss before init, %ss after start\n%s\n' \
			"$quiet" "$t" "$ips" >> "$log"
		return 1
	done
	wait "$pid" 2>/dev/null
	rm -f "$mon"
	return 0
}

# vcpu_ips MONITOR-SOCKET: "vCPU N at ADDRESS FUNCTION" for every vCPU.
vcpu_ips() {
	local vmlinux=$OUT/$variant/obj/vmlinux n=0 ip
	python3 - "$1" <<-'EOF' | tr -d '\r' | sed -nE 's/^[RE]IP=([0-9a-f]+).*/\1/p' |
		import socket, sys, time
		s = socket.socket(socket.AF_UNIX)
		s.connect(sys.argv[1])
		s.sendall(b"info registers -a\n")
		s.settimeout(3)
		out = b""
		try:
		    while True:
		        d = s.recv(1 << 16)
		        if not d:
		            break
		        out += d
		except OSError:
		    pass
		sys.stdout.write(out.decode(errors="replace"))
	EOF
	while read -r ip; do
		printf 'BLKISOL-HANG vCPU %d at %s %s\n' "$n" "$ip" \
			"$( [ -f "$vmlinux" ] && addr2line -f -e "$vmlinux" "0x$ip" 2>/dev/null | head -1)"
		n=$((n + 1))
	done
}

rc=0
for s in "$@"; do
	# Defaults, then the scenario's own settings (selftests/scenario.sh)
	scenario_load "$(scenario "$s")"
	# The variant's time factor (KASAN makes the kasan kernel about twice
	# as slow) and what its cmdline column in ./variants adds
	TIMEOUT=$((TIMEOUT * V_TIME))
	for c in ${V_CMDLINE//,/ }; do
		case $c in
		-) ;;
		# CHECKERS=1 (scenarios that remove devices, take CPUs offline or
		# free rq-qos state): the slab and object checkers on
		checkers) [ -z "$CHECKERS" ] || CMDLINE="$CMDLINE slub_debug=FZPU debug_objects" ;;
		# settings for the kernels that boot only the CHECKERS=1
		# scenarios (series-nort, kasan), e.g. fewer rounds
		checkers-cmdline) CMDLINE="$CMDLINE $CHECKERS_CMDLINE" ;;
		# the switches of the scratch patches whose claims the scenario's
		# tests guard (each breaks one claim, only when its switch is
		# given); the boot runs only those guards (the other tests show
		# nothing about the scratch patches: 1.8 minutes of make check)
		negctl)
			CMDLINE="$CMDLINE $NEGCTL_CMDLINE"
			guards=$(for t in $TESTS; do [[ " $EXPECT_NEGCTL_FAIL " != *" $t "* ]] || echo "$t"; done | paste -sd,)
			[ -z "$guards" ] || CMDLINE="$CMDLINE blkisol.only=$guards" ;;
		*) die "variants: cmdline of '$variant' names '$c' (checkers, checkers-cmdline or negctl)" ;;
		esac
	done
	# EXTRA_INITRD=blktests: the blktests tree and its tools appended to
	# the initramfs (scripts/blktests-initrd.sh), for this scenario only
	sinitrd=$initrd
	case $EXTRA_INITRD in
	'') ;;
	blktests)
		sinitrd=$OUT/$variant/initrd-$s.cpio.gz
		cat "$initrd" "$("$TOP/scripts/blktests-initrd.sh" "$variant")" > "$sinitrd" ||
			die "$s: cannot build the blktests initramfs for $variant" ;;
	*) die "$s: EXTRA_INITRD must be empty or blktests (got '$EXTRA_INITRD')" ;;
	esac
	DISK=$OUT/disks/$s
	mkdir -p "$DISK"
	for i in 0 1 2 3 4 5; do truncate -s 64M "$DISK/d$i.img"; done
	hook_rc=0
	if declare -F host_before >/dev/null; then
		host_before >&2 || hook_rc=$?
	fi
	log "run: $variant/$s: $DESCRIPTION (smp $SMP, timeout ${TIMEOUT}s)"
	start=$(date +%s)
	qargs=$(eval "echo \"$QEMU_ARGS\"")
	# ICOUNT=SHIFT: one TCG thread for all vCPUs, and the guest clock advances
	# 2^SHIFT ns per instruction, whatever the host's load (cost, not speed)
	# TCG_SINGLE=1: one TCG thread, without icount (many vCPUs, small host)
	accel=(-accel "tcg,thread=multi")
	[ -n "$TCG_SINGLE" ] && accel=(-accel "tcg,thread=single")
	# The guest bounds each test by what is left of TIMEOUT (selftests/guest/init),
	# so that a hung test is named; not with icount, where guest time is not the host's
	limit=" blkisol.BOOT_TIMEOUT=$TIMEOUT blkisol.TIME_FACTOR=$V_TIME"
	if [ -n "$ICOUNT" ]; then
		[[ "$ICOUNT" =~ ^[0-9]$ ]] || die "$s: ICOUNT must be a shift of 0-9 (got '$ICOUNT')"
		accel=(-accel "tcg,thread=single" -icount "shift=$ICOUNT,align=off,sleep=off")
		limit=
	fi
	# A boot that hangs before the guest's init starts, or whose kernel
	# reports a problem in start_kernel() (early_report), is booted once
	# more; the first console log is kept as SCENARIO.early.log. A second
	# such boot, a hang once the tests run, or a report anywhere else counts
	# as before.
	# shellcheck disable=SC2206  # QEMU_ARGS: words, as a shell splits them
	qemu=("${accel[@]}" -cpu "$CPU" -m "$MEM" -smp "$SMP" -display none -no-reboot \
		-serial stdio -kernel "$kernel" -initrd "$sinitrd" $qargs \
		-append "console=ttyS0 panic=-1 loglevel=7 blkisol.scenario=$s$limit $CMDLINE ${EXTRA_CMDLINE:-}")
	# what was booted, to compare runs or boot it again by hand
	printf '%q ' qemu-system-x86_64 "${qemu[@]}" > "$logs/$s.cmd"
	echo >> "$logs/$s.cmd"
	# the previous run's results, one deep
	[ ! -f "$logs/$s.res" ] || mv "$logs/$s.res" "$logs/$s.res.prev"
	for try in 1 2; do
		why=
		boot "$logs/$s.log" "${qemu[@]}" ||
			why="hung before init: $(grep -m1 '^BLKISOL-HANG' "$logs/$s.log" | tr -d '\r')"
		[ -n "$why" ] || why=$(early_report "$logs/$s.log")
		[ -n "$why" ] && [ "$try" -eq 1 ] || break
		mv "$logs/$s.log" "$logs/$s.early.log"
		log "run: $variant/$s: $why (in start_kernel or before init; log kept in $s.early.log), booting again"
	done
	KLOG_ALLOW=$KLOG_ALLOW "$TOP/scripts/parse.sh" results "$logs/$s.log" > "$logs/$s.res"
	"$TOP/scripts/parse.sh" times "$logs/$s.log" > "$logs/$s.times"
	[ "$hook_rc" -eq 0 ] || printf 'not ok\thost_before\texit %d\n' "$hook_rc" >> "$logs/$s.res"
	if declare -F host_after >/dev/null; then
		# only result lines count; anything else is reported, not dropped
		{ host_after || printf 'not ok\thost_after\texit %d\n' $?; } |
			awk -F'\t' '/^(ok|skip)\t[^\t]+/ || /^not ok\t[^\t]+/ { print; next }
				NF { gsub(/\t/, " "); print "not ok\thost_after\tnot a result line: " $0 }' \
			>> "$logs/$s.res"
	fi
	nok=$(grep -c '^ok' "$logs/$s.res" || true)
	nskip=$(grep -c '^skip' "$logs/$s.res" || true)
	nfail=$(grep -c '^not ok' "$logs/$s.res" || true)
	printf '%-8s %-28s %3d ok %3d skip %3d fail  (%ds)%s\n' "$variant" "$s" "$nok" "$nskip" "$nfail" \
		$(( $(date +%s) - start )) "$([ "$nfail" -gt 0 ] && grep '^not ok' "$logs/$s.res" | cut -f2,3 | tr '\t\n' ' ;' | sed 's/^/  failed: /')"
	# what changed since the previous run of this scenario on this kernel
	if [ -f "$logs/$s.res.prev" ]; then
		awk -F'\t' 'FNR == NR { was[$2] = $1; next }
			{ now[$2] = $1; if (!($2 in was)) printf "         since the previous run: %s new (%s)\n", $2, $1
			  else if (was[$2] != $1) printf "         since the previous run: %s %s -> %s\n", $2, was[$2], $1 }
			END { for (t in was) if (!(t in now)) printf "         since the previous run: %s gone (was %s)\n", t, was[t] }' \
			"$logs/$s.res.prev" "$logs/$s.res"
	fi
	# series, base and negctl: a scenario is judged as make check judges
	# it (scripts/expect.sh): on the series a skip fails and every guard
	# must have run, on the base and negctl exactly the guards fail
	judged=
	case $V_JUDGE in
	series|base|negctl) [ -f "$scndir/$s.sh" ] && variant_boots "$variant" "$s" && judged=1 ;;
	esac
	if [ -n "$judged" ]; then
		if v=$("$TOP/scripts/expect.sh" --variant "$variant" "$s" 2>&1); then
			if [ "$V_JUDGE" = series ]; then
				printf '         %s: every test passed, every guard ran\n' "$s"
			else
				printf '         %s: every failure is one the scenario expects on %s\n' "$s" "$variant"
			fi
		else
			echo "$v" | grep -v '^ok' | sed 's/^/         /'
			rc=1
		fi
	elif [ "$nfail" -ne 0 ]; then
		rc=1
	fi
done
log "run: logs in $logs"
exit $rc
