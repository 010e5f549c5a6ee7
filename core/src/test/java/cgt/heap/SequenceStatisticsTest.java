package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The statistics {@code cgt grundy --stats} prints, the rare-value test, and how sequences and periods print. */
class SequenceStatisticsTest {

    private static final int[] KAYLES = Reference.sequence("kayles-0.77.txt");

    /** The statistics of Kayles' published values, against a count made here from the published list itself. */
    @Test
    void kaylesStatisticsAreThoseOfThePublishedValues() {
        SequenceStatistics s = SequenceStatistics.of(GrundySequence.of(KAYLES), GrundyEngine.Stats.NONE, 5);
        List<Long> zeros = new ArrayList<>();
        int max = 0;
        for (int n = 0; n < KAYLES.length; n++) {
            if (KAYLES[n] == 0) {
                zeros.add((long) n);
            }
            max = Math.max(max, KAYLES[n]);
        }
        assertThat(s.lastHeap()).isEqualTo(KAYLES.length - 1);
        assertThat(s.largest()).isEqualTo(max).isEqualTo(8); // Kayles' values never exceed 8 (Winning Ways)
        assertThat(KAYLES[(int) s.largestFirstAt()]).isEqualTo(8);
        for (int n = 0; n < s.largestFirstAt(); n++) {
            assertThat(KAYLES[n]).isLessThan(8);
        }
        assertThat(s.zeroCount()).isEqualTo(zeros.size());
        // The only zero is the empty row: from any other, the first player takes the middle pin or two and mirrors.
        assertThat(s.firstZeros()).isEqualTo(zeros).containsExactly(0L);
        assertThat(s.lastZero()).hasValue(zeros.get(zeros.size() - 1));
        assertThat(s.rare()).isEmpty(); // no engine, no mask
        assertThat(s.work()).isEmpty();
        assertThat(s.lastValue()).isEqualTo(KAYLES[KAYLES.length - 1]);
    }

    /** subtraction:1,2,3 has g(n) = n mod 4: its zeros are the multiples of 4, listed up to the limit, all counted. */
    @Test
    void zerosAreListedUpToTheLimitAndAllCounted() {
        HeapGame game = (HeapGame) Catalog.find("subtraction:1,2,3");
        SequenceStatistics s = SequenceStatistics.of(game.values().sequence(1001), GrundyEngine.Stats.NONE, 3);
        assertThat(s.firstZeros()).containsExactly(0L, 4L, 8L);
        assertThat(s.zeroCount()).isEqualTo(1000 / 4 + 1);
        assertThat(s.lastZero()).hasValue(1000);
        assertThat(s.largest()).isEqualTo(3);
        assertThat(s.largestFirstAt()).isEqualTo(3);
        assertThat(s.lastValue()).isEqualTo(1001 % 4);
        assertThat(s).hasToString("g(0..1001): largest 3 (first at heap 3), 251 zeros, g(1001) = 1");
    }

    @Test
    void theEngineMaskGivesTheRareValues() {
        HeapGame kayles = (HeapGame) Catalog.find("kayles");
        GrundyEngine.Result r = GrundyEngine.of(kayles.rule()).computeWithStats(300);
        SequenceStatistics s = SequenceStatistics.of(r.sequence(), r.stats(), 100);
        int mask = r.stats().mask();
        int rare = 0;
        for (int n = 1; n <= 300; n++) {
            rare += SequenceStatistics.isRare(r.sequence().get(n), mask) ? 1 : 0;
        }
        if (mask == 0) {
            assertThat(s.rare()).isEmpty();
        } else {
            assertThat(s.rare()).get().extracting(SequenceStatistics.Rare::count).isEqualTo((long) rare);
            assertThat(s.rare().get().maskHex()).isEqualTo(Integer.toHexString(mask));
        }
        assertThat(s.work()).hasValue(new SequenceStatistics.Work(r.stats().pairEvaluations(), r.stats().fullScans(),
                OptionalLong.of(r.stats().settledByPeriod()), 0));
    }

    /**
     * The law the rare/common method rests on: a ⊕ b is common (odd parity under the mask) exactly when one of a
     * and b is rare and the other common.
     */
    @Test
    void aNimSumIsCommonExactlyWhenOnePartIsRare() {
        Random random = new Random(3);
        for (int i = 0; i < 10_000; i++) {
            int mask = random.nextInt(1 << 10);
            int a = random.nextInt(1 << 12);
            int b = random.nextInt(1 << 12);
            boolean common = !SequenceStatistics.isRare(a ^ b, mask);
            assertThat(common).isEqualTo(SequenceStatistics.isRare(a, mask) != SequenceStatistics.isRare(b, mask));
        }
        assertThat(SequenceStatistics.isRare(0, 0xff)).isTrue();
        assertThat(SequenceStatistics.isRare(1, 1)).isFalse();
        assertThat(SequenceStatistics.isRare(3, 3)).isTrue();
    }

    /** The estimate of --plain's work, against the exact count of every heap's moves. */
    @Test
    void thePlainWorkEstimateIsNearTheExactCount() {
        for (String name : List.of("kayles", "grundy", "lasker", "subtraction:1,3,4")) {
            HeapRule rule = ((HeapGame) Catalog.find(name)).rule();
            int n = 4000;
            double exact = 0;
            for (int h = 0; h <= n; h++) {
                exact += HeapMoves.count(rule, h);
            }
            assertThat(PlainMex.estimatedWork(rule, n) / exact).as(name).isBetween(0.9, 1.2);
        }
    }

    @Test
    void aSequenceAndAPeriodPrintWhatTheyAre() {
        assertThat(GrundySequence.of(new int[] {0, 1, 1, 2})).hasToString("g(0..3) = 0 1 1 2 (4 values)");
        assertThat(GrundySequence.of(KAYLES).toString())
                .isEqualTo("g(0..149) = 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 ... (150 values)");
        HeapGame kayles = (HeapGame) Catalog.find("kayles");
        Period p = PeriodSearch.run(kayles.rule().periodProof(), kayles.values()::sequence, 1 << 16, Progress.NONE).period()
                .orElseThrow();
        assertThat(p).hasToString("period 12 from heap 71 (proved)");
        assertThat(new Period(4, 1, 4, false, 5000, Long.MAX_VALUE))
                .hasToString("period 4 with saltus 4 from heap 1 (observed to heap 5000)");
    }
}
