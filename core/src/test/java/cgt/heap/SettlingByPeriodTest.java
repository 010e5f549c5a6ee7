package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.task.Progress;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Heaps settled from the value one period before, without a scan: the values against the plain mex loop and
 * against the same engine with settling turned off, and the settling itself (that it happens, and where).
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class SettlingByPeriodTest {

    private static GrundyEngine.Result run(String code, int n) {
        return GrundyEngine.of(TakeAndBreak.parse(code)).computeWithStats(n);
    }

    /** An engine that never sees a period: the scans alone. */
    private static int[] unsettled(String code, int n) {
        GrundyEngine.Result r = GrundyEngine.of(TakeAndBreak.parse(code)).withRepeatShownAfter(Integer.MAX_VALUE)
                .computeWithStats(n);
        assertThat(r.stats().settledByPeriod()).isZero();
        return r.sequence().toArray();
    }

    @Test
    void kaylesIsSettledFromThePeriodSoonAfterItsLastException() {
        // Kayles: period 12 from heap 71 on. Heaps are settled once the rare heaps and the scans' pieces are
        // inside the periodic part, a few hundred heaps further.
        int n = 12_000;
        GrundyEngine.Result r = run("0.77", n);
        assertThat(r.sequence().toArray()).containsExactly(PlainMex.compute(TakeAndBreak.parse("0.77"), n,
                Progress.NONE).toArray());
        assertThat(r.stats().settledByPeriod()).isGreaterThan(n - 2_000L);
    }

    @Test
    void octal016IsSettledAfterOnePeriodOfItsPeriodicPart() {
        // 0.16 repeats with period 149459 from heap 105351: heaps repeat from 254810 on, and are settled from
        // a little beyond it (its last rare heap, 13935, must pair inside the periodic part too).
        int n = 520_000;
        GrundyEngine.Result r = run("0.16", n);
        assertThat(r.sequence().toArray()).isEqualTo(unsettled("0.16", n));
        assertThat(r.stats().settledByPeriod()).isBetween(230_000L, 520_000L - 254_810L);
    }

    @Test
    void aRunGoingOnFromAnotherSettlesWithItsRecordAndWithoutIt() {
        String code = "0.56"; // period 144 from 326640
        HeapRule rule = TakeAndBreak.parse(code);
        int[] whole = unsettled(code, 400_000);
        GrundyEngine.Result first = GrundyEngine.of(rule).computeWithStats(330_000);
        GrundyEngine.Result continued = GrundyEngine.of(rule).continuing(first).computeWithStats(400_000);
        assertThat(continued.sequence().toArray()).isEqualTo(whole);
        assertThat(continued.stats().settledByPeriod()).isGreaterThan(60_000L);
        // From a checkpoint there is no record of the scans: heaps are settled one period later than that.
        GrundyEngine.Result resumed = GrundyEngine.of(rule).resumingFrom(first.sequence()).computeWithStats(400_000);
        assertThat(resumed.sequence().toArray()).isEqualTo(whole);
        assertThat(resumed.stats().settledByPeriod()).isGreaterThan(60_000L);
    }

    /**
     * Every published period (Winning Ways; Gangolli and Plambeck), through the whole range its proof
     * needs and one period beyond: settled heaps and scanned ones agree, and most heaps past one period of
     * the periodic part are settled. Periods are also believed after only 8 values, to settle earlier.
     */
    @Test
    void thePublishedGamesGetTheSameValuesSettledOrScanned() {
        for (String line : Reference.text("octal-periods.tsv").lines().toList()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            TakeAndBreak rule = TakeAndBreak.parse(f[0]);
            int preperiod = Integer.parseInt(f[2]);
            int period = Integer.parseInt(f[3]);
            int n = (int) Math.max(4096, rule.periodProof().lastHeapNeeded(preperiod, period) + period);
            int[] scanned = unsettled(f[0], n);
            for (int shown : new int[] {8, GrundyEngine.REPEAT_SHOWN}) {
                GrundyEngine.Result r = GrundyEngine.of(rule).withRepeatShownAfter(shown).computeWithStats(n);
                assertThat(r.sequence().toArray()).as(f[0] + " believing periods after " + shown).isEqualTo(scanned);
                assertThat(r.stats().settledByPeriod()).as(f[0] + " settled")
                        .isGreaterThan((n - preperiod - 2L * period) / 2);
            }
        }
    }

    /**
     * With periods believed after a handful of repeated values, periods are found everywhere and broken
     * often, before and after heaps were settled from them: the values must not change.
     */
    @Tag("slow")
    @Test
    void periodsBelievedTooEarlyChangeNoValue() {
        Random random = new Random(11);
        long settled = 0;
        for (int trial = 0; trial < 60; trial++) {
            StringBuilder code = new StringBuilder(random.nextInt(4) == 0 ? "4." : "0.");
            int length = 1 + random.nextInt(4);
            for (int i = 0; i < length; i++) {
                code.append(random.nextInt(8));
            }
            TakeAndBreak rule = TakeAndBreak.parse(code.toString());
            // 91,846 heaps settled in all (146,017 to heap 3000, in twice the time).
            int n = 2_000;
            int[] expected = PlainMex.compute(rule, n, Progress.NONE).toArray();
            // One thread: asked for two, the engine would still use one on runs this short (it tries a second
            // only beyond 2 * GrundyEngine.PROBE heaps); the next test forces two.
            for (int shown : new int[] {2, 5, 40}) {
                GrundyEngine.Result r = GrundyEngine.of(rule).withRepeatShownAfter(shown).computeWithStats(n);
                assertThat(r.sequence().toArray()).as(code + " believing periods after " + shown + " values")
                        .containsExactly(expected);
                settled += r.stats().settledByPeriod();
            }
        }
        assertThat(settled).isGreaterThan(25_000L);
    }

    /**
     * The same on two pipelined threads, where a heap is prepared before the heap just below it is final
     * (the engine itself uses two threads only for costlier heaps than these codes have).
     */
    @Test
    void periodsBelievedTooEarlyChangeNoValueOnTwoThreads() {
        Random random = new Random(12);
        long settled = 0;
        // Every heap is a hand-over between the threads, which a busy machine makes slow (a millisecond each
        // with 20 processes wanting the two cores): 24 codes, to 800 heaps, enough for periods found at 256
        // and 512 to settle heaps while the other thread prepares the next.
        for (int trial = 0; trial < 24; trial++) {
            String code = "0." + (1 + random.nextInt(7)) + random.nextInt(8) + random.nextInt(8);
            TakeAndBreak rule = TakeAndBreak.parse(code);
            int n = 800;
            int[] expected = PlainMex.compute(rule, n, Progress.NONE).toArray();
            for (int shown : new int[] {2, 7, 300}) {
                GrundyEngine engine = GrundyEngine.of(rule).withRepeatShownAfter(shown);
                GrundyEngine.Result r = new RareCommonRun(engine, n, null, null, 2).run();
                assertThat(r.sequence().toArray()).as(code + " believing periods after " + shown + " values")
                        .containsExactly(expected);
                settled += r.stats().settledByPeriod();
            }
        }
        assertThat(settled).isGreaterThan(5_000L); // 9666 of the 57,600 heaps
    }

    /** g(0..n) by a run to heap {@code first} and one going on from it, both believing periods after few values. */
    private static int[] continued(String code, int first, int n, int shown) {
        GrundyEngine engine = GrundyEngine.of(TakeAndBreak.parse(code)).withRepeatShownAfter(shown);
        return engine.continuing(engine.computeWithStats(first)).computeWithStats(n).sequence().toArray();
    }

    private static int[] plain(String code, int n) {
        return PlainMex.compute(TakeAndBreak.parse(code), n, Progress.NONE).toArray();
    }

    /**
     * A repetition that reaches down to heap 0 is no evidence: a move that leaves a lone heap of k tokens has
     * no counterpart leaving a heap of 0, which is leaving nothing, a different digit's bit. 0.135 is
     * 0,1,1,2,0,1,1,2,0,3: a run going on from heap 4 sees g(4) = g(0), and must not settle heap 9 from heap 5,
     * as 9's split into 2 and 4 reaches the value 1 while heap 5 cannot leave a lone heap of 2.
     */
    @Test
    void aPeriodIsNeverVerifiedDownToHeapZero() {
        assertThat(continued("0.135", 4, 40, 1)).containsExactly(plain("0.135", 40));
    }

    /**
     * The value one period back must be common. 0.6 is 0,0,1,2,0,1,2,3: a run going on from heap 4 believes
     * period 3 from heap 4, and must not settle heap 7 from heap 4, whose 0 is rare: 7's split into 3 and 3
     * reaches 0 from two pieces below the verified start, which heap 4 has no counterpart of.
     */
    @Test
    void aRareValueOnePeriodBackSettlesNothing() {
        assertThat(continued("0.6", 4, 40, 1)).containsExactly(plain("0.6", 40));
    }

    /**
     * Runs going on from short ones look for a period at once, at small heaps, where fresh runs never look
     * (they look at multiples of 256): every code of up to three octal digits, going on from every short run,
     * believing periods after one to four values. (Without the rule of the two tests above, this finds the
     * same faults: 0.135 and its kind, 0.6 and its kind.)
     */
    @Tag("slow")
    @Test
    void runsGoingOnFromShortOnesChangeNoValue() {
        List<String> codes = new ArrayList<>();
        for (int d = 0; d < 8 * 8 * 8; d++) {
            String digits = "" + d / 64 + (d / 8) % 8 + d % 8;
            codes.add("0." + digits);
            codes.add("4." + digits);
        }
        // Every code, but one of the ten short runs for each (seeded): all ten for every code took 17 s of the
        // build, and each length is still tried on some 100 codes.
        Random random = new Random(10);
        for (String code : codes) {
            int[] expected = plain(code, 200);
            for (int first : random.ints(1, 11).limit(1).toArray()) {
                // A fresh run looks for a period first at heap 256: the short run is the same whatever the engine
                // believes, so one serves the four that go on from it.
                GrundyEngine.Result shortRun = GrundyEngine.of(TakeAndBreak.parse(code)).computeWithStats(first);
                assertThat(shortRun.stats().settledByPeriod()).isZero();
                for (int shown = 1; shown <= 4; shown++) {
                    GrundyEngine engine = GrundyEngine.of(TakeAndBreak.parse(code)).withRepeatShownAfter(shown);
                    assertThat(engine.continuing(shortRun).computeWithStats(200).sequence().toArray())
                            .as(code + " going on from heap " + first + ", believing periods after " + shown
                                    + " values").containsExactly(expected);
                }
            }
        }
    }

    @Test
    void recordedPrefixesAreRoundedUpByLessThanOneSixteenth() {
        int largest = ScanRecord.decode((byte) 254);
        assertThat(largest).isEqualTo(30 << 14);
        int previous = -1;
        for (int a = 0; a <= largest; a++) {
            byte b = ScanRecord.encode(a);
            int back = ScanRecord.decode(b);
            assertThat(back).as("decode(encode(%d))", a).isGreaterThanOrEqualTo(a);
            assertThat((long) back * 16).as("decode(encode(%d))", a).isLessThanOrEqualTo(17L * a);
            assertThat(back).isGreaterThanOrEqualTo(previous); // monotone: a longer scan never records less
            previous = back;
        }
        // Longer prefixes are not recorded: such heaps never settle a later one.
        assertThat(ScanRecord.encode(largest + 1)).isEqualTo(ScanRecord.UNKNOWN);
        assertThat(ScanRecord.decode(ScanRecord.encode(Integer.MAX_VALUE))).isEqualTo(Integer.MAX_VALUE);
        assertThat(ScanRecord.decode(ScanRecord.UNKNOWN)).isEqualTo(Integer.MAX_VALUE);
    }
}
