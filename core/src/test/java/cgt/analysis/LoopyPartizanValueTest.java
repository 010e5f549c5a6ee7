package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.partizan.ToadsAndFrogs;
import cgt.loopy.LoopyPartizanSolver;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The loopy value an analysis gives a position whose play repeats: the solved graph handed node for node to the
 * loopy value type and printed in simplest form. Checked against CGSuite's published values of Fox and Geese, and,
 * two ways at once, against cgt's canonical search on games whose graphs have no cycle (the same graph path must
 * print the canonical form).
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class LoopyPartizanValueTest {

    @Test
    void aGraphWithoutCyclesGetsItsCanonicalForm() {
        ToadsAndFrogs rules = new ToadsAndFrogs();
        PartizanEvaluator<String> canonical = PartizanEvaluator.of(rules);
        Random random = new Random(25);
        for (int trial = 0; trial < 150; trial++) {
            StringBuilder strip = new StringBuilder();
            for (int i = 0, n = 1 + random.nextInt(7); i < n; i++) {
                strip.append("tf..".charAt(random.nextInt(4)));
            }
            String s = rules.parse(strip.toString());
            assertThat(valueOf(rules, s)).as(strip.toString()).isEqualTo(canonical.value(s).toString());
        }
    }

    private static <P> String valueOf(PartizanRules<P> rules, P position) {
        LoopyPartizanSolver<P> solver = LoopyPartizanSolver.solve(rules, List.of(position), 1_000_000, 1L << 30,
                Progress.NONE);
        return LoopyPartizanAnalyzer.value(solver).orElseThrow();
    }

    private static LoopyPartizanAnalysis<?> analysis(String game, String position) {
        return (LoopyPartizanAnalysis<?>) Analysis.of(Catalog.find(game), List.of(position), Request.normalPlay());
    }

    @Test
    void smallPositionsOfTheLoopyRulesets() {
        // 4;(3,1),(3,3);(1,1): a goose to (2,2) shuts the fox in its corner, and the other goose has two moves to
        // spare, 2; the fox moving to (2,2) leaves a position the player to move loses, 0.
        assertThat(analysis("fox-geese", "4;(3,1),(3,3);(1,1)").value()).hasValue("{2|0}");
        // An escaped fox: the geese have no move and the fox waits, { | pass}, which is off (CGSuite: off).
        assertThat(analysis("fox-geese", "4;(3,1);(3,3)").value()).hasValue("off");
        // t.f: each player moving first loses (LoopyRulesetsTest works it by hand): 0.
        assertThat(analysis("backsliding-toads-frogs", "t.f").value()).hasValue("0");
    }

    @Test
    void aDrawHasNoValueHereAndSaysWhy() {
        // ttt..fff is {on||0|-1/2} & {1/2|0||off} (CGSuite): a sided value, which needs the sides of a game that is
        // not a stopper; the analysis says so instead of guessing.
        LoopyPartizanAnalysis<?> a = analysis("backsliding-toads-frogs", "ttt..fff");
        assertThat(a.value()).isEmpty();
        assertThat(a.valueNote()).contains("not a stopper");
    }

    @Test
    void aGraphTooBigForTheValueTypeIsRefusedWithItsSize() {
        // (4,2),(4,4),(4,6),(4,8);(1,1) is {4*|7/2} (CGSuite), but its 10,597 positions are beyond the pairs the
        // value type compares: the outcome is still found, the value refused with the size.
        LoopyPartizanAnalysis<?> a = analysis("fox-geese", "(4,2),(4,4),(4,6),(4,8);(1,1)");
        assertThat(a.value()).isEmpty();
        assertThat(a.valueNote()).contains("10,597 positions");
    }

    @Test
    @Tag("slow")
    void foxAndGeeseValuesAreCgsuites() {
        // CGSuite's GameGridTest (FoxAndGeese.ValuesTable) for geese on (3,1),(3,3),(3,5),(3,7): the fox on (2,2) is
        // 2over, on (2,8) 4over, on (1,5) {4|3||2} (1,421 positions each, a few seconds to simplify).
        String geese = "(3,1),(3,3),(3,5),(3,7);";
        assertThat(analysis("fox-geese", geese + "(2,2)").value()).hasValue("2over");
        assertThat(analysis("fox-geese", geese + "(2,8)").value()).hasValue("4over");
        assertThat(analysis("fox-geese", geese + "(1,5)").value()).hasValue("{4|3||2}");
    }
}
