package cgt.analysis;

import static cgt.analysis.Worksheet.analyze;
import static cgt.analysis.Worksheet.born;
import static cgt.analysis.Worksheet.compare;
import static cgt.analysis.Worksheet.explain;
import static cgt.analysis.Worksheet.game;
import static cgt.analysis.Worksheet.grundy;
import static cgt.analysis.Worksheet.misere;
import static cgt.analysis.Worksheet.period;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Relation;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The worksheet helpers of {@code cgt shell}: each returns the library's answer, and prints as cgt does. */
class WorksheetTest {

    /** Kayles g(0..20), from Winning Ways and OEIS A002186. */
    private static final List<Long> KAYLES = List.of(0L, 1L, 2L, 3L, 1L, 4L, 3L, 2L, 1L, 4L, 2L, 6L, 4L, 1L, 2L, 7L,
            1L, 4L, 3L, 2L, 1L);

    @Test
    void nimThreeFourFiveIsWonByTakingTwoFromTheThree() {
        Worksheet.Answer<ImpartialAnalysis<?>> a = analyze("nim", 3, 4, 5);
        assertThat(a.result().outcome()).isEqualTo(Outcome.N);
        assertThat(a.result().normalPlayValue()).hasValue(3L ^ 4 ^ 5);
        assertThat(a.result().winningPositions(10)).containsExactly("1 4 5");
        assertThat(a.toString()).isEqualTo("""
                nim 3 4 5
                outcome: N (next player wins: whoever moves next wins)
                value: 2
                winning moves (1):
                  1 4 5""");
    }

    @Test
    void nimAnswersAgreeWithTheNimSumOnRandomPositions() {
        Random random = new Random(11);
        for (int trial = 0; trial < 200; trial++) {
            long[] heaps = random.longs(1 + random.nextInt(4), 0, 64).toArray();
            long x = Arrays.stream(heaps).reduce(0, (u, v) -> u ^ v);
            ImpartialAnalysis<?> a = analyze("nim", heaps).result();
            assertThat(a.normalPlayValue()).hasValue(x);
            assertThat(a.outcome()).isEqualTo(x == 0 ? Outcome.P : Outcome.N);
            // Bouton: one winning move for each heap h with h xor x < h.
            long winning = Arrays.stream(heaps).filter(h -> (h ^ x) < h).count();
            assertThat(a.winningMoveCount()).isEqualTo(winning);
        }
    }

    @Test
    void kaylesValuesAndPeriodAreThePublishedOnes() {
        assertThat(grundy("kayles", 20)).isEqualTo(KAYLES);
        assertThat(grundy("nim", 5)).containsExactly(0L, 1L, 2L, 3L, 4L, 5L);
        // Kayles: period 12 from heap 71 on (the last exception is 70), proved by the octal period theorem.
        var p = period("kayles");
        assertThat(p.period()).hasValueSatisfying(q -> {
            assertThat(q.period()).isEqualTo(12);
            assertThat(q.preperiod()).isEqualTo(71);
            assertThat(q.proved()).isTrue();
        });
        assertThat(p.toString()).isEqualTo("kayles: period 12 from heap 71 (proved)");
    }

    @Test
    void kaylesSumIsSolvedByTheNimEquation() {
        ImpartialAnalysis<?> a = analyze("kayles", 5, 7).result();
        assertThat(a.normalPlayValue()).hasValue(KAYLES.get(5) ^ KAYLES.get(7));
        assertThat(a.winningPositions(10)).containsExactly("1 3 7", "5 5");
        // The same position written as text.
        assertThat(((ImpartialAnalysis<?>) analyze("kayles", "5", "7").result()).winningPositions(10))
                .containsExactly("1 3 7", "5 5");
    }

    @Test
    void misereAndExplanationsAreThereToo() {
        // Misère Nim with every heap of size 1: an odd number of heaps loses for the player to move.
        assertThat(misere("nim", 1, 1, 1).result().outcome()).isEqualTo(Outcome.P);
        assertThat(misere("nim", 1, 1).result().outcome()).isEqualTo(Outcome.N);
        Worksheet.Answer<ImpartialAnalysis<?>> e = explain("nim", 3, 4, 5);
        assertThat(e.result().explanation()).isNotEmpty();
        assertThat(e.toString()).contains(TextExplanation.lines(e.result().explanation()).get(0)).endsWith("  1 4 5");
    }

    @Test
    void partizanExpressionsAreCanonical() {
        CanonicalGame g = game("{1|*}");
        assertThat(g).hasToString("{1|*}");
        assertThat(game("{0|0}")).isSameAs(CanonicalGame.star());
        assertThat(game("^ + ^")).hasToString("^^");
        assertThat(compare("^", "*")).isEqualTo(Relation.CONFUSED);
        assertThat(compare("1/2 + 1/2", "1")).isEqualTo(Relation.EQUAL);
        assertThat(compare("0", "{1|*}")).isEqualTo(Relation.LESS); // Left wins {1|*} whoever starts
        assertThat(compare("*", "{1|*}")).isEqualTo(Relation.CONFUSED); // {1|*} + *: Right moves to * + * = 0
        // 1, 4 and 22 games born by days 0, 1 and 2.
        assertThat(born(0)).hasSize(1);
        assertThat(born(1)).extracting(Object::toString).containsExactlyInAnyOrder("0", "1", "-1", "*");
        assertThat(born(2)).hasSize(22);
    }

    @Test
    void partizanRulesetsTakeTheirPositionAsText() {
        // Domineering on a 2x2 board: Left (vertical) and Right each have a move that leaves the other none, {1|-1}.
        Worksheet.Answer<?> a = analyze("domineering", "2x2");
        PartizanAnalysis<?> p = (PartizanAnalysis<?>) a.result();
        assertThat(p.value()).isEqualTo(game("{1|-1}"));
        assertThat(p.outcome()).isEqualTo(Outcome.N);
        assertThat(a.toString()).startsWith("domineering ..|..\noutcome: N").contains("value: +-1");
    }

    @Test
    void mistakesAreBadInputNamingWhatIsAccepted() {
        assertThatThrownBy(() -> analyze("domineering", 3, 4)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("partizan");
        assertThatThrownBy(() -> grundy("domineering", 4)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("not a heap game");
        assertThatThrownBy(() -> grundy("kayles", -1)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> analyze("no-such-game", 1)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> born(9)).isInstanceOf(BadInputException.class);
    }
}
