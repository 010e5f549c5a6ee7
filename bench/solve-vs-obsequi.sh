#!/bin/sh
# cgt solve against Bullock's Obsequi (the published Domineering solver, 2002), side by side in one run: for each
# board, in turn, `cgt solve domineering RxC --json` (both players moving first, as a user runs it: a fresh JVM)
# and Obsequi asked the same two questions (Vertical first, then Horizontal first), ROUNDS times (default 3), the
# order alternating; prints each side's outcomes (they must agree: the script exits 1 otherwise), positions or
# nodes, wall seconds (cgt's own search time beside it), and the median ratio cgt/Obsequi of the wall times.
# Obsequi is GPL and not part of cgt: build it yourself from its public source and point OBSEQUI at the binary, e.g.
#   git clone https://github.com/orangepips/obsequi && cd obsequi/obsequi && git checkout 3957af8 \
#     && mkdir -p objs && make Obsequi CPPFLAGS="-std=c++11 -O3 -march=native -w"
# Usage: OBSEQUI=/path/to/Obsequi bench/solve-vs-obsequi.sh [ROWSxCOLS...] (default 8x6 6x8 8x7 7x8 8x8).
# Left is Vertical. Obsequi's nodes and cgt's positions count different things (cgt counts every move's position
# it decides by counting before any is searched), so compare the times.
set -e
cd "$(dirname "$0")/.."
: "${OBSEQUI:?set OBSEQUI to an Obsequi binary (see this script's first lines)}"
boards=${*:-8x6 6x8 8x7 7x8 8x8}
rounds=${ROUNDS:-3}
./cgt solve domineering 2x2 >/dev/null 2>&1 # builds the jar first, outside the timings
now() { date +%s.%N; }
obsequi() { # ROWS COLS V|H: prints "WINNER NODES"
    printf 'solve rows %s cols %s %s\n' "$1" "$2" "$3" | "$OBSEQUI" 2>/dev/null \
        | sed -n 's/^winner \([VH]\), move ([-0-9]*,[-0-9]*), nodes \([0-9,]*\).*/\1 \2/p' | tr -d ,
}
status=0
printf '%-6s %-5s %-9s %12s %8s %8s   %-9s %12s %8s %7s\n' board round "cgt L/R" positions wall search \
    "Obsequi" nodes wall ratio
for b in $boards; do
    r=${b%x*}
    c=${b#*x}
    ratios=""
    i=1
    while [ "$i" -le "$rounds" ]; do
        run_cgt() {
            t0=$(now)
            json=$(./cgt solve domineering "$b" --json 2>/dev/null)
            t1=$(now)
            cgt_wall=$(awk "BEGIN { printf \"%.2f\", $t1 - $t0 }")
            cgt_l=$(printf '%s' "$json" | sed 's/.*"leftStarts":"\([LR]\)".*/\1/')
            cgt_r=$(printf '%s' "$json" | sed 's/.*"rightStarts":"\([LR]\)".*/\1/')
            cgt_nodes=$(printf '%s' "$json" | sed 's/.*"nodes":\([0-9]*\).*/\1/')
            cgt_seconds=$(printf '%s' "$json" | sed 's/.*"seconds":\([0-9.]*\).*/\1/')
        }
        run_obsequi() {
            t0=$(now)
            set -- $(obsequi "$r" "$c" V) $(obsequi "$r" "$c" H)
            t1=$(now)
            ob_wall=$(awk "BEGIN { printf \"%.2f\", $t1 - $t0 }")
            ob_l=$(printf '%s' "$1" | tr VH LR)
            ob_r=$(printf '%s' "$3" | tr VH LR)
            ob_nodes=$(( $2 + $4 ))
        }
        if [ $((i % 2)) -eq 1 ]; then run_cgt; run_obsequi; else run_obsequi; run_cgt; fi
        ratio=$(awk "BEGIN { printf \"%.2f\", $cgt_wall / $ob_wall }")
        ratios="$ratios $ratio"
        printf '%-6s %-5s %-9s %12s %8s %8s   %-9s %12s %8s %7s\n' "$b" "$i" "$cgt_l/$cgt_r" "$cgt_nodes" \
            "$cgt_wall" "$cgt_seconds" "$ob_l/$ob_r" "$ob_nodes" "$ob_wall" "$ratio"
        if [ "$cgt_l/$cgt_r" != "$ob_l/$ob_r" ]; then
            echo "  the outcomes disagree on $b" >&2
            status=1
        fi
        i=$((i + 1))
    done
    median=$(printf '%s\n' $ratios | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
    printf '%-6s median cgt/Obsequi wall: %s\n' "$b" "$median"
done
exit $status
