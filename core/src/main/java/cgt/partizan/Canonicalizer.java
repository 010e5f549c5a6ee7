package cgt.partizan;

import cgt.task.Cancellation;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.IdentityHashMap;

/**
 * Turns {L | R}, with canonical options, into its canonical form: the simplest-number rule when every
 * option is a number, the mex rule when every option is a nimber, and otherwise the general
 * simplification: bypass reversible options (a Left option A is reversible through A^R when A^R &lt;= G,
 * and is replaced by the Left options of A^R; symmetrically for Right), then delete dominated options.
 * The result is recognised as a number-up-star when it has that form, and interned.
 */
final class Canonicalizer {

    /**
     * The orders options are sorted in, as classes rather than lambdas: a lambda is linked on first use, which
     * costs a fresh process milliseconds inside its first evaluation, more than many small searches take.
     */
    private static final Comparator<CanonicalGame> BY_ID = new ById();
    private static final Comparator<CanonicalGame> STOPS_DESCENDING = new ByStops(true);
    private static final Comparator<CanonicalGame> STOPS_ASCENDING = new ByStops(false);

    private static final class ById implements Comparator<CanonicalGame> {
        @Override
        public int compare(CanonicalGame a, CanonicalGame b) {
            return Long.compare(a.id, b.id);
        }
    }

    /** Highest stops first (descending) or, reversed, lowest first; ties keep their order (a stable sort). */
    private static final class ByStops implements Comparator<CanonicalGame> {
        private final boolean descending;

        ByStops(boolean descending) {
            this.descending = descending;
        }

        @Override
        public int compare(CanonicalGame a, CanonicalGame b) {
            return descending ? CanonicalGame.compareByStopsDescending(a, b)
                    : CanonicalGame.compareByStopsDescending(b, a);
        }
    }

    private CanonicalGame[] left;
    private int nLeft;
    private CanonicalGame[] right;
    private int nRight;
    /**
     * Memo of X &lt;= G and X &gt;= G for the game G being simplified (its value never changes while options
     * are bypassed): a short list searched from the end, since a simplification asks about a handful of
     * games, and a hash map for each direction had cost more to make than the lookups saved.
     */
    private CanonicalGame[] memoGames = new CanonicalGame[8];
    /** Per memo entry: bit 0 set when X &lt;= G is known, bit 1 its answer; bits 2 and 3 the same for X &gt;= G. */
    private byte[] memoBits = new byte[8];
    private int memoCount;
    /**
     * How G compares with 0 ({@link CanonicalGame#AT_LEAST_ZERO}, {@link CanonicalGame#AT_MOST_ZERO}), from
     * the options as given: the value, and so the signs, stay the same while options are bypassed and removed.
     */
    private final int gSigns;

    private Canonicalizer(CanonicalGame[] left, CanonicalGame[] right) {
        this.left = left;
        this.nLeft = left.length;
        this.right = right;
        this.nRight = right.length;
        this.gSigns = CanonicalGame.signsOf(left, right);
    }

    /** The canonical form of {left | right}; the arrays may be reordered and overwritten. */
    static CanonicalGame of(CanonicalGame[] left, CanonicalGame[] right) {
        if (left.length == 0 && right.length == 0) {
            return CanonicalGame.zero();
        }
        if (allNumbers(left, left.length) && allNumbers(right, right.length)) {
            return fromNumbers(left, left.length, right, right.length);
        }
        int mex = nimberMex(left);
        if (mex >= 0 && mex == nimberMex(right)) {
            // Every option a nimber and both sides missing the same least nimber: the value is *mex (a
            // player who moves to *j < *mex is answered by the mirror move, and one who moves to *j > *mex
            // by the move *j -> *mex).
            return CanonicalGame.nimber(mex);
        }
        Cancellation.check();
        return new Canonicalizer(left, right).simplify();
    }

    private CanonicalGame simplify() {
        nLeft = dedupe(left, nLeft);
        nRight = dedupe(right, nRight);
        nLeft = removeDominated(left, nLeft, true);
        nRight = removeDominated(right, nRight, false);
        // A side with nothing bypassed is as the first removal left it, no option dominated: only a side
        // that took options in needs the second.
        if (bypassReversibleLeft()) {
            nLeft = removeDominated(left, nLeft, true);
        }
        if (bypassReversibleRight()) {
            nRight = removeDominated(right, nRight, false);
        }
        if (allNumbers(left, nLeft) && allNumbers(right, nRight)) {
            return fromNumbers(left, nLeft, right, nRight);
        }
        CanonicalGame nus = asNumberUpStar();
        if (nus != null) {
            return nus;
        }
        CanonicalGame[] l = Arrays.copyOf(left, nLeft);
        CanonicalGame[] r = Arrays.copyOf(right, nRight);
        sortById(l, l.length);
        sortById(r, r.length);
        return GameTable.INSTANCE.general(l, r);
    }

