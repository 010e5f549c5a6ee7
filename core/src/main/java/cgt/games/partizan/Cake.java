package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The cake games of Winning Ways beside Cutcake, as CGSuite defines them ({@code game.heap.GenCutcake}): a
 * position is a set of pieces m×n; Left changes a piece's second side n by a heap rule, Right its first side m
 * by the same rule, each piece the rule leaves keeping the other side. Eatcake eats one whole column (row),
 * which may leave two pieces, one or none; Maundy Cake divides the side into two or more equal parts;
 * Turn-and-Eatcake is Eatcake where the player eats a row of the first side and the pieces left are turned a
 * quarter (CGSuite's twisted Eatcake). Pieces with a side 0 are gone.
 *
 * <p>In all three, turning a piece a quarter exchanges the players' moves, so m,n is the negative of n,m (for
 * Turn-and-Eatcake by induction: Left's options from m,n are the negatives of Right's from n,m); that is the
 * normal form. Each piece is a part.
 */
public final class Cake implements PartizanRules<Cake.Pieces> {

    /** The largest side accepted. */
    public static final int MAX_SIDE = 10_000;

    private final String name;
    private final String rules;
    /** For a side s, each way the rule may change it: the sides of the pieces left (sides 0 left out). */
    private final IntFunction<List<int[]>> rule;
    private final boolean twisted;
    /** Whether the rule divides a side into equal parts (Maundy Cake) rather than eating a line (the others). */
    private final boolean divides;

    private Cake(String name, String rules, IntFunction<List<int[]>> rule, boolean twisted, boolean divides) {
        this.name = name;
        this.rules = rules;
        this.rule = rule;
        this.twisted = twisted;
        this.divides = divides;
    }

    /** Eatcake: eat one column (Left) or row (Right) of a piece, leaving the pieces on either side of it. */
    public static Cake eatcake() {
        return new Cake("eatcake", "eat a whole column (Left) or row (Right) of a piece: the pieces on either side"
                + " of it are left", Cake::eat, false, false);
    }

    /** Maundy Cake: divide a piece into two or more equal pieces, Left its second side, Right its first. */
    public static Cake maundyCake() {
        return new Cake("maundy-cake", "divide a piece into two or more equal pieces: Left divides the second side,"
                + " Right the first", Cake::divide, false, true);
    }

    /** Turn-and-Eatcake: Eatcake on the first side for Left (the second for Right), the pieces left turned. */
    public static Cake turnAndEatcake() {
        return new Cake("turn-and-eatcake", "Left eats a row (Right a column) of a piece, then the pieces left are"
                + " turned a quarter: m,n leaves pieces n,a and n,b with a+b = m-1", Cake::eat, true, false);
    }

    private static List<int[]> eat(int side) {
        List<int[]> ways = new ArrayList<>();
        for (int a = 0; 2 * a <= side - 1; a++) {
            int b = side - 1 - a;
            ways.add(a == 0 ? (b == 0 ? new int[0] : new int[] {b}) : new int[] {a, b});
        }
        return ways;
    }

    private static List<int[]> divide(int side) {
        List<int[]> ways = new ArrayList<>();
        for (int k = 2; k <= side; k++) {
            if (side % k == 0) {
                int[] pieces = new int[k];
                java.util.Arrays.fill(pieces, side / k);
                ways.add(pieces);
            }
        }
        return ways;
    }

