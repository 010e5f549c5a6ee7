package cgt.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.Relation;
import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Loopy values in the expression language: CGSuite's published strings (lib/core/src/test/scala/org/cgsuite/lang/
 * CanonicalStopperTestCase.scala and SidedValueTestCase.scala, expression then CGSuite's answer), laws that tie the
 * notation to the typed API, and the one-line refusals.
 */
class LoopyExpressionTest {

    private static String value(String expression) {
        return GameParser.evaluate(expression).toString();
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // CanonicalStopperTestCase
        "on; on", "off; off", "over; over",
        "{pass|3/2}; 3/2under", "{-1/4+*|pass}; -1/4v[on]", "{0|||0||0|off}; {0|Tiny(on)}",
        "a{0||||0|||a|*||*}; a{0||||0|||a|*||*}",
        "on.Degree; on", "over.Degree; over", "{pass|3/2}.Degree; over", "{pass|3/2}.Variety; under",
        "{pass|3/2}.LeftStop; 3/2under", "{-1/4+*|pass}.LeftStop; -1/4", "{-1/4+*|pass}.OutcomeClass; R",
        "on.OutcomeClass; L", "off.OutcomeClass; R", "over.IsIdempotent; true", "{pass|3/2}.IsIdempotent; false",
        "on.IsNumberish; false", "over.IsNumberish; true", "{pass|3/2}.IsNumberish; true",
        "on.IsPlumtree; true", "a{0||||0|||a|*||*}.IsPlumtree; false", "a{0||||0|||a|*||*}.OutcomeClass; L",
        // SidedValueTestCase
        "dud; dud", "dud.Onside; on", "dud.Offside; off", "dud.OutcomeClass; D", "dud.IsIdempotent; true",
        "a{{|a}|}; 1 & 0", "(a{{|a}|}).Onside; 1", "(a{{|a}|}).Offside; 0", "(a{{|a}|}).OutcomeClass; PHat",
        "(a{{|a}|}).IsStopperSided; true", "(a{{|a}|}).IsStopper; false", "(a{{|a}|}).IsLoopfree; false",
        "(a{{|a}|}).IsNumberish; false", "(a{{|a}|}).IsPlumtree; false",
        "{0|{dud|},*}; ^ & v*", "({0|{dud|},*}).OutcomeClass; NHat", "({0|{dud|},*}).IsNumberish; true",
        "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.OutcomeClass; N", "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}.IsStopperSided; false",
        // the notation: numbers, signs and sums mixed in (CGSuite's printing of the results)
        "1over; 1over", "-5under; -5under", "+-(5over); +-(5over)", "upon; ^[on]", "1 & 0; 1 & 0",
        "a{0|a}; over", "on + off; dud", "1 & 1; 1", "-on; off", "{1|0} + 1; {2|1}",
        // a number is translated into a stopper, not made a graph of its followers (Siegel VI: on + x = on)
        "on + 3000; on", "3000 + on; on", "3000on; on", "off - 1000000; off", "(1 & 0) + 2; 3 & 2", "1/2 + over + 1/4; 3/4over",
    })
    void cgsuiteAnswers(String expression, String cgsuite) {
        assertThat(value(expression)).isEqualTo(cgsuite);
    }

    @Test
    void aLoopfreeValueIsAShortGame() {
        assertThat(GameParser.evaluate("{0|{pass|1}+1}")).isInstanceOf(GameValue.class);
        assertThat(GameParser.evaluate("1 & 1")).isInstanceOf(GameValue.class);
        assertThat(GameParser.evaluate("^.Degree")).isInstanceOf(GameValue.class);
        assertThat(value("^.IsStopper")).isEqualTo("true");
        assertThat(GameParser.evaluate("on")).isInstanceOf(LoopyValue.class);
    }

    @Test
    void theNotationAgreesWithTheTypedApi() {
        assertThat(loopy("on + off").compare(LoopyGame.dud())).isEqualTo(Relation.EQUAL);
        assertThat(loopy("dud").compare(LoopyGame.on())).isEqualTo(Relation.LESS);
        assertThat(loopy("on + off").onside().compare(LoopyGame.on())).isEqualTo(Relation.EQUAL);
        for (String stopper : new String[] {"over", "{pass|3/2}", "{-1/4+*|pass}", "a{0||||0|||a|*||*}", "1over"}) {
            LoopyGame g = loopy(stopper);
            assertThat(loopy("(" + stopper + ").Onside").compare(g)).as(stopper).isEqualTo(Relation.EQUAL);
            assertThat(loopy("(" + stopper + ").Offside").compare(g)).as(stopper).isEqualTo(Relation.EQUAL);
            assertThat(loopy("-(" + stopper + ")").compare(g.negate())).as(stopper).isEqualTo(Relation.EQUAL);
        }
        assertThat(loopy("over").compare(LoopyGame.over())).isEqualTo(Relation.EQUAL);
        assertThat(loopy("a{0|a}").compare(LoopyGame.over())).isEqualTo(Relation.EQUAL);
        assertThat(loopy("1over").compare(loopy("1 + over"))).isEqualTo(Relation.EQUAL);
        assertThat(loopy("{pass|3/2} + over").compare(loopy("{pass|3/2}").plus(LoopyGame.over())))
                .isEqualTo(Relation.EQUAL);
    }

    private static LoopyGame loopy(String expression) {
        return GameParser.evaluate(expression).asLoopy().orElseThrow();
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "on.Temperature; 'Temperature' is a method of short games, and the loopy game on is not one",
        "pass; pass is a move to the position itself",
        "{pass+1|0}; pass is a move to the position itself",
        "a{0|{a|*}+1}; these braces refer to the label a outside them",
        "on : 1; the base of ':' must be a game (short games only), not the loopy game on",
        "0 & 1; the onside of x & y must be at least its offside",
        "on.Oside; unknown method 'Oside' for the loopy game on: the methods of loopy games are Onside",
        "(a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}).Onside; has no onside that cgt can find",
        "+-{pass,1}; +- takes games",
    })
    void misusesAreOneLine(String expression, String message) {
        assertThatThrownBy(() -> GameParser.evaluate(expression)).isInstanceOf(BadInputException.class)
                .hasMessageContaining(message).message().doesNotContain("\n");
    }
}
