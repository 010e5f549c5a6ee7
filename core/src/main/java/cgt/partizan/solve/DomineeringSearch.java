package cgt.partizan.solve;

import cgt.partizan.CanonicalGame;
import cgt.task.Cancellation;
import cgt.task.Progress;

/**
 * Who wins a Domineering board of at most 64 squares with a given player to move: a win/loss search on one
 * {@code long} of empty squares, in the manner of the published solvers (Breuker, Uiterwijk and van den Herik 2000;
 * Bullock's Obsequi 2002), written from their descriptions.
 *
 * <ul>
 *   <li>A player's placements are a shift and an and: Left's (vertical) {@code e & e >>> cols}, Right's
 *       (horizontal) {@code e & e >>> 1} without the last column.
 *   <li>Before searching, the position is decided by counting where it can be: a <em>safe</em> move is a domino
 *       on squares the opponent can never cover (a square with no empty neighbour in the opponent's direction stays
 *       so). When the opponent's safe moves are at least as many as all the moves the player to move could ever
 *       make (disjoint placements, counted greedily per column or row, which is exact for dominoes in a line), the
 *       player to move loses; when the player's safe moves exceed all the opponent's, the player wins. The same
 *       with the moves a player is sure of ({@link #sure}: the safe ones, and what the player gets of the switches
 *       and vulnerable slots when the two take turns taking and spoiling them), and by area: a player sure of k
 *       moves is never stuck when the opponent's dominoes laid by then and the player's switches and slots played
 *       would need more squares than the opponent can cover.
 *   <li>A player's own safe moves are never searched (Bullock's Obsequi): while the player has a move that is not
 *       safe, a safe move is never the only winning one, and one with safe moves alone is decided by counting.
 *   <li>A transposition table keyed by the least of the board's four images under the mirrors that keep vertical
 *       vertical (the same position for the same player) remembers each result, the bigger searches kept first.
 *   <li>Every move's position is counted first: a move counting shows to win ends the search, one counting shows
 *       to lose is never searched. The rest are tried in Obsequi's order: by the move's gain (the disjoint
 *       placements, all and safe, it keeps for the player less those it leaves the opponent), then by a preference
 *       for places on the board ({@link #placePreference}).
 * </ul>
 *
 * <p>Given an endgame table of regions ({@link RegionValues}), a position not decided by counting whose every region
 * the table holds is decided by the sum of their values (the player to move wins unless it is at most 0 for Left,
 * at least 0 for Right), without a move searched, when deciding it takes one comparison: at most two of the values
 * are not numbers-ups-stars (and with two, no numbers besides).
 *
 * <p>Correctness rests on the counting argument, the safe moves left out, the region values and the table alone; the
 * ordering only changes the speed. One thread; stops at {@link Cancellation#check()}.
 */
final class DomineeringSearch {

    /** The most columns: a row is a shift of the board by its columns, and a {@code long} shifted by 64 is not moved. */
    static final int MOST_COLUMNS = 63;

    /** Most table entries (two per bucket): 2^24 of 16 bytes, 256 MB, for the largest boards. */
    private static final int LARGEST_TABLE_BITS = 24;

    /** What {@link #counted} answers for a position the player to move wins, or loses, by counting alone. */
    static final int WIN = 1000;
    /**
     * The odd runs are counted only when the bound by area misses by less than this many squares: on 8x7 that
     * finds every position they decide (a gap of 100 no more), and counting them everywhere cost more time than
     * the 10% fewer positions saved.
     */
    private static final int ODD_RUNS_GAP = 3;
    static final int LOSS = -1000;

    /** Entries of the cache of regions' values: 2^16, about a megabyte. */
    private static final int SEEN_BITS = 16;

    /** The unit of a move's gain in {@link #winningSearchedMove}'s order, above every place preference. */
    private static final int GAIN_UNIT = 1 << 13;

