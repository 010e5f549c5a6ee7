#!/usr/bin/env bash
# The explorer's load benchmark: starts 'cgt serve' on a free port with its default limits, or with the options
# given after the two numbers (e.g. --workers 3), and runs bench/WebLoad.java against it: a class of N people
# (default 30, each from a loopback address of its own) making ordinary requests with pauses, alone, then beside 4
# clients asking for the most expensive requests the limits allow, then beside a client flooding the server too.
# It prints, per phase, the class's answers, refusals (503/429: the goal is none) and latency (median, p99: the goal
# is under 1 s), and the ratios of the class's p99 between phases (the goal: a flood costs no more than 2x).
# Usage: bench/web-load.sh [SECONDS PER PHASE] [CLASS SIZE] [cgt serve options...]   (defaults 20 and 30)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-20}"
size="${2:-30}"
shift $(( $# < 2 ? $# : 2 ))
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
log="$(mktemp)"
"$root/cgt" serve --port "$port" "$@" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 600); do
  grep -q "explorer is at" "$log" && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.5
done
grep -q "explorer is at" "$log" || { echo "web-load: the server did not start" >&2; cat "$log" >&2; exit 1; }
echo "server: $(grep "explorer is at" "$log") $* ($(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg))"
java "$root/bench/WebLoad.java" "http://127.0.0.1:$port" "$seconds" "$size"
# What the server said on its console during the run (abandoned workers, if any).
grep -v -e "explorer is at" -e "Ctrl-C stops it" "$log" | sed 's/^/server: /' || true
