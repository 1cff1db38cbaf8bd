#!/usr/bin/env python3
"""Write the benchmark report: medians per variant and series/base ratios.

Usage: bench-report.py DIR REPS   (--help: what they are)
Reads every DIR/raw/BENCH.VARIANT.REP.log ("# metric NAME=VALUE" and
"# info NAME=VALUE" lines printed by the guest tests), writes DIR/report.md
and PNG plots with gnuplot.
"""
import argparse
import glob
import os
import re
import statistics
import subprocess
import sys

from benchstats import cost_verdict, fmt, noise, spread

BENCHDIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "selftests", "bench")
# where a ratio below this is a regression beyond noise (higher is better)
IOPS_FLOOR = 0.98




PARSE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "parse.sh")


def parse(path):
    """A raw console's figures, read by the workbench's one console parser
    (scripts/parse.sh figures): metrics (floats), infos (strings), the
    failed subtests (failed_checks) and the hotplug benchmark's counts."""
    metrics, infos = {"failed_checks": 0.0}, {}
    out = subprocess.run([PARSE, "figures", path], check=True, capture_output=True,
                         text=True).stdout
    for line in out.splitlines():
        f = line.split("\t")
        if f[0] == "check":
            metrics["failed_checks"] += 1
        elif f[0] == "hotplug":
            metrics["hotplug_ops"], metrics["hotplug_refused"], metrics["hotplug_hung"] = \
                (float(x) for x in f[1:4])
        elif f[0] == "info":
            infos[f[1]] = f[2]
        else:
            try:
                metrics[f[1]] = float(f[2])
            except ValueError:
                pass
    return metrics, infos


def load(d, bench):
    data = {}
    for v in ("base", "series"):
        logs = sorted(glob.glob(os.path.join(d, "raw", f"{bench}.{v}.*.log")))
        data[v] = [parse(p) for p in logs]
    return data


def values(data, v, name):
    return [m[name] for m, _ in data[v] if name in m]


def declared(bench):
    """The report sections a benchmark file asks for (its REPORT= words)."""
    try:
        with open(os.path.join(BENCHDIR, bench + ".sh")) as f:
            m = re.search(r'^REPORT="([^"]*)"', f.read(), re.M)
            return m.group(1).split() if m else []
    except OSError:
        return []


def mode_of(bench):
    """The QEMU mode a benchmark file asks for: cost (icount) or speed."""
    try:
        with open(os.path.join(BENCHDIR, bench + ".sh")) as f:
            if re.search(r"^ICOUNT=\S", f.read(), re.M):
                return "cost"
    except OSError:
        pass
    return "speed"


MODE_TEXT = {
    "cost": "cost mode: one TCG thread with icount, the guest clock follows the "
            "instructions executed, so IOPS is I/Os per guest instruction (summed over "
            "the vCPUs) and does not depend on the host's load",
    "speed": "speed mode: multi-threaded TCG, guest time is host time and follows "
             "the host's load (20-40% between runs)",
}


def table(data, names, out):
    out.append("| metric | base median | series median | series/base | outside the spread | base runs | series runs | spread base/series |")
    out.append("|---|---|---|---|---|---|---|---|")
    ratios = {}
    for n in names:
        b, s = values(data, "base", n), values(data, "series", n)
        mb = statistics.median(b) if b else None
        ms = statistics.median(s) if s else None
        ratio = ms / mb if mb and ms is not None else None
        ratios[n] = (ratio, b, s)
        out.append(f"| {n} | {fmt(mb)} | {fmt(ms)} | {'-' if ratio is None else f'{ratio:.3f}'} | "
                   f"{noise(ratio, b, s)} | "
                   f"{' '.join(fmt(x) for x in b)} | {' '.join(fmt(x) for x in s)} | {spread(b)} / {spread(s)} |")
    return ratios


def gnuplot(script):
    try:
        subprocess.run(["gnuplot"], input=script, text=True, check=True,
                       capture_output=True)
        return True
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"bench-report: gnuplot failed: {e}", file=sys.stderr)
        return False


def names_of(data):
    seen = []
    for v in ("base", "series"):
        for m, _ in data[v]:
            for n in m:
                if n not in seen:
                    seen.append(n)
    return seen


