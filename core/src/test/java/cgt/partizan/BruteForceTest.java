package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.born.BornByDay;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The engine against the plain definitions of NaiveGames. */
class BruteForceTest {

    private final NaiveGames naive = new NaiveGames();
    private final RandomGames random = new RandomGames(99);

    @Test
    void comparisonAgreesWithTheRecursiveDefinitionOnDayTwo() {
        List<CanonicalGame> day2 = BornByDay.games(2);
        for (CanonicalGame g : day2) {
            for (CanonicalGame h : day2) {
                assertThat(g.leq(h)).as("%s <= %s", g, h).isEqualTo(naive.leq(g, h));
            }
        }
    }

    @Test
    void comparisonAgreesWithTheRecursiveDefinitionOnRandomDayThreeGames() {
        List<CanonicalGame> day3 = new ArrayList<>(BornByDay.games(3));
        Collections.shuffle(day3, new Random(5));
        List<CanonicalGame> sample = day3.subList(0, 200);
        for (CanonicalGame g : sample) {
            for (CanonicalGame h : sample) {
                assertThat(g.leq(h)).as("%s <= %s", g, h).isEqualTo(naive.leq(g, h));
            }
        }
    }

    @Test
    void canonicalFormsHaveNoDominatedAndNoReversibleOptions() {
        List<CanonicalGame> games = new ArrayList<>(BornByDay.games(3));
        for (int i = 0; i < 100; i++) {
            games.add(random.game(2));
        }
        for (CanonicalGame g : games) {
            List<CanonicalGame> lo = g.leftOptions();
            List<CanonicalGame> ro = g.rightOptions();
            for (CanonicalGame a : lo) {
                for (CanonicalGame b : lo) {
                    if (a != b) {
                        assertThat(naive.leq(a, b)).as("dominated Left option %s in %s", a, g).isFalse();
                    }
                }
                for (CanonicalGame ar : a.rightOptions()) {
                    assertThat(naive.leq(ar, g)).as("reversible Left option %s in %s", a, g).isFalse();
                }
            }
            for (CanonicalGame a : ro) {
                for (CanonicalGame b : ro) {
                    if (a != b) {
                        assertThat(naive.leq(b, a)).as("dominated Right option %s in %s", a, g).isFalse();
                    }
                }
                for (CanonicalGame al : a.leftOptions()) {
                    assertThat(naive.leq(g, al)).as("reversible Right option %s in %s", a, g).isFalse();
                }
            }
        }
    }

    @Test
    void simplifiedGameEqualsItsUnsimplifiedForm() {
        // {L | R} for random option lists: the canonical form must equal the plain form, by the definition.
        for (int i = 0; i < 300; i++) {
            List<CanonicalGame> left = new ArrayList<>();
            List<CanonicalGame> right = new ArrayList<>();
            for (int k = random.nextInt(4); k > 0; k--) {
                left.add(random.game(random.nextInt(2)));
            }
            for (int k = random.nextInt(4); k > 0; k--) {
                right.add(random.game(random.nextInt(2)));
            }
            CanonicalGame g = CanonicalGame.of(left, right);
            List<NaiveGames.Form> l = new ArrayList<>();
            left.forEach(o -> l.add(naive.form(o)));
            List<NaiveGames.Form> r = new ArrayList<>();
            right.forEach(o -> r.add(naive.form(o)));
            NaiveGames.Form plain = new NaiveGames.Form(l, r);
            assertThat(naive.leq(plain, naive.form(g)) && naive.leq(naive.form(g), plain))
                    .as("{%s | %s} = %s", left, right, g).isTrue();
        }
    }

    @Test
    void sumsAgreeWithTheDefinition() {
        for (int i = 0; i < 150; i++) {
            CanonicalGame a = random.game(random.nextInt(2));
            CanonicalGame b = random.game(random.nextInt(2));
            CanonicalGame c = random.small();
            assertThat(naive.sum(List.of(a, b, c))).as("%s + %s + %s", a, b, c).isSameAs(a.plus(b).plus(c));
        }
    }

    @Test
    void numberUpStarsAgreeWithTheirDefinitionAsSums() {
        CanonicalGame up = CanonicalGame.of(List.of(CanonicalGame.zero()), List.of(CanonicalGame.star()));
        Dyadic[] numbers = {Dyadic.ZERO, Dyadic.HALF, Dyadic.MINUS_ONE, Dyadic.of(3, 2)};
        for (Dyadic x : numbers) {
            for (int n = -3; n <= 3; n++) {
                for (int k = 0; k <= 3; k++) {
                    List<CanonicalGame> parts = new ArrayList<>();
                    parts.add(CanonicalGame.number(x));
                    for (int i = 0; i < Math.abs(n); i++) {
                        parts.add(n > 0 ? up : up.negate());
                    }
                    parts.add(nimberByDefinition(k));
                    CanonicalGame expected = naive.sum(parts);
                    assertThat(CanonicalGame.numberUpStar(x, n, k)).as("%s + %d.^ + *%d", x, n, k).isSameAs(expected);
                    assertThat(CanonicalGame.of(expected.leftOptions(), expected.rightOptions())).isSameAs(expected);
                }
            }
        }
    }

    private static CanonicalGame nimberByDefinition(int k) {
        List<CanonicalGame> options = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            options.add(nimberByDefinition(j));
        }
        return CanonicalGame.of(options, options);
    }
}
