package cgt.misere;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.impartial.OptionRules;
import cgt.impartial.WholePositions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class MisereTest {

    private static final OptionRules<Long> NIM = n -> {
        List<List<Long>> options = new ArrayList<>();
        for (long m = 0; m < n; m++) {
            options.add(List.of(m));
        }
        return options;
    };

    private static OptionRules<Long> subtraction(long... set) {
        return n -> {
            List<List<Long>> options = new ArrayList<>();
            for (long s : set) {
                if (s <= n) {
                    options.add(List.of(n - s));
                }
            }
            return options;
        };
    }

    private static MisereSolver<Long> solver(OptionRules<Long> rules) {
        return new MisereSolver<>(new WholePositions<>(rules, Comparator.naturalOrder()), 1_000_000);
    }

    @Test
    void bouton_sRuleAgreesWithASearchOfEveryPositionOfUpToFourSmallHeaps() {
        MisereSolver<Long> search = solver(NIM);
        for (int code = 0; code < 6 * 6 * 6 * 6; code++) {
            long[] heaps = {code % 6, code / 6 % 6, code / 36 % 6, code / 216};
            List<Long> position = Arrays.stream(heaps).boxed().toList();
            boolean searchSaysP = !search.nextPlayerWins(position);
            assertThat(MisereNim.isP(heaps)).as("misère Nim %s", position).isEqualTo(searchSaysP);
        }
    }

    @Test
    void misereNimTextbookPositions() {
        assertThat(MisereNim.isP(new long[] {1, 3, 5, 7})).isTrue();
        assertThat(MisereNim.isP(new long[] {1})).isTrue(); // take it and lose
        assertThat(MisereNim.isP(new long[] {1, 1})).isFalse();
        assertThat(MisereNim.isP(new long[] {1, 1, 1})).isTrue();
        assertThat(MisereNim.isP(new long[] {2, 2})).isTrue();
        assertThat(MisereNim.isP(new long[] {})).isFalse(); // no move: the player to move wins
        assertThat(MisereNim.isP(new long[] {3, 4, 5})).isFalse();
    }

    @Test
    void misereNimWinningMovesAreExactlyTheMovesToPPositions() {
        MisereSolver<Long> search = solver(NIM);
        for (int code = 0; code < 5 * 5 * 5; code++) {
            long[] heaps = {code % 5, code / 5 % 5, code / 25};
            List<long[]> fromRule = MisereNim.winningMoves(heaps);
            List<List<Long>> bySearch = new ArrayList<>();
            for (int i = 0; i < heaps.length; i++) {
                for (long t = 0; t < heaps[i]; t++) {
                    long[] next = heaps.clone();
                    next[i] = t;
                    if (!search.nextPlayerWins(Arrays.stream(next).boxed().toList())) {
                        bySearch.add(Arrays.stream(next).boxed().toList());
                    }
                }
            }
            assertThat(fromRule.stream().map(m -> Arrays.stream(m).boxed().toList()).toList())
                    .as("from %s", Arrays.toString(heaps)).containsExactlyInAnyOrderElementsOf(bySearch);
        }
    }

    @Test
    void misereSubtractionGamesOfTheTextbook() {
        // Subtraction {1,2,3}: in misère play the P-positions are n ≡ 1 (mod 4), where normal play has n ≡ 0.
        MisereSolver<Long> s123 = solver(subtraction(1, 2, 3));
        for (long n = 0; n < 60; n++) {
            assertThat(!s123.nextPlayerWins(List.of(n))).as("misère {1,2,3} at %d", n).isEqualTo(n % 4 == 1);
        }
        // Subtraction {1,3,4}: normal-play P-positions are n ≡ 0, 2 (mod 7); misère ones n ≡ 1, 3 (mod 7).
        MisereSolver<Long> s134 = solver(subtraction(1, 3, 4));
        for (long n = 0; n < 70; n++) {
            assertThat(!s134.nextPlayerWins(List.of(n))).as("misère {1,3,4} at %d", n)
                    .isEqualTo(n % 7 == 1 || n % 7 == 3);
        }
    }
}