# The sections a benchmark's report gets after its table, each registered
# for the benchmarks it matches, in the order written here:
# fn(bench, data, names, ratios, d) -> the lines to add.
SECTIONS = []


def section(matches):
    def register(fn):
        SECTIONS.append((matches, fn))
        return fn
    return register


# metrics a benchmark reports in a section of its own, not in its table
OWN_TABLES = {"noise": lambda n: bool(NOISE_CPU.match(n))}


@section(lambda bench: bench == "noise")
def _noise(bench, data, names, ratios, d):
    return noise_section(data)


@section(lambda bench: mode_of(bench) == "cost")
def _cost(bench, data, names, ratios, d):
    return cost_verdict(ratios)


@section(lambda bench: True)
def _runs_plot(bench, data, names, ratios, d):
    png = f"{bench}-runs.png"
    if every_run_plot(data, names, os.path.join(d, png), bench):
        return [f"![every repetition, relative to the base median]({png})", ""]
    return []


@section(lambda bench: "qos" in declared(bench))
def _qos(bench, data, names, ratios, d):
    out = []
    for v in ("base", "series"):
        r = qos_ratio(data, v, "p99")
        if r is not None:
            out.append(f"- {v}: probe p99 with bulk / alone = {r:.2f}")
    png = f"{bench}.png"
    rows = []
    for label, n in (("p50", "p50"), ("p99", "p99"), ("p99.9", "p99.9")):
        row = [label]
        for v in ("base", "series"):
            for phase in ("alone", "bulk"):
                vals = values(data, v, f"{phase}_{n}")
                row.append(str(statistics.median(vals)) if vals else "0")
        rows.append(" ".join(row))
    ok = gnuplot(f"""set terminal png size 800,450
set output '{os.path.join(d, png)}'
set title 'Probe completion latency on CPU 0 ({bench}), median of runs'
set ylabel 'microseconds'
set logscale y
set style data histogram
set style histogram cluster gap 1
set style fill solid border -1
set key top left
$d << EOD
{chr(10).join(rows)}
EOD
plot $d using 2:xtic(1) title 'base, alone', '' using 3 title 'base, with bulk', \\
     '' using 4 title 'series, alone', '' using 5 title 'series, with bulk'
""")
    if ok:
        out += ["", f"![probe latency]({png})"]
    out.append("")
    return out


@section(lambda bench: "iops-floor" in declared(bench))
def _iops_floor(bench, data, names, ratios, d):
    worst = [(n, r) for n, (r, _, _) in ratios.items()
             if r is not None and (n.startswith("iops") or n == "total") and r < IOPS_FLOOR]
    if worst:
        line = ("- below " + str(IOPS_FLOOR) + ": " +
                ", ".join(f"{n} {r:.3f}" for n, r in worst) +
                " (compare with the spread before calling it a regression)")
    else:
        line = f"- every throughput ratio is at least {IOPS_FLOOR}"
    return [line, ""]


@section(lambda bench: bench == "shared-tags")
def _shared_tags(bench, data, names, ratios, d):
    devs = [n for n in names if n.startswith("dev_")]
    rows = []
    for n in devs:
        b, s = values(data, "base", n), values(data, "series", n)
        rows.append(f"{n[4:]} {statistics.median(b) if b else 0} {statistics.median(s) if s else 0}")
    png = "shared-tags.png"
    out = []
    if rows and gnuplot(f"""set terminal png size 800,400
set output '{os.path.join(d, png)}'
set title 'IOPS per device, shared tag set (median of runs)'
set style data histogram
set style histogram cluster gap 1
set style fill solid border -1
set yrange [0:*]
$d << EOD
{chr(10).join(rows)}
EOD
plot $d using 2:xtic(1) title 'base', '' using 3 title 'series'
"""):
        out += ["", f"![IOPS per device]({png})"]
    out.append("")
    return out


@section(lambda bench: "raid-choice" in declared(bench))
def _raid_choice(bench, data, names, ratios, d):
    out = []
    keys = sorted({k for v in ("base", "series") for _, i in data[v] for k in i})
    for k in keys:
        per = {v: sorted({i[k] for _, i in data[v] if k in i}) for v in ("base", "series")}
        same = "same" if per["base"] == per["series"] else "DIFFERENT"
        out.append(f"- {k}: base {', '.join(per['base']) or '-'}; "
                   f"series {', '.join(per['series']) or '-'} ({same})")
    out.append("")
    return out