    private final int rows;
    private final int cols;
    private final int squares;
    /** The squares of row 0. */
    private final long rowBits;
    /** The squares with a square to their right. */
    private final long hasRight;
    /** The squares with a square to their left. */
    private final long hasLeft;
    /** The squares of column 0. */
    private final long firstColumn;
    /** Every square of the board. */
    private final long board;
    /** The squares of the even columns (the first, third, ...). */
    private final long evenColumns;
    /** The squares of the even rows (the first, third, ...). */
    private final long evenRows;
    /** The squares two columns from the last or further left: those with a square two to their right. */
    private final long hasTwoRight;
    /**
     * For each player (Right 0, Left 1) and placement, how much the search prefers it among moves of equal gain
     * (below {@link #GAIN_UNIT}): see {@link #placePreference}.
     */
    private final int[][] preference;
    /**
     * The transposition table, two longs a slot side by side (so that a bucket's two slots share a cache line, one
     * memory access where separate arrays of keys and entries took two or more): the key, then the entry, 0 for an
     * empty slot, else 1 | 2 when Left is to move | 4 when the player to move wins | log2(work) << 3.
     */
    private final long[] table;
    private final int tableMask;
    private final Progress progress;
    /** The endgame table of small regions ({@link RegionValues#cells()} 0 when there is none). */
    private final RegionValues regions;
    /** The regions of the position being looked up. */
    private final long[] regionBuffer;
    /**
     * The table's values of the regions met, by their squares on this board (one board shape per search): a
     * direct-mapped cache, so that a region met again costs a hash instead of its normal form.
     */
    private final long[] seenRegions = new long[1 << SEEN_BITS];
    private final CanonicalGame[] seenValues = new CanonicalGame[1 << SEEN_BITS];
    private final int[][] moveBuffers;
    private final int[][] scoreBuffers;
    private long nodes;
    private long started;
    /** What the last {@link #sure} counted: the safe moves, the half of the slots, the slots with an own square. */
    private int sureSafe;
    private int sureUnits;
    private int sureOwnSlots;
    /** The squares of the switches and slots the last {@link #vulnerableCount} found. */
    private long sureUnitSquares;
    /** The switches and the vulnerable slots the last {@link #vulnerableCount} found. */
    private int foundSwitches;
    private int foundSlots;
    /**
     * What the last {@link #counted} that ended in a score packed, for the player to move and the opponent: all
     * the disjoint placements, and the safe ones.
     */
    private int countedMyMost;
    private int countedTheirMost;
    private int countedMySafe;
    private int countedTheirSafe;

    DomineeringSearch(int rows, int cols, Progress progress) {
        this(rows, cols, progress, RegionValues.NONE);
    }

    DomineeringSearch(int rows, int cols, Progress progress, RegionValues regions) {
        this(rows, cols, progress, regions, Long.MAX_VALUE);
    }

    /** A search whose table takes at most {@code tableBytes} (64 KB whatever the bound). */
    DomineeringSearch(int rows, int cols, Progress progress, RegionValues regions, long tableBytes) {
        if (rows < 1 || cols < 1 || cols > MOST_COLUMNS || rows * cols > 64) {
            throw new IllegalArgumentException("a board of at most 64 squares in at most " + MOST_COLUMNS
                    + " columns, not " + rows + " by " + cols);
        }
        this.rows = rows;
        this.regions = regions;
        this.regionBuffer = new long[rows * cols];
        this.cols = cols;
        this.squares = rows * cols;
        this.progress = progress;
        this.rowBits = (1L << cols) - 1;
        this.hasRight = BitGrid.withRight(rows, cols);
        this.hasLeft = BitGrid.withLeft(rows, cols);
        long column = 0;
        for (int r = 0; r < rows; r++) {
            column |= 1L << (r * cols);
        }
        this.firstColumn = column;
        this.board = squares == 64 ? -1L : (1L << squares) - 1;
        long even = 0;
        for (int c = 0; c < cols; c += 2) {
            even |= column << c;
        }
        this.evenColumns = even;
        long evenRowBits = 0;
        for (int r = 0; r < rows; r += 2) {
            evenRowBits |= rowBits << (r * cols);
        }
        this.evenRows = evenRowBits;
        this.hasTwoRight = cols > 2 ? hasRight & (hasRight >>> 1) : 0;
        this.preference = new int[2][squares];
        for (int i = 0; i < squares; i++) {
            int r = i / cols;
            int c = i % cols;
            // Right lays dominoes along the rows, Left along the columns: a line, and a place in it.
            preference[0][i] = placePreference(r, rows, c, cols);
            preference[1][i] = placePreference(c, cols, r, rows);
        }
        // Sized to the search: a table much bigger than the positions it will hold costs a cache and TLB miss a
        // probe for nothing (8x6: 2^22 entries took 0.78 of the time of 2^24, for 0.2% more positions).
        int bits = BitGrid.tableBits(Math.min(LARGEST_TABLE_BITS, squares / 2 - 2), tableBytes);
        this.table = new long[2 << bits];
        this.tableMask = (1 << bits) - 1;
        this.moveBuffers = new int[squares / 2 + 2][squares];
        this.scoreBuffers = new int[squares / 2 + 2][squares];
    }

