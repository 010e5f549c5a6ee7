/**
 * The Sprague-Grundy theory of impartial games, for any ruleset: {@link cgt.impartial.ImpartialRuleset} (the moves
 * of a component; a position is a sum of components), {@link cgt.impartial.GrundySolver} (the value of a component
 * or a sum by the mex recursion, on an explicit stack, memoized and bounded), {@link cgt.impartial.WholePositions}
 * (a sum seen as one position, for the analyses that cannot work part by part), and
 * {@link cgt.impartial.CyclicGameException}, which reports a cycle in the game graph instead of looping on it.
 * Heap games have faster engines of their own in {@code cgt.heap}; games with cycles are {@code cgt.loopy}'s.
 */
package cgt.impartial;
