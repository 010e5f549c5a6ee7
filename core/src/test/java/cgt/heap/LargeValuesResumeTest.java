package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A rule whose values outgrow two bytes is computed by the plain loop; a run of it resumes from a checkpoint
 * and checkpoints like the engine's (issue 16: it started again from heap 0 and saved nothing).
 */
class LargeValuesResumeTest {

    /** Nim: a heap of n tokens can become any smaller heap, and g(n) = n. */
    private static final HeapRule NIM = (n, sink) -> {
        for (int a = 0; a < n; a++) {
            sink.leave(a);
        }
    };

    @Test
    void aRunGoesOnFromItsPrefixAndHandsOutCheckpoints() {
        int known = 70_000;
        int[] prefix = new int[known + 1];
        for (int i = 0; i <= known; i++) {
            prefix[i] = i;
        }
        // A prefix the run must take as it is: g(3) = 3 is stated as 5, and every later heap can move to a
        // heap of 3 tokens, so the values from there show that it went on from the prefix, not from heap 0.
        prefix[3] = 5;
        List<Integer> saved = new ArrayList<>();
        GrundySequence g = GrundyEngine.of(NIM).resumingFrom(GrundySequence.wrap(prefix.clone()))
                .checkpointingEvery(0, done -> saved.add(done.lastHeap())).compute(known + 700);
        assertThat(g.get(3)).isEqualTo(5);
        assertThat(g.get(known)).isEqualTo(known);
        // Heap 70001 reaches 0..70000 except 3 (stated as 5): its mex is 3.
        assertThat(g.get(known + 1)).isEqualTo(3);
        // Checked every 1024 heaps: heap 70656 = 69 * 1024 was the one checkpoint, with every value before it.
        assertThat(saved).containsExactly(70_656);
    }
}
