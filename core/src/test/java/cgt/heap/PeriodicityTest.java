package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.Catalog;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PeriodicityTest {

    private static PeriodSearch.Outcome search(String game, int max) {
        HeapGame g = (HeapGame) Catalog.find(game);
        return PeriodSearch.run(g.rule().periodProof(), g::sequence, max, Progress.NONE);
    }

    private static Period proved(String game) {
        PeriodSearch.Outcome o = search(game, 1 << 22);
        assertThat(o.period()).as(game).isPresent();
        assertThat(o.period().get().proved()).as(game + " proved").isTrue();
        return o.period().get();
    }

    @Test
    void publishedPeriodsOfOctalGamesAreProved() {
        List<String> checked = new ArrayList<>();
        for (String line : Reference.text("octal-periods.tsv").split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            int preperiod = Integer.parseInt(f[2]);
            int period = Integer.parseInt(f[3]);
            Period p = proved(f[0]);
            assertThat(p.period()).as(f[0] + " period").isEqualTo(period);
            assertThat(p.preperiod()).as(f[0] + " preperiod").isEqualTo(preperiod);
            assertThat(p.saltus()).isZero();
            checked.add(f[0]);
        }
        assertThat(checked).contains("0.77", "0.07", "0.137", "0.45", "0.16", "0.56");
    }

    @Test
    void subtractionGamesArePeriodicFromTheStart() {
        // Winning Ways: S = {1,2,3} has g(n) = n mod 4; S = {1,3,4} repeats 0 1 0 1 2 3 2 with period 7.
        assertThat(proved("subtraction:1,2,3")).extracting(Period::period, Period::preperiod).containsExactly(4, 0);
        assertThat(proved("subtraction:1,3,4")).extracting(Period::period, Period::preperiod).containsExactly(7, 0);
        assertThat(proved("subtraction:2,5,7")).extracting(Period::period).isEqualTo(22);
    }

    @Test
    void laskerAndNimAreArithmeticallyPeriodicButNotProved() {
        Period lasker = search("lasker", 1 << 14).period().orElseThrow();
        assertThat(lasker).extracting(Period::period, Period::saltus, Period::preperiod, Period::proved)
                .containsExactly(4, 4, 1, false);
        Period nim = search("nim", 1 << 14).period().orElseThrow();
        assertThat(nim).extracting(Period::period, Period::saltus, Period::preperiod).containsExactly(1, 1, 0);
    }

    @Test
    void noPeriodIsClaimedForMark() {
        PeriodSearch.Outcome o = search("mark", 1 << 16);
        assertThat(o.period()).isEmpty();
        assertThat(o.checkedTo()).isEqualTo(1 << 16);
    }

    @Test
    void theoremsApplyOnlyWhereTheirHypothesesHold() {
        assertThat(TakeAndBreak.parse("0.77").periodProof()).isEqualTo(PeriodProof.guySmith(2));
        assertThat(TakeAndBreak.parse("4.07").periodProof()).isEqualTo(PeriodProof.guySmith(2));
        assertThat(TakeAndBreak.parse("0.33").periodProof()).isEqualTo(PeriodProof.window(2));
        assertThat(TakeAndBreak.parse("0.[3]").periodProof()).isEqualTo(PeriodProof.NONE);
        assertThat(TakeAndBreak.parse("0.f").periodProof()).isEqualTo(PeriodProof.NONE); // three heaps
        assertThat(Subtraction.allBut(2, 5).periodProof()).isEqualTo(PeriodProof.NONE);
        assertThat(Subtraction.of(1, 3, 4).periodProof()).isEqualTo(PeriodProof.window(4));
    }

    /**
     * A proved period is checked against a sequence four times as long as the proof used, computed by the
     * plain mex loop; and the preperiod is minimal: the heap before it breaks the pattern.
     */
    @Test
    void provedPeriodsOfRandomCodesHoldFarBeyondTheProof() {
        Random random = new Random(20261122);
        int provedCount = 0;
        for (int trial = 0; trial < 60; trial++) {
            StringBuilder code = new StringBuilder("0.");
            int digits = 1 + random.nextInt(4);
            for (int i = 0; i < digits; i++) {
                code.append(random.nextInt(8));
            }
            TakeAndBreak rule = TakeAndBreak.parse(code.toString());
            Optional<Period> found = PeriodSearch.run(rule.periodProof(), n -> PlainMex.compute(rule, n, Progress.NONE),
                    4000, Progress.NONE).period();
            if (found.isEmpty() || !found.get().proved()) {
                continue;
            }
            provedCount++;
            Period p = found.get();
            GrundySequence g = PlainMex.compute(rule, (int) Math.min(4 * p.checkedTo(), 16_000), Progress.NONE);
            for (int n = p.preperiod(); n + p.period() <= g.lastHeap(); n++) {
                assertThat(g.get(n + p.period())).as(code + " at " + n).isEqualTo(g.get(n));
            }
            if (p.preperiod() > 0) {
                int n = p.preperiod() - 1;
                assertThat(g.get(n + p.period())).as(code + " last exception").isNotEqualTo(g.get(n));
            }
        }
        assertThat(provedCount).isGreaterThan(30);
    }
}
