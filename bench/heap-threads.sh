#!/usr/bin/env bash
# heap-threads.sh: how the heap engine scales with its threads (issue 26).
#
# Runs each job at every thread count given, REPS times, interleaved (1, 2, 4, ..., 1, 2, 4, ... so that a drift
# of the machine touches every count alike), in one run, and prints each count's median wall time (the
# computation alone, as cgt's --time reports it, and the whole process) and the ratio to one thread.
#
# Usage: bench/heap-threads.sh [THREADS] [REPS]     (default "1 2" and 1; run from anywhere)
#   bench/heap-threads.sh "1 2 4 8 16"          the counts of a many-core machine
#   JAVA=/path/to/bin/java   the java to run (default: java on the PATH), e.g. a JRE carried to a machine
#                            without Maven
#   JAR=/path/to/cgt.jar     the jar to time (default: this worktree's, built first if missing or stale)
#   JVM_EXTRA='-XX:...'      JVM options added after the launcher's (to try one on a loaned machine)
#   JOBS=grundy24,octal      a subset of the jobs (default both; also grundy20, Grundy's game to 2^20, a few
#                            seconds on one thread)
#
# The jobs: Grundy's game to 2^24 (about a minute and a half on one thread of a quiet 2-core machine), and
# octal 0.6 to 2^19, a splitting game without a short period whose full scans dominate.
# Numbers are only comparable within one run: quote the ratios, and say how loaded the machine was (the script
# prints the load average before and after).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
counts="${1:-1 2}"
reps="${2:-1}"
java_bin="${JAVA:-java}"
jobs_wanted="${JOBS:-grundy24,octal}"
if [ -z "${JAR:-}" ]; then
  "$root/cgt" games >/dev/null # builds the jar if a source changed
  JAR="$root/cli/target/cgt.jar"
fi
# The same JVM options as ./cgt.
# shellcheck source=../scripts/jvm-options.sh
. "$root/scripts/jvm-options.sh"
read -ra java_opts <<< "$CGT_JVM_OPTIONS ${JVM_EXTRA:-}"

declare -A job_args=(
  [grundy24]="grundy grundy --to 16777216 --stats"
  [grundy20]="grundy grundy --to 1048576 --stats"
  [octal]="grundy 0.6 --to 524288 --stats"
)

err="$(mktemp)"
out="$(mktemp)"
trap 'rm -f "$err" "$out"' EXIT

# "compute wall" seconds of one run of cgt with the given arguments (exit status checked); the run's account of its
# threads (--stats' "threads:" line: heaps and time in the pipeline and on one thread alone) goes to stderr.
time_run() {
  local t0 t1
  t0=$(date +%s%N)
  "$java_bin" "${java_opts[@]}" -jar "$JAR" "$@" --time >"$out" 2>"$err" || {
    echo "heap-threads: cgt $* failed:" >&2
    cat "$err" >&2
    exit 1
  }
  t1=$(date +%s%N)
  local computed
  computed=$(sed -n 's/^cgt: computed.* in \([0-9.]*\) s$/\1/p' "$err" | tail -n 1)
  sed -n "s/^threads: /  $* -> threads: /p" "$out" >&2
  echo "${computed:-0} $(echo "scale=3; ($t1 - $t0) / 1000000000" | bc)"
}

median() {
  printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

read -r -a thread_counts <<<"$counts"
echo "heap-threads: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg), $reps repetition(s)," \
  "threads: $counts, jar $JAR, java $("$java_bin" -version 2>&1 | head -n 1)${JVM_EXTRA:+, with $JVM_EXTRA}"
printf '%-9s %-8s %-12s %-10s %-12s %s\n' job threads "compute s" "wall s" "runs" "speed-up over the first count (compute)"
IFS=',' read -r -a wanted <<<"$jobs_wanted"
for job in "${wanted[@]}"; do
  read -r -a args <<<"${job_args[$job]}"
  declare -A compute=() wall=()
  for ((r = 0; r < reps; r++)); do
    for t in "${thread_counts[@]}"; do
      read -r c w < <(time_run "${args[@]}" --threads "$t")
      compute[$t]="${compute[$t]:-} $c"
      wall[$t]="${wall[$t]:-} $w"
    done
  done
  first="${thread_counts[0]}"
  # shellcheck disable=SC2086
  base=$(median ${compute[$first]})
  for t in "${thread_counts[@]}"; do
    # shellcheck disable=SC2086
    c=$(median ${compute[$t]})
    # shellcheck disable=SC2086
    w=$(median ${wall[$t]})
    printf '%-9s %-8s %-12s %-10s %-12s %s\n' "$job" "$t" "$c" "$w" "(${compute[$t]# })" \
      "$(echo "scale=2; $base / $c" | bc)"
  done
  unset compute wall
done
echo "heap-threads: load average after $(cut -d' ' -f1-3 /proc/loadavg)"
echo "reproduce: JOBS=$jobs_wanted bench/heap-threads.sh \"$counts\" $reps   (JAVA=... JAR=... for another java or jar)"
