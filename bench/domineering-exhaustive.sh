#!/bin/sh
# Checks `cgt solve`'s Domineering search on every position of boards larger than the test suite's (which covers
# every set of empty squares of 4x4, 3x5, 5x3 and 2x6): for each board, every set of empty squares with either
# player to move, against a plain minimax, and Obsequi's rule that a safe move is never the only winning one while
# a move of another kind is left (bench/exhaustive/DomineeringExhaustive.java, with the minimax of core's tests,
# DomineeringMinimax). Exits 1 on the first board that disagrees. Usage: bench/domineering-exhaustive.sh [ROWSxCOLS...] (default 4x5 5x4 3x6 6x3 4x6 5x5; at most 25
# squares; 5x5 takes a few minutes and about 200 MB).
set -e
cd "$(dirname "$0")/.."
boards=${*:-4x5 5x4 3x6 6x3 4x6 5x5}
mvn -B -q -o -pl core test-compile >/dev/null 2>&1 || mvn -B -q -pl core test-compile
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac -cp core/target/classes:core/target/test-classes -d "$out" bench/exhaustive/DomineeringExhaustive.java
for b in $boards; do
    java -Xss64m -Xmx1g -cp "core/target/classes:core/target/test-classes:$out" cgt.partizan.solve.DomineeringExhaustive "${b%x*}" "${b#*x}"
done
