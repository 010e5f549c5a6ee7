package cgt.loopy;

import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.outcome.Player;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Who wins each position of a partizan ruleset whose play may repeat, with each player to move: the whole graph of
 * positions reachable from a start is built (every argument of a sum played side by side, one vertex per whole
 * position), and retrograde analysis labels every (position, player to move) a win or a loss for the player to move,
 * with its remoteness, or a draw.
 *
 * <p>Retrograde analysis: a player to move with no move loses (remoteness 0). Working outwards in order of
 * remoteness, a state with a move to a state lost for the opponent is won (one more than the quickest such move),
 * and a state all of whose moves lead to states won by the opponent is lost (one more than the slowest). What is
 * never labelled is a draw: from it neither player can force the end, since each move of the player to move either
 * hands the opponent a win or keeps the draw. A counter per state of moves not yet known to be won by the opponent
 * makes this one pass over the reverse edges.
 *
 * <p>The exploration is bounded by the budget's {@link Budget.Positions#loopy()} positions and by its memory; past
 * either it stops with a {@link TooBigException} that says how many positions and moves it had found.
 *
 * @param <P> the ruleset's position type
 */
public final class LoopyPartizanSolver<P> {

    /** Bytes per position, roughly: the map entry, the list that is the position, and the per-state arrays. */
    static final long BYTES_PER_POSITION = 200;
    /** Bytes per move: its target while exploring and in the graph, and the reverse edge. */
    static final long BYTES_PER_EDGE = 16;
    private static final int REPORT_EVERY = 1 << 12;
    private static final byte DRAW = 0;
    private static final byte LOSS = 1;
    private static final byte WIN = 2;

    private final PartizanRules<P> rules;
    private final List<List<P>> positions = new ArrayList<>();
    private final Map<List<P>, Integer> ids = new HashMap<>();
    private final Edges left = new Edges();
    private final Edges right = new Edges();
    private final long maxPositions;
    private final long maxBytes;
    /** Per state {@code 2v} (Left to move) and {@code 2v + 1} (Right to move): WIN or LOSS for the mover, or DRAW. */
    private byte[] status;
    private int[] remoteness;

    private LoopyPartizanSolver(PartizanRules<P> rules, long maxPositions, long maxBytes) {
        this.rules = rules;
        this.maxPositions = Math.min(maxPositions, Integer.MAX_VALUE / 2 - 8L);
        this.maxBytes = maxBytes;
    }

    /**
     * Builds and labels the graph of every position reachable from {@code start} (the arguments of a sum), within
     * the budget's loopy positions and a quarter of the memory Java may use.
     *
     * @throws TooBigException when the graph is bigger than that
     */
    public static <P> LoopyPartizanSolver<P> solve(PartizanRules<P> rules, List<P> start, Budget budget,
            Progress progress) {
        return solve(rules, start, budget.positions().loopy(),
                budget.memoryWithin(Runtime.getRuntime().maxMemory() / 4), progress);
    }

    /** As above, with the limits given: at most {@code maxPositions} positions and about {@code maxBytes}. */
    public static <P> LoopyPartizanSolver<P> solve(PartizanRules<P> rules, List<P> start, long maxPositions,
            long maxBytes, Progress progress) {
        LoopyPartizanSolver<P> s = new LoopyPartizanSolver<>(rules, maxPositions, maxBytes);
        s.explore(List.copyOf(start), progress);
        s.label(progress);
        return s;
    }

    /** How many positions the graph has. */
    public int positionCount() {
        return positions.size();
    }

    /** How many moves (Left's and Right's) the graph has. */
    public long moveCount() {
        return (long) left.count + right.count;
    }

    /** The vertex of a whole position, if it was reached from the start (the start is vertex 0). */
    public OptionalInt vertex(List<P> position) {
        Integer v = ids.get(position);
        return v == null ? OptionalInt.empty() : OptionalInt.of(v);
    }

    /** The whole position of a vertex, as its arguments. */
    public List<P> position(int v) {
        return positions.get(v);
    }

    /** The vertices one player's moves lead to, in the order the rules list them (argument by argument). */
    public int[] moves(int v, Player player) {
        Edges e = player == Player.LEFT ? left : right;
        return Arrays.copyOfRange(e.targets, e.offsets[v], e.offsets[v + 1]);
    }