def meta_lines(d):
    """The header of the report, from meta.txt (written by scripts/bench.sh):
    per run on record its date, workbench commit and benchmarks, and the
    configuration of each kernel; nothing if there is none."""
    try:
        with open(os.path.join(d, "meta.txt")) as f:
            rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    except OSError:
        return []
    runs = [r[1:] for r in rows if r[0] == "run" and len(r) == 4]
    configs = [f"{r[1]} `{r[2]}`" for r in rows if r[0] == "config" and len(r) == 3]
    out = []
    if runs:
        out += ["Runs on record (date, workbench commit: benchmarks):", ""]
        out += [f"- {date}, {commit}: {benches}" for date, commit, benches in runs]
        out.append("")
    if configs:
        out.append("Kernel configurations (sha256 of .config, first 12 digits): "
                   + ", ".join(configs) + ".")
    return out + [""] if out else []


def base_tree(d):
    """The tree the base kernel was built from (meta.txt's "tree" record,
    scripts/bench.sh's TREE), or None."""
    try:
        with open(os.path.join(d, "meta.txt")) as f:
            for line in f:
                r = line.rstrip("\n").split("\t")
                if r[0] == "tree" and len(r) == 2:
                    return r[1]
    except OSError:
        pass
    return None


def main():
    ap = argparse.ArgumentParser(
        description="Write DIR/report.md (and PNG plots with gnuplot) from the "
        "benchmark logs DIR/raw/BENCH.VARIANT.REP.log that scripts/bench.sh "
        "collected: medians per variant and series/base ratios with their spread.")
    ap.add_argument("dir", metavar="DIR", help="the benchmark directory (out/bench)")
    ap.add_argument("reps", metavar="REPS", type=int,
                    help="boots per kernel in the latest run (for the header)")
    args = ap.parse_args()
    d, reps = args.dir, args.reps
    if reps < 1:
        ap.error(f"REPS must be at least 1 (got {reps})")
    benches = sorted({os.path.basename(p).split(".")[0]
                      for p in glob.glob(os.path.join(d, "raw", "*.log"))})
    if not benches:
        ap.error(f"no benchmark logs in {os.path.join(d, 'raw')} (run make bench)")
    tree = base_tree(d)
    out = [f"# Benchmark report: base{f' ({tree})' if tree else ''} versus series", "",
           "Each benchmark booted base and series alternately, in one run on one machine "
           "(QEMU TCG), as many times as its table lists (base runs, series runs; "
           f"{reps} repetition(s) each in the latest run). Only the ratios are results; "
           "absolute figures depend on the host. `spread` is (max - min) / median over "
           "the repetitions: a ratio closer to 1 than the spread is noise.", ""]
    out += meta_lines(d)
    for bench in benches:
        data = load(d, bench)
        names = names_of(data)
        out += [f"## {bench}", ""]
        if not names:
            out += ["No metric was reported: see the raw logs "
                    f"(`raw/{bench}.*.log`) for why the benchmark could not run.", ""]
            continue
        out += [f"Mode: {MODE_TEXT[mode_of(bench)]}.", ""]
        devs = [n for n in names if n.startswith("dev_")]
        if len(devs) > 8:
            # many devices: their spread in one line, not a row each
            names = [n for n in names if n not in devs]
            for v in ("base", "series"):
                per = sorted(x for n in devs for x in values(data, v, n))
                if per:
                    out.append(f"- {v}: IOPS per device over {len(devs)} devices and every run: "
                               f"min {fmt(per[0])}, median {fmt(statistics.median(per))}, "
                               f"max {fmt(per[-1])}")
            out.append("")
        if bench in OWN_TABLES:
            names = [n for n in names if not OWN_TABLES[bench](n)]
        ratios = table(data, names, out)
        out.append("")
        for matches, render in SECTIONS:
            if matches(bench):
                out += render(bench, data, names, ratios, d)
    out += qos_verdict(d, benches)
    out += partition_verdict(d, benches)
    out += hosttags_verdict(d, benches)
    out += hk_verdict(d, benches)
    with open(os.path.join(d, "report.md"), "w") as f:
        f.write("\n".join(out) + "\n")


