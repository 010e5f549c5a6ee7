package cgt.analysis;

import cgt.catalog.Catalog;
import cgt.expression.Methods;
import cgt.expression.Value;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.heap.HeapValues;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Relation;
import cgt.partizan.born.BornByDay;
import cgt.partizan.notation.GameParser;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Short names for a worksheet session ({@code cgt shell}, or any JShell with cgt on its class path): each
 * helper takes what a person would type on the command line and returns the library's own result, so that
 * {@code analyze("nim", 3, 4, 5)} or {@code game("{1|*}")} is all a session needs. The helpers only call
 * the library (the parser, the catalog, the analyzers); an analysis comes back as an {@link Answer}, whose
 * text is what {@code cgt analyze} prints and whose {@link Answer#result() result} is the typed record.
 */
public final class Worksheet {

    /** The largest heap {@link #period(String)} computes to; {@link #period(String, int)} may ask for more. */
    public static final int DEFAULT_PERIOD_MAX = 1 << 20;
    /** Winning moves an answer lists before it says how many more there are. */
    private static final int SHOWN_MOVES = 40;

    private Worksheet() {
    }

    /**
     * A typed result with the text JShell shows for it: {@code toString()} is the text, so a session reads
     * like the command line, and {@code result()} gives the record to compute with.
     *
     * @param <T> the type of the result
     * @param result the library's result
     * @param text the result as {@code cgt} prints it, line by line
     */
    public record Answer<T>(T result, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** The canonical form of a partizan expression in CGSuite's notation, such as {@code "{1|*}"} or {@code "^+*"}. */
    public static CanonicalGame game(String expression) {
        return GameParser.parse(expression);
    }

    /**
     * The value of an expression with CGSuite's methods, printed as CGSuite prints it: {@code value("{1|0}.Heat(1)")},
     * {@code value("^.OutcomeClass")}; {@link #methods()} lists the methods.
     */
    public static Value value(String expression) {
        return GameParser.evaluate(expression);
    }

    /** The methods an expression may use, shown one a line as {@code cgt value --methods} lists them. */
    public static Answer<List<Methods.Method>> methods() {
        return new Answer<>(Methods.ofGames(), Methods.help());
    }

    /** How {@code g} compares with {@code h}: one of {@code =}, {@code <}, {@code >}, {@code ||}. */
    public static Relation compare(String g, String h) {
        return game(g).compare(game(h));
    }

    /** Every game born by day {@code day} (0 to {@link BornByDay#MAX_DAY}), in canonical form. */
    public static List<CanonicalGame> born(int day) {
        BornByDay.requireListable(day);
        return BornByDay.games(day);
    }

    /** A built-in game by the name {@code cgt games} lists: {@code "kayles"}, {@code "0.137"}, {@code "subtraction:1,3,4"}. */
    public static Game rules(String name) {
        return Catalog.find(name);
    }

    /** Who wins a sum of heaps of a heap game, its Grundy value, and every winning move: {@code analyze("kayles", 5, 7)}. */
    public static Answer<ImpartialAnalysis<?>> analyze(String game, long... heaps) {
        return impartial(impartialGame(game), heapArguments(heaps), Request.normalPlay());
    }

    /**
     * The same for a position written as {@code cgt analyze} takes it, one argument per part: heaps, or a
     * partizan ruleset's position such as {@code analyze("domineering", "3x3")}. The result is an
     * {@link ImpartialAnalysis} or a {@link PartizanAnalysis}.
     */
    public static Answer<?> analyze(String game, String... position) {
        Game found = Catalog.find(game);
        if (found instanceof PartizanRulesGame<?> partizan) {
            return partizan(partizan.ruleset(), List.of(position));
        }
        return impartial(impartialGame(game), List.of(position), Request.normalPlay());
    }

    /** Analyses a sum of heaps in misère play (whoever cannot move wins). */
    public static Answer<ImpartialAnalysis<?>> misere(String game, long... heaps) {
        return impartial(impartialGame(game), heapArguments(heaps), Request.of(Play.MISERE));
    }

    /** Analyses a sum of heaps and shows the reasoning: mex steps, the nim-sum in binary, the winning move. */
    public static Answer<ImpartialAnalysis<?>> explain(String game, long... heaps) {
        return impartial(impartialGame(game), heapArguments(heaps), Request.normalPlay().explained());
    }

    /**
     * The Grundy values g(0), ..., g(to) of a heap game, heap 0 first, {@code to} at most {@link Budget#DEFAULT}'s
     * {@link Budget.Answers#listedValues()} (a worksheet prints every value, so a million is plenty).
     */
    public static List<Long> grundy(String game, int to) {
        HeapGame heapGame = heapGame(game);
        int most = Budget.DEFAULT.answers().listedValues();
        if (to < 0 || to > most) {
            throw new BadInputException("grundy lists g(0..to) for to from 0 to " + most + ", not " + to);
        }
        HeapValues.Sequence sequence = heapGame.values().upTo(to, HeapValues.Method.BEST, Effort.QUIET);
        List<Long> values = new ArrayList<>(to + 1);
        for (int h = 0; h <= to; h++) {
            values.add(sequence.get(h));
        }
        return List.copyOf(values);
    }

    /**
     * The period of a heap game's Grundy values, proved where a theorem covers the rule, searched to 2^20; it
     * prints as {@code kayles: period 12 from heap 71 (proved)}.
     */
    public static PeriodAnalysis period(String game) {
        return period(game, DEFAULT_PERIOD_MAX);
    }

    /** The period of a heap game's Grundy values, searched up to heap {@code max}. */
    public static PeriodAnalysis period(String game, int max) {
        HeapGame heapGame = heapGame(game);
        int most = Budget.DEFAULT.tables().heap();
        if (max < 0 || max > most) {
            throw new BadInputException("the period search goes up to a heap from 0 to " + most + ", not " + max);
        }
        return PeriodAnalysis.of(heapGame, Optional.of(max), Effort.QUIET);
    }

    private static <C> Answer<ImpartialAnalysis<?>> impartial(ImpartialGame<C> game, List<String> position,
            Request request) {
        ImpartialAnalysis<C> a = ImpartialAnalyzer.analyze(game, position, request);
        List<String> lines = new ArrayList<>();
        lines.add(a.game() + " " + a.position() + (a.misere() ? " (misère play)" : ""));
        lines.addAll(TextExplanation.lines(a.explanation()));
        lines.add("outcome: " + a.outcome() + " (" + a.outcome().meaning() + ")");
        lines.add("value: " + (a.normalPlayValue().isEmpty() ? "not computed (the outcome comes from a closed form)"
                : a.normalPlayValue().getAsLong() + (a.misere() ? " (normal play)" : "")));
        moves(lines, "winning moves", a.winningPositions(SHOWN_MOVES), a.winningMoveCount());
        if (!a.moveSearchNote().isEmpty()) {
            lines.add("move search: " + a.moveSearchNote());
        }
        return new Answer<>(a, String.join("\n", lines));
    }

    private static <P> Answer<PartizanAnalysis<P>> partizan(PartizanRules<P> game, List<String> position) {
        PartizanEvaluator<P> evaluator = new PartizanEvaluator<>(game,
                TranspositionTable.forGame(game, TranspositionTable.defaultCapacity()), 1, Progress.NONE);
        PartizanAnalysis<P> a = PartizanAnalyzer.analyze(game, evaluator, position);
        List<String> lines = new ArrayList<>();
        lines.add(a.game() + " " + a.position());
        lines.add("outcome: " + a.outcome() + " (" + a.outcome().meaning() + ")");
        lines.add("value: " + a.value());
        lines.add("mean: " + a.mean() + ", temperature: " + a.temperature());
        moves(lines, "Left's winning moves", a.positionsAfter(a.leftWinningMoves(), SHOWN_MOVES),
                a.leftWinningMoveCount());
        moves(lines, "Right's winning moves", a.positionsAfter(a.rightWinningMoves(), SHOWN_MOVES),
                a.rightWinningMoveCount());
        return new Answer<>(a, String.join("\n", lines));
    }

    private static void moves(List<String> lines, String title, List<String> shown, long count) {
        if (count == 0) {
            lines.add(title + ": none");
            return;
        }
        lines.add(title + " (" + count + "):");
        shown.forEach(m -> lines.add("  " + m));
        if (count > shown.size()) {
            lines.add("  ... and " + (count - shown.size()) + " more");
        }
    }

    private static List<String> heapArguments(long... heaps) {
        return Arrays.stream(heaps).mapToObj(Long::toString).toList();
    }

    private static ImpartialGame<?> impartialGame(String name) {
        Game game = Catalog.find(name);
        if (game instanceof ImpartialGame<?> impartial) {
            return impartial;
        }
        throw new BadInputException(game.name() + " is partizan; write its position as text, such as"
                + " analyze(\"" + name + "\", \"...\") (see rules(\"" + name + "\").syntax())");
    }

    private static HeapGame heapGame(String name) {
        Game game = Catalog.find(name);
        if (game instanceof HeapGame heapGame) {
            return heapGame;
        }
        throw new BadInputException(game.name() + " is not a heap game; grundy and period take nim, kayles, grundy,"
                + " subtraction:1,3,4, take-and-break codes such as 0.137, and the other heap games of 'cgt games'");
    }
}