    /** Who wins from the vertex with that player to move, with best play. */
    public Result result(int v, Player toMove) {
        byte s = status[state(v, toMove)];
        if (s == DRAW) {
            return Result.DRAW;
        }
        boolean moverWins = s == WIN;
        return moverWins == (toMove == Player.LEFT) ? Result.LEFT_WINS : Result.RIGHT_WINS;
    }

    /**
     * Moves to the end with best play from the vertex with that player to move (the winner hurries, the loser
     * delays); empty for a draw.
     */
    public OptionalInt remoteness(int v, Player toMove) {
        int s = state(v, toMove);
        return status[s] == DRAW ? OptionalInt.empty() : OptionalInt.of(remoteness[s]);
    }

    /** The vertex's outcome class: the results with Left and with Right moving first. */
    public LoopyOutcomeClass outcomeClass(int v) {
        return LoopyOutcomeClass.of(result(v, Player.LEFT), result(v, Player.RIGHT));
    }

    /**
     * Whether a move of {@code player} from {@code v} to {@code w} keeps the player's best result: to a position
     * lost for the opponent when {@code v} is won, drawn when {@code v} is drawn; when {@code v} is lost, every
     * move is lost and none keeps anything.
     */
    public boolean keepsBest(int v, int w, Player player) {
        byte from = status[state(v, player)];
        byte to = status[state(w, player.opponent())];
        return from == WIN ? to == LOSS : from == DRAW && to == DRAW;
    }

    /**
     * The move a perfect player makes: from a won position the move to a lost one of the least remoteness (so the
     * win comes, the remoteness falling by one each turn), from a drawn one the first move that keeps the draw,
     * from a lost one the move that delays the end longest. Empty when the player has no move.
     */
    public OptionalInt bestMove(int v, Player player) {
        Edges e = player == Player.LEFT ? left : right;
        byte from = status[state(v, player)];
        int best = -1;
        for (int i = e.offsets[v]; i < e.offsets[v + 1]; i++) {
            int w = e.targets[i];
            int t = state(w, player.opponent());
            if (from == WIN) {
                if (status[t] == LOSS && remoteness[t] == remoteness[state(v, player)] - 1) {
                    return OptionalInt.of(w);
                }
            } else if (from == DRAW) {
                if (status[t] == DRAW) {
                    return OptionalInt.of(w);
                }
            } else if (best < 0 || remoteness[t] > remoteness[state(best, player.opponent())]) {
                best = w;
            }
        }
        if (from != LOSS && e.offsets[v] < e.offsets[v + 1]) {
            throw new AssertionError("a won or drawn position has a move that keeps it");
        }
        return best < 0 ? OptionalInt.empty() : OptionalInt.of(best);
    }

    private static int state(int v, Player toMove) {
        return 2 * v + (toMove == Player.LEFT ? 0 : 1);
    }

    private void explore(List<P> start, Progress progress) {
        id(start);
        for (int v = 0; v < positions.size(); v++) {
            if ((v & (REPORT_EVERY - 1)) == 0) {
                Cancellation.check();
                progress.report(stage(), v, 0); // no total: how many positions remain is unknown until found
            }
            List<P> position = positions.get(v);
            for (int i = 0; i < position.size(); i++) {
                for (P option : rules.leftMoves(position.get(i))) {
                    left.add(id(replaced(position, i, option)));
                }
            }
            left.endRow(v);
            for (int i = 0; i < position.size(); i++) {
                for (P option : rules.rightMoves(position.get(i))) {
                    right.add(id(replaced(position, i, option)));
                }
            }
            right.endRow(v);
            checkBudget(positions.size());
        }
        progress.report(stage(), positions.size(), positions.size());
    }

    private static <P> List<P> replaced(List<P> position, int i, P option) {
        List<P> next = new ArrayList<>(position);
        next.set(i, option);
        return List.copyOf(next);
    }

    private Progress.Stage stage() {
        return Progress.Stage.of(
                String.format(Locale.ROOT, "positions of a game with cycles explored (the limit is %,d)", maxPositions),
                "stage.loopyExplored", maxPositions);
    }

    private int id(List<P> position) {
        Integer known = ids.get(position);
        if (known != null) {
            return known;
        }
        int v = positions.size();
        if (v >= maxPositions) {
            throw tooBig();
        }
        ids.put(position, v);
        positions.add(position);
        return v;
    }