    /**
     * Where on the board a player's domino is tried first among moves of equal gain (after Bullock's Obsequi, which
     * orders by the same classes): the domino starting at {@code place} of the player's line {@code line}, counted
     * from the nearer end of the line and the nearer edge of the board. Best on the second line from an edge (and
     * every other line inward), at a place that lines dominoes up from the end of the line (the first, third, ...),
     * then the other places of those lines, then the other inner lines the same way, and the edge lines last; within
     * each, nearer the edge first. Measured (positions searched, counted ones included): 8x7 with Left first 1.86
     * million with these classes, 7.1 million with a history of the squares' wins in their place.
     */
    private static int placePreference(int line, int lines, int place, int length) {
        int j = Math.min(line, lines - 1 - line) + 1;
        int k = Math.min(place, length - 2 - place) + 1;
        int kind = j == 1 ? 0 : (j % 2 == 0 ? 4 : 2) - (k % 2 == 0 ? 1 : 0);
        // j and k are at most 32 (a line of at most 64 squares), so the order within a class fits below 1,100.
        return kind * 1_100 + 1_099 - (j * 33 + k);
    }

    /** Positions searched so far, table hits and positions decided by counting included. */
    long nodes() {
        return nodes;
    }

    /** Whether the player to move wins the board whose empty squares are {@code empty}. */
    boolean wins(long empty, boolean leftToMove) {
        started = started == 0 ? System.nanoTime() : started;
        return wins(empty, leftToMove, 0);
    }

    /**
     * A winning move of the player to move, as the square of the domino's top (Left) or left (Right) half; -1 if
     * none. On a square board that is its own transpose Right's answer is Left's turned a quarter (which swaps the
     * players), so it is searched once.
     */
    int winningMove(long empty, boolean leftToMove) {
        started = started == 0 ? System.nanoTime() : started;
        if (!leftToMove && rows == cols && transposed(empty) == empty) {
            int move = winningMove(empty, true);
            return move < 0 ? -1 : (move % cols) * cols + move / cols;
        }
        // Searched like any position, its moves in the search's order and its safe ones left out (tried in the
        // squares' order, the first move that won 8x7 for Left took 93 million positions to prove, the one the
        // order tries first 10 million), unless counting decides it: then it names no move, and a winning one is
        // found by trying each in turn (their positions mostly decided by counting too).
        if ((++nodes & 0xFFF) == 0) {
            tick();
        }
        int known = counted(empty, leftToMove);
        if (known == LOSS) {
            return -1;
        }
        if (known != WIN) {
            return winningSearchedMove(empty, leftToMove, 0);
        }
        for (long m = placements(empty, leftToMove); m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            if (!wins(empty & ~domino(i, leftToMove), !leftToMove, 1)) {
                return i;
            }
        }
        return -1;
    }