def every_run_plot(data, names, path, bench):
    """Every repetition of every metric, relative to the base median."""
    rows = []
    for i, n in enumerate(names):
        b, s = values(data, "base", n), values(data, "series", n)
        mb = statistics.median(b) if b else 0
        if not mb or n == "failed_checks":
            continue
        for v, vals, off in (("base", b, -0.15), ("series", s, 0.15)):
            for x in vals:
                rows.append(f"{i} {i + off} {x / mb} {v}")
    if not rows:
        return False
    labels = ", ".join(f'"{n}" {i}' for i, n in enumerate(names) if n != "failed_checks")
    base_rows = "\n".join(r for r in rows if r.endswith(" base"))
    series_rows = "\n".join(r for r in rows if r.endswith(" series"))
    return gnuplot(f"""set terminal png size 900,420 noenhanced
set output '{path}'
set title '{bench}: every repetition, relative to the base median'
set xtics ({labels}) rotate by -30
set xrange [-0.6:{len(names) - 0.4}]
set offsets 0, 0, graph 0.08, graph 0.08
set ylabel 'value / base median'
set key top left
$b << EOD
{base_rows}
EOD
$s << EOD
{series_rows}
EOD
plot $b using 2:3 with points pt 7 title 'base', $s using 2:3 with points pt 9 title 'series', 1 with lines lt 0 notitle
""")


NOISE_CPU = re.compile(r"^(floor|hk|iso|ctl)_cpu(\d+)_(\w+)$")
NOISE_PHASES = (("floor", "(a) floor: nothing else runs"),
                ("hk", "(b) bulk I/O on the housekeeping CPUs"),
                ("iso", "(c) bulk I/O on one isolated CPU that shares its queue"),
                ("ctl", "(d) control of (c): the same reads by the same CPU from a tmpfs "
                        "file, no block I/O"))
# the kinds of interruption the verdict rests on (osnoise's counters), and
# blk: those of them that came from the block layer (NVMe hardirqs, NVMe
# interrupt threads, BLOCK softirqs, threads running block work)
NOISE_KINDS = ("irq", "softirq", "thread", "blk")


def med(vals):
    return statistics.median(vals) if vals else None


def noise_cpus(data, phase):
    """The CPUs traced in a phase (isolated CPUs that submit no I/O)."""
    cpus = set()
    for v in ("base", "series"):
        for m, _ in data[v]:
            for n in m:
                x = NOISE_CPU.match(n)
                if x and x.group(1) == phase:
                    cpus.add(int(x.group(2)))
    return sorted(cpus)


def reference(data, phase):
    """What a phase is compared with: (c) with its control (d) where the
    runs have one (the same load on the same CPU without block I/O), else
    the floor."""
    return "ctl" if phase == "iso" and noise_cpus(data, "ctl") else "floor"


def counted(data, v, phase, cpu, kind):
    """(rate, variance of the rate) of one CPU and kind over all runs of a
    variant: the events counted in every run over the seconds sampled, and
    the counting (Poisson) variance of that rate."""
    n = t = 0.0
    for m, _ in data[v]:
        r, sec = m.get(f"{phase}_cpu{cpu}_{kind}"), m.get(f"{phase}_cpu{cpu}_seconds")
        if r is not None and sec:
            n += r * sec
            t += sec
    return (n / t, n / t ** 2) if t else (None, None)


def above_floor(data, v, phase, cpu, kind, ref="floor"):
    """(median in the phase, median at the floor, above?) for one CPU and
    kind of one variant: above when every run under load is above every
    floor run (the runs do not overlap: variation from boot to boot) and the
    rate over all runs exceeds the floor's by more than 3 standard
    deviations of counting noise."""
    p = values(data, v, f"{phase}_cpu{cpu}_{kind}")
    f = values(data, v, f"{ref}_cpu{cpu}_{kind}")
    if not p or not f:
        return None
    mp, mf = med(p), med(f)
    (rp, vp), (rf, vf) = counted(data, v, phase, cpu, kind), counted(data, v, ref, cpu, kind)
    poisson = rp is None or rf is None or rp - rf > 3 * (vp + vf) ** 0.5
    return mp, mf, min(p) > max(f) and poisson


