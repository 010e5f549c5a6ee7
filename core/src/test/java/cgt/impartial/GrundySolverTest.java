package cgt.impartial;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

class GrundySolverTest {

    /** Subtraction {1,3,4} as a plain ruleset over heap sizes. */
    private static final OptionRules<Integer> SUBTRACT_134 = n -> {
        List<List<Integer>> options = new ArrayList<>();
        for (int s : new int[] {1, 3, 4}) {
            if (s <= n) {
                options.add(List.of(n - s));
            }
        }
        return options;
    };

    /** Kayles: knock down one or two adjacent pins, possibly splitting the row. */
    private static final OptionRules<Integer> KAYLES = n -> {
        List<List<Integer>> options = new ArrayList<>();
        for (int take = 1; take <= 2; take++) {
            for (int left = 0; left + take <= n; left++) {
                int right = n - take - left;
                if (left <= right) {
                    options.add(List.of(left, right));
                }
            }
        }
        return options;
    };

    @Test
    void subtraction134HasPeriodSevenWithPPositionsZeroAndTwo() {
        // Winning Ways: the subtraction game {1,3,4} has values 0 1 0 1 2 3 2, repeating with period 7.
        GrundySolver<Integer> solver = new GrundySolver<>(SUBTRACT_134, 1_000);
        int[] period = {0, 1, 0, 1, 2, 3, 2};
        for (int n = 0; n < 100; n++) {
            assertThat(solver.grundy(n)).as("g(%d)", n).isEqualTo(period[n % 7]);
        }
    }

    @Test
    void theValueOfASumIsTheNimSumOfItsParts() {
        // Sprague-Grundy, checked against a search of the whole game tree of random sums.
        GrundySolver<Integer> parts = new GrundySolver<>(KAYLES, 10_000);
        WholePositions<Integer> whole = new WholePositions<>(KAYLES, Comparator.naturalOrder());
        GrundySolver<List<Integer>> search = new GrundySolver<>(whole.asRules(), 1_000_000);
        Random random = new Random(7);
        for (int trial = 0; trial < 60; trial++) {
            List<Integer> sum = new ArrayList<>();
            int size = 1 + random.nextInt(3);
            for (int i = 0; i < size; i++) {
                sum.add(random.nextInt(9));
            }
            assertThat(search.grundy(whole.normalize(sum))).as("Kayles %s", sum).isEqualTo(parts.grundy(sum));
        }
    }

    @Test
    void deepGamesDoNotOverflowTheStack() {
        // A chain of 300,000 positions: a recursive solver would overflow; the explicit stack does not.
        OptionRules<Integer> chain = n -> n == 0 ? List.of() : List.of(List.of(n - 1));
        GrundySolver<Integer> solver = new GrundySolver<>(chain, 1_000_000);
        assertThat(solver.grundy(300_000)).isZero();
        assertThat(solver.grundy(299_999)).isEqualTo(1);
    }

    @Test
    void cyclesAreReportedWithThePositionsOnTheCycle() {
        // 0 -> 1 -> 2 -> 0, and 3 -> 0.
        OptionRules<Integer> cyclic = n -> List.of(List.of(n == 3 ? 0 : (n + 1) % 3));
        GrundySolver<Integer> solver = new GrundySolver<>(cyclic, 100);
        assertThatThrownBy(() -> solver.grundy(3)).isInstanceOf(CyclicGameException.class)
                .hasMessageContaining("0 -> 1 -> 2 -> 0")
                .satisfies(e -> assertThat(((CyclicGameException) e).cycle()).isEqualTo(List.of(0, 1, 2)));
        // The failed search leaves nothing behind that would mislead a later one.
        assertThat(solver.solvedCount()).isZero();
    }

    @Test
    void theSearchIsBounded() {
        OptionRules<Integer> chain = n -> n == 0 ? List.of() : List.of(List.of(n - 1));
        GrundySolver<Integer> solver = new GrundySolver<>(chain, 1_000);
        assertThatThrownBy(() -> solver.grundy(5_000)).isInstanceOf(TooBigException.class)
                .hasMessageContaining("1000");
        assertThat(solver.grundy(500)).isZero();
    }

    @Test
    void anInterruptedSearchStops() {
        OptionRules<Integer> chain = n -> n == 0 ? List.of() : List.of(List.of(n - 1));
        GrundySolver<Integer> solver = new GrundySolver<>(chain, 1_000_000);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> solver.grundy(100_000)).isInstanceOf(CancellationException.class);
        } finally {
            Thread.interrupted();
        }
        assertThat(solver.grundy(10)).isZero();
    }
}
