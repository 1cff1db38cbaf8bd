#!/usr/bin/env bash
# Benchmarks: base and series side by side, booted alternately, REPS
# repetitions each (default 3), medians and series/base ratios in a
# Markdown report with plots.
# Usage: scripts/bench.sh [--quick] [BENCH...]   (default: every file in selftests/bench)
#   --quick  one repetition, shorter fio runs: a smoke run of the bench itself
#   BENCH_SERIES=split  measure the split variant (topic 1's class split
#            without its interrupt change) in the place of the series
# Result: out/bench/report.md (every benchmark with results in out/bench/raw/),
# out/bench/*.png, raw logs in out/bench/raw/.
. "$(dirname "$0")/lib.sh"

reps=${REPS:-3}
extra=
if [ "${1:-}" = --quick ]; then
	shift
	reps=1
	extra="blkisol.RUNTIME=3 blkisol.LOADS=3"
fi
[ "$reps" -ge 1 ] 2>/dev/null || die "REPS must be a positive number (got '$reps')"
sv=${BENCH_SERIES:-series}
case $sv in series|split) ;; *) die "BENCH_SERIES must be series or split (got '$sv')" ;; esac
if [ $# -eq 0 ]; then
	mapfile -t all < <(names "$TOP/selftests/bench")
	set -- "${all[@]}"
	log "bench: no BENCHES given: all ${#all[@]} benchmarks (make list names them; BENCHES=\"a b\" picks some)"
fi
for s in "$@"; do
	[ -f "$TOP/selftests/bench/$s.sh" ] || die "unknown benchmark '$s' (see selftests/bench/, or make list)"
done
# The plan before anything starts: the boots, the kernels, and an upper
# bound of the boots' time (the sum of their time limits).
limit=0
for s in "$@"; do
	t=$(scenario_load "$TOP/selftests/bench/$s.sh"; echo "$TIMEOUT")
	limit=$((limit + t * reps * 2))
done
log "bench: $* ($reps repetitions of base and ${BENCH_SERIES:-series} each: $((reps * 2 * $#)) boots, at most $((limit / 60)) minutes; kernels are built first where missing)"

# A benchmark file may ask for kernels of a flavour (FLAVOUR=prof: base-prof
# and series-prof, built with kconfig-fragments/prof/ as well).
flavour() { (scenario_load "$TOP/selftests/bench/$1.sh"; echo "${FLAVOUR:+-$FLAVOUR}"); }
"$TOP/scripts/deps.sh"
"$TOP/scripts/fetch-base.sh" >/dev/null
for f in $(for s in "$@"; do echo "x$(flavour "$s")"; done | sort -u); do
	for v in base "$sv"; do "$TOP/scripts/build.sh" "$v${f#x}"; done
done

dir=$OUT/bench
mkdir -p "$dir/raw"
# What the report was made from (its header), one record per run: its
# date, the workbench's commit and its benchmarks (a benchmark run again
# leaves the older record, a record left with none goes), and each kernel's
# configuration (sha256 of its .config, the latest build's)
meta=$dir/meta.txt
kernels=$(for f in $(for s in "$@"; do echo "x$(flavour "$s")"; done | sort -u); do
	for v in base "$sv"; do echo "$v${f#x}"; done
done)
{
	[ -f "$meta" ] && while IFS=$'\t' read -r key a b c; do
		case $key in
		run)
			keep=
			for x in $c; do
				case " $* " in *" $x "*) ;; *) keep="$keep $x" ;; esac
			done
			[ -z "$keep" ] || printf 'run\t%s\t%s\t%s\n' "$a" "$b" "${keep# }" ;;
		config)
			grep -qx "$a" <<< "$kernels" || printf 'config\t%s\t%s\n' "$a" "$b" ;;
		esac
	done < "$meta"
	# the tree every base kernel of this directory is built from
	printf 'tree\t%s\n' "$TREE"
	printf 'run\t%s\t%s\t%s\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" \
		"$(git -C "$TOP" describe --always --dirty 2>/dev/null || echo unknown)" "$*"
	for k in $kernels; do
		c=$OUT/$k/obj/.config
		printf 'config\t%s\t%s\n' "$k" "$( [ -f "$c" ] && sha256sum "$c" | cut -c1-12 || echo missing)"
	done
} > "$meta.new"
mv "$meta.new" "$meta"
# Fresh results for the benchmarks of this run; others stay in the report.
for s in "$@"; do rm -f "$dir/raw/$s".*.log; done
total=$((reps * 2 * $#)) n=0
for r in $(seq "$reps"); do
	for s in "$@"; do
		f=$(flavour "$s")
		for v in base series; do
			n=$((n + 1))
			k=$v
			[ "$v" = series ] && k=$sv
			log "bench: [$n/$total] $s on $k$f, repetition $r"
			EXTRA_CMDLINE=$extra "$TOP/scripts/run.sh" "$k$f" "$s" >/dev/null ||
				log "bench: $s on $k$f reported a failure (see $dir/raw/$s.$v.$r.log)"
			cp "$OUT/$k$f/logs/$s.log" "$dir/raw/$s.$v.$r.log"
		done
	done
done
python3 "$TOP/scripts/bench-report.py" "$dir" "$reps"
log "bench: report in $dir/report.md"
