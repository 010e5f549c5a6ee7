#!/usr/bin/env bash
# loopy-graph.sh: cgt analyze graph on a big random game graph (issue 14: 10 million edges must run here).
#
# Generates (once, kept in $DIR) a random graph of EDGES edges as an edge-list file: vertices v0, v1, ...
# each with 0 to 2*DEGREE random options (about one vertex in 2*DEGREE+1 has none, so the graph has ends,
# cycles and draws), then times `cgt analyze graph FILE` twice: the plain summary (first 1000 vertices) and
# --json (every vertex, to /dev/null), each with /usr/bin/time for wall time and peak memory (RSS).
#
# Usage: bench/loopy-graph.sh                (default: 10,000,000 edges, average degree 10)
#   EDGES=1000000 DEGREE=5  another size      DIR=/tmp/x  where the graph file is kept
#   JAVA_OPTS=-Xmx6g        the JVM's options (the default heap is a quarter of the memory)
#
# A benchmark, not a test: quote the figures with the machine's load (printed before and after).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
edges="${EDGES:-10000000}"
degree="${DEGREE:-10}"
dir="${DIR:-${TMPDIR:-/tmp}/cgt-loopy-bench}"
mkdir -p "$dir"
file="$dir/random-$edges-$degree.txt"
if [ ! -s "$file" ]; then
  echo "generating $file ..." >&2
  awk -v edges="$edges" -v degree="$degree" 'BEGIN {
    srand(14); n = int(edges / degree); made = 0; v = 0
    while (made < edges) {
      d = int(rand() * (2 * degree + 1)); if (d > edges - made) d = edges - made
      line = "v" v ":"
      for (i = 0; i < d; i++) line = line " v" int(rand() * n)
      print line; made += d; v++
    }
  }' > "$file.part"
  mv "$file.part" "$file"
fi
echo "graph: $file ($(du -h "$file" | cut -f1), $edges edges); load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$root/cgt" --version >/dev/null 2>&1 || true # builds the jar if stale, outside the timing
for mode in text json; do
  args=(analyze graph "$file")
  [ "$mode" = json ] && args+=(--json)
  /usr/bin/time -f "$mode: %e s wall, %U s user CPU, %M KB peak RSS" "$root/cgt" "${args[@]}" > "$dir/out-$mode.txt" 2> "$dir/err-$mode.txt" \
    || { echo "cgt failed:"; tail -3 "$dir/err-$mode.txt"; exit 1; }
  tail -1 "$dir/err-$mode.txt"
done
head -2 "$dir/out-text.txt"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
