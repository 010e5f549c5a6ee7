package cgt.partizan;

import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The bound on operations whose answers can be far larger than their arguments (heating, overheating, Norton
 * products): each game the operation builds adds its work to a running count, and past the limit the job is refused
 * with the count, instead of running for hours or out of memory. The work of a game is the options it has, and,
 * counted before its canonical form is made, the pairs of options on one side that the simplification compares,
 * each pair weighted by the product of their own option counts (a comparison looks at each one's options against
 * the other). That is what makes {@code *300.Heat(1)} slow: its answer has few options (*14 heated by 1, CGSuite's
 * benchmark, builds about 400 and prints to 2.4 million characters, since the positions of its options are shared,
 * interned games), but each level compares hundreds of large options pairwise. The limit is the request's
 * {@link Budget.Forms#work()} (a hundred million by default, some ten seconds here). One per job; it reports its
 * count as progress and checks for cancellation at every game built.
 */
final class FormGrowth {

    private final String what;
    private final String kind;
    private final List<Object> games;
    private final long limit;
    private final Progress progress;
    /** The job as progress names it: its words, and {@code stage.form.KIND} with its games for other languages. */
    private final Progress.Stage stage;
    private long work;

    /**
     * A count for the job {@code what}, within the budget's {@link Budget.Forms#work()}, reporting to progress; its
     * refusal is the message {@code tooBig.form.KIND} with the job's games (as written) and then the work and the
     * limit as its arguments, its progress stage the message {@code stage.form.KIND} with the games.
     */
    FormGrowth(String what, String kind, List<Object> games, Budget budget, Progress progress) {
        long limit = budget.forms().work();
        if (limit < 1) {
            throw new IllegalArgumentException("work limit " + limit + ": expected at least 1");
        }
        this.what = what;
        this.kind = kind;
        this.games = List.copyOf(games);
        this.limit = limit;
        this.progress = progress;
        this.stage = new Progress.Stage(what, "stage.form." + kind, games);
    }

    /** The canonical form of {left | right}, its simplification's work counted first, and then its options. */
    CanonicalGame canonical(List<CanonicalGame> left, List<CanonicalGame> right) {
        add(comparisons(left));
        add(comparisons(right));
        return built(CanonicalGame.of(left, right));
    }

    /** The pairs of options on one side, each weighted by the product of their option counts (at least 1 each). */
    private static long comparisons(List<CanonicalGame> side) {
        long sum = 0;
        long sumOfSquares = 0;
        for (CanonicalGame g : side) {
            long size = 1L + g.leftOptionCount() + g.rightOptionCount();
            sum += size;
            sumOfSquares += size * size;
        }
        // Sum over pairs i < j of size_i * size_j, without the quadratic loop; sizes are small enough not to overflow.
        return (sum * sum - sumOfSquares) / 2;
    }

    /** Counts the options of a game just built; refuses the job once the count passes the limit. */
    CanonicalGame built(CanonicalGame g) {
        if (g.number == null) {
            add(g.leftOptionCount() + g.rightOptionCount());
        }
        return g;
    }

    private void add(long steps) {
        Cancellation.check();
        work += steps;
        if (work > limit) {
            List<Object> args = new ArrayList<>(games);
            args.add(work);
            args.add(limit);
            throw new TooBigException(String.format(Locale.ROOT,
                    "%s is too big: building its answer took more than %,d steps (the options of its positions, and"
                            + " the pairs of options their simplification compares), at most %,d",
                    what, work, limit), "tooBig.form." + kind, args);
        }
        progress.report(stage, work, limit);
    }
}
