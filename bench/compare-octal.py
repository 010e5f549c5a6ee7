#!/usr/bin/env python3
"""Runs cgt and the C baseline (../shared/baselines/octal.c) on the same heap-game work in one run, and
prints both times and the ratio cgt/C.

Two times per case, each the median of --repeat runs (slow cases run once):
  wall     the whole process, as a user waits for it; cgt's includes starting Java (about 0.25 s here);
  compute  the computation alone, as each program reports it: cgt's --time (elapsed), the baseline's
           "secs=" (CPU time of its single thread).

Usage: bench/compare-octal.py [--baseline path/to/octal.c] [--repeat 3]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd):
    """Wall seconds and the reported compute seconds of one run."""
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"compare-octal: {' '.join(cmd)} failed: {p.stderr.strip()}")
    return wall, reported(p.stderr)


def reported(stderr):
    m = re.search(r"computed(?: and checked)? in ([0-9.]+) s", stderr)
    return float(m.group(1)) if m else None


def baseline_secs(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    m = re.search(r"secs=([0-9.]+)", p.stdout)
    return wall, float(m.group(1)) if m else None


def median(runner, cmd, n):
    results = [runner(cmd) for _ in range(n)]
    return statistics.median(r[0] for r in results), statistics.median(r[1] for r in results)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--baseline", default=os.path.join(ROOT, "..", "shared", "baselines", "octal.c"))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    if not os.path.isfile(args.baseline):
        sys.exit(f"compare-octal: no C baseline at {args.baseline} (give it with --baseline)")
    if shutil.which("gcc") is None:
        sys.exit("compare-octal: gcc is needed to compile the baseline")
    os.makedirs(os.path.join(ROOT, "bench", "target"), exist_ok=True)
    c = os.path.join(ROOT, "bench", "target", "octal-baseline")
    subprocess.run(["gcc", "-O2", "-march=native", "-o", c, args.baseline], check=True)
    subprocess.run([os.path.join(ROOT, "cgt"), "--version"], stdout=subprocess.DEVNULL, check=True)
    jar = [os.path.join(ROOT, "cgt")]  # the launcher, with the JVM options users get
    n = args.repeat

    print(f"cgt vs {os.path.relpath(args.baseline, ROOT)} on {os.cpu_count()} cores; median of {n} runs (once for"
          " the slow C cases); seconds")
    print(f"{'work':52} {'cgt wall':>9} {'C wall':>8} {'ratio':>6}   {'cgt comp':>9} {'C comp':>8} {'ratio':>6}")

    def row(label, ours, theirs):
        print(f"{label:52} {ours[0]:9.2f} {theirs[0]:8.2f} {ours[0] / theirs[0]:6.2f}   "
              f"{ours[1]:9.3f} {theirs[1]:8.3f} {ours[1] / max(theirs[1], 1e-3):6.2f}")

    grundy_c = median(baseline_secs, [c, "grundy", "1048576", "rc", "fffffffe"], n)
    for threads in ("1", "2"):
        ours = median(run, jar + ["grundy", "grundy", "--to", "1048576", "--stats", "--time", "--threads", threads], n)
        row(f"Grundy's game to 2^20, rare/common, {threads} thread(s)", ours, grundy_c)

    # The proofs: cgt computes as far as the Guy-Smith bound needs and checks it; the baseline computes the
    # same number of heaps, with the mask from its README and, for 0.56, the mask cgt chooses (ffdb).
    ours16 = median(run, jar + ["period", "0.16", "--time", "--threads", "1"], n)
    row("0.16 proved periodic (C: 510,000 heaps, mask 1e)", ours16, median(baseline_secs, [c, "0.16", "510000", "rc", "1e"], n))
    ours56 = median(run, jar + ["period", "0.56", "--time", "--threads", "1"], n)
    row("0.56 proved periodic (C: 654,000 heaps, mask ffdb)", ours56,
        median(baseline_secs, [c, "0.56", "654000", "rc", "ffdb"], n))
    row("0.56 proved periodic (C: 654,000 heaps, mask 1e)", ours56,
        median(baseline_secs, [c, "0.56", "654000", "rc", "1e"], 1))

    # Far beyond a period: 0.16 to 10^7 heaps, where cgt settles heaps from the period it has seen and the
    # baseline goes on scanning.
    ours_long = median(run, jar + ["grundy", "0.16", "--to", "10000000", "--stats", "--time", "--threads", "1"], n)
    row("0.16 to 10^7 heaps (period 149459 from 105351)", ours_long,
        median(baseline_secs, [c, "0.16", "10000000", "rc", "1e"], n))

    # The naive yardstick: the plain mex over every split, at 2^17.
    naive_c = median(baseline_secs, [c, "grundy", "131072", "naive"], n)
    plain = median(run, jar + ["grundy", "grundy", "--to", "131072", "--stats", "--time", "--plain"], 1)
    engine = median(run, jar + ["grundy", "grundy", "--to", "131072", "--stats", "--time", "--threads", "1"], n)
    row("Grundy's game to 2^17, plain mex loop", plain, naive_c)
    row("Grundy's game to 2^17, rare/common engine, 1 thread", engine, naive_c)
    print(f"engine at 2^17 (compute): {naive_c[1] / engine[1]:.1f}x faster than the C naive loop,"
          f" {plain[1] / engine[1]:.1f}x faster than cgt's own plain loop")


if __name__ == "__main__":
    main()
