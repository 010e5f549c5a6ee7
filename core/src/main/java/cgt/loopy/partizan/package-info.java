/**
 * Loopy partizan games: {@link cgt.loopy.partizan.LoopyGame}, a finite graph with Left and Right edges whose play may
 * go on forever, with the theory of stoppers (recognition, simplest form, sums, comparison, stops as
 * {@link cgt.loopy.partizan.Pseudonumber}s) and stopper-sided values {@code x & y}, outcome classes with draws
 * ({@link cgt.loopy.LoopyOutcomeClass}, shared with the rulesets' solver), and CGSuite's printed forms. Impartial
 * loopy graphs are {@code cgt.loopy}'s.
 */
package cgt.loopy.partizan;
