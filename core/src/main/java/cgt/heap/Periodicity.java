package cgt.heap;

import java.util.Optional;

/**
 * Finds the period of a Grundy sequence: the smallest p and, for it, the first heap n0 with
 * g(n + p) = g(n) + s for every n ≥ n0 that the sequence covers, where the saltus s is 0 for an ordinary
 * period and positive for an arithmetic one (Lasker's Nim: p = 4, s = 4).
 *
 * <p>A period is <em>proved</em> when the rule's {@link PeriodProof} theorem applies and the sequence is
 * long enough for it; otherwise it is <em>observed</em>, and is reported only when the repeating stretch
 * is long enough to be worth reporting (three periods, and half of the sequence where no proof can follow),
 * so that a coincidence near the end of the table is not mistaken for a pattern.
 */
public final class Periodicity {

    /** How many final values a period from 3 on must repeat before it is examined (fewer for short windows). */
    private static final int TAIL = 4;

    private Periodicity() {
    }

    /**
     * What was found.
     *
     * @param period p
     * @param preperiod n0, the first heap of the periodic part (the last exception is n0 - 1)
     * @param saltus s: g(n + p) = g(n) + s; 0 for an ordinary period
     * @param proved whether a theorem guarantees the pattern forever
     * @param checkedTo the last heap whose value was examined
     * @param neededForProof the last heap a proof needs (Long.MAX_VALUE when no theorem applies)
     */
    public record Period(int period, int preperiod, int saltus, boolean proved, int checkedTo, long neededForProof) {

        /** Whether this is an arithmetic period (a positive saltus). */
        public boolean arithmetic() {
            return saltus != 0;
        }

        /**
         * "period 12 from heap 71 (proved)", "period 4 with saltus 4 from heap 1 (observed to heap 5000)": the
         * law, where it starts, and how sure it is.
         */
        @Override
        public String toString() {
            return "period " + period + (arithmetic() ? " with saltus " + saltus : "") + " from heap " + preperiod
                    + (proved ? " (proved)" : " (observed to heap " + checkedTo + ")");
        }
    }

    /**
     * The smallest period of the sequence, proved if the sequence is long enough for the proof; an ordinary
     * period before an arithmetic one; empty when nothing repeats for long enough.
     */
    public static Optional<Period> find(GrundySequence g, PeriodProof proof) {
        int last = g.lastHeap();
        int half = last / 2;
        // From p = 3 on, a period worth reporting (three periods) or proving repeats at least the last `tail`
        // values: almost every p fails that test at once, which a tight loop settles. (A window proof needs
        // t + p values to repeat, and the Guy-Smith one more than half the table.)
        int tail = proof.kind() == PeriodProof.Kind.WINDOW ? Math.max(1, Math.min(TAIL, proof.reach())) : TAIL;
        int skipFrom = last >= 2 * TAIL ? 3 : Integer.MAX_VALUE;
        Period candidate = null;
        for (int p = 1; p <= half; p++) {
            if (p >= skipFrom && (p = g.nextTailRepeat(p, half, tail, false)) > half) {
                break;
            }
            if (candidate != null && p % candidate.period() == 0) {
                continue; // a multiple of the candidate repeats as long as it does: a long scan that says nothing
            }
            int n0 = g.repeatsFrom(p, 0);
            long needed = proof.lastHeapNeeded(n0, p);
            if (needed <= last) {
                return Optional.of(new Period(p, n0, 0, true, last, needed));
            }
            if (candidate == null && worthReporting(n0, p, last, proof.possible())) {
                candidate = new Period(p, n0, 0, false, last, needed);
                if (!proof.possible()) {
                    return Optional.of(candidate);
                }
            }
        }
        if (candidate != null) {
            return Optional.of(candidate);
        }
        for (int p = 1; p <= half; p++) {
            if (p >= skipFrom && (p = g.nextTailRepeat(p, half, TAIL, true)) > half) {
                break;
            }
            int s = g.get(last) - g.get(last - p);
            if (s > 0) {
                int n0 = g.repeatsFrom(p, s);
                if (worthReporting(n0, p, last, false)) {
                    return Optional.of(new Period(p, n0, s, false, last, Long.MAX_VALUE));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a repetition is long enough to report: three periods; and, where no proof can follow, half
     * of the sequence too. Where a proof can follow, a shorter candidate is worth it, as it says how far
     * to compute for the proof.
     */
    private static boolean worthReporting(int n0, int p, int last, boolean provable) {
        long stretch = (long) last - n0 + 1;
        return stretch >= 3L * p && (provable || stretch * 2 >= last + 1L);
    }
}
