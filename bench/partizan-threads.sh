#!/usr/bin/env bash
# partizan-threads.sh: how the partizan canonical search scales with its threads (issue 26, item 1).
#
# Runs `cgt analyze --threads N RULESET POSITION` for every thread count given, REPS times, interleaved (1, 2, 4,
# ..., 1, 2, 4, ... so that a drift of the machine touches every count alike), in one run, and prints each
# count's median wall time (the whole process: start-up, the search, the winning moves) and the ratio to the first
# count. With BASE=old.jar the same runs are made with that jar too, interleaved, for before/after figures.
#
# Usage: bench/partizan-threads.sh [THREADS] [REPS]     (default "1 2" and 1; run from anywhere)
#   bench/partizan-threads.sh "1 2 4 8 16"    the counts of a many-core machine
#   JAVA=/path/to/bin/java   the java to run (default: java on the PATH), e.g. a JRE carried to a machine
#                            without Maven
#   JAR=/path/to/cgt.jar     the jar to time (default: this worktree's, built first if missing or stale)
#   BASE=/path/to/old.jar    time that jar too, in the same runs
#   JVM_EXTRA='-XX:...'      JVM options added after the launcher's (to try one on a loaned machine)
#   JOBS=d66,d56             a subset of the jobs (default d66): d66 Domineering 6x6 (about a minute on one
#                            quiet thread here), d56 Domineering 5x6, and its quick proxies d55 (5x5) and d46
#                            (4x6), under a second quiet (10 s at load average 12), c28 Clobber 2x8,
#                            c38 Clobber 3x8 (minutes), h80 the 80-edge Hackenbush tree of bench/rulesets.py
#
# Numbers are only comparable within one run: quote the ratios, and say how loaded the machine was (the script
# prints the load average before and after).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
counts="${1:-1 2}"
reps="${2:-1}"
java_bin="${JAVA:-java}"
jobs_wanted="${JOBS:-d66}"
if [ -z "${JAR:-}" ]; then
  "$root/cgt" games >/dev/null # builds the jar if a source changed
  JAR="$root/cli/target/cgt.jar"
fi
# The same JVM options as ./cgt.
# shellcheck source=../scripts/jvm-options.sh
. "$root/scripts/jvm-options.sh"
read -ra java_opts <<< "$CGT_JVM_OPTIONS ${JVM_EXTRA:-}"

declare -A job_args=(
  [d66]="domineering 6x6"
  [d56]="domineering 5x6"
  [d55]="domineering 5x5"
  [d46]="domineering 4x6"
  [c28]="clobber xoxoxoxo|oxoxoxox"
  [c38]="clobber xoxoxoxo|oxoxoxox|xoxoxoxo"
  [h80]="hackenbush rerr(re(e(r(relr;r);r);rr(lrrrlel;(rr;erl(rr;e))));ere(lrer;lr))"
)

err="$(mktemp)"
trap 'rm -f "$err"' EXIT

# Wall seconds of one analysis with the given jar and arguments (output thrown away, exit status checked).
time_run() {
  local jar="$1" t0 t1
  shift
  t0=$(date +%s%N)
  "$java_bin" "${java_opts[@]}" -jar "$jar" analyze "$@" >/dev/null 2>"$err" || {
    echo "partizan-threads: cgt analyze $* failed:" >&2
    tail -n 3 "$err" >&2
    exit 1
  }
  t1=$(date +%s%N)
  awk -v ns="$((t1 - t0))" 'BEGIN { printf "%.2f\n", ns / 1e9 }'
}

median() {
  printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.2f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

jars=("$JAR")
[ -n "${BASE:-}" ] && jars+=("$BASE")
read -r -a thread_counts <<<"$counts"
echo "partizan-threads: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg), $reps repetition(s)," \
  "threads: $counts, java $("$java_bin" -version 2>&1 | head -n 1)${JVM_EXTRA:+, with $JVM_EXTRA}"
printf '%-5s %-28s %-8s %-9s %-22s %s\n' job jar threads "wall s" runs "speed-up over the first count"
IFS=',' read -r -a wanted <<<"$jobs_wanted"
for job in "${wanted[@]}"; do
  read -r ruleset position <<<"${job_args[$job]}"
  declare -A wall=()
  for ((r = 0; r < reps; r++)); do
    for t in "${thread_counts[@]}"; do
      for j in "${!jars[@]}"; do
        w=$(time_run "${jars[$j]}" --threads "$t" "$ruleset" "$position")
        wall[$j,$t]="${wall[$j,$t]:-} $w"
      done
    done
  done
  for j in "${!jars[@]}"; do
    first="${thread_counts[0]}"
    # shellcheck disable=SC2086
    base=$(median ${wall[$j,$first]})
    for t in "${thread_counts[@]}"; do
      # shellcheck disable=SC2086
      w=$(median ${wall[$j,$t]})
      printf '%-5s %-28s %-8s %-9s %-22s %s\n' "$job" "$(basename "${jars[$j]}")" "$t" "$w" "(${wall[$j,$t]# })" \
        "$(awk -v a="$base" -v b="$w" 'BEGIN { printf "%.2f", a / b }')"
    done
  done
  unset wall
done
echo "partizan-threads: load average after $(cut -d' ' -f1-3 /proc/loadavg)"
echo "reproduce: JOBS=$jobs_wanted bench/partizan-threads.sh \"$counts\" $reps   (JAVA=... JAR=... BASE=... for another java or jar)"
