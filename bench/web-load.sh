#!/usr/bin/env bash
# The explorer's load benchmark: starts 'cgt serve' on a free port (default limits: 2 workers, 4 waiting, 10 s a
# request), sends N requests of mixed work at once (bench/WebLoad.java: a burst, then clients that retry after 503),
# prints throughput, the 99th-percentile latency and the failures other than 503 (there must be none), and stops
# the server. Usage: bench/web-load.sh [N]   (default 200)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-200}"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
log="$(mktemp)"
"$root/cgt" serve --port "$port" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 600); do
  grep -q "explorer is at" "$log" && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.5
done
grep -q "explorer is at" "$log" || { echo "web-load: the server did not start" >&2; cat "$log" >&2; exit 1; }
echo "server: $(grep "explorer is at" "$log") ($(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg))"
java "$root/bench/WebLoad.java" "http://127.0.0.1:$port" "$n"
