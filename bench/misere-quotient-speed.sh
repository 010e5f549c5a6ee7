#!/usr/bin/env bash
# misere-quotient-speed.sh: how fast the misère quotient solver finds a quotient, before and after (issue 23).
#
# Runs bench/QuotientTiming.java (the quotient of heaps 1..TO of a code, stopping once proved) for each job, REPS
# times, with this worktree's jar and, when BASE is set, an older jar too, interleaved (job by job, jar by jar, then
# again, so that a drift of the machine touches every case alike), in one run. Prints each case's median wall
# seconds and median CPU seconds of the computing thread (the steadier figure on a loaded machine), and with BASE
# the ratios before/after. The answers (order, heap map, P-portion) must be the same for both jars: checked.
#
# Usage: bench/misere-quotient-speed.sh [REPS]      (default 3; run from anywhere)
#   BASE=/path/to/old/cgt.jar   time that jar too, in the same runs
#   JAR=/path/to/cgt.jar        the jar to time (default: this worktree's, built first if missing or stale)
#   JOBS="0.07:30 0.77:300"     the jobs, CODE:TO (default: Dawson's Kayles 0.07 to heaps 20, 25 and 30, where the
#                               quotient grows to orders 24, 144 and 360; Kayles 0.77, proved at heap 74; Dawson's
#                               chess 0.137 to heap 26)
#
# Numbers are only comparable within one run: quote the ratios, and say how loaded the machine was (the script
# prints the load average before and after).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
reps="${1:-3}"
jobs="${JOBS:-0.07:20 0.07:25 0.07:30 0.77:300 0.137:26}"
if [ -z "${JAR:-}" ]; then
  "$root/cgt" games >/dev/null # builds the jar if a source changed
  JAR="$root/cli/target/cgt.jar"
fi
jars=("$JAR")
[ -n "${BASE:-}" ] && jars=("$BASE" "$JAR")
# The same collector as ./cgt, so that the figures are those a user sees.
java_opts=(-XX:+UseParallelGC)

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((rep = 1; rep <= reps; rep++)); do
  for job in $jobs; do
    for j in "${!jars[@]}"; do
      java "${java_opts[@]}" -cp "${jars[$j]}" "$root/bench/QuotientTiming.java" "${job%%:*}" "${job##*:}" \
        >>"$out/$job.$j"
    done
  done
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf '%-10s %-6s %10s %10s  %s\n' job jar "wall s" "cpu s" found
for job in $jobs; do
  for j in "${!jars[@]}"; do
    name=new
    [ "${#jars[@]}" -eq 2 ] && [ "$j" -eq 0 ] && name=base
    wall[$j]=$(cut -d' ' -f1 "$out/$job.$j" | median)
    cpu[$j]=$(cut -d' ' -f2 "$out/$job.$j" | median)
    found="$(cut -d'|' -f2 "$out/$job.$j" | sort -u)"
    if [ "$(printf '%s\n' "$found" | wc -l)" -ne 1 ]; then
      echo "misere-quotient-speed: $job gave different answers from one run to the next" >&2
      exit 1
    fi
    printf '%-10s %-6s %10s %10s  %s\n' "$job" "$name" "${wall[$j]}" "${cpu[$j]}" "$(cut -c1-70 <<<"$found")"
  done
  if [ "${#jars[@]}" -eq 2 ]; then
    if [ "$(cut -d'|' -f2 "$out/$job.0" | sort -u)" != "$(cut -d'|' -f2 "$out/$job.1" | sort -u)" ]; then
      echo "misere-quotient-speed: $job: the two jars disagree" >&2
      exit 1
    fi
    awk -v job="$job" -v w0="${wall[0]}" -v w1="${wall[1]}" -v c0="${cpu[0]}" -v c1="${cpu[1]}" \
      'BEGIN { printf "%-10s %-6s %9.2fx %9.2fx  (base / new)\n", job, "ratio", w0 / w1, c0 / c1 }'
  fi
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
