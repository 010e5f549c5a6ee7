package cgt.partizan;

import cgt.outcome.Outcome;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A short partizan game in canonical form: the unique simplest form of its value, with no dominated and
 * no reversible options.
 *
 * <p>Canonical games are immutable and interned: two games are equal exactly when they are the same
 * object, so {@link #equals} is identity and {@link #hashCode} and {@link #id} cost nothing. That makes
 * them good keys for transposition tables. Every operation (sums, comparison, negation) is safe to use
 * from several threads at once: the intern table locks per segment, and the memo caches are bounded,
 * lock-free and can only lose entries, never corrupt them.
 *
 * <p>Games of the form x + n.↑ + *k (x a dyadic number, "number-up-star") are represented by their three
 * parts and added and compared arithmetically; their options are made only when something asks for them.
 * Build games with {@link #of(Collection, Collection)} from canonical options, or with the factories for
 * numbers, nimbers and ups; the notation package parses and prints them.
 */
public final class CanonicalGame {

    private static final AtomicLong NEXT_ID = new AtomicLong();
    private static final CanonicalGame[] NONE = new CanonicalGame[0];

    /** Sums, keyed by the ids of the two parts (smaller id first). */
    private static final PairCache<CanonicalGame> SUMS = new PairCache<>(21);
    /** Results of G &lt;= H, keyed by (id G, id H). */
    private static final PairBits LEQ = new PairBits(20);

    final long id;
    private final int hash;
    /** The number part of a number-up-star, or null for every other game. */
    final Dyadic number;
    /** The up multiple of a number-up-star (0 otherwise). */
    final int ups;
    /** The nimber part of a number-up-star (0 otherwise). */
    final int nim;
    /** The options of a general game (sorted by id); null for a number-up-star, whose options are lazy. */
    private final CanonicalGame[] left;
    private final CanonicalGame[] right;
    private volatile CanonicalGame[][] lazyOptions;
    private final Dyadic leftStop;
    private final Dyadic rightStop;
    /** The stops' {@link Dyadic#orderKey()}s: comparisons read these, in the game's own object. */
    private final long leftStopKey;
    private final long rightStopKey;
    /** The birthday, or -1 when it does not fit in a long (huge integers). */
    private final long birthday;
    private volatile CanonicalGame negative;

    private CanonicalGame(Dyadic number, int ups, int nim, CanonicalGame[] left, CanonicalGame[] right,
            Dyadic leftStop, Dyadic rightStop, long birthday) {
        this.id = NEXT_ID.getAndIncrement();
        long h = id * 0x9E3779B97F4A7C15L;
        this.hash = (int) (h ^ (h >>> 32));
        this.number = number;
        this.ups = ups;
        this.nim = nim;
        this.left = left;
        this.right = right;
        this.leftStop = leftStop;
        this.rightStop = rightStop;
        this.leftStopKey = leftStop.orderKey();
        this.rightStopKey = rightStop.orderKey();
        this.birthday = birthday;
    }

    /** Called by the intern table only. */
    static CanonicalGame newGeneral(CanonicalGame[] left, CanonicalGame[] right) {
        Dyadic ls = null;
        Dyadic rs = null;
        long b = 0;
        for (CanonicalGame g : left) {
            ls = ls == null ? g.rightStop : ls.max(g.rightStop);
            b = maxBirthday(b, g.birthday);
        }
        for (CanonicalGame g : right) {
            rs = rs == null ? g.leftStop : rs.min(g.leftStop);
            b = maxBirthday(b, g.birthday);
        }
        return new CanonicalGame(null, 0, 0, left, right, ls, rs, b < 0 ? -1 : b + 1);
    }

    private static long maxBirthday(long a, long optionBirthday) {
        if (a < 0 || optionBirthday < 0 || optionBirthday == Long.MAX_VALUE) {
            return -1;
        }
        return Math.max(a, optionBirthday);
    }

    /** Called by the intern table only. */
    static CanonicalGame newNumberUpStar(Dyadic x, int ups, int nim) {
        return new CanonicalGame(x, ups, nim, null, null, x, x, nusBirthday(x, ups, nim));
    }

    private static long nusBirthday(Dyadic x, int ups, int nim) {
        // The birthday of x + G for an infinitesimal G is b(x) + b(G) (number translation).
        long numberBirthday;
        Dyadic a = x.abs();
        if (!a.isSmall()) {
            return -1;
        }
        if (a.isInteger()) {
            numberBirthday = a.smallNumerator();
        } else {
            numberBirthday = 1 + (a.smallNumerator() >> a.exponent()) + a.exponent();
        }
        long u = Math.abs((long) ups);
        long star;
        if (u > 0 && nim == 0) {
            star = u + 1; // n.↑ = {0 | (n-1).↑*}
        } else if ((u & 1) == 1 && nim != 1) {
            star = u + (nim ^ 1);
        } else {
            star = u + nim;
        }
        return numberBirthday + star;
    }

    // ----------------------------------------------------------------------------------------------
    // Factories

    private static final CanonicalGame ZERO = GameTable.INSTANCE.numberUpStar(Dyadic.ZERO, 0, 0);
    private static final CanonicalGame STAR = GameTable.INSTANCE.numberUpStar(Dyadic.ZERO, 0, 1);
    private static final CanonicalGame UP = GameTable.INSTANCE.numberUpStar(Dyadic.ZERO, 1, 0);
    private static final CanonicalGame[] SMALL_INTEGERS = new CanonicalGame[129];
    private static final CanonicalGame[] SMALL_NIMBERS = new CanonicalGame[16];

    static {
        for (int i = 0; i < SMALL_INTEGERS.length; i++) {
            SMALL_INTEGERS[i] = GameTable.INSTANCE.numberUpStar(Dyadic.of(i - 64), 0, 0);
        }
        for (int i = 0; i < SMALL_NIMBERS.length; i++) {
            SMALL_NIMBERS[i] = GameTable.INSTANCE.numberUpStar(Dyadic.ZERO, 0, i);
        }
    }

    /** 0 = { | }. */
    public static CanonicalGame zero() {
        return ZERO;
    }

    /** * = {0 | 0}. */
    public static CanonicalGame star() {
        return STAR;
    }

    /** ↑ = {0 | *}. */
    public static CanonicalGame up() {
        return UP;
    }

    /** The integer n. */
    public static CanonicalGame integer(long n) {
        if (n >= -64 && n <= 64) {
            return SMALL_INTEGERS[(int) n + 64];
        }
        return GameTable.INSTANCE.numberUpStar(Dyadic.of(n), 0, 0);
    }

    /** The number x. */
    public static CanonicalGame number(Dyadic x) {
        if (x.isSmall() && x.isInteger() && x.smallNumerator() >= -64 && x.smallNumerator() <= 64) {
            return SMALL_INTEGERS[(int) x.smallNumerator() + 64];
        }
        return GameTable.INSTANCE.numberUpStar(x, 0, 0);
    }

    /** The nimber *n. */
    public static CanonicalGame nimber(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative nimber *" + n);
        }
        return n < SMALL_NIMBERS.length ? SMALL_NIMBERS[n] : GameTable.INSTANCE.numberUpStar(Dyadic.ZERO, 0, n);
    }

    /** x + ups.↑ + *nim (ups may be negative: downs). */
    public static CanonicalGame numberUpStar(Dyadic x, int ups, int nim) {
        if (nim < 0) {
            throw new IllegalArgumentException("negative nimber *" + nim);
        }
        if (ups == 0 && nim == 0) {
            return number(x);
        }
        if (ups == 0 && x.isZero()) {
            return nimber(nim);
        }
        return GameTable.INSTANCE.numberUpStar(x, ups, nim);
    }

    /**
     * The canonical form of {L | R}: dominated options removed, reversible ones bypassed, numbers,
     * nimbers and ups recognised. The options must be canonical games (any order; repeats are fine).
     */
    public static CanonicalGame of(Collection<CanonicalGame> leftOptions, Collection<CanonicalGame> rightOptions) {
        return Canonicalizer.of(leftOptions.toArray(NONE), rightOptions.toArray(NONE));
    }

    /**
     * The canonical form of {L | R}, like {@link #of(Collection, Collection)}; the arrays are not changed.
     * The fastest way to build a game from its options.
     */
    public static CanonicalGame of(CanonicalGame[] leftOptions, CanonicalGame[] rightOptions) {
        return Canonicalizer.of(leftOptions.clone(), rightOptions.clone());
    }

    /** The switch ±{A, B, ...} = {A, B, ... | -A, -B, ...}. */
    public static CanonicalGame plusMinus(Collection<CanonicalGame> options) {
        List<CanonicalGame> negatives = new ArrayList<>(options.size());
        for (CanonicalGame g : options) {
            negatives.add(g.negate());
        }
        return of(options, negatives);
    }

    // ----------------------------------------------------------------------------------------------
    // Structure

    /** A number that identifies this game among all games alive in this JVM (equal games, equal ids). */
    public long id() {
        return id;
    }

    /** Left's options, in no particular order (a fresh unmodifiable list). */
    public List<CanonicalGame> leftOptions() {
        return List.of(leftArray());
    }

    /** Right's options, in no particular order (a fresh unmodifiable list). */
    public List<CanonicalGame> rightOptions() {
        return List.of(rightArray());
    }

    public int leftOptionCount() {
        return leftArray().length;
    }

    public int rightOptionCount() {
        return rightArray().length;
    }

    /** The options as the game's own array: callers in this package must not change it. */
    CanonicalGame[] leftArray() {
        return left != null ? left : nusOptions()[0];
    }

    CanonicalGame[] rightArray() {
        return right != null ? right : nusOptions()[1];
    }

    private CanonicalGame[][] nusOptions() {
        CanonicalGame[][] o = lazyOptions;
        if (o == null) {
            o = computeNusOptions();
            lazyOptions = o;
        }
        return o;
    }

    /**
     * The canonical options of x + n.↑ + *k. Numbers: {x-1 | } for positive integers, {m-1 / 2^k | m+1 /
     * 2^k} for fractions. Otherwise, by number translation, x plus the options of n.↑ + *k, which are
     * {0,*,...,*(k-1) | same} for n = 0; {0,* | 0} for ↑*; {0 | (n-1).↑ + *(k^1)} for other n &gt; 0;
     * and the negatives of those for n &lt; 0.
     */
    private CanonicalGame[][] computeNusOptions() {
        Dyadic x = number;
        if (ups == 0 && nim == 0) {
            if (x.isInteger()) {
                int s = x.signum();
                if (s == 0) {
                    return new CanonicalGame[][] {NONE, NONE};
                }
                return s > 0 ? new CanonicalGame[][] {{number(x.subtract(Dyadic.ONE))}, NONE}
                        : new CanonicalGame[][] {NONE, {number(x.add(Dyadic.ONE))}};
            }
            Dyadic step = Dyadic.ONE.shiftRight(x.exponent());
            return new CanonicalGame[][] {{number(x.subtract(step))}, {number(x.add(step))}};
        }
        CanonicalGame base = number(x);
        if (ups == 0) {
            CanonicalGame[] opts = new CanonicalGame[nim];
            for (int j = 0; j < nim; j++) {
                opts[j] = numberUpStar(x, 0, j);
            }
            return new CanonicalGame[][] {opts, opts};
        }
        if (ups == 1 && nim == 1) {
            return new CanonicalGame[][] {{base, numberUpStar(x, 0, 1)}, {base}};
        }
        if (ups == -1 && nim == 1) {
            return new CanonicalGame[][] {{base}, {base, numberUpStar(x, 0, 1)}};
        }
        if (ups > 0) {
            return new CanonicalGame[][] {{base}, {numberUpStar(x, ups - 1, nim ^ 1)}};
        }
        return new CanonicalGame[][] {{numberUpStar(x, ups + 1, nim ^ 1)}, {base}};
    }

    // ----------------------------------------------------------------------------------------------
    // Kinds

    /** True for x + n.↑ + *k: numbers, nimbers, ups and their sums. */
    public boolean isNumberUpStar() {
        return number != null;
    }

    public boolean isNumber() {
        return number != null && ups == 0 && nim == 0;
    }

    public boolean isInteger() {
        return isNumber() && number.isInteger();
    }

    public boolean isZero() {
        return this == ZERO;
    }

    public boolean isNimber() {
        return number != null && ups == 0 && number.isZero();
    }

    /** Infinitesimal: both stops are 0 (nimbers, ups, tinies, and 0 itself). */
    public boolean isInfinitesimal() {
        return leftStop.isZero() && rightStop.isZero();
    }

    /** The number part x of x + n.↑ + *k; throws for other games. */
    public Dyadic numberPart() {
        requireNus();
        return number;
    }

    /** The up multiple n of x + n.↑ + *k; throws for other games. */
    public int upMultiple() {
        requireNus();
        return ups;
    }

    /** The nimber k of x + n.↑ + *k; throws for other games. */
    public int nimberPart() {
        requireNus();
        return nim;
    }

    private void requireNus() {
        if (number == null) {
            throw new IllegalStateException(this + " is not of the form number + ups + star");
        }
    }

    /** The value of a number; throws for other games. */
    public Dyadic numberValue() {
        if (!isNumber()) {
            throw new IllegalStateException(this + " is not a number");
        }
        return number;
    }

    // ----------------------------------------------------------------------------------------------
    // Invariants

    /** The left stop: where play ends, at a number, when Left moves first and both play well. */
    public Dyadic leftStop() {
        return leftStop;
    }

    /** The right stop: where play ends when Right moves first. */
    public Dyadic rightStop() {
        return rightStop;
    }

    /** The birthday: the day the game is born (the height of its canonical game tree). */
    public BigInteger birthday() {
        if (birthday >= 0) {
            return BigInteger.valueOf(birthday);
        }
        if (number != null) {
            Dyadic a = number.abs();
            BigInteger nb = a.isInteger() ? a.numerator()
                    : a.floor().numerator().add(BigInteger.valueOf(1L + a.exponent()));
            Dyadic star = Dyadic.ZERO;
            return nb.add(BigInteger.valueOf(nusBirthday(star, ups, nim)));
        }
        BigInteger b = BigInteger.ZERO;
        for (CanonicalGame g : leftArray()) {
            b = b.max(g.birthday());
        }
        for (CanonicalGame g : rightArray()) {
            b = b.max(g.birthday());
        }
        return b.add(BigInteger.ONE);
    }

    /** The birthday as an int, saturating at Integer.MAX_VALUE: for ordering work, not for showing. */
    int birthdayForWork() {
        return birthday < 0 || birthday > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) birthday;
    }

    /** Who wins: L (Left, whoever starts), R, P (the second player) or N (the first player). */
    public Outcome outcome() {
        // A positive right stop (or negative left stop) decides at once; so does a nonzero number part.
        if (rightStop.signum() > 0) {
            return Outcome.L;
        }
        if (leftStop.signum() < 0) {
            return Outcome.R;
        }
        boolean geqZero = leq(ZERO, this);
        boolean leqZero = leq(this, ZERO);
        if (geqZero) {
            return leqZero ? Outcome.P : Outcome.L;
        }
        return leqZero ? Outcome.R : Outcome.N;
    }

    // ----------------------------------------------------------------------------------------------
    // Arithmetic

    /** -G: the game with the roles of Left and Right exchanged. */
    public CanonicalGame negate() {
        CanonicalGame n = negative;
        if (n != null) {
            return n;
        }
        if (number != null) {
            // Remembered like a general game's: searches negate the same few values millions of times.
            n = numberUpStar(number.negate(), Math.negateExact(ups), nim);
            negative = n;
            n.negative = this;
            return n;
        }
        // The negative of a canonical form is canonical: no simplification needed.
        CanonicalGame[] nl = negateAll(right);
        CanonicalGame[] nr = negateAll(left);
        Canonicalizer.sortById(nl, nl.length);
        Canonicalizer.sortById(nr, nr.length);
        n = GameTable.INSTANCE.general(nl, nr);
        negative = n;
        n.negative = this;
        return n;
    }

    private static CanonicalGame[] negateAll(CanonicalGame[] games) {
        CanonicalGame[] out = new CanonicalGame[games.length];
        for (int i = 0; i < games.length; i++) {
            out[i] = games[i].negate();
        }
        return out;
    }

    /** G + H, the disjunctive sum. */
    public CanonicalGame plus(CanonicalGame h) {
        CanonicalGame g = this;
        if (g.number != null && h.number != null) {
            return numberUpStar(g.number.add(h.number), Math.addExact(g.ups, h.ups), g.nim ^ h.nim);
        }
        if (g == ZERO) {
            return h;
        }
        if (h == ZERO) {
            return g;
        }
        if (g.id > h.id) {
            CanonicalGame t = g;
            g = h;
            h = t;
        }
        CanonicalGame known = SUMS.get(g.id, h.id);
        if (known != null) {
            return known;
        }
        cgt.task.Cancellation.check();
        checkStarSumSize(g, h);
        // G + H = {GL + H, G + HL | GR + H, G + HR}; by number translation a number's own options are
        // never needed (x + H = {x + HL | x + HR} when H is not a number).
        boolean gNumber = g.isNumber();
        boolean hNumber = h.isNumber();
        CanonicalGame[] gl = gNumber ? NONE : g.leftArray();
        CanonicalGame[] gr = gNumber ? NONE : g.rightArray();
        CanonicalGame[] hl = hNumber ? NONE : h.leftArray();
        CanonicalGame[] hr = hNumber ? NONE : h.rightArray();
        CanonicalGame sum = Canonicalizer.of(options(g, h, gl, hl, true), options(g, h, gr, hr, false));
        SUMS.put(g.id, h.id, sum);
        return sum;
    }

    /** Nimber parts from which a sum with a general game is measured before it starts. */
    private static final int STAR_SUM_MEASURED_FROM = 32;
    /**
     * The largest G + x + *n allowed, measured as n^2 times G's distinct subpositions: the sum adds each
     * subposition to every x + *m, m &lt; n, each with about m options. ±9 + *1024 (3 subpositions, 3.1e6)
     * takes a few seconds; ±9 + *4096 would take minutes.
     */
    static final long STAR_SUM_LIMIT = 1L << 22;

    /** Refuses a sum of a general game and x + *n that would run for minutes or hours, saying how big it is. */
    private static void checkStarSumSize(CanonicalGame g, CanonicalGame h) {
        CanonicalGame star = g.number != null ? g : h;
        CanonicalGame other = star == g ? h : g;
        if (star.number == null || other.number != null || star.nim < STAR_SUM_MEASURED_FROM) {
            return;
        }
        long perSubposition = (long) star.nim * star.nim;
        long allowed = STAR_SUM_LIMIT / perSubposition;
        long cap = Math.max(allowed + 1, 1000);
        long subpositions = countSubpositions(other, cap);
        if (subpositions > allowed) {
            throw new cgt.task.TooBigException(String.format(java.util.Locale.ROOT,
                    "a sum of a game with %s%d distinct subpositions and *%d is too big: about %.1e steps"
                            + " (subpositions times %d squared), at most %.1e",
                    subpositions >= cap ? "at least " : "", subpositions, star.nim,
                    (double) subpositions * perSubposition, star.nim, (double) STAR_SUM_LIMIT));
        }
    }

    /** The distinct subpositions of g (number-up-stars counted once each, not opened), counting up to cap. */
    private static long countSubpositions(CanonicalGame g, long cap) {
        Set<CanonicalGame> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<CanonicalGame> unopened = new ArrayDeque<>();
        seen.add(g);
        unopened.push(g);
        while (!unopened.isEmpty() && seen.size() < cap) {
            CanonicalGame x = unopened.pop();
            if (x.number != null) {
                continue;
            }
            for (CanonicalGame[] side : new CanonicalGame[][] {x.left, x.right}) {
                for (CanonicalGame o : side) {
                    if (seen.add(o)) {
                        unopened.push(o);
                    }
                }
            }
        }
        return seen.size();
    }

    /**
     * One side's options of G + H: X + H for the options X of G given, and G + Y for those of H, each a sum
     * computed recursively. Sums that the stops show dominated are left out without being computed: for a
     * candidate A + B, L(A + B) &lt;= L(A) + L(B) and R(A + B) &gt;= R(A) + R(B), and L(X) &lt; R(Y) means
     * X &lt; Y; so a Left candidate whose bound on L lies below another's bound on R is dominated, and a
     * Right candidate whose bound on R lies above another's bound on L.
     */
    private static CanonicalGame[] options(CanonicalGame g, CanonicalGame h, CanonicalGame[] fromG,
            CanonicalGame[] fromH, boolean left) {
        int n = fromG.length + fromH.length;
        CanonicalGame[] out = new CanonicalGame[n];
        if (n == 0) {
            return out;
        }
        // Each candidate's bounds, as order keys (NO_ORDER_KEY where a stop has none: never pruned).
        long[] upperLeft = new long[n];
        long[] lowerRight = new long[n];
        for (int i = 0; i < n; i++) {
            CanonicalGame a = i < fromG.length ? fromG[i] : g;
            CanonicalGame b = i < fromG.length ? h : fromH[i - fromG.length];
            upperLeft[i] = addKeys(a.leftStopKey, b.leftStopKey);
            lowerRight[i] = addKeys(a.rightStopKey, b.rightStopKey);
        }
        // The best bar and the second best, so that no candidate is measured against itself.
        long[] bounds = left ? lowerRight : upperLeft;
        int best = -1;
        long bar = 0;
        long second = 0;
        boolean hasSecond = false;
        for (int i = 0; i < n; i++) {
            long b = bounds[i];
            if (b == Dyadic.NO_ORDER_KEY) {
                continue;
            }
            if (best < 0 || (left ? b > bar : b < bar)) {
                if (best >= 0) {
                    second = bar;
                    hasSecond = true;
                }
                best = i;
                bar = b;
            } else if (!hasSecond || (left ? b > second : b < second)) {
                second = b;
                hasSecond = true;
            }
        }
        int k = 0;
        for (int i = 0; i < n; i++) {
            long own = left ? upperLeft[i] : lowerRight[i];
            boolean hasBar = i != best ? best >= 0 : hasSecond;
            long against = i != best ? bar : second;
            if (hasBar && own != Dyadic.NO_ORDER_KEY && (left ? own < against : own > against)) {
                continue; // dominated: its sum is never needed
            }
            out[k++] = i < fromG.length ? fromG[i].plus(h) : g.plus(fromH[i - fromG.length]);
        }
        return k == n ? out : Arrays.copyOf(out, k);
    }

    /** The sum of two order keys, or NO_ORDER_KEY when either has none (keys are far from overflowing). */
    private static long addKeys(long a, long b) {
        return a == Dyadic.NO_ORDER_KEY || b == Dyadic.NO_ORDER_KEY ? Dyadic.NO_ORDER_KEY : a + b;
    }

    /** G - H. */
    public CanonicalGame minus(CanonicalGame h) {
        return plus(h.negate());
    }

    /**
     * The sum of many games, added in an order that keeps the work small: number-up-star parts are added
     * arithmetically, a part and its negative cancel, and the other parts are added smallest first.
     */
    public static CanonicalGame sum(Collection<CanonicalGame> parts) {
        Dyadic x = Dyadic.ZERO;
        int ups = 0;
        int nim = 0;
        Map<CanonicalGame, Integer> pending = new IdentityHashMap<>();
        List<CanonicalGame> general = new ArrayList<>();
        for (CanonicalGame p : parts) {
            if (p.number != null) {
                x = x.add(p.number);
                ups = Math.addExact(ups, p.ups);
                nim ^= p.nim;
                continue;
            }
            CanonicalGame neg = p.negate();
            Integer waiting = pending.get(neg);
            if (waiting != null) {
                if (waiting == 1) {
                    pending.remove(neg);
                } else {
                    pending.put(neg, waiting - 1);
                }
            } else {
                pending.merge(p, 1, Integer::sum);
            }
        }
        for (Map.Entry<CanonicalGame, Integer> e : pending.entrySet()) {
            for (int i = 0; i < e.getValue(); i++) {
                general.add(e.getKey());
            }
        }
        general.sort(Comparator.comparingInt(CanonicalGame::birthdayForWork).thenComparingLong(CanonicalGame::id));
        CanonicalGame total = ZERO;
        for (CanonicalGame g : general) {
            total = total.plus(g);
        }
        return total.plus(numberUpStar(x, ups, nim));
    }

    /** The sum of the games. */
    public static CanonicalGame sum(CanonicalGame... parts) {
        return sum(Arrays.asList(parts));
    }

    // ----------------------------------------------------------------------------------------------
    // Comparison

    /** G &lt;= H: Right, moving first in H - G, has no winning move (Left wins H - G moving second). */
    public boolean leq(CanonicalGame h) {
        return leq(this, h);
    }

    public boolean geq(CanonicalGame h) {
        return leq(h, this);
    }

    public boolean lessThan(CanonicalGame h) {
        return leq(this, h) && this != h;
    }

    public boolean greaterThan(CanonicalGame h) {
        return leq(h, this) && this != h;
    }

    /** G || H: neither G &lt;= H nor H &lt;= G. */
    public boolean isConfusedWith(CanonicalGame h) {
        return !leq(this, h) && !leq(h, this);
    }

    /** How this game compares with h. */
    public Relation compare(CanonicalGame h) {
        if (this == h) {
            return Relation.EQUAL;
        }
        return Relation.of(leq(this, h), leq(h, this));
    }

    static boolean leq(CanonicalGame g, CanonicalGame h) {
        if (g == h) {
            return true;
        }
        if (g.number != null && h.number != null) {
            return leqNus(g, h);
        }
        // Stops are monotone (G <= H implies both stops of G are at most those of H), and a left stop
        // below the other's right stop already decides G < H.
        if (compareStops(g.leftStopKey, g.leftStop, h.leftStopKey, h.leftStop) > 0
                || compareStops(g.rightStopKey, g.rightStop, h.rightStopKey, h.rightStop) > 0) {
            return false;
        }
        if (compareStops(g.leftStopKey, g.leftStop, h.rightStopKey, h.rightStop) < 0) {
            return true;
        }
        int known = LEQ.get(g.id, h.id);
        if (known != PairBits.UNKNOWN) {
            return known == 1;
        }
        cgt.task.Cancellation.check();
        boolean result = true;
        // G <= H unless some GL >= H or some HR <= G; a number's own options never matter (number
        // avoidance), since the other game is not a number here.
        if (!g.isNumber()) {
            for (CanonicalGame gl : g.leftArray()) {
                if (leq(h, gl)) {
                    result = false;
                    break;
                }
            }
        }
        if (result && !h.isNumber()) {
            for (CanonicalGame hr : h.rightArray()) {
                if (leq(hr, g)) {
                    result = false;
                    break;
                }
            }
        }
        LEQ.put(g.id, h.id, result);
        return result;
    }

    /**
     * Orders games by left stop, then right stop, highest first. Stops are monotone (A &lt;= B implies both
     * stops of A are at most those of B), so a game never comes before one that is strictly greater: a pass
     * that keeps the maximal games meets the dominating ones first.
     */
    static int compareByStopsDescending(CanonicalGame a, CanonicalGame b) {
        int c = compareStops(b.leftStopKey, b.leftStop, a.leftStopKey, a.leftStop);
        return c != 0 ? c : compareStops(b.rightStopKey, b.rightStop, a.rightStopKey, a.rightStop);
    }

    /** Compares two stops by their order keys when both have one, else exactly. */
    private static int compareStops(long keyA, Dyadic a, long keyB, Dyadic b) {
        return keyA != Dyadic.NO_ORDER_KEY && keyB != Dyadic.NO_ORDER_KEY ? Long.compare(keyA, keyB)
                : a.compareTo(b);
    }

    /** G &lt;= H for two number-up-stars: the sign of H - G = x + n.↑ + *k. */
    private static boolean leqNus(CanonicalGame g, CanonicalGame h) {
        // A number-up-star's stops are its number part.
        int c = compareStops(g.leftStopKey, g.number, h.leftStopKey, h.number);
        if (c != 0) {
            return c < 0;
        }
        long n = (long) h.ups - g.ups;
        int k = g.nim ^ h.nim;
        if (n >= 2) {
            return true;
        }
        if (n == 1) {
            return k != 1; // ↑* is confused with 0; ↑ + *k for k != 1 is positive
        }
        return n == 0 && k == 0;
    }

    // ----------------------------------------------------------------------------------------------
    // Object

    /** Identity: canonical games are interned. */
    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** The canonical form as CGSuite prints it. */
    @Override
    public String toString() {
        return cgt.partizan.GamePrinter.print(this);
    }

    /** How many canonical games are interned now; for diagnostics and tests. */
    public static int internedCount() {
        return GameTable.INSTANCE.size();
    }
}
