package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.format.GameNotes;
import cgt.games.Game;
import cgt.games.PartizanRulesGame;
import cgt.games.partizan.Cutcake;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import cgt.testing.Reference;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The notes of {@code cgt games NAME}: every game has one with a source, and every number in a note that the
 * program can compute agrees with what {@code cgt} computes, so the prose cannot drift from the program.
 */
class GamesNotesTest {

    private static final Set<String> FAMILIES = Set.of("subtraction:S", "allbut:S", GameNotes.TAKE_AND_BREAK,
            "turning:CODE");

    record Run(int code, String out, String err) {
    }

    private static Run cgt(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    private static String note(String game) {
        return GameNotes.of(Catalog.find(game)).orElseThrow().text();
    }

    private static int[] grundy(String game, int to) {
        Run r = cgt("grundy", game, "--to", String.valueOf(to));
        assertThat(r.code()).as(r.err()).isZero();
        return Arrays.stream(r.out().strip().split("\n")).mapToInt(Integer::parseInt).toArray();
    }

    private static String json(String field, String jsonText) {
        Matcher m = Pattern.compile("\"" + field + "\":(\"(?:[^\"\\\\]|\\\\.)*\"|[^,}]*)").matcher(jsonText);
        assertThat(m.find()).as("%s in %s", field, jsonText).isTrue();
        String v = m.group(1);
        return v.startsWith("\"") ? v.substring(1, v.length() - 1).replace("\\\\", "\\") : v;
    }

    private static String outcome(String game, String... position) {
        List<String> args = new ArrayList<>(List.of("analyze", game));
        args.addAll(List.of(position));
        args.add("--json");
        Run r = cgt(args.toArray(String[]::new));
        assertThat(r.code()).as(r.err()).isZero();
        return json("outcome", r.out());
    }

    @Test
    void everyBuiltInGameAndFamilyHasNotesWithASource() {
        List<String> named = new ArrayList<>(Catalog.builtInNames());
        named.addAll(List.of("subtraction:1,3,4", "allbut:2,5", "0.16", "4.07"));
        for (String name : named) {
            Game g = Catalog.find(name);
            GameNotes.Note note = GameNotes.of(g).orElse(null);
            assertThat(note).as("notes of %s", name).isNotNull();
            assertThat(note.lines()).as(name).isNotEmpty();
            assertThat(note.source()).as("source of %s", name).isNotBlank();
            for (String line : note.lines()) {
                assertThat(line.length()).as("width of a line of %s: %s", name, line).isLessThanOrEqualTo(100);
            }
            Run shown = cgt("games", name);
            assertThat(shown.code()).isZero();
            assertThat(shown.out()).contains("  notes:    " + note.lines().get(0), "  source:   " + note.source());
            Run asJson = cgt("games", name, "--json");
            assertThat(json("source", asJson.out())).isEqualTo(note.source());
        }
    }

    @Test
    void everyNoteBelongsToAGameAndEachCodeAliasIsThatGame() {
        for (Map.Entry<String, GameNotes.Note> e : GameNotes.all().entrySet()) {
            assertThat(Catalog.builtInNames().contains(e.getKey()) || FAMILIES.contains(e.getKey()))
                    .as("note key %s", e.getKey()).isTrue();
        }
        Map<String, String> codes = Map.of("kayles", "0.77", "dawsons-kayles", "0.07", "dawsons-chess", "0.137",
                "treblecross", "0.007");
        codes.forEach((name, code) -> {
            assertThat(GameNotes.of(Catalog.find(code)).orElseThrow().key()).isEqualTo(name);
            assertThat(grundy(code, 300)).containsExactly(grundy(name, 300));
        });
        assertThat(GameNotes.of(Catalog.find("0.16")).orElseThrow().key()).isEqualTo(GameNotes.TAKE_AND_BREAK);
    }

    @Test
    void statedPeriodsAreWhatCgtPeriodProves() {
        Pattern claim = Pattern.compile("[Pp]eriod (\\d+) from heap (\\d+), last exception (\\d+)");
        int claims = 0;
        for (String name : Catalog.builtInNames()) {
            Matcher m = claim.matcher(note(name));
            while (m.find()) {
                claims++;
                Run r = cgt("period", name, "--json");
                assertThat(json("period", r.out())).as(name).isEqualTo(m.group(1));
                assertThat(json("preperiod", r.out())).as(name).isEqualTo(m.group(2));
                assertThat(Integer.parseInt(m.group(3))).as(name).isEqualTo(Integer.parseInt(m.group(2)) - 1);
                assertThat(json("saltus", r.out())).isEqualTo("0");
                assertThat(json("proved", r.out())).as(name).isEqualTo("true");
            }
        }
        assertThat(claims).as("kayles, dawsons-kayles and dawsons-chess state their periods").isEqualTo(3);
        assertThat(note("kayles")).contains("Period 12 from heap 71, last exception 70");
    }

    @Test
    void statedValueListsAreWhatCgtComputes() {
        Pattern claim = Pattern.compile("g\\((\\d+)\\.\\.(\\d+)\\) = ((?:\\d+ ?)+)");
        int claims = 0;
        for (String name : Catalog.builtInNames()) {
            Matcher m = claim.matcher(note(name));
            while (m.find()) {
                claims++;
                int from = Integer.parseInt(m.group(1));
                int to = Integer.parseInt(m.group(2));
                int[] stated = Arrays.stream(m.group(3).strip().split(" ")).mapToInt(Integer::parseInt).toArray();
                assertThat(stated).as("%s states g(%d..%d)", name, from, to).hasSize(to - from + 1);
                assertThat(Arrays.copyOfRange(grundy(name, to), from, to + 1)).as(name).containsExactly(stated);
            }
        }
        assertThat(claims).as("mark and poolitaja list values").isEqualTo(2);
    }

    @Test
    void oeisNumbersNameTheGamesValues() {
        // The published sequences, kept as test resources (from /work/shared/reference).
        assertThat(note("kayles")).contains("OEIS A002186");
        assertThat(grundy("kayles", 149)).containsExactly(Reference.sequence("kayles-0.77.txt"));
        assertThat(note("dawsons-chess")).contains("OEIS A002187");
        int[] chess = Reference.sequence("dawsons-chess-0.137.txt");
        assertThat(grundy("dawsons-chess", 149)).containsExactly(chess);
        assertThat(note("dawsons-kayles")).contains("OEIS A002187, shifted by one", "g(n+1) = g_0.137(n)");
        int[] dawsonsKayles = grundy("dawsons-kayles", 150);
        for (int n = 0; n < 150; n++) {
            assertThat(dawsonsKayles[n + 1]).isEqualTo(chess[n]);
        }
        assertThat(note("grundy")).contains("OEIS A002188");
        assertThat(grundy("grundy", 149)).containsExactly(Reference.sequence("grundys-game.txt"));
    }

    @Test
    void dawsonsChessExceptionsAreTheHeapsOffThePeriod() {
        Matcher m = Pattern.compile("the exceptions are heaps ([\\d, ]+) and (\\d+)").matcher(note("dawsons-chess"));
        assertThat(m.find()).isTrue();
        List<Integer> stated = new ArrayList<>();
        Arrays.stream(m.group(1).split(",\\s*")).map(String::strip).forEach(s -> stated.add(Integer.parseInt(s)));
        stated.add(Integer.parseInt(m.group(2)));
        int[] g = grundy("dawsons-chess", 400);
        List<Integer> exceptions = new ArrayList<>();
        for (int n = 0; n < 52 + 34; n++) {
            if (g[n] != g[n + 34 * ((52 + 34 - n) / 34 + 1)]) {
                exceptions.add(n);
            }
        }
        assertThat(exceptions).isEqualTo(stated);
    }

    @Test
    void grundysGameLastZeroBelow2To24IsTheReferenceOne() {
        assertThat(note("grundy")).contains("The P-positions below 2^24 end with 1222");
        int[] zeros = Reference.sequence("grundys-game-zeros-below-2pow24.txt");
        assertThat(zeros[zeros.length - 1]).isEqualTo(1222);
        int[] g = grundy("grundy", 4000);
        int[] computed = IntStream.rangeClosed(0, 4000).filter(n -> g[n] == 0).toArray();
        assertThat(computed).containsExactly(zeros);
    }

    @Test
    void markPPositionsEndInAnOddNumberOfBinaryZeros() {
        assertThat(note("mark")).contains("2 6 8 10 14 18 22 24 ...", "g(3) = mex{0, 1} = 2", "3 -> 1");
        int[] g = grundy("mark", 20000);
        for (int n = 1; n <= 20000; n++) {
            assertThat(g[n] == 0).as("n = %d", n).isEqualTo(Integer.numberOfTrailingZeros(n) % 2 == 1);
        }
    }

    @Test
    void uptoHalfFollowsItsRecurrence() {
        assertThat(note("upto-half")).contains("g(2n) = n and g(2n+1) = g(n)", "0 0 1 0 2 1 3 0 4 2", "2^k - 1");
        int[] g = grundy("upto-half", 4000);
        for (int n = 0; 2 * n + 1 <= 4000; n++) {
            assertThat(g[2 * n]).isEqualTo(n);
            assertThat(g[2 * n + 1]).isEqualTo(g[n]);
        }
        for (int n = 0; n <= 4000; n++) {
            assertThat(g[n] == 0).as("n = %d", n).isEqualTo(Integer.bitCount(n + 1) == 1);
        }
    }

    @Test
    void laskerFormulaHoldsForBothLaskerGamesAndTheCode() {
        String formula = "g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3";
        assertThat(note("lasker")).contains(formula, "4.[3]");
        assertThat(note("lasker-unequal")).contains(formula);
        int[] lasker = grundy("lasker", 2000);
        assertThat(lasker).containsExactly(grundy("lasker-unequal", 2000));
        assertThat(Arrays.copyOf(lasker, 301)).containsExactly(grundy("4.[3]", 300));
        for (int k = 0; 4 * k + 4 <= 2000; k++) {
            assertThat(new int[] {lasker[4 * k + 1], lasker[4 * k + 2], lasker[4 * k + 3], lasker[4 * k + 4]})
                    .containsExactly(4 * k + 1, 4 * k + 2, 4 * k + 4, 4 * k + 3);
        }
    }

    @Test
    void poolitajaIsOneFromHeapFourOn() {
        assertThat(note("poolitaja")).contains("g(m) = 1 for every m >= 4");
        int[] g = grundy("poolitaja", 2000);
        for (int m = 4; m <= 2000; m++) {
            assertThat(g[m]).isEqualTo(1);
        }
    }

    @Test
    void treblecrossHasNoPeriodAsFarAsStated() {
        Matcher m = Pattern.compile("cgt finds none in g\\(0\\.\\.(\\d+)\\)").matcher(note("treblecross"));
        assertThat(m.find()).isTrue();
        Run r = cgt("period", "treblecross", "--max", m.group(1), "--json");
        assertThat(json("period", r.out())).isEqualTo("null");
        assertThat(json("checkedTo", r.out())).isEqualTo(m.group(1));
    }

    @Test
    void familyExamplesAreWhatCgtPeriodFinds() {
        assertThat(GameNotes.all().get("subtraction:S").text()).contains(
                "subtraction:1,3,4 has period 7, values 0 1 0 1 2 3 2 repeating");
        Run sub = cgt("period", "subtraction:1,3,4", "--json");
        assertThat(json("period", sub.out())).isEqualTo("7");
        assertThat(json("preperiod", sub.out())).isEqualTo("0");
        assertThat(Arrays.copyOf(grundy("subtraction:1,3,4", 6), 7)).containsExactly(0, 1, 0, 1, 2, 3, 2);
        assertThat(GameNotes.all().get("allbut:S").text()).contains("allbut:2,5: g(n+4) = g(n) + 2");
        Run allBut = cgt("period", "allbut:2,5", "--json");
        assertThat(json("period", allBut.out())).isEqualTo("4");
        assertThat(json("saltus", allBut.out())).isEqualTo("2");
    }

    @Test
    void wythoffPPositionsAreTheBeattyPairs() {
        assertThat(note("wythoff")).contains("0,0 1,2 3,5 4,7 6,10 8,13", "A000201", "A001950");
        double phi = (1 + Math.sqrt(5)) / 2;
        for (int k = 0; k <= 20; k++) {
            long a = (long) Math.floor(k * phi);
            long b = (long) Math.floor(k * phi * phi);
            assertThat(b).isEqualTo(a + k);
            assertThat(outcome("wythoff", a + "," + b)).as("k = %d", k).isEqualTo("P");
            assertThat(outcome("wythoff", b + "," + a)).isEqualTo("P");
            assertThat(outcome("wythoff", a + "," + (b + 1))).isEqualTo("N");
        }
    }

    @Test
    void chompSquaresAndTwoRowsAreSolvedAsStated() {
        assertThat(note("chomp")).contains("rows of a and a-1 squares", "square n x n");
        for (int a = 2; a <= 9; a++) {
            assertThat(outcome("chomp", a + "," + (a - 1))).as("rows %d,%d", a, a - 1).isEqualTo("P");
            assertThat(outcome("chomp", a + "," + a)).isEqualTo("N");
            String[] arms = new String[a];
            Arrays.fill(arms, "1");
            arms[0] = String.valueOf(a);
            assertThat(outcome("chomp", String.join(",", arms))).as("L of arms %d", a - 1).isEqualTo("P");
        }
        for (int a = 2; a <= 6; a++) {
            assertThat(outcome("chomp", a + "x" + (a + 2))).as("strategy stealing").isEqualTo("N");
        }
    }

    @Test
    void staircaseValueIsTheNimSumOfTheEvenStairs() {
        assertThat(note("staircase")).contains("even stairs 2, 4, 6");
        Random random = new Random(12);
        for (int trial = 0; trial < 60; trial++) {
            int stairs = 1 + random.nextInt(5);
            String[] coins = new String[stairs];
            int nimSum = 0;
            for (int i = 0; i < stairs; i++) {
                int c = random.nextInt(6);
                coins[i] = String.valueOf(c);
                nimSum ^= (i + 1) % 2 == 0 ? c : 0;
            }
            Run r = cgt(concat(new String[] {"analyze", "staircase"}, coins, new String[] {"--json"}));
            assertThat(json("value", r.out())).as(String.join(" ", coins)).isEqualTo(String.valueOf(nimSum));
        }
    }

    @Test
    void oneFromEachIsLostExactlyWhenEveryHeapIsEven() {
        assertThat(note("one-from-each")).contains("P-position exactly when every heap is even");
        Random random = new Random(7);
        for (int trial = 0; trial < 60; trial++) {
            int heaps = 1 + random.nextInt(4);
            String[] sizes = new String[heaps];
            boolean allEven = true;
            for (int i = 0; i < heaps; i++) {
                int h = random.nextInt(7);
                sizes[i] = String.valueOf(h);
                allEven &= h % 2 == 0;
            }
            assertThat(outcome("one-from-each", sizes)).as(String.join(" ", sizes)).isEqualTo(allEven ? "P" : "N");
        }
    }

    @Test
    void nimAndMisereNimFollowBouton() {
        assertThat(note("nim")).contains("Bouton (1901)");
        Random random = new Random(3);
        for (int trial = 0; trial < 40; trial++) {
            int heaps = 1 + random.nextInt(4);
            String[] sizes = new String[heaps];
            int nimSum = 0;
            boolean big = false;
            for (int i = 0; i < heaps; i++) {
                int h = random.nextInt(trial < 20 ? 3 : 9);
                sizes[i] = String.valueOf(h);
                nimSum ^= h;
                big |= h >= 2;
            }
            assertThat(outcome("nim", sizes)).isEqualTo(nimSum == 0 ? "P" : "N");
            boolean miserP = big ? nimSum == 0 : nimSum == 1;
            Run r = cgt(concat(new String[] {"analyze", "nim"}, sizes, new String[] {"--misere", "--json"}));
            assertThat(json("outcome", r.out())).as(String.join(" ", sizes)).isEqualTo(miserP ? "P" : "N");
        }
    }

    @Test
    void partizanValuesInTheNotesAreWhatCgtComputes() {
        String[][] claims = {
            {"domineering", ".|.", "1", "a vertical\nspace .|. is 1"},
            {"domineering", "..", "-1", "a horizontal .. is -1"},
            {"domineering", "..|..", "+-1", "the 2x2 and 3x3 boards are both +-1"},
            {"domineering", "...|...|...", "+-1", "the 2x2 and 3x3 boards are both +-1"},
            {"domineering", "...|...", "{2|-1/2}", "(...|...) are {2|-1/2}"},
            {"domineering", "..|..|..", "{1/2|-2}", "(..|..|..) are {1/2|-2}"},
            {"clobber", "xo", "*", "xo and xox are *"},
            {"clobber", "xox", "*", "xo and xox are *"},
            {"clobber", "xoxo", "+-{*,^}", "xoxo is +-{*,^}"},
            {"clobber", "xoxoxo", "0", "xoxoxo is 0"},
            {"toads-frogs", "t.f", "*", "t.f is *"},
            {"toads-frogs", "tt.f", "{1/2|0}", "tt.f is {1/2|0}"},
            {"toads-frogs", "t..f", "0", "t..f is 0"},
            {"toads-frogs", "tt.ff", "*", "tt.ff is *"},
            {"hackenbush", "l", "1", "l is 1"},
            {"hackenbush", "lr", "1/2", "lr is\n1/2"},
            {"hackenbush", "lrr", "1/4", "lrr is 1/4"},
            {"hackenbush", "llr", "3/2", "llr is 3/2"},
            {"hackenbush", "rl", "-1/2", "rl is -1/2"},
            {"hackenbush", "eee", "*3", "eee is *3"},
            {"hackenbush", "el", "^*", "el, a blue edge on a green one, is ^*"},
            {"cutcake", "1,9", "8", "1,n is n-1"},
            {"cutcake", "2,5", "1", "2,5 is 1"},
            {"cutcake", "6,2", "-2", "6,2 is -2"},
            {"fission", ".x.", "-1", ".x. is -1"},
            {"fission", ".|x|.", "1", ".|x|. is 1"},
            {"anti-clobber", "x.", "1", "x. is 1"},
            {"anti-clobber", "x.o", "*", "x.o is *"},
            {"anti-clobber", "xoxo|oo..", "{*|-1}", "xoxo|oo.. is {*|-1}"},
            {"hot-clobber", "xxx", "2", "xxx is 2"},
            {"hot-clobber", "xo", "*", "xo is *"},
            {"clobber-kings", "x.|.o", "*", "x.|.o is *"},
            {"clobber-kings", "xox|ox.", "{^^*|*,v[2]}", "xox|ox. is {^^*|*,v[2]}"},
            {"clobber-knights", "x..|..o", "*", "x..|..o is *"},
            {"clobber-knights", "xo", "0", "xo is 0"},
            {"clobber-rooks", "x.o", "*", "x.o is *"},
            {"clobber-rooks", "xox|ox.", "{^^*|0,*}", "xox|ox. is {^^*|0,*}"},
            {"clobber-queens", "xox|ox.", "^", "xox|ox. is ^"},
            {"clobber-queens", "x..|...|..o", "*", "x..|...|..o is *"},
            {"konane", "xo.", "1", "xo. is 1"},
            {"konane", ".xo.", "*", ".xo. is *"},
            {"amazons", "x...|o...", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
                "x...|o... is\n+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"},
            {"toppling-dominoes", "lr", "*", "and lr is *"},
            {"toppling-dominoes", "eeee", "*4", "of n grey ones *n"},
            {"elephants-rhinos", "t..f", "0", "t..f is 0"},
            {"ski-jumps", "L..", "3", "(L.. is 3)"},
            {"ski-jumps", "L....|R....|.....", "9/2", "L....|R....|..... is 9/2"},
            {"ski-jumps", ".L...|.R...|.....", "5/2", ".L...|.R...|..... is 5/2"},
            {"ski-jumps", ".LR", "0", "(.LR is 0)"},
            {"eatcake", "8,1", "^", "8,1 is ^"},
            {"maundy-cake", "1,12", "10", "1,12 is 10"},
            {"turn-and-eatcake", "8,5", "v<3>", "v 0 v 0 v<3> 0 v 0"},
        };
        for (String[] c : claims) {
            // The built-in game itself, not the one a name finds: a user's rules file registered by another test in
            // this JVM (examples/TopplingDominoes.java, Cram.java) takes its name over in the catalog.
            PartizanRulesGame<?> game = (PartizanRulesGame<?>) Catalog.builtIns().stream()
                    .filter(g -> g.name().equals(c[0])).findFirst().orElseThrow();
            String text = String.join("\n", GameNotes.of(game).orElseThrow().lines());
            assertThat(text.replace("\n", " ")).as("note of %s", c[0]).contains(c[3].replace("\n", " "));
            assertThat(builtInValue(game.ruleset(), c[1])).as("%s %s", c[0], c[1]).isEqualTo(c[2]);
        }
    }

    @Test
    void graphGameValuesInTheNotesAreWhatTheBuiltInsCompute() {
        // Valued by the built-in game itself, not by name: a user's rules file named like a built-in takes the
        // name over by design, and examples/Snort.java, run by UserRulesTest in this JVM, is named snort.
        String[][] claims = {
            {"col", ".", "*", ". is *, - is 0, R is 1"},
            {"col", "-", "0", ". is *, - is 0, R is 1"},
            {"col", "R", "1", ". is *, - is 0, R is 1"},
            {"snort", "-", "+-1", "(-) are +-1"},
            {"snort", "L", "1", "is 1"},
            {"node-kayles", "Path(5)", "*3", "Path(5) is *3"},
            {"arc-kayles", "Path(6)", "*3", "Path(6) is *3"},
            {"arc-kayles", "Star(7)", "*", "A star is *"},
            {"partizan-arc-kayles", "l", "1", "l is 1, r is -1, e is *, and lr is *"},
            {"partizan-arc-kayles", "r", "-1", "l is 1, r is -1, e is *, and lr is *"},
            {"partizan-arc-kayles", "e", "*", "l is 1, r is -1, e is *, and lr is *"},
            {"partizan-arc-kayles", "lr", "*", "l is 1, r is -1, e is *, and lr is *"},
            {"fjords", "L", "1", "L is 1, L-. is 2"},
            {"fjords", "L-.", "2", "L is 1, L-. is 2"},
            {"fjords", ".", "0", ". alone is 0"},
            {"childish-hackenbush", "lll", "3", "A blue stalk of n edges is still n"},
            {"childish-hackenbush", "eee", "*", "(eee is *)"},
            {"childish-hackenbush", "lr", "0", "lr is 0"},
        };
        for (String[] c : claims) {
            PartizanRulesGame<?> game = (PartizanRulesGame<?>) Catalog.builtIns().stream()
                    .filter(g -> g.name().equals(c[0])).findFirst().orElseThrow();
            String text = String.join(" ", GameNotes.of(game).orElseThrow().lines());
            assertThat(text).as("note of %s", c[0]).contains(c[3]);
            assertThat(builtInValue(game.ruleset(), c[1])).as("%s %s", c[0], c[1]).isEqualTo(c[2]);
        }
    }

    private static <P> String builtInValue(PartizanRules<P> game, String position) {
        return PartizanEvaluator.of(game).value(game.parse(position)).toString();
    }

    @Test
    void evenAlternatingClobberRowsAreFirstPlayerWinsExceptSix() {
        assertThat(note("clobber")).contains("every alternating row\nof even length other than xoxoxo".replace("\n", " "));
        for (int length = 2; length <= 10; length += 2) {
            String row = "xo".repeat(length / 2);
            assertThat(outcome("clobber", row)).as(row).isEqualTo(length == 6 ? "P" : "N");
        }
    }

    @Test
    void cutcakeValuesFollowTheStatedRule() {
        Matcher m = Pattern.compile("checked for every piece with sides up to (\\d+)").matcher(note("cutcake"));
        assertThat(m.find()).isTrue();
        int max = Integer.parseInt(m.group(1));
        // One evaluator for all pieces (they share sub-pieces); the command line gives the same values, as
        // partizanValuesInTheNotesAreWhatCgtComputes shows for the pieces the note names.
        Cutcake cutcake = new Cutcake();
        PartizanEvaluator<Cutcake.Pieces> evaluator = PartizanEvaluator.of(cutcake);
        for (int rows = 1; rows <= max; rows++) {
            for (int cols = 1; cols <= max; cols++) {
                int a = 31 - Integer.numberOfLeadingZeros(rows);
                int b = 31 - Integer.numberOfLeadingZeros(cols);
                int expected = b > a ? (cols >> a) - 1 : a > b ? 1 - (rows >> b) : 0;
                assertThat(evaluator.value(cutcake.parse(rows + "," + cols)).toString()).as("%d,%d", rows, cols)
                        .isEqualTo(String.valueOf(expected));
            }
        }
    }

    private static String[] concat(String[]... parts) {
        return Arrays.stream(parts).flatMap(Arrays::stream).toArray(String[]::new);
    }
}
