package cgt.partizan;

import cgt.task.Cancellation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Winning Ways' compounds of two games other than the disjunctive sum (ch. 9 and 14), of the canonical forms:
 * the conjunctive sum G ∧ H, where a player moves in both components at once and play ends as soon as either
 * component ends, {G^L ∧ H^L | G^R ∧ H^R}; and the selective sum G ∨ H, where a player moves in one component
 * or both, {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R}. Both are commutative, and
 * neither is invariant under changes of form, so the canonical forms are the ones that count (as in CGSuite
 * when it is given canonical games; its selective sum goes on as a disjunctive or conjunctive sum after the
 * first move, so there the two differ). Pairs of subpositions are computed once each, deepest first on an explicit stack.
 */
public final class CompoundSums {

    private record Pair(CanonicalGame g, CanonicalGame h) {
    }

    private final boolean selective;
    private final Map<Pair, CanonicalGame> memo = new HashMap<>();

    private CompoundSums(boolean selective) {
        this.selective = selective;
    }

    /** The conjunctive sum G ∧ H. */
    public static CanonicalGame conjunctive(CanonicalGame g, CanonicalGame h) {
        return new CompoundSums(false).of(new Pair(g, h));
    }

    /** The selective sum G ∨ H. */
    public static CanonicalGame selective(CanonicalGame g, CanonicalGame h) {
        return new CompoundSums(true).of(new Pair(g, h));
    }

    private CanonicalGame of(Pair start) {
        ArrayDeque<Pair> pending = new ArrayDeque<>();
        pending.push(start);
        while (!pending.isEmpty()) {
            Pair p = pending.peek();
            if (memo.containsKey(p)) {
                pending.pop();
                continue;
            }
            Cancellation.check();
            List<Pair> leftPairs = options(p, true);
            List<Pair> rightPairs = options(p, false);
            boolean ready = true;
            for (List<Pair> side : List.of(leftPairs, rightPairs)) {
                for (Pair o : side) {
                    if (!memo.containsKey(o)) {
                        pending.push(o);
                        ready = false;
                    }
                }
            }
            if (ready) {
                pending.pop();
                memo.put(p, CanonicalGame.of(values(leftPairs), values(rightPairs)));
            }
        }
        return memo.get(start);
    }

    private List<CanonicalGame> values(List<Pair> pairs) {
        List<CanonicalGame> games = new ArrayList<>(pairs.size());
        for (Pair p : pairs) {
            games.add(memo.get(p));
        }
        return games;
    }

    private List<Pair> options(Pair p, boolean left) {
        CanonicalGame[] gs = left ? p.g().leftArray() : p.g().rightArray();
        CanonicalGame[] hs = left ? p.h().leftArray() : p.h().rightArray();
        List<Pair> pairs = new ArrayList<>();
        for (CanonicalGame go : gs) {
            for (CanonicalGame ho : hs) {
                pairs.add(new Pair(go, ho));
            }
        }
        if (selective) {
            for (CanonicalGame go : gs) {
                pairs.add(new Pair(go, p.h()));
            }
            for (CanonicalGame ho : hs) {
                pairs.add(new Pair(p.g(), ho));
            }
        }
        return pairs;
    }
}
