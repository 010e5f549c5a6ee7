package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The memo of yes-or-no answers per pair of game ids, which starts small and doubles as entries come: it never
 * answers wrongly, growing loses no entry, and it never grows past its bound.
 */
class PairBitsTest {

    @Test
    void growingKeepsEveryEntryTheSmallerTableHeld() {
        PairBits memo = new PairBits(16);
        int first = memo.capacity();
        Random random = new Random(24);
        Map<List<Long>, Boolean> put = new HashMap<>();
        List<List<Long>> held = List.of();
        while (memo.capacity() == first) {
            assertThat(put.size()).as("entries written before the table grew").isLessThan(first);
            // What the smaller table answers just before each write (one of them is the write that grows it).
            held = new ArrayList<>();
            for (Map.Entry<List<Long>, Boolean> e : put.entrySet()) {
                int got = memo.get(e.getKey().get(0), e.getKey().get(1));
                if (got != PairBits.UNKNOWN) {
                    assertThat(got == 1).isEqualTo(e.getValue());
                    held.add(e.getKey());
                }
            }
            List<Long> pair = List.of((long) random.nextInt(1 << 30), (long) random.nextInt(1 << 30));
            boolean answer = random.nextBoolean();
            put.put(pair, answer);
            memo.put(pair.get(0), pair.get(1), answer);
        }
        // It grows once about half its size in entries came (the count is sampled: one write in 16 adds 16).
        assertThat(put.size()).isBetween(first / 4, 3 * first / 4);
        assertThat(memo.capacity()).isEqualTo(2 * first);
        // A direct-mapped table keeps most of what fills half of it (about 1 - e^-1/2 of its slots' worth).
        assertThat(held.size()).isGreaterThan(first / 4);
        int kept = 0;
        for (List<Long> pair : held) {
            int got = memo.get(pair.get(0), pair.get(1));
            if (got != PairBits.UNKNOWN) {
                assertThat(got == 1).isEqualTo(put.get(pair));
                kept++;
            }
        }
        // Only the slot the last entry took can have been lost.
        assertThat(kept).isGreaterThanOrEqualTo(held.size() - 1);
    }

    @Test
    void neverAnswersWronglyAndStopsAtItsBound() {
        PairBits memo = new PairBits(14);
        Random random = new Random(2026);
        Map<List<Long>, Boolean> truth = new HashMap<>();
        for (int i = 0; i < 40_000; i++) {
            long a = random.nextInt(3000);
            long b = random.nextInt(3000);
            List<Long> pair = List.of(a, b);
            Boolean answer = truth.computeIfAbsent(pair, p -> random.nextBoolean());
            if (random.nextBoolean()) {
                memo.put(a, b, answer);
            } else {
                int got = memo.get(a, b);
                assertThat(got == PairBits.UNKNOWN || (got == 1) == answer).as("(%d, %d)", a, b).isTrue();
            }
        }
        assertThat(memo.capacity()).isEqualTo(1 << 14);
        // Ids past 31 bits are never remembered.
        memo.put(1L << 31, 1, true);
        assertThat(memo.get(1L << 31, 1)).isEqualTo(PairBits.UNKNOWN);
    }
}
