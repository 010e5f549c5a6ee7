package cgt.web;

import cgt.format.Messages;
import cgt.format.json.Json;
import cgt.input.BadInputException;
import cgt.task.Progress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Long computations (a Grundy sequence to a million heaps, a period search) as jobs the page starts, polls for
 * progress and may cancel: each runs in the server's {@link WorkerPool} like any request, but past its request,
 * within its own budget ({@link Limits#jobBudget()}), after which it is cancelled. At most
 * {@link Limits#maxJobs()} are kept; a new one pushes out the oldest finished, and when all are still running it
 * is refused (503). Finished jobs are forgotten after {@link #KEPT_AFTER_FINISH}.
 */
final class Jobs implements AutoCloseable {

    /** How long a finished job's result waits to be collected. */
    static final Duration KEPT_AFTER_FINISH = Duration.ofMinutes(10);

    /** What a job is doing. */
    enum Status { QUEUED, RUNNING, DONE, FAILED, CANCELLED }

    /** One job: its progress as last reported, and its end (result or error). */
    static final class Job implements Progress {
        final String id;
        final String kind;
        final long started = System.nanoTime();
        volatile Status status = Status.QUEUED;
        volatile String stage = "";
        volatile long done;
        volatile long total = -1;
        /** The result as JSON text, written once: a million boxed values kept per job would cost 40 MB each. */
        volatile String result;
        volatile String error;
        volatile int errorStatus;
        volatile long finishedAt;
        volatile Future<?> future;

        Job(String id, String kind) {
            this.id = id;
            this.kind = kind;
        }

        @Override
        public void report(String stageName, long doneSoFar, long totalUnits) {
            this.stage = stageName;
            this.done = doneSoFar;
            this.total = totalUnits;
        }

        boolean finished() {
            return status == Status.DONE || status == Status.FAILED || status == Status.CANCELLED;
        }

        void finish(Status end, String value, String message, int httpStatus) {
            synchronized (this) {
                if (finished()) {
                    return; // cancelled first: the cancellation stands
                }
                result = value;
                error = message;
                errorStatus = httpStatus;
                finishedAt = System.nanoTime();
                status = end;
            }
        }

        /** The job's state as JSON text, its result (when done) spliced in as written. */
        String toJsonText() {
            String state = Json.write(toJson());
            String r = result;
            return r == null ? state : state.substring(0, state.length() - 1) + ",\"result\":" + r + "}";
        }

        private Map<String, Object> toJson() {
            Map<String, Object> o = Json.object();
            o.put("id", id);
            o.put("kind", kind);
            o.put("status", status.name().toLowerCase(java.util.Locale.ROOT));
            o.put("stage", stage);
            o.put("done", done);
            o.put("total", total);
            o.put("elapsedMillis", ((finished() ? finishedAt : System.nanoTime()) - started) / 1_000_000);
            if (error != null) {
                o.put("error", error);
                o.put("errorStatus", errorStatus);
            }
            return o;
        }
    }

    private final WorkerPool pool;
    private final Limits limits;
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private final AtomicLong counter = new AtomicLong();
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cgt-web-job-watchdog");
        t.setDaemon(true);
        return t;
    });

    Jobs(WorkerPool pool, Limits limits) {
        this.pool = pool;
        this.limits = limits;
    }

    /** Starts a job computing {@code work} (given the job as its progress) and returns it, queued or running. */
    Job start(String kind, Function<Progress, Object> work) {
        Job job;
        synchronized (jobs) {
            forgetOld();
            if (jobs.size() >= limits.maxJobs()) {
                throw new ApiException(503, "the server keeps " + limits.maxJobs() + " jobs and all are running; try"
                        + " again in " + WorkerPool.RETRY_AFTER_SECONDS + " s");
            }
            job = new Job(Long.toString(counter.incrementAndGet(), 36) + Long.toString(System.nanoTime() & 0xfffff, 36),
                    kind);
            jobs.put(job.id, job);
        }
        Job j = job;
        try {
            j.future = pool.submit(() -> {
                j.status = Status.RUNNING;
                try {
                    j.finish(Status.DONE, Json.write(work.apply(j)), null, 200);
                } catch (BadInputException e) {
                    j.finish(Status.FAILED, null, Messages.brief(e.getMessage()), 400);
                } catch (ApiException e) {
                    j.finish(Status.FAILED, null, Messages.brief(e.getMessage()), e.status());
                } catch (CancellationException e) {
                    j.finish(Status.CANCELLED, null, "cancelled", 499);
                } catch (RuntimeException | OutOfMemoryError e) {
                    j.finish(Status.FAILED, null, "internal error: " + e + " (this is a bug)", 500);
                }
                return null;
            });
        } catch (ApiException busy) {
            synchronized (jobs) {
                jobs.remove(j.id);
            }
            throw busy;
        }
        watchdog.schedule(() -> {
            if (!j.finished()) {
                j.finish(Status.CANCELLED, null, "the job took longer than its budget of "
                        + WorkerPool.seconds(limits.jobBudget()) + " and was cancelled; ask for less", 504);
                j.future.cancel(true);
            }
        }, limits.jobBudget().toMillis(), TimeUnit.MILLISECONDS);
        return j;
    }

    /** The job of that id; 404 when there is none (never started, or forgotten). */
    Job get(String id) {
        synchronized (jobs) {
            forgetOld();
            Job j = jobs.get(id);
            if (j == null) {
                throw new ApiException(404, "no job '" + (id.length() > 40 ? id.substring(0, 40) + "..." : id)
                        + "': it never started, or finished more than " + KEPT_AFTER_FINISH.toMinutes()
                        + " minutes ago");
            }
            return j;
        }
    }

    /** Cancels the job (interrupting its computation) and forgets it; its last state is returned. */
    Job cancel(String id) {
        Job j = get(id);
        j.finish(Status.CANCELLED, null, "cancelled", 499);
        Future<?> f = j.future;
        if (f != null) {
            f.cancel(true);
        }
        synchronized (jobs) {
            jobs.remove(id);
        }
        return j;
    }

    /** Finished jobs past their keeping time; then, if the list is full, the oldest finished. */
    private void forgetOld() {
        long now = System.nanoTime();
        jobs.values().removeIf(j -> j.finished() && now - j.finishedAt > KEPT_AFTER_FINISH.toNanos());
        if (jobs.size() >= limits.maxJobs()) {
            List<String> finished = new ArrayList<>();
            jobs.values().stream().filter(Job::finished).forEach(j -> finished.add(j.id));
            if (!finished.isEmpty()) {
                jobs.remove(finished.get(0));
            }
        }
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
    }
}
