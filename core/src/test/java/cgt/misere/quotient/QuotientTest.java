package cgt.misere.quotient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.task.Budget;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/**
 * Misère quotients against the literature: Plambeck and Siegel, "Misère quotients for impartial games", J. Combin.
 * Theory A 115 (2008) 593-622, and Plambeck, "Taming the wild in impartial combinatorial games", Integers 5 (2005)
 * G5. The monoids are compared up to the names of their generators, which follow the heaps here.
 */
class QuotientTest {

    static QuotientAnalysis quotient(String code, int to, boolean stopWhenProved) {
        return new QuotientSolver(code, TakeAndBreak.parse(code)).compute(to, stopWhenProved);
    }

    /** Misère Nim with heaps 1..3 is the tame quotient T2 = <a, b | a^2 = 1, b^3 = b>, P = {a, b^2}, order 6. */
    @Test
    void nimHeapsUpToThreeIsTheTameQuotientT2() {
        QuotientAnalysis q = quotient("0.[3]", 3, false);
        assertThat(q.quotient().order()).isEqualTo(6);
        assertThat(q.presentation().generators()).containsExactly("a", "b");
        assertThat(q.presentation().relations()).containsExactly("a^2 = 1", "b^3 = b");
        assertThat(q.quotient().pPortionNames()).containsExactly("a", "b^2");
        assertThat(q.quotient().elements()).containsExactlyInAnyOrder("1", "a", "b", "ab", "b^2", "ab^2");
        assertThat(List.of(q.elementName(1), q.elementName(2), q.elementName(3))).containsExactly("a", "b", "ab");
        // A quotient is a value: found again, it is equal, multiplication table and all; a larger one is not.
        assertThat(quotient("0.[3]", 3, false).quotient()).isEqualTo(q.quotient())
                .hasSameHashCodeAs(q.quotient()).isNotEqualTo(quotient("0.[3]", 4, false).quotient());
    }

    /** Misère Nim's quotient grows at every power of two: heaps 1..7 give T3 of order 10 (8 + 2). */
    @Test
    void nimGrowsAtPowersOfTwo() {
        QuotientAnalysis q = quotient("0.[3]", 7, false);
        assertThat(q.quotient().order()).isEqualTo(10);
        assertThat(q.expansionHeaps()).containsExactly(1, 2, 4);
        assertThat(q.proved()).isFalse();
    }

    /** 0.3 (She loves me, she loves me not): only the parity of the tokens matters, Z2 = <a | a^2 = 1>. */
    @Test
    void zeroPointThreeIsTheGroupOfOrderTwo() {
        QuotientAnalysis q = quotient("0.3", 50, true);
        assertThat(q.quotient().order()).isEqualTo(2);
        assertThat(q.presentation().relations()).containsExactly("a^2 = 1");
        assertThat(q.proved()).isTrue();
    }

    /**
     * 0.75: the eight-element quotient R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, P = {a, b^2}
     * (Plambeck 2005, Plambeck and Siegel 2008), with heaps 1, 2, 5 the generators and the map periodic (b, ab^2)
     * from heap 8.
     */
    @Test
    void zeroPointSevenFiveIsR8() {
        QuotientAnalysis q = quotient("0.75", QuotientSolver.DEFAULT_TO, true);
        assertThat(q.quotient().order()).isEqualTo(8);
        assertThat(q.presentation().generatorHeaps()).containsExactly(1, 2, 5);
        assertThat(q.presentation().relations()).containsExactlyInAnyOrder("a^2 = 1", "b^3 = b", "bc = ab",
                "c^2 = b^2");
        assertThat(q.quotient().pPortionNames()).containsExactlyInAnyOrder("a", "b^2");
        assertThat(q.proved()).isTrue();
        assertThat(q.heaps().period()).isEqualTo(2);
        assertThat(q.stableFrom()).hasValue(8);
    }

    /**
     * Kayles (0.77): order 40, as the issue says and as MisereSolver reports; stable and periodic with the
     * normal-play period 12 from heap 71 (the last exception of Kayles' Grundy sequence is heap 70), proved by the
     * periodicity theorem from the heaps up to 2(71 + 12) + 2 - 1 = 167.
     */
    @Test
    void kaylesHasOrderForty() {
        QuotientAnalysis q = quotient("0.77", QuotientSolver.DEFAULT_TO, true);
        assertThat(q.quotient().order()).isEqualTo(40);
        assertThat(q.quotient().pPortion()).hasSize(9);
        assertThat(q.presentation().generatorHeaps()).containsExactly(1, 2, 5, 9, 12, 25, 27);
        assertThat(q.proved()).isTrue();
        assertThat(q.heaps().period()).isEqualTo(12);
        assertThat(q.heaps().preperiod()).isEqualTo(71);
        assertThat(q.computedTo()).isEqualTo(167);
        // Beyond the computed heaps, the proved period answers.
        QuotientSums sums = QuotientSums.of(TakeAndBreak.parse("0.77"), q);
        assertThat(sums.elementOf(1_000_000_007L)).isEqualTo(sums.elementOf(71 + (1_000_000_007L - 71) % 12));
    }

