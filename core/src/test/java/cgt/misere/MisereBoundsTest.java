package cgt.misere;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.impartial.OptionRules;
import cgt.impartial.WholePositions;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The whole-position misère search is bounded by memory as well as by count, and stops promptly when
 * interrupted: a count of 3,000,000 positions did not stop a search of one Wythoff queen at 4999,4999,
 * whose positions have 15,000 moves each, from filling the heap (and Ctrl-C then went unanswered).
 */
class MisereBoundsTest {

    /** One Wythoff queen's rules, as options. */
    private static final OptionRules<Integer> QUEENS = MisereBoundsTest::queenOptions;

    /** A Wythoff queen as two heaps (x, y), encoded x * 10_000 + y: many moves per position, a deep search. */
    private static List<List<Integer>> queenOptions(int code) {
        int x = code / 10_000;
        int y = code % 10_000;
        List<List<Integer>> options = new ArrayList<>();
        for (int i = 0; i < x; i++) {
            options.add(List.of(i * 10_000 + y));
        }
        for (int j = 0; j < y; j++) {
            options.add(List.of(x * 10_000 + j));
        }
        for (int k = 1; k <= Math.min(x, y); k++) {
            options.add(List.of((x - k) * 10_000 + y - k));
        }
        return options;
    }

    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    @Test
    void searchIsRefusedOnceItsMemoryEstimatePassesTheBudget() {
        WholePositions<Integer> whole = new WholePositions<>(QUEENS, Comparator.naturalOrder());
        MisereSolver<Integer> solver = new MisereSolver<>(whole, 3_000_000, 128L << 10, 16);
        assertThatThrownBy(() -> solver.nextPlayerWins(List.of(300 * 10_000 + 300)))
                .isInstanceOf(TooBigException.class).hasMessageContaining("memory").hasMessageContaining("0.1 MB");
        assertThat(solver.estimatedBytes()).isLessThanOrEqualTo(128L << 10);
    }

    @Test
    void budgetLargeEnoughGivesTheKnownAnswer() {
        WholePositions<Integer> whole = new WholePositions<>(QUEENS, Comparator.naturalOrder());
        MisereSolver<Integer> solver = new MisereSolver<>(whole, 3_000_000, 256L << 20, 16);
        // Misère Wythoff: (2,2) and (0,1) are P-positions, (1,2) and (3,5)'s neighbour (3,4) are not.
        assertThat(solver.nextPlayerWins(List.of(2 * 10_000 + 2))).isFalse();
        assertThat(solver.nextPlayerWins(List.of(1))).isFalse();
        assertThat(solver.nextPlayerWins(List.of(10_000 + 2))).isTrue();
        assertThat(solver.nextPlayerWins(List.of(3 * 10_000 + 5))).isFalse();
        assertThat(solver.nextPlayerWins(List.of(3 * 10_000 + 4))).isTrue();
    }

    @Test
    void anInterruptStopsTheSearchWithinTheNextThousandMoves() {
        int[] calls = {0};
        int[] callsAfterInterrupt = {0};
        OptionRules<Integer> rules = code -> {
            calls[0]++;
            if (Thread.currentThread().isInterrupted()) {
                callsAfterInterrupt[0]++;
            }
            if (calls[0] == 50) {
                Thread.currentThread().interrupt(); // as Ctrl-C does, in the middle of the search
            }
            return queenOptions(code);
        };
        MisereSolver<Integer> solver = new MisereSolver<>(new WholePositions<>(rules, Comparator.naturalOrder()),
                3_000_000, 1L << 30, 16);
        assertThatThrownBy(() -> solver.nextPlayerWins(List.of(200 * 10_000 + 200)))
                .isInstanceOf(CancellationException.class);
        // Every option of a 200,200 queen is a new component: before, the search went on for up to 1,024
        // positions (hundreds of thousands of moves) after the interrupt.
        assertThat(callsAfterInterrupt[0]).isLessThanOrEqualTo(1_024);
        assertThat(calls[0]).isLessThan(50 + 1_025);
    }

    @Test
    void movesListOnlyTheOptionsOfTheComponentThatMoves() {
        int[] listed = {0};
        OptionRules<Integer> rules = new OptionRules<>() {
            @Override
            public List<List<Integer>> options(Integer code) {
                listed[0]++;
                return queenOptions(code);
            }

            @Override
            public boolean isTerminal(Integer code) {
                return code == 0;
            }
        };
        WholePositions<Integer> whole = new WholePositions<>(rules, Comparator.naturalOrder());
        List<List<Integer>> moves = whole.moves(List.of(1_000 * 10_000 + 1_000));
        assertThat(moves).hasSize(3_000);
        // Before, each of the 3,000 queens a move leaves had its own 3,000 options listed and cached, only to
        // see that it was not terminal: 9 million options per position searched.
        assertThat(listed[0]).isEqualTo(1);
        assertThat(whole.cachedOptions()).isEqualTo(3_000);
    }

    @Test
    void aFailedSearchLeavesNoMarkThatLooksLikeACycle() {
        WholePositions<Integer> whole = new WholePositions<>(QUEENS, Comparator.naturalOrder());
        MisereSolver<Integer> solver = new MisereSolver<>(whole, 100, 1L << 30, 16);
        assertThatThrownBy(() -> solver.nextPlayerWins(List.of(40 * 10_000 + 40))).isInstanceOf(TooBigException.class);
        assertThat(solver.nextPlayerWins(List.of(2 * 10_000 + 2))).isFalse();
    }
}
