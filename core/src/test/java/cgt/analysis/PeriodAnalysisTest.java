package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.task.Effort;
import cgt.testing.Reference;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The period analysis {@code cgt period} formats: published periods, a theorem's proof, an observed period. */
class PeriodAnalysisTest {

    private static PeriodAnalysis period(String game, Optional<Integer> max) {
        return PeriodAnalysis.of((HeapGame) Catalog.find(game), max, Effort.QUIET);
    }

    /** Kayles: period 12 from heap 71 (Winning Ways), proved by Guy and Smith's theorem; and the values agree. */
    @Test
    void kaylesHasItsPublishedPeriodProved() {
        PeriodAnalysis a = period("kayles", Optional.empty());
        Period p = a.period().orElseThrow();
        assertThat(p.period()).isEqualTo(12);
        assertThat(p.preperiod()).isEqualTo(71);
        assertThat(a.proved()).isTrue();
        assertThat(a.law()).hasValue("g(n+12) = g(n)");
        assertThat(a.proofText()).get().asString().contains("Guy-Smith");
        assertThat(a).hasToString("kayles: period 12 from heap 71 (proved)");
        int[] published = Reference.sequence("kayles-0.77.txt");
        for (int n = 71; n + 12 < published.length; n++) {
            assertThat(published[n + 12]).isEqualTo(published[n]);
        }
    }

    /** Lasker's Nim: g(n+4) = g(n) + 4 from heap 1, an arithmetic period a theorem proves (Winning Ways, ch. 4). */
    @Test
    void laskersNimIsProvedByItsTheorem() {
        PeriodAnalysis a = period("lasker", Optional.empty());
        assertThat(a.period()).get().extracting(Period::period, Period::preperiod, Period::saltus)
                .containsExactly(4, 1, 4);
        assertThat(a.proved()).isTrue();
        assertThat(a.theorem()).get().asString().contains("Winning Ways");
        assertThat(a.proofText()).isEqualTo(a.theorem());
        assertThat(a.law()).hasValue("g(n+4) = g(n) + 4");
        int[] published = Reference.sequence("lasker.txt");
        for (int n = 1; n + 4 < published.length; n++) {
            assertThat(published[n + 4]).isEqualTo(published[n] + 4);
        }
    }

    /** Below what a proof needs, a period is only observed, and says so. */
    @Test
    void aShortSearchOnlyObserves() {
        PeriodAnalysis a = period("0.16", Optional.of(100));
        assertThat(a.proved()).isFalse();
        assertThat(a.proofText()).isEmpty();
        assertThat(a.checkedTo()).isLessThanOrEqualTo(100);
        assertThat(a.period()).isEmpty();
        assertThat(a).hasToString("0.16: no period found in g(0..100)");
    }
}
