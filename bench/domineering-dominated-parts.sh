#!/bin/sh
# How far pruning dominated options could cut the canonical search (issue 26, item 1). Values each board with the
# ordinary search, then counts the parts reachable through every option, through the undominated options only
# (what a search that knew each option's fate would still solve), and through the options that the stops alone do
# not show dominated (bench/dominated/DomineeringDominatedParts.java). With --prove SMALL, instead values each board
# with a prototype that proves options dominated by a comparison search rather than valuing them (parts of at most
# SMALL squares valued outright; bench/dominated/DominationProofSearch.java), checks the value against the ordinary
# search's, and prints both searches' counts (--prove-unchecked SMALL: the prototype alone, for 6x6, whose ordinary
# search takes minutes). Counts, not times: they hold on a busy machine.
# Usage: bench/domineering-dominated-parts.sh [--walks all,undominated,not-stop-separated [--all-up-to T] |
#   --prove SMALL | --prove-unchecked SMALL] [BOARD...]
#   --all-up-to T     the walks follow every option of a part of at most T squares (the ceiling of a pruning
#                     above that size only)
#   BUDGET=N          with --prove, a proof that searches more than N comparison positions is given up and its
#                     option valued
# (default 4x4 4x6 5x5; 5x6 takes a few minutes and 2 GB; for 6x6 use --walks undominated).
set -e
cd "$(dirname "$0")/.."
main=cgt.bench.dominated.DomineeringDominatedParts
options=""
case "${1:-}" in
    --walks)
        options="--walks $2"
        shift 2
        ;;
    --prove)
        main=cgt.bench.dominated.DominationProofSearch
        options="$2"
        shift 2
        ;;
    --prove-unchecked)
        main=cgt.bench.dominated.DominationProofSearch
        options="--unchecked $2"
        shift 2
        ;;
esac
boards=${*:-4x4 4x6 5x5}
mvn -B -q -o -pl core compile >/dev/null 2>&1 || mvn -B -q -pl core compile
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac -cp core/target/classes -d "$out" bench/dominated/*.java
# shellcheck disable=SC2086 # $options is up to two words, $boards a list
java -Xss64m -Xmx6g ${BUDGET:+-Dbudget=$BUDGET} -cp "core/target/classes:$out" "$main" $options $boards
