#!/bin/sh
# Times cgt's evaluator on one position in fresh JVMs (bench's ValueInside: the first value after 0, as
# rulesets-vs-cgsuite.py's "inside" column) for two builds of core, interleaved run by run so that the machine's
# load falls on both alike, and prints each build's median and the ratio. For changes that matter most on a
# fresh process's first value: first-use costs (lambdas, var handles, string building) and cache sizes.
# Usage: bench/value-inside-ab.sh OLD_CORE_CLASSES [RUNS] [RULESET] [POSITION]
#   OLD_CORE_CLASSES: a copy of an earlier core/target/classes (e.g. built from another worktree or commit);
#   the new build is this worktree's. Defaults: 15 runs of eatcake 14,15. Compiles core and bench first.
set -e
cd "$(dirname "$0")/.."
old=${1:?usage: bench/value-inside-ab.sh OLD_CORE_CLASSES [RUNS] [RULESET] [POSITION]}
runs=${2:-15}
ruleset=${3:-eatcake}
position=${4:-14,15}
mvn -B -o -q -pl core,bench compile
# The JVM options ./cgt runs with, so that the evaluator is timed as it runs there.
opts=$(sed -n 's/^defaults="\(.*\)"$/\1/p' cgt)
i=0
while [ "$i" -lt "$runs" ]; do
    for build in old new; do
        classes=core/target/classes
        [ "$build" = old ] && classes=$old
        # shellcheck disable=SC2086
        printf '%s\t%s\n' "$build" "$(java $opts -Xss64m -cp "$classes:bench/target/classes" \
            cgt.bench.partizan.ValueInside "$ruleset" "$position" | cut -f3,4)"
    done
    i=$((i + 1))
done | python3 -c '
import statistics, sys
times, values = {"old": [], "new": []}, {}
for line in sys.stdin:
    build, ms, value = line.rstrip("\n").split("\t")
    times[build].append(float(ms))
    values[build] = value
old, new = statistics.median(times["old"]), statistics.median(times["new"])
runs = len(times["new"])
print(f"old {old:.1f} ms  new {new:.1f} ms  (medians of {runs} runs)  ratio {old / new:.2f}")
print("values agree" if values["old"] == values["new"] else "VALUES DIFFER: " + str(values))
'
