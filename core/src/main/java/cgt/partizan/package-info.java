/**
 * Canonical short partizan games and the algebra of Conway's games: {@link cgt.partizan.CanonicalGame}
 * (interned canonical forms: sums, negation, comparison, outcome, stops, birthday), exact
 * {@link cgt.partizan.Dyadic} numbers, {@link cgt.partizan.Relation} and {@link cgt.partizan.AtomicWeight};
 * temperature theory ({@link cgt.partizan.Thermograph}: walls, mean, temperature, after Siegel and CGSuite,
 * the piecewise-linear {@link cgt.partizan.Trajectory} its walls are made of, and {@link cgt.partizan.Cooling});
 * and the written form, exactly as CGSuite prints it ({@link cgt.partizan.GamePrinter}, with CGSuite's order of
 * options in {@link cgt.partizan.DisplayOrder} and the up powers behind {@code ^<n>} and {@code ^[n]} in
 * {@link cgt.partizan.Uptimals}). They live together because a value prints itself and its printer needs
 * the mean (to write {@code Tiny} and {@code Miny}): apart, the three would depend on each other in a circle.
 * The rest of Conway's operations on short games have a class each, reached from {@code CanonicalGame}'s
 * delegates: {@link cgt.partizan.Heating} (and overheating), {@link cgt.partizan.NortonProduct},
 * {@link cgt.partizan.ReducedForm}, {@link cgt.partizan.OrdinalSum} (and the subordinate),
 * {@link cgt.partizan.CompoundSums} (conjunctive and selective), {@link cgt.partizan.Incentives},
 * {@link cgt.partizan.Companion}, {@link cgt.partizan.StopCount} and {@link cgt.partizan.Tempering}.
 *
 * <p>For rulesets: build a position's value with {@code CanonicalGame.of(leftOptionValues,
 * rightOptionValues)}, add independent parts with {@code CanonicalGame.sum(parts)}, and compare with
 * {@code leq}, {@code compare} or {@code outcome()}. Values are interned, so they can key hash maps and
 * be compared with {@code ==}; everything here may be used from several threads at once. Recursion runs as
 * deep as a game's birthday: give threads that handle very deep games a large stack.
 */
package cgt.partizan;
