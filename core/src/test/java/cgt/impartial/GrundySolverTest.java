package cgt.impartial;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.rules.ImpartialRules;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalLong;
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

    /** A Wythoff queen at (x, y): towards the corner along a row, a column or the diagonal. */
    private static List<List<Integer>> queenMoves(List<Integer> q) {
        int x = q.get(0);
        int y = q.get(1);
        List<List<Integer>> moves = new ArrayList<>();
        for (int i = 0; i < x; i++) {
            moves.add(List.of(i, y));
        }
        for (int j = 0; j < y; j++) {
            moves.add(List.of(x, j));
        }
        for (int k = 1; k <= Math.min(x, y); k++) {
            moves.add(List.of(x - k, y - k));
        }
        return moves;
    }

    /**
     * A normal form is a symmetry the solver remembers once: Wythoff's queen at (x, y) and at (y, x) have one value,
     * so the values are those of the plain search, with fewer positions solved, and 0 exactly at the published
     * P-positions (floor(k phi), floor(k phi^2)) and their mirror images.
     */
    @Test
    void aNormalFormGivesThePlainValuesFromFewerPositions() {
        ImpartialRules<List<Integer>> plain = GrundySolverTest::queenMoves;
        ImpartialRules<List<Integer>> mirrored = new ImpartialRules<>() {
            @Override
            public List<List<Integer>> moves(List<Integer> q) {
                return queenMoves(q);
            }

            @Override
            public List<Integer> normalize(List<Integer> q) {
                return q.get(0) <= q.get(1) ? q : List.of(q.get(1), q.get(0));
            }
        };
        GrundySolver<List<Integer>> byPlain = new GrundySolver<>(plain, 1_000_000);
        GrundySolver<List<Integer>> byNormal = new GrundySolver<>(mirrored, 1_000_000);
        List<List<Integer>> pPositions = new ArrayList<>();
        double phi = (1 + Math.sqrt(5)) / 2;
        for (int k = 0; k < 8; k++) {
            int a = (int) Math.floor(k * phi);
            pPositions.add(List.of(a, a + k));
            pPositions.add(List.of(a + k, a));
        }
        for (int x = 0; x <= 14; x++) {
            for (int y = 0; y <= 14; y++) {
                List<Integer> q = List.of(x, y);
                int g = byPlain.grundy(q);
                assertThat(byNormal.grundy(q)).as("queen %s", q).isEqualTo(g);
                assertThat(g == 0).as("queen %s is a P-position", q).isEqualTo(pPositions.contains(q));
            }
        }
        assertThat(byNormal.solvedCount()).isLessThan(byPlain.solvedCount());
    }

    /** A known value is taken instead of a search: Nim's heaps by their sizes, the same values as the recursion. */
    @Test
    void aKnownValueIsTakenWithoutASearch() {
        ImpartialRules<Integer> nim = n -> {
            List<Integer> moves = new ArrayList<>();
            for (int m = 0; m < n; m++) {
                moves.add(m);
            }
            return moves;
        };
        ImpartialRules<Integer> known = new ImpartialRules<>() {
            @Override
            public List<Integer> moves(Integer n) {
                return nim.moves(n).stream().toList();
            }

            @Override
            public OptionalLong knownValue(Integer n) {
                return n % 2 == 0 ? OptionalLong.of(n) : OptionalLong.empty(); // every even heap: half the table
            }
        };
        GrundySolver<Integer> search = new GrundySolver<>(nim, 10_000);
        GrundySolver<Integer> withKnown = new GrundySolver<>(known, 10_000);
        for (int n = 0; n <= 60; n++) {
            assertThat(withKnown.grundy(n)).as("heap %d", n).isEqualTo(search.grundy(n)).isEqualTo(n);
        }
        assertThat(withKnown.grundy(List.of(3, 5, 6))).isEqualTo(3 ^ 5 ^ 6);
    }

    /**
     * A seeded random game without cycles on the positions 0 .. n-1: each position's options lead to smaller ones,
     * some to one part and some to two, so the values are the mex recursion's and the sums' nim-sums.
     */
    private static List<List<List<Integer>>> randomGame(int n, long seed) {
        Random random = new Random(seed);
        List<List<List<Integer>>> options = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            List<List<Integer>> of = new ArrayList<>();
            for (int k = p == 0 ? 0 : 1 + random.nextInt(6); k > 0; k--) {
                of.add(random.nextInt(4) == 0 ? List.of(random.nextInt(p), random.nextInt(p)) : List.of(random.nextInt(p)));
            }
            options.add(of);
        }
        return options;
    }

    /** Rules over a game's table of options that pack the positions below {@code packedBelow} as their numbers. */
    private static ImpartialRules<Integer> packing(List<List<List<Integer>>> game, int packedBelow) {
        return new OptionRules<>() {
            @Override
            public List<List<Integer>> options(Integer p) {
                return game.get(p);
            }

            @Override
            public long packedKey(Integer p) {
                return p < packedBelow ? 1_000_003L * p : NOT_PACKED; // spread out, as real keys are
            }
        };
    }

    /**
     * A packed key changes where a value is remembered, not the value: on seeded random games the solver gives the
     * same values whether the rules pack every part, some of them (both tables at once) or none.
     */
    @Test
    void packedPartsGiveThePlainValues() {
        for (long seed = 1; seed <= 4; seed++) {
            List<List<List<Integer>>> game = randomGame(3_000, seed);
            OptionRules<Integer> plain = game::get;
            GrundySolver<Integer> byPlain = new GrundySolver<>(plain, 10_000);
            GrundySolver<Integer> allPacked = new GrundySolver<>(packing(game, Integer.MAX_VALUE), 10_000);
            GrundySolver<Integer> halfPacked = new GrundySolver<>(packing(game, 1_500), 10_000);
            Random random = new Random(-seed);
            for (int trial = 0; trial < 300; trial++) {
                int p = random.nextInt(game.size());
                int g = byPlain.grundy(p);
                assertThat(allPacked.grundy(p)).as("seed %d, position %d, all packed", seed, p).isEqualTo(g);
                assertThat(halfPacked.grundy(p)).as("seed %d, position %d, half packed", seed, p).isEqualTo(g);
            }
            assertThat(allPacked.solvedCount()).isEqualTo(byPlain.solvedCount());
            assertThat(halfPacked.solvedCount()).isEqualTo(byPlain.solvedCount());
        }
    }

    /** With packed parts, too, a cycle is reported with its positions and leaves nothing behind, and the bound holds. */
    @Test
    void packedPartsKeepTheCycleReportAndTheBound() {
        OptionRules<Integer> cyclic = new OptionRules<>() {
            @Override
            public List<List<Integer>> options(Integer n) {
                return List.of(List.of(n == 3 ? 0 : (n + 1) % 3));
            }

            @Override
            public long packedKey(Integer n) {
                return n;
            }
        };
        GrundySolver<Integer> solver = new GrundySolver<>(cyclic, 100);
        assertThatThrownBy(() -> solver.grundy(3)).isInstanceOf(CyclicGameException.class)
                .hasMessageContaining("0 -> 1 -> 2 -> 0");
        assertThat(solver.solvedCount()).isZero();

        List<List<List<Integer>>> chain = new ArrayList<>();
        for (int n = 0; n < 5_000; n++) {
            chain.add(n == 0 ? List.of() : List.of(List.of(n - 1)));
        }
        GrundySolver<Integer> bounded = new GrundySolver<>(packing(chain, Integer.MAX_VALUE), 1_000);
        assertThatThrownBy(() -> bounded.grundy(4_999)).isInstanceOf(TooBigException.class).hasMessageContaining("1000");
        assertThat(bounded.solvedCount()).isZero();
        assertThat(bounded.grundy(500)).isZero();
    }
}