    /** A square board's empty squares reflected in its diagonal: (r, c) to (c, r). */
    private long transposed(long e) {
        long out = 0;
        for (long m = e; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            out |= 1L << ((i % cols) * cols + i / cols);
        }
        return out;
    }

    /** The player's placements: bit i for a domino whose top (Left) or left (Right) square is i. */
    long placements(long e, boolean left) {
        return left ? e & (e >>> cols) : e & (e >>> 1) & hasRight;
    }

    /** The two squares of the player's domino at {@code i}. */
    long domino(int i, boolean left) {
        return left ? (1L | 1L << cols) << i : 3L << i;
    }

    private boolean wins(long e, boolean left, int ply) {
        if ((++nodes & 0xFFF) == 0) {
            tick();
        }
        int known = counted(e, left);
        return known == WIN || (known != LOSS && searched(e, left, ply));
    }

    /** Whether the player to move wins a position that counting has not decided: the table, then the moves. */
    private boolean searched(long e, boolean left, int ply) {
        long key = key(e);
        int bucket = bucket(key, left);
        int slot = find(bucket, key, left);
        if (slot >= 0) {
            return (table[2 * slot + 1] & 4) != 0;
        }
        int byTable = regions.cells() >= 2 ? byRegions(e, left) : 0;
        if (byTable != 0) {
            store(bucket, key, left, byTable > 0, 1);
            return byTable > 0;
        }
        long before = nodes;
        boolean won = winningSearchedMove(e, left, ply) >= 0;
        store(bucket, key, left, won, nodes - before);
        return won;
    }

    /**
     * A winning move of the player to move in a position counting has not decided, as {@link #winningMove} names
     * it, or -1 when there is none: each move's position counted, the rest searched in order.
     */
    private int winningSearchedMove(long e, boolean left, int ply) {
        long mine = placements(e, left);
        long leftOnly = e & ~((e >>> 1) & hasRight) & ~((e << 1) & hasLeft);
        long rightOnly = e & ~(e >>> cols) & ~(e << cols);
        long mySafeSquares = left ? leftOnly : rightOnly;
        // Each player's disjoint placements now, all and safe: a move's gain is how these change.
        int myMost = Long.bitCount(left ? packVertical(e) : packHorizontal(e));
        int theirMost = Long.bitCount(left ? packHorizontal(e) : packVertical(e));
        int mySafe = Long.bitCount(left ? packVertical(leftOnly) : packHorizontal(rightOnly));
        int theirSafe = Long.bitCount(left ? packHorizontal(rightOnly) : packVertical(leftOnly));
        int[] places = preference[left ? 1 : 0];
        int[] moves = moveBuffers[ply];
        int[] scores = scoreBuffers[ply];
        int count = 0;
        for (long m = mine; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            long d = domino(i, left);
            if ((d & mySafeSquares) == d) {
                // Never a safe move: a safe move is never the only winning one while a move that is not safe is
                // left (Bullock 2002; checked on every position of small boards by the tests), and a player with
                // safe moves alone wins exactly when they outnumber all the opponent's, which counting has found.
                continue;
            }
            // Each move's position is first decided by counting, if it can be: a win for the opponent is never
            // searched, a loss for the opponent ends the search here. (It is counted as a node here, once.)
            if ((++nodes & 0xFFF) == 0) {
                tick();
            }
            int child = counted(e & ~d, !left);
            if (child == LOSS) {
                return i;
            }
            if (child == WIN) {
                continue;
            }
            // The move's gain (after Obsequi's order, and its place preference among equal gains): the player's
            // disjoint placements and safe ones it keeps, less the opponent's it leaves, all read off the counting
            // of its position (where the opponent is the player to move). Measured against the earlier order (the
            // opponent's placements destroyed, less one's own, less the counting's score, ties by history): 8x7
            // with Left first 1.86 million positions instead of 57.8 million; 8x8 55 million, unsolved at 4.3 billion.
            int gain = (countedTheirMost - myMost) + (countedTheirSafe - mySafe)
                    - (countedMyMost - theirMost) - (countedMySafe - theirSafe);
            int score = gain * GAIN_UNIT + places[i];
            // Insertion by score, highest first.
            int k = count++;
            while (k > 0 && scores[k - 1] < score) {
                scores[k] = scores[k - 1];
                moves[k] = moves[k - 1];
                k--;
            }
            scores[k] = score;
            moves[k] = i;
        }
        for (int k = 0; k < count; k++) {
            if (!searched(e & ~domino(moves[k], left), !left, ply + 1)) {
                return moves[k];
            }
        }
        return -1;
    }

