#!/usr/bin/env python3
"""Runs cgt and the C baseline (../shared/baselines/octal.c) on the same heap-game work in one run, and
prints both times and the ratio cgt/C, in two tables.

"fresh processes": each case runs as a user runs it, cgt through ./cgt, as the median of --repeat runs
(slow cases once), with two times:
  wall     the whole process, as a user waits for it; cgt's includes starting Java (about 0.2 s here);
  compute  the computation alone, as each program reports it: cgt's --time (elapsed), the baseline's
           "secs=" (CPU time of its single thread, in hundredths of a second).

"compiled": cgt's time is JMH's average for the same work with the code compiled (bench/target/benchmarks.jar,
HeapBenchmarks: one fork with the launcher's JVM options, 3 warm-up and 5 measured iterations of 2 s), the
baseline's is the median "secs=" of --c-repeat runs (of at most 3 for the cases of seconds, of one for the
naive loop), half of them before the benchmarks and half after, as the machine's speed drifts. This is how
fast the method is once Java is running; the first table adds what a short job pays for starting Java and
compiling the scans.

Usage: bench/compare-octal.py [--baseline path/to/octal.c] [--repeat 3] [--c-repeat 11]
                              [--only fresh|compiled]
"""
import argparse
import json
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


# The baseline's arguments for each case: the game, the heaps, the method and its mask.
GRUNDY_2_20 = ["grundy", "1048576", "rc", "fffffffe"]
PROOF_016 = ["0.16", "510000", "rc", "1e"]
PROOF_056 = ["0.56", "654000", "rc", "ffdb"]
LONG_016 = ["0.16", "10000000", "rc", "1e"]
NAIVE_2_17 = ["grundy", "131072", "naive"]


def fresh_processes(c, n):
    """The table of fresh processes: wall and compute times of both programs."""
    subprocess.run([os.path.join(ROOT, "cgt"), "--version"], stdout=subprocess.DEVNULL, check=True)
    jar = [os.path.join(ROOT, "cgt")]  # the launcher, with the JVM options users get

    print(f"Fresh processes: median of {n} runs (once for the slow C cases); seconds")
    print(f"{'work':52} {'cgt wall':>9} {'C wall':>8} {'ratio':>6}   {'cgt comp':>9} {'C comp':>8} {'ratio':>6}")

    def row(label, ours, theirs):
        print(f"{label:52} {ours[0]:9.2f} {theirs[0]:8.2f} {ours[0] / theirs[0]:6.2f}   "
              f"{ours[1]:9.3f} {theirs[1]:8.3f} {ours[1] / max(theirs[1], 1e-3):6.2f}")

    grundy_c = median(baseline_secs, [c] + GRUNDY_2_20, n)
    for threads in ("1", "2"):
        ours = median(run, jar + ["grundy", "grundy", "--to", "1048576", "--stats", "--time", "--threads", threads], n)
        row(f"Grundy's game to 2^20, rare/common, {threads} thread(s)", ours, grundy_c)

    # The proofs: cgt computes as far as the Guy-Smith bound needs and checks it; the baseline computes the
    # same number of heaps, with the mask from its README and, for 0.56, the mask cgt chooses (ffdb).
    ours16 = median(run, jar + ["period", "0.16", "--time", "--threads", "1"], n)
    row("0.16 proved periodic (C: 510,000 heaps, mask 1e)", ours16, median(baseline_secs, [c] + PROOF_016, n))
    ours56 = median(run, jar + ["period", "0.56", "--time", "--threads", "1"], n)
    row("0.56 proved periodic (C: 654,000 heaps, mask ffdb)", ours56, median(baseline_secs, [c] + PROOF_056, n))
    row("0.56 proved periodic (C: 654,000 heaps, mask 1e)", ours56,
        median(baseline_secs, [c, "0.56", "654000", "rc", "1e"], 1))

    # Far beyond a period: 0.16 to 10^7 heaps, where cgt settles heaps from the period it has seen and the
    # baseline goes on scanning.
    ours_long = median(run, jar + ["grundy", "0.16", "--to", "10000000", "--stats", "--time", "--threads", "1"], n)
    row("0.16 to 10^7 heaps (period 149459 from 105351)", ours_long, median(baseline_secs, [c] + LONG_016, n))

    # The naive yardstick: the plain mex over every split, at 2^17.
    naive_c = median(baseline_secs, [c] + NAIVE_2_17, n)
    plain = median(run, jar + ["grundy", "grundy", "--to", "131072", "--stats", "--time", "--plain"], 1)
    engine = median(run, jar + ["grundy", "grundy", "--to", "131072", "--stats", "--time", "--threads", "1"], n)
    row("Grundy's game to 2^17, plain mex loop", plain, naive_c)
    row("Grundy's game to 2^17, rare/common engine, 1 thread", engine, naive_c)
    print(f"engine at 2^17 (compute): {naive_c[1] / engine[1]:.1f}x faster than the C naive loop,"
          f" {plain[1] / engine[1]:.1f}x faster than cgt's own plain loop")


