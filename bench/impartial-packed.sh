#!/bin/sh
# Times the Sprague-Grundy solver with the impartial built-ins' optional hooks (packed keys, Wythoff's mirror and
# known values) against the same rules without them, in one JVM, and prints the ratios (issue 24).
# Node Kayles on the graph framework (its packed keys in the partizan search) is timed the same way.
# Usage: bench/impartial-packed.sh [rounds] [grundy heap] [wythoff side] [graph, or RxC for a grid graph];
# compiles core and bench first.
set -e
cd "$(dirname "$0")/.."
mvn -B -o -q -pl core,bench compile
exec java -Xss64m -cp core/target/classes:bench/target/classes cgt.bench.impartial.PackedVsPlain "$@"
