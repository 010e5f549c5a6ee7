package cgt.heap;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.testing.Reference;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The period a rare/common run watches for, against the published tables, and the heaps it settles with it:
 * only those whose value one period back is common, each with that value.
 */
class PeriodSettlingTest {

    /** The values in a table of the given length, the rest to be filled in. */
    private static char[] table(int[] values, int length) {
        char[] g = new char[length];
        for (int i = 0; i < values.length; i++) {
            g[i] = (char) values[i];
        }
        return g;
    }

    /** Settling over g whose first {@code known} values are final, nothing known about their scans. */
    private static PeriodSettling over(String code, char[] g, int known, int repeatShown) {
        int reach = TakeAndBreak.parse(code).periodProof().reach();
        return new PeriodSettling(g, reach, ScanRecord.carry(null, known, g.length), repeatShown, known);
    }

    @Test
    void thePeriodIsFoundWhereThePublishedTablesSayItBegins() {
        // Kayles: period 12 from heap 71, so g(k) = g(k - 12) from heap 83 on; Dawson's chess: 34 from 52.
        int[] kayles = Reference.sequence("kayles-0.77.txt"); // g(0..149)
        assertThat(over("0.77", table(kayles, 150), 150, 48).repeat())
                .isEqualTo(new PeriodSettling.Repeat(12, 71 + 12));
        int[] chess = Reference.sequence("dawsons-chess-0.137.txt");
        assertThat(over("0.137", table(chess, 150), 150, 48).repeat())
                .isEqualTo(new PeriodSettling.Repeat(34, 52 + 34));
        // No 48 of the first 70 values of Kayles repeat: nothing is believed.
        assertThat(over("0.77", table(Arrays.copyOf(kayles, 70), 150), 70, 48).repeat()).isNull();
    }

    @Test
    void aValueThatBreaksThePeriodMovesItsStartBeyondIt() {
        char[] g = table(Reference.sequence("kayles-0.77.txt"), 152);
        PeriodSettling p = over("0.77", g, 150, 48);
        PeriodSettling.Repeat before = p.repeat();
        g[150] = g[138]; // as the period says
        p.finished(150);
        assertThat(p.repeat()).isSameAs(before);
        g[151] = (char) (g[139] + 1); // against it
        p.finished(151);
        assertThat(p.repeat()).isEqualTo(new PeriodSettling.Repeat(12, 152));
    }

    @Test
    void heapsWhoseValueOnePeriodBackIsCommonAreSettledWithIt() {
        // Kayles to heap 2000 by the engine, with the record of its scans; the heaps beyond settled from there,
        // checked against the engine's own values. Under the engine's mask every value of Kayles' period (1, 2,
        // 4, 7, 8) is common: every heap is settled.
        HeapRule kayles = TakeAndBreak.parse("0.77");
        int n = 2000;
        GrundyEngine.Result run = GrundyEngine.of(kayles).computeWithStats(n);
        int[] whole = GrundyEngine.of(kayles).compute(n + 24).toArray();
        ScanRecord record = run.scans();
        char[] g = table(run.sequence().toArray(), n + 25);
        PeriodSettling p = new PeriodSettling(g, kayles.periodProof().reach(), ScanRecord.carry(record, n + 1, n + 25),
                GrundyEngine.REPEAT_SHOWN, n + 1);
        assertThat(p.repeat()).isEqualTo(new PeriodSettling.Repeat(12, 83));
        RareHeaps engines = new RareHeaps(record.mask(), record.copyRareHeaps(record.rareCount()),
                record.rareCount(), record.maskSince(), g);
        // Under mask 3, 4, 7 and 8 are rare: heaps whose value one period back is one of them need a scan.
        RareHeaps mask3 = rareHeaps(g, n, 3);
        PeriodSettling.ThreadView view = p.view();
        int scanned = 0;
        for (int h = n + 1; h <= n + 24; h++) {
            int back = g[h - 12];
            PeriodSettling.Repeat r = view.settles(h, mask3);
            if (back == 4 || back == 7 || back == 8) {
                assertThat(r).as("heap %d under mask 3, %d one period back", h, back).isNull();
                scanned++;
            } else {
                assertThat(r).as("heap %d under mask 3, %d one period back", h, back).isSameAs(p.repeat());
            }
            r = view.settles(h, engines);
            assertThat(r).as("heap %d", h).isSameAs(p.repeat());
            assertThat(view.confirm(r, h, 2, engines)).isSameAs(r);
            g[h] = (char) p.settle(h, r);
            assertThat((int) g[h]).as("g(%d)", h).isEqualTo(whole[h]);
            p.finished(h);
        }
        assertThat(scanned).isEqualTo(12); // 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7: half of them rare, twice
        // Heap n + 25 settles from n + 13, but not under a mask first used beyond heap n + 13.
        assertThat(view.settles(n + 25, engines)).isSameAs(p.repeat());
        RareHeaps later = new RareHeaps(engines.mask(), engines.heaps(), engines.values(), engines.count(), n + 14);
        assertThat(view.settles(n + 25, later)).isNull();
    }

    /** The rare heaps of g(1..n) under the mask, as a run that used it from the start. */
    private static RareHeaps rareHeaps(char[] g, int n, int mask) {
        int[] heaps = new int[n];
        int count = 0;
        for (int h = 1; h <= n; h++) {
            if (RareHeaps.rare(mask, g[h])) {
                heaps[count++] = h;
            }
        }
        return new RareHeaps(mask, heaps, count, 0, g);
    }
}
