package cgt.games;

import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.task.Budget;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Chomp: a bar of chocolate whose top-left square is poisoned. A move bites a square and every square
 * below and to the right of it; whoever must take the poisoned square loses, so in normal play the
 * poisoned square is never taken and a player facing it alone cannot move. Boards are Young diagrams,
 * written as row lengths from the poisoned row down ({@code 4,4,2}) or as a rectangle {@code RxC}.
 *
 * <p>By strategy stealing every rectangle larger than 1×1 is a first-player win, but the winning move is
 * not known in general: it is found by solving every board inside the position's box (see
 * {@link ChompValues}).
 */
public final class Chomp implements ImpartialGame<Chomp.Board> {

    /** The most rows or columns accepted in a board. */
    public static final int MAX_SIDE = 10_000;

    /** Chomp, with a table of its own (the catalog makes a new game for each caller). */
    public Chomp() {
    }

    /** A Young diagram given by its row lengths, non-increasing and positive (the poisoned square is (0,0)). */
    public static final class Board implements Comparable<Board> {
        private final int[] rows;

        public Board(int... rows) {
            for (int i = 0; i < rows.length; i++) {
                if (rows[i] <= 0 || (i > 0 && rows[i] > rows[i - 1])) {
                    throw new IllegalArgumentException("not a Young diagram: " + Arrays.toString(rows));
                }
            }
            if (rows.length == 0) {
                throw new IllegalArgumentException("a board keeps at least the poisoned square");
            }
            this.rows = rows.clone();
        }

        /** The row lengths, from the poisoned row down. */
        public int[] rows() {
            return rows.clone();
        }

        int[] rowsView() {
            return rows;
        }

        /** The number of squares. */
        public int size() {
            return Arrays.stream(rows).sum();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Board b && Arrays.equals(rows, b.rows);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(rows);
        }

        @Override
        public int compareTo(Board o) {
            return Arrays.compare(rows, o.rows);
        }

        @Override
        public String toString() {
            if (rows.length >= 2 && rows[0] >= 2 && rows[rows.length - 1] == rows[0]) {
                return rows.length + "x" + rows[0];
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < rows.length; i++) {
                b.append(i == 0 ? "" : ",").append(rows[i]);
            }
            return b.toString();
        }
    }

    private ChompValues table;
    private int tableRows;
    private int tableCols;

    @Override
    public String name() {
        return "chomp";
    }

    @Override
    public String rules() {
        return "bite a square and everything below and to the right of it; the poisoned top-left square may not"
                + " be taken, so whoever faces it alone loses";
    }

    @Override
    public String syntax() {
        return "a board per argument: row lengths from the poisoned row down, 4,4,2, or a rectangle RxC, 3x4";
    }

    @Override
    public List<Board> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no board given: write row lengths such as 4,4,2 or a rectangle such as 3x4");
        }
        List<Board> boards = new ArrayList<>();
        for (String a : args) {
            boards.add(parseBoard(a));
        }
        return boards;
    }

    private static Board parseBoard(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int x = t.indexOf('x');
        if (x >= 0) {
            String[] rc = t.split("x", -1);
            if (rc.length != 2) {
                throw new BadInputException("malformed Chomp board '" + text + "': a rectangle is written RxC, e.g. 3x4");
            }
            int r = (int) Inputs.inRange("number of rows in '" + text + "'", rc[0], 1, MAX_SIDE);
            int c = (int) Inputs.inRange("number of columns in '" + text + "'", rc[1], 1, MAX_SIDE);
            int[] rows = new int[r];
            Arrays.fill(rows, c);
            return new Board(rows);
        }
        String[] parts = t.split(",", -1);
        if (parts.length > MAX_SIDE) {
            throw new BadInputException("Chomp board '" + text.substring(0, 20) + "...' has too many rows: at most "
                    + MAX_SIDE);
        }
        int[] rows = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String what = "row " + (i + 1) + " of Chomp board '" + text + "'";
            rows[i] = (int) Inputs.inRange(what, parts[i], 1, MAX_SIDE);
            if (i > 0 && rows[i] > rows[i - 1]) {
                throw new BadInputException("malformed Chomp board '" + text + "': row " + (i + 1) + " has " + rows[i]
                        + " squares but row " + i + " has " + rows[i - 1]
                        + "; rows are listed from the poisoned row down and never get longer");
            }
        }
        return new Board(rows);
    }

    @Override
    public String formatComponent(Board board) {
        return board.toString();
    }

    @Override
    public Comparator<Board> order() {
        return Comparator.naturalOrder();
    }

    @Override
    public List<Board> moves(Board board) {
        int[] r = board.rowsView();
        if (board.size() > HeapGame.MAX_LISTED_MOVES) {
            throw new TooBigException("the Chomp board " + board + " has " + board.size()
                    + " squares, too many moves to list (at most " + HeapGame.MAX_LISTED_MOVES + ")",
                    "tooBig.chomp.moves", List.of(board, board.size(), HeapGame.MAX_LISTED_MOVES));
        }
        List<Board> result = new ArrayList<>();
        for (int i = 0; i < r.length; i++) {
            for (int j = (i == 0 ? 1 : 0); j < r[i]; j++) {
                int[] next = Arrays.copyOf(r, r.length);
                int keep = r.length;
                for (int k = i; k < r.length; k++) {
                    next[k] = Math.min(next[k], j);
                    if (next[k] == 0 && keep == r.length) {
                        keep = k;
                    }
                }
                result.add(new Board(Arrays.copyOf(next, keep)));
            }
        }
        return result;
    }

    @Override
    public long grundy(Board board) {
        return grundy(board, Budget.DEFAULT);
    }

    /** The value from a table of the sub-boards, within the budget's {@link Budget#tables()}. */
    @Override
    public long grundy(Board board, Budget budget) {
        int[] r = board.rowsView();
        if (table == null || !table.covers(r)) {
            int rows = Math.max(r.length, table == null ? 0 : tableRows);
            int cols = Math.max(r[0], table == null ? 0 : tableCols);
            table = ChompValues.compute(rows, cols, budget);
            tableRows = rows;
            tableCols = cols;
        }
        return table.grundy(r);
    }
}
