package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/** The rare/common engine against the plain mex loop, published values, and itself (resumed, two threads). */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class GrundyEngineTest {

    private static HeapRule rule(String game) {
        return Catalog.heap(game).orElseThrow().rule();
    }

    private static void assertSameAsPlainLoop(String name, HeapRule rule, int n) {
        int[] expected = PlainMex.compute(rule, n, Progress.NONE).toArray();
        for (int threads = 1; threads <= 2; threads++) {
            int[] actual = GrundyEngine.of(rule).withThreads(threads).compute(n).toArray();
            assertThat(actual).as(name + " with " + threads + " thread(s)").containsExactly(expected);
        }
    }

    @Test
    void equalsThePlainLoopOnEveryBuiltInHeapGame() {
        for (String game : List.of("kayles", "dawsons-kayles", "dawsons-chess", "treblecross", "grundy", "lasker",
                "lasker-unequal", "poolitaja", "mark", "upto-half", "nim", "subtraction:1,3,4", "allbut:2,5", "4.07",
                "0.[3]", "4.[3]", "0.16", "0.56", "0.45")) {
            // Past the masks the engine chooses at 256, 512, 1024 and 2048: the plain loop's square of the heap is
            // what a longer table would cost.
            assertSameAsPlainLoop(game, rule(game), 2100);
        }
        // Splits into three heaps cost the plain loop a square of the heap per heap: fewer heaps, just past the mask
        // the engine chooses afresh at 1024 all the same.
        for (String game : List.of("8.0", "0.f7")) {
            assertSameAsPlainLoop(game, rule(game), 1040);
        }
    }

    @Test
    void equalsThePlainLoopOnRandomCodes() {
        Random random = new Random(7);
        String digits = "0123456789abcdef";
        for (int trial = 0; trial < 80; trial++) {
            StringBuilder code = new StringBuilder(random.nextInt(3) == 0 ? "4." : "0.");
            int length = 1 + random.nextInt(5);
            boolean hex = random.nextInt(4) == 0;
            for (int i = 0; i < length; i++) {
                code.append(digits.charAt(random.nextInt(hex ? 16 : 8)));
            }
            boolean tail = random.nextInt(5) == 0;
            if (tail) {
                code.append('[').append(digits.charAt(1 + random.nextInt(7))).append(']');
            }
            // Three-heap splits and repeating tails make every heap cost a multiple of its size: smaller tables. The
            // others go past the mask chosen at 1024; the built-in games above go further.
            assertSameAsPlainLoop(code.toString(), TakeAndBreak.parse(code.toString()), hex ? 400 : tail ? 500 : 1100);
        }
    }

    @Test
    void rulesWrittenInJavaWork() {
        // Split into two heaps whose sizes differ by at most 2, or take 1: no code describes it.
        HeapRule nearlyEven = new HeapRule() {
            @Override
            public void moves(int n, MoveSink sink) {
                if (n >= 1) {
                    sink.leave(n - 1);
                }
                for (int a = (n - 2 + 1) / 2; a >= 1 && n - 2 * a <= 2; a--) {
                    sink.leave(a, n - a);
                }
            }
        };
        assertSameAsPlainLoop("nearly even", nearlyEven, 5000);
    }

    @Test
    void matchesThePublishedSequences() {
        assertThat(GrundyEngine.of(rule("grundy")).compute(149).toArray())
                .containsExactly(Reference.sequence("grundys-game.txt"));
        assertThat(GrundyEngine.of(rule("kayles")).withThreads(2).compute(Reference.sequence("kayles-0.77.txt").length - 1)
                .toArray()).containsExactly(Reference.sequence("kayles-0.77.txt"));
        int[] dawson = Reference.sequence("dawsons-chess-0.137.txt");
        assertThat(GrundyEngine.of(rule("0.137")).compute(dawson.length - 1).toArray()).containsExactly(dawson);
    }

    @Test
    void grundysGameZerosBelowSeventyThousand() {
        // One thread: this checks the values against the published zeros; two threads are checked against one
        // on Grundy's game below (checkpointsHandOutFinishedPrefixes, aResumedRunGivesTheSameValues) and in
        // PipelineSwitchTest. Past 65536, where the engine chooses its mask afresh for the last time below 2^17
        // (to 2^17: 6.3 s of the build under load, against 4.5 s).
        int n = 70_000;
        GrundySequence g = GrundyEngine.of(rule("grundy")).compute(n - 1);
        List<Integer> zeros = new ArrayList<>();
        for (int h = 0; h < n; h++) {
            if (g.get(h) == 0) {
                zeros.add(h);
            }
        }
        List<Integer> published = Arrays.stream(Reference.sequence("grundys-game-zeros-below-2pow24.txt"))
                .filter(z -> z < n).boxed().toList();
        assertThat(zeros).isEqualTo(published);
    }

    @Test
    void aResumedRunGivesTheSameValues() {
        HeapRule grundy = rule("grundy");
        // Two threads are used only for runs of more than 16384 heaps (after 8192 on one): the short cuts.
        int n = 17_000;
        int[] whole = GrundyEngine.of(grundy).compute(n).toArray();
        for (int cut : new int[] {0, 1, 2, 255, 256, 257, 4097, 12_345}) {
            GrundySequence prefix = GrundySequence.of(Arrays.copyOf(whole, cut + 1));
            // The second thread joins only after 8192 heaps on one, which resume from the cut as a one-thread
            // run does: two cuts suffice for it, each heap it computes being a hand-over a busy machine slows.
            for (int threads = 1; threads <= (cut == 0 || cut == 256 ? 2 : 1); threads++) {
                int[] resumed = GrundyEngine.of(grundy).withThreads(threads).resumingFrom(prefix).compute(n)
                        .toArray();
                assertThat(resumed).as("resumed after heap " + cut).containsExactly(whole);
            }
        }
    }

    @Test
    void runsGoingOnFromEachOtherCarryTheirCountsAndRareHeapsRight() {
        for (String game : List.of("grundy", "0.56", "0.16", "kayles", "4.07")) {
            HeapRule rule = rule(game);
            int[] whole = GrundyEngine.of(rule).compute(20_000).toArray();
            for (int threads = 1; threads <= 2; threads++) {
                GrundyEngine.Result run = null;
                for (int last : new int[] {0, 1, 255, 256, 1000, 4096, 9_999, 20_000}) {
                    GrundyEngine engine = GrundyEngine.of(rule).withThreads(threads);
                    run = (run == null ? engine : engine.continuing(run)).computeWithStats(last);
                }
                String what = game + " in steps on " + threads + " thread(s)";
                assertThat(run.sequence().toArray()).as(what).containsExactly(whole);
                // The rare heaps the last run ended with, counted afresh from the values under its mask.
                int mask = run.stats().mask();
                long rare = Arrays.stream(whole, 1, whole.length).filter(v -> Integer.bitCount(v & mask) % 2 == 0)
                        .count();
                assertThat(run.stats().rareHeaps()).as(what + ": rare heaps under mask " + mask).isEqualTo(rare);
            }
        }
    }

    @Test
    void checkpointsHandOutFinishedPrefixes() {
        HeapRule grundy = rule("grundy");
        // Two threads take over after the first 8192 heaps; 40,000 heaps cross the masks chosen at 16384 and 32768.
        int n = 40_000;
        int[] whole = GrundyEngine.of(grundy).compute(n).toArray();
        List<int[]> saved = new ArrayList<>();
        GrundyEngine.of(grundy).withThreads(2).checkpointingEvery(0, done -> saved.add(done.toArray()))
                .compute(n);
        assertThat(saved).isNotEmpty();
        for (int[] prefix : saved) {
            assertThat(prefix).containsExactly(Arrays.copyOf(whole, prefix.length));
        }
    }

    @Test
    void anInterruptedRunStopsAndKeepsWhatItCheckpointed() throws Exception {
        List<Integer> lengths = new CopyOnWriteArrayList<>();
        Thread runner = new Thread(() -> {
            try {
                GrundyEngine.of(rule("grundy")).withThreads(2)
                        .checkpointingEvery(0, done -> lengths.add(done.lastHeap() + 1)).compute(1 << 26);
            } catch (CancellationException expected) {
                lengths.add(-1);
            }
        });
        runner.start();
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (lengths.size() < 3 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        runner.interrupt();
        runner.join(20_000);
        assertThat(runner.isAlive()).isFalse();
        assertThat(lengths).last().isEqualTo(-1);
        assertThat(lengths.size()).isGreaterThan(3);
    }

    @Test
    void valuesBeyondTwoBytesGoToThePlainLoop() {
        // Reaching a value of 65536 takes Nim 65536 heaps of quadratic work; a prefix that holds one is quicker.
        // The plain loop goes on from the prefix as it is given (a checkpoint's values are taken as known).
        HeapRule takeOne = Subtraction.of(1);
        GrundySequence wide = GrundySequence.of(new int[] {0, 70_000});
        GrundySequence g = GrundyEngine.of(takeOne).resumingFrom(wide).compute(6);
        assertThat(g.toArray()).containsExactly(0, 70_000, 0, 1, 0, 1, 0);
    }
}
