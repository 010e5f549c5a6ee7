package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.format.i18n.Language;
import cgt.testing.Reference;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The command line as users and scripts see it: output, JSON shape and exit codes. */
class CliTest {

    record Run(int code, String out, String err) {
    }

    /** cgt with these arguments, nothing to read as a player's moves, and this process's environment in English. */
    static Run cgt(String... args) {
        return cgtWith("", ENGLISH, args);
    }

    /** cgt in a language ({@code --lang CODE} first), otherwise as {@link #cgt}. */
    static Run cgtIn(Language l, String... args) {
        String[] withLang = new String[args.length + 2];
        withLang[0] = "--lang";
        withLang[1] = l.code();
        System.arraycopy(args, 0, withLang, 2, args.length);
        return cgt(withLang);
    }

    /**
     * This process's environment without the locale's variables: the tests read English whatever the developer's
     * language (LanguagesCliTest sets the language itself).
     */
    static final Map<String, String> ENGLISH = System.getenv().entrySet().stream()
            .filter(e -> !List.of("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE").contains(e.getKey()))
            .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, Map.Entry::getValue));

    /** cgt with its cache of compiled rules files in {@code cache} (XDG_CACHE_HOME), a folder of the test's own. */
    static Run cgtCachingIn(Path cache, String input, String... args) {
        return cgtWith(input, Map.of("XDG_CACHE_HOME", cache.toString()), args);
    }

    /**
     * cgt reading {@code input} as a player's moves, with {@code env} as its environment variables: nothing global
     * (System.in, system properties) is set, so that tests can run side by side.
     */
    static Run cgtWith(String input, Map<String, String> env, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new StringReader(input), env, new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void analyzeNim345() {
        Run r = cgt("analyze", "nim", "3", "4", "5");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("outcome: N").contains("value: 2").contains("  1 4 5");
        Run json = cgt("analyze", "nim", "3", "4", "5", "--json");
        assertThat(json.out().strip()).isEqualTo("{\"game\":\"nim\",\"position\":\"3 4 5\",\"misere\":false,"
                + "\"outcome\":\"N\",\"value\":2,\"winningMoves\":[\"1 4 5\"],\"winningMoveCount\":1}");
    }

    @Test
    void analyzeExplainsInBinaryColumns() {
        Run r = cgt("analyze", "nim", "3", "4", "5", "--explain");
        assertThat(r.out()).contains("  nim-sum = 2 = 010").contains("G(3): 3 ⊕ 2 = 1 → 1 4 5");
        Run mex = cgt("analyze", "subtraction:1,2,3", "4", "--explain");
        assertThat(mex.out()).contains("G(4) = mex{G(3), G(2), G(1)} = mex{3, 2, 1} = 0");
    }

    @Test
    void miserePlay() {
        Run r = cgt("analyze", "nim", "1", "3", "5", "7", "--misere", "--json");
        assertThat(r.out()).contains("\"outcome\":\"P\"").contains("\"misere\":true");
    }

    @Test
    void grundyStreamsOneValuePerLine() {
        Run r = cgt("grundy", "kayles", "--to", "149");
        assertThat(r.code()).isZero();
        int[] values = Arrays.stream(r.out().split("\n")).mapToInt(Integer::parseInt).toArray();
        assertThat(values).containsExactly(Reference.sequence("kayles-0.77.txt"));
    }

    @Test
    void periodOfKaylesIsProvedByGuyAndSmith() {
        Run r = cgt("period", "kayles");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("period: 12", "preperiod: 71 (the last exception is heap 70)",
                "proved: yes, by the Guy-Smith theorem");
        Run json = cgt("period", "0.137", "--json");
        assertThat(json.out()).contains("\"period\":34", "\"preperiod\":52", "\"proved\":true");
    }

    @Test
    void periodOfLaskersNimIsProvedByTheTheoremOnItsValues() {
        Run r = cgt("period", "lasker", "--max", "5000");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("period: 4 (arithmetic, saltus 4)", "rule: g(n+4) = g(n) + 4 for every n >= 1",
                "proved: yes, by the theorem g(4k+1) = 4k+1");
    }

    @Test
    void periodNeedsAHeapGame() {
        Run r = cgt("period", "domineering");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("period needs a heap game").doesNotContain("Exception");
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : new String[] {"games", "analyze", "grundy", "period", "table", "play", "value",
            "compare", "born", "thermograph"}) {
            Run r = cgt(command, "--help");
            assertThat(r.code()).as(command).isZero();
            assertThat(r.out()).as(command).startsWith("Usage: cgt " + command);
        }
    }

    @Test
    void nimTables() {
        Run sum = cgt("table", "nim-sum", "--size", "4");
        assertThat(sum.out()).isEqualTo("""
                ⊕ | 0 1 2 3
                --+--------
                0 | 0 1 2 3
                1 | 1 0 3 2
                2 | 2 3 0 1
                3 | 3 2 1 0
                """);
        Run product = cgt("table", "nim-product", "--size", "4", "--json");
        assertThat(product.out().strip()).isEqualTo(
                "{\"operation\":\"nim-product\",\"size\":4,\"rows\":[[0,0,0,0],[0,1,2,3],[0,2,3,1],[0,3,1,2]]}");
    }

    @Test
    void gamesListsEveryBuiltIn() {
        Run r = cgt("games");
        assertThat(r.code()).isZero();
        for (String name : Catalog.builtInNames()) {
            assertThat(r.out()).contains("  " + name + " ");
        }
        assertThat(cgt("games", "mark").out()).contains("notes:").contains("3 -> 1");
    }

    @Test
    void badInputIsOneLineOnStderrWithExitCode2() {
        String[][] cases = {
            {"analyze", "nosuchgame", "3"},
            {"analyze", "nim", "x"},
            {"analyze", "nim", "-3"},
            {"analyze", "nim"},
            {"analyze", "chomp", "2,4"},
            {"analyze", "wythoff", "3"},
            {"analyze", "subtraction:", "3"},
            {"grundy", "0.1x7", "--to", "10"},
            {"grundy", "wythoff", "--to", "10"},
            {"grundy", "kayles", "--to", "-1"},
            {"table", "nim-division"},
            {"table", "nim-sum", "--size", "0"},
            {"analyze", "grundy", "300000000"},
            {"frobnicate"},
            {},
        };
        for (String[] args : cases) {
            Run r = cgt(args);
            assertThat(r.code()).as("cgt %s", String.join(" ", args)).isEqualTo(2);
            assertThat(r.out()).as("cgt %s", String.join(" ", args)).isEmpty();
            assertThat(r.err().strip()).as("cgt %s", String.join(" ", args)).startsWith("cgt: ").doesNotContain("\n")
                    .doesNotContain("Exception").doesNotContain("\tat ");
        }
    }

    @Test
    void playAgainstThePerfectOpponent() {
        Run r = cgtWith("2 4 5\n1 2 3\nquit\n", System.getenv(), "play", "nim", "3", "4", "5", "--seed", "1");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("cgt moves to: 1 4 5").contains("'1 2 3' is not one move away from '1 4 5'")
                .contains("Stopped at '1 4 5'.");
        Run lost = cgt("play", "nim", "1", "--computer-first");
        assertThat(lost.out()).contains("cgt moves to: 0").contains("cgt wins.");
        Run domineering = cgtWith(".#.|.#.\n", System.getenv(), "play", "domineering", "...|...");
        assertThat(domineering.out()).contains("you play Left").contains("Right cannot move from .#.|.#.: you win.");
    }

    @Test
    void analyzePartizanRulesets() {
        Run r = cgt("analyze", "domineering", "...|...", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out().strip()).isEqualTo("{\"game\":\"domineering\",\"position\":\"...|...\",\"outcome\":\"N\","
                + "\"value\":\"{2|-1/2}\",\"explicit\":\"{2|-1/2}\",\"mean\":\"3/4\",\"temperature\":\"5/4\","
                + "\"leftWinningMoves\":[\".#.|.#.\"],\"leftWinningMoveCount\":1,"
                + "\"rightWinningMoves\":[\"##.|...\",\".##|...\",\"...|##.\",\"...|.##\"],\"rightWinningMoveCount\":4}");
        Run sum = cgt("analyze", "hackenbush", "lrr", "(ll;r(l;r))", "--explain");
        assertThat(sum.out()).contains("lrr     =  1/4").contains("r(l;r)  =  -1").contains("sum = 5/4")
                .contains("outcome: L");
        assertThat(cgt("analyze", "toads-frogs", "tt.ff").out()).contains("value: *");
        assertThat(cgt("analyze", "clobber", "xo").out()).contains("value: *");
        assertThat(cgt("analyze", "cutcake", "1,5").out()).contains("value: 4");
        // A value of millions of characters (a 40-edge tree of bench/rulesets.py) is described, not printed.
        assertThat(cgt("analyze", "hackenbush", "rerr(re(e(r(relr;r);r);rr(lrrrlel;rr;erl(rr;e)));ere(lrer;lr))").out())
                .contains("value: a game of more than 100,000 characters (birthday 31, 5 Left and 5 Right options),"
                        + " not printed\n");
    }

    @Test
    void badPartizanPositionsNameTheRowAndColumn() {
        Run ragged = cgt("analyze", "domineering", "...|..");
        assertThat(ragged.code()).isEqualTo(2);
        assertThat(ragged.err()).contains("row 2 has 2 squares but row 1 has 3");
        Run unknown = cgt("analyze", "clobber", "xo|oz");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err()).contains("'z'").contains("row 2, column 2");
        Run misere = cgt("analyze", "domineering", "..", "--misere");
        assertThat(misere.code()).isEqualTo(2);
        assertThat(misere.err()).contains("--misere");
    }

    @Test
    void versionAndHelp() {
        assertThat(cgt("--version").out()).startsWith("cgt ");
        Run help = cgt("--help");
        assertThat(help.code()).isZero();
        // Subcommands are registered only when used: the overview and 'help COMMAND' must still know them all.
        assertThat(help.out()).contains("analyze", "games", "grundy", "period", "table", "play", "value", "compare",
                "born", "thermograph");
        assertThat(cgt("help", "period").out()).startsWith("Usage: cgt period");
    }
}
