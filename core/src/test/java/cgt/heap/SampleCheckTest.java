package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.task.Progress;
import org.junit.jupiter.api.Test;

/** A resumed run's check of saved values: the rule's values pass, and values not the rule's are caught. */
class SampleCheckTest {

    private static final HeapRule KAYLES = TakeAndBreak.parse("0.77");
    private static final HeapRule DAWSON = TakeAndBreak.parse("0.137");
    private static final HeapRule GRUNDY = HeapRules.GRUNDY;

    private static int[] values(HeapRule rule, int n) {
        return PlainMex.compute(rule, n, Progress.NONE).toArray();
    }

    @Test
    void theRulesOwnValuesPass() {
        for (HeapRule rule : new HeapRule[] {KAYLES, DAWSON, GRUNDY}) {
            GrundySequence saved = GrundySequence.of(values(rule, 3000));
            SampleCheck.Result r = SampleCheck.check(rule, saved, 1, 1 << 20);
            assertThat(r.passed()).isTrue();
            assertThat(r.heapsChecked()).isGreaterThan(SampleCheck.FIRST_HEAPS + SampleCheck.LAST_HEAPS);
        }
    }

    @Test
    void kaylesPublishedValuesAreWhatTheCheckRecomputes() {
        // Winning Ways, chapter 4: Kayles' values from heap 0.
        int[] published = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8};
        GrundySequence g = GrundySequence.of(published);
        for (int h = 0; h < published.length; h++) {
            assertThat(SampleCheck.mex(KAYLES, g, h)).as("g(%d)", h).isEqualTo(published[h]);
        }
    }

    @Test
    void aValueChangedAnywhereTheCheckLooksIsNamed() {
        int[] g = values(KAYLES, 3000);
        int[] early = g.clone();
        early[100] ^= 1;
        assertThat(SampleCheck.check(KAYLES, GrundySequence.of(early), 7, SampleCheck.DEFAULT_MOVE_BUDGET)
                .mismatch()).contains(new SampleCheck.Mismatch(100, g[100] ^ 1, g[100]));
        int[] late = g.clone();
        late[2990] = 0;
        assertThat(SampleCheck.check(KAYLES, GrundySequence.of(late), 7, SampleCheck.DEFAULT_MOVE_BUDGET)
                .mismatch()).map(SampleCheck.Mismatch::heap).contains(2990);
    }

    @Test
    void aValueChangedInTheMiddleIsCaughtWhenTheBudgetCoversTheSequence() {
        int[] g = values(GRUNDY, 2000);
        int[] forged = g.clone();
        forged[1234] ^= 2;
        // 2000 heaps of at most 1000 moves each: the default budget of 2^22 moves covers two draws a heap.
        // Heap 1234 itself, or a heap above whose moves reach it: either way the file is refused.
        assertThat(SampleCheck.check(GRUNDY, GrundySequence.of(forged), 11, SampleCheck.DEFAULT_MOVE_BUDGET)
                .mismatch()).hasValueSatisfying(m -> assertThat(m.heap()).isGreaterThanOrEqualTo(1234));
    }

    @Test
    void zerosAndAnotherGamesValuesAreRefusedAtOnce() {
        SampleCheck.Result zeros = SampleCheck.check(KAYLES, GrundySequence.of(new int[5000]), 3, 1000);
        assertThat(zeros.mismatch()).contains(new SampleCheck.Mismatch(1, 0, 1));
        SampleCheck.Result dawson = SampleCheck.check(KAYLES, GrundySequence.of(values(DAWSON, 5000)), 3, 1000);
        assertThat(dawson.passed()).isFalse();
        assertThat(dawson.heapsChecked()).isLessThan(10);
    }

    @Test
    void aSmallBudgetStillChecksTheFirstHeaps() {
        int[] g = values(GRUNDY, 5000);
        SampleCheck.Result r = SampleCheck.check(GRUNDY, GrundySequence.of(g), 5, 1);
        assertThat(r.passed()).isTrue();
        assertThat(r.heapsChecked()).isEqualTo(SampleCheck.FIRST_HEAPS + 1);
    }
}