    private void checkBudget(long positionCount) {
        if (positionCount * BYTES_PER_POSITION + moveCount() * BYTES_PER_EDGE > maxBytes) {
            throw tooBig();
        }
    }

    private TooBigException tooBig() {
        long bytes = positions.size() * BYTES_PER_POSITION + moveCount() * BYTES_PER_EDGE;
        return new TooBigException(String.format(Locale.ROOT, "the game has cycles and more positions than its"
                + " analysis can hold: %,d positions and %,d moves found so far (about %,d MB), against limits of"
                + " %,d positions and %,d MB; start from a smaller position", positions.size(), moveCount(),
                bytes >> 20, maxPositions, maxBytes >> 20), "tooBig.cycles", List.of(positions.size(), moveCount(),
                bytes >> 20, maxPositions, maxBytes >> 20));
    }

    private void label(Progress progress) {
        int n = positions.size();
        int[] leftSources = left.reversed(n);
        int[] leftSourceOffsets = left.reverseOffsets;
        int[] rightSources = right.reversed(n);
        int[] rightSourceOffsets = right.reverseOffsets;
        status = new byte[2 * n];
        remoteness = new int[2 * n];
        int[] unresolved = new int[2 * n]; // moves not yet known to be won by the opponent
        int[] queue = new int[2 * n]; // each state enters once, in order of remoteness
        int tail = 0;
        for (int v = 0; v < n; v++) {
            unresolved[2 * v] = left.offsets[v + 1] - left.offsets[v];
            unresolved[2 * v + 1] = right.offsets[v + 1] - right.offsets[v];
            for (int side = 0; side < 2; side++) {
                if (unresolved[2 * v + side] == 0) {
                    status[2 * v + side] = LOSS;
                    queue[tail++] = 2 * v + side;
                }
            }
        }
        for (int head = 0; head < tail; head++) {
            if ((head & (REPORT_EVERY - 1)) == 0) {
                Cancellation.check();
                progress.report("outcomes of a game with cycles", head, 2L * n);
            }
            int t = queue[head];
            int w = t >> 1;
            boolean rightToMoveAtT = (t & 1) == 1;
            // The states that move to t: Left to move, by a Left move to w (t has Right to move), or the converse.
            int[] sources = rightToMoveAtT ? leftSources : rightSources;
            int[] offsets = rightToMoveAtT ? leftSourceOffsets : rightSourceOffsets;
            int sourceSide = rightToMoveAtT ? 0 : 1;
            for (int e = offsets[w]; e < offsets[w + 1]; e++) {
                int s = 2 * sources[e] + sourceSide;
                if (status[s] != DRAW) {
                    continue;
                }
                if (status[t] == LOSS) {
                    status[s] = WIN;
                } else if (--unresolved[s] == 0) {
                    status[s] = LOSS;
                } else {
                    continue;
                }
                remoteness[s] = remoteness[t] + 1;
                queue[tail++] = s;
            }
        }
        progress.report("outcomes of a game with cycles", 2L * n, 2L * n);
    }

    /** One player's moves as rows of targets, one row per vertex, and their reverse once exploring is done. */
    private static final class Edges {
        int[] offsets = new int[1024];
        int[] targets = new int[4096];
        int count;
        int[] reverseOffsets;

        void add(int target) {
            if (count == targets.length) {
                targets = Arrays.copyOf(targets, targets.length + (targets.length >> 1));
            }
            targets[count++] = target;
        }

        void endRow(int v) {
            if (v + 2 > offsets.length) {
                offsets = Arrays.copyOf(offsets, offsets.length * 2);
            }
            offsets[v + 1] = count;
        }

        /** The sources of the edges into each vertex, grouped by target; {@link #reverseOffsets} delimits them. */
        int[] reversed(int n) {
            reverseOffsets = new int[n + 1];
            for (int i = 0; i < count; i++) {
                reverseOffsets[targets[i] + 1]++;
            }
            for (int v = 0; v < n; v++) {
                reverseOffsets[v + 1] += reverseOffsets[v];
            }
            int[] fill = Arrays.copyOf(reverseOffsets, n);
            int[] sources = new int[count];
            for (int v = 0; v < n; v++) {
                for (int i = offsets[v]; i < offsets[v + 1]; i++) {
                    sources[fill[targets[i]]++] = v;
                }
            }
            return sources;
        }
    }
}
