package cgt.web;

import cgt.analysis.Analysis;
import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.format.HeapGameArgs;
import cgt.format.json.Json;
import cgt.heap.HeapValues;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.task.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;

/**
 * A sheet of exercises of the lecture notes' kinds, made from a seed so that a teacher can give the same sheet to a
 * class (the seed is in the page's address): the positions are drawn with {@link Random} from the seed, the kinds in
 * turn, and every answer comes from cgt's engines (the analysis a student would ask {@code cgt analyze} for, the heap
 * engine's Grundy values, the canonical form of a game). The page words the questions in the reader's language
 * and checks the answers; nothing here is prose.
 *
 * @param seed the seed the sheet was drawn from
 * @param level how large the positions are
 * @param kinds the kinds asked, in turn
 * @param exercises the exercises, numbered from 1
 */
record ExerciseSheet(long seed, Level level, List<ExerciseKind> kinds, List<Exercise> exercises) {

    /** The most exercises on one sheet: a class's worksheet, and a bound on one request's work. */
    static final int MAX_COUNT = 30;
    /** How many exercises a sheet has when the request does not say. */
    static final int DEFAULT_COUNT = 6;
    /** The largest seed accepted: the page writes seeds of up to nine digits, so that they are easy to read out. */
    static final long MAX_SEED = 999_999_999L;
    /** The subtraction games' question: the Grundy values of heaps 0 to this (the notes' "up to 20"). */
    static final int SUBTRACTION_TO = 20;
    /** The most winning moves an answer lists (Kayles and Lasker's Nim have a few; none has this many). */
    private static final int KEPT_MOVES = 64;

    /** How large a sheet's positions are: small for a first lesson, medium for practice. */
    enum Level {
        SMALL, MEDIUM;

        static Level parse(String text) {
            if (text == null || text.isBlank()) {
                return SMALL;
            }
            for (Level l : values()) {
                if (l.name().equalsIgnoreCase(text.strip())) {
                    return l;
                }
            }
            throw new BadInputException("unknown level '" + text + "'; the levels are small and medium");
        }

        String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    ExerciseSheet {
        kinds = List.copyOf(kinds);
        exercises = List.copyOf(exercises);
    }

    /**
     * {@code /api/exercises?seed=&kind=&count=&level=}: the sheet of that seed (a new seed, answered in the JSON, when
     * none is given), of the kinds named (all when none), {@code count} exercises (at most {@link #MAX_COUNT}).
     */
    static Object answer(Params p, Budget budget) {
        String seedText = p.optional("seed");
        long seed = seedText == null || seedText.isBlank() ? ThreadLocalRandom.current().nextLong(1, MAX_SEED + 1)
                : Inputs.nonNegative("seed", seedText, MAX_SEED);
        String countText = p.optional("count");
        int count = countText == null || countText.isBlank() ? DEFAULT_COUNT
                : (int) Inputs.inRange("count", countText, 1, MAX_COUNT);
        return generate(seed, Level.parse(p.optional("level")), ExerciseKind.parse(p.optional("kind")), count,
                budget).toJson();
    }

    /** The sheet of this seed: the same seed, level, kinds and count give the same sheet, answers included. */
    static ExerciseSheet generate(long seed, Level level, List<ExerciseKind> kinds, int count, Budget budget) {
        if (kinds.isEmpty()) {
            throw new BadInputException("no kind of exercise named; the kinds are " + ExerciseKind.names());
        }
        Random random = new Random(seed);
        List<Exercise> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ExerciseKind kind = kinds.get(i % kinds.size());
            list.add(make(i + 1, kind, level, random, budget));
        }
        return new ExerciseSheet(seed, level, kinds, list);
    }

    private static Exercise make(int number, ExerciseKind kind, Level level, Random random, Budget budget) {
        boolean small = level == Level.SMALL;
        return switch (kind) {
            case NIM -> move(number, kind, "nim", heaps(random, small ? 3 : 4, 1, small ? 7 : 15), budget);
            case LASKER -> move(number, kind, "lasker", heaps(random, small ? 2 : 3, 1, small ? 7 : 12), budget);
            case KAYLES -> move(number, kind, "kayles", heaps(random, small ? 1 : 2, 1, small ? 7 : 10), budget);
            case WYTHOFF -> move(number, kind, "wythoff", (1 + random.nextInt(small ? 7 : 15)) + ","
                    + (1 + random.nextInt(small ? 7 : 15)), budget);
            case CHOMP -> move(number, kind, "chomp", small ? (2 + random.nextInt(2)) + "x" + (2 + random.nextInt(3))
                    : youngDiagram(random), budget);
            case SUBTRACTION -> subtraction(number, subtractionSet(random, small ? 2 : 3, small ? 4 : 6));
            case VALUE -> value(number, game(random, small));
        };
    }

