package cgt.heap;

import java.util.concurrent.CancellationException;

/**
 * One run of the rare/common method (see {@link GrundyEngine}), on one thread or pipelined over several: it
 * puts together the pieces and runs them.
 *
 * <ul>
 *   <li>{@link MexWorker}: each thread's computation of a heap, prepared before g(h-1) is final and finished
 *       after;
 *   <li>{@link HeapTable}: the values, and {@link HeapTable#commit}, through which every finished heap goes:
 *       the {@link MaskChoice} (which counts the values when it chooses), the {@link RareHeaps} under the mask, the
 *       {@link PeriodSettling} that settles heaps from the period without a scan;
 *   <li>{@link HandOver}: how the threads publish heaps to each other and wait for them;
 *   <li>{@link SegmentConductor}: with more than one thread, segments in the pipeline or on one thread alone,
 *       as a {@link SegmentPlanner} chooses from measured speeds;
 *   <li>{@link PrefixKeeper}: progress and checkpoints, on the conducting thread.
 * </ul>
 */
final class RareCommonRun {

    static final int VALUES = Character.MAX_VALUE + 1;

    /** Thrown when a value does not fit in two bytes. */
    static final class ValueOverflow extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ValueOverflow() {
            super(null, null, false, false);
        }
    }

    private final HeapRule rule;
    private final int last;
    private final char[] g;
    private final int threads;
    private final GrundyEngine engine;
    private final int start;
    private final HandOver handOver;
    private final MaskChoice masks;
    /** Null for a rule whose heaps are not settled from the period. */
    private final PeriodSettling period;
    private final HeapTable table;
    private final SegmentPlanner planner;

    /**
     * A run of the engine's rule to heap {@code last} on {@code threads} threads, going on from g(0..k) given
     * by {@code prefix} (null for none) and what the run that made it recorded (null if not known).
     */
    RareCommonRun(GrundyEngine engine, int last, GrundySequence prefix, ScanRecord record, int threads) {
        this.engine = engine;
        this.rule = engine.rule();
        this.last = last;
        this.g = new char[last + 1];
        this.threads = threads;
        this.planner = new SegmentPlanner(engine.segments());
        int known = 0;
        if (prefix != null) {
            if (!prefix.fitsInChars()) {
                throw new ValueOverflow();
            }
            known = Math.min(prefix.lastHeap() + 1, last + 1);
            prefix.copyChars(g, known);
        }
        this.start = known;
        this.handOver = new HandOver(known, threads);
        PeriodProof proof = rule.periodProof();
        this.period = proof.kind() != PeriodProof.Kind.GUY_SMITH ? null
                : new PeriodSettling(g, proof.reach(), ScanRecord.carry(record, known, last + 1),
                        engine.repeatShown(), known);
        RareHeaps carried = null;
        if (record != null && record.length() == known) {
            // The run this one goes on from knows the counts and the rare heaps: no need to go over g again.
            this.masks = new MaskChoice(record);
            int rare = record.rareCount();
            carried = new RareHeaps(record.mask(), record.copyRareHeaps(Math.max(1024, 2 * rare)), rare,
                    record.maskSince(), g);
        } else {
            this.masks = new MaskChoice(g, known);
        }
        this.table = new HeapTable(g, known, threads, handOver, masks, period, carried);
    }

    GrundyEngine.Result run() {
        PrefixKeeper keeper = new PrefixKeeper(engine.progress(), engine.checkpoint(), engine.checkpointNanos(),
                last);
        MexWorker[] workers = new MexWorker[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new MexWorker(threads, t, last, rule, table, handOver, period, t == 0 ? keeper : null);
        }
        SegmentConductor conductor = new SegmentConductor(workers, last, handOver, planner);
        conductor.startHelpers();
        try {
            try {
                if (threads == 1) {
                    workers[0].alone(start, Long.MAX_VALUE);
                } else {
                    conductor.conduct(start);
                }
            } catch (CancellationException e) {
                handOver.stop();
                // Nothing finished is lost: the last word of an interrupted run is a checkpoint.
                engine.checkpoint().save(GrundySequence.prefix(g, handOver.published() + 1));
                throw e;
            }
            handOver.stop();
            conductor.joinHelpers();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } finally {
            handOver.stop();
        }
        handOver.rethrowFailure();
        long fullScans = 0;
        long pairs = 0;
        long repeated = 0;
        for (MexWorker w : workers) {
            fullScans += w.fullScans;
            pairs += w.pairs;
            repeated += w.repeated;
        }
        RareHeaps s = table.rareHeaps();
        return new GrundyEngine.Result(GrundySequence.wrap(g),
                new GrundyEngine.Stats(s.mask(), s.count(), fullScans, pairs, repeated,
                        threads == 1 ? GrundyEngine.Threads.ONE : conductor.account()),
                new ScanRecord(last + 1, masks.valueCounts(g, last + 1), s.mask(), s.heaps(), s.count(), s.since(),
                        period == null ? null : period.covered()));
    }

    /** How many times the run changed between the pipeline and one thread (for tests and statistics). */
    int switches() {
        return planner.switches();
    }
}
