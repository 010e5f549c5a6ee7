/**
 * The search that finds the canonical value of a partizan position: {@link cgt.partizan.search.PartizanRuleset}
 * (Left's and Right's moves, the independent parts a position falls into, and a normal form of each part),
 * {@link cgt.partizan.search.PartizanEvaluator} (the search itself: explicit stack, several threads, interruptible)
 * and its {@link cgt.partizan.search.TranspositionTable}, shared by the threads and keyed by normal forms, or by
 * one number for a {@link cgt.partizan.search.PackedRuleset}. Rulesets hand over options through an
 * {@link cgt.partizan.search.OptionSink}. The values it builds are {@code cgt.partizan}'s canonical games.
 */
package cgt.partizan.search;
