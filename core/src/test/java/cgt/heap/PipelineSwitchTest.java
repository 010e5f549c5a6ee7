package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.heap.SegmentPlanner.Mode;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine's choice between its two-thread pipeline and one thread (issue 12): the planner's rule, and
 * values that stay exact however often a run switches between the modes.
 */
class PipelineSwitchTest {

    private static HeapRule rule(String game) {
        return ((HeapGame) Catalog.find(game)).rule();
    }

    /** A run on {@code threads} threads that changes mode after every segment of a few heaps. */
    private static RareCommonRun switching(GrundyEngine engine, int n, int threads) {
        return new RareCommonRun(engine.withSegments(SegmentPlanner.Settings.ALTERNATE), n, null, null, threads);
    }

    @Test
    void theFasterModeWinsAndALosingProbeDoublesTheWait() {
        SegmentPlanner p = new SegmentPlanner(new SegmentPlanner.Settings(30, 10, 2, 8, 0));
        List<Mode> modes = new ArrayList<>();
        modes.add(p.mode());
        assertThat(p.segmentNanos()).as("the first segment is short, as a probe").isEqualTo(10);
        // The pipeline does 2 units a nanosecond, one thread alone 1: the pipeline stays and one thread is
        // tried after 1, 2, 4, 8, 8 segments.
        for (int i = 0; i < 28; i++) {
            modes.add(p.measured(p.mode() == Mode.PIPELINE ? 200 : 100, 100));
        }
        Mode P = Mode.PIPELINE;
        Mode A = Mode.ALONE;
        assertThat(modes).containsExactly(P, A, P, P, A, P, P, P, P, A, P, P, P, P, P, P, P, P, A, P, P, P, P, P,
                P, P, P, A, P);
        assertThat(p.segmentNanos()).isEqualTo(30);
        // The machine gets busy: the pipeline slows to a quarter. The next probe of one thread (the wait is 8
        // segments by now) wins at once; the pipeline is tried again after 2, then 4 segments, and loses.
        modes.clear();
        for (int i = 0; i < 10; i++) {
            modes.add(p.measured(p.mode() == Mode.PIPELINE ? 25 : 100, 100));
        }
        assertThat(modes).containsExactly(P, P, P, P, P, P, P, A, A, A);
        assertThat(p.segmentNanos()).as("one thread is the mode now").isEqualTo(30);
        modes.clear();
        for (int i = 0; i < 8; i++) {
            modes.add(p.measured(p.mode() == Mode.PIPELINE ? 25 : 100, 100));
        }
        assertThat(modes).containsExactly(P, A, A, A, A, P, A, A);
    }

    @Test
    void whileTheCodeWarmsUpALosingProbeDoesNotWidenTheGap() {
        // A warm-up of 1000 ns, segments of 100, one thread twice as fast: within the warm-up the losing pipeline
        // is tried again every third segment (at 4, 7 and 10); from then on each losing probe doubles the gap
        // (4, then 8 segments), as without a warm-up.
        SegmentPlanner p = new SegmentPlanner(new SegmentPlanner.Settings(30, 10, 2, 8, 1000));
        List<Mode> modes = new ArrayList<>();
        modes.add(p.mode());
        for (int i = 0; i < 24; i++) {
            modes.add(p.measured(p.mode() == Mode.PIPELINE ? 100 : 200, 100));
        }
        Mode P = Mode.PIPELINE;
        Mode A = Mode.ALONE;
        assertThat(modes).containsExactly(P, A, A, A, P, A, A, P, A, A, P, A, A, A, A, P, A, A, A, A, A, A, A, A, P);
    }

    @Test
    void alternatingSettingsChangeModeAfterEverySegment() {
        SegmentPlanner p = new SegmentPlanner(SegmentPlanner.Settings.ALTERNATE);
        Mode m = p.mode();
        Random random = new Random(3);
        for (int i = 0; i < 50; i++) {
            Mode next = p.measured(random.nextInt(100), 1 + random.nextInt(100));
            assertThat(next).isEqualTo(m.other());
            m = next;
        }
        assertThat(p.switches()).isEqualTo(50);
    }

    @Test
    void switchingModesAllTheTimeKeepsTheValuesOfOneThread() {
        for (String game : List.of("grundy", "kayles", "0.56", "4.07", "dawsons-kayles", "0.16")) {
            HeapRule r = rule(game);
            int n = 3_000;
            int[] one = GrundyEngine.of(r).compute(n).toArray();
            // Each switch wakes or parks a thread: on a loaded machine thousands of them take seconds.
            for (int threads = 2; threads <= (game.equals("grundy") ? 3 : 2); threads++) {
                RareCommonRun run = switching(GrundyEngine.of(r), n, threads);
                int[] switched = run.run().sequence().toArray();
                assertThat(switched).as(game + " on " + threads + " threads").containsExactly(one);
                assertThat(run.switches()).as(game + ": mode changes").isGreaterThan(50);
            }
        }
    }

