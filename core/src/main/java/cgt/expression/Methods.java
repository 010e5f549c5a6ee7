package cgt.expression;

import cgt.input.BadInputException;
import cgt.loopy.partizan.LoopyGame;
import cgt.loopy.partizan.Pseudonumber;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Cooling;
import cgt.partizan.Dyadic;
import cgt.partizan.Heating;
import cgt.partizan.NortonProduct;
import cgt.task.Budget;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;

/**
 * The methods written after a term, {@code G.Temperature} or {@code G.Cool(1)}, with CGSuite's names (case and
 * all), so that a line pastes between the two. A method takes a game (a number is one) and arguments that are
 * values themselves; a name it does not know, a method applied to a value that is not a game and a wrong count
 * of arguments are each refused with one line that names the method, what it was applied to, and the names it
 * accepts, nearest first.
 */
public final class Methods {

    /**
     * One method of a game.
     *
     * @param name CGSuite's name
     * @param parameters the names of its arguments, none for a property such as {@code Temperature}
     * @param summary what it answers, in a few words
     * @param body what it computes from the game and its arguments (already counted)
     */
    public record Method(String name, List<String> parameters, String summary,
            BiFunction<CanonicalGame, Arguments, Value> body) {

        /** How it is written: {@code Cool(t)}, {@code Temperature}. */
        public String signature() {
            return parameters.isEmpty() ? name : name + "(" + String.join(",", parameters) + ")";
        }
    }

    /**
     * A method's arguments, read as the kinds it needs, each refusal naming the method and the argument.
     *
     * @param method the method they are given to
     * @param values the arguments, as many as it takes
     * @param progress where a method that can run long (Heat, Overheat, NortonProduct) reports its work
     */
    public record Arguments(Method method, List<Value> values, Progress progress) {

        /** Arguments for a method whose work is not reported. */
        public Arguments(Method method, List<Value> values) {
            this(method, values, Progress.NONE);
        }

        /** Argument i as a number. */
        public Dyadic number(int i) {
            Value v = values.get(i);
            if (v instanceof NumberValue n) {
                return n.number();
            }
            if (v instanceof GameValue g && g.game().isNumber()) {
                return g.game().numberValue();
            }
            throw new BadInputException(method.name() + "'s argument " + method.parameters().get(i)
                    + " must be a number such as 1, 1/2 or -3/4, not " + v.describe());
        }

        /** Argument i as a loopy game (a short game is a loopfree one). */
        public LoopyGame loopy(int i) {
            Value v = values.get(i);
            return v.asLoopy().orElseThrow(() -> new BadInputException(method.name() + "'s argument "
                    + method.parameters().get(i) + " must be a game, not " + v.describe()));
        }

        /** Argument i as a game. */
        public CanonicalGame game(int i) {
            Value v = values.get(i);
            return v.asGame().orElseThrow(() -> new BadInputException(method.name() + "'s argument "
                    + method.parameters().get(i) + " must be a game, not " + v.describe()));
        }
    }

    private static final Map<String, Method> GAME = new TreeMap<>();

