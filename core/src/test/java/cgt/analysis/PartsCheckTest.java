package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.CanonicalGame;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The check of parts(): right parts agree with the search that never splits; wrong ones are caught, and the
 * position named is a smallest one that disagrees (its options all agree).
 */
class PartsCheckTest {

    /**
     * Strips of Domineering one row high, written as the lengths of their runs of empty squares ({@code 3,2}: a
     * run of 3 and a run of 2): Right places a domino in a run, Left has no move. A run of n is worth -(n/2).
     */
    private static class Runs implements PartizanRules<List<Integer>> {
        @Override
        public Collection<List<Integer>> leftMoves(List<Integer> runs) {
            return List.of();
        }

        @Override
        public Collection<List<Integer>> rightMoves(List<Integer> runs) {
            List<List<Integer>> options = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                for (int a = 0; a + 2 <= runs.get(i); a++) {
                    List<Integer> next = new ArrayList<>(runs);
                    next.set(i, a);
                    next.add(runs.get(i) - a - 2);
                    next.removeIf(n -> n == 0);
                    next.sort(null);
                    options.add(List.copyOf(next));
                }
            }
            return options;
        }

        @Override
        public Collection<List<Integer>> parts(List<Integer> runs) {
            List<List<Integer>> parts = new ArrayList<>();
            runs.forEach(n -> parts.add(List.of(n)));
            return parts;
        }
    }

    /** The same with a parts() that forgets every run of 4 or more: wrong from 4,... on. */
    private static final class ForgetfulRuns extends Runs {
        @Override
        public Collection<List<Integer>> parts(List<Integer> runs) {
            List<List<Integer>> parts = new ArrayList<>();
            runs.stream().filter(n -> n < 4).forEach(n -> parts.add(List.of(n)));
            return parts;
        }
    }

    @Test
    void rightPartsAgree() {
        assertThat(PartsCheck.check(new Runs(), List.of(5, 3, 2))).isEmpty();
    }

    @Test
    void wrongPartsAreCaughtAtASmallestDisagreeingPosition() {
        PartsCheck.Disagreement d = PartsCheck.check(new ForgetfulRuns(), List.of(6)).orElseThrow();
        // A run of 6 is forgotten (0 by its parts, -3 searched whole); its first option that disagrees is a run of 4,
        // whose options (runs of 2 and less) all agree: its parts say 0, its value is -2.
        assertThat(d.position()).isEqualTo("4");
        assertThat(d.byParts()).isEqualTo(CanonicalGame.zero());
        assertThat(d.unsplit()).isEqualTo(CanonicalGame.integer(-2));
        assertThat(d.message()).isEqualTo("parts() of forgetful-runs disagree with the search that never splits, at 4:"
                + " the sum of its parts is 0, the position searched whole is -2");
    }
}
