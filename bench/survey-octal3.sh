#!/usr/bin/env bash
# survey-octal3.sh: cgt survey of every octal code with three digits (octal:3, 512 codes) to 10^6 heaps, on one
# core and then on two (Spark's local mode, --cores 1 and --cores 2), printing each wall time and the speed-up of
# two cores over one; then the table's summary against the published periods (--compare).
#
# Usage: bench/survey-octal3.sh            (run from anywhere; takes a while: start it with nice, in the background)
#   TO=1000000      the last heap of each game
#   BUDGET=10       the most seconds per game (a game that needs more is left unresolved, in both runs alike)
#   FAMILY=octal:3  another family
#   CORES="2 1"     the core counts to time, in this order (two first: if the run is cut short, the
#                   two-core table is the one finished)
#   DIR=/tmp/cgt-survey-bench  where the surveys' folders go (emptied first: every run starts afresh)
#   TABLE=../shared/reference/octal-periods.tsv  the published table to compare with
#
# The module is built once and its jars copied aside, so that editing the sources during the run changes nothing.
# Numbers are comparable only within one run: quote the ratio, and say how loaded the machine was (printed).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
to="${TO:-1000000}"
budget="${BUDGET:-10}"
family="${FAMILY:-octal:3}"
cores_list="${CORES:-2 1}"
dir="${DIR:-/tmp/cgt-survey-bench}"
table="${TABLE:-$root/../shared/reference/octal-periods.tsv}"
[ -f "$table" ] || table="/work/shared/reference/octal-periods.tsv"

"$root/cgt" survey --help >/dev/null # builds the module if a source changed
rm -rf "$dir"
mkdir -p "$dir/cp"
cp "$root/survey/target/cgt-survey.jar" "$dir/cp/"
cp -r "$root/survey/target/lib" "$dir/cp/lib"
cp "$root/cli/target/cgt.jar" "$dir/cp/" # the command line (cgt.cli.Main), which the survey module does not carry
opts="$(grep -v '^#' "$root/survey/jvm-options" | tr '\n' ' ')"
# shellcheck source=../scripts/jvm-options.sh
. "$root/scripts/jvm-options.sh"
defaults="$CGT_JVM_OPTIONS"

echo "survey $family to heap $to, budget $budget s a game; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A wall
for c in $cores_list; do
  out="$dir/cores-$c"
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  java ${JAVA_OPTS:-$defaults} $opts -cp "$dir/cp/cgt-survey.jar:$dir/cp/lib/*:$dir/cp/cgt.jar" cgt.cli.Main survey "$family" \
      --to "$to" --budget "$budget" --cores "$c" --out "$out" >"$dir/summary-$c.txt" 2>"$dir/progress-$c.txt"
  end=$(date +%s.%N)
  wall[$c]=$(echo "$end - $start" | bc)
  printf 'cores %s: wall %.1f s\n' "$c" "${wall[$c]}"
  cat "$dir/summary-$c.txt"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "${wall[1]:-}" ] && [ -n "${wall[2]:-}" ]; then
  printf 'speed-up of 2 cores over 1 (wall at 1 / wall at 2): %.2f\n' "$(echo "${wall[1]} / ${wall[2]}" | bc -l)"
fi
set -- $cores_list
# The runs must agree with each other, row by row (times aside; a game stopped by its budget may stop at another
# heap on another run, and is listed).
if [ $# -ge 2 ]; then
  if diff <(cut -f1-9,11,12 "$dir/cores-$1/survey.tsv") <(cut -f1-9,11,12 "$dir/cores-$2/survey.tsv") >/dev/null; then
    echo "the $1-core and $2-core tables agree row by row"
  else
    echo "rows that differ between the $1-core and $2-core tables:"
    diff <(cut -f1-9,11,12 "$dir/cores-$1/survey.tsv") <(cut -f1-9,11,12 "$dir/cores-$2/survey.tsv") | grep '^[<>]' | head -20 || true
  fi
fi
echo "the survey (the $1-core run) against $table:"
# shellcheck disable=SC2086
java ${JAVA_OPTS:-$defaults} $opts -cp "$dir/cp/cgt-survey.jar:$dir/cp/lib/*:$dir/cp/cgt.jar" cgt.cli.Main survey \
    --compare "$table" --out "$dir/cores-$1"
# The published games themselves, without a budget, to the same N: every one should be proved and agree.
echo "the table's own games to heap $to without a budget:"
# shellcheck disable=SC2086
java ${JAVA_OPTS:-$defaults} $opts -cp "$dir/cp/cgt-survey.jar:$dir/cp/lib/*:$dir/cp/cgt.jar" cgt.cli.Main survey "file:$table" \
    --to "$to" --cores 1 --out "$dir/published" --compare "$table" 2>/dev/null
