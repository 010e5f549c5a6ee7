package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.impartial.GrundySolver;
import cgt.rules.ImpartialRules;
import cgt.testing.Reference;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The heap framework as impartial rules over rows of heaps: the options it lists straight from the rule are those
 * derived from its moves and parts, a split is one move to one row, and a row solved as one undivided position is
 * worth the nim-sum of its heaps (the Sprague-Grundy theorem), which are the published values.
 */
class HeapRowRulesTest {

    private static final Map<String, HeapRule> RULES = Map.of("nim", HeapRules.NIM, "grundy", HeapRules.GRUNDY,
            "lasker", HeapRules.LASKER, "0.77", TakeAndBreak.parse("0.77"), "0.137", TakeAndBreak.parse("0.137"),
            "4.07", TakeAndBreak.parse("4.07"), "0.007", TakeAndBreak.parse("0.007"));

    /** The same rules with nothing but moves and parts: the options come from ImpartialRules' default. */
    private static ImpartialRules<Heaps> plain(HeapRowRules rules) {
        return new ImpartialRules<>() {
            @Override
            public Collection<Heaps> moves(Heaps row) {
                return rules.moves(row);
            }

            @Override
            public Collection<Heaps> parts(Heaps row) {
                return rules.parts(row);
            }
        };
    }

    @Test
    void theOptionsListedFromTheRuleAreThoseDerivedFromMovesAndParts() {
        for (var e : RULES.entrySet()) {
            HeapRowRules rules = new HeapRowRules(e.getKey(), e.getValue());
            ImpartialRules<Heaps> plain = plain(rules);
            for (int n = 0; n <= 40; n++) {
                assertThat(rules.options(Heaps.of(n))).as("%s heap %d", e.getKey(), n)
                        .isEqualTo(plain.options(Heaps.of(n)));
            }
        }
    }

    @Test
    void aSplitIsOneMoveToOneRowAndAnEmptiedHeapStaysAsZero() {
        HeapRowRules grundy = new HeapRowRules("grundy", HeapRules.GRUNDY);
        assertThat(grundy.moves(Heaps.of(4, 7))).containsExactly(Heaps.of(1, 3, 7), Heaps.of(4, 1, 6),
                Heaps.of(4, 2, 5), Heaps.of(4, 3, 4));
        assertThat(grundy.parts(Heaps.of(4, 7))).containsExactly(Heaps.of(4), Heaps.of(7));
        HeapRowRules nim = new HeapRowRules("nim", HeapRules.NIM);
        assertThat(nim.moves(Heaps.of(2, 1))).containsExactly(Heaps.of(1, 1), Heaps.of(0, 1), Heaps.of(2, 0));
        assertThat(nim.moves(Heaps.of(0))).isEmpty();
    }

    @Test
    void aRowSolvedWholeIsWorthTheNimSumOfItsHeapsPublishedValues() {
        int[] kayles = Reference.sequence("kayles-0.77.txt");
        HeapRowRules rules = new HeapRowRules("kayles", RULES.get("0.77"));
        ImpartialRules<Heaps> whole = row -> rules.moves(row); // no parts: each row one undivided search
        GrundySolver<Heaps> byRows = new GrundySolver<>(whole, 2_000_000);
        GrundySolver<Heaps> byParts = new GrundySolver<>(rules, 2_000_000);
        Random random = new Random(2024);
        for (int trial = 0; trial < 25; trial++) {
            long[] heaps = new long[1 + random.nextInt(3)];
            int expected = 0;
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = random.nextInt(9);
                expected ^= kayles[(int) heaps[i]];
            }
            Heaps row = Heaps.of(heaps);
            assertThat(byRows.grundy(row)).as("kayles %s, solved whole", row).isEqualTo(expected);
            assertThat(byParts.grundy(rules.parts(row).stream().toList())).as("kayles %s, by parts", row)
                    .isEqualTo(expected);
        }
    }

    @Test
    void aRowIsAValueWrittenAsTheHeapsAreTyped() {
        Heaps row = Heaps.of(3, 0, 5);
        assertThat(row).hasToString("3 0 5").isEqualTo(Heaps.of(List.of(3L, 0L, 5L)))
                .hasSameHashCodeAs(Heaps.of(3, 0, 5)).isNotEqualTo(Heaps.of(5, 0, 3));
        assertThat(row.replace(2, 1, 2)).isEqualTo(Heaps.of(3, 0, 1, 2));
        assertThat(row.replace(0)).isEqualTo(Heaps.of(0, 0, 5));
        assertThat(Heaps.of(2)).isLessThan(Heaps.of(10)).isLessThan(Heaps.of(0, 0));
        assertThatThrownBy(() -> Heaps.of(-1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }
}
