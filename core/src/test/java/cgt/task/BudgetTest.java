package cgt.task;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/** The budget's defaults, withers and validation, and the time limit that {@link Cancellation#within} keeps. */
class BudgetTest {

    @Test
    void theDefaultsAreTheLimitsTheEnginesKeptAsConstants() {
        Budget b = Budget.DEFAULT;
        assertThat(b.time()).isNull();
        assertThat(b.memory()).isEqualTo(Long.MAX_VALUE);
        // UserImpartialGame.MAX_POSITIONS and OneFromEach.MAX_POSITIONS, ImpartialAnalyzer.MAX_MISERE_POSITIONS,
        // LoopySolver.DEFAULT_MAX_POSITIONS.
        assertThat(b.positions()).isEqualTo(new Budget.Positions(5_000_000, 3_000_000, 2_000_000));
        // HeapGame.MAX_TABLE_HEAP, MAX_TABLE_WORK, MAX_IMPLICIT_SPLIT_TABLE; ChompValues.MAX_BOARDS, MAX_WORK.
        assertThat(b.tables().heap()).isEqualTo(268_435_456);
        assertThat(b.tables().heapWork()).isEqualTo(2e10);
        assertThat(b.tables().oneHeap()).isEqualTo(4_194_304);
        assertThat(b.tables().chompBoards()).isEqualTo(50_000_000L);
        assertThat(b.tables().chompWork()).isEqualTo(6_000_000_000L);
        // PeriodAnalysis.DEFAULT_MAX, HeapGame.MAX_PERIOD_SEARCH, MAX_IMPLICIT_PERIOD_WORK.
        assertThat(b.periods()).isEqualTo(new Budget.Periods(16_777_216, 4_194_304, 1e9));
        // MisereGame.Budget.DEFAULT_FORMS, DEFAULT_WORK.
        assertThat(b.forms()).isEqualTo(new Budget.Forms(1_000_000, 100_000_000));
        // QuotientSolver.MAX_TO, MAX_ORDER, MAX_TRIAL_ORDER, MAX_CANDIDATE, MAX_PAIR_LONGS.
        assertThat(b.quotient()).isEqualTo(new Budget.Quotient(5000, 2048, 4096, 131_072, 16_777_216));
        // ImpartialAnalyzer.MAX_KEPT_MOVES (= PartizanAnalyzer's), Worksheet.MAX_LISTED_VALUES, GamePrinter.MAX_CHARS.
        assertThat(b.answers()).isEqualTo(new Budget.Answers(100_000, 1_048_576, 20_000_000));
    }

    @Test
    void withersMakeANewBudgetAndLeaveTheOldOneAsItWas() {
        Budget raised = Budget.DEFAULT.withPositions(Budget.DEFAULT.positions().withGrundy(50_000_000));
        assertThat(raised).isNotSameAs(Budget.DEFAULT);
        assertThat(raised.positions().grundy()).isEqualTo(50_000_000);
        assertThat(raised.positions().misere()).isEqualTo(3_000_000);
        assertThat(Budget.DEFAULT.positions().grundy()).isEqualTo(5_000_000);

        Budget timed = Budget.DEFAULT.withTime(Duration.ofSeconds(3)).withMemory(1 << 30);
        assertThat(timed.time()).isEqualTo(Duration.ofSeconds(3));
        assertThat(timed.memory()).isEqualTo(1 << 30);
        assertThat(timed.withTime(null).time()).isNull();
        // The same value asked for again is still a new record, never the receiver.
        assertThat(Budget.DEFAULT.withAnswers(Budget.DEFAULT.answers())).isEqualTo(Budget.DEFAULT)
                .isNotSameAs(Budget.DEFAULT);
        assertThat(Budget.DEFAULT.quotient().withOrder(10).withHeaps(20).order()).isEqualTo(10);
        assertThat(Budget.DEFAULT.tables().withHeap(1000).withHeapWork(1e6).heapWork()).isEqualTo(1e6);
        assertThat(Budget.DEFAULT.forms().withWork(7).count()).isEqualTo(1_000_000);
    }

    @Test
    void theMemoryIsACeilingOnAnEnginesOwnShare() {
        assertThat(Budget.DEFAULT.memoryWithin(1_000)).isEqualTo(1_000);
        assertThat(Budget.DEFAULT.withMemory(600).memoryWithin(1_000)).isEqualTo(600);
    }

    @Test
    void aLimitOutOfRangeIsRefusedByName() {
        assertThatThrownBy(() -> Budget.DEFAULT.positions().withMisere(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("budget positions.misere 0: expected at least 1");
        assertThatThrownBy(() -> Budget.DEFAULT.answers().withKeptMoves(-1))
                .hasMessage("budget answers.keptMoves -1: expected at least 0");
        assertThatThrownBy(() -> Budget.DEFAULT.tables().withHeapWork(Double.NaN))
                .hasMessage("budget tables.heapWork NaN: expected a positive number");
        assertThatThrownBy(() -> Budget.DEFAULT.withMemory(0))
                .hasMessage("budget memory 0: expected at least 1");
        assertThatThrownBy(() -> Budget.DEFAULT.withTime(Duration.ZERO))
                .hasMessage("budget time PT0S: expected a positive duration, or null for no limit");
        assertThatThrownBy(() -> Budget.DEFAULT.withQuotient(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("quotient");
    }

    @Test
    void workPastItsTimeIsStoppedAndRefusedAsTooBig() {
        assertThatThrownBy(() -> Cancellation.within(Duration.ofMillis(20), "the count", BudgetTest::countForever))
                .isInstanceOf(TooBigException.class)
                .hasMessage("the count took longer than its time budget of 0.02 s; ask about less, or allow more time");
        // The alarm's interruption ends with the work: the thread goes on uninterrupted.
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void workWithinItsTimeOrWithNoLimitIsAnsweredAsItIs() {
        assertThat(Cancellation.within(Duration.ofMinutes(5), "the sum", () -> 2 + 3)).isEqualTo(5);
        assertThat(Cancellation.within(null, "the sum", () -> 2 + 3)).isEqualTo(5);
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void anInterruptionFromElsewhereIsPassedOnAsACancellation() {
        try {
            Thread.currentThread().interrupt();
            assertThatThrownBy(() -> Cancellation.within(Duration.ofMinutes(5), "the count", BudgetTest::countForever))
                    .isInstanceOf(CancellationException.class).isNotInstanceOf(TooBigException.class);
        } finally {
            Thread.interrupted();
        }
    }

    /** A loop that only a cancellation ends, as an engine's would. */
    private static Integer countForever() {
        long n = 0;
        while (true) {
            n++;
            if ((n & 0xFFFF) == 0) {
                Cancellation.check();
            }
        }
    }
}
