package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Mean, temperature and thermograph as methods of the value, checked against the values the textbooks print
 * (Winning Ways ch. 6, Lessons in Play ch. 6, Siegel's Combinatorial Game Theory ch. II.5) under Siegel's and
 * CGSuite's convention that an integer has temperature -1.
 */
class CanonicalGameThermographyTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    private static Dyadic d(String number) {
        return g(number).numberValue();
    }

    @ParameterizedTest(name = "{0}: mean {1}, temperature {2}")
    @CsvSource(delimiter = ';', value = {
        // A switch {x | y} of numbers x > y: mean (x + y)/2, temperature (x - y)/2.
        "+-1; 0; 1", "{2|1}; 3/2; 1/2", "{3|1}; 2; 1", "{5|-3}; 1; 4",
        // Numbers are colder than anything: an integer -1, m/2^k -1/2^k.
        "0; 0; -1", "7; 7; -1", "-2; -2; -1", "1/2; 1/2; -1/2", "-3/8; -3/8; -1/8",
        // Infinitesimals, and numbers plus an infinitesimal, sit at temperature 0 on the number.
        "*; 0; 0", "^; 0; 0", "*3; 0; 0", "1/2^*; 1/2; 0", "Tiny(1); 0; 0", "3Miny(2); 3; 0",
        // Domineering on a 3x2 board (two columns, three rows) is {1/2 | -2}.
        "{1/2|-2}; -3/4; 5/4",
        // A switch whose Right option is itself hot: {4 || 2 | 0}.
        "{4||2|0}; 5/2; 3/2",
    })
    void meanAndTemperatureOfTextbookGames(String game, String mean, String temperature) {
        CanonicalGame v = g(game);
        assertThat(v.mean()).isEqualTo(d(mean));
        assertThat(v.temperature()).isEqualTo(d(temperature));
        assertThat(v.thermograph().mean()).isEqualTo(d(mean));
        assertThat(v.thermograph().temperature()).isEqualTo(d(temperature));
    }

    @Test
    void theThermographOfPlusOrMinusOne() {
        // ±1 cooled by t is ±(1 - t) up to t = 1, then 0: the walls run 2 - t... 0 and -2 + t... 0, and the
        // mast rises from 0 at t = 1.
        Thermograph t = g("+-1").thermograph();
        assertThat(t.leftWall().valueAt(d("-1"))).isEqualTo(d("2"));
        assertThat(t.rightWall().valueAt(d("-1"))).isEqualTo(d("-2"));
        assertThat(t.leftWall().valueAt(d("1/2"))).isEqualTo(d("1/2"));
        assertThat(t.rightWall().valueAt(d("1/2"))).isEqualTo(d("-1/2"));
        assertThat(t.leftWall().valueAt(d("5"))).isEqualTo(Dyadic.ZERO);
        assertThat(t.rightWall().valueAt(d("5"))).isEqualTo(Dyadic.ZERO);
        assertThat(t.leftWall().breakpoints()).containsExactly(d("-1"), d("1"));
        assertThat(t).hasToString("Thermograph(mean 0, temperature 1; left wall 2 at t=-1 then slope -1, 0 at t=1"
                + " then vertical; right wall -2 at t=-1 then slope +1, 0 at t=1 then vertical)");
    }

    @Test
    void theThermographPrintsItsWalls() {
        assertThat(g("{2|1}").thermograph()).hasToString("Thermograph(mean 3/2, temperature 1/2; left wall 3 at"
                + " t=-1 then slope -1, 3/2 at t=1/2 then vertical; right wall 0 at t=-1 then slope +1, 3/2 at"
                + " t=1/2 then vertical)");
        // An integer's walls are the mast alone.
        assertThat(g("3").thermograph()).hasToString("Thermograph(mean 3, temperature -1; left wall 3 at t=-1"
                + " then vertical; right wall 3 at t=-1 then vertical)");
        // The right wall of {4 || 2 | 0} follows the left wall of {2 | 0} (2 up to t = 1, then 1 + t).
        assertThat(g("{4||2|0}").thermograph().rightWall()).hasToString(
                "2 at t=-1 then vertical, 2 at t=1 then slope +1, 5/2 at t=3/2 then vertical");
    }

    @Test
    void meanIsAdditiveAndEqualSwitchesCancel() {
        // Mean is additive (Winning Ways: m(G + H) = m(G) + m(H)). ±2 + {3 | 1} = 2 + ±2 ± 1 has mean 0 + 2, and
        // temperature 2: cooled by t < 2 the ±2 is still hot.
        CanonicalGame sum = g("+-2").plus(g("{3|1}"));
        assertThat(sum.mean()).isEqualTo(d("2"));
        assertThat(sum.temperature()).isEqualTo(d("2"));
        // Two equally hot switches can cancel: ±1 + {3 | 1} = 2 ± 1 ± 1 = 2, a number, at temperature -1.
        CanonicalGame cancelled = g("+-1").plus(g("{3|1}"));
        assertThat(cancelled).isSameAs(g("2"));
        assertThat(cancelled.temperature()).isEqualTo(d("-1"));
        // Adding a cold number moves the mean and leaves the temperature: {5 | -3} + 1/2.
        CanonicalGame shifted = g("{5|-3}").plus(g("1/2"));
        assertThat(shifted.mean()).isEqualTo(d("3/2"));
        assertThat(shifted.temperature()).isEqualTo(d("4"));
    }
}
