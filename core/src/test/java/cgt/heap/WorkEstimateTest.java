package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Percentage.withPercentage;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import org.junit.jupiter.api.Test;

/**
 * The size check before a heap table: a move count stopped at its bound, and an estimate that stops as soon as it
 * is sure to pass the limit (refusing upto-half to 2·10^8 counted 8·10^8 moves first, about 14 s).
 */
class WorkEstimateTest {

    private static HeapValues values(String game) {
        return ((HeapGame) Catalog.find(game)).values();
    }

    @Test
    void aCountStoppedAtItsBoundSaysOnlyThatItPassedIt() {
        HeapRule uptoHalf = values("upto-half").rule();
        long all = HeapMoves.count(uptoHalf, 1000);
        assertThat(all).isEqualTo(500); // take 1..500 from a heap of 1000
        assertThat(HeapMoves.countUpTo(uptoHalf, 1000, true, Long.MAX_VALUE)).isEqualTo(all);
        assertThat(HeapMoves.countUpTo(uptoHalf, 1000, true, 10)).isGreaterThan(10).isLessThan(all);
        assertThat(HeapMoves.countUpTo(uptoHalf, 1000, true, 500)).isEqualTo(all);
    }

    @Test
    void anEstimateUnderItsLimitIsTheEstimateWithoutOne() {
        for (String game : new String[] {"kayles", "grundy", "upto-half", "dawsons-chess"}) {
            HeapValues v = values(game);
            double whole = v.estimatedWork(20_000);
            assertThat(v.estimatedWork(20_000, whole * 1.001)).as(game).isCloseTo(whole, withPercentage(1e-9));
            if (whole > 0) { // Grundy's game is all two-heap splits, which the estimate leaves to the engine's pairing
                assertThat(v.estimatedWork(20_000, whole / 2)).as(game).isInfinite();
            }
        }
    }

    @Test
    void aHugeTableIsRefusedWithoutCountingItsMoves() {
        // 16 samples of up to 10^8 moves each were counted before; with the limit, a few hundred moves a sample.
        HeapValues uptoHalf = values("upto-half");
        assertThat(uptoHalf.estimatedWork(200_000_000, 1e10)).isInfinite();
    }

    @Test
    void whetherAHeapSplitsInTwoIsWhatTheTwoCountsSay() {
        // the codes: Nim, Kayles, 0.137, 0.4 (split only), 4.07, a hex code splitting in three only (8), upto-half
        HeapRule[] rules = {TakeAndBreak.parse("0.[3]"), TakeAndBreak.parse("0.77"), TakeAndBreak.parse("0.137"),
            TakeAndBreak.parse("0.4"), TakeAndBreak.parse("4.07"), TakeAndBreak.parse("0.8"),
            TakeAndBreak.parse("0.[4]"), values("upto-half").rule(), values("grundy").rule()};
        for (HeapRule rule : rules) {
            for (int n = 0; n <= 40; n++) {
                assertThat(HeapMoves.splitsInTwo(rule, n)).as(rule + " heap " + n)
                        .isEqualTo(HeapMoves.count(rule, n, true) != HeapMoves.count(rule, n, false));
            }
        }
    }

    @Test
    void aRuleThatLeavesOneHeapIsNotListedToSeeWhetherItSplits() {
        // 0.[3] takes any number from a heap of 2·10^9 and never splits: answered from the rule's hint, not by
        // listing two billion moves (cgt analyze '0.[3]' 100000000 spent seconds here before refusing)
        HeapRule nim = TakeAndBreak.parse("0.[3]");
        assertThat(nim.mostHeapsLeft()).isEqualTo(1);
        assertThat(HeapMoves.splitsInTwo(nim, 2_000_000_000)).isFalse();
        assertThat(HeapMoves.splitsInTwo(TakeAndBreak.parse("0.[7]"), 2_000_000_000)).isTrue();
    }
}
