package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.format.json.Json;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.task.Budget;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The exercises page's sheets: the same seed gives the same sheet, and every answer cgt's engines put in it agrees
 * with an independent computation written here (Nim by exclusive or, subtraction games by a plain mex loop, Lasker's
 * Nim by its closed form from Winning Ways, Wythoff's P-positions by the Beatty pairs, Kayles by a mex loop over its
 * moves, Chomp by a search of its own over the boards a bite leaves, a game's value by cgt's algebra: G - H = 0).
 */
class ExerciseSheetTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT);

    private static final List<ExerciseKind> ALL = List.of(ExerciseKind.values());

    @Test
    void theSameSeedGivesTheSameSheetAndAnotherSeedAnother() {
        String a = Json.write(sheet(2024, ExerciseSheet.Level.SMALL, 12).toJson());
        assertThat(Json.write(sheet(2024, ExerciseSheet.Level.SMALL, 12).toJson())).isEqualTo(a);
        assertThat(Json.write(sheet(2025, ExerciseSheet.Level.SMALL, 12).toJson())).isNotEqualTo(a);
        assertThat(Json.write(sheet(2024, ExerciseSheet.Level.MEDIUM, 12).toJson())).isNotEqualTo(a);
    }

    @Test
    void theKindsComeInTurnAndTheNumbersCountFromOne() {
        ExerciseSheet s = ExerciseSheet.generate(7, ExerciseSheet.Level.SMALL, List.of(ExerciseKind.NIM,
                ExerciseKind.VALUE), 5, Budget.DEFAULT);
        assertThat(s.exercises()).extracting(Exercise::kind).containsExactly(ExerciseKind.NIM, ExerciseKind.VALUE,
                ExerciseKind.NIM, ExerciseKind.VALUE, ExerciseKind.NIM);
        assertThat(s.exercises()).extracting(Exercise::number).containsExactly(1, 2, 3, 4, 5);
    }

    @Test
    void everyAnswerAgreesWithAnIndependentComputation() {
        int checked = 0;
        for (long seed = 1; seed <= 15; seed++) {
            for (ExerciseSheet.Level level : ExerciseSheet.Level.values()) {
                for (Exercise e : sheet(seed, level, ALL.size()).exercises()) {
                    check(e);
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(15 * 2 * ALL.size());
    }

    private static ExerciseSheet sheet(long seed, ExerciseSheet.Level level, int count) {
        return ExerciseSheet.generate(seed, level, ALL, count, Budget.DEFAULT);
    }

    private static void check(Exercise e) {
        Map<String, Object> answer = e.answer();
        switch (e.kind()) {
            case NIM -> checkMoves(e, ExerciseSheetTest::nimValue, ExerciseSheetTest::nimMoves, false);
            case LASKER -> checkMoves(e, ExerciseSheetTest::laskerValue, ExerciseSheetTest::laskerMoves, true);
            case KAYLES -> checkMoves(e, ExerciseSheetTest::kaylesValue, ExerciseSheetTest::kaylesMoves, true);
            case WYTHOFF -> checkWythoff(e);
            case CHOMP -> checkChomp(e);
            case SUBTRACTION -> {
                @SuppressWarnings("unchecked")
                List<Integer> set = (List<Integer>) e.question().get("set");
                assertThat(answer.get("values")).as(e.toString()).isEqualTo(subtractionByMex(set, 20));
            }
            case VALUE -> {
                String canonical = (String) answer.get("canonical");
                // cgt's algebra: the game minus its answer is zero, the second player's win.
                CanonicalGame difference = GameParser.parse(e.position() + " - (" + canonical + ")");
                assertThat(difference.toString()).as(e.toString()).isEqualTo("0");
                assertThat(answer.get("outcome")).isEqualTo(GameParser.parse(canonical).outcome().name());
            }
        }
    }

    /** The outcome, the value and the winning moves, against a value function and a move generator of the test's. */
    private static void checkMoves(Exercise e, java.util.function.ToLongFunction<List<Integer>> value,
            java.util.function.Function<List<Integer>, List<List<Integer>>> moves, boolean asMultisets) {
        List<Integer> heaps = heaps(e.position(), " ");
        long g = value.applyAsLong(heaps);
        assertThat(e.answer().get("value")).as(e.toString()).isEqualTo(java.util.OptionalLong.of(g));
        assertThat(e.answer().get("outcome")).as(e.toString()).isEqualTo(g == 0 ? "P" : "N");
        Set<List<Integer>> expected = new HashSet<>();
        for (List<Integer> after : moves.apply(heaps)) {
            if (value.applyAsLong(after) == 0) {
                expected.add(asMultisets ? multiset(after) : after);
            }
        }
        @SuppressWarnings("unchecked")
        List<String> winning = (List<String>) e.answer().get("winningMoves");
        Set<List<Integer>> actual = winning.stream().map(p -> heaps(p, " ")).map(h -> asMultisets ? multiset(h) : h)
                .collect(Collectors.toSet());
        assertThat(actual).as(e.toString()).isEqualTo(expected);
        assertThat(e.answer().get("winningMoveCount")).isEqualTo((long) winning.size());
    }

    private static void checkWythoff(Exercise e) {
        List<Integer> queen = heaps(e.position(), ",");
        int x = queen.get(0);
        int y = queen.get(1);
        assertThat(e.answer().get("outcome")).as(e.toString()).isEqualTo(beattyPair(x, y) ? "P" : "N");
        Set<String> expected = new HashSet<>();
        for (int i = 1; i <= Math.max(x, y); i++) {
            addIfP(expected, x - i, y);
            addIfP(expected, x, y - i);
            addIfP(expected, x - i, y - i);
        }
        @SuppressWarnings("unchecked")
        List<String> winning = (List<String>) e.answer().get("winningMoves");
        assertThat(Set.copyOf(winning)).as(e.toString()).isEqualTo(expected);
    }

    private static void checkChomp(Exercise e) {
        List<Integer> board = rows(e.position());
        Map<List<Integer>, Boolean> memo = new HashMap<>();
        assertThat(e.answer().get("outcome")).as(e.toString()).isEqualTo(chompWins(board, memo) ? "N" : "P");
        Set<List<Integer>> expected = bites(board).stream().filter(b -> !chompWins(b, memo))
                .collect(Collectors.toSet());
        @SuppressWarnings("unchecked")
        List<String> winning = (List<String>) e.answer().get("winningMoves");
        assertThat(winning.stream().map(ExerciseSheetTest::rows).collect(Collectors.toSet())).as(e.toString())
                .isEqualTo(expected);
    }

    /** A Chomp board's row lengths, from "4,4,2" or a rectangle "3x4". */
    private static List<Integer> rows(String board) {
        if (board.contains("x")) {
            List<Integer> size = heaps(board, "x");
            return java.util.Collections.nCopies(size.get(0), size.get(1));
        }
        return heaps(board, ",");
    }

    /** Whether the player to move wins: some bite leaves a board the opponent loses (the poisoned square alone). */
    private static boolean chompWins(List<Integer> board, Map<List<Integer>, Boolean> memo) {
        Boolean known = memo.get(board);
        if (known == null) {
            known = bites(board).stream().anyMatch(b -> !chompWins(b, memo));
            memo.put(board, known);
        }
        return known;
    }

    /** Every board a bite at row i, column j (not the poisoned 0, 0) leaves: rows i on cut to j squares. */
    private static List<List<Integer>> bites(List<Integer> board) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < board.size(); i++) {
            for (int j = i == 0 ? 1 : 0; j < board.get(i); j++) {
                List<Integer> after = new ArrayList<>();
                for (int k = 0; k < board.size(); k++) {
                    int length = k < i ? board.get(k) : Math.min(board.get(k), j);
                    if (length > 0) {
                        after.add(length);
                    }
                }
                out.add(after);
            }
        }
        return out;
    }

    private static void addIfP(Set<String> moves, int x, int y) {
        if (x >= 0 && y >= 0 && beattyPair(x, y)) {
            moves.add(x + "," + y);
        }
    }

    /** Wythoff's P-positions: (floor(k phi), floor(k phi) + k) and their mirror images. */
    private static boolean beattyPair(int x, int y) {
        int a = Math.min(x, y);
        int k = Math.abs(x - y);
        return a == (int) Math.floor(k * (1 + Math.sqrt(5)) / 2);
    }

    private static List<Integer> heaps(String text, String separator) {
        return Arrays.stream(text.strip().split(separator, -1)).map(String::strip).map(Integer::valueOf).toList();
    }

    /** The heaps sorted, empty heaps left out: the same position however a split is written. */
    private static List<Integer> multiset(List<Integer> heaps) {
        return heaps.stream().filter(h -> h > 0).sorted().toList();
    }

    private static long nimValue(List<Integer> heaps) {
        return heaps.stream().mapToLong(Integer::longValue).reduce(0, (a, b) -> a ^ b);
    }

    /** Every Nim move: one heap made smaller, the others as they are (an emptied heap written 0). */
    private static List<List<Integer>> nimMoves(List<Integer> heaps) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            for (int y = 0; y < heaps.get(i); y++) {
                List<Integer> after = new ArrayList<>(heaps);
                after.set(i, y);
                out.add(after);
            }
        }
        return out;
    }

    /** Lasker's Nim by its closed form (Winning Ways): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3. */
    private static long laskerValue(List<Integer> heaps) {
        long sum = 0;
        for (int n : heaps) {
            sum ^= n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
        }
        return sum;
    }

    /** Nim's moves, and each split of a heap into two non-empty heaps. */
    private static List<List<Integer>> laskerMoves(List<Integer> heaps) {
        List<List<Integer>> out = nimMoves(heaps);
        for (int i = 0; i < heaps.size(); i++) {
            for (int a = 1; a <= heaps.get(i) / 2; a++) {
                List<Integer> after = new ArrayList<>(heaps);
                after.set(i, a);
                after.add(heaps.get(i) - a);
                out.add(after);
            }
        }
        return out;
    }

    /** Kayles by a plain mex loop: a move knocks down one pin or two adjacent ones, leaving a row on each side. */
    private static long kaylesValue(List<Integer> heaps) {
        int max = heaps.stream().mapToInt(Integer::intValue).max().orElse(0);
        long[] g = new long[max + 1];
        for (int n = 1; n <= max; n++) {
            Set<Long> options = new HashSet<>();
            for (int take = 1; take <= 2; take++) {
                for (int left = 0; left + take <= n; left++) {
                    options.add(g[left] ^ g[n - take - left]);
                }
            }
            long mex = 0;
            while (options.contains(mex)) {
                mex++;
            }
            g[n] = mex;
        }
        return heaps.stream().mapToLong(n -> g[n]).reduce(0, (a, b) -> a ^ b);
    }

    private static List<List<Integer>> kaylesMoves(List<Integer> heaps) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            int n = heaps.get(i);
            for (int take = 1; take <= 2; take++) {
                for (int left = 0; left + take <= n; left++) {
                    List<Integer> after = new ArrayList<>(heaps);
                    after.set(i, left);
                    after.add(n - take - left);
                    out.add(after);
                }
            }
        }
        return out;
    }

    /** The subtraction game's values by a plain mex loop over the set. */
    private static List<Long> subtractionByMex(List<Integer> set, int to) {
        List<Long> g = new ArrayList<>();
        for (int n = 0; n <= to; n++) {
            Set<Long> options = new HashSet<>();
            for (int s : set) {
                if (s <= n) {
                    options.add(g.get(n - s));
                }
            }
            long mex = 0;
            while (options.contains(mex)) {
                mex++;
            }
            g.add(mex);
        }
        return g;
    }

    @Test
    void theEndpointAnswersTheSheetOfItsSeedAndNamesWhatItAccepts() throws Exception {
        HttpResponse<String> r = api.get("/api/exercises?seed=31&count=3&kind=" + q("nim,value") + "&level=medium");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).startsWith("{\"seed\":31,\"level\":\"medium\",\"kinds\":[\"nim\",\"value\"],\"count\":3,")
                .isEqualTo(Json.write(ExerciseSheet.generate(31, ExerciseSheet.Level.MEDIUM, List.of(ExerciseKind.NIM,
                        ExerciseKind.VALUE), 3, Budget.DEFAULT).toJson()));
        assertThat(api.get("/api/exercises?seed=31&count=3&kind=" + q("nim,value") + "&level=medium").body())
                .isEqualTo(r.body());
        HttpResponse<String> bad = api.get("/api/exercises?kind=chess");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).isEqualTo("{\"error\":\"unknown kind of exercise 'chess'; the kinds are nim,"
                + " subtraction, lasker, value, wythoff, kayles, chomp (or all)\"}");
        assertThat(api.get("/api/exercises?count=31").statusCode()).isEqualTo(400);
        assertThat(api.get("/api/exercises?level=hard").body()).contains("the levels are small and medium");
    }

    @Test
    void aBadLevelIsOneLineNamingTheLevels() {
        assertThatThrownBy(() -> ExerciseSheet.Level.parse("huge")).isInstanceOf(BadInputException.class)
                .hasMessage("unknown level 'huge'; the levels are small and medium");
    }
}