def noise_section(data):
    """Per isolated CPU that submits no I/O: interruptions per second by
    kind, base and series, per phase; then whether each such CPU sees the
    floor (the same CPU's figures with nothing running, same variant) under
    bulk I/O."""
    out = ["### Interruptions per second on each isolated CPU that submits no I/O", "",
           "From the osnoise tracer's per-CPU counters (hardirq, softirq, thread) over "
           "the sampled seconds; `blk` is the part that came from the block layer "
           "(NVMe hardirqs and interrupt threads, BLOCK softirqs, threads running "
           "block work), from the osnoise noise events that name their source. On "
           "PREEMPT_RT softirqs run in threads and count as thread noise. Rows where "
           "every figure is 0 are left out. Counts are the result; durations "
           "(`noise_us`, `longest_us`, timerlat) follow the host under TCG and are "
           "indications only.", ""]
    nreps = {v: len(data[v]) for v in ("base", "series")}
    for phase, title in NOISE_PHASES:
        cpus = noise_cpus(data, phase)
        if not cpus:
            continue
        out += [f"#### {title}", ""]
        hdr = "| CPU | kind | base median | series median | series/base | base runs | series runs | spread base/series |"
        if phase != "floor":
            hdr += " floor base / series |"
        out += [hdr, "|" + "---|" * (hdr.count("|") - 1)]
        left = []
        for c in cpus:
            for k in NOISE_KINDS:
                b = values(data, "base", f"{phase}_cpu{c}_{k}")
                s = values(data, "series", f"{phase}_cpu{c}_{k}")
                fb = values(data, "base", f"floor_cpu{c}_{k}")
                fs = values(data, "series", f"floor_cpu{c}_{k}")
                if not any(b + s + fb + fs):
                    left.append(f"{c}/{k}")
                    continue
                mb, ms = med(b), med(s)
                ratio = f"{ms / mb:.3f}" if mb and ms is not None else "-"
                row = (f"| {c} | {k} | {fmt(mb)} | {fmt(ms)} | {ratio} | "
                       f"{' '.join(fmt(x) for x in b)} | {' '.join(fmt(x) for x in s)} | "
                       f"{spread(b)} / {spread(s)} |")
                if phase != "floor":
                    row += f" {fmt(med(fb))} / {fmt(med(fs))} |"
                out.append(row)
        out.append("")
        if left:
            out += [f"All 0 in every run (CPU/kind): {', '.join(left)}.", ""]
    # the goal: with the series, every such CPU sees the floor under bulk I/O
    out += ["### Verdict: does an isolated CPU that submits no I/O see the floor?", "",
            "Per variant, CPU and kind, the runs under bulk I/O against the same "
            "CPU's runs at the floor: above the floor when every run under bulk I/O "
            "is above every floor run (variation from boot to boot) and the rate over "
            "all runs exceeds the floor's by more than 3 standard deviations of "
            "counting noise (Poisson); the figures are medians. (b) is compared with "
            "the floor (a), (c) with its control (d) where the runs have one, else "
            "with the floor"
            + (" (one repetition per side)" if min(nreps.values()) < 2 else "")
            + ".", ""]
    flagged = {}
    for v in ("base", "series"):
        if not data[v]:
            continue
        bad = []
        flagged[v] = []
        for phase, title in NOISE_PHASES[1:3]:
            ref = reference(data, phase)
            for c in noise_cpus(data, phase):
                hits = []
                for k in NOISE_KINDS:
                    r = above_floor(data, v, phase, c, k, ref)
                    if r and r[2]:
                        hits.append(f"{k} {fmt(r[0])}/s ({'control' if ref == 'ctl' else 'floor'} "
                                    f"{fmt(r[1])}/s)")
                if hits and not any(h.startswith("blk ") for h in hits):
                    b = values(data, v, f"{phase}_cpu{c}_blk")
                    hits.append("none of it from the block layer" if not any(b) else
                                f"block layer {fmt(med(b))}/s, within its floor")
                if hits:
                    flagged[v].append(any(values(data, v, f"{phase}_cpu{c}_blk")))
                    src = next((i.get(f"{phase}_cpu{c}_sources") for _, i in data[v]
                                if i.get(f"{phase}_cpu{c}_sources")), None)
                    bad.append(f"  - {title[:3]} CPU {c}: " + ", ".join(hits) +
                               (f"; most frequent sources in its first run: {src}" if src else ""))
        # any block layer interruption on such a CPU, in any run
        stray = []
        for phase, title in NOISE_PHASES[1:3]:
            for c in noise_cpus(data, phase):
                b = values(data, v, f"{phase}_cpu{c}_blk")
                if any(b):
                    stray.append(f"{title[:3]} CPU {c} in {sum(1 for x in b if x)} of {len(b)} "
                                 f"runs (up to {fmt(max(b))}/s)")
        if bad:
            out.append(f"- {v}: NOT at the floor:")
            out += bad
        else:
            out.append(f"- {v}: every isolated CPU that submits no I/O sees the floor in (b) and (c)")
        out.append(f"  - {v}: block layer interruptions on a CPU that submits no I/O: "
                   + ("; ".join(stray) if stray else "none in any run"))
    f = flagged.get("series")
    out += ["", "Goal (with the series, an isolated CPU that submits no I/O sees the floor "
            "in (b) and (c)): " + ("no series run" if f is None else "met" if not f else
                                   f"NOT met: {len(f)} CPU(s) and phase(s) above the floor, "
                                   f"{sum(f)} of them with block layer interruptions"), ""]
    return out


