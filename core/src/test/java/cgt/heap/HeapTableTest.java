package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
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
        assertThat(Arrays.copyOf(rare.heaps(), rare.count())).containsExactly(expected);
        char[] rareValues = new char[rare.count()];
        for (int k = 0; k < rare.count(); k++) {
            rareValues[k] = (char) values[expected[k]];
        }
        assertThat(Arrays.copyOf(rare.values(), rare.count())).as("the rare heaps' values").containsExactly(rareValues);
        assertThat(rare.count()).isEqualTo(run.stats().rareHeaps());
        // Every value of Grundy's game to 5,000 fits in a byte: the full scans' copy holds them all.
        ByteBuffer bytes = table.bytes();
        assertThat(bytes).isNotNull();
        for (int h = 0; h <= n; h++) {
            assertThat(bytes.get(h) & 0xFF).as("heap %d", h).isEqualTo(values[h]);
        }
        assertThat(bytes.getLong(8)).as("eight heaps, the first in the lowest byte").isEqualTo(
                LongStream.range(0, 8).map(i -> (long) values[8 + (int) i] << (8 * i)).sum());
        assertThat(rare.below(1_000)).isEqualTo((int) IntStream.of(expected).filter(h -> h < 1_000).count());
    }

    @Test
    void theHeapsWhoseValueDoesNotFitInAByteAreListed() {
        char[] g = new char[8];
        g[0] = 0;
        g[1] = 255;
        HandOver hand = new HandOver(2);
        HeapTable table = new HeapTable(g, 2, 1, hand, new MaskChoice(g, 2), null, null);
        assertThat(table.bytes().get(1)).isEqualTo((byte) 255);
        assertThat(table.wideHeaps().count()).as("the known heaps fit").isZero();
        table.commit(2, 7);
        assertThat(table.bytes().get(2)).isEqualTo((byte) 7);
        table.commit(3, 256);
        table.commit(4, 1);
        table.commit(5, 300);
        WideHeaps wide = table.wideHeaps();
        assertThat(Arrays.copyOf(wide.heaps(), wide.count())).containsExactly(3, 5);
        assertThat(table.bytes().get(4)).isEqualTo((byte) 1);
        // A stretch of heaps is read from the bytes only when no such heap lies in it.
        assertThat(wide.anyIn(0, 2)).isFalse();
        assertThat(wide.anyIn(4, 4)).isFalse();
        assertThat(wide.anyIn(3, 3)).isTrue();
        assertThat(wide.anyIn(4, 9)).isTrue();
        assertThat(wide.anyIn(6, 100)).isFalse();
        assertThat(wide.anyIn(5, 4)).as("an empty stretch").isFalse();
        g[2] = 256;
        HeapTable known = new HeapTable(g, 3, 1, new HandOver(3), new MaskChoice(g, 3), null, null);
        assertThat(Arrays.copyOf(known.wideHeaps().heaps(), known.wideHeaps().count())).as("a known heap too")
                .containsExactly(2);
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
