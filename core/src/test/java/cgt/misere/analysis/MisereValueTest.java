package cgt.misere.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.games.ImpartialGame;
import cgt.outcome.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The misère value shown beside an analysis: a genus when the budget allows, nothing beyond it. */
class MisereValueTest {

    @SuppressWarnings("unchecked")
    private static final ImpartialGame<Long> KAYLES = (ImpartialGame<Long>) (Object) Catalog.impartial("kayles")
            .orElseThrow();

    /**
     * Beside a quotient element the genus gets a smaller budget (the position is large, and already has a misère
     * value): Kayles 100 200 300 1000's is out of reach either way, a small wild sum of 0.07 still gets its genus.
     */
    @Test
    void theGenusBesideAQuotientElementHasASmallerBudget() {
        ImpartialAnalysis<Long> big = ImpartialAnalyzer.analyzePosition(KAYLES, List.of(100L, 200L, 300L, 1000L),
                Request.of(Play.MISERE));
        assertThat(big.quotient()).isPresent();
        assertThat(MisereValue.of(KAYLES, big)).isEmpty();
        @SuppressWarnings("unchecked")
        ImpartialGame<Long> dawson = (ImpartialGame<Long>) (Object) Catalog.impartial("0.07").orElseThrow();
        ImpartialAnalysis<Long> small = ImpartialAnalyzer.analyzePosition(dawson, List.of(20L, 29L, 25L),
                Request.of(Play.MISERE));
        assertThat(small.quotient()).hasValueSatisfying(q -> assertThat(q.inPPortion()).isTrue());
        assertThat(small.outcome()).isEqualTo(Outcome.P);
        assertThat(MisereValue.of(dawson, small)).hasValueSatisfying(v -> assertThat(v.genus()).hasToString("3^02"));
    }

    @Test
    void normalPlayHasNoMisereValue() {
        ImpartialAnalysis<Long> a = ImpartialAnalyzer.analyzePosition(KAYLES, List.of(3L, 4L), Request.of(Play.NORMAL));
        assertThat(MisereValue.of(KAYLES, a)).isEmpty();
    }
}
