package cgt.misere;

import cgt.outcome.Outcome;
import cgt.task.Budget.Forms;
import cgt.task.Cancellation;
import cgt.task.MemoryMeter;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An impartial game in misère canonical form: the simplest game misère-equivalent to a given one (G and H are
 * equivalent when G + X and H + X have the same misère outcome for every X; Conway, On Numbers and Games ch. 12,
 * Winning Ways ch. 13, Siegel, Combinatorial Game Theory ch. V.1).
 *
 * <p><b>Simplification.</b> {@link #of} takes options already in canonical form and applies Conway's two rules
 * (the rule CGSuite applies too):
 * <ul>
 * <li>the <em>zero rule</em>, the mex rule's one exception: G = 0 exactly when every option of G has 0 as an option
 *     and some option is a misère P-position ({@code {*} = {*,*2} = 0}, but {@code {*2}} is not 0: both of its
 *     forms are N-positions, and 0 is an N-position);</li>
 * <li><em>reversible moves bypassed</em>: G = K (K ≠ 0 canonical) exactly when every option of K is an option of G
 *     and every other option of G has K as an option, K being then found among the options of G's options. With
 *     K a nim-heap this is the misère mex rule: {@code {0,*,*3}} = {@code *2}, {@code {0,*2}} = {@code *}.</li>
 * </ul>
 * A game that neither rule simplifies, with distinct canonical options, is canonical. Brute force over every game
 * born by day 3 and every position of small heap games checks this (MisereGameTest, MisereBruteForceTest).
 *
 * <p><b>Notation</b> (Conway's, as CGSuite's misère forms write it inside their {@code *[...]}): a nim-heap is written
 * {@code 0}, {@code *}, {@code *2}, ... at the top; inside a form, nim-heaps are bare digits (Conway writes
 * {@code 2} for {@code *2}), a game with a single option X is X followed by {@code #} ("X sharp": {@code 2#} is
 * {@code {*2}}), and any other game is the braces of its options, largest birthday first:
 * {@code {2#,0}}, {@code {3,2}} (that is {@code *2+*2}, which Conway writes 2₂). Sums are not factored out
 * (CGSuite writes some as subscripts); every form printed here can be read back as nested options.
 *
 * <p>Forms are interned: equal forms are the same object, so {@code ==} is equality. The table of forms is shared
 * by every thread, safe to use from several at once, and bounded ({@link #MAX_FORMS} forms in use); each computation
 * has its own {@link Budget} of new forms, so that nothing a user asks for grows without bound. The table holds its
 * forms weakly: a form nobody uses any more is collected and its entry removed, so that a server answering misère
 * questions for weeks holds the forms in use, not every form it ever made. A form in use keeps its options in use,
 * and ids are never reused, so an id stands for one form for as long as anything can ask about it. Sums
 * ({@link #plus}) run on an explicit stack, check for interruption ({@link Cancellation}) and are remembered in a
 * bounded cache.
 */
public final class MisereGame {

    /** The most forms in use that the shared table holds, over every computation. */
    public static final int MAX_FORMS = 3_000_000;
    /** The most options a form may have. */
    public static final int MAX_OPTIONS = 50_000;
    /** The sums remembered; past this the cache is emptied (it only saves time). */
    static final int MAX_CACHED_SUMS = 2_000_000;

    /**
     * What a new form is charged to its computation's {@link MemoryMeter}: the form (about 80 bytes with its genus),
     * its key and entry here (about 100); each option, a reference and an id in the form and its key.
     */
    private static final int FORM_BYTES = 192;
    private static final int OPTION_BYTES = 20;

    private static final ConcurrentHashMap<Key, Entry> TABLE = new ConcurrentHashMap<>();
    /** Where the entries of collected forms wait to be removed (under {@link #CREATION}). */
    private static final ReferenceQueue<MisereGame> COLLECTED = new ReferenceQueue<>();
    private static final ConcurrentHashMap<Pair, MisereGame> SUMS = new ConcurrentHashMap<>();
    private static final Object CREATION = new Object();
    /** Never reused: a sum remembered under the ids of collected forms can never answer for new ones. */
    private static long nextId;

    /** The nim-heaps made so far, *0 first. */
    private static final List<MisereGame> NIMBERS = new ArrayList<>();

    /** 0, the game without moves. */
    public static final MisereGame ZERO = intern(new MisereGame[0]);
    /** {@code *}, whose only option is 0. */
    public static final MisereGame STAR = intern(new MisereGame[] {ZERO});

    private final long id;
    private final MisereGame[] options;
    private final long[] optionIds;
    private final int birthday;
    private final int normalValue;
    private final int misereValue;
    /** n when this is the nim-heap *n, else -1. */
    private final int nimber;
    private final Genus genus;
    private final Classification classification;

    private MisereGame(long id, MisereGame[] options) {
        this.id = id;
        this.options = options;
        this.optionIds = ids(options);
        int b = 0;
        BitSet plus = new BitSet();
        BitSet minus = new BitSet();
        BitSet heaps = new BitSet();
        boolean allNimbers = true;
        boolean allTame = true;
        for (MisereGame o : options) {
            b = Math.max(b, o.birthday + 1);
            plus.set(o.normalValue);
            minus.set(o.misereValue);
            if (o.nimber >= 0) {
                heaps.set(o.nimber);
            } else {
                allNimbers = false;
            }
            allTame &= o.classification == Classification.TAME;
        }
        this.birthday = b;
        this.normalValue = plus.nextClearBit(0);
        this.misereValue = options.length == 0 ? 1 : minus.nextClearBit(0);
        this.nimber = allNimbers && heaps.nextClearBit(0) == options.length ? options.length : -1;
        this.genus = Genus.of(this, options);
        this.classification = Classification.of(genus, allTame);
    }

    /** The nim-heap *n. */
    public static MisereGame nimber(int n) {
        if (n < 0 || n > MAX_OPTIONS) {
            throw new IllegalArgumentException("nim-heap " + n + ": expected 0 to " + MAX_OPTIONS);
        }
        synchronized (NIMBERS) {
            while (NIMBERS.size() <= n) {
                NIMBERS.add(intern(NIMBERS.toArray(new MisereGame[0])));
            }
            return NIMBERS.get(n);
        }
    }

    /** The canonical form of the game whose options are these canonical forms, within the default budget. */
    public static MisereGame of(Collection<MisereGame> options) {
        return of(options, Budget.standard());
    }

    /** The canonical form of the game whose options are these canonical forms. */
    public static MisereGame of(Collection<MisereGame> options, Budget budget) {
        MisereGame[] opts = options.toArray(new MisereGame[0]);
        Arrays.sort(opts, (a, b) -> Long.compare(a.id, b.id));
        int n = 0;
        for (int i = 0; i < opts.length; i++) {
            if (n == 0 || opts[n - 1] != opts[i]) {
                opts[n++] = opts[i];
            }
        }
        opts = Arrays.copyOf(opts, n);
        if (n > MAX_OPTIONS) {
            throw new TooBigException(String.format(Locale.ROOT, "a misère canonical form would have %,d distinct"
                    + " options, more than the %,d allowed", n, MAX_OPTIONS), "tooBig.misere.options",
                    List.of(n, MAX_OPTIONS));
        }
        budget.work(n);
        MisereGame known = lookUp(new Key(ids(opts)));
        if (known != null) {
            return known;
        }
        MisereGame simpler = simplified(opts, budget);
        if (simpler != null) {
            return simpler;
        }
        budget.spend(1);
        return intern(opts);
    }

    /** The game these options simplify to, or null when they are canonical as they are. */
    private static MisereGame simplified(MisereGame[] opts, Budget budget) {
        if (opts.length == 0) {
            return ZERO;
        }
        if (allNimHeaps(opts)) {
            return nimHeapOf(opts); // null: canonical as they are
        }
        // The zero rule: every option has 0 as an option, and some option is a P-position.
        boolean allReachZero = true;
        boolean someP = false;
        for (MisereGame o : opts) {
            allReachZero &= o.hasOption(ZERO);
            someP |= o.isP();
        }
        if (allReachZero && someP) {
            return ZERO;
        }
        long[] ids = ids(opts);
        // Reversible options: G = K for some option K != 0 of an option, when K's options are all options of G and
        // every other option of G has K as an option.
        HashSet<MisereGame> tried = new HashSet<>();
        for (MisereGame o : opts) {
            for (MisereGame k : o.options) {
                if (k == ZERO || k.options.length >= opts.length) {
                    continue; // K is not an option of G, so G has more options than K
                }
                long[] kids = k.optionIds;
                if (Arrays.binarySearch(ids, kids[0]) < 0 || Arrays.binarySearch(ids, kids[kids.length - 1]) < 0
                        || !tried.add(k)) {
                    continue; // the cheap test first: most candidates fail it, and the set costs more
                }
                budget.work(1);
                if (reducesTo(ids, opts, k)) {
                    return k;
                }
            }
        }
        return null;
    }

    /**
     * The shortcut for options that are all nim-heaps (a Nim heap of 10,000 has 10,000 of them): with m their mex,
     * the game is *m when m &gt; 0 (each larger heap reverses through *m), 0 when m = 0 and * is an option (the zero
     * rule), and canonical as it is otherwise (every option then lacks 0, so no K != 0 has its options among them).
     * Null when the options are canonical as they are.
     */
    private static MisereGame nimHeapOf(MisereGame[] opts) {
        BitSet heaps = new BitSet();
        for (MisereGame o : opts) {
            heaps.set(o.nimber);
        }
        int m = heaps.nextClearBit(0);
        return m > 0 || heaps.get(1) ? nimber(m) : null;
    }

    private static boolean allNimHeaps(MisereGame[] opts) {
        for (MisereGame o : opts) {
            if (o.nimber < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean reducesTo(long[] ids, MisereGame[] opts, MisereGame k) {
        for (long kid : k.optionIds) {
            if (Arrays.binarySearch(ids, kid) < 0) {
                return false;
            }
        }
        for (MisereGame o : opts) {
            if (Arrays.binarySearch(k.optionIds, o.id) < 0 && !o.hasOption(k)) {
                return false;
            }
        }
        return true;
    }

    private static MisereGame intern(MisereGame[] opts) {
        Key key = new Key(ids(opts));
        MisereGame known = lookUp(key);
        if (known != null) {
            return known;
        }
        synchronized (CREATION) {
            known = lookUp(key);
            if (known != null) {
                return known;
            }
            expungeCollected();
            if (TABLE.size() >= MAX_FORMS) {
                throw new TooBigException(String.format(Locale.ROOT, "the table of misère canonical forms is full"
                        + " (%,d forms in use, its limit)", MAX_FORMS), "tooBig.misere.tableFull", List.of(MAX_FORMS));
            }
            MemoryMeter.charge(FORM_BYTES + (long) OPTION_BYTES * opts.length, "the misère canonical forms it made");
            MisereGame g = new MisereGame(nextId++, opts);
            TABLE.put(key, new Entry(g, key));
            return g;
        }
    }

    /** The live form with these options' ids, or null. */
    private static MisereGame lookUp(Key key) {
        Entry e = TABLE.get(key);
        return e == null ? null : e.get();
    }

    /** Removes the entries of forms collected since (an entry made again since then stays). */
    private static void expungeCollected() {
        for (Object r; (r = COLLECTED.poll()) != null;) {
            Entry dead = (Entry) r;
            TABLE.remove(dead.key, dead);
        }
    }

    /** A form held weakly, with the key it is filed under, so that its entry can be found once it is collected. */
    private static final class Entry extends WeakReference<MisereGame> {
        final Key key;

        Entry(MisereGame g, Key key) {
            super(g, COLLECTED);
            this.key = key;
        }
    }

    private static long[] ids(MisereGame[] opts) {
        long[] ids = new long[opts.length];
        for (int i = 0; i < opts.length; i++) {
            ids[i] = opts[i].id;
        }
        return ids;
    }

    /** How many forms the shared table holds: those in use, and those collected but not yet removed. */
    public static int formCount() {
        synchronized (CREATION) {
            expungeCollected();
            return TABLE.size();
        }
    }

    /** The canonical form of this game plus {@code other}, within the default budget. */
    public MisereGame plus(MisereGame other) {
        return plus(other, Budget.standard());
    }

    /**
     * The canonical form of the disjunctive sum: {@code {G'+H, G+H'}} simplified, for every pair of positions the
     * sum reaches, on an explicit stack.
     *
     * @throws TooBigException when more new forms than the budget allows would be made
     */
    public MisereGame plus(MisereGame other, Budget budget) {
        MisereGame quick = knownSum(this, other);
        if (quick != null) {
            return quick;
        }
        ArrayDeque<MisereGame[]> stack = new ArrayDeque<>();
        stack.push(new MisereGame[] {this, other});
        int steps = 0;
        while (!stack.isEmpty()) {
            if ((++steps & 0xFF) == 0) {
                Cancellation.check();
            }
            MisereGame[] top = stack.peek();
            MisereGame a = top[0];
            MisereGame b = top[1];
            if (knownSum(a, b) != null) {
                stack.pop();
                continue;
            }
            budget.work(a.options.length + b.options.length);
            List<MisereGame> opts = new ArrayList<>(a.options.length + b.options.length);
            boolean ready = true;
            for (MisereGame x : a.options) {
                MisereGame s = knownSum(x, b);
                if (s == null) {
                    ready = false;
                    stack.push(new MisereGame[] {x, b});
                } else {
                    opts.add(s);
                }
            }
            for (MisereGame y : b.options) {
                MisereGame s = knownSum(a, y);
                if (s == null) {
                    ready = false;
                    stack.push(new MisereGame[] {a, y});
                } else {
                    opts.add(s);
                }
            }
            if (ready) {
                stack.pop();
                remember(a, b, of(opts, budget));
            }
        }
        return knownSum(this, other);
    }

    /** The sum of several forms. */
    public static MisereGame sum(Collection<MisereGame> parts, Budget budget) {
        MisereGame total = ZERO;
        for (MisereGame p : parts) {
            total = total.plus(p, budget);
        }
        return total;
    }

    private static MisereGame knownSum(MisereGame a, MisereGame b) {
        if (a == ZERO) {
            return b;
        }
        if (b == ZERO) {
            return a;
        }
        return SUMS.get(pair(a, b));
    }

    private static void remember(MisereGame a, MisereGame b, MisereGame sum) {
        if (SUMS.size() >= MAX_CACHED_SUMS) {
            SUMS.clear();
        }
        SUMS.put(pair(a, b), sum);
    }

    private static Pair pair(MisereGame a, MisereGame b) {
        return a.id <= b.id ? new Pair(a.id, b.id) : new Pair(b.id, a.id);
    }

    /**
     * The two forms of a sum, smaller id first. Not a Long: a Long's hash is lo xor hi, the same for every pair of
     * equal xor, and the sums of small ids piled into a few of the map's buckets (a profile found them there).
     */
    private record Pair(long lo, long hi) {
        @Override
        public int hashCode() {
            long x = (lo * 0xBF58476D1CE4E5B9L + hi) * 0x9E3779B97F4A7C15L;
            return (int) (x ^ (x >>> 32));
        }
    }

    /** Whether {@code o} is one of this form's options. */
    public boolean hasOption(MisereGame o) {
        return Arrays.binarySearch(optionIds, o.id) >= 0;
    }

    /** The options, each in canonical form, in the order the forms were made. */
    public List<MisereGame> options() {
        return List.of(options);
    }

    /** The table's number for this form: equal forms have equal ids, and an id is never given to another form. */
    public long id() {
        return id;
    }

    /** The birthday: 0 for 0, one more than the largest birthday of an option otherwise. */
    public int birthday() {
        return birthday;
    }

    /** Whether the player to move loses in misère play (P), for this game and every game equal to it. */
    public boolean isP() {
        return misereValue == 0;
    }

    /** The misère outcome: N when the player to move wins (0 included: who cannot move wins). */
    public Outcome outcome() {
        return isP() ? Outcome.P : Outcome.N;
    }

    /** The normal-play Grundy value G+ (misère equal games have equal normal-play values). */
    public int normalValue() {
        return normalValue;
    }

    /**
     * The misère Grundy value G-: the n for which G + *n is a misère P-position; the mex of the options' values,
     * and 1 for 0 (CGSuite's MisereNimValue).
     */
    public int misereValue() {
        return misereValue;
    }

    /** Whether this is a nim-heap *n. */
    public boolean isNimber() {
        return nimber >= 0;
    }

    /** n for the nim-heap *n; -1 for a game that is not a nim-heap. */
    public int nimberValue() {
        return nimber;
    }

    /** The genus g^(g0 g1 g2 ...). */
    public Genus genus() {
        return genus;
    }

    /** Tame, restive, restless or wild (see {@link Classification}). */
    public Classification classification() {
        return classification;
    }

    /**
     * The form in Conway's notation (see the class comment): {@code 0}, {@code *}, {@code *2}, {@code 2#},
     * {@code {2#,0}}. Forms deeper than a few thousand levels are written without recursion.
     */
    @Override
    public String toString() {
        if (nimber >= 0) {
            return nimber == 0 ? "0" : nimber == 1 ? "*" : "*" + nimber;
        }
        return body();
    }

    private String body() {
        StringBuilder b = new StringBuilder();
        // An explicit stack of things to write: a form, or a literal piece of text.
        ArrayDeque<Object> toWrite = new ArrayDeque<>();
        toWrite.push(this);
        while (!toWrite.isEmpty()) {
            Object next = toWrite.pop();
            if (next instanceof String s) {
                b.append(s);
                continue;
            }
            MisereGame g = (MisereGame) next;
            if (g.nimber >= 0) {
                b.append(g.nimber);
            } else if (g.options.length == 1) {
                toWrite.push("#");
                toWrite.push(g.options[0]);
            } else {
                toWrite.push("}");
                MisereGame[] shown = g.displayOrder();
                for (int i = shown.length - 1; i >= 0; i--) {
                    toWrite.push(shown[i]);
                    if (i > 0) {
                        toWrite.push(",");
                    }
                }
                toWrite.push("{");
            }
            if (b.length() > 20_000_000) {
                throw new TooBigException("this misère canonical form takes more than 20 million characters to write",
                        "tooBig.misere.printed", List.of());
            }
        }
        return b.toString();
    }

    /** Options largest birthday first, then later-made forms first. */
    private MisereGame[] displayOrder() {
        MisereGame[] shown = options.clone();
        Arrays.sort(shown, (x, y) -> x.birthday != y.birthday ? Integer.compare(y.birthday, x.birthday)
                : Long.compare(y.id, x.id));
        return shown;
    }

    /**
     * How many new forms one computation may make, and how much work it may do (options simplified, and candidates
     * for a reversible move tried), before it is refused as too big: the spending of one computation against the
     * limits of a request's {@link Forms}.
     */
    public static final class Budget {
        private final long limit;
        private final long workLimit;
        private long spent;
        private long worked;

        /** At most {@code limit} new forms, and the default work ({@link Forms#work()}). */
        public Budget(long limit) {
            this(limit, Forms.DEFAULT.work());
        }

        public Budget(long limit, long workLimit) {
            this.limit = limit;
            this.workLimit = workLimit;
        }

        /** A fresh budget of the default forms and work ({@link Forms#DEFAULT}). */
        public static Budget standard() {
            return of(Forms.DEFAULT);
        }

        /** A fresh budget of a request's forms and work. */
        public static Budget of(Forms limits) {
            return new Budget(limits.count(), limits.work());
        }

        /** The work done so far. */
        public synchronized long worked() {
            return worked;
        }

        synchronized void work(long steps) {
            worked += steps;
            if (worked > workLimit) {
                throw new TooBigException(String.format(Locale.ROOT, "the misère canonical forms this needs took more"
                        + " than %,d steps of simplification (the budget), with %,d new forms; ask about smaller"
                        + " positions", workLimit, spent), "tooBig.misere.steps", List.of(workLimit, spent));
            }
        }

        /** The forms made so far. */
        public synchronized long spent() {
            return spent;
        }

        public long limit() {
            return limit;
        }

        synchronized void spend(long forms) {
            spent += forms;
            if (spent > limit) {
                throw new TooBigException(String.format(Locale.ROOT, "the misère canonical forms this needs grew past"
                        + " %,d new forms (the budget), the table now holding %,d; ask about smaller positions", limit,
                        formCount()), "tooBig.misere.forms", List.of(limit, formCount()));
            }
        }
    }

    private record Key(long[] ids) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(ids, k.ids);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(ids);
        }
    }
}
