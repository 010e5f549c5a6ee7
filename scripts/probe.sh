#!/usr/bin/env bash
# Runs the adversarial probe list (scripts/probes.txt) against the built ./cgt, each probe under `timeout`
# and `/usr/bin/time -v`, and prints one line a probe (exit code, wall time, peak resident memory, verdict)
# and a summary. Every probe must exit 0 or 2 within the time and memory its line gives (issue 16, "How it
# is checked"); a "long" probe may run to its budget but must then stop on SIGINT, saying how big it was.
#
# Usage: scripts/probe.sh [-f PROBES] [-k] [NAME-PATTERN]
#   -f PROBES   another probe list (default scripts/probes.txt)
#   -k          keep the scratch folder with each probe's stdout and stderr (it is printed at the end)
#   NAME-PATTERN  run only the probes whose name matches this grep -E pattern
#
# Bounded: a probe gets SIGINT at its budget and SIGKILL GRACE seconds later (GRACE=10 by default), so the
# whole run takes at most the sum of the budgets plus the graces. Exit status: 0 if every probe kept its
# promise, 1 otherwise.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
probes="$root/scripts/probes.txt"
keep=false
while getopts "f:k" opt; do
  case "$opt" in
    f) probes="$OPTARG" ;;
    k) keep=true ;;
    *) sed -n '2,14p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
pattern="${1:-.}"
grace="${GRACE:-10}"
default_seconds=60
default_mib=2048

for tool in timeout /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "probe.sh: needs $tool" >&2; exit 2; }
done

# Build the jar once, before any probe is timed.
"$root/cgt" --version >/dev/null 2>&1 || { echo "probe.sh: ./cgt does not run; see cli/target/build.log" >&2; exit 2; }

P="$(mktemp -d "${TMPDIR:-/tmp}/cgt-probe.XXXXXX")"
export P
cleanup() { $keep || rm -rf "$P"; }
trap cleanup EXIT

# `cgt` on the PATH is this checkout's ./cgt.
mkdir -p "$P/bin" "$P/out"
printf '#!/usr/bin/env bash\nexec %q "$@"\n' "$root/cgt" >"$P/bin/cgt"
chmod +x "$P/bin/cgt"
export PATH="$P/bin:$PATH"

# For probes: runs a command, passing on its output and exit code, but fails (exit 3) if its output shows
# PATTERN: something of a file it was never asked to read, or a claim known to be false.
must_not_show() {
  local pattern=$1 code
  shift
  "$@" >"$P/leak.out" 2>"$P/leak.err"
  code=$?
  head -c 65536 "$P/leak.out"
  head -c 65536 "$P/leak.err" >&2
  if grep -qa -- "$pattern" "$P/leak.out" "$P/leak.err"; then
    echo "probe.sh: the output shows '$pattern'" >&2
    return 3
  fi
  return "$code"
}
export -f must_not_show

# Generated inputs.
seq 1 20000 | tr '\n' ' ' >"$P/nim20k"
seq 1 100000 | tr '\n' ' ' >"$P/nim100k"
nest() { # a game nested N deep: {{{0|}|}|}
  local n=$1
  { head -c "$n" /dev/zero | tr '\0' '{'; printf '0'; yes '|}' | head -n "$n" | tr -d '\n'; } >"$2"
}
nest 3000 "$P/deep3000"
nest 20000 "$P/deep20000"
{ head -c 50000000 /dev/zero | tr '\0' '7'; printf '\n'; } >"$P/long.txt"
head -c 100000 /dev/zero | tr '\0' '1' >"$P/long-arg"
# A checkpoint, and damaged copies of it: cut in half, and one byte of the values changed.
cgt grundy kayles --to 5000 --checkpoint "$P/good.ckpt" >/dev/null 2>&1
cgt grundy kayles --to 5000 --checkpoint "$P/good2.ckpt" >/dev/null 2>&1
if [ -s "$P/good.ckpt" ]; then
  size=$(stat -c %s "$P/good.ckpt")
  head -c $((size / 2)) "$P/good.ckpt" >"$P/truncated.ckpt"
  cp "$P/good.ckpt" "$P/flipped.ckpt"
  offset=$((size - 3))
  byte=$(od -An -tu1 -j "$offset" -N1 "$P/flipped.ckpt" | tr -d ' ')
  printf "\\$(printf '%03o' $(((byte ^ 0x5a) & 255)))" | dd of="$P/flipped.ckpt" bs=1 seek="$offset" conv=notrunc status=none
else
  echo "probe.sh: could not make a checkpoint to damage; the checkpoint probes will say so" >&2
fi

# Issue 27: files that are no regular file, and rules files that fail before any position is asked about.
mkfifo "$P/fifo" "$P/Fifo.java"
mkdir "$P/dir"
ln -s /dev/zero "$P/Zero.java"
ln -s "$P/nim20k" "$P/link.values"
rules() { # rules NAME BODY: a heap game's rules file, $P/NAME.java, whose moves take one
  printf 'import cgt.rules.HeapGameRules;\npublic class %s implements HeapGameRules {\n%s\n    public void moves(int n, Moves to) { if (n > 0) to.heaps(n - 1); }\n}\n' \
    "$1" "$2" >"$P/$1.java"
}
rules StaticThrows '    static final int X = Integer.parseInt("none");'
rules NullName '    public String name() { return null; }'
rules TakesCode '    public String name() { return "0.07"; }'
rules LongName "    public String name() { return \"$(printf 'a%.0s' $(seq 61))\"; }"
printf 'public class Deep { int x = %s1%s; }\n' "$(printf '(%.0s' $(seq 20000))" "$(printf ')%.0s' $(seq 20000))" \
  >"$P/Deep.java"
