package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.task.Progress;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The counting method for all-but games against the textbook mex loop, and against Nim. */
class AllButSequenceTest {

    private static final Progress QUIET = (stage, done, total) -> { };

    @Test
    void anEmptyExclusionIsNim() {
        GrundySequence g = GrundyEngine.of(Subtraction.allBut()).compute(5000);
        for (int n = 0; n <= 5000; n++) {
            assertThat(g.get(n)).as("g(%d)", n).isEqualTo(n);
        }
    }

    @Test
    void equalsThePlainLoopOnRandomSets() {
        Random random = new Random(20261124);
        for (int trial = 0; trial < 60; trial++) {
            int size = 1 + random.nextInt(5);
            int[] excluded = new int[size];
            for (int i = 0; i < size; i++) {
                excluded[i] = 1 + random.nextInt(trial < 30 ? 12 : 400);
            }
            Subtraction rule = Subtraction.allBut(excluded);
            int n = 1500;
            GrundySequence plain = PlainMex.compute(rule, n, QUIET);
            GrundySequence fast = GrundyEngine.of(rule).compute(n);
            assertThat(fast.toArray()).as("%s", rule).isEqualTo(plain.toArray());
        }
    }

    @Test
    void goesOnFromAPrefixWithTheSameValues() {
        Subtraction rule = Subtraction.allBut(2, 5, 9);
        GrundySequence whole = GrundyEngine.of(rule).compute(4000);
        GrundySequence prefix = GrundyEngine.of(rule).compute(1234);
        GrundySequence resumed = GrundyEngine.of(rule).resumingFrom(prefix).compute(4000);
        assertThat(resumed.toArray()).isEqualTo(whole.toArray());
    }

    @Test
    void allButFiveThousandHasArithmeticPeriodTenThousand() {
        // g(5000) = 0: the heap of 5000 cannot reach 0, and every smaller heap's value is reached; the values
        // then climb by one a heap, so g(n + 10000) = g(n) + 5000 (what `cgt period allbut:5000` reports).
        GrundySequence g = GrundyEngine.of(Subtraction.allBut(5000)).compute(60_000);
        assertThat(g.get(4999)).isEqualTo(4999);
        assertThat(g.get(5000)).isZero();
        for (int n = 0; n + 10_000 <= 60_000; n++) {
            assertThat(g.get(n + 10_000)).as("g(%d)", n + 10_000).isEqualTo(g.get(n) + 5000);
        }
    }
}
