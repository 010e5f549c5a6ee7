package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.outcome.Outcome;
import cgt.partizan.notation.GameParser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The laws of the group of games, on seeded random games. */
class AlgebraLawsTest {

    private final RandomGames random = new RandomGames(2024);

    @Test
    void everyGameHasItsNegativeAsInverse() {
        for (int i = 0; i < 300; i++) {
            CanonicalGame g = random.game(random.nextInt(3));
            assertThat(g.plus(g.negate())).as("%s + -(%s)", g, g).isSameAs(CanonicalGame.zero());
            assertThat(g.negate().negate()).isSameAs(g);
        }
    }

    @Test
    void sumsCommuteAndAssociate() {
        for (int i = 0; i < 150; i++) {
            CanonicalGame a = random.game(random.nextInt(2));
            CanonicalGame b = random.game(random.nextInt(3));
            CanonicalGame c = random.game(random.nextInt(2));
            assertThat(a.plus(b)).isSameAs(b.plus(a));
            assertThat(a.plus(b).plus(c)).isSameAs(a.plus(b.plus(c)));
            assertThat(CanonicalGame.sum(a, b, c, a.negate())).isSameAs(b.plus(c));
            assertThat(GamePrinter.print(a.plus(b).plus(c))).isEqualTo(GamePrinter.print(c.plus(b).plus(a)));
        }
    }

    @Test
    void comparisonAgreesWithTheOutcomeOfTheDifference() {
        for (int i = 0; i < 400; i++) {
            CanonicalGame g = random.game(random.nextInt(3));
            CanonicalGame h = random.game(random.nextInt(3));
            Outcome o = g.minus(h).outcome();
            Relation expected = switch (o) {
                case P -> Relation.EQUAL;
                case L -> Relation.GREATER;
                case R -> Relation.LESS;
                case N -> Relation.CONFUSED;
                case D -> throw new AssertionError("a short game always ends");
            };
            assertThat(g.compare(h)).as("%s vs %s", g, h).isEqualTo(expected);
            assertThat(h.compare(g)).isEqualTo(expected.reversed());
        }
    }

    @Test
    void comparisonIsAPartialOrderCompatibleWithSums() {
        for (int i = 0; i < 200; i++) {
            CanonicalGame g = random.game(random.nextInt(2));
            CanonicalGame h = random.game(random.nextInt(2));
            CanonicalGame k = random.game(random.nextInt(2));
            if (g.leq(h)) {
                assertThat(g.plus(k).leq(h.plus(k))).isTrue();
                if (h.leq(k)) {
                    assertThat(g.leq(k)).isTrue();
                }
            }
            if (g.leq(h) && h.leq(g)) {
                assertThat(g).isSameAs(h);
            }
        }
    }

    @Test
    void equalValuesAreOneObjectAndPrintIdentically() {
        for (int i = 0; i < 200; i++) {
            CanonicalGame a = random.game(1);
            CanonicalGame b = random.game(1);
            CanonicalGame viaOptions = CanonicalGame.of(a.plus(b).leftOptions(), a.plus(b).rightOptions());
            assertThat(viaOptions).isSameAs(a.plus(b));
            CanonicalGame twice = a.plus(a);
            assertThat(CanonicalGame.sum(a, a)).isSameAs(twice);
            assertThat(GamePrinter.print(twice)).isEqualTo(GamePrinter.print(a.plus(b).plus(a).minus(b)));
            assertThat(twice.id()).isEqualTo(a.plus(b).plus(a).minus(b).id());
        }
    }

    /** A switch {x + t | x - t} about a random quarter x, of temperature t from 0 to 3. */
    private static CanonicalGame randomSwitch(Random random) {
        Dyadic x = Dyadic.of(random.nextInt(33) - 16, 2);
        Dyadic t = Dyadic.of(random.nextInt(4));
        return CanonicalGame.of(List.of(CanonicalGame.number(x.add(t))), List.of(CanonicalGame.number(x.subtract(t))));
    }

