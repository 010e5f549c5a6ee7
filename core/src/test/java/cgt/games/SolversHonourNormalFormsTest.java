package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.impartial.WholePositions;
import cgt.loopy.GeneralizedValue;
import cgt.loopy.LoopyOutcome;
import cgt.loopy.LoopySolver;
import cgt.loopy.PositionLabel;
import cgt.misere.MisereForms;
import cgt.misere.MisereGame;
import cgt.misere.MisereSolver;
import cgt.rules.ImpartialRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The solvers that cannot take nim-sums (misère forms, the whole-position misère search, games with cycles) remember
 * positions by the rules' normal forms, which a symmetry makes sound in any play convention: with the hooks and
 * without them they give the same answers, from fewer positions. Known values, which are normal play's, are not
 * theirs to take: Wythoff's would be wrong in misère play (the queen at 0,1 is worth 1 in normal play and is a
 * P-position in misère play), and the answers here show none was taken.
 */
class SolversHonourNormalFormsTest {

    private static List<Wythoff.Queen> queens(Wythoff game, String... text) {
        return game.parsePosition(List.of(text));
    }

    @Test
    void misereFormsAreTheSameWithTheMirror() {
        Wythoff game = new Wythoff();
        MisereForms<Wythoff.Queen> hooked = new MisereForms<>(game, 10_000, MisereGame.Budget.standard());
        MisereForms<Wythoff.Queen> bare = new MisereForms<>(game.withoutHooks(), 10_000, MisereGame.Budget.standard());
        for (int x = 0; x <= 3; x++) {
            for (int y = 0; y <= 3; y++) {
                List<Wythoff.Queen> q = queens(game, x + "," + y);
                assertThat(hooked.formOf(q)).as("queen %d,%d", x, y).isSameAs(bare.formOf(q));
            }
        }
        // Misère play of a lone queen: (0,1) and (1,0) are P-positions (Wythoff.misereRule), though worth 1 in
        // normal play: the known values were not taken.
        assertThat(hooked.formOf(queens(game, "1,0")).isP()).isTrue();
        assertThat(hooked.formOf(queens(game, "2,1", "1,2"))).isSameAs(bare.formOf(queens(game, "2,1", "1,2")));
    }

    @Test
    void theWholePositionSearchFindsTheSameOutcomesFromFewerPositions() {
        Wythoff wythoff = new Wythoff();
        MisereSolver<Wythoff.Queen> hooked = new MisereSolver<>(new WholePositions<>(wythoff, wythoff.order()),
                1_000_000);
        MisereSolver<Wythoff.Queen> bare =
                new MisereSolver<>(new WholePositions<>(wythoff.withoutHooks(), wythoff.order()), 1_000_000);
        OneFromEach oneFromEach = new OneFromEach();
        MisereSolver<OneFromEach.Heaps> hookedHeaps = new MisereSolver<>(
                new WholePositions<>(oneFromEach, oneFromEach.order()), 1_000_000);
        MisereSolver<OneFromEach.Heaps> bareHeaps = new MisereSolver<>(
                new WholePositions<>(oneFromEach.withoutHooks(), oneFromEach.order()), 1_000_000);
        Random random = new Random(24);
        for (int trial = 0; trial < 40; trial++) {
            String a = random.nextInt(5) + "," + random.nextInt(5);
            String b = random.nextInt(5) + "," + random.nextInt(5);
            List<Wythoff.Queen> q = queens(wythoff, a, b);
            assertThat(hooked.nextPlayerWins(q)).as("queens %s %s", a, b).isEqualTo(bare.nextPlayerWins(q));
            List<OneFromEach.Heaps> h = oneFromEach.parsePosition(List.of(
                    Integer.toString(1 + random.nextInt(3)), Integer.toString(random.nextInt(4)),
                    Integer.toString(1 + random.nextInt(3))));
            assertThat(hookedHeaps.nextPlayerWins(h)).as("one-from-each %s", oneFromEach.formatPosition(h))
                    .isEqualTo(bareHeaps.nextPlayerWins(h));
        }
        assertThat(hooked.solvedCount()).isLessThan(bare.solvedCount());
        assertThat(hookedHeaps.solvedCount()).isLessThan(bareHeaps.solvedCount());
    }

    @Test
    void loopyLabelsAreTheSameWithTheMirror() {
        Wythoff game = new Wythoff();
        for (boolean misere : new boolean[] {false, true}) {
            LoopySolver<Wythoff.Queen> hooked = new LoopySolver<>(game, 1_000_000);
            LoopySolver<Wythoff.Queen> bare = new LoopySolver<>(game.withoutHooks(), 1_000_000);
            if (misere) {
                hooked.misere();
                bare.misere();
            }
            for (int x = 0; x <= 9; x++) {
                for (int y = 0; y <= 9; y++) {
                    Wythoff.Queen q = queens(game, x + "," + y).get(0);
                    PositionLabel label = bare.label(q);
                    assertThat(hooked.label(q)).as("queen %d,%d, misère %s", x, y, misere).isEqualTo(label);
                    if (!misere) {
                        assertThat(label.value()).as("queen %d,%d", x, y)
                                .isEqualTo(new GeneralizedValue.Finite((int) game.grundy(q)));
                    }
                }
            }
            assertThat(hooked.positionCount()).isLessThan(bare.positionCount());
        }
    }

    /**
     * A game with cycles and a mirror: a token on a ring of 12 squares steps one square either way, and from the
     * squares 0, 4 and 8 may leave the ring, ending the game; the ring's reflection n to -n maps moves to moves.
     */
    @Test
    void aGameWithCyclesHasTheSameLabelsWithItsMirror() {
        int ring = 12;
        ImpartialRules<Integer> token = new ImpartialRules<>() {
            @Override
            public List<Integer> moves(Integer n) {
                List<Integer> moves = new ArrayList<>();
                if (n < ring) {
                    moves.add((n + 1) % ring);
                    moves.add((n + ring - 1) % ring);
                    if (n % 4 == 0) {
                        moves.add(ring); // off the ring: no move left
                    }
                }
                return moves;
            }

            @Override
            public Integer normalize(Integer n) {
                return n == ring ? n : Math.min(n, (ring - n) % ring);
            }
        };
        for (boolean misere : new boolean[] {false, true}) {
            LoopySolver<Integer> hooked = new LoopySolver<>(token, 1_000);
            LoopySolver<Integer> bare = new LoopySolver<>(token.withoutHooks(), 1_000);
            if (misere) {
                hooked.misere();
                bare.misere();
            }
            for (int n = 0; n <= ring; n++) {
                assertThat(hooked.label(n)).as("square %d, misère %s", n, misere).isEqualTo(bare.label(n));
                assertThat(hooked.labelOfSum(List.of(n, (n + 5) % ring))).as("squares %d and %d", n, (n + 5) % ring)
                        .isEqualTo(bare.labelOfSum(List.of(n, (n + 5) % ring)));
            }
            assertThat(hooked.positionCount()).isLessThan(bare.positionCount());
        }
        // Square 0 is won by leaving the ring; the squares beside it, 1 and 11, are not (the step back to 0 loses).
        LoopySolver<Integer> normal = new LoopySolver<>(token, 1_000);
        assertThat(normal.label(0).outcome()).isEqualTo(LoopyOutcome.N);
        assertThat(normal.label(1).outcome()).isNotEqualTo(LoopyOutcome.N).isEqualTo(normal.label(11).outcome());
    }
}
