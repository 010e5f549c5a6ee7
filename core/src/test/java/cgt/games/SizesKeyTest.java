package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.rules.ImpartialRules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SizesKeyTest {

    /** Every partition of n into positive parts, in increasing order, by brute force. */
    private static void partitions(int n, int least, List<Integer> prefix, List<List<Integer>> out) {
        if (n == 0) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (int p = least; p <= n; p++) {
            prefix.add(p);
            partitions(n - p, p, prefix, out);
            prefix.remove(prefix.size() - 1);
        }
    }

    /**
     * Distinct rows, distinct numbers: the partitions of every n up to 30 (28,629 of 30, as the published partition
     * numbers say: OEIS A000041) get that many different positive keys, and every Fair Shares game of at most 40
     * coins packs (a partition's largest part plus its number of parts is at most n + 1).
     */
    @Test
    void distinctRowsGetDistinctPositiveNumbers() {
        Set<Long> keys = new HashSet<>();
        int rows = 0;
        for (int n = 0; n <= 30; n++) {
            List<List<Integer>> all = new ArrayList<>();
            partitions(n, 1, new ArrayList<>(), all);
            if (n == 30) {
                assertThat(all).hasSize(5_604);
            }
            for (List<Integer> row : all) {
                long key = SizesKey.of(row);
                assertThat(key).as("%s", row).isPositive();
                keys.add(key);
                rows++;
            }
        }
        assertThat(keys).hasSize(rows).hasSize(28_629);
        assertThat(SizesKey.of(List.of(40))).isPositive();
        assertThat(SizesKey.of(List.of(1, 39))).isPositive();
        assertThat(SizesKey.of(List.of(1, 1, 3))).isEqualTo(0b1100110L); // 01 1 001 from the lowest bit, then the 1
        assertThat(SizesKey.of(List.of())).isEqualTo(1L);
    }

    /** A row whose code would not fit in 62 bits (its largest size plus its number of sizes) is not packed. */
    @Test
    void aLongRowIsNotPacked() {
        assertThat(SizesKey.of(List.of(61L))).isPositive();
        assertThat(SizesKey.of(List.of(62L))).isEqualTo(ImpartialRules.NOT_PACKED);
        assertThat(SizesKey.of(List.of(1L, 60L))).isPositive();
        assertThat(SizesKey.of(List.of(1L, 61L))).isEqualTo(ImpartialRules.NOT_PACKED);
        assertThat(SizesKey.of(List.of(5_000_000_000L))).isEqualTo(ImpartialRules.NOT_PACKED);
    }
}
