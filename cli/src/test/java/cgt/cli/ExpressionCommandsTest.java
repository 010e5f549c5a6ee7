package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import cgt.expression.Methods;
import org.junit.jupiter.api.Test;

/**
 * {@code cgt value} and {@code cgt compare} with CGSuite's methods: each kind of answer as text and JSON, the
 * refusals, and answers too long to print.
 */
class ExpressionCommandsTest {

    private static Run run(String... args) {
        Run r = cgt(args);
        return new Run(r.code(), r.out().strip(), r.err().strip());
    }

    @Test
    void eachKindOfAnswerPrintsAsCgsuitePrintsIt() {
        // CGSuite's test cases (CanonicalShortGameTestCase.scala): ^ is L, its Right options {*}, 25/16 born on day 6.
        assertThat(run("value", "^.OutcomeClass")).isEqualTo(new Run(0, "L", ""));
        assertThat(run("value", "^.RightOptions").out()).isEqualTo("{*}");
        assertThat(run("value", "25/16.Birthday").out()).isEqualTo("6");
        assertThat(run("value", "^.IsInfinitesimal").out()).isEqualTo("true");
        assertThat(run("value", "{2|-1}.Cool(1)").out()).isEqualTo("{1|0}");
        assertThat(run("value", "-{1|0}.LeftStop").out()).isEqualTo("-1");
    }

    @Test
    void jsonOfAGameIsTheAnalysisAndOfAnythingElseItsKindAndValue() {
        assertThat(run("value", "--json", "{2|-1}.Cool(1)").out()).isEqualTo(run("value", "--json", "{1|0}").out());
        assertThat(run("value", "--json", "^.IsNumber").out())
                .isEqualTo("{\"expression\":\"^.IsNumber\",\"kind\":\"boolean\",\"value\":false}");
        assertThat(run("value", "--json", "{1|0}.Mean").out())
                .isEqualTo("{\"expression\":\"{1|0}.Mean\",\"kind\":\"number\",\"value\":\"1/2\"}");
        assertThat(run("value", "--json", "^.Thermograph").out())
                .startsWith("{\"expression\":\"^.Thermograph\",\"kind\":\"thermograph\","
                        + "\"value\":\"Thermograph(0,[0],[0,-1],0,[],[0])\",\"mean\":\"0\",\"temperature\":\"0\",");
    }

    @Test
    void mistakesAreOneLineNamingTheMethodAndWhatItWasAppliedTo() {
        Run r = run("value", "{1|0}.Temprature");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("cgt: ").contains("unknown method 'Temprature' for the game {1|0}",
                "the methods are Temperature, ").doesNotContain("\n");
        Run kind = run("value", "^.OutcomeClass.Mean");
        assertThat(kind.code()).isEqualTo(2);
        assertThat(kind.err()).contains("'Mean' cannot be applied to the outcome L");
        assertThat(run("value", "--cool", "1", "^.IsNumber").err())
                .isEqualTo("cgt: --cool cools a game, and the expression gives the boolean false");
        assertThat(run("compare", "^.Thermograph", "0").err()).contains("G: bad expression '^.Thermograph': it gives"
                + " the thermograph");
    }

    @Test
    void compareTakesMethodsToo() {
        // {4|-4} cooled by 3 is {1|-1}: confused with 0; its mean is 0.
        assertThat(run("compare", "{4|-4}.Cool(3)", "0").out()).isEqualTo("||");
        assertThat(run("compare", "{4|-4}.Mean", "0").out()).isEqualTo("=");
    }

    /** CGSuite's benchmark: *14 heated by 1 is an answer of some 2.4 million characters, computed and described. */
    @Test
    void heatingStarFourteenIsComputedAndPrintedOnlyWhenAsked() {
        Run r = run("value", "*14.Heat(1)");
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo("the answer is a game of 2,437,052 characters (birthday 28, 14 Left and 14 Right"
                + " options), not printed; add --full to print it whole");
        // The same game answers its methods at once: *n heated by 1 has mean 0 and temperature 1 (*'s is 0).
        assertThat(run("value", "*14.Heat(1).Temperature").out()).isEqualTo("1");
        assertThat(run("value", "{3||2*|1*}.Heat(1) : 0").out()).isEqualTo("{4|||3|1||0|-2}");
    }

    @Test
    void methodsListsEveryMethod() {
        Run r = run("value", "--methods");
        assertThat(r.code()).isZero();
        for (Methods.Method m : Methods.ofGames()) {
            assertThat(r.out()).contains("G." + m.signature() + " ");
        }
    }

    @Test
    void anAnswerTooLongToPrintIsDescribedUnlessFullIsAsked() {
        // *n written explicitly is about 3^n characters: *9 about 39,000, *11 about 354,000.
        Run r = run("value", "--explicit", "*11");
        assertThat(r.code()).isZero();
        assertThat(r.out()).matches("the answer is a game of [0-9,]+ characters \\(birthday 11, 11 Left and 11 Right"
                + " options\\), not printed; add --full to print it whole");
        String length = r.out().replaceAll(".* of ([0-9,]+) characters.*", "$1").replace(",", "");
        Run whole = cgt("value", "--explicit", "--full", "*11");
        assertThat(whole.out().strip()).startsWith("{0,{0|0},").hasSize(Integer.parseInt(length));
        assertThat(run("value", "--explicit", "*9").out()).startsWith("{0,{0|0},");
    }
}
