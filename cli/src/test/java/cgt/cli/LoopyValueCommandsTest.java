package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Loopy values through {@code cgt value} and {@code cgt compare}: CGSuite's printed forms (its
 * CanonicalStopperTestCase and SidedValueTestCase, Winning Ways ch. 11 for on + off = dud), the JSON of a loopy
 * answer, comparisons of stoppers and sided values, and the one-line refusals.
 */
class LoopyValueCommandsTest {

    private static String value(String expression) {
        CliTest.Run r = CliTest.cgt("value", expression);
        assertThat(r.code()).as("%s: %s", expression, r.err()).isZero();
        return r.out().strip();
    }

    @Test
    void stoppersAndSidedValuesPrintAsCgsuitePrintsThem() {
        assertThat(value("on + off")).isEqualTo("dud");
        assertThat(value("{pass|3/2}")).isEqualTo("3/2under");
        assertThat(value("{-1/4+*|pass}")).isEqualTo("-1/4v[on]");
        assertThat(value("a{0|a}")).isEqualTo("over");
        assertThat(value("upon")).isEqualTo("^[on]");
        assertThat(value("a{{|a}|}")).isEqualTo("1 & 0"); // Winning Ways' tis
        assertThat(value("a{0||a|0}")).isEqualTo("1 & {0|-1}"); // a ko: its sides differ
        assertThat(value("1over + 1")).isEqualTo("2over");
    }

    @Test
    void methodsOfLoopyValues() {
        assertThat(value("a{0||a|0}.Onside")).isEqualTo("1");
        assertThat(value("a{0||a|0}.Offside")).isEqualTo("{0|-1}");
        assertThat(value("dud.OutcomeClass")).isEqualTo("D");
        assertThat(value("over.Degree")).isEqualTo("over");
        assertThat(value("on.IsIdempotent")).isEqualTo("true");
        assertThat(value("{pass|3/2}.LeftStop")).isEqualTo("3/2under");
    }

    @Test
    void aLoopyAnswerInJsonCarriesItsOutcomeAndStops() {
        assertThat(CliTest.cgt("value", "{pass|3/2}", "--json").out().strip()).isEqualTo("{\"expression\":"
                + "\"{pass|3/2}\",\"kind\":\"loopy\",\"value\":\"3/2under\",\"outcome\":\"L\",\"stopper\":true,"
                + "\"leftStop\":\"3/2under\",\"rightStop\":\"3/2under\"}");
        assertThat(CliTest.cgt("value", "dud", "--json").out()).contains("\"outcome\":\"D\"", "\"stopper\":false",
                "\"leftStop\":null");
    }

    @Test
    void loopyValuesCompare() {
        assertThat(CliTest.cgt("compare", "on", "over").out().strip()).isEqualTo(">");
        assertThat(CliTest.cgt("compare", "over", "0").out().strip()).isEqualTo(">");
        assertThat(CliTest.cgt("compare", "under", "0").out().strip()).isEqualTo("<");
        assertThat(CliTest.cgt("compare", "a{0|a}", "over").out().strip()).isEqualTo("=");
        // dud's sides are on and off: neither at least nor at most 0.
        assertThat(CliTest.cgt("compare", "dud", "0").out().strip()).isEqualTo("||");
        assertThat(CliTest.cgt("compare", "on", "1", "--json").out().strip())
                .isEqualTo("{\"first\":\"on\",\"second\":\"1\",\"relation\":\">\"}");
    }

    @Test
    void misusesAreOneLine() {
        CliTest.Run cool = CliTest.cgt("value", "on.Cool(1)");
        assertThat(cool.code()).isEqualTo(2);
        assertThat(cool.err().strip()).contains("'Cool' is a method of short games").doesNotContain("\n");
        // CGSuite: "That game is not stable." Its degree needs the onside of a sum of 81 positions, which sidling
        // does not find: said in one line, naming the sum by its size (printing it whole took minutes).
        CliTest.Run variety = CliTest.cgt("value", "a{0|{0||||0,*2|||a|0||0}||0}.Variety");
        assertThat(variety.code()).isEqualTo(2);
        assertThat(variety.err().strip()).contains("this game of 81 positions has no onside that cgt can find")
                .doesNotContain("\n");
        CliTest.Run notGame = CliTest.cgt("compare", "on", "^.IsEven");
        assertThat(notGame.code()).isEqualTo(2);
        assertThat(notGame.err().strip())
                .isEqualTo("cgt: H: bad expression '^.IsEven': it gives the boolean false, not a game");
    }
}
