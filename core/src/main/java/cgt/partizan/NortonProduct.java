package cgt.partizan;

import cgt.input.BadInputException;
import cgt.task.Budget;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Norton multiplication G.U by a positive game U (Winning Ways ch. 8; Siegel's CGT): an integer n gives n copies of
 * U (n.U = U + U + ..., and (-n).U its negative), and any other G gives {G^L.U + U + Δ | G^R.U - U - Δ} over the
 * undominated incentives Δ of U. It reads the canonical forms of G and U (the product depends on U's form); for
 * U &gt; 0 it is linear and keeps order, (G + H).U = G.U + H.U and G &lt;= H exactly when G.U &lt;= H.U, which
 * {@code NortonProductTest} checks. A product can be much larger than its factors: the options it builds are
 * counted and bounded, and integers are multiplied by doubling (log n sums, not n).
 */
public final class NortonProduct {

    private final CanonicalGame u;
    private final List<CanonicalGame> uPlusIncentives;
    private final FormGrowth growth;
    private final IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();

    private NortonProduct(CanonicalGame u, List<CanonicalGame> uPlusIncentives, FormGrowth growth) {
        this.u = u;
        this.uPlusIncentives = uPlusIncentives;
        this.growth = growth;
    }

    /** G.U for U &gt; 0, within the default budget ({@link Budget#DEFAULT}). */
    public static CanonicalGame of(CanonicalGame g, CanonicalGame u) {
        return of(g, u, Budget.DEFAULT);
    }

    /** G.U for U &gt; 0 within the budget's {@link Budget.Forms#work()} (else a {@link TooBigException}). */
    public static CanonicalGame of(CanonicalGame g, CanonicalGame u, Budget budget) {
        return of(g, u, budget, Progress.NONE);
    }

    /**
     * G.U for U &gt; 0 within the budget's {@link Budget.Forms#work()} (else a {@link TooBigException}), reporting
     * the work done to {@code progress}; it stops when its thread is interrupted.
     */
    public static CanonicalGame of(CanonicalGame g, CanonicalGame u, Budget budget, Progress progress) {
        if (!u.greaterThan(CanonicalGame.zero())) {
            throw new BadInputException("cannot take the Norton product by " + u
                    + ": the unit must be positive (greater than 0)");
        }
        List<CanonicalGame> plus = new ArrayList<>();
        for (CanonicalGame incentive : Incentives.both(u)) {
            plus.add(u.plus(incentive));
        }
        FormGrowth growth = new FormGrowth("the Norton product of " + g + " by " + u, "norton",
                List.of(g.toString(), u.toString()), budget, progress);
        return new NortonProduct(u, plus, growth).apply(g);
    }

    /** Copies of s for integers alone (overheating's base), which needs no sign of s. */
    static NortonProduct forIntegers(CanonicalGame s, FormGrowth growth) {
        return new NortonProduct(s, List.of(), growth);
    }

    private CanonicalGame apply(CanonicalGame g) {
        if (g.isInteger()) {
            return times(g);
        }
        BottomUp.overOptions(g, x -> x.isInteger() || memo.containsKey(x), this::fromOptions);
        return memo.get(g);
    }

    private CanonicalGame settled(CanonicalGame g) {
        return g.isInteger() ? times(g) : memo.get(g);
    }

    private void fromOptions(CanonicalGame g) {
        List<CanonicalGame> left = new ArrayList<>();
        for (CanonicalGame gl : g.leftArray()) {
            CanonicalGame product = settled(gl);
            for (CanonicalGame step : uPlusIncentives) {
                left.add(product.plus(step));
            }
        }
        List<CanonicalGame> right = new ArrayList<>();
        for (CanonicalGame gr : g.rightArray()) {
            CanonicalGame product = settled(gr);
            for (CanonicalGame step : uPlusIncentives) {
                right.add(product.minus(step));
            }
        }
        memo.put(g, growth.canonical(left, right));
    }

    /** n copies of U for an integer n (negative: copies of -U), by doubling: log n sums, not n. */
    CanonicalGame times(CanonicalGame n) {
        CanonicalGame known = memo.get(n);
        if (known != null) {
            return known;
        }
        BigInteger count = n.numberValue().numerator();
        CanonicalGame power = count.signum() < 0 ? u.negate() : u;
        BigInteger k = count.abs();
        CanonicalGame result = CanonicalGame.zero();
        for (int bit = 0; bit < k.bitLength(); bit++) {
            if (bit > 0) {
                power = growth.built(power.plus(power));
            }
            if (k.testBit(bit)) {
                result = growth.built(result.plus(power));
            }
        }
        memo.put(n, result);
        return result;
    }
}
