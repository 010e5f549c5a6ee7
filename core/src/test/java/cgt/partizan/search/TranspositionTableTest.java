package cgt.partizan.search;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.CanonicalGame;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.Test;

/**
 * The transposition table's growth: from its first array to its full size, a lossy table may forget an entry but
 * never answers a part with another's value, also while threads store and a move to a larger array is under way
 * (a thread that finds the table full during a move goes on instead of waiting for it).
 */
class TranspositionTableTest {

    /** The value stored for part k: small integers, so that every value is a distinct interned game. */
    private static CanonicalGame valueOf(int k) {
        return CanonicalGame.integer(k % 1000 - 500);
    }

    @Test
    void growsToItsFullSizeAndKeepsWhatItHeldOnOneThread() {
        TranspositionTable<Integer> table = new TranspositionTable<>(1 << 20);
        int parts = 200_000;
        for (int k = 0; k < parts; k++) {
            table.put(k, valueOf(k));
        }
        int found = 0;
        for (int k = 0; k < parts; k++) {
            CanonicalGame v = table.get(k);
            if (v != null) {
                assertThat(v).as("part %d", k).isSameAs(valueOf(k));
                found++;
            }
        }
        // 200,000 entries in a table grown to a million slots: buckets of four rarely overflow.
        assertThat(found).isGreaterThan(parts * 95 / 100);
        assertThat(table.size()).isEqualTo(found);
    }

    @Test
    void threadsStoringWhileItGrowsNeverReadAWrongValue() throws Exception {
        TranspositionTable<Integer> table = new TranspositionTable<>(1 << 20);
        int threads = 4;
        int perThread = 60_000;
        CyclicBarrier start = new CyclicBarrier(threads);
        List<Thread> running = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int first = t * perThread;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                    for (int k = first; k < first + perThread; k++) {
                        table.put(k, valueOf(k));
                        // Read back a part of another thread's range too: it is absent or right.
                        int other = (k + perThread) % (threads * perThread);
                        CanonicalGame v = table.get(other);
                        if (v != null && v != valueOf(other)) {
                            throw new AssertionError("part " + other + " read as " + v);
                        }
                    }
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            });
            running.add(thread);
            thread.start();
        }
        for (Thread thread : running) {
            thread.join();
        }
        assertThat(failures).isEmpty();
        int found = 0;
        for (int k = 0; k < threads * perThread; k++) {
            CanonicalGame v = table.get(k);
            if (v != null) {
                assertThat(v).as("part %d", k).isSameAs(valueOf(k));
                found++;
            }
        }
        // Stores that raced with a move into the same slot are lost, a few at most (when stores went on into the old
        // array during a move, which they no longer do, 29% were lost).
        assertThat(found).isGreaterThan(threads * perThread * 95 / 100);
    }
}