    /**
     * One piece, m rows by n columns (both at least 1). Equality is written out rather than left to the record:
     * a record's generated {@code equals} and {@code hashCode} are linked on first use, which costs a fresh
     * process tens of milliseconds, more than a whole small search.
     */
    public record Piece(int m, int n) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Piece p && p.m == m && p.n == n;
        }

        @Override
        public int hashCode() {
            return 31 * m + n;
        }
    }

    /** A multiset of pieces, sorted (by m, then n); equality written out as {@link Piece}'s. */
    public record Pieces(List<Piece> pieces) {
        public Pieces {
            Piece[] p = pieces.toArray(new Piece[0]);
            // An insertion sort: a position has few pieces, and a comparator built from lambdas is linked on
            // first use too.
            for (int i = 1; i < p.length; i++) {
                Piece x = p[i];
                int j = i - 1;
                for (; j >= 0 && (p[j].m() > x.m() || (p[j].m() == x.m() && p[j].n() > x.n())); j--) {
                    p[j + 1] = p[j];
                }
                p[j + 1] = x;
            }
            pieces = List.of(p);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Pieces p && p.pieces.equals(pieces);
        }

        @Override
        public int hashCode() {
            return pieces.hashCode();
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String rules() {
        return rules;
    }

    @Override
    public String syntax() {
        return "a piece as m,n or (m,n) (m rows, n columns), as cutcake; several pieces are several arguments, 0 no"
                + " cake: 3,4 or 2,5 1,3";
    }

    @Override
    public Pieces parse(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new BadInputException("empty " + name + " piece: write a piece as m,n or (m,n), e.g. 3,4");
        }
        List<Piece> pieces = new ArrayList<>();
        if (t.equals("0")) {
            return new Pieces(pieces);
        }
        for (String piece : t.split("\\s+", -1)) {
            String p = piece.startsWith("(") && piece.endsWith(")") ? piece.substring(1, piece.length() - 1) : piece;
            String[] mn = p.split("[,xX×]", -1);
            if (mn.length != 2) {
                throw new BadInputException("malformed " + name + " piece '" + piece + "': write a piece as m,n or (m,n),"
                        + " e.g. 3,4");
            }
            pieces.add(new Piece(side(mn[0].strip(), "first", piece), side(mn[1].strip(), "second", piece)));
        }
        return new Pieces(pieces);
    }

    /**
     * A side of a piece: plain digits in range are read at once; anything else goes to {@link Inputs#inRange},
     * which reads it or refuses it, naming the side. The name is built only then: building it for every side
     * read (a string concatenation, linked on first use) cost a fresh process milliseconds.
     */
    private int side(String text, String which, String piece) {
        boolean digits = !text.isEmpty() && text.length() <= 5;
        for (int i = 0; digits && i < text.length(); i++) {
            digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
        }
        if (digits) {
            int side = Integer.parseInt(text);
            if (side >= 1 && side <= MAX_SIDE) {
                return side;
            }
        }
        return (int) Inputs.inRange(which + " side of " + name + " piece '" + piece + "'", text, 1, MAX_SIDE);
    }

    @Override
    public String format(Pieces p) {
        StringBuilder b = new StringBuilder();
        for (Piece piece : p.pieces()) {
            b.append(b.length() == 0 ? "" : " ").append(piece.m()).append(',').append(piece.n());
        }
        return b.length() == 0 ? "0" : b.toString();
    }

    @Override
    public List<Pieces> leftMoves(Pieces p) {
        return moves(p, true);
    }

    @Override
    public List<Pieces> rightMoves(Pieces p) {
        return moves(p, false);
    }

    private List<Pieces> moves(Pieces p, boolean left) {
        List<Pieces> options = new ArrayList<>();
        List<Piece> all = p.pieces();
        for (int i = 0; i < all.size(); i++) {
            Piece piece = all.get(i);
            if (i > 0 && all.get(i - 1).equals(piece)) {
                continue; // equal pieces move alike
            }
            // Untwisted, Left changes n and keeps m; twisted, Left changes m and the pieces left are (n, b).
            int changed = left != twisted ? piece.n() : piece.m();
            int kept = left != twisted ? piece.m() : piece.n();
            for (int[] way : rule.apply(changed)) {
                List<Piece> next = new ArrayList<>(all);
                next.remove(i);
                for (int side : way) {
                    next.add(left ? new Piece(kept, side) : new Piece(side, kept));
                }
                options.add(new Pieces(next));
            }
        }
        return options;
    }

    /**
     * A piece's options straight from its sides, each piece left written as its packed normal form: no position
     * objects and no lists of ways, which is most of what a search of these small games costs. The same rule as
     * {@link #moves}, which the tests compare it with.
     */
    @Override
    public void options(Pieces part, boolean left, OptionSink<Pieces> sink) {
        if (part.pieces().size() != 1) {
            PartizanRules.super.options(part, left, sink);
            return;
        }
        Piece piece = part.pieces().get(0);
        int changed = left != twisted ? piece.n() : piece.m();
        int kept = left != twisted ? piece.m() : piece.n();
        if (divides) {
            for (int k = 2; k <= changed; k++) {
                if (changed % k == 0) {
                    for (int i = 0; i < k; i++) {
                        leave(left, kept, changed / k, sink);
                    }
                    sink.endOption();
                }
            }
        } else {
            for (int a = 0; 2 * a <= changed - 1; a++) {
                if (a > 0) {
                    leave(left, kept, a, sink);
                }
                if (changed - 1 - a > 0) {
                    leave(left, kept, changed - 1 - a, sink);
                }
                sink.endOption();
            }
        }
    }

    /** Hands the sink the piece a move leaves, kept by side (as {@link #moves} builds it), in normal form. */
    private static void leave(boolean left, int kept, int side, OptionSink<Pieces> sink) {
        int m = left ? kept : side;
        int n = left ? side : kept;
        sink.part(m <= n ? pack(m, n) : pack(n, m), null, m > n);
    }

    /** A piece m,n with m <= n as one number: m in the high half, n in the low. */
    private static long pack(int m, int n) {
        return (long) m << 32 | n;
    }

    /** A part (one piece) in normal form as one number; a position of several pieces is not packed. */
    @Override
    public long packedKey(Pieces part) {
        if (part.pieces().size() != 1) {
            return NOT_PACKED;
        }
        Piece piece = part.pieces().get(0);
        return piece.m() <= piece.n() ? pack(piece.m(), piece.n()) : NOT_PACKED;
    }

    @Override
    public Pieces unpack(long packedKey) {
        int m = (int) (packedKey >>> 32);
        int n = (int) packedKey;
        if (packedKey < 0 || m < 1 || n < m || n > MAX_SIDE) {
            throw new IllegalArgumentException(packedKey + " is not a packed " + name + " piece");
        }
        return new Pieces(List.of(new Piece(m, n)));
    }

    @Override
    public List<Pieces> parts(Pieces p) {
        List<Pieces> parts = new ArrayList<>();
        for (Piece piece : p.pieces()) {
            parts.add(new Pieces(List.of(piece)));
        }
        return parts;
    }

    @Override
    public Normal<Pieces> normalize(Pieces part) {
        if (part.pieces().size() != 1) {
            return new Normal<>(part, false);
        }
        Piece piece = part.pieces().get(0);
        return piece.m() <= piece.n() ? new Normal<>(part, false)
                : new Normal<>(new Pieces(List.of(new Piece(piece.n(), piece.m()))), true);
    }
}
