#!/usr/bin/env bash
# misere-quotient.sh: misère Kayles by its quotient against the whole-position search (issue 14).
#
# Times, in one JVM: the misère quotient of Kayles from scratch (MisereSolver, Siegel's tool, is reported to
# take about 2 s), then the misère outcome of Kayles 12 + Kayles 11 by the quotient and by cgt's whole-position
# search (CGSuite took 110 s for it), and prints the ratio. The two answers must agree.
#
# Usage: [TO=N] bench/misere-quotient.sh [CODE [HEAP...]]    (default: 0.77 12 11; TO=30 0.07 20 12 for Dawson's
# Kayles, whose quotient of heaps 1..30 has order 360)
# A benchmark, not a test: quote the ratio with the machine's load (printed before and after).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/cgt" games >/dev/null # builds the jar if a source changed
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
TO="${TO:-300}" java ${JAVA_OPTS:-} -cp "$root/cli/target/cgt.jar" "$root/bench/QuotientVsSearch.java" "$@"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
