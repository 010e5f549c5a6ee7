package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The full scans' reads of eight splits at a time as bytes ({@link SplitLanes}, {@link ValueBytes}): the block they
 * stop at against a scan of one split at a time written here, what the copy covers, and whole runs against the plain
 * mex loop, on games whose values stay below 256 and on one whose values pass it.
 */
class SplitLanesTest {

    /** The first a' = a + 8k whose eight splits (a' + i, m - a' - i) hold a wanted value, or past end - 7. */
    private static int firstBlock(char[] g, boolean[] want, int m, int a, int end) {
        for (; a + 7 <= end; a += 8) {
            for (int i = 0; i < 8; i++) {
                if (want[g[a + i] ^ g[m - a - i]]) {
                    return a;
                }
            }
        }
        return a;
    }

    @Test
    void stopsAtTheFirstBlockWithAWantedValueForAnyNumberWanted() {
        Random random = new Random(26);
        int last = 4000;
        for (int trial = 0; trial < 400; trial++) {
            // Few distinct values, so that wanted ones turn up; now and then one of 256 or more, past which the bytes
            // no longer cover the heaps.
            int spread = 1 + random.nextInt(trial % 2 == 0 ? 16 : 256);
            char[] g = new char[last + 1];
            for (int h = 0; h <= last; h++) {
                g[h] = (char) random.nextInt(spread);
            }
            ValueBytes bytes = new ValueBytes(g, last + 1);
            SplitLanes lanes = new SplitLanes(bytes);
            int m = 100 + random.nextInt(last - 100);
            int end = (m - 1) / 2;
            int limit = 2 * spread;
            boolean[] want = new boolean[RareCommonRun.VALUES + 1];
            int wanted = 1 + random.nextInt(trial % 3 == 0 ? 12 : SplitLanes.FEW);
            int missing = 0;
            for (int k = 0; k < wanted; k++) {
                int v = random.nextInt(limit);
                if (!want[v]) {
                    want[v] = true;
                    missing++;
                }
            }
            lanes.start(want, limit, missing);
            int a = 1 + random.nextInt(8);
            // Find wanted values one block at a time, as the full scan does, until none is left or the splits end.
            while (a <= end && missing > 0) {
                int expected = firstBlock(g, want, m, a, end);
                a = lanes.skip(m, a, end, want);
                assertThat(a).as("trial %d, heap %d, %d wanted", trial, m, missing).isEqualTo(expected);
                for (int stop = Math.min(end, a + 7); a <= stop && missing > 0; a++) {
                    int v = g[a] ^ g[m - a];
                    if (want[v]) {
                        want[v] = false;
                        missing--;
                        lanes.found(v, want, limit);
                    }
                }
            }
        }
    }

    @Test
    void theBytesTrailTheValuesByABlockAndStopAtTheFirstValueOfTwoBytes() {
        int block = ValueBytes.BLOCK;
        char[] g = new char[10 * block];
        Random random = new Random(3);
        for (int h = 0; h < g.length; h++) {
            g[h] = (char) random.nextInt(256);
        }
        g[7 * block + 5] = 256;
        ValueBytes bytes = new ValueBytes(g, 0);
        for (int h = 0; h < g.length; h++) {
            bytes.finished(h);
            // A reader that knows heaps 0..h final: the blocks copied so far end a block before the block of h + 1.
            int covered = bytes.coveredBelow(h);
            int expected = Math.min(7 * block + 5, Math.max(0, ((h + 1) / block - 1) * block));
            assertThat(Math.max(0, covered)).as("after heap %d", h).isEqualTo(expected);
            for (int k = 0; k < covered; k++) {
                assertThat(bytes.bytes()[k] & 0xFF).isEqualTo((int) g[k]);
            }
        }
        // A run going on from known values has them all from the start, and the blocks as before from there.
        ValueBytes resumed = new ValueBytes(g, 3 * block + 10);
        assertThat(resumed.bytes()[3 * block + 9] & 0xFF).isEqualTo((int) g[3 * block + 9]);
        assertThat(resumed.coveredBelow(3 * block + 9)).isEqualTo(2 * block);
    }

    @Test
    void runsReadingBytesEqualThePlainLoop() {
        // 0.[7] (take any number, leave up to two heaps) has g(n) = n: its values pass 255 at heap 256, and the scans
        // of larger heaps go back to the values themselves. Its plain loop costs a cube of the heap: a shorter run.
        for (String game : List.of("grundy", "kayles", "0.56", "4.07", "lasker", "0.[7]")) {
            HeapRule rule = Catalog.heap(game).orElseThrow().rule();
            int n = game.equals("0.[7]") ? 400 : 1500;
            int[] expected = PlainMex.compute(rule, n, Progress.NONE).toArray();
            int[] actual = GrundyEngine.of(rule).compute(n).toArray();
            assertThat(actual).as(game).containsExactly(expected);
        }
        int[] nim = GrundyEngine.of(Catalog.heap("0.[7]").orElseThrow().rule()).compute(400).toArray();
        assertThat(nim[255]).isEqualTo(255);
        assertThat(nim[400]).isEqualTo(400);
    }

    @Test
    void aPipelineReadingBytesEqualsThePlainLoopAndThePublishedZeros() {
        // Two threads share heaps only past 16,384 (8,192 on one first): Grundy's game to 20,000.
        HeapRule grundy = Catalog.heap("grundy").orElseThrow().rule();
        int n = 20_000;
        int[] lanes = GrundyEngine.of(grundy).withThreads(2).compute(n).toArray();
        assertThat(lanes).containsExactly(PlainMex.compute(grundy, n, Progress.NONE).toArray());
        List<Integer> zeros = IntStream.rangeClosed(0, n).filter(h -> lanes[h] == 0).boxed().toList();
        List<Integer> published = Arrays.stream(Reference.sequence("grundys-game-zeros-below-2pow24.txt"))
                .filter(z -> z <= n).boxed().toList();
        assertThat(zeros).isEqualTo(published);
    }
}
