#!/usr/bin/env bash
# busy-machine.sh: how the threaded engines fare when another process wants a core (issue 12).
#
# For each job, runs --threads 1 and --threads 2 alone and beside a busy loop (one shell spinning, as a
# user's other program would), REPS times each, interleaved (1, 2, 1, 2, ... so that a drift of the machine
# touches both alike), and prints each case's median wall time and the ratio two threads / one thread.
# The goal: beside the busy loop, two threads are never more than 10% slower than one.
#
# Usage: bench/busy-machine.sh [REPS]        (default 3; run from anywhere)
#   JAR=/path/to/cgt.jar  time that jar instead of this worktree's (built first if missing or stale)
#   BASE=/path/to/old/cgt.jar  time that jar too, in the same runs (interleaved), for before/after figures:
#     each case gets a line per jar and a line with the ratios after/before
#   JOBS=grundy,period,domineering  a subset of the jobs (also: grundy1m, Grundy's game to 2^20, about 3 s
#     on two quiet cores, where a quiet machine shows the pipeline's gain)
#   LOADS=quiet  only the runs without a busy loop (or LOADS=busy only those beside it)
#   BUSY=2  two busy loops instead of one (every core of a two-core machine taken)
#   BOARD='.....|.....|.....|.....|.....'  another Domineering board (default 5x6, about 4 s on two quiet cores)
#
# Numbers are only comparable within one run: quote the ratios, and say how loaded the machine was (the
# script prints the load average before and after).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
reps="${1:-3}"
busy_count="${BUSY:-1}"
jobs_wanted="${JOBS:-grundy,period,domineering}"
if [ -z "${JAR:-}" ]; then
  "$root/cgt" games >/dev/null # builds the jar if a source changed
  JAR="$root/cli/target/cgt.jar"
fi
# The same JVM options as ./cgt.
# shellcheck source=../scripts/jvm-options.sh
. "$root/scripts/jvm-options.sh"
read -ra java_opts <<< "$CGT_JVM_OPTIONS"

declare -A job_args=(
  [grundy]="grundy grundy --to 300000 --stats"
  [grundy1m]="grundy grundy --to 1048576"
  [period]="period grundy --max 100000"
  [domineering]="analyze domineering ${BOARD:-......|......|......|......|......}"
)

busy_pids=()
start_busy() {
  for ((i = 0; i < busy_count; i++)); do
    sh -c 'while :; do :; done' &
    busy_pids+=("$!")
  done
}
stop_busy() {
  for p in "${busy_pids[@]}"; do
    kill "$p" 2>/dev/null || true
    wait "$p" 2>/dev/null || true
  done
  busy_pids=()
}
trap stop_busy EXIT INT TERM

# Wall seconds of one run of cgt with the given arguments (output thrown away, exit status checked).
time_run() {
  local t0 t1
  t0=$(date +%s%N)
  local jar="$1"
  shift
  java "${java_opts[@]}" -jar "$jar" "$@" >/dev/null 2>/tmp/busy-machine.$$.err || {
    echo "busy-machine: cgt $* failed:" >&2
    cat /tmp/busy-machine.$$.err >&2
    exit 1
  }
  t1=$(date +%s%N)
  echo "scale=3; ($t1 - $t0) / 1000000000" | bc
}

median() {
  printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

jars=("$JAR")
names=(this)
if [ -n "${BASE:-}" ]; then
  jars=("$BASE" "$JAR")
  names=(before after)
fi
echo "busy-machine: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg), $reps repetitions," \
  "$busy_count busy loop(s), jar $JAR${BASE:+, before: $BASE}"
printf '%-9s %-6s %-6s %-30s %-30s %s\n' job load jar "1 thread: median (runs)" "2 threads: median (runs)" "2/1"
IFS=',' read -r -a wanted <<<"$jobs_wanted"
for job in "${wanted[@]}"; do
  read -r -a args <<<"${job_args[$job]}"
  for load in ${LOADS:-quiet busy}; do
    declare -A runs=()
    for ((r = 0; r < reps; r++)); do
      for ((j = 0; j < ${#jars[@]}; j++)); do
        for t in 1 2; do
          [ "$load" = busy ] && start_busy
          s=$(time_run "${jars[$j]}" "${args[@]}" --threads "$t")
          [ "$load" = busy ] && stop_busy
          runs[$j,$t]="${runs[$j,$t]:-} $s"
        done
      done
    done
    declare -A med=()
    for ((j = 0; j < ${#jars[@]}; j++)); do
      # shellcheck disable=SC2086
      med[$j,1]=$(median ${runs[$j,1]})
      # shellcheck disable=SC2086
      med[$j,2]=$(median ${runs[$j,2]})
      printf '%-9s %-6s %-6s %-30s %-30s %s\n' "$job" "$load" "${names[$j]}" "${med[$j,1]} (${runs[$j,1]# })" \
        "${med[$j,2]} (${runs[$j,2]# })" "$(echo "scale=2; ${med[$j,2]} / ${med[$j,1]}" | bc)"
    done
    if [ "${#jars[@]}" = 2 ]; then
      printf '%-9s %-6s %-6s %-30s %-30s\n' "$job" "$load" "a/b" "$(echo "scale=2; ${med[1,1]} / ${med[0,1]}" | bc)" \
        "$(echo "scale=2; ${med[1,2]} / ${med[0,2]}" | bc)"
    fi
    unset runs med
  done
done
rm -f /tmp/busy-machine.$$.err
echo "busy-machine: load average after $(cut -d' ' -f1-3 /proc/loadavg)"
echo "reproduce: JOBS=$jobs_wanted bench/busy-machine.sh $reps   (JAR=... another build, BASE=... an older one" \
  "beside it, BUSY=2 two busy loops)"
