package cgt.partizan;

import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;

/**
 * The ordinal sum G : H (base G, subordinate H; Winning Ways, Siegel's CGT): a move in G destroys H, a move in H
 * leaves G as it is, so G : H = {G^L, G : H^L | G^R, G : H^R}. It depends on the forms, and is taken of the
 * canonical forms (as CGSuite takes it). It keeps the base's sign when the base is not 0, and by the colon
 * principle H &gt;= H' gives G : H &gt;= G : H'. Its inverse, the subordinate, finds an H with G : H equal to a
 * given game, where one exists.
 */
public final class OrdinalSum {

    private OrdinalSum() {
    }

    /** G : H of the canonical forms of G and H. */
    public static CanonicalGame of(CanonicalGame base, CanonicalGame h) {
        if (base.isNumberUpStar() && base.upMultiple() == 0 && h.isNimber()) {
            // x + *a : *b = x + *(a + b), by induction on b: its options are x + *j, j < a + b.
            return CanonicalGame.numberUpStar(base.numberPart(), 0, Math.addExact(base.nimberPart(), h.nimberPart()));
        }
        IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();
        BottomUp.overOptions(h, memo::containsKey, x -> {
            Cancellation.check();
            List<CanonicalGame> left = new ArrayList<>(base.leftOptions());
            for (CanonicalGame xl : x.leftArray()) {
                left.add(memo.get(xl));
            }
            List<CanonicalGame> right = new ArrayList<>(base.rightOptions());
            for (CanonicalGame xr : x.rightArray()) {
                right.add(memo.get(xr));
            }
            memo.put(x, CanonicalGame.of(left, right));
        });
        return memo.get(h);
    }

    /**
     * The H with base : H = g, where there is one. Each option of g that is an option of the base belongs to the
     * base; the others are ordinal sums base : H^L and base : H^R, whose subordinates are found the same way; the
     * candidate so found is kept only when base : H gives g back.
     */
    public static Optional<CanonicalGame> subordinate(CanonicalGame g, CanonicalGame base) {
        List<CanonicalGame> baseLeft = base.leftOptions();
        List<CanonicalGame> baseRight = base.rightOptions();
        IdentityHashMap<CanonicalGame, CanonicalGame> memo = new IdentityHashMap<>();
        BottomUp.overOptions(g, memo::containsKey, x -> {
            Cancellation.check();
            List<CanonicalGame> left = new ArrayList<>();
            for (CanonicalGame xl : x.leftArray()) {
                if (!baseLeft.contains(xl)) {
                    left.add(memo.get(xl));
                }
            }
            List<CanonicalGame> right = new ArrayList<>();
            for (CanonicalGame xr : x.rightArray()) {
                if (!baseRight.contains(xr)) {
                    right.add(memo.get(xr));
                }
            }
            memo.put(x, CanonicalGame.of(left, right));
        });
        CanonicalGame h = memo.get(g);
        return of(base, h) == g ? Optional.of(h) : Optional.empty();
    }
}
