#!/usr/bin/env python3
"""Times cgt on partizan ruleset positions: empty Domineering rectangles, Clobber checkerboards 2xn and
3xn, and random Hackenbush trees (seeded, so every run times the same trees).

Each case is one whole `cgt analyze RULESET POSITION --json` process (Java's start-up included, about
0.25 s here), stopped after --timeout seconds and then reported as not finished.

Usage: bench/rulesets.py [--timeout 120] [--threads 2] [--quick]
"""
import argparse
import os
import random
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rectangle(rows, cols):
    return "|".join("." * cols for _ in range(rows))


def checkerboard(rows, cols):
    return "|".join("".join("xo"[(r + c) % 2] for c in range(cols)) for r in range(rows))


def tree(rng, edges):
    """A random Hackenbush tree in CGSuite's string form with the given number of edges."""
    def grow(budget):
        # One stalk from the current vertex; sometimes it branches.
        out = []
        while budget > 0:
            if budget >= 3 and rng.random() < 0.3:
                left = rng.randint(1, budget - 1)
                out.append("(" + grow(left) + ";" + grow(budget - left) + ")")
                return "".join(out)
            out.append(rng.choice("lllrrre"))
            budget -= 1
        return "".join(out)
    return grow(edges)


def run(jar, ruleset, position, threads, timeout):
    cmd = jar + ["analyze", ruleset, position, "--json", "--threads", str(threads)]
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return None, None
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        return wall, "error: " + p.stderr.strip()[:80]
    value = p.stdout.split('"value":"', 1)[1].split('"', 1)[0] if '"value":"' in p.stdout else "?"
    return wall, value


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--quick", action="store_true", help="leave out the cases that take minutes")
    args = ap.parse_args()
    subprocess.run([os.path.join(ROOT, "cgt"), "--version"], stdout=subprocess.DEVNULL, check=True)
    jar = [os.path.join(ROOT, "cgt")]  # the launcher, with the JVM options users get

    cases = [("domineering", f"{r}x{c}", rectangle(r, c)) for r, c in
             [(4, 4), (4, 5), (5, 4), (5, 5), (5, 6), (6, 5)] + ([] if args.quick else [(6, 6)])]
    cases += [("clobber", f"2x{n}", checkerboard(2, n)) for n in (4, 5, 6, 7)]
    cases += [("clobber", f"3x{n}", checkerboard(3, n)) for n in (3, 4, 5)]
    rng = random.Random(2026)
    cases += [("hackenbush", f"random tree, {e} edges", tree(rng, e)) for e in (10, 20, 40, 80)]

    print(f"cgt analyze on {os.cpu_count()} cores, --threads {args.threads}, timeout {args.timeout:.0f} s")
    print(f"{'ruleset':12} {'position':24} {'seconds':>8}  value")
    for ruleset, label, position in cases:
        wall, value = run(jar, ruleset, position, args.threads, args.timeout)
        shown = "not finished" if wall is None else f"{wall:8.2f}"
        value = "" if value is None else (value if len(value) <= 60 else value[:57] + "...")
        print(f"{ruleset:12} {label:24} {shown:>8}  {value}", flush=True)


if __name__ == "__main__":
    main()