    /**
     * Dawson's Kayles (0.07), whose whole quotient is not known: the partial quotients the solver finds, checked in
     * QuotientBruteForceTest against the whole-position search (with order 360 for heaps 1..30, the figure Siegel
     * reports). Heaps 1..10 give order 12, heaps 1..24 order 24 (heap 14 a fourth generator, then no growth up to
     * 24). Heap 25 is not a product of old elements and also tells apart sums the old quotient identified: heaps 21,
     * 22 and 24 become generators of their own, and the order goes to 144.
     */
    @Test
    void dawsonsKaylesPartialQuotients() {
        QuotientAnalysis ten = quotient("0.07", 10, false);
        assertThat(ten.quotient().order()).isEqualTo(12);
        assertThat(ten.presentation().generatorHeaps()).containsExactly(2, 4, 10);
        assertThat(ten.proved()).isFalse();
        QuotientAnalysis q = quotient("0.07", 24, false);
        assertThat(q.quotient().order()).isEqualTo(24);
        assertThat(q.presentation().generatorHeaps()).containsExactly(2, 4, 10, 14);
        assertThat(q.proved()).isFalse();
        QuotientAnalysis split = quotient("0.07", 25, false);
        assertThat(split.quotient().order()).isEqualTo(144);
        assertThat(split.quotient().pPortion()).hasSize(23);
        assertThat(split.presentation().generatorHeaps()).containsExactly(2, 4, 10, 14, 21, 22, 24, 25);
        assertThat(split.expansionHeaps()).containsExactly(2, 4, 10, 14, 25);
        // Dawson's Chess (0.137) is Dawson's Kayles with one token fewer: the same quotient, heaps shifted by one.
        QuotientAnalysis chess = quotient("0.137", 9, false);
        assertThat(chess.quotient().order()).isEqualTo(12);
        assertThat(chess.presentation().generatorHeaps()).containsExactly(1, 3, 9);
        assertThat(chess.presentation().relations()).isEqualTo(ten.presentation().relations());
    }

    /**
     * A quotient that cannot grow at heap n is, on request, returned as the quotient of heaps 1..n-1 (exact for sums of
     * smaller heaps, unproved), with the refusal as the reason; without the request the refusal is thrown as before.
     * A tiny candidate limit makes 0.07 stop early (the real limits stop it at heap 34, too slowly for a unit test).
     */
    @Test
    void whatWasFoundIsKeptWhenTheQuotientCannotGrow() {
        TakeAndBreak rule = TakeAndBreak.parse("0.07");
        QuotientSolver solver = new QuotientSolver("0.07", rule).limitingTrialsTo(16).keepingWhatWasFound();
        QuotientAnalysis q = solver.compute(24, false);
        assertThat(q.computedTo()).isEqualTo(9); // heap 10 is a third generator: 24 candidate elements > 16
        assertThat(q.quotient().order()).isEqualTo(6);
        assertThat(q.proved()).isFalse();
        assertThat(solver.stoppedBecause()).hasValueSatisfying(
                why -> assertThat(why).contains("heap " + (q.computedTo() + 1)));
        // The same heaps computed without the early stop give the same quotient.
        QuotientAnalysis full = quotient("0.07", q.computedTo(), false);
        assertThat(q.quotient().order()).isEqualTo(full.quotient().order());
        assertThat(q.heaps().elements()).isEqualTo(full.heaps().elements());
        assertThat(q.presentation()).isEqualTo(full.presentation());
        assertThatThrownBy(() -> new QuotientSolver("0.07", rule).limitingTrialsTo(16).compute(24, false))
                .isInstanceOf(TooBigException.class);
        // A computation that does not stop says so.
        QuotientSolver kayles = new QuotientSolver("0.77", TakeAndBreak.parse("0.77")).keepingWhatWasFound();
        kayles.compute(30, false);
        assertThat(kayles.stoppedBecause()).isEmpty();
    }

    /**
     * Interrupted while placing a heap, a solver that keeps what it found returns the quotient of the heaps before
     * and sets the thread's interrupt flag again; one that does not, stops with a CancellationException.
     */
    @Test
    void anInterruptKeepsTheHeapsPlacedBefore() {
        TakeAndBreak rule = TakeAndBreak.parse("0.77");
        Progress interruptAtHeap10 = (stage, done, total) -> {
            if (stage.endsWith("heaps") && done == 10) {
                Thread.currentThread().interrupt();
            }
        };
        QuotientSolver solver = new QuotientSolver("0.77", rule, interruptAtHeap10).keepingWhatWasFound();
        QuotientAnalysis q = solver.compute(100, false);
        assertThat(Thread.interrupted()).as("the flag is set again").isTrue();
        assertThat(solver.wasInterrupted()).isTrue();
        assertThat(solver.stoppedBecause()).hasValue("interrupted at heap 10");
        assertThat(q.computedTo()).isEqualTo(9);
        assertThat(q.heaps().elements()).isEqualTo(quotient("0.77", 9, false).heaps().elements());
        assertThatThrownBy(() -> new QuotientSolver("0.77", rule, interruptAtHeap10).compute(100, false))
                .isInstanceOf(CancellationException.class);
        Thread.interrupted();
    }