    static {
        property("AtomicWeight", "the atomic weight, for a game that has one (IsAtomic)",
                g -> new GameValue(g.atomicWeight()));
        property("Birthday", "the day the game is born", g -> new NumberValue(Dyadic.of(g.birthday())));
        method("Cool", List.of("t"), "the game cooled by t, a number above -1",
                (g, a) -> new GameValue(Cooling.cool(g, a.number(0))));
        property("Companion", "the lattice companion", g -> new GameValue(g.companion()));
        property("CriticalTemperatures", "where the thermograph's walls bend, highest first (the first is the"
                + " temperature)", g -> new GameSetValue(g.thermograph().criticalTemperatures().stream()
                        .map(CanonicalGame::number).toList()));
        method("ConjunctiveSum", List.of("H"), "Winning Ways' conjunctive sum: a move is made in both games, and"
                + " play ends when either ends", (g, a) -> new GameValue(g.conjunctiveSum(a.game(0))));
        method("Heat", List.of("t"), "the game heated by t (Berlekamp's integral; t any game)",
                (g, a) -> new GameValue(Heating.heat(g, a.game(0), Budget.DEFAULT, a.progress())));
        property("Freeze", "the game cooled by its own temperature", g -> new GameValue(g.freeze()));
        property("Incentives", "both players' incentives: Left's G^L - G and Right's G - G^R, undominated",
                g -> GameSetValue.of(g.incentives()));
        property("LeftIncentives", "Left's incentives G^L - G, undominated", g -> GameSetValue.of(g.leftIncentives()));
        method("NortonProduct", List.of("U"), "Norton's product of the game by a positive U",
                (g, a) -> new GameValue(NortonProduct.of(g, a.game(0), Budget.DEFAULT, a.progress())));
        method("Overheat", List.of("s", "t"), "the game overheated from s to t",
                (g, a) -> new GameValue(Heating.overheat(g, a.game(0), a.game(1), Budget.DEFAULT, a.progress())));
        property("ReducedCanonicalForm", "the simplest game infinitesimally close to the game (Calistrat, Grossman"
                + " and Siegel)", g -> new GameValue(g.reducedCanonicalForm()));
        method("Subordinate", List.of("B"), "the H with B : H equal to the game (the inverse of the ordinal sum"
                + " with base B), where there is one", (g, a) -> new GameValue(subordinate(g, a.game(0))));
        property("RightIncentives", "Right's incentives G - G^R, undominated",
                g -> GameSetValue.of(g.rightIncentives()));
        method("SelectiveSum", List.of("H"), "Winning Ways' selective sum: a move is made in either game or both",
                (g, a) -> new GameValue(g.selectiveSum(a.game(0))));
        property("IsAllSmall", "whether in every position both players can move, or neither",
                g -> new BooleanValue(g.isAllSmall()));
        property("IsAtomic", "whether the game has an atomic weight", g -> new BooleanValue(g.isAtomic()));
        property("IsEven", "whether every option is odd (0 is even)", g -> new BooleanValue(g.isEven()));
        property("IsEvenTempered", "whether the game is a number, or every option is odd-tempered",
                g -> new BooleanValue(g.isEvenTempered()));
        property("IsOdd", "whether the game has options and every one is even", g -> new BooleanValue(g.isOdd()));
        property("IsOddTempered", "whether the game is no number and every option is even-tempered",
                g -> new BooleanValue(g.isOddTempered()));
        property("IsInfinitesimal", "whether the game lies strictly between every negative and every positive"
                + " number", g -> new BooleanValue(g.isInfinitesimal()));
        property("IsInteger", "whether the game is an integer", g -> new BooleanValue(g.isInteger()));
        property("IsNimber", "whether the game is a nimber *n", g -> new BooleanValue(g.isNimber()));
        property("IsNumber", "whether the game is a number", g -> new BooleanValue(g.isNumber()));
        property("IsNumberish", "whether the game is infinitesimally close to a number (its stops are equal)",
                g -> new BooleanValue(g.leftStop().equals(g.rightStop())));
        property("IsZero", "whether the game is 0", g -> new BooleanValue(g.isZero()));
        property("LeftOptions", "Left's options, as a set", g -> GameSetValue.of(g.leftOptions()));
        property("LeftStop", "where play stops when Left starts", g -> new NumberValue(g.leftStop()));
        property("Mean", "the mean value (the thermograph's mast)", g -> new NumberValue(g.mean()));
        property("OutcomeClass", "who wins: L, R, P or N", g -> new OutcomeValue(g.outcome()));
        property("RightOptions", "Right's options, as a set", g -> GameSetValue.of(g.rightOptions()));
        property("RightStop", "where play stops when Right starts", g -> new NumberValue(g.rightStop()));
        property("StopCount", "how many stopping positions the game tree has",
                g -> new NumberValue(Dyadic.of(g.stopCount())));
        property("Temperature", "how much a move is worth (the thermograph's height)",
                g -> new NumberValue(g.temperature()));
        property("Thermograph", "the thermograph: each wall's mast, critical temperatures and slopes",
                g -> new ThermographValue(g.thermograph()));
    }

    /**
     * One method of a loopy game, as {@link Method} is of a short game.
     *
     * @param name CGSuite's name
     * @param parameters the names of its arguments
     * @param summary what it answers, in a few words
     * @param body what it computes from the game and its arguments (already counted)
     */
    public record LoopyMethod(String name, List<String> parameters, String summary,
            BiFunction<LoopyGame, Arguments, Value> body) {

        /** How it is written: {@code Upsum(H)}, {@code Onside}. */
        public String signature() {
            return parameters.isEmpty() ? name : name + "(" + String.join(",", parameters) + ")";
        }

        /** The same method as a {@link Method}, so that an {@link Arguments} can name it in a refusal. */
        Method asMethod() {
            return new Method(name, parameters, summary, (g, a) -> body.apply(LoopyGame.of(g), a));
        }
    }

    /**
     * The methods of loopy games, CGSuite's names. A short game is a loopfree loopy game, so it answers the names
     * that are not also short-game methods (Onside, Degree, IsStopper, ...) through this table; the names both tables
     * have (LeftStop, OutcomeClass, ...) answer a short game from the short table, as before.
     */
    private static final Map<String, LoopyMethod> LOOPY = new TreeMap<>();

