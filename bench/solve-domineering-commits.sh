#!/bin/sh
# The bit-board Domineering search of several commits side by side, in one run: for each board and each commit, the
# outcome, the positions searched and the search thread's processor time with Left moving first, with Right moving
# first, and in all (bench/solve/DomineeringSearchTimes.java on each commit's core, built here with javac), then each
# commit's ratio to the first one. Processor time, so that a machine shared with other work still compares fairly;
# the positions do not depend on the load at all. Usage: bench/solve-domineering-commits.sh "REV..." [BOARD...]
# (default: "HEAD~1 HEAD" on 8x6 6x8 8x7 7x8). ROUNDS=N repeats the whole run (default 1).
set -e
cd "$(dirname "$0")/.."
revs=${1:-HEAD~1 HEAD}
[ $# -gt 0 ] && shift
boards=${*:-8x6 6x8 8x7 7x8}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for rev in $revs; do
    dir="$out/$(git rev-parse --short "$rev")"
    mkdir -p "$dir/src" "$dir/classes"
    git archive "$rev" core/src/main/java | tar -x -C "$dir/src"
    find "$dir/src" -name '*.java' ! -name module-info.java > "$dir/sources"
    javac -nowarn -d "$dir/classes" @"$dir/sources"
    javac -nowarn -cp "$dir/classes" -d "$dir/classes" bench/solve/DomineeringSearchTimes.java
done
printf '%-6s %-12s %-8s %14s %8s %14s %8s %14s %8s\n' board commit outcome "Left first" cpu "Right first" cpu \
    positions cpu
rounds=${ROUNDS:-1}
i=0
while [ "$i" -lt "$rounds" ]; do
    for b in $boards; do
        for rev in $revs; do
            short=$(git rev-parse --short "$rev")
            java -XX:+UseParallelGC -XX:MaxTenuringThreshold=1 -cp "$out/$short/classes" \
                cgt.partizan.solve.DomineeringSearchTimes "$short" "$b" | tee -a "$out/results"
        done
    done
    i=$((i + 1))
done
# Each commit's positions and processor time against the first commit's, per board (summed over the rounds).
first=$(git rev-parse --short "$(echo "$revs" | awk '{print $1}')")
awk -v first="$first" '
    { n[$1 " " $2] += $8; t[$1 " " $2] += $9; boards[$1] = 1; commits[$2] = 1 }
    END {
        for (b in boards) for (c in commits) if (c != first && (b " " first) in n)
            printf "%-6s %s / %s: positions %.3f, processor time %.3f\n", b, c, first,
                n[b " " c] / n[b " " first], t[b " " c] / t[b " " first]
    }' "$out/results"
