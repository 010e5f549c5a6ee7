package cgt.heap;

/**
 * How a period of a heap rule's Grundy sequence can be proved from finitely many values, and how many
 * values the proof needs.
 *
 * <p>Two theorems do the work. For a rule that never splits a heap and removes at most t tokens, g(n)
 * depends only on the t values before it, so a window of t values that repeats p heaps later repeats
 * forever. For a finite take-and-break code that splits into at most two heaps (Guy and Smith, 1956): if
 * g(n + p) = g(n) for all n0 ≤ n &lt; 2·n0 + p + t, it holds for all n ≥ n0, because the larger piece of a
 * split of a heap that large is itself beyond n0 + p. Rules with unbounded removals or three-heap splits
 * have no such bound: their periods can only be observed.
 *
 * @param kind which theorem applies
 * @param reach t, the largest number of tokens a move removes (0 for {@link Kind#NONE})
 */
public record PeriodProof(Kind kind, int reach) {

    /** The theorem behind a proof. */
    public enum Kind {
        /** No theorem: periods are only observed. */
        NONE,
        /** A rule without splits: a repeated window as long as the largest removal. */
        WINDOW,
        /**
         * A finite code with splits into at most two heaps: the Guy-Smith bound. A rule that claims it promises
         * what the theorem needs: every move removes at most t tokens and leaves one heap or splits the rest
         * in two, by the same digits for every heap size, so that for heaps above t + 1 the moves of n + 1 are
         * those of n with one more token in one piece. The rare/common engine relies on it too, to settle
         * heaps from the period.
         */
        GUY_SMITH
    }

    /** No proof is possible. */
    public static final PeriodProof NONE = new PeriodProof(Kind.NONE, 0);

    public PeriodProof {
        if (reach < 0 || (kind == Kind.NONE && reach != 0)) {
            throw new IllegalArgumentException(kind + " with reach " + reach);
        }
    }

    /** Proof by a repeated window, for a rule without splits that removes at most t tokens. */
    public static PeriodProof window(int t) {
        return new PeriodProof(Kind.WINDOW, t);
    }

    /** Proof by the Guy-Smith theorem, for a finite code that removes at most t tokens. */
    public static PeriodProof guySmith(int t) {
        return new PeriodProof(Kind.GUY_SMITH, t);
    }

    /** Whether some theorem applies. */
    public boolean possible() {
        return kind != Kind.NONE;
    }

    /**
     * The end of the range of heaps n for which g(n + p) = g(n) must be checked (exclusive) to prove
     * periodicity from n0 on; Long.MAX_VALUE when no proof is possible.
     *
     * <p>The induction starts no lower than heap 1: at heap 0 the move that removes everything and the move
     * that leaves one heap are governed by different bits of a code, so they cannot be paired up.
     */
    public long checkEnd(int n0, int p) {
        long start = Math.max(n0, 1);
        return switch (kind) {
            case NONE -> Long.MAX_VALUE;
            case WINDOW -> start + reach;
            case GUY_SMITH -> 2 * start + p + reach;
        };
    }

    /** The last heap whose value the proof of period p from n0 needs. */
    public long lastHeapNeeded(int n0, int p) {
        long end = checkEnd(n0, p);
        return end == Long.MAX_VALUE ? end : end - 1 + p;
    }

    /** A sentence naming the theorem, for explanations. */
    public String describe(int n0, int p) {
        return switch (kind) {
            case NONE -> "no theorem bounds the check for this rule, so the period is observed, not proved";
            case WINDOW -> "moves remove at most " + reach + " tokens and never split a heap, so the window of "
                    + reach + " values from heap " + Math.max(n0, 1) + " repeating " + p
                    + " heaps later repeats forever";
            case GUY_SMITH -> "by the Guy-Smith theorem: g(n+" + p + ") = g(n) for " + n0 + " <= n < "
                    + checkEnd(n0, p) + " (2*" + Math.max(n0, 1) + " + " + p + " + " + reach
                    + ", with " + reach + " the most tokens a move removes), so it holds for every n >= " + n0;
        };
    }
}
