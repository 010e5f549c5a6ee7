package cgt.web;

import cgt.format.Messages;
import cgt.format.json.Json;
import cgt.input.BadInputException;
import cgt.task.OverMemoryBudgetException;
import cgt.task.Progress;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Long computations (a Grundy sequence to a million heaps, a period search) as jobs the page starts, polls for
 * progress and may cancel: each runs in the server's {@link WorkerPool}'s costly lane like any costly request, but
 * past its request, within its own budget ({@link Limits#jobBudget()}), after which it is cancelled. A job belongs to
 * the client (address) that started it: its id is 128 random bits, and to any other client it does not exist (404),
 * so no one can read or cancel another's job. A client keeps at most {@link Limits#JOBS_PER_CLIENT} jobs, its own
 * oldest finished pushed out by a new one (never another client's); at most {@link Limits#maxJobs()} are kept in
 * all. Finished jobs are forgotten after {@link #KEPT_AFTER_FINISH}.
 */
final class Jobs implements AutoCloseable {

    /** How long a finished job's result waits to be collected. */
    static final Duration KEPT_AFTER_FINISH = Duration.ofMinutes(10);

    /** What a job is doing. */
    enum Status { QUEUED, RUNNING, DONE, FAILED, CANCELLED }

    /** One job: its progress as last reported, and its end (result or error). */
    static final class Job implements Progress {
        final String id;
        final String owner;
        final String kind;
        final long started = System.nanoTime();
        volatile Status status = Status.QUEUED;
        /** The stage last reported: its English words, and its message key and arguments for a page's language. */
        volatile Progress.Stage stage = Progress.Stage.of("", "");
        volatile long done;
        volatile long total = -1;
        /** The result as JSON text, written once: a million boxed values kept per job would cost 40 MB each. */
        volatile String result;
        volatile String error;
        volatile int errorStatus;
        volatile long finishedAt;
        volatile Lane.Task<?> future;

        Job(String id, String owner, String kind) {
            this.id = id;
            this.owner = owner;
            this.kind = kind;
        }

        @Override
        public void report(String stageName, long doneSoFar, long totalUnits) {
            // A stage named by its words has the key the catalogues name it by: stage.WORDS, spaces as '_'.
            report(Progress.Stage.of(stageName, "stage." + stageName.replace(' ', '_')), doneSoFar, totalUnits);
        }

        @Override
        public void report(Progress.Stage s, long doneSoFar, long totalUnits) {
            this.stage = s;
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
            o.put("status", status.name().toLowerCase(Locale.ROOT));
            Progress.Stage s = stage;
            o.put("stage", s.english());
            o.put("stageKey", s.english().isEmpty() ? "" : s.key());
            o.put("stageArgs", stageArgs(s));
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

    /**
     * A stage's arguments as JSON: numbers as numbers, anything else (a nested statement, a name) as its English
     * words, which the page shows as they are.
     */
    static List<Object> stageArgs(Progress.Stage s) {
        List<Object> args = new ArrayList<>();
        for (Object a : s.args()) {
            args.add(a instanceof Number n ? n : a instanceof Progress.Stage inner ? inner.english() : String.valueOf(a));
        }
        return args;
    }

    private final WorkerPool pool;
    private final Limits limits;
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cgt-web-job-watchdog");
        t.setDaemon(true);
        return t;
    });

    Jobs(WorkerPool pool, Limits limits) {
        this.pool = pool;
        this.limits = limits;
    }

    /**
     * Starts a job of {@code client} computing {@code work} (given the job as its progress) and returns it, queued or
     * running; 429 when the client already keeps its share of jobs, all running.
     */
    @SuppressWarnings("FutureReturnValueIgnored") // nothing waits on the watchdog: it looks at the job itself
    Job start(String client, String kind, Function<Progress, Object> work) {
        Job job;
        synchronized (jobs) {
            forgetOld(client);
            long mine = jobs.values().stream().filter(j -> j.owner.equals(client)).count();
            if (mine >= Limits.JOBS_PER_CLIENT) {
                throw new ApiException(429, "you already have " + mine + " jobs running, the most one client may"
                        + " have; cancel one or try again when one has finished (in " + WorkerPool.RETRY_AFTER_SECONDS
                        + " s)");
            }
            if (jobs.size() >= limits.maxJobs()) {
                throw new ApiException(503, "the server keeps " + limits.maxJobs() + " jobs and all are running; try"
                        + " again in " + WorkerPool.RETRY_AFTER_SECONDS + " s");
            }
            job = new Job(newId(), client, kind);
            jobs.put(job.id, job);
        }
        Job j = job;
        try {
            j.future = pool.submit(Cost.COSTLY, client, () -> {
                j.status = Status.RUNNING;
                try {
                    j.finish(Status.DONE, Json.write(limits.engines().meter().within(() -> work.apply(j))), null, 200);
                } catch (BadInputException e) {
                    j.finish(Status.FAILED, null, Messages.brief(WebServer.forClient(e)),
                            e instanceof OverMemoryBudgetException ? 413 : 400);
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
                pool.cancel(j.future);
            }
        }, limits.jobBudget().toMillis(), TimeUnit.MILLISECONDS);
        return j;
    }

    /** 128 random bits, in hexadecimal: no client can guess another's job. */
    private String newId() {
        byte[] bits = new byte[16];
        random.nextBytes(bits);
        return HexFormat.of().formatHex(bits);
    }

    /** The client's job of that id; 404 when there is none (never started, forgotten, or another client's). */
    Job get(String client, String id) {
        synchronized (jobs) {
            forgetOld(client);
            Job j = jobs.get(id);
            if (j == null || !j.owner.equals(client)) {
                throw new ApiException(404, "no job '" + (id.length() > 40 ? id.substring(0, 40) + "..." : id)
                        + "': it never started, was started by another client, or finished more than "
                        + KEPT_AFTER_FINISH.toMinutes() + " minutes ago");
            }
            return j;
        }
    }

    /** Cancels the client's job (interrupting its computation) and forgets it; its last state is returned. */
    Job cancel(String client, String id) {
        Job j = get(client, id);
        j.finish(Status.CANCELLED, null, "cancelled", 499);
        Lane.Task<?> f = j.future;
        if (f != null) {
            pool.cancel(f);
        }
        synchronized (jobs) {
            jobs.remove(id);
        }
        return j;
    }

    /** Finished jobs past their keeping time; then, if the client keeps its share, its own oldest finished. */
    private void forgetOld(String client) {
        long now = System.nanoTime();
        jobs.values().removeIf(j -> j.finished() && now - j.finishedAt > KEPT_AFTER_FINISH.toNanos());
        List<Job> mine = jobs.values().stream().filter(j -> j.owner.equals(client)).toList();
        if (mine.size() >= Limits.JOBS_PER_CLIENT) {
            mine.stream().filter(Job::finished).findFirst().ifPresent(j -> jobs.remove(j.id));
        }
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
    }
}
