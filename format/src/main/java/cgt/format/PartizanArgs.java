package cgt.format;

import cgt.expression.Value;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.notation.GameParser;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Reading partizan games from text, as every face takes them: an expression split over several arguments, one
 * argument named in its message when it is bad, a number; and a deep stack for games whose recursion runs deep.
 * (How the command line tells an expression that starts with '-', such as {@code cgt value -1/2}, from an
 * unknown option is the command line's own business, with its option parser.)
 */
public final class PartizanArgs {

    /**
     * The stack given to partizan computations. Core's sums, comparisons, printing and thermographs no longer
     * recurse as deep as a game's birthday (explicit stacks past a fixed depth); this is a margin for the
     * recursion left elsewhere (parenthesised expressions, ruleset parsers). It was 512 MB.
     */
    private static final long STACK_BYTES = 64L << 20;

    private PartizanArgs() {
    }

    /** The game an expression given as one or more arguments denotes (they are joined with spaces). */
    public static CanonicalGame parse(List<String> words) {
        return GameParser.parse(String.join(" ", words));
    }

    /** The value of an expression given as one or more arguments (joined with spaces): a game or what its methods answer. */
    public static Value evaluate(List<String> words) {
        return GameParser.evaluate(String.join(" ", words));
    }

    /**
     * The value of one argument's expression (a game of either kind, or what its methods answer), naming which
     * argument was bad.
     */
    public static Value evaluate(String what, String expression) {
        try {
            return GameParser.evaluate(expression);
        } catch (BadInputException e) {
            throw new BadInputException(what + ": " + e.getMessage(), e.index());
        }
    }

    /** The game one argument denotes, naming which argument was bad. */
    public static CanonicalGame parse(String what, String expression) {
        try {
            return GameParser.parse(expression);
        } catch (BadInputException e) {
            throw new BadInputException(what + ": " + e.getMessage(), e.index());
        }
    }

    /** A number argument such as 1/2 or -3 (a dyadic rational). */
    public static Dyadic number(String what, String text) {
        CanonicalGame g = parse(what, text);
        if (!g.isNumber()) {
            throw new BadInputException(what + " needs a number such as 1, 1/2 or -3/4, not " + g);
        }
        return g.numberValue();
    }

    /**
     * Runs the work on a thread with a deep stack and returns its result, passing on its exceptions. An
     * interrupt of the calling thread (Ctrl-C handlers, tests) is passed on to the worker.
     */
    public static <T> T onDeepStack(Callable<T> work) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                result.set(work.call());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "cgt-partizan", STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        }
        Throwable t = failure.get();
        if (t instanceof StackOverflowError) {
            throw new BadInputException("that game is too deep to compute here (the recursion overflowed a "
                    + (STACK_BYTES >> 20) + " MB stack)");
        }
        if (t instanceof Exception e) {
            throw e;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return result.get();
    }
}
