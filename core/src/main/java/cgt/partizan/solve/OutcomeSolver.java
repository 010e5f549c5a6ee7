package cgt.partizan.solve;

import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import cgt.task.Cancellation;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who wins a partizan position, and with which first move, for positions whose canonical value is out of reach:
 * a win/loss search (each node asks only whether the player to move wins) that uses the theory where it cuts.
 *
 * <ul>
 *   <li>A position is the sum of its parts ({@link PartizanRules#parts}). A part small enough (few moves: the
 *       canonical search of it is cheap) is replaced by its canonical value, and all such values by their sum
 *       {@code K}; the search goes on over the big parts and {@code K}. A move in {@code K} is a move to one of
 *       its canonical options, which stands for the real moves in those parts (equal values, equal outcomes).
 *   <li>When no big part is left, the outcome is {@code K}'s, read off by comparing it with 0: no search.
 *   <li>Positions met again are answered from a table keyed by the big parts' normal forms (sorted, so that the
 *       same regions in another order are the same position) and {@code K}, bounded in size.
 *   <li>The move that won at a position is remembered and tried first when the position comes back, and moves
 *       that leave the opponent the fewest moves are tried first elsewhere.
 * </ul>
 *
 * <p>Rules that are Domineering's ({@link DominoGrid}) take a faster path for one board of at most 64 squares: the
 * bit-board search {@link DomineeringSearch}, which decides most positions by counting the moves each player is
 * sure of and can at most make; Clobber's ({@link StoneGrid}) one for a board of at most 56 squares, the bit-board
 * search {@link ClobberSearch} ({@link #generic} keeps to the search above, for comparison).
 *
 * <p>Given an endgame table of Domineering regions ({@link RegionValues}), a part the table holds is small, its
 * value read from the table, and the bit-board search decides a board all of whose regions it holds by their sum.
 *
 * <p>Correctness never rests on the heuristics: which parts count as small only moves work between the search and
 * the canonical engine, whose values are exact. Single-threaded; a search stops at {@link Cancellation#check()}.
 *
 * @param <P> the rules' position type
 */
public final class OutcomeSolver<P> {

    /** A part with at most this many moves for both players together is valued canonically by default. */
    public static final int DEFAULT_SMALL_MOVES = 14;

    /** The most positions the table keeps; it is emptied when full (the search stays correct, only slower). */
    private static final int TABLE_LIMIT = 1 << 22;

    private final PartizanRules<P> rules;
    private final PartizanEvaluator<P> values;
    private final int smallMoves;
    private final Progress progress;
    /** The most bytes a bit-board search's table may take. */
    private final long tableBytes;
    /** The endgame table of Domineering regions ({@link RegionValues#NONE} when there is none). */
    private final RegionValues regions;
    /** The rules as grids, for looking parts up in {@link #regions}; null when they are not. */
    private final DominoGrid<P> squares;
    private final Map<Key, Entry> table = new HashMap<>();
    private final Map<P, PartInfo> parts = new HashMap<>();
    private final Map<P, CanonicalGame> smallValues = new HashMap<>();
    /** The positions on the path being searched: one met again means the rules let play go on for ever. */
    private final Set<Key> path = new HashSet<>();
    /** The rules as grids of squares, for the bit-board search; null when they are not, or the generic search is asked for. */
    private final DominoGrid<P> grid;
    /** The rules as stones on a grid, for the bit-board search of Clobber; null when they are not, or for the generic search. */
    private final StoneGrid<P> stoneGrid;
    /** The bit-board search of the last board of stones met, with the nodes of the ones before it. */
    private ClobberSearch stoneSearch;
    private StoneGrid.Stones stoneShape;
    private long stoneNodesBefore;
    /** The bit-board search of the last board shape met, with the nodes of the ones before it. */
    private DomineeringSearch fast;
    private DominoGrid.Squares fastShape;
    private long fastNodesBefore;
    private long nodes;
    /** The child that won the last search that was won, for the table. */
    private int lastWin;
    private long started;

    @SuppressWarnings("unchecked")
    private OutcomeSolver(PartizanRules<P> rules, int smallMoves, Progress progress, boolean fastPath,
            RegionValues regions, long tableBytes) {
        if (smallMoves < 0) {
            throw new IllegalArgumentException("smallMoves must be at least 0, not " + smallMoves);
        }
        this.rules = rules;
        this.squares = rules instanceof DominoGrid<?> g ? (DominoGrid<P>) g : null;
        this.grid = fastPath ? squares : null;
        this.stoneGrid = fastPath && rules instanceof StoneGrid<?> g ? (StoneGrid<P>) g : null;
        this.regions = squares == null ? RegionValues.NONE : regions;
        this.values = PartizanEvaluator.of(rules);
        this.smallMoves = smallMoves;
        this.progress = progress;
        this.tableBytes = tableBytes;
    }

    /** A solver for the rules, valuing parts of at most {@code smallMoves} moves canonically. */
    public static <P> OutcomeSolver<P> of(PartizanRules<P> rules, int smallMoves, Progress progress) {
        return new OutcomeSolver<>(rules, smallMoves, progress, true, RegionValues.NONE, Long.MAX_VALUE);
    }

    /**
     * A solver for the rules, valuing parts of at most {@code smallMoves} moves canonically, and the regions the
     * table holds by the table (Domineering's rules; other rules ignore it).
     */
    public static <P> OutcomeSolver<P> of(PartizanRules<P> rules, int smallMoves, Progress progress,
            RegionValues regions) {
        return new OutcomeSolver<>(rules, smallMoves, progress, true, regions, Long.MAX_VALUE);
    }

    /**
     * A solver as {@link #of(PartizanRules, int, Progress, RegionValues)} whose bit-board searches keep their tables
     * within {@code tableBytes} (a request's memory budget; at least 64 KB are taken whatever the bound).
     */
    public static <P> OutcomeSolver<P> of(PartizanRules<P> rules, int smallMoves, Progress progress,
            RegionValues regions, long tableBytes) {
        return new OutcomeSolver<>(rules, smallMoves, progress, true, regions, tableBytes);
    }

    /** A solver that searches as {@link #of(PartizanRules, int, Progress)} does but never takes a ruleset's fast path. */
    public static <P> OutcomeSolver<P> generic(PartizanRules<P> rules, int smallMoves, Progress progress) {
        return new OutcomeSolver<>(rules, smallMoves, progress, false, RegionValues.NONE, Long.MAX_VALUE);
    }

    /** The generic search (no bit-board path) with an endgame table of regions. */
    public static <P> OutcomeSolver<P> generic(PartizanRules<P> rules, int smallMoves, Progress progress,
            RegionValues regions) {
        return new OutcomeSolver<>(rules, smallMoves, progress, false, regions, Long.MAX_VALUE);
    }

    /** A solver with the default threshold and no progress reports. */
    public static <P> OutcomeSolver<P> of(PartizanRules<P> rules) {
        return of(rules, DEFAULT_SMALL_MOVES, Progress.NONE);
    }

    /**
     * The answer for one player moving first.
     *
     * @param wins whether the player who moves first wins
     * @param move a winning first move, as the whole position it leads to (each of the sum's positions, the one
     *     moved in replaced), when there is one
     */
    public record FirstPlayer<P>(boolean wins, Optional<List<P>> move) {
    }

    /** Who wins with Left moving first and with Right moving first, and the search's size. */
    public record Solution<P>(FirstPlayer<P> leftStarts, FirstPlayer<P> rightStarts, long nodes) {
        public Outcome outcome() {
            return Outcome.of(leftStarts.wins(), rightStarts.wins());
        }
    }

    /** Domineering boards of more empty squares than this are beyond their values (6x6 takes 40 s; 5x6 4 s). */
    private static final int DOMINEERING_VALUED_SQUARES = 30;
    /** Clobber boards of more stones than this are beyond their values (4x5 more than a minute; 3x6 4 s). */
    private static final int CLOBBER_VALUED_STONES = 18;

    /**
     * Whether the sum is one board that a bit-board search answers while its canonical value would take minutes or
     * more: a Domineering board of more than 30 empty squares, a Clobber board of more than 18 stones. Where this
     * holds, who wins and with which move should come from this solver rather than from the value (as {@code cgt
     * play} does); the sizes are where the canonical search on a 2-core machine passes a few seconds.
     */
    public static <P> boolean isBeyondValues(PartizanRules<P> rules, List<P> sum) {
        return isBeyondValues(rules, sum, DOMINEERING_VALUED_SQUARES, CLOBBER_VALUED_STONES);
    }

    /**
     * {@link #isBeyondValues(PartizanRules, List)} with other sizes: a Domineering board of more than {@code squares}
     * empty squares, a Clobber board of more than {@code stones} stones (a server that values each request afresh,
     * within seconds, draws the line lower than the command line).
     */
    public static <P> boolean isBeyondValues(PartizanRules<P> rules, List<P> sum, int squares, int stones) {
        if (sum.size() != 1) {
            return false;
        }
        if (rules instanceof DominoGrid<?> g) {
            @SuppressWarnings("unchecked")
            DominoGrid<P> grid = (DominoGrid<P>) g;
            return grid.board(sum.get(0)).filter(b -> b.cols() <= DomineeringSearch.MOST_COLUMNS)
                    .map(b -> Long.bitCount(b.empty()) > squares).orElse(false);
        }
        if (rules instanceof StoneGrid<?> g) {
            @SuppressWarnings("unchecked")
            StoneGrid<P> grid = (StoneGrid<P>) g;
            return grid.stones(sum.get(0)).map(s -> Long.bitCount(s.left() | s.right()) > stones).orElse(false);
        }
        return false;
    }

    /** Both questions for a position: Left first, then Right first. */
    public Solution<P> solve(P position) {
        return solve(List.of(position));
    }

    /** Both questions for a sum of positions: Left first, then Right first. */
    public Solution<P> solve(List<P> sum) {
        FirstPlayer<P> left = solve(sum, true);
        FirstPlayer<P> right = solve(sum, false);
        return new Solution<>(left, right, nodes());
    }

    /** Whether the player named moves first in the sum and wins, and with which move. */
    public FirstPlayer<P> solve(List<P> sum, boolean leftFirst) {
        started = started == 0 ? System.nanoTime() : started;
        Optional<DominoGrid.Squares> board = board(sum);
        if (board.isPresent()) {
            DominoGrid.Squares b = board.get();
            int move = fast(b).winningMove(b.empty(), leftFirst);
            return move < 0 ? new FirstPlayer<>(false, Optional.empty())
                    : new FirstPlayer<>(true, Optional.of(List.of(grid.position(played(b, move, leftFirst)))));
        }
        Optional<StoneGrid.Stones> stones = stones(sum);
        if (stones.isPresent()) {
            StoneGrid.Stones s = stones.get();
            int move = stoneSearch(s).winningMove(s.left(), s.right(), leftFirst);
            return move < 0 ? new FirstPlayer<>(false, Optional.empty())
                    : new FirstPlayer<>(true, Optional.of(List.of(stoneGrid.position(played(s, move, leftFirst)))));
        }
        for (List<P> moved : moves(sum, leftFirst)) {
            if (!wins(state(moved), !leftFirst)) {
                return new FirstPlayer<>(true, Optional.of(moved));
            }
        }
        return new FirstPlayer<>(false, Optional.empty());
    }

    /**
     * A line of best play from the sum, the named player moving first: the winner's winning moves and the loser's
     * replies (any reply loses; the first one the rules list is taken), each as the whole position it leads to,
     * until the player to move has no move or {@code maxMoves} moves are made.
     */
    public List<List<P>> line(List<P> sum, boolean leftFirst, int maxMoves) {
        List<List<P>> line = new ArrayList<>();
        Optional<DominoGrid.Squares> board = board(sum);
        if (board.isPresent()) {
            DominoGrid.Squares b = board.get();
            DomineeringSearch search = fast(b);
            boolean left = leftFirst;
            while (line.size() < maxMoves) {
                long placements = search.placements(b.empty(), left);
                if (placements == 0) {
                    break;
                }
                int move = search.winningMove(b.empty(), left);
                b = played(b, move >= 0 ? move : Long.numberOfTrailingZeros(placements), left);
                line.add(List.of(grid.position(b)));
                left = !left;
            }
            return line;
        }
        Optional<StoneGrid.Stones> stones = stones(sum);
        if (stones.isPresent()) {
            StoneGrid.Stones s = stones.get();
            ClobberSearch search = stoneSearch(s);
            int[] moves = new int[search.mostMoves()];
            boolean left = leftFirst;
            while (line.size() < maxMoves) {
                if (search.moves(left ? s.left() : s.right(), left ? s.right() : s.left(), moves) == 0) {
                    break;
                }
                int move = search.winningMove(s.left(), s.right(), left);
                s = played(s, move >= 0 ? move : moves[0], left);
                line.add(List.of(stoneGrid.position(s)));
                left = !left;
            }
            return line;
        }
        List<P> at = sum;
        boolean left = leftFirst;
        while (line.size() < maxMoves) {
            List<List<P>> moves = moves(at, left);
            if (moves.isEmpty()) {
                break;
            }
            List<P> next = moves.get(0);
            for (List<P> moved : moves) {
                if (!wins(state(moved), !left)) {
                    next = moved;
                    break;
                }
            }
            line.add(next);
            at = next;
            left = !left;
        }
        return line;
    }

    /** Positions searched so far (each asked once per visit, table hits included). */
    public long nodes() {
        return nodes + fastNodesBefore + (fast == null ? 0 : fast.nodes()) + stoneNodesBefore
                + (stoneSearch == null ? 0 : stoneSearch.nodes());
    }

    /** The sum as one board of stones for the bit-board search, when the rules and its size allow. */
    private Optional<StoneGrid.Stones> stones(List<P> sum) {
        return stoneGrid != null && sum.size() == 1 ? stoneGrid.stones(sum.get(0)) : Optional.empty();
    }

    /** The bit-board search for the board's shape, made anew (its table sized for it) when the shape changes. */
    private ClobberSearch stoneSearch(StoneGrid.Stones s) {
        if (stoneSearch == null || stoneShape.rows() != s.rows() || stoneShape.cols() != s.cols()) {
            stoneNodesBefore += stoneSearch == null ? 0 : stoneSearch.nodes();
            stoneSearch = new ClobberSearch(s.rows(), s.cols(), progress, tableBytes);
            stoneShape = s;
        }
        return stoneSearch;
    }

    /** The stones after the player's {@code move}. */
    private static StoneGrid.Stones played(StoneGrid.Stones s, int move, boolean left) {
        return left ? new StoneGrid.Stones(s.rows(), s.cols(), ClobberSearch.moved(s.left(), move),
                ClobberSearch.taken(s.right(), move))
                : new StoneGrid.Stones(s.rows(), s.cols(), ClobberSearch.taken(s.left(), move),
                        ClobberSearch.moved(s.right(), move));
    }

    /**
     * The sum as one board for the bit-board search, when the rules and its size allow: at most 64 squares, in
     * fewer than 64 columns (the search shifts a {@code long} by a row, and a shift by 64 is none: the one such
     * board, a strip of 64, goes to the generic search).
     */
    private Optional<DominoGrid.Squares> board(List<P> sum) {
        return grid != null && sum.size() == 1
                ? grid.board(sum.get(0)).filter(b -> b.cols() <= DomineeringSearch.MOST_COLUMNS)
                : Optional.empty();
    }

    /** The bit-board search for the board's shape, made anew (its table sized for it) when the shape changes. */
    private DomineeringSearch fast(DominoGrid.Squares b) {
        if (fast == null || fastShape.rows() != b.rows() || fastShape.cols() != b.cols()) {
            fastNodesBefore += fast == null ? 0 : fast.nodes();
            fast = new DomineeringSearch(b.rows(), b.cols(), progress, regions, tableBytes);
            fastShape = b;
        }
        return fast;
    }

    /** The board after the player's domino at {@code move}. */
    private DominoGrid.Squares played(DominoGrid.Squares b, int move, boolean left) {
        return new DominoGrid.Squares(b.rows(), b.cols(), b.empty() & ~fast(b).domino(move, left));
    }

    /** The player's moves in the sum, each as the whole sum it leads to. */
    private List<List<P>> moves(List<P> sum, boolean left) {
        List<List<P>> out = new ArrayList<>();
        for (int i = 0; i < sum.size(); i++) {
            for (P move : left ? rules.leftMoves(sum.get(i)) : rules.rightMoves(sum.get(i))) {
                List<P> moved = new ArrayList<>(sum);
                moved.set(i, move);
                out.add(List.copyOf(moved));
            }
        }
        return out;
    }

    // ----------------------------------------------------------------------------------------------
    // The search

    /**
     * A position as the search holds it: the parts it plays out ({@code big}), the small parts not yet valued
     * ({@code pending}: valued only when the position is searched, not when it is merely generated as an option), and
     * the sum of the small parts valued so far.
     */
    private record State<P>(List<P> big, List<P> pending, CanonicalGame small) {
    }

    /** A position of the table: its big parts' normal forms (sorted), K's identity and who is to move. */
    private record Key(List<Object> parts, long small, boolean leftToMove) {
    }

    /** What the table knows of a position: whether the player to move wins, and with which move if so. */
    private record Entry(boolean wins, int move) {
    }

    private State<P> state(List<P> sum) {
        List<P> parts = new ArrayList<>();
        for (P position : sum) {
            parts.addAll(rules.parts(position));
        }
        return state(List.of(), CanonicalGame.zero(), parts);
    }

    private State<P> state(List<P> keep, CanonicalGame small, Collection<P> added) {
        List<P> big = new ArrayList<>(keep.size() + added.size());
        big.addAll(keep);
        List<P> pending = new ArrayList<>(2);
        for (P part : added) {
            (info(part).small() ? pending : big).add(part);
        }
        return new State<>(big, pending, small);
    }

    /** The state with its pending parts valued and added to K, and its big parts sorted by their table keys. */
    private State<P> settled(State<P> s) {
        CanonicalGame k = s.small();
        for (P part : s.pending()) {
            k = k.plus(value(part));
        }
        // Sorted by key, so that the same regions reached in another order meet in the table.
        List<P> big = s.big();
        int n = big.size();
        long[] order = new long[n];
        for (int i = 0; i < n; i++) {
            order[i] = (long) info(big.get(i)).key().hashCode() << 32 | i;
        }
        Arrays.sort(order);
        List<P> sorted = new ArrayList<>(n);
        for (long o : order) {
            sorted.add(big.get((int) o));
        }
        return new State<>(sorted, List.of(), k);
    }

    private Key key(State<P> settled, boolean leftToMove) {
        List<Object> keys = new ArrayList<>(settled.big().size());
        for (P part : settled.big()) {
            keys.add(info(part).key());
        }
        return new Key(keys, settled.small().id(), leftToMove);
    }

    /**
     * What the search needs of one part, worked out once: its key in the table (its normal form, wrapped when the
     * normal form is its negative), its move counts, and whether it is small enough to value canonically.
     */
    private record PartInfo(Object key, int leftMoves, int rightMoves, boolean small) {
    }

    private PartInfo info(P part) {
        PartInfo known = parts.get(part);
        if (known != null) {
            return known;
        }
        PartizanRules.Normal<P> n = rules.normalize(part);
        Object key = n.negated() ? List.of(n.key()) : n.key();
        int left = rules.leftMoves(part).size();
        int right = rules.rightMoves(part).size();
        boolean small = left + right <= smallMoves || rules.knownValue(part).isPresent() || tabled(part) != null;
        PartInfo info = new PartInfo(key, left, right, small);
        remember(parts, part, info);
        return info;
    }

    /** The canonical value of a small part. */
    private CanonicalGame value(P part) {
        CanonicalGame known = smallValues.get(part);
        if (known == null) {
            CanonicalGame tabled = tabled(part);
            known = tabled != null ? tabled : rules.knownValue(part).orElseGet(() -> values.valueOfPart(part));
            remember(smallValues, part, known);
        }
        return known;
    }

    /** The part's value from the endgame table, or null when the table does not hold it. */
    private CanonicalGame tabled(P part) {
        if (regions.cells() == 0) {
            return null;
        }
        Optional<DominoGrid.Squares> b = squares.board(part);
        if (b.isEmpty() || Long.bitCount(b.get().empty()) > regions.cells()) {
            return null;
        }
        long empty = b.get().empty();
        // A part is one region; a lone square or none is worth 0.
        return Long.bitCount(empty) < 2 ? CanonicalGame.zero() : regions.valueOfSquares(empty, b.get().cols());
    }

    private static <K, V> void remember(Map<K, V> map, K key, V value) {
        if (map.size() >= TABLE_LIMIT) {
            map.clear();
        }
        map.put(key, value);
    }

    /** Whether the player to move wins the state. */
    private boolean wins(State<P> generated, boolean leftToMove) {
        State<P> s = settled(generated);
        if (++nodes % 4096 == 0) {
            Cancellation.check();
            if ((nodes & 0xFFFFF) == 0) {
                double seconds = (System.nanoTime() - started) / 1e9;
                progress.report(String.format(Locale.ROOT, "positions searched, %,.0f a second", nodes / seconds), nodes, -1);
            }
        }
        if (s.big().isEmpty()) {
            // K alone: Left moving first wins unless K <= 0; Right moving first wins unless K >= 0.
            return leftToMove ? !s.small().leq(CanonicalGame.zero()) : !s.small().geq(CanonicalGame.zero());
        }
        Key key = key(s, leftToMove);
        Entry known = table.get(key);
        if (known != null && !known.wins()) {
            return false;
        }
        if (!path.add(key)) {
            throw new BadInputException(rules.name() + " positions repeat (play can come back to "
                    + String.join(" ", s.big().stream().map(rules::format).toList()) + "): cgt solve takes rulesets"
                    + " whose play always ends; cgt analyze answers rulesets that may cycle, with draws");
        }
        try {
            boolean wins = search(s, leftToMove, known);
            remember(table, key, new Entry(wins, wins ? lastWin : -1));
            return wins;
        } finally {
            path.remove(key);
        }
    }

    private boolean search(State<P> s, boolean leftToMove, Entry known) {
        List<State<P>> children = children(s, leftToMove);
        int first = known != null ? known.move() : -1;
        if (first >= 0 && first < children.size() && !wins(children.get(first), !leftToMove)) {
            lastWin = first;
            return true;
        }
        int[] order = orderByReply(children, !leftToMove);
        for (int i : order) {
            if (i != first && !wins(children.get(i), !leftToMove)) {
                lastWin = i;
                return true;
            }
        }
        return false;
    }

    /** The states one move of the player leads to: moves in the big parts, then moves in K. */
    private List<State<P>> children(State<P> s, boolean left) {
        List<State<P>> out = new ArrayList<>();
        List<P> big = s.big();
        for (int i = 0; i < big.size(); i++) {
            List<P> others = new ArrayList<>(big.size() - 1);
            for (int j = 0; j < big.size(); j++) {
                if (j != i) {
                    others.add(big.get(j));
                }
            }
            for (P moved : left ? rules.leftMoves(big.get(i)) : rules.rightMoves(big.get(i))) {
                out.add(state(others, s.small(), rules.parts(moved)));
            }
        }
        for (CanonicalGame option : left ? s.small().leftOptions() : s.small().rightOptions()) {
            out.add(new State<>(big, List.of(), option));
        }
        return out;
    }

    /**
     * The children in the order to try them: those that leave the opponent ({@code replying}) the fewest moves
     * in the big parts first, a cheap stand-in for how good a move is that the search of most games rewards.
     */
    private int[] orderByReply(List<State<P>> children, boolean replying) {
        int n = children.size();
        long[] scored = new long[n];
        for (int i = 0; i < n; i++) {
            int replies = 0;
            State<P> child = children.get(i);
            for (List<P> list : List.of(child.big(), child.pending())) {
                for (P part : list) {
                    PartInfo info = info(part);
                    replies += replying ? info.leftMoves() : info.rightMoves();
                }
            }
            scored[i] = (long) replies << 32 | i;
        }
        Arrays.sort(scored);
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = (int) scored[i];
        }
        return order;
    }
}
