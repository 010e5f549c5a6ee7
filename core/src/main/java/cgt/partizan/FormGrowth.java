package cgt.partizan;

import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.util.Locale;

/**
 * The bound on operations whose answers can be far larger than their arguments (heating, overheating, Norton
 * products): each game the operation builds adds its options to a running count, and past the limit the job is
 * refused with the count, instead of running for hours or out of memory. The limit is the request's
 * {@link Budget.Forms#work()} (a hundred million by default): *14 heated by 1, CGSuite's benchmark, builds about 400
 * options in some 50 ms, though its answer prints to 2.4 million characters, since the positions of its options are
 * shared, interned games. One per job; it also checks for cancellation at every game built.
 */
final class FormGrowth {

    private final String what;
    private final long limit;
    private long options;

    /** A count for the job {@code what}, within the budget's {@link Budget.Forms#work()}. */
    FormGrowth(String what, Budget budget) {
        this(what, budget.forms().work());
    }

    FormGrowth(String what, long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("option limit " + limit + ": expected at least 1");
        }
        this.what = what;
        this.limit = limit;
    }

    /** Counts the options of a game just built; refuses the job once the count passes the limit. */
    CanonicalGame built(CanonicalGame g) {
        Cancellation.check();
        if (g.number == null) {
            options += g.leftOptionCount() + g.rightOptionCount();
            if (options > limit) {
                throw new TooBigException(String.format(Locale.ROOT,
                        "%s is too big: it had built more than %,d options of its answer's positions, at most %,d",
                        what, options, limit));
            }
        }
        return g;
    }
}
