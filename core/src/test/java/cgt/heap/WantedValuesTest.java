package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** {@link WantedValues}: the flags and the list agree through every way a value stops being wanted. */
class WantedValuesTest {

    private static Set<Integer> listed(WantedValues w) {
        Set<Integer> s = new TreeSet<>();
        for (int v : Arrays.copyOf(w.list(), w.count())) {
            s.add(v);
        }
        return s;
    }

    private static Set<Integer> flagged(WantedValues w) {
        Set<Integer> s = new TreeSet<>();
        for (int v = 0; v < w.flags().length; v++) {
            if (w.flags()[v]) {
                s.add(v);
            }
        }
        return s;
    }

    @Test
    void markedValuesAreDroppedAndFoundOnesMarked() {
        WantedValues w = new WantedValues(64);
        for (int v : new int[] {3, 6, 9, 12, 15}) {
            w.add(v);
        }
        int[] stamp = new int[64];
        stamp[6] = 7;
        stamp[15] = 7;
        stamp[9] = 6; // marked for another heap
        assertThat(w.dropMarked(stamp, 7)).isEqualTo(3);
        assertThat(listed(w)).containsExactly(3, 9, 12);
        assertThat(flagged(w)).containsExactly(3, 9, 12);
        assertThat(w.found(4, stamp, 7)).as("not wanted: nothing changes").isEqualTo(3);
        assertThat(stamp[4]).isZero();
        assertThat(w.found(9, stamp, 7)).isEqualTo(2);
        assertThat(stamp[9]).isEqualTo(7);
        assertThat(listed(w)).containsExactly(3, 12);
        assertThat(flagged(w)).containsExactly(3, 12);
        w.clear(13);
        assertThat(w.count()).isZero();
        assertThat(flagged(w)).isEmpty();
    }

    @Test
    void theListGrowsAndKeepsAgreeingWithTheFlags() {
        Random random = new Random(34);
        WantedValues w = new WantedValues(4096);
        int[] stamp = new int[4096];
        for (int round = 1; round <= 50; round++) {
            Set<Integer> expected = new TreeSet<>();
            for (int v = 0; v < 4096; v++) {
                if (random.nextInt(8) == 0) {
                    w.add(v);
                    expected.add(v);
                }
            }
            for (int i = 0; i < 200; i++) {
                int v = random.nextInt(4096);
                if (random.nextBoolean()) {
                    stamp[v] = round;
                    continue;
                }
                int before = w.count();
                int after = w.found(v, stamp, round);
                assertThat(after).isEqualTo(expected.remove(v) ? before - 1 : before);
            }
            int mark = round;
            w.dropMarked(stamp, mark);
            expected.removeIf(v -> stamp[v] == mark);
            assertThat(listed(w)).isEqualTo(expected);
            assertThat(flagged(w)).isEqualTo(expected);
            w.clear(4096);
        }
    }

    @Test
    void chunksDoubleUpToTheirMost() {
        int[] chunks = new int[7];
        int c = 0;
        for (int i = 0; i < chunks.length; i++) {
            c = WantedValues.chunk(c);
            chunks[i] = c;
        }
        assertThat(chunks).containsExactly(64, 128, 256, 512, 1024, 1024, 1024);
    }
}
