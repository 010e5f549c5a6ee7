package cgt.partizan.solve;

import cgt.task.Cancellation;
import cgt.task.Progress;

/**
 * Who wins a Clobber position of at most {@link StoneGrid.Stones#MOST_SQUARES} squares with a given player to move:
 * a win/loss search on two {@code long}s, the stones of the player to move and those of the opponent.
 *
 * <ul>
 *   <li>A player's moves are a shift and an and per direction: the own stones with an enemy stone beside them.
 *   <li>A group of stones (orthogonally connected) of one colour never moves again, as an empty square stays empty
 *       and a move keeps its stone inside its group: such groups are cleared before a position is looked up, so
 *       that positions that differ only there meet in the table.
 *   <li>Both players move alike, so a position is the stones of the player to move and of the opponent, whatever
 *       their colours: Left to move with x against o is Right to move with o against x. The table's key is the
 *       least of the position's images under the board's symmetries (four, or eight on a square board).
 *   <li>Every move's position is put in that form and looked up before any is searched: one the table knows to be
 *       lost for the opponent ends the search (the enhanced transposition cutoff), one it knows to be won for the
 *       opponent is left out. The others are tried fewest moves left to the opponent first (the player is left as
 *       many), then fewest of the opponent's stones that can move, and searched in the form they were looked up in,
 *       which the search never needs to undo since a position's outcome is its images'.
 * </ul>
 *
 * <p>The ordering and the table change only the speed; correctness rests on the rules and on the symmetries
 * keeping outcomes. One thread; stops at {@link Cancellation#check()}.
 */
final class ClobberSearch {

    /** Most table entries: 2^24 of 16 bytes, 256 MB, for boards of 26 squares or more (4x7: 13% fewer positions
     * than with 2^23). */
    private static final int LARGEST_TABLE_BITS = 24;
    /** The table's mark of a used slot, in its first word (stones use at most 56 bits). */
    private static final long USED = 1L << 63;
    /** The table's mark of a won position, in its second word. */
    private static final long WON = 1L << 63;
    /** The stones' bits in a table word; the second word keeps log2 of the search's size above them. */
    private static final long STONE_BITS = (1L << StoneGrid.Stones.MOST_SQUARES) - 1;

    private final int rows;
    private final int cols;
    private final int squares;
    private final long board;
    /** The squares with a square to their right, and those with one to their left. */
    private final long hasRight;
    private final long hasLeft;
    /** For a square board, each row's bits by value turned into a column: the transposition. Else null. */
    private final long[][] columns;
    /** Two slots a bucket, two words a slot, a bucket in one cache line: the stones to move (| USED), then the
     * opponent's | WON | log2(work) << 56. */
    private final long[] table;
    private final int bucketMask;
    private final Progress progress;
    private final int[][] moveBuffers;
    private final long[][] orderBuffers;
    private final long[][] childMine;
    private final long[][] childTheirs;
    /** What {@link #normalise} found: the least image of the position it was given. */
    private long leastMine;
    private long leastTheirs;
    private long nodes;
    private long started;

    ClobberSearch(int rows, int cols, Progress progress) {
        this(rows, cols, progress, Long.MAX_VALUE);
    }

