#!/bin/sh
# Times `cgt solve domineering` with and without an endgame table of regions (`cgt survey domineering-regions:N`
# writes one), side by side in one run: each board is solved without the table and with it, one right after the
# other (a fresh process each, as a user runs it), and the line gives both outcomes (they must agree), the positions
# searched, the seconds and the ratio of the two times. The table is loaded by each run with it, so its seconds
# include the loading.
# Usage: bench/solve-domineering-regions.sh TABLE [board...]; by default 6x6 7x7 6x8 8x6. SOLVE_SECONDS=N bounds
# each solve (default 600).
set -e
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || [ ! -f "$1" ]; then
    echo "usage: bench/solve-domineering-regions.sh TABLE [board...] (TABLE: OUT/regions.tsv of cgt survey domineering-regions:N)" >&2
    exit 2
fi
table=$1
shift
boards=${*:-6x6 7x7 6x8 8x6}
limit=${SOLVE_SECONDS:-600}
./cgt solve domineering 2x2 >/dev/null # builds the jar first, outside the timings

solve() { # board [--regions FILE]: prints "outcome nodes seconds"
    if json=$(timeout "$limit" ./cgt solve domineering "$@" --json 2>/dev/null); then
        printf '%s %s %s\n' "$(printf '%s' "$json" | sed 's/.*"outcome":"\([A-Z]*\)".*/\1/')" \
            "$(printf '%s' "$json" | sed 's/.*"nodes":\([0-9]*\).*/\1/')" \
            "$(printf '%s' "$json" | sed 's/.*"seconds":\([0-9.]*\).*/\1/')"
    else
        printf '%s %s %s\n' - - ">$limit"
    fi
}

printf '%-6s | %-7s %12s %9s | %-7s %12s %9s | %s\n' board without positions seconds "with" positions seconds "with/without"
for b in $boards; do
    set -- $(solve "$b")
    o1=$1 n1=$2 s1=$3
    set -- $(solve "$b" --regions "$table")
    o2=$1 n2=$2 s2=$3
    ratio=$(awk -v a="$s1" -v b="$s2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", b / a; else print "-" }')
    [ "$o1" = "$o2" ] || ratio="$ratio  OUTCOMES DIFFER"
    printf '%-6s | %-7s %12s %9s | %-7s %12s %9s | %s\n' "$b" "$o1" "$n1" "$s1" "$o2" "$n2" "$s2" "$ratio"
done
