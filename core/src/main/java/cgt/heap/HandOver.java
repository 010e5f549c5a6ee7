package cgt.heap;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * How the threads of a rare/common run hand finished heaps to each other: the last heap whose value is final,
 * published through an atomic counter, and waiting for it. A thread that waits for a heap spins for some
 * microseconds, then yields, then parks for growing spells, so that it never holds a core the late thread
 * needs. Also what stops the waiting: the run stopped (with a helper's failure, if that was why), or the
 * pipeline being left at some heap (see {@link SegmentConductor}).
 */
final class HandOver {

    /** Spins of a waiting thread before it looks at the clock (each a pause of some tens of nanoseconds). */
    private static final int SPINS = 256;
    /** How long a waiting thread spins at most before it yields its core (a hand-over takes microseconds). */
    private static final long SPIN_NANOS = 20_000;
    /** How long it yields before it parks: by then the thread it waits for is not running. */
    private static final long YIELD_NANOS = 200_000;
    /** The first and the longest spell of parking; spells double in between. */
    private static final long PARK_NANOS = 50_000;
    private static final long PARK_MAX_NANOS = 1_000_000;

    /** A condition that another thread makes true. */
    interface Condition {
        boolean holds();
    }

    /** The last heap whose value is final. */
    private final AtomicInteger published = new AtomicInteger();
    private volatile boolean stopped;
    private volatile Throwable failure;
    /** No helper starts or finishes a heap from this one on: the pipeline is being left. */
    private volatile int limit = Integer.MAX_VALUE;
    private Thread[] waiters = new Thread[0];

    /** A hand-over in a run whose heaps up to {@code known - 1} are final from the start. */
    HandOver(int known) {
        published.set(known - 1);
    }

    /** The threads that may park here, to be woken when there is news for them. */
    void parking(Thread[] threads) {
        waiters = threads;
    }

    /**
     * Makes g(0..h) final for every thread. A release store suffices to hand the heap over, and unlike a
     * volatile one it costs no fence (lazySet is one; a VarHandle would do the same, but costs milliseconds to
     * set up in a cold JVM).
     */
    void publish(int h) {
        published.lazySet(h);
    }

    /** The last heap whose value is final. */
    int published() {
        return published.get();
    }

    /** Tells every thread to stop, and wakes those parked. */
    void stop() {
        stopped = true;
        wake();
    }

    /** Whether the run was stopped. */
    boolean stopped() {
        return stopped;
    }

    /** Stops the run because a helper failed; the conductor throws the failure when it next waits or ends. */
    void fail(Throwable e) {
        failure = e;
        stopped = true;
    }

    /** Throws the failure of a helper, if one failed. */
    void rethrowFailure() {
        Throwable f = failure;
        if (f instanceof RuntimeException e) {
            throw e;
        }
        if (f instanceof Error e) {
            throw e;
        }
    }

    /** Lets the pipeline run without end (until {@link #leaveAt}). */
    void enterPipeline() {
        limit = Integer.MAX_VALUE;
    }

    /** Leaves the pipeline at heap c: no helper starts or finishes a heap from c on. */
    void leaveAt(int c) {
        limit = c;
    }

    /** Whether a helper must give heap h up, as the pipeline is being left at or below it. */
    boolean givesUp(int h) {
        return h >= limit;
    }

    /** Wakes the threads that may be parked here. */
    void wake() {
        for (Thread t : waiters) {
            LockSupport.unpark(t);
        }
    }

    /**
     * Waits until g(0..heap) is final, for a thread computing heap {@code owner}; returns false, without
     * waiting longer, if {@code abandon} and the pipeline is being left at or below the owner. Throws if the
     * run was stopped meanwhile. Spins at first, then yields, then parks for growing spells: a waiting thread
     * must not keep a core from the one it waits for.
     */
    boolean await(int heap, int owner, boolean abandon) {
        int spins = 0;
        long began = 0;
        long spell = PARK_NANOS;
        while (published.get() < heap) {
            if (stopped) {
                rethrowFailure();
                throw new CancellationException("stopped");
            }
            if (abandon && limit <= owner) {
                return false;
            }
            if (++spins < SPINS) {
                Thread.onSpinWait();
                continue;
            }
            long now = System.nanoTime();
            if (began == 0) {
                began = now;
            }
            spell = pause(now - began, spell);
        }
        return true;
    }

    /** Waits as {@link #await} does until the condition holds (for the rare waits between segments). */
    void waitFor(Condition condition) {
        int spins = 0;
        long began = 0;
        long spell = PARK_NANOS;
        while (!condition.holds()) {
            if (stopped && !condition.holds()) { // the condition may be that the run stopped
                rethrowFailure();
                throw new CancellationException("stopped");
            }
            if (++spins < SPINS) {
                Thread.onSpinWait();
                continue;
            }
            long now = System.nanoTime();
            if (began == 0) {
                began = now;
            }
            spell = pause(now - began, spell);
        }
    }

    /** One pause of a thread that has waited so long, parking for {@code spell} if at all; the next spell. */
    private static long pause(long waited, long spell) {
        if (waited < SPIN_NANOS) {
            Thread.onSpinWait();
            return spell;
        }
        if (waited < YIELD_NANOS) {
            Thread.yield();
            return spell;
        }
        LockSupport.parkNanos(spell);
        return Math.min(PARK_MAX_NANOS, 2 * spell);
    }
}
