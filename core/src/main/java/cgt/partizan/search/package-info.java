/**
 * The search that finds the canonical value of a partizan position from its {@link cgt.rules.PartizanRules}
 * (Left's and Right's moves, the independent parts a position falls into, a normal form of each part, and packed
 * keys where the rules give them): {@link cgt.partizan.search.PartizanEvaluator} (the search itself: explicit
 * stack, several threads, interruptible) and its {@link cgt.partizan.search.TranspositionTable}, shared by the
 * threads and keyed by normal forms, or by one number for a part the rules pack. Rules hand over options through a
 * {@link cgt.rules.OptionSink}. The values it builds are {@code cgt.partizan}'s canonical games.
 */
package cgt.partizan.search;
