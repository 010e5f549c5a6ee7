package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code cgt solve}: the outcome with each player starting and a winning first move, as text and JSON, checked
 * against {@code cgt analyze}'s canonical answer on the same positions; and its refusals.
 */
class SolveCommandTest {

    @Test
    void fourByFourDomineeringIsAFirstPlayerWinWithAMoveForEach() {
        CliTest.Run r = CliTest.cgt("solve", "domineering", "4x4");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("domineering 4x4: N (next player wins: whoever moves next wins)\n")
                .contains("  Left moving first: Left wins, moving to ", "  Right moving first: Right wins, moving to ",
                        " positions searched in ");
    }

    @Test
    void theWinningMovesItNamesWinByTheCanonicalValue() {
        CliTest.Run r = CliTest.cgt("solve", "domineering", "3x4", "--json");
        assertThat(r.code()).isZero();
        String out = r.out();
        String outcome = field(out, "outcome");
        assertThat(field(CliTest.cgt("analyze", "domineering", "3x4", "--json").out(), "outcome")).isEqualTo(outcome);
        String leftMove = field(out, "leftMove");
        if (leftMove != null) {
            // Right to move in the position Left moved to loses: its outcome is L or P.
            assertThat(field(CliTest.cgt("analyze", "domineering", leftMove, "--json").out(), "outcome"))
                    .isIn("L", "P");
        }
        String rightMove = field(out, "rightMove");
        if (rightMove != null) {
            assertThat(field(CliTest.cgt("analyze", "domineering", rightMove, "--json").out(), "outcome"))
                    .isIn("R", "P");
        }
    }

    @Test
    void jsonHasTheContractKeys() {
        CliTest.Run r = CliTest.cgt("solve", "domineering", "5x5", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("{\"game\":\"domineering\",\"position\":\"5x5\",\"outcome\":\"P\","
                + "\"leftStarts\":\"R\",\"rightStarts\":\"L\",\"leftMove\":null,\"rightMove\":null,\"nodes\":")
                .contains("\"seconds\":");
    }

    @Test
    void severalPositionsAreAddedAndLinesEndWithTheWinnersMove() {
        // 3x3 and 2x2 are each ±1 (Winning Ways ch. 5): their sum is 0, a second-player win.
        CliTest.Run r = CliTest.cgt("solve", "domineering", "3x3", "2x2", "--line", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"outcome\":\"P\"", "\"leftMove\":null", "\"rightMove\":null",
                "\"leftLine\":[", "\"rightLine\":[");
        CliTest.Run clobber = CliTest.cgt("solve", "clobber", "xoxo|oxox", "--line");
        assertThat(clobber.code()).isZero();
        assertThat(clobber.out()).contains("best play: ");
    }

    @Test
    void impartialGamesAndBadSettingsAreRefusedInOneLine() {
        CliTest.Run nim = CliTest.cgt("solve", "nim", "3");
        assertThat(nim.code()).isEqualTo(2);
        assertThat(nim.err().strip()).startsWith("cgt: nim is impartial: cgt analyze nim").doesNotContain("\n");
        CliTest.Run small = CliTest.cgt("solve", "domineering", "4x4", "--small", "-1");
        assertThat(small.code()).isEqualTo(2);
        assertThat(small.err().strip()).isEqualTo("cgt: --small must be between 0 and 1000 moves, not -1");
        CliTest.Run board = CliTest.cgt("solve", "domineering", "4y4");
        assertThat(board.code()).isEqualTo(2);
        assertThat(board.err()).startsWith("cgt: ").doesNotContain("Exception");
    }

    /** A string field of a flat JSON object, or null when it is null. */
    private static String field(String json, String key) {
        int at = json.indexOf("\"" + key + "\":");
        assertThat(at).as("key %s in %s", key, json).isNotNegative();
        int start = at + key.length() + 3;
        if (json.startsWith("null", start)) {
            return null;
        }
        return json.substring(start + 1, json.indexOf('"', start + 1));
    }
}
