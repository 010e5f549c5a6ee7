package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.partizan.CanonicalGame;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Cutcake: a position is a set of rectangular pieces m×n. Left cuts a piece along the second coordinate
 * (m×n into m×a and m×(n-a)), Right along the first (m×n into a×n and (m-a)×n); whoever cannot cut loses.
 * A 1×n piece is worth n-1 to Left. Each piece is written {@code m,n} (or {@code mxn}: m rows, n columns,
 * Left cutting between columns); several pieces (arguments) are a sum.
 *
 * <p>Every piece is an integer, known in closed form (Winning Ways, ch. 2), so no position is searched:
 * with 2^a ≤ m &lt; 2^(a+1) and 2^b ≤ n &lt; 2^(b+1), an m×n piece is 0 when a = b, ⌊n/2^a⌋ - 1 when b &gt; a
 * (Left has the longer side), and -(⌊m/2^b⌋ - 1) when a &gt; b. A test checks the rule against the search.
 */
public final class Cutcake implements PartizanRules<Cutcake.Pieces> {

    /** The largest side accepted. */
    public static final int MAX_SIDE = 1_000_000;

    /** Cutcake (the catalog makes a new game for each caller). */
    public Cutcake() {
    }

    /** A multiset of pieces, sorted, pieces of 1×1 (which no one can cut) left out. */
    public record Pieces(List<int[]> pieces) {
        public Pieces {
            List<int[]> p = new ArrayList<>();
            for (int[] piece : pieces) {
                if (piece[0] > 1 || piece[1] > 1) {
                    p.add(piece.clone());
                }
            }
            p.sort(Comparator.<int[]>comparingInt(x -> x[0]).thenComparingInt(x -> x[1]));
            pieces = List.copyOf(p);
        }

        static Pieces of(int m, int n) {
            return new Pieces(List.of(new int[] {m, n}));
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Pieces other) || other.pieces.size() != pieces.size()) {
                return false;
            }
            for (int i = 0; i < pieces.size(); i++) {
                if (!Arrays.equals(pieces.get(i), other.pieces.get(i))) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            int h = 1;
            for (int[] p : pieces) {
                h = 31 * h + Arrays.hashCode(p);
            }
            return h;
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            for (int[] p : pieces) {
                b.append(b.length() == 0 ? "" : " ").append(p[0]).append(',').append(p[1]);
            }
            return b.length() == 0 ? "0" : b.toString(); // nothing left to cut, written as in every game
        }
    }

    @Override
    public String name() {
        return "cutcake";
    }

    @Override
    public String rules() {
        return "cut a piece of cake in two: Left along the second coordinate, Right along the first (1,n is worth n-1)";
    }

    @Override
    public String syntax() {
        return "a piece as m,n or RxC (m rows, n columns); several arguments are several pieces: 3,4 or 2,5 1,3";
    }

    @Override
    public Pieces parse(String text) {
        // One argument may hold several pieces separated by spaces, as format writes a position of several.
        String t = text.strip();
        if (t.isEmpty()) {
            throw new BadInputException("empty Cutcake piece: write a piece as m,n or RxC, e.g. 3,4");
        }
        if (t.equals("0")) {
            return new Pieces(List.of()); // nothing to cut, as format writes it
        }
        List<int[]> pieces = new ArrayList<>();
        for (String piece : t.split("\\s+", -1)) { // t is stripped: no empty piece at either end
            pieces.add(piece(piece));
        }
        return new Pieces(pieces);
    }

    /** One piece: m,n, or RxC for the same rectangle (R rows of C squares; Left's cuts are vertical). */
    private static int[] piece(String text) {
        String[] mn = text.split("[,xX×]", -1);
        if (mn.length != 2) {
            throw new BadInputException("malformed Cutcake piece '" + text + "': write a piece as m,n (or RxC), e.g."
                    + " 3,4");
        }
        int m = (int) Inputs.inRange("first side of Cutcake piece '" + text + "'", mn[0], 1, MAX_SIDE);
        int n = (int) Inputs.inRange("second side of Cutcake piece '" + text + "'", mn[1], 1, MAX_SIDE);
        return new int[] {m, n};
    }

    @Override
    public String format(Pieces p) {
        return p.toString();
    }

    /** A single piece's value from the closed form; a search of a 1×20000 piece took minutes. */
    @Override
    public Optional<CanonicalGame> knownValue(Pieces part) {
        if (part.pieces().size() != 1) {
            return part.pieces().isEmpty() ? Optional.of(CanonicalGame.zero())
                    : Optional.empty();
        }
        int[] piece = part.pieces().get(0);
        return Optional.of(CanonicalGame.integer(value(piece[0], piece[1])));
    }

    /**
     * The value of an m×n piece, Left cutting the second side: 0 when floor(log2 m) = floor(log2 n), else
     * the longer side divided by the largest power of two not above the shorter one, less one, to the player
     * who cuts the longer side.
     */
    public static long value(long m, long n) {
        long pm = Long.highestOneBit(m);
        long pn = Long.highestOneBit(n);
        if (pm == pn) {
            return 0;
        }
        return pn > pm ? n / pm - 1 : -(m / pn - 1);
    }

    @Override
    public List<Pieces> leftMoves(Pieces p) {
        return cuts(p, 1);
    }

    @Override
    public List<Pieces> rightMoves(Pieces p) {
        return cuts(p, 0);
    }

    /** Every cut of one piece along the given coordinate (0: the first, 1: the second). */
    private static List<Pieces> cuts(Pieces p, int coordinate) {
        List<Pieces> options = new ArrayList<>();
        for (int i = 0; i < p.pieces().size(); i++) {
            if (i > 0 && Arrays.equals(p.pieces().get(i), p.pieces().get(i - 1))) {
                continue;
            }
            int[] piece = p.pieces().get(i);
            for (int a = 1; 2 * a <= piece[coordinate]; a++) {
                List<int[]> next = new ArrayList<>(p.pieces());
                next.remove(i);
                int[] one = piece.clone();
                int[] two = piece.clone();
                one[coordinate] = a;
                two[coordinate] = piece[coordinate] - a;
                next.add(one);
                next.add(two);
                options.add(new Pieces(next));
            }
        }
        return options;
    }

    @Override
    public List<Pieces> parts(Pieces p) {
        List<Pieces> parts = new ArrayList<>();
        for (int[] piece : p.pieces()) {
            parts.add(Pieces.of(piece[0], piece[1]));
        }
        return parts;
    }

    @Override
    public Normal<Pieces> normalize(Pieces part) {
        // Turning a piece a quarter swaps the players' cuts: m,n is the negative of n,m.
        int[] piece = part.pieces().get(0);
        return piece[0] <= piece[1] ? new Normal<>(part, false) : new Normal<>(Pieces.of(piece[1], piece[0]), true);
    }
}
