package cgt.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.RandomGames;
import cgt.partizan.notation.GameParser;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code G.Subordinate(B)} (CGSuite's name for the inverse of the ordinal sum) and {@code G.CriticalTemperatures}
 * (CGSuite has no method for them; the name follows its style) in the expression language: CGSuite's published
 * answers (lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala for Subordinate; the breakpoints of the
 * thermographs CGSuite prints, as CgsuiteCasesTest lists them), and the laws that tie them to the ordinal sum and
 * the temperature.
 */
class SubordinateAndCriticalTemperaturesTest {

    private static String value(String expression) {
        return GameParser.evaluate(expression).toString();
    }

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // GameTest.scala: CGSuite's answers
        "(1/8).Subordinate(1); -3", "(+-1).Subordinate(0); +-1", "(+-1).Subordinate(+-1); 0",
        "(-13/16).Subordinate(-1); 3/8",
        // CgsuiteCasesTest's critical temperatures, as the method prints them, highest first
        "{3||2*|1*}.CriticalTemperatures; {3/4,1/2,0}", "5.CriticalTemperatures; {}", "^.CriticalTemperatures; {0}",
        "(25/16).CriticalTemperatures; {-1/16,-1/8,-1/2}", "(9/8*).CriticalTemperatures; {0,-1/8,-1/4}",
        "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}.CriticalTemperatures; {21/16,7/8,1/2,1/4,0,-1/2}",
    })
    void cgsuiteAnswers(String expression, String cgsuite) {
        assertThat(value(expression)).isEqualTo(cgsuite);
    }

    @Test
    void aGameThatIsNoOrdinalSumOnTheBaseIsRefusedInOneLine() {
        // GameTest.scala: "*.Subordinate(1)" is CGSuite's error "That game cannot be subordinated to the specified base."
        assertThatThrownBy(() -> GameParser.evaluate("*.Subordinate(1)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("* is no ordinal sum with base 1: no H has 1 : H = *")
                .message().doesNotContain("\n");
        assertThatThrownBy(() -> GameParser.evaluate("over.Subordinate(1)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'Subordinate' is a method of short games");
    }

    /** (B : H).Subordinate(B) = H whenever B : H keeps H's form (the ordinal sum of canonical forms); and * : n. */
    @Test
    void subordinateUndoesTheOrdinalSum() {
        RandomGames random = new RandomGames(2526);
        int checked = 0;
        for (int i = 0; i < 300; i++) {
            CanonicalGame base = random.game(2);
            CanonicalGame h = random.game(2);
            CanonicalGame sum = base.ordinalSum(h);
            // The ordinal sum of canonical forms may shed options of H (dominated by the base's): then another H'
            // gives the same sum, and the subordinate answers one with base : H' = G.
            CanonicalGame sub = g("(" + sum + ").Subordinate(" + base + ")");
            assertThat(base.ordinalSum(sub)).as("%s : %s", base, h).isSameAs(sum);
            if (sub == h) {
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100);
        for (int n = 0; n <= 6; n++) {
            assertThat(value("(* : " + n + ").Subordinate(*)")).isEqualTo(String.valueOf(n));
        }
    }

    /** The first critical temperature is the temperature, and the list falls; a number's walls bend only below 0. */
    @Test
    void theHighestCriticalTemperatureIsTheTemperature() {
        RandomGames random = new RandomGames(2527);
        for (int i = 0; i < 300; i++) {
            CanonicalGame x = random.game(3);
            Value v = GameParser.evaluate("(" + x + ").CriticalTemperatures");
            List<CanonicalGame> critical = ((GameSetValue) v).games();
            for (int k = 1; k < critical.size(); k++) {
                assertThat(critical.get(k).lessThan(critical.get(k - 1))).as("%s", x).isTrue();
            }
            if (x.isInteger()) {
                assertThat(critical).as("%s", x).isEmpty();
            } else {
                assertThat(critical.get(0).numberValue()).as("%s", x).isEqualTo(x.temperature());
            }
            if (x.isNumber()) {
                assertThat(critical).allMatch(t -> t.numberValue().compareTo(Dyadic.ZERO) < 0);
            }
        }
    }
}