    // ----------------------------------------------------------------------------------------------
    // Numbers and nimbers

    private static boolean allNumbers(CanonicalGame[] games, int n) {
        for (int i = 0; i < n; i++) {
            if (!games[i].isNumber()) {
                return false;
            }
        }
        return true;
    }

    /** {L | R} with numbers on both sides: a number, x* when the best options meet, else a switch. */
    private static CanonicalGame fromNumbers(CanonicalGame[] left, int nLeft, CanonicalGame[] right, int nRight) {
        CanonicalGame bestLeft = null;
        for (int i = 0; i < nLeft; i++) {
            if (bestLeft == null || left[i].number.compareTo(bestLeft.number) > 0) {
                bestLeft = left[i];
            }
        }
        CanonicalGame bestRight = null;
        for (int i = 0; i < nRight; i++) {
            if (bestRight == null || right[i].number.compareTo(bestRight.number) < 0) {
                bestRight = right[i];
            }
        }
        if (bestLeft == null || bestRight == null) {
            return CanonicalGame.number(Dyadic.simplestBetween(bestLeft == null ? null : bestLeft.number,
                    bestRight == null ? null : bestRight.number));
        }
        int c = bestLeft.number.compareTo(bestRight.number);
        if (c < 0) {
            return CanonicalGame.number(Dyadic.simplestBetween(bestLeft.number, bestRight.number));
        }
        if (c == 0) {
            return CanonicalGame.numberUpStar(bestLeft.number, 0, 1);
        }
        // A hot switch {a | b}, a > b: neither option can be dominated or reversible.
        return GameTable.INSTANCE.general(new CanonicalGame[] {bestLeft}, new CanonicalGame[] {bestRight});
    }

    /** The mex of the options if every one is a nimber, else -1. */
    private static int nimberMex(CanonicalGame[] games) {
        long seen = 0;
        BitSet big = null;
        for (CanonicalGame g : games) {
            if (!g.isNimber()) {
                return -1;
            }
            if (g.nim < 64) {
                seen |= 1L << g.nim;
            } else {
                if (big == null) {
                    big = new BitSet();
                }
                big.set(g.nim);
            }
        }
        int m = Long.numberOfTrailingZeros(~seen);
        if (m == 64 && big != null) {
            return big.nextClearBit(64);
        }
        return m;
    }

    // ----------------------------------------------------------------------------------------------
    // The general simplification

