package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * The engine on 1 to 4 threads (issue 26): a pipeline of T threads prepares T heaps at once, each reading only
 * the values up to T heaps below its own and deferring the moves that leave a larger heap, so every thread count
 * must give the values of one thread. Checked against the published values and periods, and against the plain
 * mex loop (every move evaluated, no rare/common method, no pipeline). The tests run more threads than this
 * machine may have cores: only slower, never different.
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class ThreadCountTest {

    private static final int MOST_THREADS = 4;

    private static HeapRule rule(String game) {
        return Catalog.heap(game).orElseThrow().rule();
    }

    /** g(0..n) on {@code threads} threads, in the pipeline throughout when there are several. */
    private static int[] pipelined(GrundyEngine engine, int n, int threads) {
        return new RareCommonRun(engine.withSegments(SegmentPlanner.Settings.PIPELINE_ONLY), n, null, null, threads)
                .run().sequence().toArray();
    }

    @Test
    void grundysGameOnOneToFourThreadsHasThePublishedValuesAndZeros() {
        int n = 4_000;
        HeapRule grundy = rule("grundy");
        int[] published = Reference.sequence("grundys-game.txt");
        List<Integer> publishedZeros = Arrays.stream(Reference.sequence("grundys-game-zeros-below-2pow24.txt"))
                .filter(z -> z <= n).boxed().toList();
        int[] plain = PlainMex.compute(grundy, n, Progress.NONE).toArray();
        for (int threads = 1; threads <= MOST_THREADS; threads++) {
            int[] g = pipelined(GrundyEngine.of(grundy), n, threads);
            assertThat(Arrays.copyOf(g, published.length)).as(threads + " threads").containsExactly(published);
            List<Integer> zeros = new ArrayList<>();
            for (int h = 0; h <= n; h++) {
                if (g[h] == 0) {
                    zeros.add(h);
                }
            }
            assertThat(zeros).as(threads + " threads: the P-positions").isEqualTo(publishedZeros);
            assertThat(g).as(threads + " threads against every split evaluated").containsExactly(plain);
        }
    }

    @Test
    void octalCodesOnOneToFourThreadsHaveThePublishedValuesAndPeriods() {
        Map<String, int[]> publishedValues = Map.of("0.77", Reference.sequence("kayles-0.77.txt"),
                "0.137", Reference.sequence("dawsons-chess-0.137.txt"));
        // The published values, and the preperiods and periods that a table of 600 heaps shows: from the
        // preperiod on the values repeat with the period, and the heap just before it does not.
        for (String line : Reference.text("octal-periods.tsv").lines().filter(l -> !l.startsWith("#")).toList()) {
            String[] field = line.split("\t", -1);
            int preperiod = Integer.parseInt(field[2]);
            int period = Integer.parseInt(field[3]);
            int n = 600;
            if (preperiod + 2 * period > n) {
                continue; // 0.16 and 0.56, whose periods show far beyond a test's table
            }
            int[] g = pipelinedOnEveryCount(field[0], n);
            if (publishedValues.containsKey(field[0])) {
                assertThat(g).as(field[0]).startsWith(publishedValues.get(field[0]));
            }
            for (int h = preperiod; h + period <= n; h++) {
                assertThat(g[h + period]).as(field[0] + " at heap " + (h + period)).isEqualTo(g[h]);
            }
            assertThat(g[preperiod - 1 + period]).as(field[0] + ": the last exception").isNotEqualTo(g[preperiod - 1]);
        }
    }

    /**
     * The values of the code to heap n on 1 to 4 threads, checked against the plain loop, with periods settling
     * heaps (used after 8 repeating values, so often broken) and without.
     */
    private static int[] pipelinedOnEveryCount(String code, int n) {
        HeapRule r = rule(code);
        int[] plain = PlainMex.compute(r, n, Progress.NONE).toArray();
        for (int threads = 1; threads <= MOST_THREADS; threads++) {
            assertThat(pipelined(GrundyEngine.of(r), n, threads)).as(code + " on " + threads + " threads")
                    .containsExactly(plain);
            assertThat(pipelined(GrundyEngine.of(r).withRepeatShownAfter(8), n, threads))
                    .as(code + " on " + threads + " threads, periods settling heaps").containsExactly(plain);
        }
        return plain;
    }

    @Test
    void valuesPastAByteLeaveTheTableOfBytes() {
        // The full scans read eight pairs at a time from a copy of the values one byte a heap while every value
        // fits in one: past 255 they must go on from the values themselves, on every thread count.
        int n = 3_000;
        int[] plain = PlainMex.compute(NearNim.RULE, n, Progress.NONE).toArray();
        assertThat(Arrays.stream(plain).max().orElseThrow()).isGreaterThan(255);
        for (int threads = 1; threads <= MOST_THREADS; threads++) {
            assertThat(pipelined(GrundyEngine.of(NearNim.RULE), n, threads)).as(threads + " threads")
                    .containsExactly(plain);
        }
    }

    @Test
    void randomCodesOnThreeAndFourThreadsEqualThePlainLoop() {
        // Splits into three heaps (hexadecimal digits) whose largest piece is not final yet, repeating tails,
        // and periods shorter than the pipeline is deep, which settle no heap before its forecast is confirmed.
        Random random = new Random(26);
        String digits = "0123456789abcdef";
        for (int trial = 0; trial < 10; trial++) {
            StringBuilder code = new StringBuilder(random.nextInt(3) == 0 ? "4." : "0.");
            int length = 1 + random.nextInt(4);
            boolean hex = trial % 3 == 0;
            for (int i = 0; i < length; i++) {
                code.append(digits.charAt(random.nextInt(hex ? 16 : 8)));
            }
            if (random.nextInt(5) == 0) {
                code.append('[').append(digits.charAt(1 + random.nextInt(7))).append(']');
            }
            HeapRule r = TakeAndBreak.parse(code.toString());
            int n = hex ? 250 : 500;
            int[] plain = PlainMex.compute(r, n, Progress.NONE).toArray();
            for (int threads = 3; threads <= MOST_THREADS; threads++) {
                int[] g;
                try {
                    g = pipelined(GrundyEngine.of(r).withRepeatShownAfter(1 + random.nextInt(16)), n, threads);
                } catch (RareCommonRun.ValueOverflow e) {
                    continue; // values beyond two bytes go to the plain loop, on one thread
                }
                assertThat(g).as(code + " on " + threads + " threads").containsExactly(plain);
            }
        }
    }

    @Test
    void theEngineOnManyThreadsChoosesItsModesAndKeepsTheValues() {
        // Through the public entry: a block of heaps on one thread to see whether the pipeline pays, then
        // segments in whichever mode measures faster, on however many threads are asked for.
        HeapRule grundy = rule("grundy");
        int n = 2 * GrundyEngine.PROBE + 4000;
        int[] one = GrundyEngine.of(grundy).compute(n).toArray();
        for (int threads : new int[] {3, 4}) {
            assertThat(GrundyEngine.of(grundy).withThreads(threads).compute(n).toArray()).as(threads + " threads")
                    .containsExactly(one);
        }
    }
}
