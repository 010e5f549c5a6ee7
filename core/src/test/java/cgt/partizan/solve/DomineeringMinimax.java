package cgt.partizan.solve;

/**
 * Who wins each Domineering position of one board by trying every move, remembered per set of empty squares: the
 * truth the bit-board search is checked against (DomineeringSearchBruteForceTest on small boards, and
 * bench/domineering-exhaustive.sh on boards to 25 squares). It knows nothing of counting, safe moves or symmetry,
 * but says which moves are safe, so that the rule the search's leaving out of safe moves stands on can be checked.
 */
final class DomineeringMinimax {
    private final int rows;
    private final int cols;
    final int squares;
    /** Per set of empty squares: 0 not yet known, 1 the player to move loses, 2 wins. */
    private final byte[] leftWins;
    private final byte[] rightWins;

    DomineeringMinimax(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.squares = rows * cols;
        this.leftWins = new byte[1 << squares];
        this.rightWins = new byte[1 << squares];
    }

    boolean wins(long e, boolean left) {
        byte[] memo = left ? leftWins : rightWins;
        if (memo[(int) e] != 0) {
            return memo[(int) e] == 2;
        }
        boolean wins = false;
        for (int i = 0; i < squares && !wins; i++) {
            wins = fits(e, i, left) && !wins(e & ~domino(i, left), !left);
        }
        memo[(int) e] = (byte) (wins ? 2 : 1);
        return wins;
    }

    /** Whether the player to move has a move that is not safe (a domino with a square the opponent could cover). */
    boolean hasMoveNotSafe(long e, boolean left) {
        for (int i = 0; i < squares; i++) {
            if (fits(e, i, left) && !safe(e, i, left)) {
                return true;
            }
        }
        return false;
    }

    /** Whether one of the player's moves that are not safe wins. */
    boolean aMoveNotSafeWins(long e, boolean left) {
        for (int i = 0; i < squares; i++) {
            if (fits(e, i, left) && !safe(e, i, left) && !wins(e & ~domino(i, left), !left)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the player's domino with its top (Left) or left (Right) square at {@code i} fits. */
    boolean fits(long e, int i, boolean left) {
        int r = i / cols;
        int c = i % cols;
        return left ? r + 1 < rows && empty(e, r, c) && empty(e, r + 1, c)
                : c + 1 < cols && empty(e, r, c) && empty(e, r, c + 1);
    }

    long domino(int i, boolean left) {
        return left ? 1L << i | 1L << (i + cols) : 3L << i;
    }

    /** A domino neither of whose squares has an empty neighbour across it, where the opponent would lie. */
    boolean safe(long e, int i, boolean left) {
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

    private boolean empty(long e, int r, int c) {
        return r >= 0 && r < rows && c >= 0 && c < cols && (e >>> (r * cols + c) & 1) != 0;
    }

    String show(long e) {
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
