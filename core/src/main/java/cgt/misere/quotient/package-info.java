/**
 * Misère quotients of heap games (Plambeck and Siegel, "Misère quotients for impartial games", 2008): the finite
 * commutative monoid in which a sum of heaps is a misère P-position exactly when the product of its heaps' elements
 * lies in the P-portion. {@link cgt.misere.quotient.QuotientSolver} computes the quotient of heaps 1..n and proves
 * it stable by the periodicity theorem, giving a {@link cgt.misere.quotient.QuotientAnalysis} (the
 * {@link cgt.misere.quotient.MisereQuotient}, its {@link cgt.misere.quotient.Presentation} and the
 * {@link cgt.misere.quotient.HeapElements}); {@link cgt.misere.quotient.QuotientSums} decides sums of heaps in it and
 * finds their winning moves; {@link cgt.misere.quotient.MisereQuotients} keeps the quotients found so far, and
 * {@link cgt.misere.quotient.QuotientElement} is how an analysis reports a sum the quotient decided. The map of
 * misère play as a whole is {@link cgt.misere}'s.
 */
package cgt.misere.quotient;
