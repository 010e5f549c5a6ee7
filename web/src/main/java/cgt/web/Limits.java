package cgt.web;

import cgt.misere.quotient.QuotientSolver;
import cgt.task.Budget;
import java.time.Duration;

/**
 * What one server lets its users ask for, so that no request can take the machine: how many computations run at
 * once and wait, how long one may run, and how big its input and its answer may be. The defaults suit a shared
 * machine of two cores; the tests shrink them (a pool of one, a budget of milliseconds).
 *
 * @param workers computations that run at once (threads of the pool)
 * @param queue computations that may wait for a worker; beyond workers + queue a request is answered 503
 * @param budget how long a request's computation may run before it is cancelled and answered 504
 * @param jobBudget how long a job ({@code /api/jobs}) may run before it is cancelled
 * @param maxParameterLength the most characters of one query parameter (a position, an expression)
 * @param maxGrundyTo the largest {@code to} of {@code /api/grundy}
 * @param maxPeriodMax the largest {@code max} of {@code /api/period}
 * @param maxJobs jobs kept at once (running or finished and not yet collected); the oldest finished go first
 * @param work the memory and work core's engines may spend on one request or job, smaller than the command line's
 *     ({@link #WORK}); its time is left unlimited because {@code budget} and {@code jobBudget} already stop a
 *     computation the same way (interrupting it), and answer 504 for it
 */
record Limits(int workers, int queue, Duration budget, Duration jobBudget, int maxParameterLength, int maxGrundyTo,
        long maxPeriodMax, int maxJobs, Budget work) {

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

    /** Two workers, four waiting, 10 s a request, 60 s a job, 4,000 characters a parameter, 10^6 heaps. */
    static final Limits DEFAULT = new Limits(2, 4, Duration.ofSeconds(10), Duration.ofSeconds(60), 4_000, 1_000_000,
            1_000_000, 16, WORK);

    Limits {
        if (workers < 1 || queue < 0 || budget.isNegative() || budget.isZero() || jobBudget.isNegative()
                || maxParameterLength < 1 || maxGrundyTo < 0 || maxPeriodMax < 1 || maxJobs < 1 || work == null) {
            throw new IllegalArgumentException("limits out of range: " + workers + " workers, queue " + queue);
        }
    }

    Limits withPool(int workerCount, int queueLength) {
        return new Limits(workerCount, queueLength, budget, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax,
                maxJobs, work);
    }

    Limits withBudget(Duration perRequest) {
        return new Limits(workers, queue, perRequest, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax,
                maxJobs, work);
    }

    Limits withJobBudget(Duration perJob) {
        return new Limits(workers, queue, budget, perJob, maxParameterLength, maxGrundyTo, maxPeriodMax, maxJobs,
                work);
    }

    /** The same limits, with {@code engines} as the engines' budget of memory and work. */
    Limits withWork(Budget engines) {
        return new Limits(workers, queue, budget, jobBudget, maxParameterLength, maxGrundyTo, maxPeriodMax, maxJobs,
                engines);
    }
}
