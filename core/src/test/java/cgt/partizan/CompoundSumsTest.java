package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.notation.GameParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Conjunctive and selective sums against CGSuite's published values (CompoundGameTestCase), a naive recursion on
 * the game trees written here, and their laws.
 */
class CompoundSumsTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest(name = "{0} and {1}: conjunctive {2}, selective {3}")
    @CsvSource(delimiter = ';', value = {
        "1/2; 1/4; 1/2; 3/4", "{1|0}; 0; 0; {1|0}", "*5; *6; *5; *11", "+-1; ^^; {0|-1}; {1^^|-1^*,-1^^}",
    })
    void publishedSums(String a, String b, String conjunctive, String selective) {
        // CGSuite's CompoundGameTestCase gives all four conjunctive sums and the first two selective ones. For the
        // last two it prints *8 and {1^^|-1}: its selective sum goes on after the first move as a disjunctive or a
        // conjunctive sum (CompoundGame.scala), where Winning Ways' selective compound stays selective, as here.
        assertThat(g(a).conjunctiveSum(g(b))).isSameAs(g(conjunctive));
        assertThat(g(a).selectiveSum(g(b))).isSameAs(g(selective));
    }

    /** Selective sums of nimbers by brute force: *a ∨ *b moves to any (a', b') below (a, b); its mex is a + b. */
    @Test
    void selectiveSumsOfNimbersAgainstTheirGrundyValues() {
        int n = 8;
        int[][] grundy = new int[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                boolean[] seen = new boolean[2 * n + 1];
                for (int a2 = 0; a2 <= a; a2++) {
                    for (int b2 = 0; b2 <= b; b2++) {
                        if (a2 != a || b2 != b) {
                            seen[grundy[a2][b2]] = true;
                        }
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                grundy[a][b] = mex;
                assertThat(CanonicalGame.nimber(a).selectiveSum(CanonicalGame.nimber(b)))
                        .isSameAs(CanonicalGame.nimber(mex));
            }
        }
    }

    @Test
    void againstANaiveRecursionAndTheLaws() {
        RandomGames random = new RandomGames(29);
        for (int i = 0; i < 700; i++) {
            CanonicalGame x = random.game(random.nextInt(2));
            CanonicalGame y = random.game(random.nextInt(2));
            CanonicalGame and = x.conjunctiveSum(y);
            CanonicalGame or = x.selectiveSum(y);
            assertThat(and).as("%s conjunctive %s", x, y).isSameAs(naive(x, y, false));
            assertThat(or).as("%s selective %s", x, y).isSameAs(naive(x, y, true));
            assertThat(y.conjunctiveSum(x)).isSameAs(and);
            assertThat(y.selectiveSum(x)).isSameAs(or);
            assertThat(x.negate().conjunctiveSum(y.negate())).isSameAs(and.negate());
            assertThat(x.conjunctiveSum(CanonicalGame.zero())).isSameAs(CanonicalGame.zero());
            assertThat(x.selectiveSum(CanonicalGame.zero())).isSameAs(x);
        }
    }

    /** Both compounds straight from their definitions, recursively, with nothing remembered. */
    private static CanonicalGame naive(CanonicalGame x, CanonicalGame y, boolean selective) {
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (CanonicalGame xl : x.leftOptions()) {
            for (CanonicalGame yl : y.leftOptions()) {
                left.add(naive(xl, yl, selective));
            }
            if (selective) {
                left.add(naive(xl, y, true));
            }
        }
        for (CanonicalGame xr : x.rightOptions()) {
            for (CanonicalGame yr : y.rightOptions()) {
                right.add(naive(xr, yr, selective));
            }
            if (selective) {
                right.add(naive(xr, y, true));
            }
        }
        if (selective) {
            for (CanonicalGame yl : y.leftOptions()) {
                left.add(naive(x, yl, true));
            }
            for (CanonicalGame yr : y.rightOptions()) {
                right.add(naive(x, yr, true));
            }
        }
        return CanonicalGame.of(left, right);
    }
}
