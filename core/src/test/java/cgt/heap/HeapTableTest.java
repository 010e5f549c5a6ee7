package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * {@link HeapTable#commit}, the one way a heap of a rare/common run becomes final: what it leaves behind (the
 * published heap, the rare heaps, the mask) is what the engine's own run ends with.
 */
class HeapTableTest {

    @Test
    void committingGrundysGameHeapByHeapEndsWhereTheEngineEnds() {
        HeapRule grundy = ((HeapGame) Catalog.find("grundy")).rule();
        int n = 5_000; // crosses the masks chosen again at 256, 512, ..., 4096
        GrundyEngine.Result run = GrundyEngine.of(grundy).computeWithStats(n);
        int[] values = run.sequence().toArray();
        char[] g = new char[n + 1];
        HandOver hand = new HandOver(0);
        HeapTable table = new HeapTable(g, 0, 1, hand, new MaskChoice(g, 0), null, null);
        for (int h = 0; h <= n; h++) {
            table.commit(h, values[h]);
            assertThat(hand.published()).isEqualTo(h);
        }
        assertThat(table.values()).isSameAs(g);
        RareHeaps rare = table.rareHeaps();
        assertThat(rare.mask()).isEqualTo(run.stats().mask());
        int[] expected = IntStream.rangeClosed(1, n).filter(h -> RareHeaps.rare(rare.mask(), values[h])).toArray();
        assertThat(java.util.Arrays.copyOf(rare.heaps(), rare.count())).containsExactly(expected);
        assertThat(rare.count()).isEqualTo(run.stats().rareHeaps());
        assertThat(rare.below(1_000)).isEqualTo((int) IntStream.of(expected).filter(h -> h < 1_000).count());
    }

    @Test
    void aValueBeyondTwoBytesIsNotCommitted() {
        char[] g = new char[4];
        HandOver hand = new HandOver(0);
        HeapTable table = new HeapTable(g, 0, 1, hand, new MaskChoice(g, 0), null, null);
        table.commit(0, 0);
        assertThatThrownBy(() -> table.commit(1, Character.MAX_VALUE)).isInstanceOf(RareCommonRun.ValueOverflow.class);
        assertThat(hand.published()).isZero();
    }
}
