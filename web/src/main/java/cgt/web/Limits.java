package cgt.web;

import cgt.misere.quotient.QuotientSolver;
import cgt.task.Budget;
import java.time.Duration;

/**
 * What one server lets its users ask for, so that no request can take the machine and no client can take the others'
 * turns: how many computations run at once and wait in each lane (cheap and costly, see {@link Cost}), how many one
 * client may hold, how long one may run, and how big its input, its tables and its answer may be. The defaults serve
 * a class of 30 on a shared machine of two cores; the tests shrink them (one worker, a budget of milliseconds).
 *
 * @param workers costly computations that run at once (the costly lane's threads); the cheap lane has twice as many,
 *     and at least four, so that a few cheap answers are never stuck behind a long one
 * @param queue cheap computations that may wait for a worker; the costly lane waits for {@code 2 * workers}, and at
 *     least four; beyond them a request is answered 503
 * @param budget how long a request's computation may run before it is cancelled and answered 504
 * @param jobBudget how long a job ({@code /api/jobs}) may run before it is cancelled
 * @param maxParameterLength the most characters of one query parameter (a position, an expression)
 * @param maxGrundyTo the largest {@code to} of {@code /api/grundy}
 * @param maxPeriodMax the largest {@code max} of {@code /api/period}
 * @param maxJobs jobs kept at once for all clients (running or finished and not yet collected)
 * @param heapShare the share of the JVM's heap that one computation's tables may take (core's budget of memory)
 * @param grace how long a cancelled computation may take to stop before its worker is abandoned and replaced
 * @param work the memory and work core's engines may spend on one request or job, smaller than the command line's
 *     ({@link #WORK}); its time is left unlimited because {@code budget} and {@code jobBudget} already stop a
 *     computation the same way (interrupting it), and answer 504 for it
 */
record Limits(int workers, int queue, Duration budget, Duration jobBudget, int maxParameterLength, int maxGrundyTo,
        long maxPeriodMax, int maxJobs, double heapShare, Duration grace, Budget work) {

    /**
     * The engines' limits a server keeps to: a million positions for a whole-position search (the command line's
     * three to five million take longer than a request may run on a shared machine, so they are refused at once with
     * the limit named, rather than cancelled at the end of the budget), and a misère quotient of at most
     * {@link QuotientSolver#DEFAULT_TO} heaps with {@link QuotientSolver#QUICK_TRIALS} trials, so that a quotient that
     * keeps growing (0.07) is given up in seconds.
     */
    static final Budget WORK = Budget.DEFAULT.withPositions(new Budget.Positions(1_000_000, 1_000_000, 1_000_000))
            .withQuotient(Budget.DEFAULT.quotient().withHeaps(QuotientSolver.DEFAULT_TO)
                    .withCandidates(QuotientSolver.QUICK_TRIALS));

    /**
     * One costly worker (and four cheap: on two cores, the other core stays for the class's cheap requests, whatever
     * the costly ones do; bench/web-load.sh on the loaded machine could not tell one from two apart, the class's p99
     * beside 4 clients asking for the most expensive requests 0.8 to 1.5 s with one and 0.8 to 1.9 s with two), 60
     * cheap requests waiting (two for each of a class of 30), 10 s a request, 60 s a job, 4,000
     * characters a parameter, 10^6 heaps, 200 jobs kept, a fifth of the heap for one computation's tables (a costly
     * and four cheap computations at once cannot take it all), 5 s for a cancelled computation to
     * stop (the heap engine checks for cancellation every few thousand heaps: at half a million heaps, seconds apart
     * on a loaded machine).
     */
    static final Limits DEFAULT = new Limits(1, 60, Duration.ofSeconds(10), Duration.ofSeconds(60), 4_000, 1_000_000,
            1_000_000, 200, 0.2, Duration.ofSeconds(5), WORK);

    /** Jobs one client may keep (running or finished and not yet collected); its oldest finished go first. */
    static final int JOBS_PER_CLIENT = 4;

    /** Costly computations (requests and jobs) one client may have running or waiting. */
    static final int COSTLY_PER_CLIENT = 2;

    Limits {
        if (workers < 1 || queue < 0 || budget.isNegative() || budget.isZero() || jobBudget.isNegative()
                || maxParameterLength < 1 || maxGrundyTo < 0 || maxPeriodMax < 1 || maxJobs < 1 || work == null
                || !(heapShare > 0 && heapShare <= 1) || grace.isNegative()) {
            throw new IllegalArgumentException("limits out of range: " + workers + " workers, queue " + queue
                    + ", heap share " + heapShare);
        }
    }

    /** The cheap lane's threads. */
    int cheapWorkers() {
        return Math.max(4, 2 * workers);
    }

    /** The costly lane's waiting places. */
    int costlyQueue() {
        return Math.max(4, 2 * workers);
    }

    /**
     * Cheap computations one client may have running or waiting: an eighth of the lane's places, and at least four
     * (a page asks for a few answers at once), so that a flooding client leaves the rest of the lane to the others.
     */
    int cheapPerClient() {
        return Math.max(4, (cheapWorkers() + queue) / 8);
    }

    /** The engines' budget of one computation: {@link #work()} within the heap share. */
    Budget engines() {
        return work.withMemory(Math.min(work.memory(), (long) (heapShare * Runtime.getRuntime().maxMemory())));
    }

    Limits withPool(int workerCount, int queueLength) {
        return new Limits(workerCount, queueLength, budget, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax,
                maxJobs, heapShare, grace, work);
    }

    Limits withBudget(Duration perRequest) {
        return new Limits(workers, queue, perRequest, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax,
                maxJobs, heapShare, grace, work);
    }

    Limits withJobBudget(Duration perJob) {
        return new Limits(workers, queue, budget, perJob, maxParameterLength, maxGrundyTo, maxPeriodMax, maxJobs,
                heapShare, grace, work);
    }

    /** The same limits, with {@code share} of the heap for one computation's tables. */
    Limits withHeapShare(double share) {
        return new Limits(workers, queue, budget, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax, maxJobs,
                share, grace, work);
    }

    /** The same limits, with {@code engines} as the engines' budget of memory and work. */
    Limits withWork(Budget engines) {
        return new Limits(workers, queue, budget, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax, maxJobs,
                heapShare, grace, engines);
    }

    /** The same limits, with {@code stopping} for a cancelled computation to stop before its worker is replaced. */
    Limits withGrace(Duration stopping) {
        return new Limits(workers, queue, budget, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax, maxJobs,
                heapShare, stopping, work);
    }
}
