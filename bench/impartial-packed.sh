#!/bin/sh
# Times the Sprague-Grundy solver with the impartial built-ins' optional hooks (packed keys, Wythoff's mirror and
# known values) against the same rules without them, in one JVM, and prints the ratios (issue 24).
# Usage: bench/impartial-packed.sh [rounds] [grundy heap] [wythoff side]; compiles core and bench first.
set -e
cd "$(dirname "$0")/.."
mvn -B -o -q -pl core,bench compile
exec java -Xss64m -cp core/target/classes:bench/target/classes cgt.bench.impartial.PackedVsPlain "$@"
