#!/bin/sh
# Times `cgt solve` on Domineering rectangles as a user runs it (a fresh process each, the jar the README's
# script builds on first use), and prints each board's outcome, the positions searched and the seconds, with the outcome
# of `cgt analyze` beside it where the canonical search finishes within its time (so that the two answers can
# be compared). Usage: bench/solve-domineering.sh [board...] (default 4x4 4x5 5x5 5x6 6x6);
# CANONICAL_SECONDS=N bounds each canonical search (default 120; 0 skips them).
set -e
cd "$(dirname "$0")/.."
boards=${*:-"4x4 4x5 5x5 5x6 6x6"}
limit=${CANONICAL_SECONDS:-120}
printf '%-8s %-8s %12s %10s   %s\n' board outcome positions seconds "canonical (analyze)"
for b in $boards; do
    json=$(./cgt solve domineering "$b" --json)
    outcome=$(printf '%s' "$json" | sed 's/.*"outcome":"\([A-Z]*\)".*/\1/')
    nodes=$(printf '%s' "$json" | sed 's/.*"nodes":\([0-9]*\).*/\1/')
    seconds=$(printf '%s' "$json" | sed 's/.*"seconds":\([0-9.]*\).*/\1/')
    canonical="-"
    if [ "$limit" != 0 ]; then
        start=$(date +%s.%N)
        if a=$(timeout "$limit" ./cgt analyze domineering "$b" --json 2>/dev/null); then
            end=$(date +%s.%N)
            canonical="$(printf '%s' "$a" | sed 's/.*"outcome":"\([A-Z]*\)".*/\1/') in $(awk "BEGIN { printf \"%.2f\", $end - $start }") s"
        else
            canonical="not within $limit s"
        fi
    fi
    printf '%-8s %-8s %12s %10s   %s\n' "$b" "$outcome" "$nodes" "$seconds" "$canonical"
done