    /**
     * The position decided by counting where each player can be: {@link #WIN} when the player to move wins,
     * {@link #LOSS} when they lose; when counting cannot tell, how near it came, for the order of moves: the
     * player's sure moves less the opponent's possible ones, less the same for the opponent (higher is better for
     * the player to move, between -32 and 32).
     */
    int counted(long e, boolean left) {
        if (placements(e, left) == 0) {
            return LOSS;
        }
        if (placements(e, !left) == 0) {
            return WIN;
        }
        // Squares each player alone can ever cover: no empty neighbour in the other player's direction.
        long leftOnly = e & ~((e >>> 1) & hasRight) & ~((e << 1) & hasLeft);
        long rightOnly = e & ~(e >>> cols) & ~(e << cols);
        // Each player's safe dominoes packed once, for the counts here and for the sure moves below.
        int myMost = Long.bitCount(left ? packVertical(e) : packHorizontal(e));
        long theirSafePacked = left ? packHorizontal(rightOnly) : packVertical(leftOnly);
        int theirSafe = Long.bitCount(theirSafePacked);
        if (theirSafe >= myMost) {
            return LOSS;
        }
        int theirMost = Long.bitCount(left ? packHorizontal(e) : packVertical(e));
        long mySafePacked = left ? packVertical(leftOnly) : packHorizontal(rightOnly);
        int mySafe = Long.bitCount(mySafePacked);
        if (mySafe > theirMost) {
            return WIN;
        }
        countedMyMost = myMost;
        countedTheirMost = theirMost;
        countedMySafe = mySafe;
        countedTheirSafe = theirSafe;
        // The same with the vulnerable moves counted too, half each, the player to move getting the odd one.
        long theirOnly = left ? rightOnly : leftOnly;
        int theirSure = sure(e, !left, theirOnly, theirSafePacked, false);
        if (theirSure >= myMost) {
            return LOSS;
        }
        // By area (after Obsequi's bound): a player who keeps to the sure moves' strategy (vulnerable slots first,
        // then safe moves) and is stuck after k moves of their own has played all s safe ones and k - s slots, k
        // at least the sure count; the opponent has laid k dominoes meanwhile (k + 1 if they moved first), all on
        // squares they can cover, and so has every slot played on at least one of those squares, on two unless it
        // is one of the w slots with a square of the player's own. With too few such squares for that, the player
        // is never stuck, and wins.
        // Sharper: a run of an odd number of squares along the lines of the player who lays the dominoes, three
        // or more, that no switch or slot of the other touches, leaves one square that no domino ever covers (the
        // other's moves keep to those and their own squares, which no such run holds).
        int empty = Long.bitCount(e);
        int gap = empty - Long.bitCount(theirOnly) - (2 * theirSure + 2 + slotSquares());
        if (gap < 0 || (gap < ODD_RUNS_GAP && gap < oddRuns(e, left, sureUnitSquares))) {
            return LOSS;
        }
        long myOnly = left ? leftOnly : rightOnly;
        int mySure = sure(e, left, myOnly, mySafePacked, true);
        if (mySure > theirMost) {
            return WIN;
        }
        gap = empty - Long.bitCount(myOnly) - (2 * mySure + slotSquares());
        if (gap < 0 || (gap < ODD_RUNS_GAP && gap < oddRuns(e, !left, sureUnitSquares))) {
            return WIN;
        }
        return (mySure - theirMost) - (theirSure - myMost);
    }