    /** {@code n} heaps of sizes from {@code min} to {@code max}, as the command line writes them ("3 4 5"). */
    private static String heaps(Random random, int n, int min, int max) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(i == 0 ? "" : " ").append(min + random.nextInt(max - min + 1));
        }
        return b.toString();
    }

    /** A Chomp board of three or four rows, each no longer than the one above it and at most five squares. */
    private static String youngDiagram(Random random) {
        int rows = 3 + random.nextInt(2);
        List<String> lengths = new ArrayList<>();
        int last = 5;
        for (int i = 0; i < rows; i++) {
            last = i == 0 ? 3 + random.nextInt(3) : 1 + random.nextInt(last);
            lengths.add(String.valueOf(last));
        }
        return String.join(",", lengths);
    }

    /** {@code size} distinct numbers from 1 to {@code max}, ascending. */
    private static List<Integer> subtractionSet(Random random, int size, int max) {
        TreeSet<Integer> set = new TreeSet<>();
        while (set.size() < size) {
            set.add(1 + random.nextInt(max));
        }
        return List.copyOf(set);
    }

    /** A game {L|R} whose options are games born by day 1 (small) or simple numbers, ups and nimbers (medium). */
    private static String game(Random random, boolean small) {
        List<String> pool = small ? List.of("0", "1", "-1", "*")
                : List.of("0", "1", "-1", "*", "1/2", "-1/2", "2", "^", "v", "*2");
        List<String> left = options(random, pool, small);
        List<String> right = options(random, pool, small);
        if (left.isEmpty() && right.isEmpty()) {
            left = List.of(pool.get(random.nextInt(pool.size())));
        }
        return "{" + String.join(",", left) + "|" + String.join(",", right) + "}";
    }

    /** No option, one or two, drawn from the pool (an empty side is rarer: a game with moves on both is asked more). */
    private static List<String> options(Random random, List<String> pool, boolean small) {
        int n = random.nextInt(small ? 5 : 6) == 0 ? 0 : random.nextInt(4) == 0 ? 2 : 1;
        TreeSet<Integer> picked = new TreeSet<>();
        while (picked.size() < n) {
            picked.add(random.nextInt(pool.size()));
        }
        return picked.stream().map(pool::get).toList();
    }

    /** Who wins, and the position after each winning move, as {@code cgt analyze GAME POSITION} finds them. */
    private static Exercise move(int number, ExerciseKind kind, String game, String position, Budget budget) {
        Request request = Request.of(Play.NORMAL).usingThreads(1).withBudget(budget).keepingMoves(KEPT_MOVES);
        ImpartialAnalysis<?> a = (ImpartialAnalysis<?>) Analysis.of(Catalog.find(game), Arrays.asList(position
                .split(" ", -1)), request);
        Map<String, Object> answer = Json.object();
        answer.put("outcome", a.outcome().name());
        answer.put("value", a.normalPlayValue());
        answer.put("winningMoves", a.winningPositions(KEPT_MOVES));
        answer.put("winningMoveCount", a.winningMoveCount());
        return new Exercise(number, kind, game, a.position(), Map.of("position", a.position()), answer);
    }

    /** The Grundy values of heaps 0 to {@link #SUBTRACTION_TO} of the subtraction game of this set. */
    private static Exercise subtraction(int number, List<Integer> set) {
        String name = "subtraction:" + set.stream().map(String::valueOf).collect(Collectors.joining(","));
        HeapValues values = HeapGameArgs.heapGame("exercises", name).values();
        List<Long> g = new ArrayList<>();
        for (int n = 0; n <= SUBTRACTION_TO; n++) {
            g.add(values.grundy(n));
        }
        Map<String, Object> question = Map.of("set", set, "to", SUBTRACTION_TO);
        return new Exercise(number, ExerciseKind.SUBTRACTION, name, String.valueOf(SUBTRACTION_TO), question,
                Map.of("values", List.copyOf(g)));
    }

    /** The canonical form of the game and its outcome, as {@code cgt value} gives them. */
    private static Exercise value(int number, String expression) {
        CanonicalGame g = GameParser.parse(expression);
        Map<String, Object> answer = Json.object();
        answer.put("canonical", g.toString());
        answer.put("outcome", g.outcome().name());
        return new Exercise(number, ExerciseKind.VALUE, null, expression, Map.of("expression", expression),
                answer);
    }

    /** The sheet as the API's JSON object. */
    Map<String, Object> toJson() {
        Map<String, Object> o = Json.object();
        o.put("seed", seed);
        o.put("level", level.wireName());
        o.put("kinds", kinds.stream().map(ExerciseKind::wireName).toList());
        o.put("count", exercises.size());
        o.put("exercises", exercises.stream().map(Exercise::toJson).toList());
        return o;
    }
}