    /** Removes repeats (identical games), keeping one of each; returns the new count. */
    private static int dedupe(CanonicalGame[] games, int n) {
        sortById(games, n);
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (k == 0 || games[k - 1] != games[i]) {
                games[k++] = games[i];
            }
        }
        for (int i = k; i < n; i++) {
            games[i] = null;
        }
        return k;
    }

    static void sortById(CanonicalGame[] games, int n) {
        if (n < 16) {
            for (int i = 1; i < n; i++) {
                CanonicalGame g = games[i];
                int j = i - 1;
                while (j >= 0 && games[j].id > g.id) {
                    games[j + 1] = games[j];
                    j--;
                }
                games[j + 1] = g;
            }
        } else {
            Arrays.sort(games, 0, n, BY_ID);
        }
    }

    /**
     * A stable sort of the first n games: an insertion sort for the dozen options a simplification usually has
     * (the same order as {@link Arrays#sort}, which is stable too, without its general machinery), else that.
     */
    static void sortBy(CanonicalGame[] games, int n, Comparator<CanonicalGame> order) {
        if (n >= 32) {
            Arrays.sort(games, 0, n, order);
            return;
        }
        for (int i = 1; i < n; i++) {
            CanonicalGame g = games[i];
            int j = i - 1;
            while (j >= 0 && order.compare(games[j], g) > 0) {
                games[j + 1] = games[j];
                j--;
            }
            games[j + 1] = g;
        }
    }

    /** Bypasses Left's reversible options; true when there was one. */
    private boolean bypassReversibleLeft() {
        boolean bypassed = false;
        for (int i = 0; i < nLeft; i++) {
            CanonicalGame a = left[i];
            if (a == null) {
                continue;
            }
            for (CanonicalGame ar : a.rightArray()) {
                if (leqG(ar)) {
                    // A is reversible through A^R: Left's move to A is answered by Right's move to A^R,
                    // so Left might as well move straight to A^R's Left options.
                    left[i] = null;
                    bypassed = true;
                    for (CanonicalGame arl : ar.leftArray()) {
                        if (!contains(left, nLeft, arl)) {
                            if (nLeft == left.length) {
                                left = Arrays.copyOf(left, Math.max(4, left.length * 2));
                            }
                            left[nLeft++] = arl;
                        }
                    }
                    break;
                }
            }
        }
        nLeft = pack(left, nLeft);
        return bypassed;
    }

    /** Bypasses Right's reversible options; true when there was one. */
    private boolean bypassReversibleRight() {
        boolean bypassed = false;
        for (int i = 0; i < nRight; i++) {
            CanonicalGame a = right[i];
            if (a == null) {
                continue;
            }
            for (CanonicalGame al : a.leftArray()) {
                if (geqG(al)) {
                    right[i] = null;
                    bypassed = true;
                    for (CanonicalGame alr : al.rightArray()) {
                        if (!contains(right, nRight, alr)) {
                            if (nRight == right.length) {
                                right = Arrays.copyOf(right, Math.max(4, right.length * 2));
                            }
                            right[nRight++] = alr;
                        }
                    }
                    break;
                }
            }
        }
        nRight = pack(right, nRight);
        return bypassed;
    }

    private static boolean contains(CanonicalGame[] games, int n, CanonicalGame g) {
        for (int i = 0; i < n; i++) {
            if (games[i] == g) {
                return true;
            }
        }
        return false;
    }

    private static int pack(CanonicalGame[] games, int n) {
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (games[i] != null) {
                games[k++] = games[i];
            }
        }
        for (int i = k; i < n; i++) {
            games[i] = null;
        }
        return k;
    }

    /**
     * Deletes dominated options: a Left option below another Left option, a Right option above another.
     * Distinct canonical games are never equal, so "at most" here is "strictly less". Numbers are settled
     * first by arithmetic (only the best one can survive); the rest is one pass that compares each option
     * with the survivors so far, which are few: typically a dozen options leave two or three.
     */
    private static int removeDominated(CanonicalGame[] games, int n, boolean leftSide) {
        if (n < 2) {
            return n;
        }
        n = keepBestNumber(games, n, leftSide);
        // Best candidates first (highest stops for Left, lowest for Right): then most dominated options meet
        // their dominator at once, instead of first piling up among the survivors. Without this, G + *n
        // (G a switch) kept its ~m mutually confused options G + *j for each of its options G + *m until the
        // one that dominates them all came last: a cubic time in n (12 s for ±9 + *256). The maximal options
        // found do not depend on the order.
        if (n > 2) {
            sortBy(games, n, leftSide ? STOPS_DESCENDING : STOPS_ASCENDING);
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            CanonicalGame a = games[i];
            boolean dominated = false;
            for (int j = 0; j < kept; j++) {
                if (leftSide ? CanonicalGame.leq(a, games[j]) : CanonicalGame.leq(games[j], a)) {
                    dominated = true;
                    break;
                }
            }
            if (dominated) {
                continue;
            }
            // By transitivity, dropping the survivors that a dominates leaves exactly the maximal options.
            int k = 0;
            for (int j = 0; j < kept; j++) {
                CanonicalGame b = games[j];
                if (!(leftSide ? CanonicalGame.leq(b, a) : CanonicalGame.leq(a, b))) {
                    games[k++] = b;
                }
            }
            games[k++] = a;
            kept = k;
        }
        for (int i = kept; i < n; i++) {
            games[i] = null;
        }
        return kept;
    }

    /** Drops every number option but the best one (the largest for Left, the smallest for Right). */
    private static int keepBestNumber(CanonicalGame[] games, int n, boolean leftSide) {
        int best = -1;
        int numbers = 0;
        for (int i = 0; i < n; i++) {
            CanonicalGame g = games[i];
            if (g.isNumber()) {
                numbers++;
                if (best < 0) {
                    best = i;
                } else {
                    int c = g.number.compareTo(games[best].number);
                    if (leftSide ? c > 0 : c < 0) {
                        best = i;
                    }
                }
            }
        }
        if (numbers < 2) {
            return n;
        }
        CanonicalGame keep = games[best];
        int k = 0;
        for (int i = 0; i < n; i++) {
            CanonicalGame g = games[i];
            if (!g.isNumber() || g == keep) {
                games[k++] = g;
            }
        }
        for (int i = k; i < n; i++) {
            games[i] = null;
        }
        return k;
    }

    /** Past this many entries the memo is also indexed by a map: a deep game meets thousands of games. */
    private static final int MEMO_SCAN = 32;
    private IdentityHashMap<CanonicalGame, Integer> memoMap;

    private int memoIndex(CanonicalGame x) {
        if (memoMap != null) {
            Integer i = memoMap.get(x);
            return i == null ? -1 : i;
        }
        for (int i = memoCount - 1; i >= 0; i--) {
            if (memoGames[i] == x) {
                return i;
            }
        }
        return -1;
    }

    private void remember(CanonicalGame x, int known, boolean answer) {
        int i = memoIndex(x);
        if (i < 0) {
            if (memoCount == memoGames.length) {
                memoGames = Arrays.copyOf(memoGames, memoCount * 2);
                memoBits = Arrays.copyOf(memoBits, memoCount * 2);
            }
            i = memoCount++;
            memoGames[i] = x;
            memoBits[i] = 0;
            if (memoMap != null) {
                memoMap.put(x, i);
            } else if (memoCount > MEMO_SCAN) {
                memoMap = new IdentityHashMap<>();
                for (int j = 0; j < memoCount; j++) {
                    memoMap.put(memoGames[j], j);
                }
            }
        }
        memoBits[i] |= (byte) (known | (answer ? known << 1 : 0));
    }

    /** X &lt;= G, where G = {left | right} is the game being simplified. */
    private boolean leqG(CanonicalGame x) {
        return leqG(x, 0);
    }

    /** X &gt;= G, where G = {left | right} is the game being simplified. */
    private boolean geqG(CanonicalGame x) {
        return geqG(x, 0);
    }

    private static final int UNKNOWN = -1;

    /** The remembered answer to X &lt;= G (bit 1) or X &gt;= G (bit 4), 1 or 0, or UNKNOWN. */
    private int known(CanonicalGame x, int bit) {
        int m = memoIndex(x);
        if (m >= 0 && (memoBits[m] & bit) != 0) {
            return (memoBits[m] & (bit << 1)) != 0 ? 1 : 0;
        }
        return UNKNOWN;
    }

    /**
     * Whether the comparison of G's own options with X refutes X &lt;= G (some G^R &lt;= X), or X &gt;= G
     * (some G^L &gt;= X): the half of the rule that does not look into X.
     */
    private boolean refutedByG(CanonicalGame x, boolean leq) {
        if (leq) {
            for (int j = 0; j < nRight; j++) {
                CanonicalGame r = right[j];
                if (r != null && CanonicalGame.leq(r, x)) {
                    return true;
                }
            }
        } else {
            for (int i = 0; i < nLeft; i++) {
                CanonicalGame l = left[i];
                if (l != null && CanonicalGame.leq(x, l)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * X &lt;= G (leq) or X &gt;= G decided by the signs alone, as {@link CanonicalGame#leq} does for two
     * games: 1 or 0, or UNKNOWN.
     */
    private int bySigns(CanonicalGame x, boolean leq) {
        int lower = leq ? x.signs() : gSigns;
        int upper = leq ? gSigns : x.signs();
        return CanonicalGame.leqBySigns(lower, upper);
    }

    private boolean leqG(CanonicalGame x, int depth) {
        int k = known(x, 1);
        if (k != UNKNOWN) {
            return k == 1;
        }
        k = bySigns(x, true);
        if (k != UNKNOWN) {
            return k == 1;
        }
        if (depth >= CanonicalGame.DEEP) {
            return againstGDeep(x, true);
        }
        // X <= G unless some G^R <= X or some X^L >= G.
        boolean result = !refutedByG(x, true);
        if (result) {
            for (CanonicalGame xl : x.leftArray()) {
                if (geqG(xl, depth + 1)) {
                    result = false;
                    break;
                }
            }
        }
        remember(x, 1, result);
        return result;
    }

    private boolean geqG(CanonicalGame x, int depth) {
        int k = known(x, 4);
        if (k != UNKNOWN) {
            return k == 1;
        }
        k = bySigns(x, false);
        if (k != UNKNOWN) {
            return k == 1;
        }
        if (depth >= CanonicalGame.DEEP) {
            return againstGDeep(x, false);
        }
        // G <= X unless some G^L >= X or some X^R <= G.
        boolean result = !refutedByG(x, false);
        if (result) {
            for (CanonicalGame xr : x.rightArray()) {
                if (leqG(xr, depth + 1)) {
                    result = false;
                    break;
                }
            }
        }
        remember(x, 4, result);
        return result;
    }

    /** One comparison of X with G in progress on the explicit stack. */
    private static final class AgainstFrame {
        final CanonicalGame x;
        final boolean leq;
        /** X's options to look into: its Left options for X &lt;= G, its Right options for X &gt;= G. */
        final CanonicalGame[] options;
        int next;
        boolean checkedG;

        AgainstFrame(CanonicalGame x, boolean leq) {
            this.x = x;
            this.leq = leq;
            this.options = leq ? x.leftArray() : x.rightArray();
        }
    }

    /**
     * X &lt;= G (leq) or X &gt;= G, by the rules of leqG and geqG, on an explicit stack (X may be as deep as
     * memory allows); every answer is remembered, and the memo never loses one.
     */
    private boolean againstGDeep(CanonicalGame x0, boolean leq0) {
        ArrayDeque<AgainstFrame> stack = new ArrayDeque<>();
        stack.push(new AgainstFrame(x0, leq0));
        while (!stack.isEmpty()) {
            AgainstFrame f = stack.peek();
            int bit = f.leq ? 1 : 4;
            if (known(f.x, bit) != UNKNOWN) {
                stack.pop();
                continue;
            }
            if (!f.checkedG) {
                f.checkedG = true;
                if (refutedByG(f.x, f.leq)) {
                    remember(f.x, bit, false);
                    stack.pop();
                    continue;
                }
            }
            Boolean result = null;
            while (f.next < f.options.length) {
                // An option of X is compared the other way round: X^L >= G, X^R <= G.
                CanonicalGame o = f.options[f.next];
                int k = known(o, f.leq ? 4 : 1);
                if (k == 1) {
                    result = false;
                    break;
                }
                if (k == UNKNOWN) {
                    break;
                }
                f.next++;
            }
            if (result == null && f.next < f.options.length) {
                Cancellation.check();
                stack.push(new AgainstFrame(f.options[f.next], !f.leq));
                continue;
            }
            remember(f.x, bit, result == null);
            stack.pop();
        }
        return known(x0, leq0 ? 1 : 4) == 1;
    }

    /**
     * The number-up-star with these canonical options, if they have one of its shapes (see
     * CanonicalGame's options of x + n.↑ + *k); null otherwise.
     */
    private CanonicalGame asNumberUpStar() {
        if (nLeft == 1 && nRight == 1) {
            CanonicalGame a = left[0];
            CanonicalGame b = right[0];
            if (a.isNumber() && b.number != null && !b.isNumber() && b.ups >= 0 && b.number.equals(a.number)) {
                return CanonicalGame.numberUpStar(a.number, Math.addExact(b.ups, 1), b.nim ^ 1);
            }
            if (b.isNumber() && a.number != null && !a.isNumber() && a.ups <= 0 && a.number.equals(b.number)) {
                return CanonicalGame.numberUpStar(b.number, Math.subtractExact(a.ups, 1), a.nim ^ 1);
            }
            return null;
        }
        if (nLeft == 2 && nRight == 1 && right[0].isNumber()) {
            Dyadic x = right[0].number;
            if (isNumberStar(left[0], x, left[1]) || isNumberStar(left[1], x, left[0])) {
                return CanonicalGame.numberUpStar(x, 1, 1);
            }
            return null;
        }
        if (nLeft == 1 && nRight == 2 && left[0].isNumber()) {
            Dyadic x = left[0].number;
            if (isNumberStar(right[0], x, right[1]) || isNumberStar(right[1], x, right[0])) {
                return CanonicalGame.numberUpStar(x, -1, 1);
            }
            return null;
        }
        if (nLeft == nRight && nLeft >= 2) {
            // x + *k = {x, x*, ..., x*(k-1) | the same}.
            Dyadic x = null;
            boolean[] seen = new boolean[nLeft];
            for (int i = 0; i < nLeft; i++) {
                CanonicalGame g = left[i];
                if (g.number == null || g.ups != 0 || g.nim >= nLeft || seen[g.nim]
                        || (x != null && !x.equals(g.number))) {
                    return null;
                }
                x = g.number;
                seen[g.nim] = true;
            }
            for (int i = 0; i < nRight; i++) {
                if (!contains(left, nLeft, right[i])) {
                    return null;
                }
            }
            return CanonicalGame.numberUpStar(x, 0, nLeft);
        }
        return null;
    }

    /** True when number is x and star is x*. */
    private static boolean isNumberStar(CanonicalGame number, Dyadic x, CanonicalGame star) {
        return number.isNumber() && number.number.equals(x) && star.number != null && star.ups == 0
                && star.nim == 1 && star.number.equals(x);
    }
}
