package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Partizan games whose play repeats on the command line: analyze writes the outcome class with draws, what each
 * player moving first gets and the moves that keep it (text and JSON), and play solves the whole game first, wins
 * a won game and ends a game that goes on as a draw, said plainly.
 */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class LoopyPartizanCommandsTest {

    @Test
    void analyzeWritesEachStartAndTheMovesThatKeepIt() {
        // The geese to move trap the fox in its corner at once; the fox to move gets past them.
        Run r = cgt("analyze", "fox-geese", "4;(3,1),(3,3);(1,1)");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("outcome: N (Left moving first: Left wins; Right moving first: Right wins)",
                "value: {2|0} (loopy: play can repeat; the simplest form of its graph)",
                "Left moving first: Left wins in 1 move", "Left's winning moves (2):", "  4;(3,3),(2,2);(1,1)",
                "Right moving first: Right wins in 3 moves", "  4;(3,1),(3,3);(2,2)", "positions: 32, moves: 61");
    }

    @Test
    void analyzeJsonSaysADrawAndTheMovesThatKeepIt() {
        // CGSuite's value of ttt..fff, {on||0|-1/2} & {1/2|0||off}, is a draw whoever starts.
        Run r = cgt("analyze", "backsliding-toads-frogs", "ttt..fff", "--json");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("\"outcome\":\"D\",\"value\":null,\"valueNote\":\"play can go on for ever", "\"leftFirst\":{\"result\":\"a draw\",\"remoteness\":null,"
                + "\"winningMoves\":[],\"winningMoveCount\":0,\"drawingMoves\":[\"tt.t.fff\"],\"drawingMoveCount\":1}",
                "\"positions\":560");
    }

    @Test
    void playWinsAWonGameAndEndsOneThatGoesOnAsADraw() {
        Run won = CliTest.cgtWith("", Map.of(), "play", "fox-geese", "4;(3,1),(3,3);(1,1)", "--as", "right",
                "--computer-first");
        assertThat(won.out()).contains("cgt (Left) moves to: 4;(3,", "Right cannot move from", "cgt wins.");
        Run limit = CliTest.cgtWith("", Map.of(), "play", "backsliding-toads-frogs", "ttt..fff", "--computer-first",
                "--move-limit", "1");
        assertThat(limit.out()).contains("cgt (Right) moves to: ttt.f.ff", "draw: 1 moves without an end.");
    }

    @Test
    void aUsersRulesThatCycleAreAnalysedAndPlayedTheSameWay(@TempDir Path dir) throws Exception {
        // A dial 0..3 that Left turns up (3 wraps round to 0) and Right turns down, except from 0: from 0, Right
        // moving first cannot move; Left moving first must turn to 1 and Right back to 0, for ever. PHat.
        Path dial = dir.resolve("Dial.java");
        Files.writeString(dial, """
                import cgt.rules.PartizanRules;
                import java.util.List;
                public class Dial implements PartizanRules<Integer> {
                    public List<Integer> leftMoves(Integer n) { return List.of((n + 1) % 4); }
                    public List<Integer> rightMoves(Integer n) { return n == 0 ? List.of() : List.of(n - 1); }
                }
                """);
        Map<String, String> env = Map.of("XDG_CACHE_HOME", dir.resolve("cache").toString());
        Run r = CliTest.cgtWith("", env, "analyze", "--rules", dial.toString(), "0");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("outcome: PHat (Left moving first: a draw; Right moving first: Left wins)",
                "Left's moves that keep the draw (1):", "Right moving first: Left wins in 0 moves");
        Run play = CliTest.cgtWith("1\n1\n", env, "play", "--rules", dial.toString(), "0");
        assertThat(play.out()).contains("cgt (Right) moves to: 0",
                "draw: the position 0 occurred three times with Left to move.");
    }

    @Test
    void aSearchForAValueThatMeetsACycleSaysSoInOneLine() {
        Run r = cgt("analyze", "fox-geese", "4;(3,1),(3,3);(1,1)", "--check-parts");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).doesNotContain("\n").contains("can come back to itself");
    }
}
