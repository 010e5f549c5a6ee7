package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The mask choice counts values when it chooses, from the heaps finished since: the same counts and masks as counting
 * every heap at once.
 */
class MaskChoiceTest {

    @Test
    void countingWhenChoosingGivesTheCountsAndMasksOfCountingAtOnce() {
        int n = 70_000;
        char[] g = new char[n];
        GrundyEngine.of(HeapRules.GRUNDY).compute(n - 1).copyChars(g, n);
        MaskChoice lazy = new MaskChoice(g, 3);
        RareHeaps current = lazy.choose(g, 3, null, 3);
        for (int h = 256; h < n; h *= 2) {
            current = lazy.choose(g, h, current, h);
            RareHeaps fresh = new MaskChoice(g, h).choose(g, h, null, h);
            // (A kept mask keeps its snapshot, which the table's commits extend; only the masks compare here.)
            assertThat(current.mask()).as("mask at heap %d", h).isEqualTo(fresh.mask());
        }
        int[] counts = new int[RareCommonRun.VALUES];
        int max = 0;
        for (int i = 1; i < n; i++) {
            counts[g[i]]++;
            max = Math.max(max, g[i]);
        }
        int[] direct = Arrays.copyOf(counts, max + 1);
        assertThat(lazy.valueCounts(g, n)).containsExactly(direct);
        assertThat(new MaskChoice(g, n).valueCounts(g, n)).containsExactly(direct);
    }
}