    static {
        loopy("Onside", "the onside: the stopper the game plays as when infinite play counts for Left (sidling)",
                g -> LoopyValue.of(g.onside()));
        loopy("Offside", "the offside: the stopper the game plays as when infinite play counts for Right",
                g -> LoopyValue.of(g.offside()));
        loopy("Upsum", List.of("H"), "the onside of the sum of the onsides of G and H",
                (g, a) -> LoopyValue.of(g.upsum(a.loopy(0))));
        loopy("Downsum", List.of("H"), "the offside of the sum of the offsides of G and H",
                (g, a) -> LoopyValue.of(g.downsum(a.loopy(0))));
        loopy("Degree", "of a stopper, G upsum -G: the idempotent that says how far G is from invertible",
                g -> LoopyValue.of(g.degree()));
        loopy("Variety", "of a stable stopper with an idempotent degree D, G upsum (-G downsum -D)",
                g -> LoopyValue.of(g.variety()));
        loopy("IsStopper", "whether no play that alternates the players goes on forever",
                g -> new BooleanValue(g.isStopper()));
        loopy("IsStopperSided", "whether the game has an onside and an offside that are stoppers",
                g -> new BooleanValue(g.isStopperSided()));
        loopy("IsLoopfree", "whether every play ends", g -> new BooleanValue(g.isLoopfree()));
        loopy("IsNumberish", "whether the game is infinitesimally close to a number",
                g -> new BooleanValue(numberish(g)));
        loopy("IsIdempotent", "whether G + G = G", g -> new BooleanValue(g.isIdempotent()));
        // A plumtree is a stopper (Siegel VI); CGSuite answers false for the sided values, so does cgt.
        loopy("IsPlumtree", "whether the game is a stopper whose simplest form has no cycle but passes",
                g -> new BooleanValue(g.isStopper() && g.isPlumtree()));
        loopy("LeftStop", "of a stopper, where play stops when Left starts: a number, or on, off, xover, xunder",
                g -> stop(g.leftStop()));
        loopy("RightStop", "of a stopper, where play stops when Right starts", g -> stop(g.rightStop()));
        loopy("OutcomeClass", "who wins: L, R, P, N, D (a draw), or PHat, PCheck, NHat, NCheck (a win and a draw)",
                g -> new LoopyOutcomeValue(g.outcome()));
    }

    private Methods() {
    }

    private static void loopy(String name, String summary, java.util.function.Function<LoopyGame, Value> f) {
        loopy(name, List.of(), summary, (g, a) -> f.apply(g));
    }

    private static void loopy(String name, List<String> parameters, String summary,
            BiFunction<LoopyGame, Arguments, Value> body) {
        LOOPY.put(name, new LoopyMethod(name, parameters, summary, body));
    }

    /**
     * Numberish: of a stopper, its stops are the same number up to over or under; of a stopper-sided value, both sides
     * are numberish about the same number (CGSuite: {@code ^ & v*} is, {@code 1 & 0} and dud are not).
     */
    private static boolean numberish(LoopyGame g) {
        if (g.isStopper()) {
            return g.isNumberish();
        }
        LoopyGame on = g.onside();
        LoopyGame off = g.offside();
        return on.isNumberish() && off.isNumberish() && on.leftStop().number().equals(off.leftStop().number());
    }

    /** A stop: a number as a number, and on, off, x over and x under as the loopy games they are. */
    private static Value stop(Pseudonumber p) {
        LoopyGame x = LoopyGame.of(CanonicalGame.number(p.number()));
        return switch (p.kind()) {
            case NUMBER -> new NumberValue(p.number());
            case ON -> new LoopyValue(LoopyGame.on());
            case OFF -> new LoopyValue(LoopyGame.off());
            case OVER -> new LoopyValue(x.plus(LoopyGame.over()));
            case UNDER -> new LoopyValue(x.plus(LoopyGame.under()));
        };
    }

    private static void property(String name, String summary, java.util.function.Function<CanonicalGame, Value> f) {
        method(name, List.of(), summary, (g, a) -> f.apply(g));
    }

    private static void method(String name, List<String> parameters, String summary,
            BiFunction<CanonicalGame, Arguments, Value> body) {
        GAME.put(name, new Method(name, parameters, summary, body));
    }

    /**
     * The methods, one a line with what each answers: what {@code cgt value --methods} and the shell's
     * {@code methods()} show.
     */
    public static String help() {
        StringBuilder b = new StringBuilder("Methods, written after a term as in CGSuite: G.Temperature,"
                + " {2|-1}.Cool(1), (^+*).OutcomeClass; they chain: G.Cool(1).Mean.\n");
        int width = GAME.values().stream().mapToInt(m -> m.signature().length()).max().orElse(0);
        for (Method m : GAME.values()) {
            b.append("  G.").append(m.signature()).append(" ".repeat(width - m.signature().length() + 2))
                    .append(m.summary()).append('\n');
        }
        b.append("Methods of loopy games (on, 3/2under, a{0|a}, 1 & 0); a short game answers those it lacks too:\n");
        int loopyWidth = LOOPY.values().stream().mapToInt(m -> m.signature().length()).max().orElse(0);
        for (LoopyMethod m : LOOPY.values()) {
            b.append("  G.").append(m.signature()).append(" ".repeat(loopyWidth - m.signature().length() + 2))
                    .append(m.summary()).append('\n');
        }
        return b.toString();
    }

