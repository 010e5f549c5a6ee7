package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.born.BornByDay;
import cgt.partizan.notation.GameParser;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reduced canonical forms against CGSuite's published values (CanonicalShortGameTestCase) and Grossman and Siegel's
 * definition checked by brute force: rcf(G) is infinitesimally close to G and no game born by day 3 that is
 * infinitesimally close to G is simpler; with the laws that follow (idempotent, additive up to reduction).
 */
class ReducedFormTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest(name = "rcf({0}) = {1}")
    @CsvSource(delimiter = ';', value = {
        "0; 0", "5; 5", "-1/2; -1/2", "25/16; 25/16", "*8; 0", "9/8*; 9/8", "^; 0", "v*; 0", "6^*; 6", "^*6; 0",
        "73/16v9*8; 73/16", "^[4]; 0", "{^3|vv}; 0", "Tiny(3/2); 0", "{1|^^||^}; 0",
        "{3||2*|1*}; {3||2|1}",
        "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}; {3/2|1/2||{0|-3},{-1/2|-1||-5/2}}",
    })
    void cgsuitesPublishedForms(String game, String reduced) {
        assertThat(g(game).reducedCanonicalForm()).isSameAs(g(reduced));
    }

    @Test
    void theSimplestInfinitesimallyCloseGameBornByDayThree() {
        List<CanonicalGame> dayThree = BornByDay.games(3);
        RandomGames random = new RandomGames(11);
        for (int i = 0; i < 20; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            CanonicalGame reduced = x.reducedCanonicalForm();
            assertThat(x.minus(reduced).isInfinitesimal()).as("%s - rcf = %s - %s", x, x, reduced).isTrue();
            for (CanonicalGame y : dayThree) {
                if (x.isInfinitesimallyClose(y)) {
                    assertThat(reduced.birthday()).as("rcf(%s) = %s against %s", x, reduced, y)
                            .isLessThanOrEqualTo(y.birthday());
                    assertThat(y.reducedCanonicalForm()).as("rcf(%s)", y).isSameAs(reduced);
                }
            }
        }
    }

    @Test
    void lawsOnRandomGames() {
        RandomGames random = new RandomGames(12);
        for (int i = 0; i < 1000; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            CanonicalGame y = random.game(random.nextInt(2));
            CanonicalGame rx = x.reducedCanonicalForm();
            CanonicalGame ry = y.reducedCanonicalForm();
            assertThat(x.minus(rx).isInfinitesimal()).as("%s - rcf(%s) = %s", x, x, rx).isTrue();
            assertThat(rx.reducedCanonicalForm()).as("rcf(rcf(%s))", x).isSameAs(rx);
            assertThat(x.negate().reducedCanonicalForm()).isSameAs(rx.negate());
            assertThat(x.plus(y).reducedCanonicalForm()).as("rcf(%s + %s)", x, y)
                    .isSameAs(rx.plus(ry).reducedCanonicalForm());
            assertThat(x.isInfinitesimallyClose(y)).isEqualTo(rx == ry);
        }
    }
}
