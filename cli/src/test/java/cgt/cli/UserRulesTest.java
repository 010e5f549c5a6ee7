package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import cgt.format.rules.RulesCompiler;
import cgt.partizan.CanonicalGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games users write in one file ({@code cgt ... --rules FILE.java}): every file in examples/ through the real
 * command path, its values checked against published values and against a brute force written here,
 * independently of the example; compile errors, faults in the user's code, and the cache of compiled rules.
 */
class UserRulesTest {

    private static final String EXAMPLES = "../examples/";

    /** The cache of compiled rules: a folder of this class's own (XDG_CACHE_HOME of its runs). */
    @TempDir
    static Path cache;

    private static Run cgt(String... args) {
        return cgtReading("", args);
    }

    private static Run cgtReading(String input, String... args) {
        return CliTest.cgtCachingIn(cache, input, args);
    }

    private static String json(Run r, String key) {
        assertThat(r.code()).as(r.err()).isZero();
        Matcher m = Pattern.compile("\"" + key + "\":(?:\"([^\"]*)\"|(-?[0-9]+))").matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        return m.group(1) != null ? m.group(1) : m.group(2);
    }

    // ---- Cram: the impartial example ----

    @Test
    void cramValuesAreThoseOfABruteForceOnBitmasks() {
        for (int rows = 1; rows <= 3; rows++) {
            for (int cols = rows; cols <= 4; cols++) {
                Run r = cgt("analyze", "--rules", EXAMPLES + "Cram.java", rows + "x" + cols, "--json");
                assertThat(Long.parseLong(json(r, "value"))).as(rows + "x" + cols)
                        .isEqualTo(cramValue(rows, cols, 0, new HashMap<>()));
            }
        }
        // Even by even boards are second-player wins by the symmetry strategy (Winning Ways, ch. 23).
        assertThat(json(cgt("analyze", "--rules", EXAMPLES + "Cram.java", "4x4", "--json"), "outcome")).isEqualTo("P");
    }

