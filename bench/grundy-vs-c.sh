#!/usr/bin/env bash
# grundy-vs-c.sh: Grundy's game to 2^20 as a user runs it, cgt against the C baseline, in pairs (issue 26 item 2).
#
# Each pair runs the C program (../shared/baselines/octal.c, rare/common with mask fffffffe, built here with
# gcc -O2 -march=native) and cgt (`cgt grundy grundy --to N`, every value printed, to /dev/null) one after the
# other, the order alternating from pair to pair so that a drift of the machine touches both alike, and prints
# the pair's wall and CPU (user + system) seconds and the ratios cgt/C; then the medians. The goal: cgt/C at
# most 0.6 in wall time. CPU time is steadier than wall on a shared machine, but counts both of cgt's threads.
#
# Usage: bench/grundy-vs-c.sh [PAIRS]        (default 5; run from anywhere)
#   N=1048576        the last heap
#   JAR=/path/to/cgt.jar  time that jar instead of this worktree's ./cgt (built first if a source changed)
#   BASE=/path/to/old/cgt.jar  time that jar too, in each pair (a third run), for before/after figures
#   ARGS='--threads 1'  more arguments for cgt (both jars)
#   BASELINE=/path/to/octal.c  another C program (default ../shared/baselines/octal.c beside the worktree)
#
# Numbers are only comparable within one run: quote the ratios, and the load average (printed before and after).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pairs="${1:-5}"
n="${N:-1048576}"
source_c="${BASELINE:-$root/../shared/baselines/octal.c}"
[ -f "$source_c" ] || { echo "grundy-vs-c: no C baseline at $source_c (set BASELINE=)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gcc -O2 -march=native -o "$work/octal-baseline" "$source_c"
# The same JVM options as ./cgt, for a jar run without the launcher.
# shellcheck source=../scripts/jvm-options.sh
. "$root/scripts/jvm-options.sh"
read -ra java_opts <<< "$CGT_JVM_OPTIONS"
if [ -z "${JAR:-}" ]; then
  "$root/cgt" games >/dev/null # builds the jar if a source changed, so that no pair pays for it
fi
read -r -a extra <<<"${ARGS:-}"

# "wall cpu" seconds of one command (its output thrown away, its exit status checked).
measure() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null 2>"$work/err" || {
    echo "grundy-vs-c: failed: $*" >&2
    cat "$work/err" >&2
    exit 1
  }
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/time"
}
run_c() { measure "$work/octal-baseline" grundy "$n" rc fffffffe; }
run_cgt() {
  if [ -n "${JAR:-}" ]; then
    measure java "${java_opts[@]}" -jar "$JAR" grundy grundy --to "$n" "${extra[@]}"
  else
    measure "$root/cgt" grundy grundy --to "$n" "${extra[@]}"
  fi
}
run_base() { measure java "${java_opts[@]}" -jar "$BASE" grundy grundy --to "$n" "${extra[@]}"; }

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "Grundy's game to $n, $pairs pairs; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
header="pair  C wall  C cpu  cgt wall  cgt cpu  cgt/C wall  cgt/C cpu"
[ -n "${BASE:-}" ] && header="$header  base wall  base cpu  base/C wall  base/C cpu"
echo "$header"
: >"$work/rows"
for ((i = 1; i <= pairs; i++)); do
  if ((i % 2)); then
    read -r cw cc < <(run_c)
    read -r gw gc < <(run_cgt)
    [ -n "${BASE:-}" ] && read -r bw bc < <(run_base)
  else
    [ -n "${BASE:-}" ] && read -r bw bc < <(run_base)
    read -r gw gc < <(run_cgt)
    read -r cw cc < <(run_c)
  fi
  row="$cw $cc $gw $gc $(ratio "$gw" "$cw") $(ratio "$gc" "$cc")"
  [ -n "${BASE:-}" ] && row="$row $bw $bc $(ratio "$bw" "$cw") $(ratio "$bc" "$cc")"
  echo "$row" >>"$work/rows"
  echo "$i $row" | awk '{ for (f = 1; f <= NF; f++) printf "%s%s", $f, (f < NF ? "  " : "\n") }'
done
columns=6
[ -n "${BASE:-}" ] && columns=10
medians="median"
for ((c = 1; c <= columns; c++)); do
  medians="$medians  $(awk -v c="$c" '{ print $c }' "$work/rows" | median)"
done
echo "$medians"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
