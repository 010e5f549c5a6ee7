package cgt.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.analysis.Analysis;
import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.Request;
import cgt.games.Game;
import cgt.task.Budget;
import cgt.task.TooBigException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A user's game is solved within the request's budget of positions ({@link Budget.Positions#grundy()}), not within a
 * limit of its own: a library user raises it, a server lowers it.
 */
class UserGameBudgetTest {

    private static Request withPositions(long limit) {
        return Request.normalPlay().withBudget(
                Budget.DEFAULT.withPositions(Budget.DEFAULT.positions().withGrundy(limit)));
    }

    @Test
    void aLoweredLimitRefusesWhatTheDefaultAnswers() {
        // Nim heap 300: its moves reach the 301 heaps 0..300.
        Game nim = UserGames.of(new UserGamesTest.IntNim());
        assertThatThrownBy(() -> Analysis.of(nim, List.of("300"), withPositions(100)))
                .isInstanceOf(TooBigException.class)
                .hasMessage("the game tree has more than 100 distinct positions; this solver's limit is 100");
        ImpartialAnalysis<?> a = (ImpartialAnalysis<?>) Analysis.of(nim, List.of("300"), Request.normalPlay());
        assertThat(a.normalPlayValue()).hasValue(300);
    }

    @Test
    void aRaisedLimitAnswersWhatALowerOneRefused() {
        Game nim = UserGames.of(new UserGamesTest.IntNim());
        assertThatThrownBy(() -> Analysis.of(nim, List.of("300"), withPositions(300)))
                .isInstanceOf(TooBigException.class)
                .hasMessageContaining("limit is 300");
        // The same game asked again with more room goes on: what was refused left nothing half-solved behind.
        ImpartialAnalysis<?> a = (ImpartialAnalysis<?>) Analysis.of(nim, List.of("300"), withPositions(301));
        assertThat(a.normalPlayValue()).hasValue(300);
    }
}
