package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games with cycles on the command line: analyze writes D, "inf" and its reach as analyze graph does, and play
 * ends a game that does not end as a draw, said plainly.
 */
class LoopyCommandsTest {

    private static final String REFILL = "../examples/Refill.java";

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
        Matcher m = Pattern.compile("\"" + key + "\":(\"[^\"]*\"|-?[0-9]+|\\[[^\\]]*\\]|null)").matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        return m.group(1);
    }

    @Test
    void theRefillExampleHasTheOutcomesOfAFixpointOfItsRules() {
        // Refill: take 2 or 3, or add 3 to a non-zero multiple of 3, at most 10 tokens. The fixpoint of "wins
        // within t moves" over heaps 0..10, written here from the rules.
        int n = 11;
        int[] win = new int[n];
        int[] lose = new int[n];
        Arrays.fill(win, -1);
        Arrays.fill(lose, -1);
        for (int t = 0; t < 3 * n; t++) {
            for (int h = 0; h < n; h++) {
                List<Integer> next = new ArrayList<>();
                if (h >= 2) {
                    next.add(h - 2);
                }
                if (h >= 3) {
                    next.add(h - 3);
                }
                if (h > 0 && h % 3 == 0 && h + 3 <= 10) {
                    next.add(h + 3);
                }
                final int tt = t;
                if (win[h] < 0 && next.stream().anyMatch(x -> lose[x] >= 0 && lose[x] < tt)) {
                    win[h] = t;
                }
                if (lose[h] < 0 && next.stream().allMatch(x -> win[x] >= 0 && win[x] < tt)) {
                    lose[h] = t;
                }
            }
        }
        StringBuilder outcomes = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int h = 0; h < n; h++) {
            Run r = cgt("analyze", "--rules", REFILL, String.valueOf(h), "--json");
            outcomes.append(json(r, "outcome").replace("\"", ""));
            expected.append(win[h] >= 0 ? "N" : lose[h] >= 0 ? "P" : "D");
        }
        assertThat(outcomes.toString()).isEqualTo(expected.toString()).isEqualTo("PPNNNPDNNDP");
        Run six = cgt("analyze", "--rules", REFILL, "6", "--json");
        assertThat(json(six, "value")).isEqualTo("\"inf\"");
        assertThat(json(six, "reach")).isEqualTo("[2]");
        assertThat(json(six, "drawingMoves")).isEqualTo("[\"9\"]");
        assertThat(json(six, "winningMoves")).isEqualTo("[]");
        // ∞(1) + ∞(0): two infinite parts, a draw; ∞(0) + 2 (value 1) = ∞(1): a draw too.
        assertThat(json(cgt("analyze", "--rules", REFILL, "9", "3", "--json"), "outcome")).isEqualTo("\"D\"");
        Run three = cgt("analyze", "--rules", REFILL, "3", "8", "--json");
        assertThat(json(three, "outcome")).isEqualTo("\"D\"");
        Run won = cgt("analyze", "--rules", REFILL, "3", "--json");
        assertThat(json(won, "outcome")).isEqualTo("\"N\"");
        assertThat(json(won, "reach")).isEqualTo("[0]");
        assertThat(json(won, "winningMoves")).isEqualTo("[\"1\",\"0\"]"); // 1 and 0 are both P
        assertThat(json(won, "remoteness")).isEqualTo("1");
    }

    @Test
    void fairSharesInText() {
        Run r = cgt("analyze", "fair-shares", "9,2");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("outcome: D (draw: with best play the game never ends)", "value: ∞(1)",
                "winning moves: none", "move that keeps the draw:", "  2,3,3,3");
        Run sum = cgt("analyze", "fair-shares", "9,2", "6,4,2", "--explain");
        assertThat(sum.out()).contains("2,9: D, value ∞(1)", "generalized nim-sum");
        Run games = cgt("games");
        assertThat(games.out()).contains("fair-shares");
        Run bad = cgt("analyze", "fair-shares", "30,20");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("cgt: fair-shares: '30,20' has more than 40 coins");
    }

    @Test
    void playEndsADrawByRepetitionOrByTheMoveLimit() {
        Run r = cgtReading("9\n9\n", "play", "--rules", REFILL, "6", "--seed", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("cgt moves to: 6").contains("draw: the position 6 occurred 3 times.");
        Run limit = cgt("play", "fair-shares", "9,2", "--computer-first", "--move-limit", "1");
        assertThat(limit.code()).as(limit.err()).isZero();
        assertThat(limit.out()).contains("cgt moves to: ").contains("draw: 1 moves without an end.");
    }
}