    /**
     * The position decided by the endgame table when it holds every region: 1 when the player to move wins, -1
     * when they lose, 0 when a region is too big for the table or the sum too costly to decide.
     */
    private int byRegions(long e, boolean left) {
        int most = regions.cells();
        int count = 0;
        for (long rest = e; rest != 0; ) {
            long part = regionOf(rest & -rest, rest, most);
            if (part == 0) {
                return 0;
            }
            regionBuffer[count++] = part;
            rest &= ~part;
        }
        // The sum G is decided by one comparison, never built: the numbers, ups and stars add by arithmetic, and G
        // <= 0 when hot <= -(the rest) for one other value, or one other and no numbers. Three values or more that
        // are not numbers-ups-stars would need a canonical sum, which costs more than the search it would save.
        CanonicalGame numbers = CanonicalGame.zero();
        CanonicalGame hot = null;
        CanonicalGame other = null;
        for (int i = 0; i < count; i++) {
            if ((regionBuffer[i] & (regionBuffer[i] - 1)) == 0) {
                continue; // a lone square is 0
            }
            CanonicalGame v = valueOf(regionBuffer[i]);
            if (v.isNumberUpStar()) {
                numbers = numbers.plus(v);
            } else if (hot == null) {
                hot = v;
            } else if (other == null) {
                other = v;
            } else {
                return 0;
            }
        }
        if (other != null && !numbers.isZero()) {
            return 0;
        }
        CanonicalGame x = hot == null ? numbers : hot;
        CanonicalGame y = hot == null ? CanonicalGame.zero() : (other == null ? numbers : other).negate();
        // Left moving first wins unless G <= 0, Right unless G >= 0.
        boolean wins = left ? !x.leq(y) : !x.geq(y);
        return wins ? 1 : -1;
    }

    /** The table's value of a region of this board, through the cache. */
    private CanonicalGame valueOf(long region) {
        int slot = (int) ((region * 0x9E3779B97F4A7C15L) >>> (64 - SEEN_BITS));
        if (seenRegions[slot] != region) {
            seenValues[slot] = regions.valueOfSquares(region, cols);
            seenRegions[slot] = region;
        }
        return seenValues[slot];
    }

    /** The squares of {@code within} connected to {@code seed}, or 0 as soon as they are more than {@code most}. */
    private long regionOf(long seed, long within, int most) {
        long reached = seed;
        while (true) {
            long grown = (reached | reached << cols | reached >>> cols | (reached & hasRight) << 1
                    | (reached & hasLeft) >>> 1) & within;
            if (Long.bitCount(grown) > most) {
                return 0;
            }
            if (grown == reached) {
                return reached;
            }
            reached = grown;
        }
    }

    /** The table's key: the least of the board's images under the mirrors that keep vertical vertical. */
    private long key(long e) {
        long flipped = flipRows(e);
        return Math.min(Math.min(e, flipped),
                Math.min(Long.reverse(e) >>> (64 - squares), Long.reverse(flipped) >>> (64 - squares)));
    }

    /**
     * The moves the player is sure to make, whatever the opponent does: the safe moves, and what the player gets of
     * the switches and the vulnerable slots ({@link #vulnerableCount}: no domino of the opponent touches two of
     * them) when the two take turns, the player taking one and the opponent spoiling one, the switches first (a
     * switch the player takes gives two moves, a slot one): moving first, the player takes the odd switch and, with
     * an even number of them, the odd slot; moving second, the odd slot when the switches are odd.
     */
    private int sure(long e, boolean left, long only, long safe, boolean movesFirst) {
        vulnerableCount(e, left, only, safe);
        int b = foundSwitches;
        int v = foundSlots;
        int switches = movesFirst ? (b + 1) / 2 : b / 2;
        boolean slotFirst = movesFirst == (b % 2 == 0);
        sureUnits = 2 * switches + (slotFirst ? (v + 1) / 2 : v / 2);
        return sureSafe + sureUnits;
    }

