package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The decisions of the governor of the two-thread pipeline, fed made-up measurements (no clock): when the
 * main thread stops waiting for the helper, when it goes on alone, and when it tries the helper again.
 */
class PipelineGovernorTest {

    private static final long MS = 1_000_000;
    private static final int CHUNK = PipelineGovernor.CHUNK;

    /** A governor in the pipeline, its first chunk measured at {@code heapNanos} a heap without waiting. */
    private static PipelineGovernor pipelinedAt(long heapNanos) {
        PipelineGovernor g = new PipelineGovernor();
        assertThat(g.tryPipeline()).isTrue();
        assertThat(g.pipelinedChunk(heapNanos * CHUNK, 0, CHUNK)).isTrue();
        return g;
    }

    /** Alone chunks of {@code heapNanos} a heap until the governor invites the helper; returns how long that took. */
    private static long aloneUntilInvited(PipelineGovernor g, long heapNanos) {
        long alone = 0;
        while (!g.tryPipeline()) {
            g.aloneChunk(heapNanos * CHUNK, CHUNK);
            alone += heapNanos * CHUNK;
            assertThat(alone).as("alone for ever").isLessThan(10 * PipelineGovernor.MAX_BACKOFF_NANOS);
        }
        return alone;
    }

    @Test
    void startsByInvitingTheHelperAndGivesItTimeToWakeUp() {
        PipelineGovernor g = new PipelineGovernor();
        assertThat(g.pipelined()).isFalse();
        assertThat(g.tryPipeline()).isTrue();
        assertThat(g.pipelined()).isTrue();
        assertThat(g.tryPipeline()).as("invited already").isFalse();
        assertThat(g.patience()).isEqualTo(PipelineGovernor.MIN_PATIENCE_NANOS + PipelineGovernor.WAKE_NANOS);
        g.pipelinedChunk(CHUNK * 1_000L, 0, CHUNK);
        assertThat(g.patience()).as("awake now").isEqualTo(PipelineGovernor.MIN_PATIENCE_NANOS);
    }

    @Test
    void patienceIsAFewHeapsOfWorkAndNeverLessThanTheLeast() {
        assertThat(pipelinedAt(2_000).patience()).isEqualTo(PipelineGovernor.MIN_PATIENCE_NANOS);
        assertThat(pipelinedAt(1_000_000).patience()).isEqualTo(PipelineGovernor.PATIENCE_HEAPS * 1_000_000L);
    }

    @Test
    void shortWaitsKeepThePipelineAndWaitsAsLongAsTheWorkEndIt() {
        PipelineGovernor g = pipelinedAt(10_000);
        long work = CHUNK * 10_000L;
        // Waiting a tenth, then just under three quarters of the work: two heaps in 1.1 and 1.74 heaps' time.
        assertThat(g.pipelinedChunk(work + work / 10, work / 10, CHUNK)).isTrue();
        long share = (long) (PipelineGovernor.WAIT_SHARE * work) - 1;
        assertThat(g.pipelinedChunk(work + share, share, CHUNK)).isTrue();
        // Waiting as long as working: two heaps in two heaps' time, no better than alone, and a second core used.
        assertThat(g.pipelinedChunk(2 * work, work, CHUNK)).isFalse();
        assertThat(g.pipelined()).isFalse();
    }

    @Test
    void aTakeOverEndsThePipelineAndTheHelperIsTriedAgainAfterTheBackOff() {
        PipelineGovernor g = pipelinedAt(10_000);
        g.tookOver(MS, 100_000, 50);
        assertThat(g.pipelined()).isFalse();
        assertThat(g.tryPipeline()).isFalse();
        long alone = aloneUntilInvited(g, 10_000);
        assertThat(alone).isGreaterThanOrEqualTo(g.backoff()).isLessThan(g.backoff() + CHUNK * 10_000L);
    }

    @Test
    void theBackOffDoublesWhileThePipelineKeepsFailingSoonUpToTheLongest() {
        PipelineGovernor g = pipelinedAt(10_000);
        long previous = g.backoff();
        g.tookOver(3 * MS, 0, CHUNK);
        for (int failure = 0; failure < 20; failure++) {
            long now = g.backoff();
            assertThat(now).isEqualTo(Math.min(2 * previous, PipelineGovernor.MAX_BACKOFF_NANOS));
            previous = now;
            aloneUntilInvited(g, 10_000);
            // A busy machine: the helper descheduled a few milliseconds into the pipeline.
            g.pipelinedChunk(CHUNK * 10_000L, 0, CHUNK);
            g.tookOver(3 * MS, 2 * MS, 10);
        }
        assertThat(g.backoff()).isEqualTo(PipelineGovernor.MAX_BACKOFF_NANOS);
    }

    @Test
    void onABusyMachineTheRunSpendsLittleOfItsTimeTryingTheHelper() {
        PipelineGovernor g = pipelinedAt(10_000);
        long alone = 0;
        long tried = 0;
        for (int failure = 0; failure < 40; failure++) {
            // Each try: two chunks of pipeline, then a wait that ends in a take-over.
            g.pipelinedChunk(CHUNK * 10_000L, 0, CHUNK);
            g.tookOver(CHUNK * 10_000L + g.patience(), g.patience(), CHUNK);
            tried += 2 * CHUNK * 10_000L + g.patience();
            alone += aloneUntilInvited(g, 10_000);
        }
        assertThat((double) tried / (tried + alone)).isLessThan(0.01);
    }

    @Test
    void aPipelineThatRanWellForLongStartsTheBackOffOver() {
        PipelineGovernor g = pipelinedAt(10_000);
        for (int failure = 0; failure < 5; failure++) {
            g.tookOver(MS, 0, 1);
            aloneUntilInvited(g, 10_000);
        }
        assertThat(g.backoff()).isEqualTo(32 * PipelineGovernor.MIN_BACKOFF_NANOS);
        for (long ran = 0; ran < PipelineGovernor.GOOD_RUN_NANOS; ran += CHUNK * 10_000L) {
            assertThat(g.pipelinedChunk(CHUNK * 10_000L, 0, CHUNK)).isTrue();
        }
        g.tookOver(MS, MS / 2, 10);
        assertThat(g.backoff()).isEqualTo(PipelineGovernor.MIN_BACKOFF_NANOS);
    }

    @Test
    void theTestGovernorsTakeOverAtOnceOrNever() {
        PipelineGovernor impatient = PipelineGovernor.impatient();
        assertThat(impatient.tryPipeline()).isTrue();
        assertThat(impatient.patience()).isZero();
        impatient.tookOver(MS, MS, 1);
        assertThat(impatient.tryPipeline()).as("invited again at once").isTrue();
        PipelineGovernor steadfast = PipelineGovernor.steadfast();
        assertThat(steadfast.tryPipeline()).isTrue();
        assertThat(steadfast.pipelinedChunk(100 * MS, 99 * MS, CHUNK)).isTrue();
        assertThat(steadfast.patience()).isGreaterThan(1000 * PipelineGovernor.MAX_BACKOFF_NANOS);
    }
}
