package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ThermographTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    private static Dyadic d(String number) {
        return g(number).numberValue();
    }

    @ParameterizedTest(name = "{0}: mean {1}, temperature {2}")
    @CsvSource(delimiter = ';', value = {
        // Numbers: an integer has temperature -1, m/2^k has -1/2^k.
        "0; 0; -1", "5; 5; -1", "-3; -3; -1", "1/2; 1/2; -1/2", "3/4; 3/4; -1/4", "-5/8; -5/8; -1/8",
        // Infinitesimals and number-ish games are at temperature 0.
        "*; 0; 0", "^; 0; 0", "^*; 0; 0", "1*; 1; 0", "*2; 0; 0", "Tiny(2); 0; 0", "1/2^<2>*; 1/2; 0",
        // Switches {x|y}, x > y: mean (x+y)/2, temperature (x-y)/2.
        "{3|1}; 2; 1", "+-1; 0; 1", "{1|0}; 1/2; 1/2", "{10|-4}; 3; 7", "{1/2|-1/4}; 1/8; 3/8",
        // Textbook compound games.
        "{4||2|0}; 5/2; 3/2", "{2||1|0}; 5/4; 3/4", "{0|-1} + {1|0}; 0; -1", "{2|0} + {1|0}; 3/2; 1", "{1|0,*}; 1/2; 1/2",
        "{4|2||-2|-4}; 0; 3", "{3|||2||1|0}; 17/8; 7/8",
    })
    void meansAndTemperatures(String game, String mean, String temperature) {
        Thermograph t = Thermograph.of(g(game));
        assertThat(t.mean()).isEqualTo(d(mean));
        assertThat(t.temperature()).isEqualTo(d(temperature));
        // The value's own methods (which read a number-up-star's off its parts) say the same.
        assertThat(g(game).mean()).isEqualTo(d(mean));
        assertThat(g(game).temperature()).isEqualTo(d(temperature));
        assertThat(g(game).thermograph()).isEqualTo(t);
    }

    @Test
    void wallsOfASwitch() {
        Thermograph t = Thermograph.of(g("{3|1}"));
        // Left wall 3 - t up to t = 1, right wall 1 + t, then the mast at 2.
        assertThat(t.leftWall().valueAt(d("-1"))).isEqualTo(d("4"));
        assertThat(t.leftWall().valueAt(d("1/2"))).isEqualTo(d("5/2"));
        assertThat(t.rightWall().valueAt(d("1/2"))).isEqualTo(d("3/2"));
        assertThat(t.leftWall().valueAt(d("7"))).isEqualTo(d("2"));
        assertThat(t.rightWall().valueAt(d("7"))).isEqualTo(d("2"));
        assertThat(t.leftWall().breakpoints()).containsExactly(d("-1"), d("1"));
    }

    @Test
    void wallsOfANestedSwitchBendAtTheInnerTemperature() {
        Thermograph t = Thermograph.of(g("{4||2|0}"));
        // Right wall: the left wall of {2|0} (2 - t up to 1, then 1) plus t: 2, then 1 + t.
        assertThat(t.rightWall().valueAt(d("1/2"))).isEqualTo(d("2"));
        assertThat(t.rightWall().valueAt(d("5/4"))).isEqualTo(d("9/4"));
        assertThat(t.leftWall().valueAt(d("1"))).isEqualTo(d("3"));
    }

    @Test
    void meanIsAdditiveAndTemperatureOfASumIsAtMostTheLargest() {
        RandomGames random = new RandomGames(3);
        for (int i = 0; i < 200; i++) {
            CanonicalGame a = random.game(random.nextInt(3));
            CanonicalGame b = random.game(random.nextInt(3));
            Thermograph ta = Thermograph.of(a);
            Thermograph tb = Thermograph.of(b);
            Thermograph ts = Thermograph.of(a.plus(b));
            assertThat(ts.mean()).isEqualTo(ta.mean().add(tb.mean()));
            assertThat(ts.temperature()).isLessThanOrEqualTo(ta.temperature().max(tb.temperature()).max(Dyadic.ZERO));
            // Stops bracket the mean.
            assertThat(a.rightStop()).isLessThanOrEqualTo(ta.mean());
            assertThat(ta.mean()).isLessThanOrEqualTo(a.leftStop());
        }
    }

    @Test
    void numberPlusNimberShortcutAgreesWithTheGeneralRule() {
        for (String x : new String[] {"0", "1/2", "-3/4", "2"}) {
            for (int k = 1; k <= 7; k++) {
                CanonicalGame g = g(x + "*" + k);
                Trajectory maxRight = null;
                Trajectory minLeft = null;
                for (CanonicalGame o : g.leftOptions()) {
                    Thermograph t = Thermograph.of(o);
                    maxRight = maxRight == null ? t.rightWall() : maxRight.max(t.rightWall());
                    minLeft = minLeft == null ? t.leftWall() : minLeft.min(t.leftWall());
                }
                assertThat(Thermograph.of(g)).as(x + "*" + k).isEqualTo(Thermograph.intersect(maxRight.tilt(-1), minLeft.tilt(1)));
            }
        }
        assertThat(Thermograph.of(g("*4000")).temperature()).isEqualTo(Dyadic.ZERO);
    }

    @Test
    void cooling() {
        assertThat(Cooling.cool(g("{3|1}"), d("1"))).isSameAs(g("2*"));
        assertThat(Cooling.cool(g("+-1"), d("1/2"))).isSameAs(g("+-1/2"));
        assertThat(Cooling.cool(g("+-1"), d("2"))).isSameAs(g("0"));
        assertThat(Cooling.cool(g("{4||2|0}"), d("1"))).isSameAs(g("{3|2*}"));
        assertThat(Cooling.cool(g("5"), d("3"))).isSameAs(g("5"));
        assertThat(Cooling.cool(g("1/2"), d("1/4"))).isSameAs(g("1/2"));
        assertThat(Cooling.cool(g("3/4"), d("-1/2"))).isSameAs(g("{1*|1/2}"));
        // Cooling by the temperature leaves an infinitesimal about the mean.
        RandomGames random = new RandomGames(8);
        for (int i = 0; i < 100; i++) {
            CanonicalGame a = random.game(2);
            Thermograph t = Thermograph.of(a);
            CanonicalGame cooled = Cooling.cool(a, t.temperature().max(Dyadic.ZERO));
            assertThat(cooled.minus(CanonicalGame.number(t.mean())).isInfinitesimal()).as("%s", a).isTrue();
        }
        assertThatThrownBy(() -> Cooling.cool(g("1"), d("-1"))).isInstanceOf(BadInputException.class);
    }
}
