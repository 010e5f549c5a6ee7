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
}
