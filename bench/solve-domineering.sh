#!/bin/sh
# Times `cgt solve` on Domineering rectangles as a user runs it (a fresh process each, the jar the README's
# script builds on first use), and prints each board's outcome, the positions searched and the seconds, with the outcome
# of `cgt analyze` beside it where the canonical search is tried and finishes within its time (so that the two answers
# can be compared). Usage: bench/solve-domineering.sh [board...]; by default every rectangle from 1x1 to 8x8, rows
# first. SOLVE_SECONDS=N bounds each solve (default 600); CANONICAL_SECONDS=N bounds each canonical search (default
# 120; 0 skips them) and CANONICAL_SQUARES=N tries it only on boards of at most N squares (default 30).
# RULESET=clobber times Clobber's full rectangles (stones alternating, x in the top left) the same way.
# Published outcomes to compare with (Left = Vertical): 8x8 is a first-player win, N (Breuker, Uiterwijk and van den
# Herik 2000), and so is 10x10 (Bullock 2002); 5x5 is a second-player win, P.
set -e
cd "$(dirname "$0")/.."
all=""
for r in 1 2 3 4 5 6 7 8; do
    for c in 1 2 3 4 5 6 7 8; do
        all="$all ${r}x$c"
    done
done
boards=${*:-$all}
ruleset=${RULESET:-domineering}
limit=${CANONICAL_SECONDS:-120}
squares=${CANONICAL_SQUARES:-30}
solve_limit=${SOLVE_SECONDS:-600}
printf '%-8s %-8s %12s %10s   %s\n' board outcome positions seconds "canonical (analyze)"
for b in $boards; do
    if json=$(timeout "$solve_limit" ./cgt solve "$ruleset" "$b" --json 2>/dev/null); then
        outcome=$(printf '%s' "$json" | sed 's/.*"outcome":"\([A-Z]*\)".*/\1/')
        nodes=$(printf '%s' "$json" | sed 's/.*"nodes":\([0-9]*\).*/\1/')
        seconds=$(printf '%s' "$json" | sed 's/.*"seconds":\([0-9.]*\).*/\1/')
    else
        outcome="-"
        nodes="-"
        seconds=">$solve_limit"
    fi
    canonical="-"
    size=$(( ${b%x*} * ${b#*x} ))
    if [ "$limit" != 0 ] && [ "$size" -le "$squares" ]; then
        start=$(date +%s.%N)
        if a=$(timeout "$limit" ./cgt analyze "$ruleset" "$b" --json 2>/dev/null); then
            end=$(date +%s.%N)
            canonical="$(printf '%s' "$a" | sed 's/.*"outcome":"\([A-Z]*\)".*/\1/') in $(awk "BEGIN { printf \"%.2f\", $end - $start }") s"
        else
            canonical="not within $limit s"
        fi
    fi
    printf '%-8s %-8s %12s %10s   %s\n' "$b" "$outcome" "$nodes" "$seconds" "$canonical"
done
