package cgt.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.Relation;
import cgt.partizan.notation.GameParser;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reading the loopy names CGSuite prints, {@code ^[on]}, {@code ^<on>}, {@code v[on]}, {@code v<on>},
 * {@code Tiny(on)}, {@code Miny(on)} (and Tiny/Miny of any stopper), checked against CGSuite's published strings
 * (lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala: the forms it was given, the names it
 * printed for them and their degrees and varieties), against their definitions as graphs (CGSuite's constants.cgs:
 * upon = {pass|*}, Tiny(G) = {0||0|-G}, Miny(G) = {G|0||0}; its loopy-games tutorial: upon-th = {0||0|0,pass}), and
 * by the laws that place them among the short infinitesimals.
 */
class UponFamilyInputTest {

    private static LoopyGame loopy(String expression) {
        return GameParser.evaluate(expression).asLoopy().orElseThrow();
    }

    private static Relation compare(String a, String b) {
        return loopy(a).compare(loopy(b));
    }

    /** What CGSuite printed, read back, equals the form it was given; and prints as CGSuite printed it. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "^[on]; {pass|*}", "v[on]; {*|pass}", "^<on>; {0||0|0,pass}", "v<on>; {0,pass|0||0}",
        "-1/4v[on]; {-1/4+*|pass}", "{0|Tiny(on)}; {0|||0||0|off}", "Tiny(on); {0||0|off}", "Miny(on); {on|0||0}",
        "Tiny(over); {0||0|under}", "{0|^<on>||v<on>}; {0|{0||0|0,pass}||{0,pass|0||0}}",
        // the followers CGSuite lists for {0|^<on>||v<on>}
        "^[on]*; {pass|*}+*", "v[on]*; {*|pass}+*", "{0|^<on>}; {0|{0||0|0,pass}}",
    })
    void cgsuitesPrintedFormsReadBack(String printed, String form) {
        assertThat(compare(printed, form)).as(printed).isEqualTo(Relation.EQUAL);
        assertThat(GameParser.evaluate(printed).toString()).isEqualTo(printed);
        assertThat(GameParser.evaluate(form).toString()).isEqualTo(printed);
    }

    /** CGSuite's published degrees and varieties, given as its printed names, equal cgt's computed ones. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "-1/4v[on]; Degree; ^<on>", "{0|^<on>||v<on>}; Degree; ^<on>",
        "{0|^<on>||v<on>}; Variety; {^[on]*,^<on>||v<on>|0}", "{0|Tiny(on)}; Degree; {0||||0|||Miny(on)|0||off}",
        "Miny(on); Degree; Tiny(on)", "Miny(on); Variety; Miny(on)", "Tiny(over); Degree; Tiny(over)",
        "Tiny(over); Variety; Tiny(over)",
    })
    void cgsuitesDegreesAndVarieties(String game, String method, String cgsuite) {
        assertThat(compare("(" + game + ")." + method, cgsuite)).as(game + "." + method).isEqualTo(Relation.EQUAL);
    }

    @Test
    void uponAndUponthLieBetweenTheUpSumsAndThePowers() {
        for (int n = 1; n <= 8; n++) {
            assertThat(compare("^[" + n + "]", "^[on]")).as("^[%d]", n).isEqualTo(Relation.LESS);
            assertThat(compare("^<" + n + ">", "^<on>")).as("^<%d>", n).isEqualTo(Relation.GREATER);
            assertThat(compare("Tiny(" + n + ")", "Tiny(on)")).as("Tiny(%d)", n).isEqualTo(Relation.GREATER);
            assertThat(compare("Miny(" + n + ")", "Miny(on)")).as("Miny(%d)", n).isEqualTo(Relation.LESS);
        }
        assertThat(compare("^[on]", "^^")).isEqualTo(Relation.LESS);
        assertThat(compare("^<on>", "0")).isEqualTo(Relation.GREATER);
        assertThat(compare("Tiny(on)", "0")).isEqualTo(Relation.GREATER);
        assertThat(compare("Tiny(on)", "Tiny(over)")).isEqualTo(Relation.LESS);
        // ^ + * is fuzzy with every ^[n] + * beyond ^ alone, and so with upon's star
        assertThat(compare("^[on]", "^*")).isEqualTo(Relation.CONFUSED);
        assertThat(compare("^[on]*", "^*")).isEqualTo(Relation.GREATER);
    }

    @Test
    void signsStarsAndNumbersComposeAsSums() {
        assertThat(compare("^[on] + *", "^[on]*")).isEqualTo(Relation.EQUAL);
        assertThat(compare("-^[on]", "v[on]")).isEqualTo(Relation.EQUAL);
        assertThat(compare("-(^<on>*)", "v<on>*")).isEqualTo(Relation.EQUAL);
        assertThat(compare("3/2^[on]*", "3/2 + ^[on] + *")).isEqualTo(Relation.EQUAL);
        assertThat(compare("-Tiny(on)", "Miny(on)")).isEqualTo(Relation.EQUAL);
        assertThat(compare("2Tiny(on)", "2 + Tiny(on)")).isEqualTo(Relation.EQUAL);
        // upon is not invertible: upon - upon is the sided value whose onside is upon's degree (CGSuite: ^<on>)
        LoopyGame difference = loopy("^[on] + v[on]");
        assertThat(difference.isStopper()).isFalse();
        assertThat(difference.onside().compare(loopy("^<on>"))).isEqualTo(Relation.EQUAL);
        assertThat(difference.offside().compare(loopy("v<on>"))).isEqualTo(Relation.EQUAL);
        assertThat(GameParser.evaluate("^[on] + v[on]").toString()).isEqualTo("^<on> & v<on>");
        // likewise miny-on's degree, Tiny(on) in CGSuite's table, is the onside of Miny(on) + Tiny(on)
        assertThat(loopy("Tiny(on) + Miny(on)").onside().compare(loopy("Miny(on).Degree")))
                .isEqualTo(Relation.EQUAL);
    }

    /**
     * Random sums and braces of the names, each read two ways, as the names and as their definitions, are equal; and
     * what cgt prints for them reads back to an equal game.
     */
    @Test
    void randomExpressionsReadAsTheirDefinitions() {
        String[][] names = {
            {"^[on]", "{pass|*}"}, {"v[on]", "{*|pass}"}, {"^<on>", "{0||0|0,pass}"}, {"v<on>", "{0,pass|0||0}"},
            {"^[on]*", "({pass|*}+*)"}, {"Tiny(on)", "{0||0|off}"}, {"Miny(on)", "{on|0||0}"},
            {"Tiny(over)", "{0||0|under}"}, {"Miny(over)", "{over|0||0}"}, {"1/2", "1/2"}, {"*", "*"}, {"-1", "-1"},
            {"^", "^"},
        };
        Random random = new Random(2525);
        int checked = 0;
        for (int i = 0; i < 60; i++) {
            String[] e = expression(random, names, 2);
            LoopyGame asNames = loopy(e[0]);
            LoopyGame asForms = loopy(e[1]);
            if (!asNames.isStopper()) {
                continue; // a sum of stoppers need not be one; sided values are compared by the sidling tests
            }
            assertThat(asNames.compare(asForms)).as(e[0] + " vs " + e[1]).isEqualTo(Relation.EQUAL);
            assertThat(loopy(asNames.toString()).compare(asNames)).as("%s printed %s", e[0], asNames)
                    .isEqualTo(Relation.EQUAL);
            checked++;
        }
        assertThat(checked).isGreaterThan(20);
    }

    /** An expression written with the names and the same one with their definitions. */
    private static String[] expression(Random random, String[][] names, int depth) {
        if (depth == 0 || random.nextInt(3) == 0) {
            String[] n = names[random.nextInt(names.length)];
            return new String[] {n[0], n[1]};
        }
        String[] a = expression(random, names, depth - 1);
        String[] b = expression(random, names, depth - 1);
        if (random.nextBoolean()) {
            return new String[] {"{" + a[0] + "|" + b[0] + "}", "{" + a[1] + "|" + b[1] + "}"};
        }
        return new String[] {"(" + a[0] + "+" + b[0] + ")", "(" + a[1] + "+" + b[1] + ")"};
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "^[x]; expected the exponent, as in ^<2> or ^[2], or on",
        "^[on; expected ']' after ^[on]",
        "^<on]; expected '>' after ^<on>",
        "^^[on]; write an up power with one arrow",
        "Tiny(1 & 0); needs its graph",
    })
    void misreadNamesAreOneLine(String expression, String message) {
        assertThatThrownBy(() -> GameParser.evaluate(expression)).isInstanceOf(BadInputException.class)
                .hasMessageContaining(message).message().doesNotContain("\n");
    }
}
