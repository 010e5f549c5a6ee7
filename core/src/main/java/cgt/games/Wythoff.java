package cgt.games;

import cgt.input.BadInputException;
import cgt.misere.MisereRule;
import cgt.task.Effort;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Wythoff's game, as a queen that moves toward the corner (0, 0): left, down, or diagonally down-left, any
 * number of squares. Taking from one or both of two heaps (the same number from both) is the same game.
 * A position is one or more queens, each written {@code x,y}; several queens are a sum.
 *
 * <p>Outcome and winning moves of a single queen come from the Beatty sequences at any size; Grundy
 * values (needed for sums of queens) come from a table for coordinates up to {@link #MAX_TABLE}.
 */
public final class Wythoff implements ImpartialGame<Wythoff.Queen> {

    /** The largest coordinate covered by the table of Grundy values (50 MB). */
    public static final int MAX_TABLE = 5000;
    /** The most decimal digits accepted in a coordinate. */
    public static final int MAX_DIGITS = 1000;

    /** Wythoff's game, with a table of its own (the catalog makes a new game for each caller). */
    public Wythoff() {
    }

    /** A queen at (x, y). */
    public record Queen(BigInteger x, BigInteger y) {
        public Queen {
            if (x.signum() < 0 || y.signum() < 0) {
                throw new IllegalArgumentException("negative coordinate");
            }
        }

        static Queen of(long x, long y) {
            return new Queen(BigInteger.valueOf(x), BigInteger.valueOf(y));
        }

        boolean fitsTable(int size) {
            return x.bitLength() < 31 && y.bitLength() < 31 && x.intValue() < size && y.intValue() < size;
        }
    }

    /** A table of Grundy values: g(x, y) at values[x * cols + y]. */
    private record Table(char[] values, int rows, int cols) {
        boolean covers(int r, int c) {
            return rows >= r && cols >= c;
        }
    }

    /** The table so far: a memo, grown under the lock and read without it, the same whoever asked. */
    private volatile Table table;

    @Override
    public String name() {
        return "wythoff";
    }

    @Override
    public String rules() {
        return "a queen moves left, down or diagonally down-left toward (0,0); the same as taking from one or"
                + " both of two heaps, equally from both";
    }

    @Override
    public String syntax() {
        return "one queen per argument as x,y (several queens are a sum): 3,5 or 3,5 2,7";
    }

    @Override
    public List<Queen> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no queens given: write each queen as x,y, e.g. wythoff 3,5");
        }
        List<Queen> queens = new ArrayList<>();
        for (String a : args) {
            String t = a.strip();
            if (t.startsWith("(") && t.endsWith(")")) {
                t = t.substring(1, t.length() - 1);
            }
            String[] xy = t.split(",", -1);
            if (xy.length != 2) {
                throw new BadInputException("malformed queen '" + a + "': expected two coordinates x,y such as 3,5");
            }
            queens.add(new Queen(coordinate(xy[0], a), coordinate(xy[1], a)));
        }
        return queens;
    }

    private static BigInteger coordinate(String text, String queen) {
        String t = text.strip();
        if (t.startsWith("-") && t.length() > 1 && t.substring(1).chars().allMatch(Character::isDigit)) {
            throw new BadInputException("queen '" + queen + "' has a negative coordinate: coordinates are whole"
                    + " numbers from 0");
        }
        if (t.isEmpty() || !t.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new BadInputException("malformed queen '" + queen + "': coordinates are whole numbers, as in 3,5");
        }
        if (t.length() > MAX_DIGITS) {
            throw new BadInputException("queen '" + queen.substring(0, 20) + "...' is too large: coordinates of at most "
                    + MAX_DIGITS + " digits are accepted");
        }
        return new BigInteger(t);
    }

    @Override
    public String formatComponent(Queen q) {
        return q.x() + "," + q.y();
    }

    @Override
    public Comparator<Queen> order() {
        return Comparator.comparing(Queen::x).thenComparing(Queen::y);
    }

    @Override
    public List<Queen> moves(Queen q) {
        if (!q.fitsTable(MAX_TABLE + 1)) {
            throw new TooBigException("the queen at " + formatComponent(q) + " has too many moves to list: moves are"
                    + " listed for coordinates up to " + MAX_TABLE, "tooBig.wythoff.moves",
                    List.of(formatComponent(q), MAX_TABLE));
        }
        int x = q.x().intValue();
        int y = q.y().intValue();
        List<Queen> result = new ArrayList<>(x + y + Math.min(x, y));
        for (int i = 0; i < x; i++) {
            result.add(Queen.of(i, y));
        }
        for (int j = 0; j < y; j++) {
            result.add(Queen.of(x, j));
        }
        for (int k = 1; k <= Math.min(x, y); k++) {
            result.add(Queen.of(x - k, y - k));
        }
        return result;
    }

    /** The queen reflected in the diagonal where it stands below it: (x, y) and (y, x) are the same game. */
    @Override
    public Queen normalize(Queen q) {
        return q.x().compareTo(q.y()) <= 0 ? q : new Queen(q.y(), q.x());
    }

    /**
     * Values proved without a search: 0 at the P-positions the Beatty sequences give (Wythoff 1907), and y for a
     * queen on an edge (0, y), which moves like a Nim heap of y.
     */
    @Override
    public OptionalLong knownValue(Queen q) {
        if (WythoffValues.isP(q.x(), q.y())) {
            return OptionalLong.of(0);
        }
        if (q.x().signum() == 0 && q.y().bitLength() < 63) {
            return OptionalLong.of(q.y().longValue());
        }
        if (q.y().signum() == 0 && q.x().bitLength() < 63) {
            return OptionalLong.of(q.x().longValue());
        }
        return OptionalLong.empty();
    }

    /** A queen with coordinates below 2^31, as x * 2^31 + y (its normal form first); larger ones are not packed. */
    @Override
    public long packedKey(Queen q) {
        Queen n = normalize(q);
        if (n.x().bitLength() > 31 || n.y().bitLength() > 31) {
            return NOT_PACKED;
        }
        return n.x().longValue() << 31 | n.y().longValue();
    }

    /** Only the queen at (0, 0) cannot move. */
    @Override
    public boolean isTerminal(Queen q) {
        return q.x().signum() == 0 && q.y().signum() == 0;
    }

    @Override
    public long grundy(Queen q) {
        if (!q.fitsTable(MAX_TABLE + 1)) {
            throw new TooBigException("Grundy values of Wythoff's game come from a table for coordinates up to "
                    + MAX_TABLE + ", and " + formatComponent(q) + " is beyond it; a single queen's outcome and"
                    + " winning moves are known at any size (from the Beatty sequences), in misère play too",
                    "tooBig.wythoff.table", List.of(MAX_TABLE, formatComponent(q)));
        }
        int x = q.x().intValue();
        int y = q.y().intValue();
        Table t = ensureTable(x + 1, y + 1, Progress.NONE);
        return t.values()[x * t.cols() + y];
    }

    /**
     * Builds the one table that covers every queen of the position, instead of growing it queen by queen, reporting
     * to the request's progress (a full table takes seconds).
     */
    @Override
    public void prepare(List<Queen> position, Effort effort) {
        int rows = 0;
        int cols = 0;
        for (Queen q : position) {
            if (!q.fitsTable(MAX_TABLE + 1)) {
                return; // grundy() will say which queen is beyond the table
            }
            rows = Math.max(rows, q.x().intValue() + 1);
            cols = Math.max(cols, q.y().intValue() + 1);
        }
        if (rows > 0) {
            ensureTable(rows, cols, effort.progress());
        }
    }

    /** A table covering rows x cols, the memo's or a larger one built now. */
    private Table ensureTable(int rows, int cols, Progress progress) {
        Table t = table;
        if (t != null && t.covers(rows, cols)) {
            return t;
        }
        synchronized (this) {
            t = table;
            if (t == null || !t.covers(rows, cols)) {
                // Only the rectangle asked for, since g(x, y) needs only the values left of and below it (5000,0
                // needs one row, not 25 million values); a side asked for again grows by doubling, so that queens
                // asked one by one rebuild the table a few times at most.
                int r = grow(rows, t == null ? 0 : t.rows());
                int c = grow(cols, t == null ? 0 : t.cols());
                t = new Table(WythoffValues.grundyTable(r, c, progress), r, c);
                table = t;
            }
            return t;
        }
    }

    private static int grow(int need, int have) {
        if (need <= have) {
            return have;
        }
        return have == 0 ? need : Math.min(MAX_TABLE + 1, Math.max(need, 2 * have));
    }

    @Override
    public Optional<ClosedForm<Queen>> closedForm() {
        return Optional.of(new ClosedForm<>() {
            @Override
            public boolean isP(Queen q) {
                return WythoffValues.isP(q.x(), q.y());
            }

            @Override
            public List<Queen> movesToP(Queen q) {
                return Wythoff.movesToP(q);
            }

            @Override
            public String explanation(Queen q) {
                BigInteger k = q.x().subtract(q.y()).abs();
                BigInteger a = WythoffValues.lower(k);
                return "P-positions are (a_k, b_k) and (b_k, a_k) with a_k = floor(k*phi), b_k = a_k + k (phi the golden"
                        + " ratio); here k = |x - y| = " + k + " and a_k = " + a + (a.equals(q.x().min(q.y()))
                        ? " = min(x, y), so this is a P-position" : " != min(x, y) = " + q.x().min(q.y())
                                + ", so this is an N-position");
            }
        });
    }

    /**
     * Misère play of a lone queen (queens at 0,0 beside it cannot move and change nothing): the P-positions
     * of normal play, except that (0,1), (1,0) and (2,2) replace (0,0), (1,2) and (2,1). Sums of several
     * queens have no such rule and are searched.
     */
    @Override
    public Optional<MisereRule<Queen>> misereRule() {
        return Optional.of(new MisereRule<>() {
            @Override
            public boolean covers(List<Queen> position) {
                return live(position).size() <= 1;
            }

            @Override
            public boolean isP(List<Queen> position) {
                List<Integer> live = live(position);
                // With no queen that can move, the player to move cannot move, and so wins.
                return !live.isEmpty() && isMiserePPosition(position.get(live.get(0)));
            }

            @Override
            public List<List<Queen>> winningMoves(List<Queen> position) {
                List<List<Queen>> result = new ArrayList<>();
                for (int i : live(position)) {
                    for (Queen m : movesToMisereP(position.get(i))) {
                        List<Queen> next = new ArrayList<>(position);
                        next.set(i, m);
                        result.add(next);
                    }
                }
                return result;
            }

            @Override
            public List<MisereRule.Line> explain(List<Queen> position) {
                List<MisereRule.Line> lines = new ArrayList<>();
                lines.add(new MisereRule.Line("Misère play: whoever cannot move wins.", "explain.misereWythoff.rule",
                        List.of()));
                List<Integer> live = live(position);
                if (live.isEmpty()) {
                    lines.add(new MisereRule.Line("No queen can move, so the player to move has already won: an"
                            + " N-position.", "explain.misereWythoff.noMove", List.of()));
                    return lines;
                }
                Queen q = position.get(live.get(0));
                lines.add(new MisereRule.Line("A lone queen follows a rule in misère play too: the P-positions are"
                        + " those of normal play, (a_k, b_k) and (b_k, a_k) with a_k = floor(k*phi), b_k = a_k + k,"
                        + " except that (0,1), (1,0) and (2,2) take the place of (0,0), (1,2) and (2,1).",
                        "explain.misereWythoff.lone", List.of()));
                boolean p = isMiserePPosition(q);
                lines.add(new MisereRule.Line("The queen at " + formatComponent(q) + " is " + (p
                        ? "a misère P-position: every move leads to a position where the next player wins."
                        : "not a misère P-position, so the player to move wins."),
                        "explain.misereWythoff." + (p ? "p" : "n"), List.of(formatComponent(q))));
                return lines;
            }
        });
    }

    /** The indices of the queens that can move (every queen not at 0,0). */
    private static List<Integer> live(List<Queen> position) {
        List<Integer> live = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            Queen q = position.get(i);
            if (q.x().signum() != 0 || q.y().signum() != 0) {
                live.add(i);
            }
        }
        return live;
    }

    static boolean isMiserePPosition(Queen q) {
        return WythoffValues.isMisereP(q.x(), q.y());
    }

    /** Every move of a lone queen to a misère P-position. */
    static List<Queen> movesToMisereP(Queen q) {
        LinkedHashSet<Queen> moves = new LinkedHashSet<>();
        for (Queen m : movesToP(q)) {
            if (isMiserePPosition(m)) {
                moves.add(m); // the normal P-positions (0,0), (1,2), (2,1) are not misère ones
            }
        }
        for (Queen m : List.of(Queen.of(0, 1), Queen.of(1, 0), Queen.of(2, 2))) {
            if (reachable(q, m)) {
                moves.add(m);
            }
        }
        return new ArrayList<>(moves);
    }

    /** Whether one move of the queen at q reaches t: along its row, its column or its diagonal. */
    private static boolean reachable(Queen q, Queen t) {
        int dx = q.x().compareTo(t.x());
        int dy = q.y().compareTo(t.y());
        if (dx == 0) {
            return dy > 0;
        }
        if (dy == 0) {
            return dx > 0;
        }
        return dx > 0 && q.x().subtract(t.x()).equals(q.y().subtract(t.y()));
    }

    /** Every move of a lone queen to a P-position: one per row, column and diagonal through it at most. */
    static List<Queen> movesToP(Queen q) {
        BigInteger x = q.x();
        BigInteger y = q.y();
        LinkedHashSet<Queen> moves = new LinkedHashSet<>();
        BigInteger py = WythoffValues.partner(x); // keep x, move down to (x, py)
        if (py.compareTo(y) < 0) {
            moves.add(new Queen(x, py));
        }
        BigInteger px = WythoffValues.partner(y); // keep y, move left to (px, y)
        if (px.compareTo(x) < 0) {
            moves.add(new Queen(px, y));
        }
        BigInteger k = x.subtract(y).abs();
        BigInteger a = WythoffValues.lower(k);
        BigInteger lo = x.min(y);
        if (a.compareTo(lo) < 0) {
            BigInteger step = lo.subtract(a);
            moves.add(new Queen(x.subtract(step), y.subtract(step)));
        }
        return new ArrayList<>(moves);
    }

    @Override
    public List<List<Queen>> optionsWithValue(Queen q, long value) {
        if (value == 0 && !q.fitsTable(MAX_TABLE + 1)) {
            List<List<Queen>> result = new ArrayList<>();
            for (Queen m : movesToP(q)) {
                result.add(List.of(m));
            }
            return result;
        }
        return ImpartialGame.super.optionsWithValue(q, value);
    }
}
