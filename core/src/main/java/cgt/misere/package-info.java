/**
 * Misère play of impartial games, where the player who cannot move wins: this package and the two below it hold all
 * of it, and this is their map. Misère values do not add like nim-sums, so each tool here answers a different size of
 * question.
 *
 * <p>This package (an engine: it stands on {@code cgt.impartial}, {@code cgt.heap} and the values):
 * <ul>
 * <li>{@link cgt.misere.MisereSolver}: the misère outcome of any impartial ruleset by a search over whole positions,
 *     bounded by positions and memory, cancellable, and told apart from a game with cycles;</li>
 * <li>{@link cgt.misere.MisereNim}: misère Nim by Bouton's rule, for heaps of any size;</li>
 * <li>{@link cgt.misere.MisereRule}: misère play by a rule rather than by search, which a game offers through
 *     {@code ImpartialGame.misereRule()} (Nim by {@code MisereNim}, sums of Wythoff queens where the rule covers
 *     them);</li>
 * <li>Conway's canonical theory: {@link cgt.misere.MisereGame} (interned misère canonical forms, their sums,
 *     outcomes, birthdays and printed form), {@link cgt.misere.Genus} (g^(g0 g1 ...), the misère Grundy values of
 *     G + *2 + ... + *2), {@link cgt.misere.Classification} (tame, restive, restless, wild), and the forms of the
 *     positions of a ruleset ({@link cgt.misere.MisereForms}) or of the heaps of a heap game
 *     ({@link cgt.misere.HeapMisereValues}), each bounded by a budget of new forms and interruptible.</li>
 * </ul>
 *
 * <p>{@link cgt.misere.quotient} (an engine): the misère quotient of a heap game by Plambeck and Siegel's method
 * ({@code QuotientSolver}, giving a {@code QuotientAnalysis}: the monoid, its presentation and the element of each
 * heap), sums of heaps decided in it ({@code QuotientSums}), the quotients found so far ({@code MisereQuotients}),
 * and how an analysis reports a sum its quotient decided ({@code QuotientElement}).
 *
 * <p>{@link cgt.misere.analysis} (beside the analysis, on top): {@code MisereValue}, the misère canonical form and
 * genus of an analysed position.
 *
 * <p>Outside these packages, by the layering and not by accident: {@code cgt.analysis.ImpartialAnalyzer} chooses,
 * for a misère request, between a game's {@code MisereRule}, a short {@code MisereSolver} search, the game's
 * quotient and the whole search (the choice for normal play sits beside it); the games that offer a
 * {@code MisereRule} implement it in {@code cgt.games}; and misère play of games with cycles, with draws, is a
 * setting of {@code cgt.loopy.LoopySolver}.
 */
package cgt.misere;