    @Test
    void theRunAccountsForEveryHeapInTheModeThatComputedIt() {
        HeapRule grundy = rule("grundy");
        int n = 3_000;
        RareCommonRun run = switching(GrundyEngine.of(grundy), n, 3);
        GrundyEngine.Threads t = run.run().stats().threads();
        assertThat(t.threads()).isEqualTo(3);
        assertThat(t.pipelineHeaps() + t.aloneHeaps()).as("heaps 0..n").isEqualTo(n + 1);
        assertThat(t.pipelineHeaps()).isPositive();
        assertThat(t.aloneHeaps()).isPositive();
        assertThat(t.changes()).isEqualTo(run.switches()).isGreaterThan(50);
        assertThat(t.pipelineNanos()).isPositive();
        assertThat(t.aloneNanos()).isPositive();
        // In the pipeline throughout, nothing is computed alone; on one thread nothing is accounted.
        GrundyEngine.Threads pipeline = new RareCommonRun(
                GrundyEngine.of(grundy).withSegments(SegmentPlanner.Settings.PIPELINE_ONLY), n, null, null, 2)
                .run().stats().threads();
        assertThat(pipeline.pipelineHeaps()).isEqualTo(n + 1);
        assertThat(pipeline.aloneHeaps()).isZero();
        assertThat(pipeline.changes()).isZero();
        // Two threads hand every heap on: each waits now and then for the other's, never longer than the pipeline ran.
        assertThat(pipeline.waitNanos()).isNotNegative().isLessThanOrEqualTo(2 * pipeline.pipelineNanos());
        assertThat(pipeline.waitedShare()).isBetween(0.0, 1.0);
        assertThat(new RareCommonRun(GrundyEngine.of(grundy), n, null, null, 1).run().stats().threads())
                .isEqualTo(GrundyEngine.Threads.ONE);
        // The engine's own run adds the heaps after its probe on one thread to the account.
        GrundyEngine.Threads whole = GrundyEngine.of(grundy).withThreads(2).computeWithStats(20_000).stats().threads();
        assertThat(whole.threads()).isEqualTo(2);
        assertThat(whole.pipelineHeaps() + whole.aloneHeaps()).isEqualTo(20_001 - GrundyEngine.PROBE);
    }

    @Test
    void switchingWhilePeriodsSettleHeaps() {
        // Periods used after 8 repeating values are often broken: heaps settled from them and heaps scanned
        // mix, and the switches cut into both.
        for (String game : List.of("0.07", "0.137", "4.07", "0.26")) {
            HeapRule r = rule(game);
            int n = 2_500;
            int[] plain = PlainMex.compute(r, n, Progress.NONE).toArray();
            RareCommonRun run = switching(GrundyEngine.of(r).withRepeatShownAfter(8), n, 2);
            assertThat(run.run().sequence().toArray()).as(game).containsExactly(plain);
        }
    }

    @Tag("slow")
    @Test
    void switchingOnRandomCodesEqualsThePlainLoop() {
        Random random = new Random(12);
        String digits = "0123456789abcdef";
        for (int trial = 0; trial < 12; trial++) {
            StringBuilder code = new StringBuilder(random.nextInt(3) == 0 ? "4." : "0.");
            int length = 1 + random.nextInt(5);
            boolean hex = random.nextInt(4) == 0;
            for (int i = 0; i < length; i++) {
                code.append(digits.charAt(random.nextInt(hex ? 16 : 8)));
            }
            HeapRule r = TakeAndBreak.parse(code.toString());
            int n = hex ? 300 : 1500;
            int[] plain = PlainMex.compute(r, n, Progress.NONE).toArray();
            RareCommonRun run = switching(GrundyEngine.of(r).withRepeatShownAfter(1 + random.nextInt(64)), n, 2);
            int[] switched;
            try {
                switched = run.run().sequence().toArray();
            } catch (RareCommonRun.ValueOverflow e) {
                continue; // values beyond two bytes go to the plain loop; the engine does not switch there
            }
            assertThat(switched).as(code.toString()).containsExactly(plain);
        }
    }

    @Test
    void aSwitchingRunGoesOnFromAPrefix() {
        HeapRule grundy = rule("grundy");
        int n = 3_000;
        int[] whole = GrundyEngine.of(grundy).compute(n).toArray();
        for (int cut : new int[] {0, 1, 2, 3, 1000, 2049}) {
            GrundySequence prefix = GrundySequence.of(Arrays.copyOf(whole, cut + 1));
            RareCommonRun run = new RareCommonRun(GrundyEngine.of(grundy).withSegments(SegmentPlanner.Settings.ALTERNATE),
                    n, prefix, null, 2);
            assertThat(run.run().sequence().toArray()).as("after heap " + cut).containsExactly(whole);
        }
    }
}
