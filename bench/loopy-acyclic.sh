#!/usr/bin/env bash
# loopy-acyclic.sh: games that always end must not pay for the analysis of games with cycles (issue 14).
#
# The analysis tries the Sprague-Grundy recursion first and switches to retrograde analysis only when the
# recursion meets a cycle. This script times positions of games without cycles that go through the general
# recursion (a user's game, one-from-each) with a BASE jar built before the change and with this worktree's
# jar, alternating the two ROUNDS times, and prints the smallest user+system CPU time of each and their ratio
# (CPU time, not wall time: the machine is shared). It then times two games with cycles, for the record.
#
# Usage: BASE_JAR=/path/to/old/cgt.jar bench/loopy-acyclic.sh      ROUNDS=5 for more rounds (default 3)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
base="${BASE_JAR:?set BASE_JAR to a cgt.jar built before the change}"
rounds="${ROUNDS:-3}"
"$root/cgt" --version >/dev/null 2>&1 || true # builds this worktree's jar if stale, outside the timing
new="$root/cli/target/cgt.jar"
cpu() { # user+system seconds of one run
  /usr/bin/time -f "%U %S" java -jar "$1" "${@:2}" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for workload in "analyze --rules $root/examples/Cram.java 4x5" "analyze one-from-each 7 7 7 7 7 7" \
    "analyze --rules $root/examples/Cram.java 3x6 2x5"; do
  read -r -a args <<< "$workload"
  java -jar "$base" "${args[@]}" >/dev/null 2>&1 # compiles a user's rules into the cache once
  b=999; n=999
  for ((i = 0; i < rounds; i++)); do
    t=$(cpu "$base" "${args[@]}"); b=$(awk -v a="$b" -v t="$t" 'BEGIN { print (t < a ? t : a) }')
    t=$(cpu "$new" "${args[@]}"); n=$(awk -v a="$n" -v t="$t" 'BEGIN { print (t < a ? t : a) }')
  done
  awk -v w="${workload#analyze }" -v b="$b" -v n="$n" \
    'BEGIN { printf "%-45s base %.2f s, now %.2f s CPU: ratio %.3f\n", w, b, n, n / b }'
done
for workload in "analyze fair-shares 10,10,10,10" "analyze --rules $root/examples/Refill.java 6 9 4"; do
  read -r -a args <<< "$workload"
  echo "${workload#analyze } (with cycles): $(cpu "$new" "${args[@]}") s CPU"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
