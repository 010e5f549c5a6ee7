package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ordinal sums and subordinates against CGSuite's published values (CompoundGameTestCase, GameTest) and the laws of
 * ordinal sums (Winning Ways, Siegel's CGT) on seeded random games.
 */
class OrdinalSumTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest(name = "{0} : {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        "1/2; 1/4; 9/16", "*5; *6; *11", "+-1; ^^; {1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}", "{1|0}; 0; {1|0}",
        // From the definition: ^ : 1 = {0, ^ : 0 | *} = ^[2] (CGSuite's ^.PowTo(2)), * : 1 = {0, * | 0} = ^*.
        "^; 1; ^[2]", "*; 1; ^*", "1; *; 1*", "1/2; *3; 1/2*3",
    })
    void publishedOrdinalSums(String base, String h, String sum) {
        assertThat(g(base).ordinalSum(g(h))).isSameAs(g(sum));
    }

    @ParameterizedTest(name = "{0} subordinated to {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        // CGSuite's GameTest.
        "1/8; 1; -3", "+-1; 0; +-1", "+-1; +-1; 0", "-13/16; -1; 3/8", "^[5]*; *; 5",
    })
    void publishedSubordinates(String game, String base, String h) {
        assertThat(g(game).subordinate(g(base))).contains(g(h));
    }

    @Test
    void starHasNoSubordinateOverOne() {
        // CGSuite's GameTest: *.Subordinate(1) cannot be subordinated.
        assertThat(g("*").subordinate(g("1"))).isEmpty();
    }

    @Test
    void lawsOnRandomGames() {
        RandomGames random = new RandomGames(23);
        CanonicalGame zero = CanonicalGame.zero();
        for (int i = 0; i < 1000; i++) {
            CanonicalGame base = random.game(random.nextInt(2));
            CanonicalGame h = random.game(random.nextInt(2));
            CanonicalGame h2 = random.game(random.nextInt(2));
            CanonicalGame sum = base.ordinalSum(h);
            assertThat(base.ordinalSum(zero)).isSameAs(base);
            assertThat(zero.ordinalSum(h)).isSameAs(h);
            assertThat(sum.negate()).isSameAs(base.negate().ordinalSum(h.negate()));
            if (!base.isZero()) {
                assertThat(sum.outcome()).as("outcome of %s : %s", base, h).isEqualTo(base.outcome());
            }
            if (h.geq(h2)) {
                assertThat(sum.geq(base.ordinalSum(h2))).as("colon principle %s : %s, %s", base, h, h2).isTrue();
            }
            assertThat(sum.subordinate(base)).as("(%s : %s) subordinated to %s", base, h, base).contains(h);
        }
    }
}
