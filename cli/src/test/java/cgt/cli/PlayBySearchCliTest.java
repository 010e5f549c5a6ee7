package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code cgt play} on a board too big for its value (Domineering 7x7, whose value no one has): the game is played
 * by the win/loss search that {@code cgt solve} runs, at once, where it once waited without end for the value.
 */
class PlayBySearchCliTest {

    @Test
    void theComputerOpensDomineeringSevenBySevenWithAWinAndTheHintsSayWhoWins() {
        // 7x7 is a first-player win (Breuker, Uiterwijk and van den Herik 2000): cgt, moving first as Right, leaves
        // Left a lost position.
        CliTest.Run r = CliTest.cgtWith("hint\nhint\nquit\n", CliTest.ENGLISH, "play", "domineering", "7x7",
                "--computer-first");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("cgt (Right) moves to: ").contains("you lose moving first with perfect play.")
                .contains("No move wins from here");
    }

    @Test
    void aPlayerWhoCanWinIsShownAWinningMoveInTheirLanguage() {
        CliTest.Run r = CliTest.cgtWith("hint\nhint\nquit\n", CliTest.ENGLISH, "--lang", "hr", "play", "clobber",
                "4x5", "--as", "right");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("uz savršenu igru pobjeđujete ako igrate prvi");
    }
}