printf '%s\n' 'import cgt.rules.PartizanRules;' 'import java.util.List;' \
  'public class Cycle implements PartizanRules<Integer> {' \
  '    public List<Integer> leftMoves(Integer n) { return List.of((n + 1) % 4); }' \
  '    public List<Integer> rightMoves(Integer n) { return List.of(); }' '}' >"$P/Cycle.java"

# Runs one probe; prints its table line; returns 0 if it kept its promise.
run_probe() {
  local name=$1 seconds=$2 mib=$3 expect=$4 command=$5
  local out="$P/out/$name" code wall rss verdict note killed
  ( cd "$root" && /usr/bin/time -v -o "$out.time" \
      timeout --preserve-status -s INT -k "$grace" "$seconds" bash -c "$command" ) \
      >"$out.stdout" 2>"$out.stderr" </dev/null
  code=$?
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$out.time" \
    | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$out.time")
  wall=${wall:-0}
  rss=$(( ${rss:-0} / 1024 ))
  # The stdout of a probe can be tens of megabytes: keep the start.
  if [ "$(stat -c %s "$out.stdout")" -gt 65536 ]; then
    head -c 65536 "$out.stdout" >"$out.tmp" && mv "$out.tmp" "$out.stdout"
  fi
  local over_time over_mem
  over_time=$(awk -v w="$wall" -v s="$seconds" 'BEGIN { print (w >= s - 0.05) ? 1 : 0 }')
  over_mem=$(( rss > mib ? 1 : 0 ))
  killed=$(( code == 137 ? 1 : 0 ))
  verdict=""
  if [ "$expect" = long ] && [ "$over_time" = 1 ]; then
    # Stopped at its budget: it must have stopped on SIGINT (not needed SIGKILL), saying so.
    if [ "$killed" = 1 ] || [ "$code" != 130 ] || ! grep -q 'cgt: interrupted' "$out.stderr"; then
      verdict=NO-STOP
    fi
  elif [ "$over_time" = 1 ]; then
    verdict=TIME
  elif [ "$code" != 0 ] && [ "$code" != 2 ]; then
    verdict=EXIT
  elif [ "$expect" = refuse ] && [ "$code" != 2 ]; then
    verdict=ACCEPTED
  fi
  if [ "$over_mem" = 1 ]; then
    verdict="${verdict:+$verdict+}MEM"
  fi
  verdict="${verdict:-ok}"
  if grep -qE '^\s+at [a-zA-Z_$.]+\(' "$out.stderr"; then
    note="stack trace; "
  else
    note=""
  fi
  note+="$(grep -v '^\s*$' "$out.stderr" | tail -n 1 | tr -d '\r' | tr '\t' ' ' | cut -c1-70)"
  printf '%-21s %4s %8.1f %7d  %4s %5s %-6s %-9s %s\n' "$name" "$code" "$wall" "$rss" "$seconds" "$mib" \
    "$expect" "$verdict" "$note"
  [ "$verdict" = ok ]
}

printf '%-21s %4s %8s %7s  %4s %5s %-6s %-9s %s\n' probe exit wall_s rss_MiB max_s max_M kind verdict \
  "last line of stderr"
total=0; zero=0; two=0; other=0; over_time=0; over_mem=0; failed=0
started=$(date +%s)
while read -r name seconds mib expect command; do
  case "$name" in ''|'#'*) continue ;; esac
  echo "$name" | grep -qE -- "$pattern" || continue
  [ "$seconds" = - ] && seconds=$default_seconds
  [ "$mib" = - ] && mib=$default_mib
  line=$(run_probe "$name" "$seconds" "$mib" "$expect" "$command")
  ok=$?
  echo "$line"
  total=$((total + 1))
  code=$(awk '{ print $2 }' <<<"$line")
  verdict=$(awk '{ print $8 }' <<<"$line")
  case "$code" in 0) zero=$((zero + 1)) ;; 2) two=$((two + 1)) ;; *) other=$((other + 1)) ;; esac
  case "$verdict" in *TIME*|*NO-STOP*) over_time=$((over_time + 1)) ;; esac
  case "$verdict" in *MEM*) over_mem=$((over_mem + 1)) ;; esac
  [ "$ok" = 0 ] || failed=$((failed + 1))
done <"$probes"

echo
echo "summary: $total probes in $(( $(date +%s) - started )) s; exit 0: $zero, exit 2: $two, other: $other;" \
  "over the time budget (or not stopping on SIGINT): $over_time; over the memory budget: $over_mem;" \
  "failed: $failed"
$keep && echo "stdout, stderr and time -v of each probe: $P/out"
[ "$failed" = 0 ]
