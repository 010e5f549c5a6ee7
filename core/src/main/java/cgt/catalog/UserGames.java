package cgt.catalog;

import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.impartial.CyclicGameException;
import cgt.input.BadInputException;
import cgt.rules.HeapGameRules;
import cgt.rules.ImpartialRules;
import cgt.rules.PartizanRules;
import cgt.rules.PositionText;
import cgt.rules.Rules;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * Turns the rules a user writes ({@link ImpartialRules}, {@link PartizanRules}, {@link HeapGameRules}) into the
 * games the analysis, the solvers and play work on, so that a user's game is treated exactly like a built-in
 * one. A fault in the user's code (an exception from {@code moves}) is reported as bad input naming the rules
 * and the line, not as a failure of cgt.
 */
public final class UserGames {

    private UserGames() {
    }

    /**
     * The game these rules define, when which rules they are is known only at run time (a class compiled from
     * a user's file): a heap game for {@link HeapGameRules}, else an impartial or a partizan game. Code that
     * holds the rules with their type calls one of the typed overloads instead.
     *
     * @throws BadInputException if the object implements none of the rules interfaces, or its positions cannot
     *     be remembered
     */
    public static Game of(Object rules) {
        if (rules instanceof HeapGameRules heap) {
            return of(heap);
        }
        if (rules instanceof ImpartialRules<?> impartial) {
            return of(impartial);
        }
        if (rules instanceof PartizanRules<?> partizan) {
            return of(partizan);
        }
        throw new BadInputException(rules.getClass().getSimpleName() + " implements none of ImpartialRules,"
                + " PartizanRules and HeapGameRules (package cgt.rules)");
    }

    /**
     * The impartial game these rules define, with the rules' own position type.
     *
     * @throws BadInputException if its positions cannot be remembered (arrays have no equals)
     */
    public static <P> ImpartialGame<P> of(ImpartialRules<P> rules) {
        requireFitPositions(rules);
        return new UserImpartialGame<>(rules);
    }

    /**
     * The partizan game these rules define, with the rules' own position type.
     *
     * @throws BadInputException if its positions cannot be remembered (arrays have no equals)
     */
    public static <P> PartizanRulesGame<P> of(PartizanRules<P> rules) {
        requireFitPositions(rules);
        return PartizanRulesGame.of(new UserPartizanRules<>(rules));
    }

    /** The heap game these rules define: analyse, play, and its Grundy sequence and period. */
    public static HeapGame of(HeapGameRules rules) {
        requireFitPositions(rules);
        return heapGame(rules);
    }

    /** Refuses rules whose positions the solvers cannot keep in a table, saying why. */
    private static void requireFitPositions(Rules<?> rules) {
        String unfit = PositionText.unfitPositionType(rules.getClass());
        if (unfit != null) {
            throw new BadInputException(rules.getClass().getSimpleName() + ": " + unfit);
        }
    }

    private static HeapGame heapGame(HeapGameRules rules) {
        String name = call(rules, "name", rules::name);
        return HeapGame.of(name, call(rules, "rules", rules::rules), (n, sink) -> call(rules, "moves(" + n + ")",
                () -> {
                    rules.moves(n, heaps -> {
                        int[] left = new int[3];
                        int count = 0;
                        for (int h : heaps) {
                            if (h < 0 || h >= Math.max(n, 1)) {
                                throw new BadInputException("the rules of " + name + " are wrong: a move from a heap"
                                        + " of " + n + " left a heap of " + h + "; every heap a move leaves must be"
                                        + " smaller");
                            }
                            if (h > 0) {
                                if (count == 3) {
                                    throw new BadInputException("the rules of " + name + " leave more than three heaps"
                                            + " from a heap of " + n + "; a move may leave at most three");
                                }
                                left[count++] = h;
                            }
                        }
                        switch (count) {
                            case 0 -> sink.leave(0);
                            case 1 -> sink.leave(left[0]);
                            case 2 -> sink.leave(left[0], left[1]);
                            default -> sink.leave(left[0], left[1], left[2]);
                        }
                    });
                    return null;
                }));
    }

    /** A position from the user's text, or bad input naming the text and the syntax. */
    static <P> P parse(Rules<P> rules, String text) {
        P p;
        try {
            p = rules.parse(text);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("bad position '" + text + "' for " + rules.name() + ": " + e.getMessage()
                    + "; expected " + rules.syntax());
        } catch (RuntimeException e) {
            throw failure(rules, "parse(\"" + text + "\")", e);
        }
        if (p == null) {
            throw new BadInputException("bad position '" + text + "' for " + rules.name() + ": expected "
                    + rules.syntax());
        }
        return p;
    }

    /** The moves or parts the user's code gives, as a list; a fault in it is reported with the rules' line. */
    static <P> List<P> list(Rules<?> rules, Supplier<String> what, Supplier<Collection<P>> code) {
        Collection<P> c = call(rules, what, code);
        if (c == null) {
            throw new BadInputException("the rules of " + rules.name() + " returned null from " + what.get()
                    + "; return an empty list for none");
        }
        return call(rules, what, () -> new ArrayList<>(c)); // a copy: the solvers keep what they are given
    }

    /** Runs the user's code, reporting an exception thrown in it as bad input naming the rules and line. */
    static <T> T call(Rules<?> rules, String what, Supplier<T> code) {
        return call(rules, () -> what, code);
    }

    /** As {@link #call(Rules, String, Supplier)}, with the description of the call made only on failure. */
    static <T> T call(Rules<?> rules, Supplier<String> what, Supplier<T> code) {
        try {
            return code.get();
        } catch (BadInputException | CancellationException | CyclicGameException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            throw failure(rules, what.get(), e);
        }
    }

    private static RulesFailedException failure(Rules<?> rules, String what, Throwable e) {
        String where = "";
        for (StackTraceElement f : e.getStackTrace()) {
            if (f.getClassName().startsWith(rules.getClass().getName()) && f.getLineNumber() > 0) {
                where = " at " + f.getFileName() + ":" + f.getLineNumber();
                break;
            }
        }
        return new RulesFailedException("the rules of " + rules.getClass().getSimpleName() + " failed in " + what
                + where + ": " + e);
    }
}
