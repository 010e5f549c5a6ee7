package cgt.partizan;

import cgt.outcome.Outcome;
import cgt.task.Cancellation;
import cgt.task.MemoryMeter;
import cgt.task.TooBigException;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
    /**
     * How the game compares with 0, *, ↑ and ↓: {@link #AT_LEAST_ZERO} set when G &gt;= 0 (Left wins moving
     * second), {@link #AT_MOST_ZERO} when G &lt;= 0, and the same two bits against *, ↑ and ↓ in turn. Worked
     * out when the game is made, from its options' own bits, so that comparisons of infinitesimals, whose
     * stops are all 0 and decide nothing, have a cheap test before the memo (see {@link #quickLeq}).
     */
    private final int signs;
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
        this.signs = number != null ? nusSigns(number, ups, nim) | nusSigns(number, ups, nim ^ 1) << 2
                | nusSigns(number, ups - 1L, nim) << 4 | nusSigns(number, ups + 1L, nim) << 6
                : signsOf(left, right);
    }

    static final int AT_LEAST_ZERO = 1;
    static final int AT_MOST_ZERO = 2;
    static final int AT_LEAST_STAR = 4;
    static final int AT_MOST_STAR = 8;
    static final int AT_LEAST_UP = 16;
    static final int AT_MOST_UP = 32;
    static final int AT_LEAST_DOWN = 64;
    static final int AT_MOST_DOWN = 128;

    /**
     * By the definition of &lt;= against a reference R: G &gt;= R unless some G^R &lt;= R or some R^L &gt;= G,
     * and G &lt;= R unless some G^L &gt;= R or some R^R &lt;= G. The references' own options are among them
     * (* = {0 | 0}, ↑ = {0 | *}, ↓ = {* | 0}), so this is one look at each option's own bits, never deeper:
     * G &gt;= * unless G &lt;= 0, G &lt;= * unless G &gt;= 0, G &gt;= ↑ unless G &lt;= 0, G &lt;= ↑ unless
     * G &gt;= *, G &gt;= ↓ unless G &lt;= *, G &lt;= ↓ unless G &gt;= 0 (or an option says so).
     */
    static int signsOf(CanonicalGame[] left, CanonicalGame[] right) {
        int notAtLeast = 0; // the "at least" bits some Right option refutes
        for (CanonicalGame r : right) {
            if (r != null) {
                notAtLeast |= r.signs >> 1;
            }
        }
        int notAtMost = 0; // the "at most" bits some Left option refutes
        for (CanonicalGame l : left) {
            if (l != null) {
                notAtMost |= l.signs << 1;
            }
        }
        int signs = ALL_SIGNS & ~(notAtLeast & ATS_LEAST) & ~(notAtMost & ATS_MOST);
        boolean atLeastZero = (signs & AT_LEAST_ZERO) != 0;
        boolean atMostZero = (signs & AT_MOST_ZERO) != 0;
        if (atMostZero) {
            signs &= ~(AT_LEAST_STAR | AT_LEAST_UP);
        }
        if (atLeastZero) {
            signs &= ~(AT_MOST_STAR | AT_MOST_DOWN);
        }
        if ((signs & AT_LEAST_STAR) != 0) {
            signs &= ~AT_MOST_UP;
        }
        if ((signs & AT_MOST_STAR) != 0) {
            signs &= ~AT_LEAST_DOWN;
        }
        return signs;
    }

    private static final int ATS_LEAST = AT_LEAST_ZERO | AT_LEAST_STAR | AT_LEAST_UP | AT_LEAST_DOWN;
    private static final int ATS_MOST = ATS_LEAST << 1;
    private static final int ALL_SIGNS = ATS_LEAST | ATS_MOST;

    /**
     * The signs of x + n.↑ + *k: x decides when it is not 0; else n.↑ + *k is 0 when n and k are, positive
     * when n &gt;= 2, or n = 1 and k is not 1 (↑* alone is fuzzy), negative likewise, and fuzzy otherwise.
     */
    private static int nusSigns(Dyadic x, long ups, int nim) {
        int s = x.signum();
        if (s == 0) {
            if (ups == 0) {
                return nim == 0 ? AT_LEAST_ZERO | AT_MOST_ZERO : 0;
            }
            boolean fuzzy = (ups == 1 || ups == -1) && nim == 1;
            s = fuzzy ? 0 : Long.signum(ups);
        }
        return s > 0 ? AT_LEAST_ZERO : s < 0 ? AT_MOST_ZERO : 0;
    }

    /**
     * G &lt;= H from the signs of G (lower) and H (upper) alone: G &lt;= 0 &lt;= H decides it, and it fails
     * when G &gt;= 0 but not H &gt;= 0, or H &lt;= 0 but not G &lt;= 0 (&lt;= is transitive); the same with *,
     * ↑ and ↓ for 0. 1, 0, or -1 when the signs do not decide.
     */
    static int leqBySigns(int lower, int upper) {
        if ((lower >> 1 & upper & ATS_LEAST) != 0) {
            return 1; // lower's "at most" bits moved onto the "at least" ones: G <= R <= H
        }
        if ((lower & ~upper & ATS_LEAST) != 0 || (upper & ~lower & ATS_MOST) != 0) {
            return 0;
        }
        return -1;
    }

    /** This game's comparisons with 0, *, ↑ and ↓ as the bits {@link #AT_LEAST_ZERO} to {@link #AT_MOST_DOWN}. */
    int signs() {
        return signs;
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

    /**
     * The sum of the left stops (or the right stops) of {@code games[from..to)}, compared with x as
     * {@link Dyadic#compareTo} compares: a bound on the stops of their sum, L(A + B) &lt;= L(A) + L(B) and R(A + B)
     * &gt;= R(A) + R(B), with which a search leaves out an option of several parts that another option beats
     * without adding the parts up. The stops' fixed-point keys are added where they all have one (nearly always),
     * so that no number is made.
     */
    public static int compareStopSum(CanonicalGame[] games, int from, int to, boolean left, Dyadic x) {
        long key = x.orderKey();
        long sum = 0;
        for (int i = from; i < to && key != Dyadic.NO_ORDER_KEY; i++) {
            long k = left ? games[i].leftStopKey : games[i].rightStopKey;
            long s = sum + k;
            // A missing key, or a sum past the keys' range (never in practice: keys are below 2^61), takes the numbers.
            key = k == Dyadic.NO_ORDER_KEY || ((sum ^ s) & (k ^ s)) < 0 ? Dyadic.NO_ORDER_KEY : key;
            sum = s;
        }
        if (key != Dyadic.NO_ORDER_KEY) {
            return Long.compare(sum, key);
        }
        Dyadic total = Dyadic.ZERO;
        for (int i = from; i < to; i++) {
            total = total.add(left ? games[i].leftStop : games[i].rightStop);
        }
        return total.compareTo(x);
    }

    /**
     * The mean value m(G): what G is worth on average, the mast of its thermograph, so that n copies of G
     * are worth n.m(G) give or take a bounded amount. A number is its own mean, x + n.↑ + *k has mean x, and
     * a switch {x | y} of numbers has mean (x + y)/2: the mean of {3 | 1} is 2, of ±1 is 0, of {5 | -3} is 1.
     */
    public Dyadic mean() {
        return number != null ? number : Thermograph.of(this).mean();
    }

    /**
     * The temperature t(G): how much moving first is worth, the height at which the thermograph's walls
     * meet the mast. Following Siegel and CGSuite, an integer has temperature -1 and a number m/2^k
     * (k &gt; 0) has -1/2^k (numbers are cold: moving in them costs), while x + n.↑ + *k and every other
     * infinitesimal shift of a number has 0. A switch {x | y} of numbers x &gt; y has (x - y)/2: ±1 has
     * temperature 1, {2 | 1} has 1/2, {5 | -3} has 4.
     */
    public Dyadic temperature() {
        if (number != null) {
            return ups == 0 && nim == 0 ? Dyadic.MINUS_ONE.shiftRight(number.exponent()) : Dyadic.ZERO;
        }
        return Thermograph.of(this).temperature();
    }

    /**
     * The thermograph: the walls LW(t) and RW(t) that bound G cooled by t, its mean and its temperature. For
     * ±1 the left wall falls from 2 at t = -1 and the right wall rises from -2, with slopes -1 and +1, to
     * meet at 0 when t = 1, from where the mast rises vertically.
     */
    public Thermograph thermograph() {
        return Thermograph.of(this);
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
        // The negative of a canonical form is canonical: no simplification needed. The options' negatives
        // are made first, deepest first, on an explicit stack: a chain of 20,000 games must not take 20,000
        // frames of the thread's stack.
        ArrayDeque<CanonicalGame> pending = new ArrayDeque<>();
        pending.push(this);
        while (!pending.isEmpty()) {
            CanonicalGame g = pending.peek();
            if (g.negative != null) {
                pending.pop();
                continue;
            }
            boolean leftReady = pushUnnegated(g.left, pending); // both sides push what they miss, so both run
            boolean ready = pushUnnegated(g.right, pending) && leftReady;
            if (ready) {
                pending.pop();
                CanonicalGame[] nl = negateAll(g.right);
                CanonicalGame[] nr = negateAll(g.left);
                Canonicalizer.sortById(nl, nl.length);
                Canonicalizer.sortById(nr, nr.length);
                CanonicalGame m = GameTable.INSTANCE.general(nl, nr);
                g.negative = m;
                m.negative = g;
            }
        }
        return negative;
    }

    /** Pushes the general games among the options whose negatives are not made yet; true if there are none. */
    private static boolean pushUnnegated(CanonicalGame[] options, ArrayDeque<CanonicalGame> pending) {
        boolean none = true;
        for (CanonicalGame o : options) {
            if (o.number == null && o.negative == null) {
                pending.push(o);
                none = false;
            }
        }
        return none;
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
        return plus(this, h, 0);
    }

    private static CanonicalGame plus(CanonicalGame g, CanonicalGame h, int depth) {
        CanonicalGame known = knownSum(g, h);
        if (known != null) {
            return known;
        }
        if (g.id > h.id) {
            CanonicalGame t = g;
            g = h;
            h = t;
        }
        if (depth >= DEEP) {
            return plusDeep(g, h, true);
        }
        Cancellation.check();
        checkStarSumSize(g, h);
        // G + H = {GL + H, G + HL | GR + H, G + HR}; by number translation a number's own options are
        // never needed (x + H = {x + HL | x + HR} when H is not a number).
        CanonicalGame[] gl = g.isNumber() ? NONE : g.leftArray();
        CanonicalGame[] gr = g.isNumber() ? NONE : g.rightArray();
        CanonicalGame[] hl = h.isNumber() ? NONE : h.leftArray();
        CanonicalGame[] hr = h.isNumber() ? NONE : h.rightArray();
        CanonicalGame[] left = candidates(g, h, gl, hl, true);
        CanonicalGame[] right = candidates(g, h, gr, hr, false);
        for (int i = 0; i < left.length; i += 2) {
            left[i >> 1] = plus(left[i], left[i + 1], depth + 1);
        }
        for (int i = 0; i < right.length; i += 2) {
            right[i >> 1] = plus(right[i], right[i + 1], depth + 1);
        }
        CanonicalGame sum = Canonicalizer.of(Arrays.copyOf(left, left.length / 2),
                Arrays.copyOf(right, right.length / 2));
        SUMS.put(g.id, h.id, sum);
        return sum;
    }

    /** G + H when it costs no work: number-up-stars, zero, or a sum in the cache; else null. */
    private static CanonicalGame knownSum(CanonicalGame g, CanonicalGame h) {
        if (g.number != null && h.number != null) {
            return numberUpStar(g.number.add(h.number), Math.addExact(g.ups, h.ups), g.nim ^ h.nim);
        }
        if (g == ZERO) {
            return h;
        }
        if (h == ZERO) {
            return g;
        }
        return g.id < h.id ? SUMS.get(g.id, h.id) : SUMS.get(h.id, g.id);
    }

    /** A sum G + H (G's id the smaller) waiting on the explicit stack for the sums its options need. */
    private record SumKey(long g, long h) {
        static SumKey of(CanonicalGame a, CanonicalGame b) {
            return a.id < b.id ? new SumKey(a.id, b.id) : new SumKey(b.id, a.id);
        }
    }

    /**
     * G + H (G's id the smaller) by the same rule as {@link #plus(CanonicalGame, CanonicalGame, int)}, on an
     * explicit stack: a sum is made once the sums of its options are known, and each sum made is kept in a
     * map of this call's own until the end (the shared cache may lose entries, and a lost one must not be
     * made again from the top). With useCache false the shared cache is neither read nor filled, so that a
     * test can check the stack against the recursion.
     */
    /** A map entry of {@link #plusDeep}'s own (its key, node and the pair on the stack), charged to the meter. */
    private static final int DEEP_SUM_BYTES = 96;

    static CanonicalGame plusDeep(CanonicalGame g0, CanonicalGame h0, boolean useCache) {
        Map<SumKey, CanonicalGame> made = new HashMap<>();
        ArrayDeque<CanonicalGame[]> stack = new ArrayDeque<>();
        stack.push(new CanonicalGame[] {g0, h0});
        while (!stack.isEmpty()) {
            CanonicalGame[] pair = stack.peek();
            CanonicalGame g = pair[0];
            CanonicalGame h = pair[1];
            if (made.containsKey(SumKey.of(g, h))) {
                stack.pop();
                continue;
            }
            CanonicalGame[] gl = g.isNumber() ? NONE : g.leftArray();
            CanonicalGame[] gr = g.isNumber() ? NONE : g.rightArray();
            CanonicalGame[] hl = h.isNumber() ? NONE : h.leftArray();
            CanonicalGame[] hr = h.isNumber() ? NONE : h.rightArray();
            CanonicalGame[] left = candidates(g, h, gl, hl, true);
            CanonicalGame[] right = candidates(g, h, gr, hr, false);
            boolean leftReady = lookUpSums(left, made, stack, useCache); // both sides push what they miss: both run
            boolean ready = lookUpSums(right, made, stack, useCache) && leftReady;
            if (ready) {
                stack.pop();
                Cancellation.check();
                checkStarSumSize(g, h);
                CanonicalGame sum = Canonicalizer.of(Arrays.copyOf(left, left.length / 2),
                        Arrays.copyOf(right, right.length / 2));
                if (useCache) {
                    SUMS.put(Math.min(g.id, h.id), Math.max(g.id, h.id), sum);
                }
                MemoryMeter.charge(DEEP_SUM_BYTES, "the sums of a deep game kept while it is added");
                made.put(SumKey.of(g, h), sum);
            }
        }
        return made.get(SumKey.of(g0, h0));
    }

    /**
     * Replaces the pairs (A, B) in the first half of {@code pairs} by their sums where these are known, and
     * pushes the others onto the stack; true when every sum was known.
     */
    private static boolean lookUpSums(CanonicalGame[] pairs, Map<SumKey, CanonicalGame> made,
            ArrayDeque<CanonicalGame[]> stack, boolean useCache) {
        boolean all = true;
        for (int i = 0; i < pairs.length; i += 2) {
            CanonicalGame a = pairs[i];
            CanonicalGame b = pairs[i + 1];
            CanonicalGame s = useCache ? knownSum(a, b) : trivialSum(a, b);
            if (s == null) {
                s = made.get(SumKey.of(a, b));
            }
            if (s == null) {
                all = false;
                stack.push(a.id < b.id ? new CanonicalGame[] {a, b} : new CanonicalGame[] {b, a});
            } else if (all) {
                pairs[i >> 1] = s; // the first half fills in order while all are known
            }
        }
        return all;
    }

    /** G + H for number-up-stars and zero, without the cache; else null. */
    private static CanonicalGame trivialSum(CanonicalGame g, CanonicalGame h) {
        if (g.number != null && h.number != null) {
            return numberUpStar(g.number.add(h.number), Math.addExact(g.ups, h.ups), g.nim ^ h.nim);
        }
        return g == ZERO ? h : h == ZERO ? g : null;
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
            throw new TooBigException(String.format(Locale.ROOT,
                    "a sum of a game with %s%d distinct subpositions and *%d is too big: about %.1e steps"
                            + " (subpositions times %d squared), at most %.1e",
                    subpositions >= cap ? "at least " : "", subpositions, star.nim,
                    (double) subpositions * perSubposition, star.nim, (double) STAR_SUM_LIMIT),
                    subpositions >= cap ? "tooBig.starSum.atLeast" : "tooBig.starSum",
                    List.of(subpositions, star.nim, (double) subpositions * perSubposition, (double) STAR_SUM_LIMIT));
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
     * One side's candidate options of G + H, as pairs (A, B) whose sums are the options: X + H for the
     * options X of G given, and G + Y for those of H, flattened as A0, B0, A1, B1, .... Sums that the stops show dominated are left out without being computed: for a
     * candidate A + B, L(A + B) &lt;= L(A) + L(B) and R(A + B) &gt;= R(A) + R(B), and L(X) &lt; R(Y) means
     * X &lt; Y; so a Left candidate whose bound on L lies below another's bound on R is dominated, and a
     * Right candidate whose bound on R lies above another's bound on L.
     */
    private static CanonicalGame[] candidates(CanonicalGame g, CanonicalGame h, CanonicalGame[] fromG,
            CanonicalGame[] fromH, boolean left) {
        int n = fromG.length + fromH.length;
        CanonicalGame[] out = new CanonicalGame[2 * n];
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
            out[k++] = i < fromG.length ? fromG[i] : g;
            out[k++] = i < fromG.length ? h : fromH[i - fromG.length];
        }
        return k == 2 * n ? out : Arrays.copyOf(out, k);
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
        if (parts.size() == 1) {
            return parts.iterator().next(); // a whole position of one part: its value, with nothing to add
        }
        if (parts.size() <= FEW_PARTS) {
            return sumOfFew(parts.toArray(NONE));
        }
        Dyadic x = Dyadic.ZERO;
        int ups = 0;
        int nim = 0;
        IdentityHashMap<CanonicalGame, Integer> pending = new IdentityHashMap<>();
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
                Integer seen = pending.get(p);
                pending.put(p, seen == null ? 1 : seen + 1);
            }
        }
        for (Map.Entry<CanonicalGame, Integer> e : pending.entrySet()) {
            for (int i = 0; i < e.getValue(); i++) {
                general.add(e.getKey());
            }
        }
        general.sort(SMALLEST_FIRST);
        CanonicalGame total = ZERO;
        for (CanonicalGame g : general) {
            total = total.plus(g);
        }
        return total.plus(numberUpStar(x, ups, nim));
    }

    /**
     * Up to this many parts are summed by {@link #sumOfFew}: a search sums millions of options of three or four
     * parts, and the map of the general case was a seventh of what Domineering 5x6's search allocated.
     */
    private static final int FEW_PARTS = 8;

    /**
     * {@link #sum(Collection)} for a few parts, on the array itself: the same cancellations (a part and its negative)
     * found by scanning, the same order of addition. The array is overwritten.
     */
    private static CanonicalGame sumOfFew(CanonicalGame[] parts) {
        Dyadic x = Dyadic.ZERO;
        int ups = 0;
        int nim = 0;
        int n = 0;
        for (CanonicalGame p : parts) {
            if (p.number != null) {
                x = x.add(p.number);
                ups = Math.addExact(ups, p.ups);
                nim ^= p.nim;
            } else {
                parts[n++] = p; // the general parts, packed to the front
            }
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            CanonicalGame p = parts[i];
            if (p == null) {
                continue; // cancelled by an earlier part
            }
            CanonicalGame neg = p.negate();
            int j = i + 1;
            while (j < n && parts[j] != neg) {
                j++;
            }
            if (j < n) {
                parts[j] = null;
            } else {
                parts[kept++] = p;
            }
        }
        if (kept > 1) {
            Canonicalizer.sortBy(parts, kept, SMALLEST_FIRST);
        }
        CanonicalGame total = ZERO;
        for (int i = 0; i < kept; i++) {
            total = total.plus(parts[i]);
        }
        return total.plus(numberUpStar(x, ups, nim));
    }

    /**
     * The order {@link #sum(Collection)} adds general parts in: by birthday, then id. A class rather than
     * lambdas, which are linked on first use at a cost of milliseconds inside a fresh process's first value.
     */
    private static final Comparator<CanonicalGame> SMALLEST_FIRST = new Comparator<>() {
        @Override
        public int compare(CanonicalGame a, CanonicalGame b) {
            int c = Integer.compare(a.birthdayForWork(), b.birthdayForWork());
            return c != 0 ? c : Long.compare(a.id, b.id);
        }
    };

    /** The sum of the games. */
    public static CanonicalGame sum(CanonicalGame... parts) {
        return sum(Arrays.asList(parts));
    }

    // ----------------------------------------------------------------------------------------------
    // Comparison

    /** G &lt;= H: Right, moving first in H - G, has no winning move (Left wins H - G moving second). */
    @SuppressWarnings("AmbiguousMethodReference") // the static leq(g, h) beside it is this package's, not the API's
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

    @SuppressWarnings("AmbiguousMethodReference") // no method reference names it: the engines call it directly
    static boolean leq(CanonicalGame g, CanonicalGame h) {
        return leq(g, h, 0);
    }

    /**
     * Recursion depth past which sums and comparisons continue on an explicit stack. Shallow games (nearly
     * all) keep the plain recursion, which is faster; a deep game costs at most this many frames per
     * operation on the thread's stack, whatever its birthday. The explicit stacks alone (DEEP = 0) were
     * measured against this (2026-11-26, this 2-core machine, one run each): end to end no difference
     * (Domineering 5x6 1.00, Clobber 3x6 0.91, a Hackenbush tree of 25 edges 1.19, medians of paired runs,
     * all within the noise), but in JMH's PartizanBenchmarks the stacks were 1.16x to 1.22x slower on
     * canonicalFormOfSum and 1.5x to 4x on compareLargeGames, where a shallow call pays for its stack and
     * frames; so both stay, and DeepGamesTest checks that they agree.
     */
    static final int DEEP = 128;

    private static boolean leq(CanonicalGame g, CanonicalGame h, int depth) {
        int quick = quickLeq(g, h);
        if (quick != UNDECIDED) {
            return quick == 1;
        }
        if (depth >= DEEP) {
            return leqDeep(g, h);
        }
        Cancellation.check();
        boolean result = true;
        // G <= H unless some GL >= H or some HR <= G; a number's own options never matter (number
        // avoidance), since the other game is not a number here.
        if (!g.isNumber()) {
            for (CanonicalGame gl : g.leftArray()) {
                if (leq(h, gl, depth + 1)) {
                    result = false;
                    break;
                }
            }
        }
        if (result && !h.isNumber()) {
            for (CanonicalGame hr : h.rightArray()) {
                if (leq(hr, g, depth + 1)) {
                    result = false;
                    break;
                }
            }
        }
        LEQ.put(g.id, h.id, result);
        return result;
    }

    private static final int UNDECIDED = -1;

    /** G &lt;= H when it is decided without looking at options (1 or 0), else UNDECIDED. */
    private static int quickLeq(CanonicalGame g, CanonicalGame h) {
        if (g == h) {
            return 1;
        }
        if (g.number != null && h.number != null) {
            return leqNus(g, h) ? 1 : 0;
        }
        // Stops are monotone (G <= H implies both stops of G are at most those of H), and a left stop
        // below the other's right stop already decides G < H. The order keys are compared here directly
        // when all four exist (nearly always): three calls fewer on every comparison, which a fresh process
        // runs interpreted.
        long gl = g.leftStopKey;
        long gr = g.rightStopKey;
        long hl = h.leftStopKey;
        long hr = h.rightStopKey;
        if (gl != Dyadic.NO_ORDER_KEY && gr != Dyadic.NO_ORDER_KEY && hl != Dyadic.NO_ORDER_KEY
                && hr != Dyadic.NO_ORDER_KEY) {
            if (gl > hl || gr > hr) {
                return 0;
            }
            if (gl < hr) {
                return 1;
            }
        } else {
            if (compareStops(gl, g.leftStop, hl, h.leftStop) > 0
                    || compareStops(gr, g.rightStop, hr, h.rightStop) > 0) {
                return 0;
            }
            if (compareStops(gl, g.leftStop, hr, h.rightStop) < 0) {
                return 1;
            }
        }
        // The signs decide many comparisons the stops leave open (infinitesimals, whose stops are all 0).
        int bySigns = leqBySigns(g.signs, h.signs);
        if (bySigns != UNDECIDED) {
            return bySigns;
        }
        int known = LEQ.get(g.id, h.id);
        return known != PairBits.UNKNOWN ? known : UNDECIDED;
    }

    /** One comparison G &lt;= H in progress on the explicit stack: its options to try, and how far it got. */
    private static final class LeqFrame {
        final CanonicalGame g;
        final CanonicalGame h;
        final CanonicalGame[] gl;
        final CanonicalGame[] hr;
        int next;

        LeqFrame(CanonicalGame g, CanonicalGame h) {
            this.g = g;
            this.h = h;
            this.gl = g.isNumber() ? NONE : g.leftArray();
            this.hr = h.isNumber() ? NONE : h.rightArray();
        }
    }

    /**
     * G &lt;= H by the same rule as {@link #leq(CanonicalGame, CanonicalGame, int)}, on an explicit stack:
     * each frame tries its refutations (H &lt;= GL for each GL, then HR &lt;= G for each HR) one by one and
     * stops at the first that holds; an answer is handed to the frame below, never looked up again (the
     * cache may lose it).
     */
    static boolean leqDeep(CanonicalGame g0, CanonicalGame h0) {
        int quick = quickLeq(g0, h0);
        if (quick != UNDECIDED) {
            return quick == 1;
        }
        ArrayDeque<LeqFrame> stack = new ArrayDeque<>();
        stack.push(new LeqFrame(g0, h0));
        boolean answer = false; // the answer of the frame just finished, for the frame below it
        boolean answered = false;
        while (true) {
            LeqFrame f = stack.peek();
            int result = UNDECIDED;
            if (answered) {
                answered = false;
                if (answer) {
                    result = 0; // a refutation held
                } else {
                    f.next++;
                }
            }
            while (result == UNDECIDED) {
                int n = f.gl.length + f.hr.length;
                if (f.next >= n) {
                    result = 1;
                    break;
                }
                CanonicalGame a = f.next < f.gl.length ? f.h : f.hr[f.next - f.gl.length];
                CanonicalGame b = f.next < f.gl.length ? f.gl[f.next] : f.g;
                int q = quickLeq(a, b);
                if (q == 1) {
                    result = 0;
                } else if (q == 0) {
                    f.next++;
                } else {
                    Cancellation.check();
                    f = new LeqFrame(a, b);
                    stack.push(f);
                }
            }
            LEQ.put(f.g.id, f.h.id, result == 1);
            stack.pop();
            if (stack.isEmpty()) {
                return result == 1;
            }
            answer = result == 1;
            answered = true;
        }
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
    // ----------------------------------------------------------------------------------------------
    // Operations of the theory, each in its own class (these only delegate)

    /** Berlekamp's heating ∫^t G by any game t: {@link Heating#heat(CanonicalGame, CanonicalGame)}. */
    public CanonicalGame heat(CanonicalGame t) {
        return Heating.heat(this, t);
    }

    /** Overheating ∫_s^t G: {@link Heating#overheat(CanonicalGame, CanonicalGame, CanonicalGame)}. */
    public CanonicalGame overheat(CanonicalGame s, CanonicalGame t) {
        return Heating.overheat(this, s, t);
    }

    /** The Norton product G.U by a positive U: {@link NortonProduct#of(CanonicalGame, CanonicalGame)}. */
    public CanonicalGame nortonProduct(CanonicalGame u) {
        return NortonProduct.of(this, u);
    }

    /** The ordinal sum G : H with base G, of the canonical forms: {@link OrdinalSum#of}. */
    public CanonicalGame ordinalSum(CanonicalGame h) {
        return OrdinalSum.of(this, h);
    }

    /** The H with base : H = G, where one exists: {@link OrdinalSum#subordinate}. */
    public Optional<CanonicalGame> subordinate(CanonicalGame base) {
        return OrdinalSum.subordinate(this, base);
    }

    /** Winning Ways' conjunctive sum G ∧ H: {@link CompoundSums#conjunctive}. */
    public CanonicalGame conjunctiveSum(CanonicalGame h) {
        return CompoundSums.conjunctive(this, h);
    }

    /** Winning Ways' selective sum G ∨ H: {@link CompoundSums#selective}. */
    public CanonicalGame selectiveSum(CanonicalGame h) {
        return CompoundSums.selective(this, h);
    }

    /** The lattice companion: {@link Companion#of}. */
    public CanonicalGame companion() {
        return Companion.of(this);
    }

    /** G cooled by its own temperature: {@link Cooling#freeze}. */
    public CanonicalGame freeze() {
        return Cooling.freeze(this);
    }

    /** The number of stopping positions in the game tree: {@link StopCount#of}. */
    public BigInteger stopCount() {
        return StopCount.of(this);
    }

    /** Every option odd (0 is even): {@link Tempering#isEven}. */
    public boolean isEven() {
        return Tempering.isEven(this);
    }

    /** Has options, every one even: {@link Tempering#isOdd}. */
    public boolean isOdd() {
        return Tempering.isOdd(this);
    }

    /** A number, or every option odd-tempered: {@link Tempering#isEvenTempered}. */
    public boolean isEvenTempered() {
        return Tempering.isEvenTempered(this);
    }

    /** Not a number, and every option even-tempered: {@link Tempering#isOddTempered}. */
    public boolean isOddTempered() {
        return Tempering.isOddTempered(this);
    }

    /** In every position both players can move, or neither: {@link AtomicWeight#isAllSmall}. */
    public boolean isAllSmall() {
        return AtomicWeight.isAllSmall(this);
    }

    /** Has an atomic weight: {@link AtomicWeight#isAtomic}. */
    public boolean isAtomic() {
        return AtomicWeight.isAtomic(this);
    }

    /** The atomic weight of any atomic game, else a one-line refusal saying why: {@link AtomicWeight#weightOf}. */
    public CanonicalGame atomicWeight() {
        return AtomicWeight.weightOf(this);
    }

    /** Left's undominated incentives G^L - G, in CGSuite's order: {@link Incentives#left}. */
    public List<CanonicalGame> leftIncentives() {
        return Incentives.left(this);
    }

    /** Right's undominated incentives G - G^R, in CGSuite's order: {@link Incentives#right}. */
    public List<CanonicalGame> rightIncentives() {
        return Incentives.right(this);
    }

    /** Both players' incentives, undominated together, in CGSuite's order: {@link Incentives#both}. */
    public List<CanonicalGame> incentives() {
        return Incentives.both(this);
    }

    /** The reduced canonical form, the simplest game infinitesimally close to G: {@link ReducedForm#of}. */
    public CanonicalGame reducedCanonicalForm() {
        return ReducedForm.of(this);
    }

    /** True when G - H is infinitesimal (they have the same reduced canonical form). */
    public boolean isInfinitesimallyClose(CanonicalGame h) {
        return ReducedForm.infinitesimallyClose(this, h);
    }

    /** G cooled by t &gt; -1: {@link Cooling#cool}. */
    public CanonicalGame cool(Dyadic t) {
        return Cooling.cool(this, t);
    }

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
        return GamePrinter.print(this);
    }

    /** How many canonical games are interned now; for diagnostics and tests. */
    public static int internedCount() {
        return GameTable.INSTANCE.size();
    }
}
