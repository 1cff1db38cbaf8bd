"""The statistics of the benchmark report (scripts/bench-report.py): the
spread of repeated runs, whether a ratio is noise, and the cost verdict of
a cost benchmark. Unit tests: scripts/benchstats_test.py (make selftest).
"""
import statistics

# a cost figure may rise this much before the series "costs more"
COST_LIMIT = 1.01


def fmt(x):
    if x is None:
        return "-"
    return f"{x:.0f}" if abs(x) >= 100 else f"{x:.3g}"


def spread_of(vals):
    """(max - min) / median, or None for fewer than two values."""
    if len(vals) < 2 or not statistics.median(vals):
        return None
    return (max(vals) - min(vals)) / statistics.median(vals)


def spread(vals):
    sp = spread_of(vals)
    if sp is None:
        return "-"
    return f"{sp * 100:.1f}%" if sp < 0.1 else f"{sp * 100:.0f}%"


def noise(ratio, b, s):
    """Whether a ratio lies outside the spread of both sides: yes, no or -."""
    sb, ss = spread_of(b), spread_of(s)
    if ratio is None or sb is None or ss is None:
        return "-"
    return "yes" if abs(ratio - 1) > max(sb, ss) else "no"



# two-sided 95% quantiles of Student's t by degrees of freedom (1.96 beyond)
T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31,
       9: 2.26, 10: 2.23, 12: 2.18, 15: 2.13, 20: 2.09, 30: 2.04}


def t95(df):
    return next((T95[k] for k in sorted(T95) if df <= k), 1.96)


def mean_interval(b, s):
    """Ratio of the means series/base of per-run costs and its 95% interval
    (standard errors of both means, Welch's degrees of freedom). Unlike the
    spread, the interval narrows as runs are added, so it can bound a cost
    whose runs move more than 1% between boots."""
    if len(b) < 2 or len(s) < 2:
        return None
    mb, ms = statistics.mean(b), statistics.mean(s)
    vb = statistics.variance(b) / len(b) / mb ** 2
    vs = statistics.variance(s) / len(s) / ms ** 2
    if vb + vs == 0:
        return ms / mb, ms / mb, ms / mb
    df = (vb + vs) ** 2 / (vb ** 2 / (len(b) - 1) + vs ** 2 / (len(s) - 1))
    half = t95(int(df)) * (vb + vs) ** 0.5
    r = ms / mb
    return r, max(0.0, r * (1 - half)), r * (1 + half)



def cost_verdict(ratios):
    """Per figure of a cost benchmark: does the series cost more than
    COST_LIMIT per I/O? For a throughput (iops*, total) the cost per I/O is
    1 / IOPS, so its ratio is base/series; a cost_* figure is a cost per I/O
    already (series/base)."""
    out = []
    for n, (r, b, s) in ratios.items():
        if not (n.startswith("iops") or n.startswith("cost_") or n == "total") or not r:
            continue
        cost = r if n.startswith("cost_") else 1 / r
        sp = max(spread_of(b) or 0, spread_of(s) or 0)
        if len(b) < 2 or len(s) < 2:
            verdict = "one run per side: no spread, no verdict"
        elif sp >= COST_LIMIT - 1:
            verdict = f"spread {sp * 100:.1f}% is not below 1%: cannot resolve a 1% cost"
            # the costs per run: 1 / IOPS for a throughput
            iv = mean_interval(*((b, s) if n.startswith("cost_") else
                                 ([1 / x for x in b if x], [1 / x for x in s if x])))
            if iv:
                r, lo, hi = iv
                verdict += (f"; mean of {len(b)} and {len(s)} runs: {r:.4f}, 95% interval "
                            f"{lo:.4f}-{hi:.4f}, " +
                            ("above 1% more" if lo > COST_LIMIT else
                             "no cost above 1%" if hi <= COST_LIMIT else "1% not resolved"))
        elif cost > COST_LIMIT and cost - 1 > sp:
            verdict = f"the series costs {(cost - 1) * 100:.1f}% more per I/O (outside the spread)"
        elif cost > 1 and cost - 1 > sp:
            verdict = (f"no cost above 1%: the series costs {(cost - 1) * 100:.2f}% more per I/O "
                       "(outside the spread)")
        else:
            verdict = "no cost above 1% (within the spread)" if cost > 1 else "no extra cost"
        out.append(f"- {n}: cost per I/O series/base {cost:.4f}, spread {sp * 100:.2f}%: {verdict}")
    return out + ([""] if out else [])
