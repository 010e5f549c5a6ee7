/**
 * Misère quotients of heap games (Plambeck and Siegel): {@link cgt.misere.quotient.QuotientSolver} finds the
 * quotient of a game's heaps and proves it stable by the periodicity theorem, giving a
 * {@link cgt.misere.quotient.QuotientAnalysis} (the monoid {@link cgt.misere.quotient.MisereQuotient}, its
 * {@link cgt.misere.quotient.Presentation} and the map {@link cgt.misere.quotient.HeapElements}); and
 * {@link cgt.misere.quotient.QuotientSums} decides misère sums of heaps by one product in it.
 */
package cgt.misere.quotient;
