package cgt.bench.dominated;

import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A prototype, for measuring only, of a canonical search that solves fewer parts (issue 26, item 1): a part's
 * options are taken best first by a mobility guess, and an option is valued only when no option already valued is
 * proved to beat it. The proof is a comparison search, G &lt;= H for an option G still a board and H a value:
 * G &lt;= H unless some G^L &gt;= H or some H^R &lt;= G (and the mirror rule for &gt;=), where every part of a
 * board that is already valued, or small, is valued and folded into H, so that the search runs on the unvalued
 * parts alone. A dominated option's value is never needed: {G, X | ...} = {G | ...} when X &lt;= G.
 *
 * <p>Single thread, plain recursion and hash maps: it counts what such a search does (parts valued, comparison
 * positions), it is not built for speed. Values are checked by the caller against the ordinary search.
 */
final class DominationProofSearch {

    private final Domineering rules = new Domineering();
    /** Parts of at most this many squares are valued outright, never compared. */
    private final int small;
    /** Values of normal forms by packed code. */
    private final Map<Long, CanonicalGame> values = new HashMap<>();
    /** Comparisons decided, by the sorted unvalued parts, the value compared with, and the direction. */
    private final Map<Comparison, Boolean> decided = new HashMap<>();
    /**
     * The most comparison positions one proof may search before it gives up and the option is valued instead
     * (-Dbudget=N; unlimited by default): a search between the ordinary one (no proofs) and this one (every proof).
     */
    private static final long BUDGET = Long.getLong("budget", Long.MAX_VALUE);
    private long budgetLeft;
    long proofsAbandoned;
    /** Thrown when a proof has searched its budget; nothing it was deciding is remembered. */
    private static final class OverBudget extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OverBudget() {
            super(null, null, false, false);
        }
    }

    private static final OverBudget OVER_BUDGET = new OverBudget();
    long partsValued;
    long comparisonPositions;
    long optionsProvedDominated;
    long optionsValued;

    /** A comparison: the sum of {@code parts} (signed codes, a negative one standing for the part's negative). */
    private record Comparison(long[] parts, long value, boolean atMost) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Comparison c && c.value == value && c.atMost == atMost
                    && Arrays.equals(c.parts, parts);
        }

        @Override
        public int hashCode() {
            return (Arrays.hashCode(parts) * 31 + Long.hashCode(value)) * 2 + (atMost ? 1 : 0);
        }

        @Override
        public String toString() {
            return Arrays.toString(parts) + (atMost ? " <= #" : " >= #") + value;
        }
    }

    DominationProofSearch(int small) {
        this.small = small;
    }

    /** Values each board both ways and prints what each did: {@code SMALL BOARD...}. */
    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: DominationProofSearch [--unchecked] SMALL BOARD... (SMALL: parts of at most that many squares"
                    + " are valued outright; a board is RxC or in CGSuite's syntax)");
            System.exit(2);
        }
        boolean check = !args[0].equals("--unchecked");
        int first = check ? 0 : 1;
        int small = Integer.parseInt(args[first]);
        for (String text : Arrays.asList(args).subList(first + 1, args.length)) {
            Domineering rules = new Domineering();
            DomineeringBoard board = rules.parse(text);
            if (!check) {
                // The ordinary search takes minutes on 6x6: this measures the prototype alone.
                long t0 = System.nanoTime();
                DominationProofSearch proofs = new DominationProofSearch(small);
                CanonicalGame value = proofs.value(board);
                System.out.printf("%s: with proofs (parts of at most %d squares valued outright, budget %d) %d parts"
                        + " valued, %d comparison positions, %d options proved dominated, %d valued, %d proofs abandoned"
                        + " (%.1f s); value not checked, %d characters, hash %d%n", text, small, BUDGET,
                        proofs.partsValued, proofs.comparisonPositions, proofs.optionsProvedDominated,
                        proofs.optionsValued, proofs.proofsAbandoned, (System.nanoTime() - t0) / 1e9,
                        value.toString().length(), value.toString().hashCode());
                continue;
            }
            PartizanEvaluator<DomineeringBoard> ordinary = PartizanEvaluator.of(rules);
            long t0 = System.nanoTime();
            CanonicalGame expected = ordinary.value(board);
            long t1 = System.nanoTime();
            DominationProofSearch proofs = new DominationProofSearch(small);
            CanonicalGame value = proofs.value(board);
            long t2 = System.nanoTime();
            System.out.printf("%s: ordinary search %d parts solved (%.1f s); with proofs (parts of at most %d squares"
                    + " valued outright, budget %d) %d parts valued, %d comparison positions, %d options proved"
                    + " dominated, %d valued, %d proofs abandoned (%.1f s); values %s%n", text, ordinary.solvedCount(),
                    (t1 - t0) / 1e9, small, BUDGET, proofs.partsValued, proofs.comparisonPositions,
                    proofs.optionsProvedDominated, proofs.optionsValued, proofs.proofsAbandoned, (t2 - t1) / 1e9,
                    value.equals(expected) ? "equal" : "DIFFERENT");
            if (!value.equals(expected)) {
                System.exit(1);
            }
        }
    }

    /** The value of a board: the sum of its parts' values. */
    CanonicalGame value(DomineeringBoard board) {
        List<CanonicalGame> parts = new ArrayList<>();
        for (DomineeringBoard part : rules.parts(board)) {
            PartizanRules.Normal<DomineeringBoard> n = rules.normalize(part);
            CanonicalGame v = valueOf(rules.packedKey(n.key()));
            parts.add(n.negated() ? v.negate() : v);
        }
        return CanonicalGame.sum(parts);
    }

    private CanonicalGame valueOf(long code) {
        CanonicalGame v = values.get(code);
        if (v != null) {
            return v;
        }
        v = rules.knownValue(rules.unpack(code)).orElse(null);
        if (v == null) {
            v = CanonicalGame.of(side(code, true), side(code, false));
            partsValued++;
        }
        values.put(code, v);
        return v;
    }

    private CanonicalGame signedValue(long signed) {
        CanonicalGame v = valueOf(Math.abs(signed));
        return signed < 0 ? v.negate() : v;
    }

    private boolean valued(long signed) {
        long code = Math.abs(signed);
        return values.containsKey(code) || Long.bitCount(code & ((1L << 50) - 1)) <= small;
    }

    /**
     * The values of one player's options that the canonical form needs: every option whose parts are all valued
     * or small, then the others best first, each valued only when no option kept so far is proved to beat it.
     */
    private List<CanonicalGame> side(long code, boolean left) {
        List<CanonicalGame> kept = new ArrayList<>();
        List<long[]> open = new ArrayList<>();
        for (long[] option : options(code, left)) {
            if (Arrays.stream(option).allMatch(this::valued)) {
                kept.add(sum(option));
            } else {
                open.add(option);
            }
        }
        open.sort(Comparator.comparingInt((long[] o) -> -mobility(o, left)));
        for (long[] option : open) {
            boolean dominated = false;
            for (CanonicalGame h : kept) {
                budgetLeft = BUDGET;
                try {
                    if (compare(option, h, left)) {
                        dominated = true;
                        break;
                    }
                } catch (OverBudget e) {
                    proofsAbandoned++;
                }
            }
            if (dominated) {
                optionsProvedDominated++;
            } else {
                optionsValued++;
                kept.add(sum(option));
            }
        }
        return kept;
    }

    private CanonicalGame sum(long[] option) {
        List<CanonicalGame> parts = new ArrayList<>();
        for (long signed : option) {
            parts.add(signedValue(signed));
        }
        return CanonicalGame.sum(parts);
    }

    /**
     * Whether the sum of the signed parts is at most h ({@code atMost}) or at least h: the valued parts are
     * folded into h (G + K &lt;= H when G &lt;= H - K), the rest searched.
     */
    private boolean compare(long[] option, CanonicalGame h, boolean atMost) {
        List<CanonicalGame> known = new ArrayList<>();
        long[] open = new long[option.length];
        int n = 0;
        for (long signed : option) {
            if (valued(signed)) {
                known.add(signedValue(signed));
            } else {
                open[n++] = signed;
            }
        }
        CanonicalGame target = known.isEmpty() ? h : h.minus(CanonicalGame.sum(known));
        long[] parts = Arrays.copyOf(open, n);
        Arrays.sort(parts);
        return search(parts, target, atMost);
    }

    /** G &lt;= H (atMost) unless some G^L &gt;= H or some H^R &lt;= G; G &gt;= H unless some G^R &lt;= H or H^L &gt;= G. */
    private boolean search(long[] parts, CanonicalGame h, boolean atMost) {
        if (parts.length == 0) {
            return atMost ? CanonicalGame.zero().leq(h) : h.leq(CanonicalGame.zero());
        }
        Comparison key = new Comparison(parts, h.id(), atMost);
        Boolean known = decided.get(key);
        if (known != null) {
            return known;
        }
        if (--budgetLeft < 0) {
            throw OVER_BUDGET;
        }
        if (++comparisonPositions % 1_000_000 == 0) {
            System.err.printf("%,d comparison positions, %,d parts valued, %,d options proved dominated%n",
                    comparisonPositions, partsValued, optionsProvedDominated);
        }
        boolean holds = true;
        for (CanonicalGame ho : atMost ? h.rightOptions() : h.leftOptions()) {
            if (search(parts, ho, !atMost)) {
                holds = false;
                break;
            }
        }
        if (holds) {
            for (long[] move : moves(parts, atMost)) {
                if (compare(move, h, !atMost)) {
                    holds = false;
                    break;
                }
            }
        }
        decided.put(key, holds);
        return holds;
    }

    /** The positions one player can move the sum of signed parts to, best first by mobility. */
    private List<long[]> moves(long[] parts, boolean left) {
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0 && parts[i] == parts[i - 1]) {
                continue; // a move in a copy of the same part leads to the same sum
            }
            for (long[] option : options(parts[i], left)) {
                long[] next = new long[parts.length - 1 + option.length];
                int n = 0;
                for (int j = 0; j < parts.length; j++) {
                    if (j != i) {
                        next[n++] = parts[j];
                    }
                }
                for (long signed : option) {
                    next[n++] = signed;
                }
                out.add(next);
            }
        }
        out.sort(Comparator.comparingInt((long[] o) -> -mobility(o, left)));
        return out;
    }

    /** One player's options of a signed part, each as the signed codes of its parts. */
    private List<long[]> options(long signed, boolean left) {
        boolean negated = signed < 0;
        List<long[]> out = new ArrayList<>();
        List<Long> current = new ArrayList<>();
        // The negative of a board is its transpose: Left's options in -B are the negatives of Right's in B.
        rules.options(rules.unpack(Math.abs(signed)), left ^ negated, new OptionSink<>() {
            @Override
            public void part(long packedKey, DomineeringBoard part, boolean neg) {
                current.add(neg ^ negated ? -packedKey : packedKey);
            }

            @Override
            public void endOption() {
                out.add(current.stream().mapToLong(Long::longValue).toArray());
                current.clear();
            }
        });
        return out;
    }

    /** The player's placements less the opponent's, over the parts: the usual first guess at a move's worth. */
    private int mobility(long[] parts, boolean left) {
        int score = 0;
        for (long signed : parts) {
            DomineeringBoard b = rules.unpack(Math.abs(signed));
            boolean vertical = left ^ (signed < 0);
            for (int r = 0; r < b.rows(); r++) {
                for (int c = 0; c < b.cols(); c++) {
                    if (b.isEmpty(r, c)) {
                        score += (r + 1 < b.rows() && b.isEmpty(r + 1, c) ? 1 : 0) * (vertical ? 1 : -1);
                        score += (c + 1 < b.cols() && b.isEmpty(r, c + 1) ? 1 : 0) * (vertical ? -1 : 1);
                    }
                }
            }
        }
        return score;
    }
}