    /** An unproved quotient answers the sums of the heaps it was computed for, and only those. */
    @Test
    void aPartialQuotientCoversItsHeaps() {
        TakeAndBreak rule = TakeAndBreak.parse("0.07");
        QuotientSums sums = QuotientSums.bestFound("0.07", rule, 24, 4096, Progress.NONE).orElseThrow();
        assertThat(sums.analysis().proved()).isFalse();
        assertThat(sums.covers(List.of(24L, 3L, 24L))).isTrue();
        assertThat(sums.covers(List.of(25L))).isFalse();
        assertThat(QuotientSums.whereProved("0.07", rule, 24, Progress.NONE)).isEmpty();
        assertThat(QuotientSums.whereProved("0.77", TakeAndBreak.parse("0.77"), 300, Progress.NONE))
                .hasValueSatisfying(k -> assertThat(k.covers(List.of(1_000_000L))).isTrue());
    }

    /** The multiplication table is a commutative monoid with identity 0, and the P-portion avoids the identity. */
    @Test
    void tablesAreCommutativeMonoids() {
        for (String code : List.of("0.77", "0.75", "0.3")) {
            MisereQuotient m = quotient(code, QuotientSolver.DEFAULT_TO, true).quotient();
            int n = m.order();
            assertThat(m.isP(m.identity())).isFalse();
            for (int x = 0; x < n; x++) {
                assertThat(m.multiply(0, x)).isEqualTo(x);
                for (int y = 0; y < n; y++) {
                    assertThat(m.multiply(x, y)).isEqualTo(m.multiply(y, x));
                    for (int z = 0; z < n; z++) {
                        assertThat(m.multiply(m.multiply(x, y), z)).isEqualTo(m.multiply(x, m.multiply(y, z)));
                    }
                }
            }
        }
    }

    @Test
    void emptySumIsANextPlayerWin() {
        QuotientAnalysis q = quotient("0.77", 30, false);
        QuotientSums sums = QuotientSums.of(TakeAndBreak.parse("0.77"), q);
        assertThat(sums.outcome(List.of())).isEqualTo(Outcome.N);
        assertThat(sums.winningMove(List.of())).isEmpty();
        assertThat(sums.outcome(List.of(1L))).isEqualTo(Outcome.P);
    }

    @Test
    void sumsWhereProved() {
        assertThat(QuotientSums.whereProved("kayles", TakeAndBreak.parse("0.77"), 300, Progress.NONE))
                .hasValueSatisfying(s -> assertThat(s.outcome(List.of(12L, 11L))).isEqualTo(Outcome.N));
        // Nim's quotient grows at every power of two: never proved.
        assertThat(QuotientSums.whereProved("nim", TakeAndBreak.parse("0.[3]"), 20, Progress.NONE))
                .isEmpty();
    }

    /**
     * A heap beyond the listed range has its moves from the long rule, one split of each class the proved period
     * makes equal: each move found is a P-position, found in the order the rule reports moves.
     */
    @Test
    void heapsBeyondTheListedRangeHaveWinningMovesByThePeriod() {
        QuotientSums kayles = QuotientSums.whereProved("kayles", TakeAndBreak.parse("0.77"), 300,
                Progress.NONE).orElseThrow();
        List<List<Long>> moves = kayles.winningMoves(List.of(2_000_001L, 7L), 50);
        assertThat(moves).containsExactly(List.of(1_999_999L, 7L), List.of(3L, 1_999_996L, 7L),
                List.of(6L, 1_999_993L, 7L), List.of(18L, 1_999_981L, 7L), List.of(39L, 1_999_960L, 7L));
        for (List<Long> m : moves) {
            assertThat(kayles.outcome(m)).as("after %s", m).isEqualTo(Outcome.P);
        }
        assertThat(kayles.winningMove(List.of(2_000_000L))).hasValue(List.of(27L, 1_999_971L));
    }

    @Test
    void heapsBeyondAnUnprovedRangeAreRefused() {
        QuotientAnalysis q = quotient("0.77", 30, false);
        QuotientSums sums = QuotientSums.of(TakeAndBreak.parse("0.77"), q);
        assertThatThrownBy(() -> sums.outcome(List.of(31L))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("computed for heaps up to 30");
        assertThatThrownBy(() -> quotient("0.77", Budget.DEFAULT.quotient().heaps() + 1, false))
                .isInstanceOf(BadInputException.class);
    }
}