    /** Every method of a loopy game, by name. */
    public static List<LoopyMethod> ofLoopyGames() {
        return List.copyOf(LOOPY.values());
    }

    /** Every method of a game, by name. */
    public static List<Method> ofGames() {
        return List.copyOf(GAME.values());
    }

    /** G.Subordinate(B), or one line saying that G is no ordinal sum with base B. */
    private static CanonicalGame subordinate(CanonicalGame g, CanonicalGame base) {
        return g.subordinate(base).orElseThrow(() -> new BadInputException(quoted(g) + " is no ordinal sum with base "
                + quoted(base) + ": no H has " + quoted(base) + " : H = " + quoted(g)));
    }

    private static String quoted(CanonicalGame g) {
        String printed = g.toString();
        return printed.length() > Value.QUOTED_CHARS ? printed.substring(0, Value.QUOTED_CHARS - 3) + "..." : printed;
    }

    /**
     * The method named {@code name} applied to the receiver with these arguments.
     *
     * @throws BadInputException when there is no such method, the receiver is not a game, the count of arguments
     *     is wrong, an argument is of the wrong kind, or the method refuses the game
     */
    public static Value apply(Value receiver, String name, List<Value> arguments) {
        return apply(receiver, name, arguments, Progress.NONE);
    }

    /** As {@link #apply(Value, String, List)}, a long method reporting its work to {@code progress}. */
    public static Value apply(Value receiver, String name, List<Value> arguments, Progress progress) {
        if (receiver instanceof LoopyValue loopy) {
            return applyLoopy(loopy, name, arguments);
        }
        Method m = GAME.get(name);
        if (m == null && LOOPY.containsKey(name) && receiver.asGame().isPresent()) {
            // A short game is a loopfree loopy game: it answers Onside, Degree, IsStopper, ... as one.
            m = LOOPY.get(name).asMethod();
        }
        if (m == null) {
            throw new BadInputException("unknown method '" + name + "' for " + receiver.describe()
                    + ": the methods are " + String.join(", ", nearest(name)));
        }
        CanonicalGame g = receiver.asGame().orElseThrow(() -> new BadInputException("'" + name
                + "' cannot be applied to " + receiver.describe() + ": only games have methods, such as "
                + String.join(", ", nearest(name))));
        if (arguments.size() != m.parameters().size()) {
            throw new BadInputException(name + " takes " + count(m.parameters().size()) + ", written "
                    + m.signature() + "; found " + arguments.size());
        }
        return m.body().apply(g, new Arguments(m, arguments, progress));
    }

    /** A method of a loopy game, or one line saying why it does not apply. */
    private static Value applyLoopy(LoopyValue receiver, String name, List<Value> arguments) {
        LoopyMethod m = LOOPY.get(name);
        if (m == null) {
            String why = GAME.containsKey(name) ? "'" + name + "' is a method of short games, and "
                    + receiver.describe() + " is not one (it is not loopfree)"
                    : "unknown method '" + name + "' for " + receiver.describe();
            throw new BadInputException(why + ": the methods of loopy games are "
                    + String.join(", ", nearest(name, LOOPY.keySet())));
        }
        if (arguments.size() != m.parameters().size()) {
            throw new BadInputException(name + " takes " + count(m.parameters().size()) + ", written "
                    + m.signature() + "; found " + arguments.size());
        }
        return m.body().apply(receiver.game(), new Arguments(m.asMethod(), arguments));
    }

    /** The names of the methods, the nearest to {@code name} first (by edit distance, ignoring case). */
    static List<String> nearest(String name) {
        return nearest(name, GAME.keySet());
    }

    private static List<String> nearest(String name, java.util.Set<String> known) {
        List<String> names = new ArrayList<>(known);
        String lower = name.toLowerCase(Locale.ROOT);
        names.sort(Comparator.comparingInt((String n) -> distance(lower, n.toLowerCase(Locale.ROOT)))
                .thenComparing(Comparator.naturalOrder()));
        return Collections.unmodifiableList(names);
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            row[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int above = row[j];
                row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1),
                        diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                diagonal = above;
            }
        }
        return row[b.length()];
    }

    private static String count(int n) {
        return n == 0 ? "no arguments" : n == 1 ? "1 argument" : n + " arguments";
    }
}
