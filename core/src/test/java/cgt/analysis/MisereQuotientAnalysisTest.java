package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.ImpartialGame;
import cgt.heap.Heaps;
import cgt.impartial.WholePositions;
import cgt.misere.MisereSolver;
import cgt.misere.quotient.QuotientElement;
import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Misère sums of a heap game too big for the small search are products in the game's misère quotient; the answers
 * must be those of the whole-position search, which is independent of the quotient.
 */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class MisereQuotientAnalysisTest {

    @SuppressWarnings("unchecked")
    private static final ImpartialGame<Heaps> KAYLES = (ImpartialGame<Heaps>) (Object) Catalog.impartial("kayles")
            .orElseThrow();

    @Tag("slow")
    @Test
    void sumsBeyondTheSmallSearchAgreeWithTheWholeSearch() {
        Random random = new Random(24);
        int byQuotient = 0;
        // One whole-position search for all the trials: their sums share most of their positions.
        MisereSolver<Heaps> solver = new MisereSolver<>(new WholePositions<>(KAYLES, KAYLES.order()), 3_000_000);
        // Five sums (eight took 33 s of the build under load, five 18 s; the count of those the quotient answered,
        // below, says that the path is still taken).
        for (int trial = 0; trial < 5; trial++) {
            List<Heaps> heaps = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                heaps.add(Heaps.of(7L + random.nextInt(6)));
            }
            ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(KAYLES, heaps,
                    Request.of(Play.MISERE).explained());
            boolean nWins = solver.nextPlayerWins(heaps);
            assertThat(a.outcome()).as("kayles %s", heaps).isEqualTo(nWins ? Outcome.N : Outcome.P);
            Set<List<Heaps>> expected = new HashSet<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (List<Heaps> option : KAYLES.options(heaps.get(i))) {
                    List<Heaps> after = new ArrayList<>(heaps);
                    after.remove(i);
                    after.addAll(i, option);
                    if (!solver.nextPlayerWins(after)) {
                        expected.add(canonical(after));
                    }
                }
            }
            Set<List<Heaps>> found = new HashSet<>();
            for (ImpartialAnalysis.Move<Heaps> m : a.winningMoves()) {
                List<Heaps> after = new ArrayList<>(heaps);
                after.remove(m.argument());
                after.addAll(m.argument(), m.replacement());
                found.add(canonical(after));
            }
            assertThat(found).as("winning moves of kayles %s", heaps).isEqualTo(expected);
            if (a.explanationText().stream().anyMatch(l -> l.contains("misère quotient"))) {
                byQuotient++;
            }
        }
        assertThat(byQuotient).as("sums answered by the quotient").isPositive();
    }

    /**
     * 0.6, whose quotient grows too large at heap 17: the quotient of heaps 1..16 (order 304) is exact for sums of
     * those heaps, so it answers them, and agrees with the whole-position search (outcome and every winning move).
     */
    @Tag("slow")
    @Test
    void aPartialQuotientAnswersTheSumsOfItsHeaps() {
        @SuppressWarnings("unchecked")
        ImpartialGame<Heaps> game = (ImpartialGame<Heaps>) (Object) Catalog.impartial("0.6").orElseThrow();
        List<Heaps> heaps = List.of(Heaps.of(14), Heaps.of(12), Heaps.of(16), Heaps.of(11)); // 0.6 has too many positions here for the small search
        ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(game, heaps,
                Request.of(Play.MISERE).explained());
        assertThat(a.explanationText()).as("0.6 %s", heaps).anyMatch(l -> l.contains("heaps 1..16"));
        assertThat(a.quotient()).as("0.6 %s", heaps).hasValueSatisfying(q -> {
            assertThat(q.proved()).isFalse();
            assertThat(q.heapsUpTo()).isEqualTo(16);
            assertThat(q.order()).isEqualTo(304);
            assertThat(q.inPPortion()).isEqualTo(a.outcome() == Outcome.P);
        });
        MisereSolver<Heaps> solver = new MisereSolver<>(new WholePositions<>(game, game.order()), 3_000_000);
        assertThat(a.outcome()).as("0.6 %s", heaps)
                .isEqualTo(solver.nextPlayerWins(heaps) ? Outcome.N : Outcome.P);
        for (ImpartialAnalysis.Move<Heaps> m : a.winningMoves()) {
            List<Heaps> after = new ArrayList<>(heaps);
            after.remove(m.argument());
            after.addAll(m.argument(), m.replacement());
            assertThat(solver.nextPlayerWins(after)).as("0.6 %s -> %s", heaps, after).isFalse();
        }
    }

    @Test
    void aLargeHeapGoesStraightToTheQuotient() {
        ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(KAYLES, List.of(Heaps.of(1000)),
                Request.of(Play.MISERE).explained());
        // Kayles' quotient: heap 1000 is heap 76 (1000 - 12k in the periodic part), the element ab^2, not in the P-portion.
        assertThat(a.outcome()).isEqualTo(Outcome.N);
        assertThat(a.explanationText()).anyMatch(l -> l.contains("order 40"));
        assertThat(a.quotient()).hasValue(new QuotientElement("ab^2", 40, true, 167, false));
        assertThat(a.quotient().get().describe("kayles")).isEqualTo("kayles' misère quotient, order 40");
        // A small sum is decided by the plain search: no quotient element.
        assertThat(ImpartialAnalyzer.analyzePosition(KAYLES, List.of(Heaps.of(3), Heaps.of(4)), Request.of(Play.MISERE)).quotient())
                .isEmpty();
        for (ImpartialAnalysis.Move<Heaps> m : a.winningMoves()) {
            ImpartialAnalysis<Heaps> after = ImpartialAnalyzer.analyzePosition(KAYLES, m.replacement(),
                    Request.of(Play.MISERE));
            assertThat(after.outcome()).as("after %s", m.replacement()).isEqualTo(Outcome.P);
        }
    }

    private static List<Heaps> canonical(List<Heaps> heaps) {
        List<Heaps> sorted = new ArrayList<>();
        for (Heaps h : heaps) {
            if (h.size(0) > 0) {
                sorted.add(h);
            }
        }
        sorted.sort(null);
        return sorted;
    }
}
