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
#   JOBS=grundy,period,domineering  a subset of the jobs
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
java_opts=(-XX:+UseParallelGC -XX:MaxTenuringThreshold=1 -XX:InitialRAMPercentage=12.5 -XX:LoopUnrollLimit=1)

declare -A job_args=(
  [grundy]="grundy grundy --to 300000 --stats"
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
  java "${java_opts[@]}" -jar "$JAR" "$@" >/dev/null 2>/tmp/busy-machine.$$.err || {
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

echo "busy-machine: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg), $reps repetitions," \
  "$busy_count busy loop(s), jar $JAR"
printf '%-13s %-9s %-28s %-28s %s\n' job load "1 thread: median (runs)" "2 threads: median (runs)" "2/1"
IFS=',' read -r -a wanted <<<"$jobs_wanted"
for job in "${wanted[@]}"; do
  read -r -a args <<<"${job_args[$job]}"
  for load in quiet busy; do
    one=()
    two=()
    for ((r = 0; r < reps; r++)); do
      for t in 1 2; do
        [ "$load" = busy ] && start_busy
        s=$(time_run "${args[@]}" --threads "$t")
        [ "$load" = busy ] && stop_busy
        if [ "$t" = 1 ]; then one+=("$s"); else two+=("$s"); fi
      done
    done
    m1=$(median "${one[@]}")
    m2=$(median "${two[@]}")
    printf '%-13s %-9s %-28s %-28s %s\n' "$job" "$load" "$m1 (${one[*]})" "$m2 (${two[*]})" \
      "$(echo "scale=2; $m2 / $m1" | bc)"
  done
done
rm -f /tmp/busy-machine.$$.err
echo "busy-machine: load average after $(cut -d' ' -f1-3 /proc/loadavg)"
echo "reproduce: bench/busy-machine.sh $reps   (JAR=... to time another build, BUSY=2 for two busy loops)"
