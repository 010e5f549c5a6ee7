package cgt.misere.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.games.ImpartialGame;
import cgt.heap.Heaps;
import cgt.outcome.Outcome;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/** The misère value shown beside an analysis: a genus when the budget allows, nothing beyond it. */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class MisereValueTest {

    @SuppressWarnings("unchecked")
    private static final ImpartialGame<Heaps> KAYLES = (ImpartialGame<Heaps>) (Object) Catalog.impartial("kayles")
            .orElseThrow();

    /**
     * Beside a quotient element the genus gets a smaller budget (the position is large, and already has a misère
     * value): Kayles 100 200 300 1000's is out of reach either way, a small wild sum of 0.07 still gets its genus.
     */
    @Test
    void theGenusBesideAQuotientElementHasASmallerBudget() {
        ImpartialAnalysis<Heaps> big = ImpartialAnalyzer.analyzePosition(KAYLES, List.of(Heaps.of(100), Heaps.of(200), Heaps.of(300), Heaps.of(1000)),
                Request.of(Play.MISERE));
        assertThat(big.quotient()).isPresent();
        assertThat(MisereValue.of(KAYLES, big)).isEmpty();
        @SuppressWarnings("unchecked")
        ImpartialGame<Heaps> dawson = (ImpartialGame<Heaps>) (Object) Catalog.impartial("0.07").orElseThrow();
        ImpartialAnalysis<Heaps> small = ImpartialAnalyzer.analyzePosition(dawson, List.of(Heaps.of(20), Heaps.of(29), Heaps.of(25)),
                Request.of(Play.MISERE));
        assertThat(small.quotient()).hasValueSatisfying(q -> assertThat(q.inPPortion()).isTrue());
        assertThat(small.outcome()).isEqualTo(Outcome.P);
        assertThat(MisereValue.of(dawson, small)).hasValueSatisfying(v -> assertThat(v.genus()).hasToString("3^02"));
    }

    @Test
    void normalPlayHasNoMisereValue() {
        ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(KAYLES, List.of(Heaps.of(3), Heaps.of(4)), Request.of(Play.NORMAL));
        assertThat(MisereValue.of(KAYLES, a)).isEmpty();
    }
}
