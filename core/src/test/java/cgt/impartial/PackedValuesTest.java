package cgt.impartial;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PackedValuesTest {

    /**
     * The table answers as a map does, through growth and removals: seeded random puts, gets and removes checked
     * against {@link HashMap}, on keys close together (long runs of neighbouring slots, where a removal must shift
     * the entries after it back) and on keys spread over the whole range.
     */
    @Test
    void answersAsAMapThroughGrowthAndRemovals() {
        for (long range : new long[] {3_000, Long.MAX_VALUE}) {
            Random random = new Random(range);
            PackedValues table = new PackedValues();
            Map<Long, Integer> map = new HashMap<>();
            List<Long> used = new ArrayList<>();
            for (int step = 0; step < 100_000; step++) {
                long key = used.isEmpty() || random.nextInt(3) == 0
                        ? (range == Long.MAX_VALUE ? random.nextLong() & Long.MAX_VALUE : random.nextInt((int) range))
                        : used.get(random.nextInt(used.size()));
                switch (random.nextInt(4)) {
                    case 0, 1 -> {
                        int value = random.nextInt(1_000);
                        table.put(key, value);
                        map.put(key, value);
                        used.add(key);
                    }
                    case 2 -> {
                        table.remove(key);
                        map.remove(key);
                    }
                    default -> {
                        if (table.get(key) != map.getOrDefault(key, PackedValues.ABSENT)) {
                            fail("key %d at step %d: %d, not %s", key, step, table.get(key), map.get(key));
                        }
                    }
                }
                if (table.size() != map.size()) {
                    fail("size at step %d: %d, not %d", step, table.size(), map.size());
                }
            }
            for (long key : used) {
                assertThat(table.get(key)).as("key %d at the end", key)
                        .isEqualTo(map.getOrDefault(key, PackedValues.ABSENT));
            }
        }
    }

    @Test
    void aNegativeKeyIsRefused() {
        PackedValues table = new PackedValues();
        assertThatThrownBy(() -> table.put(-5, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-5");
        assertThat(table.get(7)).isEqualTo(PackedValues.ABSENT);
        table.remove(7); // nothing to forget: no effect
        assertThat(table.size()).isZero();
    }
}
