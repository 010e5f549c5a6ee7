package cgt.heap;

/**
 * Heaps of a rare/common run settled from the period, without a scan.
 *
 * <p>For a finite code with splits into two (the rules {@link PeriodProof.Kind#GUY_SMITH} covers), once the
 * sequence repeats with some period p, most heaps need no scan at all. Say g(k) = g(k - p) for every k from
 * s up to heap h - 1, where s - p &gt; 0 (leaving a heap of 0 tokens is leaving nothing, which another bit of
 * a digit allows), the value c = g(h - p) is common, and every heap that h's moves leave in one piece, or
 * as the larger piece of a split with a rare heap below s or with one of the first A pieces that heap h - p's
 * full scan looked at, is at least s. Then the moves of h and of h - p match one to one, with equal values,
 * in three families that between them decide g(h - p) = c: the moves that leave one heap, the splits with a
 * rare piece (the only source of common values), and the splits whose smaller piece is at most A (where
 * h - p's scan found the rare values below c the others missed). So g(h) = c, and heap h covers its values
 * below c with the same A. This is the step of the Guy-Smith theorem, taken heap by heap; a run records A
 * for every heap (one byte, rounded up, {@link ScanRecord#encode}), watches for a period, and uses it only
 * where the conditions hold, so the values are exact whether or not the sequence turns out periodic.
 *
 * <p>One per run, shared by its threads: the period is found and broken by the thread that finishes a heap
 * ({@link #finished}), and read by every thread through its own {@link ThreadView}.
 */
final class PeriodSettling {

    /** A period the sequence shows: g(k) = g(k - period) for every final k ≥ verifiedFrom. */
    record Repeat(int period, int verifiedFrom) {
    }

    private final char[] g;
    /** t, the largest number of tokens a move removes ({@link PeriodProof#reach}). */
    private final int reach;
    /** For each heap, the prefix of splits its scans covered ({@link ScanRecord#encode}). */
    private final byte[] covered;
    /** How many trailing values must repeat before a period is used. */
    private final int repeatShown;
    private volatile Repeat repeat;

    /**
     * Settling for a run over the table g whose heaps 0..known-1 are final; {@code covered} holds what their
     * scans covered (as far as known, see {@link ScanRecord#carry}) and receives the rest.
     */
    PeriodSettling(char[] g, int reach, byte[] covered, int repeatShown, int known) {
        this.g = g;
        this.reach = reach;
        this.covered = covered;
        this.repeatShown = repeatShown;
        if (known > 0) {
            lookForRepeat(known - 1);
        }
    }

    /** The period in use now; null if none. */
    Repeat repeat() {
        return repeat;
    }

    /** What every heap's scans covered, for the record a run leaves to the next. */
    byte[] covered() {
        return covered;
    }

    /** Records that the scans of heap h looked at smaller pieces up to {@code examined}. */
    void scanned(int h, int examined) {
        covered[h] = ScanRecord.encode(examined);
    }

    /** Settles heap h from the heap one period r before: g(h), which covers what that heap covered. */
    int settle(int h, Repeat r) {
        int back = h - r.period();
        covered[h] = covered[back];
        return g[back];
    }

    /**
     * Called by the thread that finished heap h, before publishing it: ends the period's verified stretch if
     * g(h) breaks it, and looks for a period now and then.
     */
    void finished(int h) {
        Repeat r = repeat;
        if (r != null && h >= r.period() && g[h] != g[h - r.period()] && r.verifiedFrom() <= h) {
            repeat = new Repeat(r.period(), h + 1);
        }
        Repeat now = repeat;
        // Eight looks per doubling of the table: each costs about h steps, so all of them about 8h.
        int step = Math.max(256, Integer.highestOneBit(h) >>> 3);
        if ((h & (step - 1)) == 0 && (now == null || h - now.verifiedFrom() < repeatShown)) {
            lookForRepeat(h);
        }
    }

    /**
     * Looks for the smallest period p with which the last {@link #repeatShown} values up to heap h repeat,
     * and how far back the repetition reaches; keeps the current one if there is none. Heap 0 is never part
     * of a repetition: a move leaving a lone heap of p tokens has no counterpart leaving a heap of 0 tokens,
     * which is leaving nothing, allowed or not by another bit of the digit.
     */
    private void lookForRepeat(int h) {
        int span = repeatShown;
        for (int p = 1; h - span + 1 - p >= 1; p++) {
            int i = 0;
            while (i < span && g[h - i] == g[h - i - p]) {
                i++;
            }
            if (i == span) {
                int from = h - span + 1;
                while (from - 1 - p >= 1 && g[from - 1] == g[from - 1 - p]) {
                    from--;
                }
                repeat = new Repeat(p, from);
                return;
            }
        }
    }

    /** A view for one thread, which remembers the largest rare heap below the period's start it last saw. */
    ThreadView view() {
        return new ThreadView();
    }

    /** The settling as one thread sees it. */
    final class ThreadView {
        /** The largest rare heap below the verified start of {@link #rareFor}, under {@link #rareIn}. */
        private int largestRareBefore;
        private Repeat rareFor;
        private RareHeaps rareIn;

        private ThreadView() {
        }

        /**
         * The period from which g(h) = g(h - p) follows (see the class comment), with what is known now, for
         * heap h computed under the rare heaps {@code snap}; null if none. In preparation the last few values
         * are not final yet, so the answer is a forecast that {@link #confirm} decides once they are.
         */
        Repeat settles(int h, RareHeaps snap) {
            Repeat r = repeat;
            if (r == null) {
                return null;
            }
            int back = h - r.period();
            int s = r.verifiedFrom();
            int room = h - reach - s; // the smallest piece a move leaves, or the larger piece of a split, less s
            if (back <= reach + 1 || back < snap.since() || room < 0 || RareHeaps.rare(snap.mask(), g[back])
                    || ScanRecord.decode(covered[back]) > room) {
                return null;
            }
            if (r != rareFor || snap != rareIn) {
                int below = snap.below(s);
                largestRareBefore = below == 0 ? 0 : snap.heaps()[below - 1];
                rareFor = r;
                rareIn = snap;
            }
            return largestRareBefore <= room ? r : null;
        }

        /**
         * The period that settles heap h now that g(h-1) is final, given the forecast made in preparation, when
         * the values from g(h - depth + 1) on were not final yet; null if none. The forecast holds unless one of
         * those values broke the period (which replaces it), or the forecast read one of them itself.
         */
        Repeat confirm(Repeat forecast, int h, int depth, RareHeaps snap) {
            if (forecast.period() < depth || forecast != repeat) {
                return settles(h, snap);
            }
            return forecast;
        }
    }
}