    @Test
    void cramOnOneRowIsDawsonsKayles() {
        // A domino on a 1 x n strip takes two adjacent squares: Dawson's Kayles, octal 0.07 (Winning Ways, ch. 4).
        int[] dawson = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3};
        for (int n = 1; n < dawson.length; n++) {
            Run r = cgt("analyze", "--rules", EXAMPLES + "Cram.java", ".".repeat(n), "--json");
            assertThat(json(r, "value")).as("1x" + n).isEqualTo(Integer.toString(dawson[n]));
        }
    }

    @Test
    void cramWinningMovesLeaveBoardsOfValueZeroAndMisereAndExplainWork() {
        Run r = cgt("analyze", "--rules", EXAMPLES + "Cram.java", "3x4");
        assertThat(r.out()).contains("cram ..../..../....", "outcome: N", "value: 1", "winning moves (7):",
                "  #.../#.../....");
        Run move = cgt("analyze", "--rules", EXAMPLES + "Cram.java", "#.../#.../....", "--json");
        assertThat(json(move, "value")).isEqualTo("0");
        Run misere = cgt("analyze", "--rules", EXAMPLES + "Cram.java", "2x2", "--misere", "--json");
        // Misère play against a brute force of its own: whoever cannot move wins.
        assertThat(json(misere, "outcome")).isEqualTo(misereCram(2, 2, 0, new HashMap<>()) ? "N" : "P");
        assertThat(cgt("analyze", "--rules", EXAMPLES + "Cram.java", "2x3", "--explain").out())
                .contains("G(.../...) = mex{");
    }

    private static long cramValue(int rows, int cols, int filled, Map<Integer, Long> memo) {
        Long known = memo.get(filled);
        if (known != null) {
            return known;
        }
        BitSet seen = new BitSet();
        for (int[] d : dominoes(rows, cols)) {
            if ((filled & d[0]) == 0 && (filled & d[1]) == 0) {
                seen.set((int) cramValue(rows, cols, filled | d[0] | d[1], memo));
            }
        }
        long g = seen.nextClearBit(0);
        memo.put(filled, g);
        return g;
    }

    private static boolean misereCram(int rows, int cols, int filled, Map<Integer, Boolean> memo) {
        Boolean known = memo.get(filled);
        if (known != null) {
            return known;
        }
        boolean anyMove = false;
        boolean win = false;
        for (int[] d : dominoes(rows, cols)) {
            if ((filled & d[0]) == 0 && (filled & d[1]) == 0) {
                anyMove = true;
                win |= !misereCram(rows, cols, filled | d[0] | d[1], memo);
            }
        }
        boolean result = !anyMove || win; // in misère play, the player who cannot move wins
        memo.put(filled, result);
        return result;
    }

    private static List<int[]> dominoes(int rows, int cols) {
        List<int[]> list = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int here = 1 << (r * cols + c);
                if (c + 1 < cols) {
                    list.add(new int[] {here, here << 1});
                }
                if (r + 1 < rows) {
                    list.add(new int[] {here, here << cols});
                }
            }
        }
        return list;
    }

    // ---- Snort and Toppling Dominoes: partizan examples, against canonical forms built here ----

    @Test
    void snortValuesAreThoseOfABruteForce() {
        // Published: one cell is * and two adjacent cells are +-1 (Winning Ways, ch. 6, Snort on small graphs).
        assertThat(json(cgt("analyze", "--rules", EXAMPLES + "Snort.java", ".", "--json"), "value")).isEqualTo("*");
        assertThat(json(cgt("analyze", "--rules", EXAMPLES + "Snort.java", "..", "--json"), "value"))
                .isEqualTo("+-1");
        for (String row : new String[] {"...", "....", ".....", "......", "L...", ".R..L.", "..L..R", "L.L.", ".R.R."}) {
            Run r = cgt("analyze", "--rules", EXAMPLES + "Snort.java", row, "--json");
            assertThat(json(r, "value")).as(row).isEqualTo(snort(row.toCharArray(), new HashMap<>()).toString());
        }
        Run sum = cgt("analyze", "--rules", EXAMPLES + "Snort.java", "...", "..L..", "--json");
        assertThat(json(sum, "value")).isEqualTo(CanonicalGame.sum(snort("...".toCharArray(), new HashMap<>()),
                snort("..L..".toCharArray(), new HashMap<>())).toString());
    }

    private static CanonicalGame snort(char[] row, Map<String, CanonicalGame> memo) {
        String key = new String(row);
        CanonicalGame known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 0; i < row.length; i++) {
            if (row[i] != '.') {
                continue;
            }
            boolean nextToL = (i > 0 && row[i - 1] == 'L') || (i + 1 < row.length && row[i + 1] == 'L');
            boolean nextToR = (i > 0 && row[i - 1] == 'R') || (i + 1 < row.length && row[i + 1] == 'R');
            for (char colour : new char[] {'L', 'R'}) {
                if (colour == 'L' ? nextToR : nextToL) {
                    continue;
                }
                char[] after = row.clone();
                after[i] = colour;
                (colour == 'L' ? left : right).add(snort(after, memo));
            }
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        memo.put(key, g);
        return g;
    }

    @Tag("slow")
    @Test
    void topplingDominoesValuesArePublishedOnesAndThoseOfABruteForce() {
        // Published (Fink, Nowakowski, Siegel, Wolfe, Toppling Dominoes, 2009): n blue dominoes are the number n,
        // and a green row of n is *n; LR = {0,-1 | 0,1} = *.
        String[][] published = {{"LLL", "3"}, {"RR", "-2"}, {"GGG", "*3"}, {"LR", "*"}, {"LRL", "1/2"}};
        for (String[] p : published) {
            assertThat(json(cgt("analyze", "--rules", EXAMPLES + "TopplingDominoes.java", p[0], "--json"), "value"))
                    .as(p[0]).isEqualTo(p[1]);
        }
        Random random = new Random(11);
        for (int i = 0; i < 12; i++) {
            StringBuilder row = new StringBuilder();
            for (int n = 1 + random.nextInt(7); n > 0; n--) {
                row.append("LRG".charAt(random.nextInt(3)));
            }
            Run r = cgt("analyze", "--rules", EXAMPLES + "TopplingDominoes.java", row.toString(), "--json");
            assertThat(json(r, "value")).as(row.toString()).isEqualTo(toppling(row.toString(), new HashMap<>())
                    .toString());
        }
        Run r = cgt("analyze", "--rules", EXAMPLES + "TopplingDominoes.java", "LRL");
        assertThat(r.out()).contains("outcome: L", "Left's winning moves (2):", "  0");
    }

    private static CanonicalGame toppling(String row, Map<String, CanonicalGame> memo) {
        CanonicalGame known = memo.get(row);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            char d = row.charAt(i);
            for (String rest : new String[] {row.substring(0, i), row.substring(i + 1)}) {
                if (d != 'R') {
                    left.add(toppling(rest, memo));
                }
                if (d != 'L') {
                    right.add(toppling(rest, memo));
                }
            }
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        memo.put(row, g);
        return g;
    }

    // ---- Northcott's game: partizan rules whose values are nimbers ----

    @Test
    void northcottIsNimOnTheGaps() {
        // Published: every row of Northcott's game is a Nim heap of its gap (Winning Ways, ch. 2; Berlekamp).
        Random random = new Random(7);
        for (int i = 0; i < 8; i++) {
            List<String> args = new ArrayList<>(List.of("analyze", "--rules", EXAMPLES + "Northcott.java"));
            int nimSum = 0;
            for (int row = 0; row < 3; row++) {
                int white = random.nextInt(4);
                int black = white + 1 + random.nextInt(7);
                args.add(white + "," + black);
                nimSum ^= black - white - 1;
            }
            args.add("--json");
            Run r = cgt(args.toArray(new String[0]));
            assertThat(json(r, "value")).as(args.toString()).isEqualTo(nimSum == 0 ? "0" : nimSum == 1 ? "*"
                    : "*" + nimSum);
            assertThat(json(r, "outcome")).isEqualTo(nimSum == 0 ? "P" : "N");
        }
        Run bad = cgt("analyze", "--rules", EXAMPLES + "Northcott.java", "3,1");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("cgt: bad position '3,1' for northcott: expected 0 <= white < black;"
                + " expected white,black").doesNotContain("Exception");
    }

    // ---- Heap examples: grundy and period apply ----

    @Test
    void stickGameAnswersTheCsesSample() {
        // CSES 1729, sample: moves {1, 3, 4}, heaps 1..10: WLWWWWLWLW.
        Run r = cgt("grundy", "--rules", EXAMPLES + "StickGame.java", "--to", "200");
        int[] g = Arrays.stream(r.out().split("\n")).mapToInt(Integer::parseInt).toArray();
        StringBuilder wl = new StringBuilder();
        for (int n = 1; n <= 10; n++) {
            wl.append(g[n] == 0 ? 'L' : 'W');
        }
        assertThat(wl).hasToString("WLWWWWLWLW");
        boolean[] wins = new boolean[201]; // brute force: a heap wins when some move leaves a losing heap
        for (int n = 1; n <= 200; n++) {
            wins[n] = !wins[n - 1] || (n >= 3 && !wins[n - 3]) || (n >= 4 && !wins[n - 4]);
            assertThat(g[n] != 0).as("heap %d", n).isEqualTo(wins[n]);
        }
        assertThat(cgt("period", "--rules", EXAMPLES + "StickGame.java").out()).contains("period: 7");
        Run a = cgt("analyze", "--rules", EXAMPLES + "StickGame.java", "7", "9", "--json");
        assertThat(json(a, "outcome")).isEqualTo("P");
    }

    @Test
    void twoOrThreeIsTheSplittingGameOfABruteForce() {
        Run r = cgt("grundy", "--rules", EXAMPLES + "TwoOrThree.java", "--to", "60");
        int[] g = Arrays.stream(r.out().split("\n")).mapToInt(Integer::parseInt).toArray();
        int[] brute = new int[61];
        for (int n = 0; n <= 60; n++) {
            BitSet seen = new BitSet();
            for (int a = 1; a < n; a++) {
                for (int b = a + 1; a + b <= n; b++) {
                    int c = n - a - b;
                    if (c == 0) {
                        seen.set(brute[a] ^ brute[b]); // two heaps a < b
                    } else if (c > b) {
                        seen.set(brute[a] ^ brute[b] ^ brute[c]); // three heaps a < b < c
                    }
                }
            }
            brute[n] = seen.nextClearBit(0);
        }
        assertThat(g).containsExactly(brute);
    }

    @Test
    void playWorksOnUsersGamesOfBothKinds() {
        Run northcott = cgtReading("1,2\n", "play", "--rules", EXAMPLES + "Northcott.java", "0,2");
        assertThat(northcott.code()).as(northcott.err()).isZero();
        assertThat(northcott.out()).contains("you play Left").contains("Right cannot move from 1,2: you win.");
        Run cram = cgtReading("##./...\nquit\n", "play", "--rules", EXAMPLES + "Cram.java", "2x3", "--seed", "1");
        assertThat(cram.code()).as(cram.err()).isZero();
        assertThat(cram.out()).contains("cram .../...").contains("cgt moves to: ");
    }

    // ---- What goes wrong: compile errors, faults in the rules, bad files; and the cache ----

    @Test
    void aCompileErrorNamesTheFileAndLineOnOneLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("Broken.java");
        Files.writeString(file, """
                import cgt.rules.ImpartialRules;
                import java.util.List;

                public class Broken implements ImpartialRules<Integer> {
                    public List<Integer> moves(Integer n) {
                        return List.of(n - undefinedThing);
                    }
                    int x = "text";
                }
                """);
        Run r = cgt("analyze", "--rules", file.toString(), "3");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("cgt: " + file + ":6: cannot find symbol (symbol: variable undefinedThing)"
                + " (and 1 more error)\n");
    }

    /**
     * A parts() that forgets runs of four or more squares in one-row Domineering: --check-parts names the smallest
     * position where the sum of the parts is not the value (a run of four: 0 by its parts, -2 searched whole), on
     * one line with exit code 3; right parts pass with the analysis on stdout unchanged.
     */
    @Test
    void checkPartsNamesASmallestPositionWhereWrongPartsDisagree(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("Forgetful.java");
        Files.writeString(file, """
                import cgt.rules.PartizanRules;
                import java.util.ArrayList;
                import java.util.List;

                public class Forgetful implements PartizanRules<String> {
                    public List<String> leftMoves(String row) {
                        return List.of();
                    }
                    public List<String> rightMoves(String row) {
                        List<String> out = new ArrayList<>();
                        for (int i = row.indexOf(".."); i >= 0; i = row.indexOf("..", i + 1)) {
                            out.add(row.substring(0, i) + "##" + row.substring(i + 2));
                        }
                        return out;
                    }
                    public List<String> parts(String row) {
                        List<String> runs = new ArrayList<>();
                        for (String run : row.split("#+")) {
                            if (run.length() >= 2 && run.length() < 4) {
                                runs.add(run);
                            }
                        }
                        return runs;
                    }
                }
                """);
        Run wrong = cgt("analyze", "--rules", file.toString(), "#......", "--check-parts");
        assertThat(wrong.code()).as(wrong.err()).isEqualTo(3);
        assertThat(wrong.out()).isEmpty();
        assertThat(wrong.err()).isEqualTo("cgt: parts() of forgetful disagree with the search that never splits, at"
                + " ###....: the sum of its parts is 0, the position searched whole is -2\n");
        Run right = cgt("analyze", "--rules", file.toString(), "#...", "--check-parts");
        assertThat(right.code()).as(right.err()).isZero();
        assertThat(right.out()).isEqualTo(cgt("analyze", "--rules", file.toString(), "#...").out());
        assertThat(right.err()).isEqualTo("cgt: parts() checked: the sum of the parts has the value of the search"
                + " that never splits\n");
    }

    @Test
    void aFaultInTheRulesIsReportedWithItsLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("Faulty.java");
        Files.writeString(file, """
                import cgt.rules.ImpartialRules;
                import java.util.List;

                public class Faulty implements ImpartialRules<Integer> {
                    public List<Integer> moves(Integer n) {
                        int[] none = new int[0];
                        return n > 2 ? List.of(none[n]) : List.of();
                    }
                }
                """);
        Run r = cgt("analyze", "--rules", file.toString(), "5");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("cgt: the rules of Faulty failed in moves(5) at Faulty.java:7:")
                .contains("ArrayIndexOutOfBoundsException").doesNotContain("\tat ");
        Run missing = cgt("analyze", "--rules", dir.resolve("Nowhere.java").toString(), "5");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("Nowhere.java: no such file");
        Run noFile = cgt("analyze", "--rules");
        assertThat(noFile.code()).isEqualTo(2);
        assertThat(noFile.err()).startsWith("cgt: --rules needs a file");
        Run notAGame = cgt("analyze", "--rules", EXAMPLES + "Cram.java", "3y3");
        assertThat(notAGame.code()).isEqualTo(2);
        // examples/Cram.java is named like the built-in cram: a note says whose game runs, then the one-line error.
        assertThat(notAGame.err()).startsWith("cgt: note: the rules file's game 'cram' is used in place of the built-in")
                .contains("\ncgt: bad position '3y3' for cram:");
    }

    @Test
    void theSecondRunTakesTheCompiledRulesFromTheCache(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("TakeOneOrTwo.java");
        String source = """
                import cgt.rules.HeapGameRules;

                public class TakeOneOrTwo implements HeapGameRules {
                    public void moves(int n, Moves to) {
                        for (int k = 1; k <= Math.min(%d, n); k++) {
                            to.heaps(n - k);
                        }
                    }
                }
                """;
        Files.writeString(file, source.formatted(2));
        int before = RulesCompiler.compilations();
        assertThat(cgt("grundy", "--rules", file.toString(), "--to", "5").out()).isEqualTo("0\n1\n2\n0\n1\n2\n");
        assertThat(RulesCompiler.compilations()).isEqualTo(before + 1);
        assertThat(cgt("grundy", "--rules", file.toString(), "--to", "5").out()).isEqualTo("0\n1\n2\n0\n1\n2\n");
        assertThat(RulesCompiler.compilations()).as("the second run compiles nothing").isEqualTo(before + 1);
        Files.writeString(file, source.formatted(3)); // a changed file is compiled again
        assertThat(cgt("grundy", "--rules", file.toString(), "--to", "5").out()).isEqualTo("0\n1\n2\n3\n0\n1\n");
        assertThat(RulesCompiler.compilations()).isEqualTo(before + 2);
    }

    @Test
    void helpNamesTheOption() {
        for (String command : new String[] {"analyze", "grundy", "period", "play", "games"}) {
            assertThat(cgt(command, "--help").out()).as(command).contains("--rules=FILE.java");
        }
        Run games = cgt("games", "--rules", EXAMPLES + "StickGame.java");
        assertThat(games.out()).contains("stick-game (impartial)", "remove 1, 3 or 4 sticks");
    }
}
