#!/usr/bin/env bash
# engine-versions.sh: the heap engine of this worktree against an older jar, in one JVM (bench/EngineVersions.java).
#
# Grundy's game to N computed REPS times by each jar's engine, interleaved; prints each jar's first, least and median
# seconds and the ratios to the older jar's. One thread: CPU seconds of the computing thread, which a shared machine
# disturbs far less than the wall time of whole runs (use bench/grundy-vs-c.sh for the run as a user sees it).
#
# Usage: BASE=/path/to/old/cgt.jar bench/engine-versions.sh [N] [REPS] [THREADS]   (default 524288 9 1)
#   JAR=/path/to/cgt.jar  the newer jar instead of this worktree's (built first if a source changed)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ -n "${BASE:-}" ] || { echo "engine-versions: set BASE=/path/to/old/cgt.jar" >&2; exit 2; }
if [ -z "${JAR:-}" ]; then
  "$root/cgt" games >/dev/null # builds the jar if a source changed
  JAR="$root/cli/target/cgt.jar"
fi
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# The launcher's JVM options (see ./cgt).
# shellcheck source=../scripts/jvm-options.sh
. "$root/scripts/jvm-options.sh"
read -ra java_opts <<< "$CGT_JVM_OPTIONS"
java "${java_opts[@]}" "$root/bench/EngineVersions.java" "${1:-524288}" "${2:-9}" "${3:-1}" "$BASE" "$JAR"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
