package cgt.web;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * One lane of the server's computations (the cheap or the costly ones): a fixed number of worker threads, a bounded
 * queue served fairly (one client's waiting computations take turns with every other client's, never ahead of them),
 * and a share per client (by address) of the places running or waiting, beyond which that client alone is refused
 * (429). A computation cancelled past its budget that does not stop (users' rules code that loops and ignores
 * interrupts) is abandoned after a grace period: its place is given back and a new worker replaces its thread, so it
 * costs one worker for its budget and its grace, never the lane.
 */
final class Lane implements AutoCloseable {

    /**
     * The stack of a worker: core's partizan code recurses past a fixed depth on explicit stacks, but parsers and
     * parenthesised expressions still recurse (the command line gives them 64 MB too).
     */
    private static final long STACK_BYTES = 64L << 20;

    /** A computation of the lane: who asked for it, and the thread running it once it runs. */
    static final class Task<T> extends FutureTask<T> {
        final Lane lane;
        final String client;
        private final AtomicBoolean released = new AtomicBoolean();
        volatile Thread runner;

        Task(Lane lane, String client, Callable<T> work) {
            super(work);
            this.lane = lane;
            this.client = client;
        }
    }

    private final String name;
    private final int queue;
    private final int perClient;
    private final Consumer<String> log;
    private final Object lock = new Object();
    /** Each client's waiting computations, clients in the order they take turns. */
    private final Map<String, ArrayDeque<Task<?>>> waiting = new LinkedHashMap<>();
    /** Each client's places: computations running or waiting. */
    private final Map<String, Integer> held = new HashMap<>();
    private int waitingCount;
    /** Workers waiting for work. */
    private int idle;
    /** Computations running now, interrupted when the server stops. */
    private final Set<Task<?>> running = ConcurrentHashMap.newKeySet();
    private boolean closed;
    private final AtomicInteger threadCount = new AtomicInteger();
    private final AtomicInteger abandoned = new AtomicInteger();

    /**
     * @param name what the lane is for, in its threads' names and in its messages
     * @param workers computations that run at once
     * @param queue computations that may wait for a worker
     * @param perClient the places (running or waiting) one client may hold
     * @param log where abandoned workers are reported (the server's standard error)
     */
    Lane(String name, int workers, int queue, int perClient, Consumer<String> log) {
        this.name = name;
        this.queue = queue;
        this.perClient = perClient;
        this.log = log;
        for (int i = 0; i < workers; i++) {
            startWorker();
        }
    }

    /**
     * Queues the computation, or refuses it: 429 when this client already holds its share of the lane, 503 when
     * the queue is full.
     */
    <T> Task<T> submit(String client, Callable<T> work) {
        Task<T> task = new Task<>(this, client, work);
        synchronized (lock) {
            if (closed) {
                throw new ApiException(503, "the server is stopping");
            }
            int mine = held.getOrDefault(client, 0);
            if (mine >= perClient) {
                throw new ApiException(429, "you already have " + mine + " " + name + " computation"
                        + (mine == 1 ? "" : "s") + " running or waiting, the most one client may have; try again"
                        + " when one has finished (in " + WorkerPool.RETRY_AFTER_SECONDS + " s)");
            }
            if (waitingCount >= queue + idle) { // idle workers take the first ones at once
                throw new ApiException(503, "the server is busy: every worker for " + name + " computations is"
                        + " computing and the queue is full; try again in " + WorkerPool.RETRY_AFTER_SECONDS + " s");
            }
            held.merge(client, 1, Integer::sum);
            waiting.computeIfAbsent(client, c -> new ArrayDeque<>()).add(task);
            waitingCount++;
            lock.notifyAll();
        }
        return task;
    }

    /**
     * Cancels the computation (interrupting its thread); if it has not stopped after {@code grace}, the worker is
     * abandoned to it, its place given back and a new worker started. Called by the watchdog, never by the worker.
     */
    void abandonIfStillRunning(Task<?> task, Duration grace) {
        Thread t = task.runner;
        if (t == null || task.released.get()) {
            return;
        }
        release(task);
        abandoned.incrementAndGet();
        log.accept("cgt: warning: a " + name + " computation did not stop within " + WorkerPool.seconds(grace)
                + " of its cancellation (thread " + t.getName() + ", at " + where(t) + "); it is abandoned and a new"
                + " worker replaces it");
        startWorker();
    }

    private static String where(Thread t) {
        StackTraceElement[] trace = t.getStackTrace();
        return trace.length == 0 ? "an unknown place" : trace[0].toString();
    }

    /** Workers abandoned to computations that did not stop. */
    int abandoned() {
        return abandoned.get();
    }

    /** Computations running or waiting now. */
    int busy() {
        synchronized (lock) {
            return held.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    private void startWorker() {
        Thread t = new Thread(null, this::work, "cgt-web-" + name + "-" + threadCount.incrementAndGet(), STACK_BYTES);
        t.setDaemon(true);
        t.start();
    }

    /** A worker: takes the next client's turn, runs it, and stops when its computation was abandoned. */
    private void work() {
        while (true) {
            Task<?> task = take();
            if (task == null) {
                return;
            }
            task.runner = Thread.currentThread();
            running.add(task);
            task.run(); // does nothing when the task was cancelled while it waited; FutureTask keeps any failure
            task.runner = null;
            running.remove(task);
            boolean replaced = !release(task);
            Thread.interrupted(); // a cancellation that came late must not reach the next computation
            if (replaced) {
                return; // abandoned: another worker has this one's place
            }
        }
    }

    /** Gives the task's place back, once; false when it was already given back (the task was abandoned). */
    private boolean release(Task<?> task) {
        if (!task.released.compareAndSet(false, true)) {
            return false;
        }
        synchronized (lock) {
            held.computeIfPresent(task.client, (c, n) -> n == 1 ? null : n - 1);
        }
        return true;
    }

    /** The next waiting computation, clients taking turns; null when the lane is closed. */
    private Task<?> take() {
        synchronized (lock) {
            idle++;
            try {
                while (waitingCount == 0 && !closed) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        // a late cancellation of the last computation: keep waiting for work
                    }
                }
                if (closed) {
                    return null;
                }
                Iterator<Map.Entry<String, ArrayDeque<Task<?>>>> first = waiting.entrySet().iterator();
                Map.Entry<String, ArrayDeque<Task<?>>> turn = first.next();
                first.remove();
                Task<?> task = turn.getValue().poll();
                if (!turn.getValue().isEmpty()) {
                    waiting.put(turn.getKey(), turn.getValue()); // to the back of the line
                }
                waitingCount--;
                return task;
            } finally {
                idle--;
            }
        }
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
            for (ArrayDeque<Task<?>> tasks : waiting.values()) {
                tasks.forEach(t -> t.cancel(false));
            }
            waiting.clear();
            waitingCount = 0;
            lock.notifyAll();
        }
        running.forEach(t -> t.cancel(true));
    }
}