    /**
     * The squares the moves of switches and slots take from the opponent's by the time the player of the last
     * {@link #sure} is stuck, at least: two squares each (a switch has no square of the player's own), less one for
     * each of the slots with a square of the player's own.
     */
    private int slotSquares() {
        return 2 * sureUnits - Math.min(sureUnits, sureOwnSlots);
    }

    /**
     * The safe dominoes packed on the player's own squares ({@code safe}, their top or left squares, counted in
     * {@link #sureSafe}), then on the rest the switches and the vulnerable slots, no two of which one domino of the
     * opponent touches at once: how many of each ({@link #foundSwitches}, {@link #foundSlots}; the slots with a
     * square of the player's own in {@link #sureOwnSlots}). A slot never has two: the safe dominoes are packed
     * greedily along each line, which leaves no two neighbouring own squares in the player's direction unpacked.
     *
     * <p>A <em>switch</em> (Obsequi's protective area) is a two-by-two block of empty squares walled on one side
     * across the player's lines (the two squares beyond it filled, or the board's edge): the player who lays a
     * domino along its open side has a safe move on the walled side (filled beyond, the domino before), so the
     * player gets two moves from it by moving there first, and none once the opponent has touched it.
     */
    private void vulnerableCount(long e, boolean left, long only, long safe) {
        long rest = e & ~(left ? safe | safe << cols : safe | safe << 1);
        long filled = ~e & board;
        long corners;
        if (left) {
            long pairs = rest & (rest >>> cols);
            long walls = filled & (filled >>> cols);
            corners = pairs & (pairs >>> 1) & hasRight
                    & (((walls << 1) & hasLeft) | firstColumn | ((walls >>> 2) & hasTwoRight) | firstColumn << (cols - 2));
        } else {
            long pairs = rest & (rest >>> 1) & hasRight;
            long walls = filled & (filled >>> 1) & hasRight;
            corners = pairs & (pairs >>> cols)
                    & ((walls << cols) | rowBits | (walls >>> (2 * cols)) | rowBits << ((rows - 2) * cols));
        }
        long blocked = 0;
        long switchSquares = 0;
        int switches = 0;
        for (long m = corners; m != 0; m &= m - 1) {
            long block = 3L << Long.numberOfTrailingZeros(m);
            block |= block << cols;
            if ((block & blocked) == 0) {
                switches++;
                switchSquares |= block;
                blocked |= reach(block, left);
            }
        }
        // The slots: a slot's domino lies on its row (Right) or on its row and the next (Left), so slots two rows
        // apart never meet. Those of the even rows first, every other place of each run of free places (from the
        // left), all rows at once; then those of the odd rows the same way, out of the even ones' reach. (Row by
        // row, each out of the reach of the row before, took a loop over the rows: 1 to 3% fewer positions, and
        // more time.)
        long free = placements(rest, left) & ~blocked & ~(left ? blocked >>> cols : blocked >>> 1);
        long evenSlots = alternate(free & evenRows);
        long near = reach(left ? evenSlots | evenSlots << cols : evenSlots | evenSlots << 1, left);
        long oddFree = free & ~evenRows & ~near & ~(left ? near >>> cols : near >>> 1);
        long slots = evenSlots | alternate(oddFree);
        sureSafe = Long.bitCount(safe);
        sureOwnSlots = Long.bitCount(slots & (left ? only | only >>> cols : only | only >>> 1));
        sureUnitSquares = switchSquares | slots | (left ? slots << cols : slots << 1);
        foundSwitches = switches;
        foundSlots = Long.bitCount(slots);
    }

