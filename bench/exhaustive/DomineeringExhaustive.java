package cgt.partizan.solve;

import cgt.task.Progress;

/**
 * Checks the Domineering outcome search on every position of one board against a plain minimax that knows nothing of
 * counting, safe moves, area or symmetry, and checks Obsequi's rule that the search's leaving out of safe moves stands
 * on: when the player to move wins and has a move that is not safe, one of those moves wins too. A check for boards
 * larger than the suite's (every set of empty squares of a board to 25 squares, both players to move), run by
 * bench/domineering-exhaustive.sh; it lives in the search's package because the search is not public.
 */
public final class DomineeringExhaustive {
    private final int rows;
    private final int cols;
    private final int squares;
    /** Per set of empty squares: 0 not yet known, 1 the player to move loses, 2 wins. */
    private final byte[] leftWins;
    private final byte[] rightWins;

    private DomineeringExhaustive(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.squares = rows * cols;
        this.leftWins = new byte[1 << squares];
        this.rightWins = new byte[1 << squares];
    }

    public static void main(String[] args) {
        int rows = Integer.parseInt(args[0]);
        int cols = Integer.parseInt(args[1]);
        if (rows * cols > 25) {
            throw new IllegalArgumentException("at most 25 squares: the minimax keeps two bytes for each set of them");
        }
        DomineeringExhaustive truth = new DomineeringExhaustive(rows, cols);
        DomineeringSearch search = new DomineeringSearch(rows, cols, Progress.NONE);
        long positions = 0;
        long disagreements = 0;
        long withUnsafeMove = 0;
        long onlySafeWins = 0;
        for (int e = 0; e < 1 << truth.squares; e++) {
            for (boolean left : new boolean[] {true, false}) {
                positions++;
                boolean wins = truth.wins(e, left);
                if (search.wins(e, left) != wins && disagreements++ < 5) {
                    System.out.println("the search disagrees: " + truth.show(e) + ", Left to move " + left);
                }
                if (!wins) {
                    continue;
                }
                boolean unsafe = false;
                boolean unsafeWins = false;
                for (int i = 0; i < truth.squares && !unsafeWins; i++) {
                    if (truth.fits(e, i, left) && !truth.safe(e, i, left)) {
                        unsafe = true;
                        unsafeWins = !truth.wins(e & ~truth.domino(i, left), !left);
                    }
                }
                withUnsafeMove += unsafe ? 1 : 0;
                if (unsafe && !unsafeWins && onlySafeWins++ < 5) {
                    System.out.println("only a safe move wins: " + truth.show(e) + ", Left to move " + left);
                }
            }
        }
        System.out.printf("%dx%d: %,d positions, %,d disagreements with the minimax; %,d won with a move that is not"
                + " safe, %,d won by safe moves alone%n", rows, cols, positions, disagreements, withUnsafeMove,
                onlySafeWins);
        if (disagreements + onlySafeWins > 0) {
            System.exit(1);
        }
    }

    private boolean wins(int e, boolean left) {
        byte[] memo = left ? leftWins : rightWins;
        if (memo[e] != 0) {
            return memo[e] == 2;
        }
        boolean wins = false;
        for (int i = 0; i < squares && !wins; i++) {
            wins = fits(e, i, left) && !wins(e & ~domino(i, left), !left);
        }
        memo[e] = (byte) (wins ? 2 : 1);
        return wins;
    }

    /** Whether the player's domino with its top (Left, vertical) or left (Right) square at {@code i} fits. */
    private boolean fits(int e, int i, boolean left) {
        int r = i / cols;
        int c = i % cols;
        return left ? r + 1 < rows && empty(e, r, c) && empty(e, r + 1, c)
                : c + 1 < cols && empty(e, r, c) && empty(e, r, c + 1);
    }

    private int domino(int i, boolean left) {
        return left ? 1 << i | 1 << (i + cols) : 3 << i;
    }

    /** A domino neither of whose squares has an empty neighbour across it, where the opponent would lie. */
    private boolean safe(int e, int i, boolean left) {
        int r = i / cols;
        int c = i % cols;
        for (int k = 0; k < 2; k++) {
            boolean open = left ? empty(e, r + k, c - 1) || empty(e, r + k, c + 1)
                    : empty(e, r - 1, c + k) || empty(e, r + 1, c + k);
            if (open) {
                return false;
            }
        }
        return true;
    }

    private boolean empty(int e, int r, int c) {
        return r >= 0 && r < rows && c >= 0 && c < cols && (e >>> (r * cols + c) & 1) != 0;
    }

    private String show(int e) {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            s.append(r > 0 ? "|" : "");
            for (int c = 0; c < cols; c++) {
                s.append(empty(e, r, c) ? '.' : '#');
            }
        }
        return s.toString();
    }
}
