#!/usr/bin/env bash
# Fuzzes every parser for longer than the normal build does: each fuzz test (**/fuzz/*FuzzTest.java in core
# and cli) replays its regression inputs and then tries new inputs for DURATION (default 10m), in a JVM of its
# own. The rest of the test suite is not run.
#
#   scripts/fuzz-long.sh [DURATION]          e.g. 30s, 10m, 2h (per fuzz test)
#   FUZZ_TESTS='**/fuzz/GameParserFuzzTest.java' scripts/fuzz-long.sh 1h     one test only
#
# A finding (an exception other than BadInputException, a failed assertion, a hang longer than
# FUZZ_INPUT_TIMEOUT, default 30 s, or running out of memory) fails that test and is written as
# src/test/resources/.../FooFuzzTestInputs/METHOD/crash-SHA1 (timeout-..., oom-... likewise): commit it
# (renamed to say what it is, the prefix kept) with the fix, and the normal build replays it from then on.
# The inputs that found new coverage are kept in MODULE/.cifuzz-corpus/ (not committed), so a later run
# starts where this one stopped.
set -uo pipefail
cd "$(dirname "$0")/.."

duration="${1:-10m}"
tests="${FUZZ_TESTS:-**/fuzz/*FuzzTest.java}"
input_timeout="${FUZZ_INPUT_TIMEOUT:-30 s}"
log="$(mktemp -t cgt-fuzz-XXXXXX.log)"

before="$(git ls-files --others --exclude-standard -- '*/src/test/resources/*' | sort)"
echo "fuzzing each test for $duration (log: $log)"
mvn -B -fn -pl core,cli -am test-compile surefire:test@fuzz \
  -Dcgt.fuzz=1 -Dcgt.fuzz.duration="$duration" -Dcgt.fuzz.inputTimeout="$input_timeout" \
  -Dcgt.fuzz.tests="$tests" > "$log" 2>&1
# -fn: a finding in core must not keep cli's tests from running; the status comes from the log instead.
status=0
if grep -qE 'Tests run:.*(Failures|Errors): [1-9]|Crashed tests|BUILD FAILURE|COMPILATION ERROR' "$log"; then
  status=1
fi

echo
echo "inputs tried, per fuzz test (regression inputs and new ones):"
awk '/Running cgt\./ { test = $3 }
     /^Done [0-9]+ runs in/ { printf "  %-40s %12d inputs in %s s\n", test, $2, $5 }' "$log"
grep -E 'Tests run:.* -- in |Crashed tests|^\[ERROR\] +cgt\.' "$log" | sed 's/^\[[A-Z]*\] */  /' | sort -u
after="$(git ls-files --others --exclude-standard -- '*/src/test/resources/*' | sort)"
new="$(comm -13 <(echo "$before") <(echo "$after"))"
if [ -n "$new" ]; then
  echo
  echo "new findings (inputs to keep as regression inputs):"
  echo "$new" | sed 's/^/  /'
fi
exit "$status"
