/**
 * The Sprague-Grundy theory of impartial games, for any {@link cgt.rules.ImpartialRules} (the solvers walk its
 * {@code options}: each move of a part as the parts it leaves), {@link cgt.impartial.GrundySolver} (the value of a
 * component or a sum by the mex recursion, on an explicit stack, memoized and bounded),
 * {@link cgt.impartial.WholePositions}
 * (a sum seen as one position, for the analyses that cannot work part by part), and
 * {@link cgt.impartial.CyclicGameException}, which reports a cycle in the game graph instead of looping on it.
 * Heap games have faster engines of their own in {@code cgt.heap}; games with cycles are {@code cgt.loopy}'s.
 */
package cgt.impartial;
