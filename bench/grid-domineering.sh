#!/bin/sh
# Times Domineering on the grid framework (a one-file ruleset) against the built-in, in one JVM, and prints
# the ratio (issue 24: within 2x). Usage: bench/grid-domineering.sh [rounds] [board...]; compiles core and
# bench first with the reactor.
set -e
cd "$(dirname "$0")/.."
mvn -B -o -q -pl core,bench compile
exec java -Xss64m -cp core/target/classes:bench/target/classes cgt.bench.grid.DomineeringVersus "$@"