    /** A search whose table takes at most {@code tableBytes} (64 KB whatever the bound). */
    ClobberSearch(int rows, int cols, Progress progress, long tableBytes) {
        if (rows < 1 || cols < 1 || rows * cols > StoneGrid.Stones.MOST_SQUARES) {
            throw new IllegalArgumentException("a board of at most " + StoneGrid.Stones.MOST_SQUARES
                    + " squares, not " + rows + " by " + cols);
        }
        this.rows = rows;
        this.cols = cols;
        this.squares = rows * cols;
        this.progress = progress;
        this.board = (1L << squares) - 1;
        this.hasRight = BitGrid.withRight(rows, cols);
        this.hasLeft = BitGrid.withLeft(rows, cols);
        if (rows == cols && rows > 1) {
            columns = new long[rows][1 << cols];
            for (int r = 0; r < rows; r++) {
                for (int v = 0; v < 1 << cols; v++) {
                    long column = 0;
                    for (int c = 0; c < cols; c++) {
                        column |= ((v >>> c) & 1L) << (c * cols + r);
                    }
                    columns[r][v] = column;
                }
            }
        } else {
            columns = null;
        }
        // Sized to the board: a table far bigger than the positions it will hold costs a cache miss a probe for
        // nothing.
        int bits = BitGrid.tableBits(Math.min(LARGEST_TABLE_BITS, squares - 2), tableBytes);
        this.table = new long[2 << bits];
        this.bucketMask = (1 << (bits - 1)) - 1;
        // A move removes a stone, so a line of play is at most a move per square; a player has at most one move per
        // pair of neighbouring squares.
        int pairs = 2 * squares - rows - cols;
        this.moveBuffers = new int[squares + 1][pairs + 1];
        this.orderBuffers = new long[squares + 1][pairs + 1];
        this.childMine = new long[squares + 1][pairs + 1];
        this.childTheirs = new long[squares + 1][pairs + 1];
    }

    /** Positions searched so far (each counted once per visit, table hits included). */
    long nodes() {
        return nodes;
    }

    /**
     * A winning move for the player to move, as {@code from << 6 | to} (the stone on square {@code from} takes the
     * one on {@code to}), or -1 when the player to move loses.
     */
    int winningMove(long left, long right, boolean leftToMove) {
        started = started == 0 ? System.nanoTime() : started;
        long mine = leftToMove ? left : right;
        long theirs = leftToMove ? right : left;
        int n = expand(mine, theirs, 0);
        if (n < 0) {
            return moveBuffers[0][-n - 1];
        }
        long[] order = orderBuffers[0];
        for (int k = 0; k < n; k++) {
            int i = (int) order[k];
            if (!searched(childMine[0][i], childTheirs[0][i], 1, k > 0)) {
                return moveBuffers[0][i];
            }
        }
        return -1;
    }

    /** The player's moves against the opponent's stones, as {@code from << 6 | to}, into {@code into}; how many. */
    int moves(long mine, long theirs, int[] into) {
        int n = 0;
        long from = mine & (theirs >>> 1) & hasRight;
        for (; from != 0; from &= from - 1) {
            int s = Long.numberOfTrailingZeros(from);
            into[n++] = s << 6 | (s + 1);
        }
        from = mine & (theirs << 1) & hasLeft;
        for (; from != 0; from &= from - 1) {
            int s = Long.numberOfTrailingZeros(from);
            into[n++] = s << 6 | (s - 1);
        }
        from = mine & (theirs >>> cols);
        for (; from != 0; from &= from - 1) {
            int s = Long.numberOfTrailingZeros(from);
            into[n++] = s << 6 | (s + cols);
        }
        from = mine & (theirs << cols);
        for (; from != 0; from &= from - 1) {
            int s = Long.numberOfTrailingZeros(from);
            into[n++] = s << 6 | (s - cols);
        }
        return n;
    }

    /** The most moves a player can have on this board (the size {@link #moves} needs). */
    int mostMoves() {
        return moveBuffers[0].length;
    }

    /** The mover's stones after {@code move}. */
    static long moved(long mine, int move) {
        return (mine & ~(1L << (move >>> 6))) | 1L << (move & 63);
    }

    /** The opponent's stones after the player's {@code move}. */
    static long taken(long theirs, int move) {
        return theirs & ~(1L << (move & 63));
    }

