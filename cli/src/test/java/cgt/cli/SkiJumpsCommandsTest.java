package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import org.junit.jupiter.api.Test;

/**
 * Ski Jumps on the command line: analyze gives Winning Ways' value of a position, games shows its rules, syntax
 * and notes, and a wrong square is one line naming it.
 */
class SkiJumpsCommandsTest {

    @Test
    void analyzeGivesWinningWaysValue() {
        // Winning Ways, ch. 1: Left's jumper above Right's skier, both at the left edge, is 9/2.
        Run r = cgt("analyze", "ski-jumps", "L....|R....|.....");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("outcome: L", "value: 9/2");
        Run json = cgt("analyze", "ski-jumps", ".L...|.R...|.....", "--json");
        assertThat(json.out()).contains("\"value\":\"5/2\"");
    }

    @Test
    void gamesShowsTheRulesAndTheNotes() {
        Run r = cgt("games", "ski-jumps");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("L and R jumpers, l and r slippers", "Winning Ways", "is 9/2");
        assertThat(cgt("games").out()).contains("ski-jumps");
    }

    @Test
    void aWrongSquareIsOneLine() {
        Run r = cgt("analyze", "ski-jumps", "L.x");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).contains("'x'", "column 3").doesNotContain("\n");
    }
}