    /**
     * The runs of empty squares along the lines of the given player (columns for Left, rows for Right) of an odd
     * length of three or more that share no square with {@code touched}: each leaves a square the player never
     * covers while the rest of the run stays as it is. All lines at once, a step along them at a time.
     */
    private int oddRuns(long e, boolean alongColumns, long touched) {
        int steps = alongColumns ? rows : cols;
        long mask = alongColumns ? rowBits : firstColumn;
        int stride = alongColumns ? cols : 1;
        long inRun = 0;
        long odd = 0;
        long longer = 0;
        long hit = 0;
        int count = 0;
        for (int k = 0, at = 0; k < steps; k++, at += stride) {
            long x = (e >>> at) & mask;
            long t = (touched >>> at) & mask;
            count += Long.bitCount(inRun & ~x & odd & longer & ~hit);
            longer = (longer | (inRun & x)) & x;
            odd = (odd ^ x) & x;
            hit = (hit | t) & x;
            inRun = x;
        }
        return count + Long.bitCount(inRun & odd & longer & ~hit);
    }

    /**
     * Of each run of neighbouring places in a line (one row's bits), the first, third, fifth...: what taking them
     * from the left one at a time takes when each place rules out its neighbours. The runs that start on an even
     * column are found by a carry: adding their first bits clears them.
     */
    private long alternate(long line) {
        long starts = line & ~((line << 1) & hasLeft);
        long evenRuns = line & ~(line + (starts & evenColumns));
        return (evenRuns & evenColumns) | (line & ~evenRuns & ~evenColumns);
    }

    /**
     * The squares and their neighbours in the opponent's direction: a square of another switch or slot among them
     * would let one domino of the opponent touch both.
     */
    private long reach(long squaresOf, boolean left) {
        return left ? squaresOf | ((squaresOf << 1) & hasLeft) | ((squaresOf >>> 1) & hasRight)
                : squaresOf | squaresOf << cols | squaresOf >>> cols;
    }

    /**
     * The top squares of the most disjoint vertical dominoes on the squares, paired from the top of each column: in
     * each run of places down a column, the first, third, fifth... The runs that start on an even row are filled
     * down from their first places by doubling steps (one, two, four rows...), all columns at once; every other
     * place of a run has its first place's row parity.
     */
    private long packVertical(long s) {
        long places = s & (s >>> cols);
        if (places == 0) {
            return 0;
        }
        long fill = places & ~(places << cols) & evenRows;
        long through = places;
        for (int step = cols; step < squares; step <<= 1) {
            fill |= through & (fill << step);
            through &= through << step;
        }
        return (fill & evenRows) | (places & ~fill & ~evenRows);
    }

    /**
     * The left squares of the most disjoint horizontal dominoes on the squares, paired from the left of each row:
     * every other place of each run along a row ({@link #alternate}, whose carry never leaves a row here, as a
     * row's last square is never a place).
     */
    private long packHorizontal(long s) {
        return alternate(s & (s >>> 1) & hasRight);
    }

    /** The board mirrored top to bottom. */
    private long flipRows(long e) {
        return BitGrid.flippedRows(e, rows, cols);
    }


    private int bucket(long key, boolean left) {
        long h = (key ^ (left ? 0x5DEECE66DL : 0)) * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & tableMask & ~1;
    }

    private int find(int bucket, long key, boolean left) {
        int side = left ? 2 : 0;
        for (int slot = bucket; slot < bucket + 2; slot++) {
            long entry = table[2 * slot + 1];
            if (entry != 0 && table[2 * slot] == key && (entry & 2) == side) {
                return slot;
            }
        }
        return -1;
    }

    private void store(int bucket, long key, boolean left, boolean wins, long work) {
        int slot = find(bucket, key, left);
        if (slot < 0) {
            slot = (table[2 * bucket + 1] >>> 3) <= (table[2 * bucket + 3] >>> 3) ? bucket : bucket + 1;
        }
        int log = 64 - Long.numberOfLeadingZeros(work);
        table[2 * slot] = key;
        table[2 * slot + 1] = 1 | (left ? 2 : 0) | (wins ? 4 : 0) | log << 3;
    }

    private void tick() {
        BitGrid.tick(progress, nodes, started);
    }

}
