package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.impartial.CyclicGameException;
import cgt.impartial.GrundySolver;
import cgt.impartial.OptionRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FairSharesTest {

    /** Every game of n coins (a partition of n, in increasing order). */
    private static void games(int n, int least, List<Integer> prefix, List<FairShares.Heaps> out) {
        if (n == 0) {
            out.add(new FairShares.Heaps(prefix));
            return;
        }
        for (int p = least; p <= n; p++) {
            prefix.add(p);
            games(n - p, p, prefix, out);
            prefix.remove(prefix.size() - 1);
        }
    }

    /**
     * The solver given Fair Shares itself (its games packed as numbers) answers as the solver given its options
     * alone: the same value where play always ends, a cycle where it can repeat, for every game of up to 10 coins.
     * Winning Ways (ch. 12) lists 1,1,1 among the games without a move (a heap of 1 cannot be divided, equal heaps
     * cannot be united).
     */
    @Test
    void packedGamesGiveThePlainAnswers() {
        FairShares game = new FairShares();
        OptionRules<FairShares.Heaps> plain = game::options;
        int finite = 0;
        int cyclic = 0;
        for (int n = 1; n <= 10; n++) {
            List<FairShares.Heaps> all = new ArrayList<>();
            games(n, 1, new ArrayList<>(), all);
            for (FairShares.Heaps h : all) {
                String byPlain = answer(new GrundySolver<>(plain, 100_000), h);
                assertThat(answer(new GrundySolver<>(game, 100_000), h)).as("fair-shares %s", h.sizes())
                        .isEqualTo(byPlain);
                if (byPlain.equals("cycle")) {
                    cyclic++;
                } else {
                    finite++;
                }
            }
        }
        assertThat(finite).isPositive();
        assertThat(cyclic).isPositive();
        assertThat(new GrundySolver<>(game, 100).grundy(new FairShares.Heaps(List.of(1, 1, 1)))).isZero();
    }

    private static String answer(GrundySolver<FairShares.Heaps> solver, FairShares.Heaps h) {
        try {
            return Integer.toString(solver.grundy(h));
        } catch (CyclicGameException e) {
            return "cycle";
        }
    }
}
