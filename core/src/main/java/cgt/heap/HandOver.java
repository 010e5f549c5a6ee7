package cgt.heap;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.LockSupport;

/**
 * How the threads of a rare/common run hand finished heaps to each other: the last heap whose value is final,
 * published through an atomic counter, and waiting for it. A thread that waits for a heap spins for some
 * microseconds, then yields, then parks for growing spells, so that it never holds a core the late thread
 * needs. Also what stops the waiting: the run stopped (with a helper's failure, if that was why), or the
 * pipeline being left at some heap (see {@link SegmentConductor}).
 *
 * <p>In a pipeline each worker waits for the heap just before its own, which the worker before it in the ring
 * finishes: that worker hands the heap to it in a slot of its own ({@link #publish(int, int)}), and wakes it if it
 * has parked. So each waiting thread spins on a cache line that only its predecessor writes, once a heap, instead
 * of every thread on the one counter, whose every write took the line from all of them at once; and a parked
 * thread whose heap has come is woken at once, not when its spell of parking ends.
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

    /** Ints in a cache line (and more): the slots below are this far apart, so that each has a line of its own. */
    private static final int PAD = 16;
    /** At {@link #PAD}: the last heap whose value is final. */
    private final AtomicIntegerArray published = new AtomicIntegerArray(2 * PAD + 1);
    /**
     * For worker w, at {@code (w + 1) * PAD}: the last heap its predecessor handed it (the one before its own); and
     * the next int, 1 while the worker is parked waiting there.
     */
    private final AtomicIntegerArray turns;
    private final int workers;
    /** The threads of the workers, by index, to wake when their heap comes; null until known. */
    private volatile Thread[] workerThreads;
    private volatile boolean stopped;
    private volatile Throwable failure;
    /** No helper starts or finishes a heap from this one on: the pipeline is being left. */
    private volatile int limit = Integer.MAX_VALUE;
    private Thread[] waiters = new Thread[0];

    /** A hand-over in a run whose heaps up to {@code known - 1} are final from the start. */
    HandOver(int known) {
        this(known, 1);
    }

    /** A hand-over between {@code workers} workers, in a run whose heaps up to {@code known - 1} are final. */
    HandOver(int known, int workers) {
        published.set(PAD, known - 1);
        this.workers = workers;
        turns = new AtomicIntegerArray((workers + 2) * PAD);
        for (int w = 0; w < workers; w++) {
            turns.set(turn(w), known - 1);
        }
    }

    private static int turn(int worker) {
        return (worker + 1) * PAD;
    }

    /**
     * Starts a pipeline at heap {@code from}, every heap below it final: each worker's slot says so, as its first
     * heap's predecessor may be one that no worker handed it.
     */
    void startPipeline(int from) {
        for (int w = 0; w < workers; w++) {
            turns.set(turn(w), Math.max(turns.get(turn(w)), from - 1));
        }
    }

    /** The threads of the workers, by index: a parked worker is woken when its heap is handed to it. */
    void workers(Thread[] threads) {
        workerThreads = threads.clone();
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
        published.lazySet(PAD, h);
    }

    /**
     * Makes g(0..h) final, and hands heap h to the worker {@code successor}, which computes heap h + 1 (see {@link
     * #await(int, int, boolean, int)}), waking it if it is parked; -1 for no worker in particular ({@link
     * #publish(int)}). The slot says it for every thread: the counter of published heaps is left as it was, as
     * writing it too would move its line from core to core once a heap (see {@link #published()}).
     */
    void publish(int h, int successor) {
        if (successor < 0) {
            publish(h);
            return;
        }
        int slot = turn(successor);
        turns.lazySet(slot, h);
        if (turns.get(slot + 1) != 0) {
            Thread[] threads = workerThreads;
            if (threads != null) {
                LockSupport.unpark(threads[successor]);
            }
        }
    }

    /** The last heap whose value is final: the counter's, or a later one handed to a worker. */
    int published() {
        int p = published.get(PAD);
        for (int w = 0; w < workers; w++) {
            p = Math.max(p, turns.get(turn(w)));
        }
        return p;
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

    /** Whether heap {@code heap} is final, as worker {@code worker} can tell without waiting ({@code -1}: any). */
    boolean ready(int heap, int worker) {
        return worker >= 0 ? turns.get(turn(worker)) >= heap : published.get(PAD) >= heap;
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
        while (published.get(PAD) < heap && published() < heap) {
            if (givesUpWaiting(owner, abandon)) {
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

    /**
     * As {@link #await(int, int, boolean)}, for worker {@code worker} of a pipeline waiting for the heap just before
     * its own, which its predecessor hands it ({@link #publish(int, int)}): it watches its own slot, and parks so
     * that the hand-over wakes it.
     */
    boolean await(int heap, int owner, boolean abandon, int worker) {
        int slot = turn(worker);
        int spins = 0;
        long began = 0;
        long spell = PARK_NANOS;
        while (turns.get(slot) < heap) {
            if (givesUpWaiting(owner, abandon)) {
                return false;
            }
            if (++spins < SPINS) {
                Thread.onSpinWait();
                continue;
            }
            if ((spins & 63) == 0 && published.get(PAD) >= heap) {
                break; // not needed in a pipeline, but a heap published some other way ends the wait too
            }
            long now = System.nanoTime();
            if (began == 0) {
                began = now;
            }
            long waited = now - began;
            if (waited < YIELD_NANOS) {
                pause(waited, spell);
                continue;
            }
            // Parked, the worker is woken by the hand-over; it still looks again after its spell, as a wake-up may
            // cross the setting of the flag (the flag is a hint, the slot the truth).
            turns.set(slot + 1, 1);
            if (turns.get(slot) < heap && !stopped) {
                LockSupport.parkNanos(spell);
                spell = Math.min(PARK_MAX_NANOS, 2 * spell);
            }
            turns.set(slot + 1, 0);
        }
        return true;
    }

    /**
     * What ends a wait for a heap early: the run stopped (thrown, with a helper's failure if that was why), or, for a
     * helper ({@code abandon}), the pipeline being left at or below the heap it computes ({@code owner}).
     */
    private boolean givesUpWaiting(int owner, boolean abandon) {
        if (stopped) {
            rethrowFailure();
            throw new CancellationException("stopped");
        }
        return abandon && limit <= owner;
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
    @SuppressWarnings("ThreadPriorityCheck") // spin, then yield, then park: the hand-over's measured wait
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