    @Test
    void sumsOfHotGamesMatchAllTheirOptionsThoughDominatedOnesAreSkipped() {
        // Hot games with several options at different temperatures: many candidate options of a sum lie
        // below another by their stops alone, and plus() does not compute those; the canonical form of all
        // the candidates must be the same game.
        Random random = new Random(12);
        List<CanonicalGame> hot = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            hot.add(CanonicalGame.of(List.of(randomSwitch(random), randomSwitch(random), randomSwitch(random)),
                    List.of(randomSwitch(random), randomSwitch(random))));
        }
        for (int i = 0; i < hot.size(); i++) {
            for (int j = i; j < hot.size(); j += 3) {
                CanonicalGame a = hot.get(i);
                CanonicalGame b = hot.get(j);
                CanonicalGame viaAllOptions = CanonicalGame.of(NaiveGames.sumOptions(a, b, true),
                        NaiveGames.sumOptions(a, b, false));
                assertThat(a.plus(b)).as("%s + %s", a, b).isSameAs(viaAllOptions);
                assertThat(a.plus(b).minus(b)).as("%s + %s - %s", a, b, b).isSameAs(a);
            }
        }
    }

    @Test
    void numberUpStarArithmeticMatchesTheGeneralAlgorithm() {
        // Adding through options (the general algorithm) must agree with adding the parts.
        CanonicalGame[] parts = {CanonicalGame.up(), CanonicalGame.star(), CanonicalGame.nimber(2),
            CanonicalGame.number(Dyadic.HALF), CanonicalGame.integer(-1)};
        for (CanonicalGame a : parts) {
            for (CanonicalGame b : parts) {
                CanonicalGame viaOptions = CanonicalGame.of(NaiveGames.sumOptions(a, b, true), NaiveGames.sumOptions(a, b, false));
                assertThat(viaOptions).as("%s + %s", a, b).isSameAs(a.plus(b));
            }
        }
    }

    @Test
    void sumOfPartsEqualsAddingThemOneByOne() {
        // From none to a dozen parts, across the few parts summed on an array and the many summed through a map;
        // negatives, repeats, numbers and games equal to their own negatives (a switch ±x) among them.
        Random r = new Random(77);
        for (int i = 0; i < 300; i++) {
            List<CanonicalGame> parts = new ArrayList<>();
            int n = r.nextInt(13);
            for (int k = 0; k < n; k++) {
                CanonicalGame g = switch (r.nextInt(4)) {
                    case 0 -> random.game(random.nextInt(2));
                    case 1 -> parts.isEmpty() ? random.small() : parts.get(r.nextInt(parts.size())).negate();
                    case 2 -> parts.isEmpty() ? random.small() : parts.get(r.nextInt(parts.size()));
                    default -> randomSwitch(r);
                };
                parts.add(g);
            }
            CanonicalGame oneByOne = CanonicalGame.zero();
            for (CanonicalGame g : parts) {
                oneByOne = oneByOne.plus(g);
            }
            assertThat(CanonicalGame.sum(parts)).as("%s", parts).isSameAs(oneByOne);
        }
    }

    @Test
    void theStopsOfASumAreBoundedByTheSumsOfTheStops() {
        // L(A + B + ...) <= L(A) + L(B) + ... and R(...) >= R(A) + R(B) + ..., and compareStopSum compares those sums
        // as the numbers do: also with numbers the stops' fixed-point keys cannot hold (2^40, 2^-30) and sums past
        // the keys' range (eight copies of 2^36).
        CanonicalGame[] odd = {CanonicalGame.number(Dyadic.of(1L << 40)), CanonicalGame.number(Dyadic.of(1, 30)),
            CanonicalGame.number(Dyadic.of(1L << 36))};
        Random r = new Random(5);
        for (int i = 0; i < 300; i++) {
            CanonicalGame[] parts = new CanonicalGame[1 + r.nextInt(8)];
            for (int k = 0; k < parts.length; k++) {
                parts[k] = switch (r.nextInt(5)) {
                    case 0 -> odd[r.nextInt(odd.length)];
                    case 1 -> randomSwitch(r);
                    default -> random.game(random.nextInt(3));
                };
            }
            CanonicalGame sum = CanonicalGame.sum(parts.clone());
            assertThat(CanonicalGame.compareStopSum(parts, 0, parts.length, true, sum.leftStop())).isNotNegative();
            assertThat(CanonicalGame.compareStopSum(parts, 0, parts.length, false, sum.rightStop())).isNotPositive();
            int from = r.nextInt(parts.length);
            Dyadic leftStops = Dyadic.ZERO;
            Dyadic rightStops = Dyadic.ZERO;
            for (int k = from; k < parts.length; k++) {
                leftStops = leftStops.add(parts[k].leftStop());
                rightStops = rightStops.add(parts[k].rightStop());
            }
            Dyadic x = r.nextBoolean() ? leftStops : parts[r.nextInt(parts.length)].rightStop();
            assertThat(Integer.signum(CanonicalGame.compareStopSum(parts, from, parts.length, true, x)))
                    .isEqualTo(Integer.signum(leftStops.compareTo(x)));
            assertThat(Integer.signum(CanonicalGame.compareStopSum(parts, from, parts.length, false, x)))
                    .isEqualTo(Integer.signum(rightStops.compareTo(x)));
        }
        CanonicalGame[] eight = new CanonicalGame[8];
        Arrays.fill(eight, odd[2]);
        assertThat(CanonicalGame.compareStopSum(eight, 0, 8, true, Dyadic.of(1L << 39))).isZero();
    }

    @Test
    void sumOfManyPartsCancelsNegativesAndCountsRepeats() {
        CanonicalGame s = GameParser.parse("{2|1}");
        assertThat(CanonicalGame.sum(s, s.negate(), s, s)).isSameAs(s.plus(s));
        assertThat(CanonicalGame.sum(List.of())).isSameAs(CanonicalGame.zero());
    }
}
