package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one expansion of split families into single moves, against a brute-force enumeration. */
class SplitsTest {

    /** Every (a, b) with a + b = total, both non-empty, a ≤ b (a < b unless equal is allowed), by a ascending. */
    private static List<List<Integer>> twoByBruteForce(int total, boolean equalAllowed) {
        List<List<Integer>> out = new ArrayList<>();
        for (int a = 1; a < total; a++) {
            int b = total - a;
            if (a < b || a == b && equalAllowed) {
                out.add(List.of(a, b));
            }
        }
        return out;
    }

    /** Every (a, b, c) with a + b + c = total, all non-empty, a ≤ b ≤ c, by (a, b) ascending. */
    private static List<List<Integer>> threeByBruteForce(int total) {
        List<List<Integer>> out = new ArrayList<>();
        for (int a = 1; a < total; a++) {
            for (int b = 1; b < total; b++) {
                int c = total - a - b;
                if (c >= 1 && a <= b && b <= c) {
                    out.add(List.of(a, b, c));
                }
            }
        }
        return out;
    }

    @Test
    void twoHeapSplitsAreEveryPairOnceSmallerPartFirst() {
        for (int total = 0; total <= 80; total++) {
            for (boolean equal : new boolean[] {true, false}) {
                List<List<Integer>> got = new ArrayList<>();
                Splits.inTwo(total, equal, (a, b) -> got.add(List.of(a, b)));
                assertThat(got).as("%d, equal %s", total, equal).isEqualTo(twoByBruteForce(total, equal));
                assertThat(Splits.countInTwo(total, equal)).as("count %d", total).isEqualTo(got.size());
            }
        }
    }

    @Test
    void threeHeapSplitsAreEveryTripleOnce() {
        for (int total = 0; total <= 60; total++) {
            List<List<Integer>> got = new ArrayList<>();
            Splits.inThree(total, (a, b, c) -> got.add(List.of(a, b, c)));
            assertThat(got).as("%d", total).isEqualTo(threeByBruteForce(total));
        }
        // 9 = 1+1+7 = 1+2+6 = 1+3+5 = 1+4+4 = 2+2+5 = 2+3+4 = 3+3+3.
        List<List<Integer>> nine = new ArrayList<>();
        Splits.inThree(9, (a, b, c) -> nine.add(List.of(a, b, c)));
        assertThat(nine).hasSize(7).startsWith(List.of(1, 1, 7)).endsWith(List.of(3, 3, 3));
    }

    @Test
    void aSinkThatOnlyReceivesSingleMovesGetsEachSplitByDefault() {
        List<List<Integer>> moves = new ArrayList<>();
        MoveSink sink = new MoveSink() {
            @Override
            public void leave(int a) {
                moves.add(List.of(a));
            }

            @Override
            public void leave(int a, int b) {
                moves.add(List.of(a, b));
            }

            @Override
            public void leave(int a, int b, int c) {
                moves.add(List.of(a, b, c));
            }
        };
        HeapRules.GRUNDY.moves(10, sink); // split into two unequal heaps
        assertThat(moves).containsExactly(List.of(1, 9), List.of(2, 8), List.of(3, 7), List.of(4, 6));
        moves.clear();
        TakeAndBreak.parse("0.8").moves(5, sink); // take one, leave three heaps
        assertThat(moves).containsExactly(List.of(1, 1, 2));
        assertThat(HeapMoves.count(HeapRules.GRUNDY, 10)).isEqualTo(4);
        assertThat(HeapMoves.count(HeapRules.LASKER, 10)).isEqualTo(10 + 5);
    }
}
