package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.Catalog;
import cgt.games.HeapGame;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two-thread runs whose main thread takes over the helper's heaps and invites it back as often as it can
 * (the paths a busy machine takes now and then), against the plain loop: whichever thread computes a heap,
 * and however the two race for it, every value is exact and every checkpoint is a finished prefix.
 */
class HandOverTest {

    private static HeapRule rule(String game) {
        return ((HeapGame) Catalog.find(game)).rule();
    }

    private static int[] run(HeapRule rule, int n, PipelineGovernor governor) {
        return new RareCommonRun(GrundyEngine.of(rule), n, null, null, 2, governor).run().sequence().toArray();
    }

    @Test
    void takingOverEveryHeapNotReadyChangesNoValue() {
        for (String game : List.of("grundy", "kayles", "dawsons-kayles", "0.16", "0.56", "4.07", "lasker")) {
            HeapRule rule = rule(game);
            int n = 10_000;
            int[] expected = PlainMex.compute(rule, n, Progress.NONE).toArray();
            for (int trial = 0; trial < 2; trial++) {
                assertThat(run(rule, n, PipelineGovernor.impatient())).as(game + ", trial " + trial)
                        .containsExactly(expected);
            }
        }
    }

    @Test
    void aPipelineKeptWhateverItMeasuresChangesNoValue() {
        for (String game : List.of("grundy", "kayles", "0.16")) {
            HeapRule rule = rule(game);
            int n = 10_000;
            assertThat(run(rule, n, PipelineGovernor.steadfast())).as(game)
                    .containsExactly(PlainMex.compute(rule, n, Progress.NONE).toArray());
        }
    }

    @Test
    void runsGoingOnFromAnotherWithTakeOversChangeNoValue() {
        HeapRule grundy = rule("grundy");
        int[] whole = PlainMex.compute(grundy, 20_000, Progress.NONE).toArray();
        GrundyEngine engine = GrundyEngine.of(grundy).withRepeatShownAfter(5);
        GrundyEngine.Result first = new RareCommonRun(engine, 9_999, null, null, 2, PipelineGovernor.impatient()).run();
        GrundyEngine.Result rest = new RareCommonRun(engine, 20_000, first.sequence(), first.scans(), 2,
                PipelineGovernor.impatient()).run();
        assertThat(rest.sequence().toArray()).containsExactly(whole);
    }

    @Test
    void checkpointsWithTakeOversAreFinishedPrefixes() {
        HeapRule kayles = rule("kayles");
        int[] whole = PlainMex.compute(kayles, 20_000, Progress.NONE).toArray();
        List<int[]> saved = new ArrayList<>();
        GrundyEngine engine = GrundyEngine.of(kayles).checkpointingEvery(0, done -> saved.add(done.toArray()));
        new RareCommonRun(engine, 20_000, null, null, 2, PipelineGovernor.impatient()).run();
        assertThat(saved).isNotEmpty();
        for (int[] prefix : saved) {
            assertThat(prefix).containsExactly(Arrays.copyOf(whole, prefix.length));
        }
    }
}
