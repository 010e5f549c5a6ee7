package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.catalog.Catalog;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import cgt.misere.quotient.QuotientAnalysis;
import cgt.misere.quotient.QuotientSolver;
import cgt.outcome.Outcome;
import cgt.task.Budget;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A request's budget reaches the engines: a raised limit lets a request go further than the command line's, a lowered
 * one refuses sooner in the same words, and a time limit stops a long table or search as too big.
 */
class RequestBudgetTest {

    /** One from Each with eight heaps of 6: 7^8 = 5,764,801 positions as the search counts them, 3003 in fact. */
    private static final List<String> EIGHT_SIXES = Collections.nCopies(8, "6");

    private static Budget positions(Budget.Positions p) {
        return Budget.DEFAULT.withPositions(p);
    }

    @Test
    void aRequestCarriesItsBudgetAndKeepsItsMovesInIt() {
        Request r = Request.normalPlay();
        assertThat(r.budget()).isSameAs(Budget.DEFAULT);
        assertThat(r.keptMoves()).isEqualTo(100_000);
        Request fewer = r.keepingMoves(2);
        assertThat(fewer.keptMoves()).isEqualTo(2);
        assertThat(fewer.budget().answers().keptMoves()).isEqualTo(2);
        assertThat(r.keptMoves()).isEqualTo(100_000);
        Budget timed = Budget.DEFAULT.withTime(Duration.ofSeconds(1));
        assertThat(r.withBudget(timed).budget()).isSameAs(timed);
        assertThatThrownBy(() -> r.keepingMoves(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRaisedPositionLimitGivesAValueTheDefaultDoesNotReach() {
        ImpartialGame<?> game = (ImpartialGame<?>) Catalog.find("one-from-each");
        ImpartialAnalysis<?> standard = (ImpartialAnalysis<?>) Analysis.of(game, EIGHT_SIXES, Request.normalPlay());
        // Beyond the default's five million, only the outcome is known (from the closed form).
        assertThat(standard.outcome()).isEqualTo(Outcome.P);
        assertThat(standard.normalPlayValue()).isEmpty();

        Request raised = Request.normalPlay().withBudget(positions(Budget.DEFAULT.positions().withGrundy(6_000_000)));
        ImpartialAnalysis<?> further = (ImpartialAnalysis<?>) Analysis.of(game, EIGHT_SIXES, raised);
        assertThat(further.outcome()).isEqualTo(Outcome.P);
        assertThat(further.normalPlayValue()).hasValue(0);
    }

    @Test
    void aLoweredPositionLimitRefusesTheSearchSoonerInTheSameWords() {
        ImpartialGame<?> game = (ImpartialGame<?>) Catalog.find("one-from-each");
        Request lowered = Request.normalPlay().withBudget(positions(Budget.DEFAULT.positions().withGrundy(1_000)));
        ImpartialAnalysis<?> a = (ImpartialAnalysis<?>) Analysis.of(game, List.of("4", "4", "4", "4", "3"), lowered);
        assertThat(a.normalPlayValue()).isEmpty(); // 5^4 * 4 = 2500 positions, beyond 1000
        assertThat(((ImpartialAnalysis<?>) Analysis.of(game, List.of("4", "4", "4", "4", "3"), Request.normalPlay()))
                .normalPlayValue()).isPresent();
        @SuppressWarnings("unchecked")
        ImpartialGame<Object> typed = (ImpartialGame<Object>) game;
        Object position = typed.parsePosition(List.of("4", "4", "4", "4", "3")).get(0);
        assertThatThrownBy(() -> typed.grundy(position, lowered.budget())).isInstanceOf(TooBigException.class)
                .hasMessageContaining("needs a search over up to 2.5e+03 positions (the limit is 1000)");
    }

    @Test
    void aLoweredMiserePositionLimitRefusesTheWholePositionSearch() {
        Game oneFromEach = Catalog.find("one-from-each");
        Request misere = Request.of(Play.MISERE);
        assertThat(Analysis.of(oneFromEach, List.of("3", "3", "3"), misere).outcome()).isNotNull();
        Request lowered = misere.withBudget(positions(Budget.DEFAULT.positions().withMisere(10)));
        assertThatThrownBy(() -> Analysis.of(oneFromEach, List.of("3", "3", "3"), lowered))
                .isInstanceOf(TooBigException.class)
                .hasMessage("misère play cannot be split into parts, and this position has more than 10 positions to"
                        + " search; try fewer or smaller parts");
    }

    @Test
    void aRaisedQuotientBoundComputesFurtherThanTheDefaultAllows() {
        HeapGame kayles = (HeapGame) Catalog.find("kayles");
        assertThatThrownBy(() -> new QuotientSolver("kayles", kayles.rule()).compute(6000, true))
                .isInstanceOf(BadInputException.class)
                .hasMessage("the heap bound 6000 is out of range: the misère quotient is computed for heaps 1..N with"
                        + " 0 <= N <= 5000");
        Budget raised = Budget.DEFAULT.withQuotient(Budget.DEFAULT.quotient().withHeaps(6000));
        QuotientAnalysis q = new QuotientSolver("kayles", kayles.rule(), raised, Progress.NONE).compute(6000, true);
        assertThat(q.proved()).isTrue();
        assertThat(q.quotient().order()).isEqualTo(40); // as QuotientTest finds it within the default
    }

    @Test
    void aLoweredQuotientOrderRefusesAGrowingQuotientSooner() {
        HeapGame kayles = (HeapGame) Catalog.find("kayles");
        Budget lowered = Budget.DEFAULT.withQuotient(Budget.DEFAULT.quotient().withOrder(4));
        assertThatThrownBy(() -> new QuotientSolver("kayles", kayles.rule(), lowered, Progress.NONE).compute(300, true))
                .isInstanceOf(TooBigException.class)
                .hasMessageStartingWith("the misère quotient of kayles has order")
                .hasMessageEndingWith("above the limit of 4");
    }

    @Test
    void aTimeLimitStopsAHeapTableAsTooBig() {
        // A fresh game: the catalog's Treblecross keeps its tables for other tests.
        HeapGame treblecross = HeapGame.of("0.007", "Treblecross", TakeAndBreak.parse("0.007"));
        Request timed = Request.normalPlay().withBudget(Budget.DEFAULT.withTime(Duration.ofMillis(20)));
        assertThatThrownBy(() -> Analysis.of(treblecross, List.of("1000000"), timed))
                .isInstanceOf(TooBigException.class)
                .hasMessage("the analysis took longer than its time budget of 0.02 s; ask about less, or allow more"
                        + " time");
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void aTimeLimitStopsAPartizanSearchAsTooBig() {
        // Domineering 7x7 takes minutes.
        Request timed = Request.normalPlay().withBudget(Budget.DEFAULT.withTime(Duration.ofMillis(20)));
        assertThatThrownBy(() -> Analysis.of(Catalog.find("domineering"), List.of("7x7"), timed))
                .isInstanceOf(TooBigException.class)
                .hasMessage("the search took longer than its time budget of 0.02 s; ask about less, or allow more time");
    }

    @Test
    void aTableBeyondTheMemoryBudgetIsRefused() {
        // Four bytes a heap for a finite octal code, and about a megabyte for the engine's tables.
        HeapGame game = HeapGame.of("0.137", "Dawson's Chess", TakeAndBreak.parse("0.137"));
        Request small = Request.normalPlay().withBudget(Budget.DEFAULT.withMemory(2_000_000));
        assertThatThrownBy(() -> Analysis.of(game, List.of("1000000"), small)).isInstanceOf(TooBigException.class)
                .hasMessage("computing g(0..1000000) for 0.137 needs about 5,114,116 bytes, more than the memory"
                        + " budget of 2,000,000; ask about a smaller heap");
        assertThat(((ImpartialAnalysis<?>) Analysis.of(game, List.of("1000"), small)).normalPlayValue()).isPresent();
    }
}