    /**
     * Whether the player to move wins the position, given in its least form (see {@link #normalise}); {@code again}
     * when a brother was searched since its parent looked it up, which may have met it.
     */
    private boolean searched(long mine, long theirs, int depth, boolean again) {
        nodes++;
        if ((nodes & 0xFFFF) == 0) {
            checkpoint();
        }
        if (again) {
            int known = probe(mine, theirs);
            if (known >= 0) {
                return known == 1;
            }
        }
        long before = nodes;
        int n = expand(mine, theirs, depth);
        boolean won = n < 0;
        if (!won) {
            long[] order = orderBuffers[depth];
            long[] cm = childMine[depth];
            long[] ct = childTheirs[depth];
            for (int k = 0; k < n; k++) {
                int i = (int) order[k];
                if (!searched(cm[i], ct[i], depth + 1, k > 0)) {
                    won = true;
                    break;
                }
            }
        }
        store(mine, theirs, won, nodes - before);
        return won;
    }

    /**
     * The moves of the position at {@code depth}: each move's position in its least form with the opponent to move
     * ({@link #childMine}, {@link #childTheirs}), looked up. Returns {@code -i - 1} when move i leads to a position
     * the table knows the opponent loses, else how many moves are left to search, their indices in
     * {@link #orderBuffers} best first (0 when the player has no move).
     */
    private int expand(long mine, long theirs, int depth) {
        int[] moves = moveBuffers[depth];
        long[] order = orderBuffers[depth];
        long[] cm = childMine[depth];
        long[] ct = childTheirs[depth];
        int n = moves(mine, theirs, moves);
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            // The opponent moves next: the child's "mine" is the opponent's stones.
            long them = taken(theirs, move);
            long me = moved(mine, move);
            long occupied = them | me;
            // The opponent's stones beside one of the player's: what clearing keeps of them, and the order's second
            // count (a cleared stone has no enemy beside it, so clearing changes neither).
            long theirsTouching = them & neighbours(me);
            long touching = theirsTouching | (me & neighbours(them));
            if (touching != occupied) {
                long alive = group(touching, occupied);
                them &= alive;
                me &= alive;
            }
            if (them == 0) {
                // The opponent has no stone that can ever move again: this move wins at once.
                return -i - 1;
            }
            // Fewest moves left to the opponent first (the player has as many: a move is a pair of enemy stones
            // side by side), then fewest of the opponent's stones that can move. On 3x8, 4.35 million positions;
            // 18.6 million by the stones that can move of both players, 85.8 million in the squares' order.
            int score = contacts(them, me) << 6 | Long.bitCount(theirsTouching);
            order[i] = (long) score << 32 | i;
            normalise(them, me);
            cm[i] = leastMine;
            ct[i] = leastTheirs;
        }
        // The lookups apart from the work above, each independent of the others: the processor overlaps their misses
        // of the cache, which took two thirds of the search's time one after another (3x8: 12.7 s against 8.3 s).
        int open = 0;
        for (int i = 0; i < n; i++) {
            int known = probe(cm[i], ct[i]);
            if (known == 0) {
                return -i - 1;
            }
            if (known < 0) {
                order[open++] = order[i]; // a move the table knows to lose (1) is left out
            }
        }
        sort(order, open);
        return open;
    }

    /** The pairs of enemy stones side by side: the moves each player has. */
    private int contacts(long mine, long theirs) {
        return Long.bitCount(mine & (theirs >>> 1) & hasRight) + Long.bitCount(mine & (theirs << 1) & hasLeft)
                + Long.bitCount(mine & (theirs >>> cols)) + Long.bitCount(mine & (theirs << cols));
    }

    /** The squares beside any of {@code stones}. */
    private long neighbours(long stones) {
        return (stones & hasRight) << 1 | (stones & hasLeft) >>> 1 | ((stones << cols) & board) | stones >>> cols;
    }

    /** The stones of {@code occupied} connected to {@code seeds} (a flood fill). */
    private long group(long seeds, long occupied) {
        long grown = seeds;
        while (true) {
            long next = grown | (neighbours(grown) & occupied);
            if (next == grown) {
                return grown;
            }
            grown = next;
        }
    }

    /** Insertion sort of the first n keys (a few dozen at most). */
    private static void sort(long[] keys, int n) {
        for (int i = 1; i < n; i++) {
            long k = keys[i];
            int j = i - 1;
            while (j >= 0 && keys[j] > k) {
                keys[j + 1] = keys[j];
                j--;
            }
            keys[j + 1] = k;
        }
    }

    /** Sets {@link #leastMine} and {@link #leastTheirs} to the least image of the position under the symmetries. */
    private void normalise(long mine, long theirs) {
        leastMine = mine;
        leastTheirs = theirs;
        least(turned(mine), turned(theirs));
        long rowsMine = flippedRows(mine);
        long rowsTheirs = flippedRows(theirs);
        least(rowsMine, rowsTheirs);
        least(turned(rowsMine), turned(rowsTheirs));
        if (columns != null) {
            long crossMine = transposed(mine);
            long crossTheirs = transposed(theirs);
            least(crossMine, crossTheirs);
            least(turned(crossMine), turned(crossTheirs));
            rowsMine = flippedRows(crossMine);
            rowsTheirs = flippedRows(crossTheirs);
            least(rowsMine, rowsTheirs);
            least(turned(rowsMine), turned(rowsTheirs));
        }
    }

    /** Takes the image if it comes before the least one so far (the mover's stones first, then the opponent's). */
    private void least(long mine, long theirs) {
        if (mine < leastMine || (mine == leastMine && theirs < leastTheirs)) {
            leastMine = mine;
            leastTheirs = theirs;
        }
    }

    /** The board turned half a circle: square i goes to squares - 1 - i. */
    private long turned(long bits) {
        return Long.reverse(bits) >>> (64 - squares);
    }

    private long flippedRows(long bits) {
        return BitGrid.flippedRows(bits, rows, cols);
    }

    /** A square board's rows as columns. */
    private long transposed(long bits) {
        long rowBits = (1L << cols) - 1;
        long out = 0;
        for (int r = 0; r < rows; r++) {
            out |= columns[r][(int) ((bits >>> (r * cols)) & rowBits)];
        }
        return out;
    }

    private int bucket(long mine, long theirs) {
        long h = mine * 0x9E3779B97F4A7C15L ^ theirs * 0xC2B2AE3D27D4EB4FL;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return ((int) (h >>> 32) & bucketMask) << 2;
    }

    /** 1 when the table knows the player to move wins, 0 when it knows the player loses, else -1. */
    private int probe(long mine, long theirs) {
        int b = bucket(mine, theirs);
        long first = mine | USED;
        if (table[b] == first && (table[b + 1] & STONE_BITS) == theirs) {
            return (int) (table[b + 1] >>> 63);
        }
        if (table[b + 2] == first && (table[b + 3] & STONE_BITS) == theirs) {
            return (int) (table[b + 3] >>> 63);
        }
        return -1;
    }

    /** Remembers a result; in a full bucket the smaller search gives way (bigger searches are dearer to redo). */
    private void store(long mine, long theirs, boolean won, long work) {
        int b = bucket(mine, theirs);
        long first = mine | USED;
        long second = theirs | (won ? WON : 0) | (long) (64 - Long.numberOfLeadingZeros(work)) << 56;
        int slot;
        if (table[b] == 0 || (table[b] == first && (table[b + 1] & STONE_BITS) == theirs)) {
            slot = b;
        } else if (table[b + 2] == 0 || (table[b + 2] == first && (table[b + 3] & STONE_BITS) == theirs)) {
            slot = b + 2;
        } else {
            slot = (table[b + 1] & ~WON) >>> 56 <= (table[b + 3] & ~WON) >>> 56 ? b : b + 2;
        }
        table[slot] = first;
        table[slot + 1] = second;
    }

    private void checkpoint() {
        BitGrid.tick(progress, nodes, started);
    }

}