def compiled(c, n):
    """The table of compiled code: JMH's averages for cgt against the baseline's own times."""
    slow = min(n, 3)  # the C runs of several seconds
    cases = {"grundy": ([c] + GRUNDY_2_20, slow), "0.16": ([c] + PROOF_016, n), "0.56": ([c] + PROOF_056, n),
             "long": ([c] + LONG_016, slow)}
    # The machine's speed drifts over minutes: half of the C runs before the benchmarks, half after.
    secs = {key: [baseline_secs(cmd)[1] for _ in range((runs + 1) // 2)] for key, (cmd, runs) in cases.items()}
    build = subprocess.run(["mvn", "-B", "-q", "-Dstyle.color=never", "-DskipTests", "-pl", "bench", "-am",
                            "package"], cwd=ROOT, capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit("compare-octal: building the benchmarks failed:\n" + (build.stdout + build.stderr)[-3000:])
    results = os.path.join(ROOT, "bench", "target", "jmh-heap.json")
    print("compiled: running the JMH benchmarks (about 3 minutes)...", file=sys.stderr, flush=True)
    subprocess.run(["java", "-jar", os.path.join(ROOT, "bench", "target", "benchmarks.jar"), "HeapBenchmarks",
                    "-f", "1", "-wi", "3", "-i", "5", "-w", "2s", "-r", "2s", "-rf", "json", "-rff", results],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    for key, (cmd, runs) in cases.items():
        secs[key] += [baseline_secs(cmd)[1] for _ in range(runs // 2)]
    naive_c = baseline_secs([c] + NAIVE_2_17)[1]
    with open(results) as f:
        jmh = {r["benchmark"].rsplit(".", 1)[1]: r["primaryMetric"] for r in json.load(f)}

    def ours(name):
        metric = jmh[name]
        if metric["scoreUnit"] != "ms/op":
            sys.exit(f"compare-octal: {name} reported in {metric['scoreUnit']}, expected ms/op")
        return metric["score"] / 1000

    def theirs(key):
        return statistics.median(secs[key])

    print(f"Compiled: cgt is JMH's average with the code compiled; C the median of its secs= over {n} runs ({slow}"
          " for the slow cases, once for the naive loop), half before the benchmarks and half after; seconds")
    print(f"{'work':52} {'cgt':>9} {'C':>8} {'ratio':>6}")

    def row(label, cgt_seconds, c_seconds):
        print(f"{label:52} {cgt_seconds:9.4f} {c_seconds:8.3f} {cgt_seconds / max(c_seconds, 1e-3):6.2f}")

    row("Grundy's game to 2^20, rare/common, 1 thread", ours("grundysGameTo2pow20OnOneThread"), theirs("grundy"))
    row("Grundy's game to 2^20, rare/common, 2 threads", ours("grundysGameTo2pow20OnTwoThreads"), theirs("grundy"))
    row("0.16 proved periodic (C: 510,000 heaps, mask 1e)", ours("provePeriodOf016"), theirs("0.16"))
    row("0.56 proved periodic (C: 654,000 heaps, mask ffdb)", ours("provePeriodOf056"), theirs("0.56"))
    row("0.16 to 10^7 heaps (period 149459 from 105351)", ours("octal016To10pow7"), theirs("long"))
    plain = ours("grundysGameTo2pow17ByThePlainLoop")
    engine = ours("grundysGameTo2pow17")
    row("Grundy's game to 2^17, plain mex loop", plain, naive_c)
    row("Grundy's game to 2^17, rare/common engine, 1 thread", engine, naive_c)
    print(f"engine at 2^17 (compiled): {naive_c / engine:.1f}x faster than the C naive loop,"
          f" {plain / engine:.1f}x faster than cgt's own plain loop")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--baseline", default=os.path.join(ROOT, "..", "shared", "baselines", "octal.c"))
    ap.add_argument("--repeat", type=int, default=3, help="runs of each case in the table of fresh processes")
    ap.add_argument("--c-repeat", type=int, default=11, help="runs of the C program in the compiled table")
    ap.add_argument("--only", choices=["fresh", "compiled"], help="print one of the two tables")
    args = ap.parse_args()
    if not os.path.isfile(args.baseline):
        sys.exit(f"compare-octal: no C baseline at {args.baseline} (give it with --baseline)")
    if shutil.which("gcc") is None:
        sys.exit("compare-octal: gcc is needed to compile the baseline")
    if args.repeat < 1 or args.c_repeat < 1:
        sys.exit("compare-octal: --repeat and --c-repeat take a count of at least 1")
    os.makedirs(os.path.join(ROOT, "bench", "target"), exist_ok=True)
    c = os.path.join(ROOT, "bench", "target", "octal-baseline")
    subprocess.run(["gcc", "-O2", "-march=native", "-o", c, args.baseline], check=True)
    print(f"cgt vs {os.path.relpath(args.baseline, ROOT)} (gcc -O2 -march=native) on {os.cpu_count()} cores")
    if args.only != "compiled":
        fresh_processes(c, args.repeat)
    if args.only is None:
        print()
    if args.only != "fresh":
        compiled(c, args.c_repeat)


if __name__ == "__main__":
    main()
