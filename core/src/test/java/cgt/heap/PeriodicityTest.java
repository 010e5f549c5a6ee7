package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.heap.Periodicity.Period;
import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Order(1) // a long class, first in the list (junit-platform.properties)
class PeriodicityTest {

    private static PeriodSearch.Outcome search(String game, int max) {
        HeapGame g = Catalog.heap(game).orElseThrow();
        return PeriodSearch.run(g.rule().periodProof(), g.values()::sequence, max, Progress.NONE);
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
        for (String line : Reference.text("octal-periods.tsv").lines().toList()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
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

    /** The search as first written, every p examined in full: the reference for the fast one. */
    private static Optional<Period> findPlainly(GrundySequence g, PeriodProof proof) {
        int last = g.lastHeap();
        Period candidate = null;
        for (int p = 1; p <= last / 2; p++) {
            if (candidate != null && p % candidate.period() == 0) {
                continue;
            }
            int n0 = startOfRepetition(g, p, 0);
            long needed = proof.lastHeapNeeded(n0, p);
            if (needed <= last) {
                return Optional.of(new Period(p, n0, 0, true, last, needed));
            }
            long stretch = (long) last - n0 + 1;
            if (candidate == null && stretch >= 3L * p && (proof.possible() || stretch * 2 >= last + 1L)) {
                candidate = new Period(p, n0, 0, false, last, needed);
                if (!proof.possible()) {
                    return Optional.of(candidate);
                }
            }
        }
        if (candidate != null) {
            return Optional.of(candidate);
        }
        for (int p = 1; p <= last / 2; p++) {
            int s = g.get(last) - g.get(last - p);
            if (s > 0) {
                int n0 = startOfRepetition(g, p, s);
                long stretch = (long) last - n0 + 1;
                if (stretch >= 3L * p && stretch * 2 >= last + 1L) {
                    return Optional.of(new Period(p, n0, s, false, last, Long.MAX_VALUE));
                }
            }
        }
        return Optional.empty();
    }

    private static int startOfRepetition(GrundySequence g, int p, int s) {
        int n = g.lastHeap() - p;
        while (n >= 0 && g.get(n + p) == g.get(n) + s) {
            n--;
        }
        return n + 1;
    }

    /**
     * Sequences with a planted period (ordinary or arithmetic) after random values, some with a few last
     * values disturbed, under every kind of proof: the fast search finds exactly what the plain one does.
     */
    @Test
    void theFastSearchFindsWhatThePlainOneFinds() {
        Random random = new Random(42);
        int found = 0;
        for (int trial = 0; trial < 3000; trial++) {
            int alphabet = 1 + random.nextInt(random.nextBoolean() ? 3 : 12);
            int length = 8 + random.nextInt(random.nextInt(4) == 0 ? 2000 : 200);
            int pre = random.nextInt(length);
            int period = 1 + random.nextInt(1 + random.nextInt(60));
            int saltus = random.nextInt(4) == 0 ? 1 + random.nextInt(3) : 0;
            int[] v = new int[length];
            for (int n = 0; n < length; n++) {
                v[n] = n < pre + period ? random.nextInt(alphabet) : v[n - period] + saltus;
            }
            for (int k = random.nextInt(3) == 0 ? random.nextInt(6) : 0; k > 0; k--) {
                v[length - 1 - random.nextInt(Math.min(length, 8))] = random.nextInt(alphabet + 1);
            }
            GrundySequence g = GrundySequence.of(v);
            PeriodProof proof = switch (random.nextInt(3)) {
                case 0 -> PeriodProof.NONE;
                case 1 -> PeriodProof.window(1 + random.nextInt(random.nextBoolean() ? 3 : 20));
                default -> PeriodProof.guySmith(1 + random.nextInt(4));
            };
            Optional<Period> expected = findPlainly(g, proof);
            assertThat(Periodicity.find(g, proof)).as("trial %d: %s under %s", trial, Arrays.toString(v), proof)
                    .isEqualTo(expected);
            found += expected.isPresent() ? 1 : 0;
        }
        assertThat(found).isGreaterThan(1000);
    }

    /**
     * A proved period is checked against a sequence four times as long as the proof used (for the longer proofs,
     * 3000 heaps and at least twice as long: the plain loop's square of the heap made those most of the test's
     * time, and the search stops there too: the count at the end says that enough codes are proved), computed by the
     * plain mex loop; and the preperiod is minimal: the heap before it breaks the pattern.
     */
    @Tag("slow")
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
                    3000, Progress.NONE).period();
            if (found.isEmpty() || !found.get().proved()) {
                continue;
            }
            provedCount++;
            Period p = found.get();
            GrundySequence g = PlainMex.compute(rule, Math.max(2 * p.checkedTo(), Math.min(4 * p.checkedTo(), 3000)), Progress.NONE);
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
