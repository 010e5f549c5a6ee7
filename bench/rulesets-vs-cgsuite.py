#!/usr/bin/env python3
"""Times cgt and CGSuite side by side on the same grid-ruleset positions, in one run, and prints each ratio.

The items: CGSuite's own benchmark items for rulesets (Clobber xoxo|oxox|xoxo|oxox, value *, and Amazons
x......|o......), then positions of the rulesets cgt has on its grid framework and CGSuite has too
(Fission, Anti-Clobber, Hot Clobber, and Clobber's Kings, Knights, Rooks and Queens), at sizes CGSuite
finishes. Konane is left out: CGSuite has no Konane.

Each item is timed as fresh processes, the median of --runs:
  cgt      `./cgt analyze RULESET POSITION --json`, the whole process (JVM start-up included);
  CGSuite  a fresh JVM running CgsEval (/work/shared/baselines/cgsuite) on `0` (CGSuite's start-up, not
           counted) and then `game.grid.RULESET("POSITION").CanonicalForm`, timed by CgsEval's -t: the
           milliseconds inside CGSuite's evaluator for that statement alone, so the ratio favours CGSuite.
The two values are printed side by side (both print canonical forms the same way) and compared.

Usage: CGSUITE_CP=<cgsuite jar>:<folder of CgsEval.class> bench/rulesets-vs-cgsuite.py [--runs 1] [--timeout 300]
       [--only REGEX] [--more]
CGSUITE_CP is the line /work/shared/baselines/cgsuite/build.sh prints at its end.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (label, cgt ruleset, CGSuite ruleset, position)
ITEMS = [
    ("clobber 4x4 (CGSuite bench)", "clobber", "Clobber", "xoxo|oxox|xoxo|oxox"),
    ("amazons 2x7 (CGSuite bench)", "amazons", "Amazons", "x......|o......"),
    ("fission 4x4", "fission", "Fission", "....|.x..|..x.|...."),
    ("anti-clobber 3x4", "anti-clobber", "AntiClobber", "xoxo|o..x|xoxo"),
    ("hot-clobber 3x3", "hot-clobber", "HotClobber", "xox|oxo|xox"),
    ("clobber-kings 3x3", "clobber-kings", "Kings", "xox|oxo|xox"),
    ("clobber-knights 3x4", "clobber-knights", "Knights", "xoxo|oxox|xoxo"),
    ("clobber-rooks 3x3", "clobber-rooks", "Rooks", "xox|oxo|xox"),
    ("clobber-queens 3x3", "clobber-queens", "Queens", "xox|oxo|xox"),
]

# Larger positions (--more): CGSuite takes minutes on some of them.
MORE = [
    ("fission 4x5", "fission", "Fission", ".....|.x...|...x.|....."),
    ("anti-clobber 4x4", "anti-clobber", "AntiClobber", "xoxo|o..x|x..o|oxox"),
    ("hot-clobber 2x5", "hot-clobber", "HotClobber", "xoxox|oxoxo"),
    ("clobber-kings 3x4", "clobber-kings", "Kings", "xoxo|oxox|xoxo"),
    ("clobber-knights 4x4", "clobber-knights", "Knights", "xoxo|oxox|xoxo|oxox"),
    ("clobber-rooks 3x4", "clobber-rooks", "Rooks", "xoxo|oxox|xoxo"),
    ("clobber-queens 2x5", "clobber-queens", "Queens", "xoxox|oxoxo"),
]


def cgt(ruleset, position, timeout):
    t0 = time.perf_counter()
    try:
        p = subprocess.run([os.path.join(ROOT, "cgt"), "analyze", ruleset, position, "--json"],
                           capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return None, "not finished"
    wall = time.perf_counter() - t0
    m = re.search(r'"value":"((?:[^"\\]|\\.)*)"', p.stdout)
    return (wall, m.group(1)) if p.returncode == 0 and m else (None, "error: " + p.stderr.strip()[:80])


def cgsuite(ruleset, position, timeout, cp):
    stmt = f'game.grid.{ruleset}("{position}").CanonicalForm'
    try:
        p = subprocess.run(["java", "-Xss512m", "-Xmx6g", "-cp", cp, "CgsEval", "-t"], input="0\n" + stmt + "\n",
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "not finished"
    times = re.findall(r"^\[(\d+) ms\] (.*)$", p.stderr, re.M)
    ms = [int(t) for t, s in times if s.strip() == stmt]
    out = p.stdout.split("> " + stmt, 1)
    value = out[1].strip().replace("\n", "") if len(out) == 2 else ""
    if not ms or value.startswith("!!"):
        return None, "error: " + (value or p.stderr.strip())[:80]
    return ms[0] / 1000.0, value


def median_of(runs, f):
    values, times = [], []
    for _ in range(runs):
        t, v = f()
        values.append(v)
        if t is None:
            return None, v
        times.append(t)
    return statistics.median(times), values[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--only", default="")
    ap.add_argument("--more", action="store_true", help="also the larger positions (MORE)")
    args = ap.parse_args()
    cp = os.environ.get("CGSUITE_CP")
    if not cp:
        sys.exit("set CGSUITE_CP to <cgsuite jar-with-dependencies>:<folder of CgsEval.class> (build.sh prints it)")
    subprocess.run([os.path.join(ROOT, "cgt"), "--version"], stdout=subprocess.DEVNULL, check=True)
    print(f"cgt vs CGSuite, fresh processes, median of {args.runs}; load average at start "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}, {os.cpu_count()} cores")
    print(f"{'item':30} {'cgt s':>7} {'CGSuite s':>10} {'ratio':>7}  values")
    for label, ours, theirs, position in ITEMS + (MORE if args.more else []):
        if args.only and not re.search(args.only, label):
            continue
        ct, cv = median_of(args.runs, lambda: cgt(ours, position, args.timeout))
        st, sv = median_of(args.runs, lambda: cgsuite(theirs, position, args.timeout, cp))
        ratio = f"{st / ct:7.1f}" if ct and st else "      -"
        if ct is None or st is None:
            same = f"cgt {cv[:40]} / CGSuite {sv[:40]}"
        else:
            same = "agree" if cv == sv else f"DIFFER: cgt {cv[:50]} / CGSuite {sv[:50]}"
        shown = cv if len(cv) <= 40 else cv[:37] + "..."
        print(f"{label:30} {ct if ct is None else round(ct, 2)!s:>7} {st if st is None else round(st, 2)!s:>10}"
              f" {ratio}  {same}: {shown}", flush=True)
    print(f"load average at end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
