#!/usr/bin/env python3
"""Times cgt and CGSuite side by side on the same grid-ruleset positions, in one run, and prints each ratio.

The items: CGSuite's own benchmark items for rulesets (Clobber xoxo|oxox|xoxo|oxox, value *, and Amazons
x......|o......), then a position of every ruleset of issue 24 that CGSuite has too (its grid, strip, graph and
cake rulesets), at sizes CGSuite finishes. Konane and Ski Jumps are left out (CGSuite has neither), and so are
the loopy rulesets and the impartial coin games, whose CGSuite forms are not canonical short games.

--sizes adds a range of sizes for the four rulesets whose small items are closest to the goal of 10x (Toppling
Dominoes, Eatcake, Maundy Cake, Turn-and-Eatcake), from about a second of CGSuite's time up to tens of seconds:
the ratio at one size could be start-up's, not the evaluator's.

Each item is timed as fresh processes, the median of --runs, the three measures taken in turn in each run (so
that a change in the machine's load falls on all three alike):
  cgt      `./cgt analyze RULESET POSITION --json`, the whole process (JVM start-up included);
  inside   cgt's evaluator alone in a fresh JVM that has valued 0 first (bench's ValueInside), the measure
           CGSuite's side takes: the ratio of like with like on positions where start-up is most of cgt's time;
  CGSuite  a fresh JVM running CgsEval (/work/shared/baselines/cgsuite) on `0` (CGSuite's start-up, not
           counted) and then `game.grid.RULESET("POSITION").CanonicalForm`, timed by CgsEval's -t: the
           milliseconds inside CGSuite's evaluator for that statement alone, so the ratio favours CGSuite.
The two values are printed side by side (both print canonical forms the same way) and compared.

Usage: CGSUITE_CP=<cgsuite jar>:<folder of CgsEval.class> bench/rulesets-vs-cgsuite.py [--runs 1] [--timeout 300]
       [--only REGEX] [--more] [--sizes]
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

# (label, cgt ruleset, CGSuite ruleset as game.PACKAGE.NAME, position); the position is written the same way
# for both, but for the cakes, which CGSuite writes as a coordinate pair ((m, n)) and cgt as m,n.
ITEMS = [
    ("clobber 4x4 (CGSuite bench)", "clobber", "grid.Clobber", "xoxo|oxox|xoxo|oxox"),
    ("amazons 2x7 (CGSuite bench)", "amazons", "grid.Amazons", "x......|o......"),
    ("fission 4x4", "fission", "grid.Fission", "....|.x..|..x.|...."),
    ("anti-clobber 3x4", "anti-clobber", "grid.AntiClobber", "xoxo|o..x|xoxo"),
    ("hot-clobber 3x3", "hot-clobber", "grid.HotClobber", "xox|oxo|xox"),
    ("clobber-kings 3x3", "clobber-kings", "grid.Kings", "xox|oxo|xox"),
    ("clobber-knights 3x4", "clobber-knights", "grid.Knights", "xoxo|oxox|xoxo"),
    ("clobber-rooks 3x3", "clobber-rooks", "grid.Rooks", "xox|oxo|xox"),
    ("clobber-queens 3x3", "clobber-queens", "grid.Queens", "xox|oxo|xox"),
    ("cram 4x4", "cram", "grid.Cram", "....|....|....|...."),
    ("toppling-dominoes 12", "toppling-dominoes", "strip.TopplingDominoes", "lrlrellrrlre"),
    ("elephants-rhinos 10", "elephants-rhinos", "strip.ElephantsAndRhinos", "tt.t..f.ff"),
    ("col path 9", "col", "graph.Col", ".-.-.-.-.-.-.-.-."),
    ("snort path 9", "snort", "graph.Snort", ".-.-.-.-.-.-.-.-."),
    ("fjords path 8", "fjords", "graph.Fjords", "L-.-.-.-.-.-.-R"),
    ("arc-kayles path 10", "arc-kayles", "graph.ArcKayles", ".-.-.-.-.-.-.-.-.-."),
    ("partizan-arc-kayles 9", "partizan-arc-kayles", "graph.PartizanArcKayles", "lrelrelre"),
    ("childish-hackenbush 10", "childish-hackenbush", "graph.ChildishHackenbush", "lrl(rrl;lr;rl)"),
    ("eatcake 6,7", "eatcake", "heap.Eatcake", "6,7"),
    ("maundy-cake 9,11", "maundy-cake", "heap.MaundyCake", "9,11"),
    ("turn-and-eatcake 6,7", "turn-and-eatcake", "heap.TurnAndEatcake", "6,7"),
]

# Larger positions (--more): CGSuite takes minutes on some of them.
MORE = [
    ("fission 4x5", "fission", "grid.Fission", ".....|.x...|...x.|....."),
    ("anti-clobber 4x4", "anti-clobber", "grid.AntiClobber", "xoxo|o..x|x..o|oxox"),
    ("hot-clobber 2x5", "hot-clobber", "grid.HotClobber", "xoxox|oxoxo"),
    ("clobber-kings 3x4", "clobber-kings", "grid.Kings", "xoxo|oxox|xoxo"),
    ("clobber-knights 4x4", "clobber-knights", "grid.Knights", "xoxo|oxox|xoxo|oxox"),
    ("clobber-rooks 3x4", "clobber-rooks", "grid.Rooks", "xoxo|oxox|xoxo"),
    ("clobber-queens 2x5", "clobber-queens", "grid.Queens", "xoxox|oxoxo"),
]


# A range of sizes (--sizes) for the rulesets measured at one size above: rows of Toppling Dominoes growing by two
# (prefixes of one row, so each contains the last), and cakes growing on both sides.
TOPPLING_ROW = "lrlrellrrlrelrlerlelrrlelrlrel"
SIZES = [(f"toppling-dominoes {n}", "toppling-dominoes", "strip.TopplingDominoes", TOPPLING_ROW[:n])
         for n in (14, 18, 22, 26, 30)] + [
    (f"eatcake {m},{n}", "eatcake", "heap.Eatcake", f"{m},{n}") for m, n in ((7, 8), (9, 10), (11, 12), (14, 15))] + [
    (f"maundy-cake {m},{n}", "maundy-cake", "heap.MaundyCake", f"{m},{n}")
    for m, n in ((27, 35), (60, 84), (360, 240), (720, 840))] + [
    (f"turn-and-eatcake {m},{n}", "turn-and-eatcake", "heap.TurnAndEatcake", f"{m},{n}")
    for m, n in ((8, 9), (12, 13), (16, 17), (20, 21))]


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


def launcher_options():
    """The JVM options ./cgt runs with by default (its `defaults=` line), so that the evaluator is timed as it runs."""
    with open(os.path.join(ROOT, "cgt")) as f:
        m = re.search(r'^defaults="([^"]*)"', f.read(), re.M)
    return m.group(1).split() if m else []


def cgt_inside(ruleset, position, timeout):
    """cgt's evaluator alone, as CGSuite's side is timed: bench's ValueInside in a fresh JVM, after the value of 0."""
    cp = os.path.join(ROOT, "core/target/classes") + os.pathsep + os.path.join(ROOT, "bench/target/classes")
    try:
        p = subprocess.run(["java", *launcher_options(), "-Xss64m", "-cp", cp, "cgt.bench.partizan.ValueInside",
                            ruleset, position],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "not finished"
    fields = p.stdout.rstrip("\n").split("\t")
    if p.returncode != 0 or len(fields) != 4:
        return None, "error: " + p.stderr.strip()[:80]
    return float(fields[2]) / 1000.0, fields[3]


def cgsuite(ruleset, position, timeout, cp):
    if "," in position:
        stmt = f'game.{ruleset}(({position})).CanonicalForm'
    else:
        stmt = f'game.{ruleset}("{position}").CanonicalForm'
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


def medians(runs, measures):
    """Each measure run once per run, in turn, and each one's median time and first value; a measure that fails
    once is not run again (its time is None and its value says why)."""
    times = [[] for _ in measures]
    values = [None for _ in measures]
    failed = [False for _ in measures]
    for _ in range(runs):
        for i, f in enumerate(measures):
            if failed[i]:
                continue
            t, v = f()
            if values[i] is None or t is None:
                values[i] = v
            if t is None:
                failed[i] = True
            else:
                times[i].append(t)
    return [(None if failed[i] else statistics.median(times[i]), values[i]) for i in range(len(measures))]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--only", default="")
    ap.add_argument("--more", action="store_true", help="also the larger positions (MORE)")
    ap.add_argument("--sizes", action="store_true", help="also a range of sizes for the four closest rulesets (SIZES)")
    args = ap.parse_args()
    cp = os.environ.get("CGSUITE_CP")
    if not cp:
        sys.exit("set CGSUITE_CP to <cgsuite jar-with-dependencies>:<folder of CgsEval.class> (build.sh prints it)")
    subprocess.run([os.path.join(ROOT, "cgt"), "--version"], stdout=subprocess.DEVNULL, check=True)
    subprocess.run(["mvn", "-B", "-o", "-q", "-pl", "core,bench", "compile"], cwd=ROOT, check=True)
    print(f"cgt vs CGSuite, fresh processes, median of {args.runs}; load average at start "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}, {os.cpu_count()} cores")
    print("cgt s: the whole `cgt analyze` process; inside s: cgt's evaluator alone (bench ValueInside), as CGSuite's")
    print(f"{'item':30} {'cgt s':>7} {'inside s':>9} {'CGSuite s':>10} {'ratio':>7} {'inside':>7}  values")
    for label, ours, theirs, position in ITEMS + (MORE if args.more else []) + (SIZES if args.sizes else []):
        if args.only and not re.search(args.only, label):
            continue
        (ct, cv), (it, iv), (st, sv) = medians(args.runs, [
            lambda: cgt(ours, position, args.timeout),
            lambda: cgt_inside(ours, position, args.timeout),
            lambda: cgsuite(theirs, position, args.timeout, cp)])
        ratio = f"{st / ct:7.1f}" if ct and st else "      -"
        inside = f"{st / max(it, 0.0005):7.1f}" if it is not None and st else "      -"
        if it is not None and iv != cv:
            cv = f"{cv} (inside: {iv})"
        if ct is None or st is None:
            same = f"cgt {cv[:40]} / CGSuite {sv[:40]}"
        else:
            same = "agree" if cv == sv else f"DIFFER: cgt {cv[:50]} / CGSuite {sv[:50]}"
        shown = cv if len(cv) <= 40 else cv[:37] + "..."
        print(f"{label:30} {ct if ct is None else round(ct, 2)!s:>7} {it if it is None else round(it, 3)!s:>9}"
              f" {st if st is None else round(st, 2)!s:>10} {ratio} {inside}  {same}: {shown}", flush=True)
    print(f"load average at end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
