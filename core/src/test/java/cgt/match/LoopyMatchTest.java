package cgt.match;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.Play;
import cgt.catalog.Catalog;
import cgt.outcome.Outcome;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Play of a game with cycles (Fair Shares and Varied Pairs): the computer never loses a position it can draw,
 * wins the positions it can win within their remoteness, and the match ends as a draw by threefold repetition
 * or the move limit.
 */
class LoopyMatchTest {

    private static ImpartialMatch match(String position, long seed) {
        return ImpartialMatch.start(Catalog.impartial("fair-shares").orElseThrow(),
                Arrays.asList(position.split(" ")), Play.NORMAL, seed);
    }

    private static Outcome outcome(ImpartialMatch m) {
        return m.hint().outcome();
    }

    @Test
    void theComputerNeverLosesFromADrawAgainstRandomMoves() {
        int draws = 0;
        for (String start : List.of("9,2", "6,3,2", "4,4,3", "5,3,1,1,1", "9,2 8,3", "8,3 2,1")) {
            for (long seed = 0; seed < 6; seed++) {
                ImpartialMatch m = match(start, seed);
                assertThat(outcome(m)).as(start).isEqualTo(Outcome.D);
                Random person = new Random(seed);
                boolean computerToMove = true;
                while (!m.isOver() && m.draw().isEmpty()) {
                    if (computerToMove) {
                        m.computerMove();
                        assertThat(outcome(m)).as("after cgt's move from %s to %s", start, m.position())
                                .isIn(Outcome.P, Outcome.D); // never a position the person wins
                    } else {
                        List<String> moves = m.moves();
                        m.play(Arrays.asList(moves.get(person.nextInt(moves.size())).split(" ")));
                    }
                    computerToMove = !computerToMove;
                }
                if (m.isOver()) {
                    assertThat(computerToMove).as("the person is stuck, never cgt: %s", start).isFalse();
                } else {
                    draws++;
                }
            }
        }
        assertThat(draws).isPositive();
    }

    @Test
    void theComputerWinsAWonPositionWithinItsRemoteness() {
        for (String start : List.of("6,4,1,1", "3,2,1", "2,2,1", "5,4,2", "4,2,1,1,1,1,1")) {
            ImpartialAnalysis<?> a = match(start, 0).hint();
            if (a.outcome() != Outcome.N) {
                continue;
            }
            int remoteness = a.loopy().orElseThrow().remoteness().orElseThrow();
            for (long seed = 0; seed < 6; seed++) {
                ImpartialMatch m = match(start, seed);
                Random person = new Random(seed);
                boolean computerToMove = true;
                int plies = 0;
                while (!m.isOver()) {
                    assertThat(m.draw()).isEmpty();
                    if (computerToMove) {
                        m.computerMove();
                    } else {
                        List<String> moves = m.moves();
                        m.play(Arrays.asList(moves.get(person.nextInt(moves.size())).split(" ")));
                    }
                    computerToMove = !computerToMove;
                    plies++;
                }
                assertThat(computerToMove).as("the person is stuck: %s", start).isFalse();
                assertThat(plies).as("%s is won in at most %d moves", start, remoteness).isLessThanOrEqualTo(remoteness);
            }
        }
    }

    @Test
    void inMiserePlayTheComputerWinsWhatItCanWinAndNeverLosesADraw() {
        int won = 0;
        for (String start : List.of("2,3", "2,9", "4,4,3", "6,2,2", "3,3 2", "5,1 4")) {
            for (long seed = 0; seed < 4; seed++) {
                ImpartialMatch m = ImpartialMatch.start(Catalog.impartial("fair-shares").orElseThrow(),
                        Arrays.asList(start.split(" ")), Play.MISERE, seed);
                Outcome before = outcome(m);
                if (before == Outcome.P) {
                    continue;
                }
                Random person = new Random(seed);
                boolean computerToMove = true;
                while (!m.isOver() && m.draw().isEmpty()) {
                    if (computerToMove) {
                        m.computerMove();
                        assertThat(outcome(m)).as("misère, after cgt's move from %s to %s", start, m.position())
                                .isIn(before == Outcome.N ? List.of(Outcome.P) : List.of(Outcome.P, Outcome.D));
                    } else {
                        List<String> moves = m.moves();
                        m.play(Arrays.asList(moves.get(person.nextInt(moves.size())).split(" ")));
                    }
                    computerToMove = !computerToMove;
                }
                if (m.isOver()) {
                    assertThat(computerToMove).as("misère: cgt is the one left without a move, %s", start).isTrue();
                    won++;
                }
            }
        }
        assertThat(won).isPositive();
    }

    @Test
    void twoPlayersKeepingTheDrawRepeatAPositionThreeTimes() {
        ImpartialMatch m = match("9,2", 1);
        int plies = 0;
        boolean computerToMove = false;
        while (m.draw().isEmpty()) {
            assertThat(m.isOver()).isFalse();
            if (computerToMove) {
                m.computerMove();
            } else {
                ImpartialAnalysis<?> hint = m.hint();
                m.play(Arrays.asList(hint.loopy().orElseThrow().drawingPositions(cast(hint), 1).get(0).split(" ")));
            }
            computerToMove = !computerToMove;
            plies++;
        }
        assertThat(m.draw().get()).matches("the position [0-9,]+ occurred 3 times");
        assertThat(plies).isLessThan(ImpartialMatch.DEFAULT_MOVE_LIMIT);
    }

    @Test
    void aMoveLimitEndsALoopyGameAsADraw() {
        ImpartialMatch m = ImpartialMatch.start(Catalog.impartial("fair-shares").orElseThrow(), List.of("9,2"),
                Play.NORMAL, 3, 3);
        for (int i = 0; i < 3; i++) {
            assertThat(m.draw()).isEmpty();
            m.computerMove();
        }
        assertThat(m.draw()).hasValue("3 moves without an end");
    }

    @Test
    void aGameThatAlwaysEndsIsNeverCalledADraw() {
        ImpartialMatch m = ImpartialMatch.start(Catalog.impartial("nim").orElseThrow(), List.of("3", "4", "5"),
                Play.NORMAL, 2, 2);
        while (!m.isOver()) {
            assertThat(m.draw()).isEmpty();
            m.computerMove();
        }
    }

    @SuppressWarnings("unchecked")
    private static <C> ImpartialAnalysis<C> cast(ImpartialAnalysis<?> a) {
        return (ImpartialAnalysis<C>) a;
    }
}