def qos_ratio(data, v, pct):
    """Probe latency with bulk over alone (medians of the runs), or None."""
    a, b = values(data, v, f"alone_{pct}"), values(data, v, f"bulk_{pct}")
    if not a or not b or not statistics.median(a):
        return None
    return statistics.median(b) / statistics.median(a)


def qos_verdict(d, benches):
    """The isolation QoS targets: the series with scarce queues within 10% of
    the one-queue-per-CPU ideal of the same run, and at most half the base."""
    if "qos-shared" not in benches or "qos-ideal" not in benches:
        return []
    shared, ideal = load(d, "qos-shared"), load(d, "qos-ideal")
    out = ["## QoS verdict (qos-shared against qos-ideal)", ""]
    for pct, lim_ideal, lim_base in (("p99", 1.10, 0.50), ("p99.9", None, None)):
        rb, rs = qos_ratio(shared, "base", pct), qos_ratio(shared, "series", pct)
        ri = qos_ratio(ideal, "base", pct)
        if None in (rb, rs, ri):
            out.append(f"- {pct}: not enough runs to compare")
            continue
        line = (f"- {pct} with bulk / alone: base {rb:.2f}, series {rs:.2f}, "
                f"one queue per CPU {ri:.2f}; series/ideal {rs / ri:.2f}, "
                f"series/base {rs / rb:.2f}")
        if lim_ideal:
            ok = rs / ri <= lim_ideal and rs / rb <= lim_base
            line += (f" (targets: at most {lim_ideal:.2f} and {lim_base:.2f}: "
                     f"{'met' if ok else 'NOT met'})")
        out.append(line)
    return out + [""]


def partition_verdict(d, benches):
    """Isolation made at run time (qos-partition: managed_irq at boot, the
    domain by a cpuset partition; qos-partition-only: the partition alone)
    against the same isolation made at boot (qos-shared), per kernel: the
    probe's p99 beside the bulk job, and that over the probe alone."""
    if "qos-shared" not in benches or "qos-partition" not in benches:
        return []
    boot = load(d, "qos-shared")
    out = ["## Run-time isolation (qos-partition against qos-shared)", "",
           "The probe's p99 beside the bulk job, median [min-max] of the runs, with "
           "CPUs 2-7 isolated at boot (qos-shared) and at run time; a ratio run-time/boot "
           "within the spread of both is the same figure. The goal is the series' "
           "qos-partition figure; qos-partition-only (nothing isolated at boot: the "
           "queue maps do not follow a partition) shows what a partition alone gives.", ""]
    for other in ("qos-partition", "qos-partition-only"):
        if other not in benches:
            continue
        rt = load(d, other)
        for v in ("base", "series"):
            b, r = values(boot, v, "bulk_p99"), values(rt, v, "bulk_p99")
            qb, qr = qos_ratio(boot, v, "p99"), qos_ratio(rt, v, "p99")
            if not b or not r or None in (qb, qr):
                out.append(f"- {other}, {v}: not enough runs to compare")
                continue
            ratio = statistics.median(r) / statistics.median(b)
            same = {"no": "the same figure (within the spread)",
                    "yes": "NOT the same figure (outside the spread)",
                    "-": "spread unknown (one run)"}[noise(ratio, b, r)]
            out.append(f"- {other}, {v}: p99 beside bulk {cell(r)} us, at boot {cell(b)} us: "
                       f"run-time/boot {ratio:.2f}, {same}; with bulk / alone "
                       f"{qr:.2f} (at boot {qb:.2f})")
    return out + [""]


