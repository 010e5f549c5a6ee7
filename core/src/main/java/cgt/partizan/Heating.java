package cgt.partizan;

import cgt.task.Budget;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Heating, the inverse of cooling (Berlekamp; Winning Ways, Siegel's CGT): ∫^t G leaves a number alone and
 * otherwise is {∫^t G^L + t | ∫^t G^R - t}, so each move earns its mover t more. Overheating from s to t,
 * ∫_s^t G, is the same except that its base is the integers, which become that many copies of s (the Norton
 * product n.s): the canonical form of each integer 0 = {|}, 1 = {0|}, ... is read as a game tree.
 *
 * <p>Both act on the canonical form of G (as CGSuite does), and t and s may be any games. Heating acts on forms, not
 * values: cooling by a number t &gt;= 0 undoes heating by t for every G, but ∫^t (G + H) = ∫^t G + ∫^t H holds on
 * canonical forms only for some t (infinitesimals, {1 | 0}; not positive numbers): {@code HeatingTest} states and
 * checks both. Each subposition is heated once (a memo per job), deepest first on an explicit stack; the work of
 * building the answer (its options, and the option pairs their simplification compares) is counted, and past a
 * limit the job is refused.
 */
public final class Heating {

    private final CanonicalGame t;
    private final boolean overheat;
    private final FormGrowth growth;
    private final IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();
    private final NortonProduct copies;

    private Heating(CanonicalGame s, CanonicalGame t, boolean overheat, FormGrowth growth) {
        this.t = t;
        this.overheat = overheat;
        this.growth = growth;
        this.copies = overheat ? NortonProduct.forIntegers(s, growth) : null;
    }

    /** ∫^t G, within the default budget ({@link Budget#DEFAULT}). */
    public static CanonicalGame heat(CanonicalGame g, CanonicalGame t) {
        return heat(g, t, Budget.DEFAULT);
    }

    /** ∫^t G within the budget's {@link Budget.Forms#work()} (else a {@link TooBigException}). */
    public static CanonicalGame heat(CanonicalGame g, CanonicalGame t, Budget budget) {
        return heat(g, t, budget, Progress.NONE);
    }

    /**
     * ∫^t G within the budget's {@link Budget.Forms#work()} (else a {@link TooBigException}), reporting the work done
     * to {@code progress}; it stops when its thread is interrupted.
     */
    public static CanonicalGame heat(CanonicalGame g, CanonicalGame t, Budget budget, Progress progress) {
        return new Heating(null, t, false, new FormGrowth(g + " heated by " + t, "heated",
                List.of(g.toString(), t.toString()), budget, progress)).apply(g);
    }

    /** ∫_s^t G, within the default budget ({@link Budget#DEFAULT}). */
    public static CanonicalGame overheat(CanonicalGame g, CanonicalGame s, CanonicalGame t) {
        return overheat(g, s, t, Budget.DEFAULT);
    }

    /** ∫_s^t G within the budget's {@link Budget.Forms#work()} (else a {@link TooBigException}). */
    public static CanonicalGame overheat(CanonicalGame g, CanonicalGame s, CanonicalGame t, Budget budget) {
        return overheat(g, s, t, budget, Progress.NONE);
    }

    /** ∫_s^t G as {@link #heat(CanonicalGame, CanonicalGame, Budget, Progress)} is ∫^t G. */
    public static CanonicalGame overheat(CanonicalGame g, CanonicalGame s, CanonicalGame t, Budget budget,
            Progress progress) {
        FormGrowth growth = new FormGrowth(g + " overheated from " + s + " to " + t, "overheated",
                List.of(g.toString(), s.toString(), t.toString()), budget, progress);
        return new Heating(s, t, true, growth).apply(g);
    }

    private boolean isBase(CanonicalGame g) {
        return overheat ? g.isInteger() : g.isNumber();
    }

    private CanonicalGame apply(CanonicalGame g) {
        if (isBase(g)) {
            return base(g);
        }
        BottomUp.overOptions(g, x -> isBase(x) || memo.containsKey(x), this::fromOptions);
        return memo.get(g);
    }

    private CanonicalGame base(CanonicalGame g) {
        return overheat ? copies.times(g) : g;
    }

    private CanonicalGame settled(CanonicalGame g) {
        return isBase(g) ? base(g) : memo.get(g);
    }

    private void fromOptions(CanonicalGame g) {
        List<CanonicalGame> left = new ArrayList<>(g.leftOptionCount());
        for (CanonicalGame gl : g.leftArray()) {
            left.add(settled(gl).plus(t));
        }
        List<CanonicalGame> right = new ArrayList<>(g.rightOptionCount());
        for (CanonicalGame gr : g.rightArray()) {
            right.add(settled(gr).minus(t));
        }
        memo.put(g, growth.canonical(left, right));
    }
}
