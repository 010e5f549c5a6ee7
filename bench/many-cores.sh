#!/usr/bin/env bash
# many-cores.sh: issue 26's many-core goals in one run, for a short loan of a many-core machine.
#
# Times, each job at one thread and at every core (interleaved as the scripts it calls do):
#   - Grundy's game to 2^24 (bench/heap-threads.sh, job grundy24): the goal is at least 4x on 16 cores;
#   - Domineering 6x6's canonical value (bench/partizan-threads.sh, job d66): the goal is at least 10x on 16 cores.
# About 4 minutes on a quiet 16-core machine (6x6 on one thread is the longest part, about a minute and a half).
#
# Usage: bench/many-cores.sh [THREADS]     (default "1 N", N the processors; e.g. "1 4 16")
#   JAR=/path/to/cgt.jar   the jar to time (default: this worktree's cli/target/cgt.jar, which must be built:
#                          the machine may have no Maven and no network, so carry the jar there)
#   JAVA=/path/to/bin/java the java to run (default: java on the PATH); a machine without one gets the folder that
#                          bench/device-kit.sh makes (a jlink runtime, the jar): JAVA=DIR/jre/bin/java JAR=DIR/cgt.jar
# Each Grundy run also prints how its threads shared the heaps (--stats' "threads:" line: the pipeline against one
# thread alone), which says whether a thread count that did not pay was spent waiting or not used at all.
#   JOBS=grundy24,d66      a subset (the job names of the two scripts)
#   JVM_EXTRA='-XX:...'    JVM options added after the launcher's, to try one (run once without, once with)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export JAR="${JAR:-$root/cli/target/cgt.jar}"
if [ ! -f "$JAR" ]; then
  echo "many-cores: no jar at $JAR (build it first with ./cgt games, or give JAR=)" >&2
  exit 2
fi
counts="${1:-1 $(nproc)}"
jobs="${JOBS:-grundy24,d66}"
echo "many-cores: $(nproc) processors, $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo)," \
  "threads: $counts, jobs: $jobs"
heap="" partizan=""
IFS=',' read -r -a wanted <<<"$jobs"
for job in "${wanted[@]}"; do
  case "$job" in
    grundy24 | grundy20 | octal) heap="${heap:+$heap,}$job" ;;
    d66 | d56 | d55 | d46 | c28 | c38 | h80) partizan="${partizan:+$partizan,}$job" ;;
    *)
      echo "many-cores: unknown job '$job' (the jobs of bench/heap-threads.sh and bench/partizan-threads.sh)" >&2
      exit 2
      ;;
  esac
done
if [ -n "$heap" ]; then
  JOBS="$heap" "$root/bench/heap-threads.sh" "$counts" 1
fi
if [ -n "$partizan" ]; then
  JOBS="$partizan" "$root/bench/partizan-threads.sh" "$counts" 1
fi
