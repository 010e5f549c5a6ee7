package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class PartizanCommandsTest {

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString().strip(), err.toString().strip());
    }

    /**
     * Issue 16: analyze wrote every winning move of a partizan sum as the whole position; now moves are
     * changes to one argument until printed, and --json lists them all only when that stays small.
     */
    @Test
    void analyzeWritesWholePositionsOnlyForTheMovesItPrints() {
        String[] few = new String[51];
        few[0] = "analyze";
        few[1] = "hackenbush";
        Arrays.fill(few, 2, 51, "lr");
        Run text = run(few);
        String rest = " lr".repeat(48);
        assertThat(text.out()).contains("Left's winning moves (49):\n  0" + rest + "\n  lr 0" + " lr".repeat(47))
                .contains("  ... and 9 more (--json lists them all)").contains("Right's winning moves: none");
        String[] fewJson = Arrays.copyOf(few, 52);
        fewJson[51] = "--json";
        String json = run(fewJson).out();
        assertThat(json).contains("\"value\":\"49/2\"", "\"leftWinningMoves\":[\"0" + rest + "\",",
                "\"lr" + " lr".repeat(47) + " 0\"],\"leftWinningMoveCount\":49,",
                "\"rightWinningMoves\":[],\"rightWinningMoveCount\":0}");
        assertThat(movesIn(json)).isEqualTo(49);

        // 2,000 strings: every move written whole would be 2,000 x 6,000 characters, nearly 50 times the bound below.
        String[] many = new String[2_003];
        many[0] = "analyze";
        many[1] = "hackenbush";
        Arrays.fill(many, 2, 2_002, "lr");
        many[2_002] = "--json";
        String big = run(many).out();
        assertThat(big).contains("\"leftWinningMoveCount\":2000", "\"rightWinningMoveCount\":0")
                .hasSizeLessThan(42 * 6_000); // the position and 40 moves
        // the first 40 moves, each a whole position with one string cut down to 0
        assertThat(movesIn(big)).isEqualTo(40);
        Run manyText = run(Arrays.copyOf(many, 2_002));
        assertThat(manyText.out()).contains("Left's winning moves (2000):", "  ... and 1960 more\n")
                .doesNotContain("--json lists them all");
    }

    /** How many whole positions with one lr string cut down to 0 the JSON lists. */
    private static long movesIn(String json) {
        return Pattern.compile("\"(lr )*0( lr)*\"").matcher(json).results().count();
    }

    @Test
    void valuePrintsTheCanonicalForm() {
        assertThat(run("value", "{0,*|*}")).isEqualTo(new Run(0, "^", ""));
        assertThat(run("value", "-1/2").out()).isEqualTo("-1/2");
        assertThat(run("value", "-4^<2>*").out()).isEqualTo("-4^<2>*");
        assertThat(run("value", "1", "+", "^").out()).isEqualTo("1^");
        assertThat(run("value", "{^|^}", "--explicit").out()).isEqualTo("{0|{0|{0|0}}}");
        assertThat(run("value", "{3|1}", "--cool", "1").out()).isEqualTo("2*");
    }

    /** Fuzz finding: a switch plus a large nimber ran for minutes (±9 + *4096: hours); now answered or refused. */
    @Test
    @Timeout(120) // a guard against a hang, not a speed claim
    void switchPlusLargeNimberIsAnsweredOrRefusedWithItsSize() {
        assertThat(run("value", "+-9+*256")).isEqualTo(new Run(0, "+-(9*256)", ""));
        Run big = run("value", "+-9 + *4096");
        assertThat(big.code()).isEqualTo(2);
        assertThat(big.out()).isEmpty();
        assertThat(big.err()).startsWith("cgt: ").contains("*4096", "too big", "at most").doesNotContain("\n");
    }

    @Test
    void valueJsonHasEveryKey() {
        String json = run("value", "^*", "--json").out();
        assertThat(json).isEqualTo("{\"canonical\":\"^*\",\"explicit\":\"{0,{0|0}|0}\",\"outcome\":\"N\",\"birthday\":2,"
                + "\"leftStop\":\"0\",\"rightStop\":\"0\",\"mean\":\"0\",\"temperature\":\"0\",\"atomicWeight\":\"1\"}");
        String hot = run("value", "{4||2|0}", "--json").out();
        assertThat(hot).contains("\"mean\":\"5/2\"", "\"temperature\":\"3/2\"", "\"leftStop\":\"4\"",
                "\"rightStop\":\"2\"", "\"outcome\":\"L\"").doesNotContain("atomicWeight");
    }

    @Test
    void compareAcceptsExpressionsStartingWithMinus() {
        assertThat(run("compare", "{1|0}", "*").out()).isEqualTo(">");
        assertThat(run("compare", "-1", "v").out()).isEqualTo("<");
        assertThat(run("compare", "^*", "0").out()).isEqualTo("||");
        assertThat(run("compare", "{0,*|*}", "^").out()).isEqualTo("=");
        assertThat(run("compare", "-1/2", "{-1|0}", "--json").out())
                .isEqualTo("{\"first\":\"-1/2\",\"second\":\"-1/2\",\"relation\":\"=\"}");
    }

    @Test
    void bornListsAndCounts() {
        assertThat(run("born", "2", "--count").out()).isEqualTo("22");
        assertThat(run("born", "3", "--count").out()).isEqualTo("1474");
        assertThat(run("born", "1").out().split("\n")).containsExactly("0", "-1", "1", "*");
        assertThat(run("born", "2", "--table").out()).contains("{1|0,*}", "+-1", "L \\ R");
        Run big = run("born", "4");
        assertThat(big.code()).isEqualTo(2);
        assertThat(big.err()).contains("10^28").doesNotContain("Exception");
    }

    @Test
    void thermographAsTextJsonAndSvg(@TempDir Path dir) throws Exception {
        Run text = run("thermograph", "{3|1}");
        assertThat(text.out()).startsWith("thermograph of {3|1}: mean 2, temperature 1");
        Path svg = dir.resolve("t.svg");
        Run drawn = run("thermograph", "{4||2|0}", "--svg", svg.toString(), "--json");
        assertThat(drawn.out()).contains("\"mean\":\"5/2\"", "\"temperature\":\"3/2\"", "\"leftWall\":[");
        String picture = Files.readString(svg);
        assertThat(picture).startsWith("<?xml").contains("<svg", "polyline", "temperature 3/2").endsWith("</svg>\n");
    }

    @Test
    void badExpressionsGiveOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"value", "{1|"}, {"value", "1/3"}, {"compare", "{1|0}", "{"},
            {"thermograph", "^^<2>"}, {"value", "{1|0}", "--cool", "*"}}) {
            Run r = run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).startsWith("cgt: ").doesNotContain("\n").doesNotContain("Exception");
        }
        assertThat(run("value", "{1|").err()).contains("character 4");
        assertThat(run("compare", "{1|0}", "{").err()).contains("H: ");
    }
}