# The reported configuration and its neighbours: host-wide tags, scheduler,
# queues (C: 3 for 8 CPUs, B: one per CPU), probe priority.
HOSTTAGS = (("qos-hosttags-none-q2", "none", "2 queues", "default"),
            ("qos-hosttags-none", "none", "C (3 queues)", "default"),
            ("qos-hosttags-none-q4", "none", "4 queues", "default"),
            ("qos-hosttags-none-b", "none", "B (8 queues)", "default"),
            ("qos-hosttags-nr64", "none, nr_requests 64", "C (3 queues)", "default"),
            ("qos-hosttags-iolat", "none, io.latency 10 ms", "C (3 queues)", "default"),
            ("qos-hosttags-iomax", "none, io.max 300 riops", "C (3 queues)", "default"),
            ("qos-hosttags-dl", "mq-deadline", "C (3 queues)", "default"),
            ("qos-hosttags-dl-b", "mq-deadline", "B (8 queues)", "default"),
            ("qos-hosttags-rtprio", "mq-deadline", "C (3 queues)", "realtime"))


def probe_ratios(data, v, probe):
    """Per run, the probe's p99 beside the bulk job over its p99 alone
    (probe "" for reads, "w" for the O_SYNC writes)."""
    out = []
    for m, _ in data[v]:
        a, b = m.get(f"{probe}alone_p99"), m.get(f"{probe}bulk_p99")
        if a and b is not None:
            out.append(b / a)
    return out


def hosttags_verdict(d, benches):
    """Host-wide tags as on the reported system: per scheduler, queue layout
    and kernel, the probes' p99 beside the bulk job over alone (median
    [min-max] of the runs), and the goal: with no scheduler and 3 queues,
    the series within 1.10 of one queue per CPU."""
    have = [h for h in HOSTTAGS if h[0] in benches]
    if not have:
        return []
    out = ["## Host-wide tags, the reported configuration (qos-hosttags-*)", "",
           "192 tags shared by the queues (megaraid_sas shares its tags the same way), "
           "bulk job of iodepth 128 on isolated CPU 2, probes on CPU 0: p99 beside the "
           "bulk job / alone, median [min-max] of the runs. The reported configuration "
           "is no scheduler with queues far fewer than CPUs (qos-hosttags-none).", "",
           "| benchmark | scheduler | queues | probe priority | kernel | read | O_SYNC write "
           "| bulk IOPS |",
           "|---|---|---|---|---|---|---|---|"]
    med = {}
    for bench, sched, layout, prio in have:
        data = load(d, bench)
        for v in ("base", "series"):
            r, w = probe_ratios(data, v, ""), probe_ratios(data, v, "w")
            med[bench, v] = (statistics.median(r) if r else None,
                             statistics.median(w) if w else None)
            out.append(f"| {bench} | {sched} | {layout} | {prio} | {v} | {cell(r)} | {cell(w)} "
                       f"| {cell(values(data, v, 'bulk_iops'))} |")
    out.append("")
    c, b = med.get(("qos-hosttags-none", "series")), med.get(("qos-hosttags-none-b", "series"))
    if c and b and None not in (c[0], b[0]):
        ok = c[0] / b[0] <= 1.10
        line = (f"- Goal, no scheduler: series with 3 queues / one queue per CPU = "
                f"{c[0] / b[0]:.2f} (read)")
        if None not in (c[1], b[1]):
            line += f", {c[1] / b[1]:.2f} (write)"
        line += f"; target at most 1.10 (read): {'met' if ok else 'NOT met'}"
        base = med.get(("qos-hosttags-none", "base"))
        if base and base[0]:
            line += f"; series/base {c[0] / base[0]:.2f}"
        out.append(line)
    dl, rt = med.get(("qos-hosttags-dl", "series")), med.get(("qos-hosttags-rtprio", "series"))
    if dl and rt and None not in (dl[0], rt[0]):
        out.append(f"- mq-deadline, series, 3 queues: read {dl[0]:.2f}, with the probes in the "
                   f"realtime class {rt[0]:.2f}")
    # The operator's tools beside the series: the best of them against 1.5
    recipes = [(med[h[0], "series"][0], h[0]) for h in have
               if h[0] in RECIPES and med[h[0], "series"][0] is not None]
    if recipes:
        best, name = min(recipes)
        out.append(f"- Best operator's tool with the series: {name}, read {best:.2f}; "
                   f"target at most 1.5: {'met' if best <= 1.5 else 'NOT met'}")
    return out + [""]


