package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import cgt.input.Inputs;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The command-line items of issue 28's list "What a newcomer tripped on", each as the newcomer met it: the help
 * that did not list serve and survey, value's missing invariants, play's typing and hints, and a limit printed as
 * nineteen digits.
 */
class NewcomerCliTest {

    private static Run play(String input, String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "play";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliTest.cgtWith(input, Map.of(), all);
    }

    @Test
    void theHelpListsTheModuleCommandsAndDescribesThem() {
        Run help = cgt("--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).containsPattern("(?m)^  serve +The web explorer")
                .containsPattern("(?m)^  survey +Whole families of games");
        // help stays the last command listed, after the module commands
        assertThat(help.out().indexOf("\n  help ")).isGreaterThan(help.out().indexOf("\n  survey "));
        for (String name : List.of("serve", "survey")) {
            Run r = cgt("help", name);
            assertThat(r.code()).as(name).isZero();
            assertThat(r.out()).as(name).startsWith("Usage: cgt " + name).contains("(cgt " + name + " --help for its options)");
            assertThat(r.err()).as(name).isEmpty();
        }
    }

    @Test
    void valuePrintsTheInvariantsAfterTheCanonicalForm() {
        Run r = cgt("value", "{1|{0|-1}}", "--facts");
        assertThat(r.code()).isZero();
        // {1 | {0|-1}}: Left moving first takes 1; Right moving first goes to {0|-1}, from which Left takes 0. The
        // left wall is 1 - t; the right wall is the left wall of {0|-1} plus t: 0 up to t = 1/2 (where {0|-1}
        // freezes at -1/2), then t - 1/2. They meet at t = 3/4, value 1/4.
        assertThat(r.out().lines().toList()).containsExactly("{1||0|-1}",
                "outcome: L (" + cgt.outcome.Outcome.L.meaning() + ")", "stops: Left 1, Right 0", "mean: 1/4",
                "temperature: 3/4");
        // Not at a terminal, unless asked: a script reading the form gets the form alone (the contract).
        assertThat(cgt("value", "{1|{0|-1}}").out()).isEqualTo("{1||0|-1}" + System.lineSeparator());
        assertThat(cgt("value", "{0,*|*}", "--no-facts").out().strip()).isEqualTo("^");
    }

    @Test
    void valueTextAgreesWithItsJsonAndWithTheSwitchFormula() {
        // A switch {a|b} with a > b has mean (a+b)/2 and temperature (a-b)/2 (Lessons in Play, ch. 6).
        int[][] switches = {{5, -3}, {3, 1}, {4, -4}, {7, 2}};
        for (int[] s : switches) {
            String expr = "{" + s[0] + "|" + s[1] + "}";
            List<String> lines = cgt("value", expr, "--facts").out().lines().toList();
            BigInteger sum = BigInteger.valueOf(s[0] + s[1]);
            BigInteger diff = BigInteger.valueOf(s[0] - s[1]);
            assertThat(lines.get(3)).as(expr).isEqualTo("mean: " + half(sum));
            assertThat(lines.get(4)).as(expr).isEqualTo("temperature: " + half(diff));
            assertThat(lines.get(2)).as(expr).isEqualTo("stops: Left " + s[0] + ", Right " + s[1]);
        }
        for (String expr : List.of("{4||2|0}", "^*", "{0,*|*}", "-1/2", "{2||1|0}-1", "+-1")) {
            List<String> lines = cgt("value", expr, "--facts").out().lines().toList();
            String json = cgt("value", expr, "--json").out();
            assertThat(json).as(expr).contains("\"canonical\":\"" + lines.get(0) + "\"")
                    .contains("\"outcome\":\"" + lines.get(1).substring("outcome: ".length(), "outcome: ".length() + 1))
                    .contains("\"mean\":\"" + lines.get(3).substring("mean: ".length()) + "\"")
                    .contains("\"temperature\":\"" + lines.get(4).substring("temperature: ".length()) + "\"");
        }
        // A method's answer is what was asked for: printed alone, as CGSuite prints it.
        assertThat(cgt("value", "{2|-1}.Cool(1)", "--facts").out().strip()).isEqualTo("{1|0}");
    }

    private static String half(BigInteger n) {
        return n.testBit(0) ? n + "/2" : n.shiftRight(1).toString();
    }

    @Test
    void emptiedHeapsNeedNotBeTyped() {
        // From 3 0 1 1, taking the 3 leaves 0 0 1 1: typed as '1 1'. The nim-sum 1 xor 1 = 0 makes it a
        // P-position (Bouton), so cgt, to move, can only move to a single heap of 1.
        Run r = play("1 1\nquit\n", "nim", "3", "0", "1", "1", "--seed", "1");
        assertThat(r.out()).doesNotContain("not one move away").containsPattern("cgt moves to: 0 0 (0 1|1 0)");
        // From 3 1, '1' is the move that empties the 3 (to 0 1): cgt then takes the last token.
        Run order = play("1\nquit\n", "nim", "3", "1", "--seed", "1");
        assertThat(order.out()).contains("cgt moves to: 0 0");
    }

    @Test
    void aHintComesInStepsWithoutTheWholeReasoning() {
        Run r = play("hint\nhint\nquit\n", "nim", "3", "4", "5");
        // 3 xor 4 xor 5 = 2, not 0: an N-position; 1 xor 4 xor 5 = 0, so 3 -> 1 wins (Bouton).
        assertThat(r.out()).contains("This is an N-position (").contains("type hint again for a move.")
                .contains("A winning move: 1 4 5 (type it to play it)").doesNotContain("nim-sum").doesNotContain("G(");
        assertThat(r.out().indexOf("This is an N-position")).isLessThan(r.out().indexOf("A winning move"));
        Run lost = play("hint\nhint\nquit\n", "nim", "1", "1");
        assertThat(lost.out()).contains("This is a P-position (").contains("No move wins from here");
    }

    @Test
    void anUnknownWordIsAnUnknownCommandNotAHeap() {
        Run r = play("clear\nquit\n", "nim", "3", "4");
        assertThat(r.out()).contains("unknown command 'clear' (commands: hint, moves, quit;")
                .doesNotContain("malformed heap");
        // A game whose positions are words still reads them: thht is a row of coins.
        Run coins = play("tht\nquit\n", "turning-turtles", "thh");
        assertThat(coins.out()).doesNotContain("unknown command");
    }

    @Test
    void aPartizanHintNamesAWinningMove() {
        Run r = play("hint\nhint\nquit\n", "domineering", "...|...");
        assertThat(r.out()).contains("value {2|-1/2}: you win moving first").contains("A winning move: .#.|.#. (type it to play it)");
        // Independently: after that move Right, to move, loses (the outcome is L or P with Right first).
        assertThat(cgt("analyze", "domineering", ".#.|.#.").out()).containsPattern("outcome: [LP] ");
    }

    @Test
    void aBoardMoveMayBeTypedAsItsNumber() {
        Run r = play("moves\n1\n", "domineering", "..|..");
        assertThat(r.out()).contains("  1: #.|#.").contains("  2: .#|.#")
                .contains("Right cannot move from #.|#.: you win.");
        Run none = play("7\nquit\n", "domineering", "..|..");
        assertThat(none.out()).contains("there is no move 7: the moves are numbered 1 to 2");
        // In a heap game a number is a heap, never a move's number.
        assertThat(play("moves\nquit\n", "nim", "2").out()).contains("  0\n").doesNotContain("1: ");
    }

    @Test
    void stoppedEndsWithOneFullStop() {
        Run r = play("quit\n", "domineering", "...|...");
        assertThat(r.out()).contains("Stopped at '...|...'.\n").doesNotContain("..'..");
        assertThat(play("", "nim", "3").out()).endsWith("Stopped at '3'.\n");
    }

    @Test
    void largeLimitsAreWrittenAsPowersOfTwo() {
        assertThat(cgt("analyze", "nim", "-4").err().strip())
                .isEqualTo("cgt: heap '-4' is negative: expected a whole number from 0 to 2^62");
        assertThat(BigInteger.TWO.pow(62)).isEqualTo(BigInteger.valueOf(4611686018427387904L));
        assertThat(Inputs.shown(1L << 62)).isEqualTo("2^62");
        assertThat(Inputs.shown((1L << 40) - 1)).isEqualTo("1099511627775");
        assertThat(Inputs.shown(1000)).isEqualTo("1000");
    }

    @Test
    void everyGameTheQuotientHelpSuggestsIsAGame() {
        String help = cgt("quotient", "--help").out().replaceAll("\\s+", " ");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("a name \\(([^)]*)\\)").matcher(help);
        assertThat(m.find()).as(help).isTrue();
        for (String name : m.group(1).split(",\\s*", -1)) {
            if (!name.equals("...")) {
                // Dawson's chess is the octal game 0.137 (Winning Ways): the name and the code are one game.
                Run r = cgt("quotient", name, "--to", "6", "--json");
                assertThat(r.code()).as(name).isZero();
            }
        }
        assertThat(cgt("quotient", "dawsons-chess", "--to", "8", "--json").out())
                .isEqualTo(cgt("quotient", "0.137", "--to", "8", "--json").out().replace("\"0.137\"",
                        "\"dawsons-chess\""));
    }
}
