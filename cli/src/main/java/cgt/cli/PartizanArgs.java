package cgt.cli;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.notation.GameParser;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * What the partizan commands share: expressions that may start with '-' ({@code cgt value -1/2},
 * {@code cgt compare -1 v}) taken as expressions rather than unknown options, expressions split over
 * several arguments, and a deep stack for games whose recursion runs deep.
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

    /** A picocli model transformer: arguments that look like unknown options are positional parameters. */
    static final class ExpressionsMayStartWithMinus implements CommandLine.IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            spec.parser().unmatchedOptionsArePositionalParams(true);
            return spec;
        }
    }

    /**
     * The first word after the subcommand that is written as an option (see looksLikeOption) but names none of
     * the subcommand's options, as an unknown-option error; null if there is none, or if the subcommand reads
     * unknown options as usual. The commands that take expressions accept words starting with '-' as
     * positional parameters, so without this check {@code cgt value '{1|-1}' --explain} was read as part of the
     * expression. Words after "--" (picocli's end of options) are expressions, whatever they look like.
     */
    static CommandLine.ParameterException unknownOptionAmongExpressions(CommandLine root, String... args) {
        if (args.length == 0 || !root.getSubcommands().containsKey(args[0])) {
            return null;
        }
        CommandLine sub = root.getSubcommands().get(args[0]);
        CommandSpec spec = sub.getCommandSpec();
        if (!spec.parser().unmatchedOptionsArePositionalParams()) {
            return null;
        }
        for (int i = 1; i < args.length; i++) {
            String word = args[i];
            if (word.equals("--")) {
                return null;
            }
            CommandLine.Model.OptionSpec known = spec.optionsMap().get(word);
            if (known != null && known.arity().min() > 0) {
                i += known.arity().min(); // its value, such as the file of --svg, may look like anything
                continue;
            }
            if (looksLikeOption(word)) {
                int eq = word.indexOf('=');
                String name = eq < 0 ? word : word.substring(0, eq);
                if (!spec.optionsMap().containsKey(name)) {
                    return new CommandLine.UnmatchedArgumentException(sub, List.of(word));
                }
            }
        }
        return null;
    }

    /**
     * Whether a word is written as an option: '--' and a letter, or '-' and a letter that cannot start a
     * negated expression (only v for down, and Tiny or Miny, can): {@code --explain}, {@code -j}, but not
     * {@code -v}, {@code -Tiny(2)}, {@code -1/2} or {@code --1}.
     */
    static boolean looksLikeOption(String word) {
        if (word.length() > 2 && word.startsWith("--")) {
            return Character.isLetter(word.charAt(2));
        }
        return word.length() > 1 && word.charAt(0) == '-' && Character.isLetter(word.charAt(1))
                && "vVtTmM".indexOf(word.charAt(1)) < 0;
    }

    /** The game an expression given as one or more arguments denotes (they are joined with spaces). */
    public static CanonicalGame parse(List<String> words) {
        return GameParser.parse(String.join(" ", words));
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
    static <T> T onDeepStack(Callable<T> work) throws Exception {
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