# The operator's tools among HOSTTAGS (nr_requests, cgroup io controls,
# the I/O priority class)
RECIPES = ("qos-hosttags-nr64", "qos-hosttags-iolat", "qos-hosttags-iomax",
           "qos-hosttags-rtprio")


HK_ROWS = (("nvme_irqs", "queue interrupts handled per s"),
           ("irqthread_ms", "interrupt thread time, ms per s"),
           ("kworker_ms", "its own kworkers' time, ms per s (less idle)"),
           ("irq_pct", "hardirq + softirq time, % (less idle)"),
           ("busy_pct", "time not idle, % (less idle)"),
           ("read_p99", "read probe p99, beside bulk / alone"),
           ("fsync_p99", "fsync probe p99, beside bulk / alone"))


def cell(vals):
    if not vals:
        return "-"
    m = statistics.median(vals)
    return f"{fmt(m)} [{fmt(min(vals))}-{fmt(max(vals))}]" if len(vals) > 1 else fmt(m)


def hk_verdict(d, benches):
    """hk-load against hk-load-ideal: per housekeeping CPU (H, the one that
    handles an isolated queue's interrupt, and the other one), what the
    isolated CPUs' bulk I/O costs it, base and series with 3 queues against
    one queue per CPU (the series kernel)."""
    if "hk-load" not in benches or "hk-load-ideal" not in benches:
        return []
    shared, ideal = load(d, "hk-load"), load(d, "hk-load-ideal")
    roles = {}
    for _, i in shared["series"]:
        for k, v in i.items():
            if k.endswith("_role"):
                roles[k[:-5]] = v
    out = ["## Housekeeping CPUs' cost (hk-load against hk-load-ideal)", "",
           "Median [min-max] over the runs. H handles the interrupt of a queue of "
           "isolated CPUs with the series; the other housekeeping CPU is the one "
           "kept for latency work. Interrupt counts are exact; times follow the host "
           "(speed mode) and are compared within this run only.", ""]
    goal = []
    for cpu, role in sorted(roles.items()):
        out += [f"### {cpu} ({'H' if role == 'H' else 'the other housekeeping CPU'})", "",
                "| figure | base, 3 queues | series, 3 queues | one queue per CPU (series) | series/ideal |",
                "|---|---|---|---|---|"]
        for n, text in HK_ROWS:
            b, s = values(shared, "base", f"{cpu}_{n}"), values(shared, "series", f"{cpu}_{n}")
            i = values(ideal, "series", f"{cpu}_{n}")
            if not (b or s or i):
                continue  # a figure these runs did not report (older hk_load.sh)
            r = "-"
            if s and i and statistics.median(i) > 0:
                r = f"{statistics.median(s) / statistics.median(i):.2f}"
                if role != "H" and n in ("nvme_irqs", "read_p99", "fsync_p99"):
                    goal.append((n, statistics.median(s) / statistics.median(i), s, i))
            elif s and i and statistics.median(s) <= statistics.median(i):
                r = "<= ideal"
                if role != "H" and n in ("nvme_irqs", "read_p99", "fsync_p99"):
                    goal.append((n, 1.0, s, i))
            out.append(f"| {text} | {cell(b)} | {cell(s)} | {cell(i)} | {r} |")
        out.append("")
    if goal:
        def judge(r, s, i):
            if r <= 1.10:
                return "within 10%"
            if min(s) <= max(i):
                return "above 10% by the medians, runs overlapping (noise)"
            return "NOT met"
        out.append("Goal, the other housekeeping CPU against one queue per CPU (series/ideal, "
                   "within 10%): " + "; ".join(f"{n} {r:.2f} {judge(r, s, i)}"
                                               for n, r, s, i in goal))
        out.append("")
    return out


if __name__ == "__main__":
    main()
