/**
 * Canonical short partizan games and the algebra of Conway's games: {@link cgt.partizan.CanonicalGame}
 * (interned canonical forms: sums, negation, comparison, outcome, stops, birthday), exact
 * {@link cgt.partizan.Dyadic} numbers, {@link cgt.partizan.Relation} and {@link cgt.partizan.AtomicWeight}.
 *
 * <p>For rulesets: build a position's value with {@code CanonicalGame.of(leftOptionValues,
 * rightOptionValues)}, add independent parts with {@code CanonicalGame.sum(parts)}, and compare with
 * {@code leq}, {@code compare} or {@code outcome()}. Values are interned, so they can key hash maps and
 * be compared with {@code ==}; everything here may be used from several threads at once. Recursion runs as
 * deep as a game's birthday: give threads that handle very deep games a large stack.
 */
package cgt.partizan;
