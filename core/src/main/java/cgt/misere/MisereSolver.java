package cgt.misere;

import cgt.impartial.CyclicGameException;
import cgt.impartial.WholePositions;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Outcomes in misère play, where the player who cannot move <em>wins</em>, for any impartial ruleset.
 *
 * <p>Misère values do not add like nim-sums, so the search runs over whole positions (see
 * {@link WholePositions}): a position is an N-position when some move leads to a P-position, and a
 * position with no move at all is an N-position (the player to move cannot move, and so wins). The search
 * is iterative, memoized, reports cycles and can be interrupted.
 *
 * <p>It is bounded twice: by the number of positions, and by an estimate of the memory it holds (the solved
 * positions, the moves waiting on the search path, the cached options of components), checked against a
 * budget of half the heap that was free when it started. A count alone did not bound it: one Wythoff queen
 * at 4999,4999 has 15,000 moves per position, and the search filled the heap, spent minutes collecting
 * garbage, and did not even answer Ctrl-C. Interruption is checked for every position and every thousand
 * moves. Not thread-safe.
 *
 * @param <C> the component type
 */
public final class MisereSolver<C> {

    /** A stored position: hash map entry and slot, list object and array, beyond its components' references. */
    static final long POSITION_BYTES = 88;
    /** A move waiting on the search path: a list object and its array. */
    static final long MOVE_BYTES = 48;
    /** Each component reference in a list. */
    static final long REFERENCE_BYTES = 8;
    /** A cached option beyond its components: the option's list and its slot in the component's list. */
    static final long OPTION_BYTES = 40;
    /** A component a ruleset creates, unless told otherwise (a Wythoff queen with two BigIntegers is ~150). */
    public static final long DEFAULT_COMPONENT_BYTES = 160;

    private final WholePositions<C> positions;
    private final long maxPositions;
    private final long maxBytes;
    private final long componentBytes;
    /** Estimated bytes of the memo's positions, and of the move lists of the frames on the stack. */
    private long storedBytes;
    private long stackBytes;
    private final Progress progress;
    /** Moves generated so far: a position with many moves costs more than one with few. */
    private long movesGenerated;
    /** true: the player to move wins (N); false: P; null in the map while being searched. */
    private final Map<List<C>, Boolean> memo = new HashMap<>();

    /** A solver within maxPositions and half the heap free now. */
    public MisereSolver(WholePositions<C> positions, long maxPositions) {
        this(positions, maxPositions, Progress.NONE);
    }

    /** As above, reporting the moves it has examined, against the most it may examine, to {@code progress}. */
    public MisereSolver(WholePositions<C> positions, long maxPositions, Progress progress) {
        this(positions, maxPositions, defaultMemoryBudget(), DEFAULT_COMPONENT_BYTES, progress);
    }

    /**
     * @param maxBytes the most memory the search may hold, by its estimate
     * @param componentBytes the estimated size of one component object
     */
    public MisereSolver(WholePositions<C> positions, long maxPositions, long maxBytes, long componentBytes) {
        this(positions, maxPositions, maxBytes, componentBytes, Progress.NONE);
    }

    /**
     * A solver within the given positions and memory (a request's budget), reporting to {@code progress}.
     *
     * @param maxBytes the most memory the search may hold, by its estimate
     * @param componentBytes the estimated size of one component object
     */
    public MisereSolver(WholePositions<C> positions, long maxPositions, long maxBytes, long componentBytes,
            Progress progress) {
        this.positions = positions;
        this.maxPositions = maxPositions;
        this.maxBytes = maxBytes;
        this.componentBytes = componentBytes;
        this.progress = Objects.requireNonNull(progress);
    }

    /** The most moves a search may generate: a position with many moves costs more than one with few. */
    public long maxMoves() {
        return 20 * maxPositions;
    }

    /**
     * Half the heap that is free now, at least 16 MB and at most 1 GB: room for the search and the rest of the
     * program, and no more than a search within the position limit needs (3,000,000 positions take ~300 MB).
     */
    public static long defaultMemoryBudget() {
        Runtime r = Runtime.getRuntime();
        long free = r.maxMemory() - (r.totalMemory() - r.freeMemory());
        return Math.max(16L << 20, Math.min(1L << 30, free / 2));
    }

    /** The memory the search holds now, by its estimate. */
    public long estimatedBytes() {
        return storedBytes + stackBytes
                + positions.cachedOptions() * (OPTION_BYTES + REFERENCE_BYTES + componentBytes)
                + positions.cachedComponents() * (POSITION_BYTES + componentBytes);
    }

    /** Whether the player to move wins the sum in misère play. */
    public boolean nextPlayerWins(List<C> sum) {
        List<C> root = positions.normalize(sum);
        if (memo.containsKey(root) && memo.get(root) != null) {
            return memo.get(root);
        }
        ArrayDeque<Frame<C>> stack = new ArrayDeque<>();
        try {
            push(stack, root);
            while (!stack.isEmpty()) {
                Frame<C> top = stack.peek();
                Boolean result = null;
                List<C> pending = null;
                while (top.index < top.moves.size()) {
                    List<C> child = top.moves.get(top.index);
                    if (!memo.containsKey(child)) {
                        pending = child;
                        break;
                    }
                    Boolean childWins = memo.get(child);
                    if (childWins == null) {
                        throw cycle(stack, child);
                    }
                    if (!childWins) {
                        result = true; // a move to a P-position wins
                        break;
                    }
                    top.index++;
                }
                if (pending != null) {
                    push(stack, pending);
                    continue;
                }
                if (result == null) {
                    // every move leads to an N-position; with no move at all, misère says the mover wins
                    result = top.moves.isEmpty();
                }
                memo.put(top.position, result);
                stack.pop();
                stackBytes -= top.bytes;
            }
        } catch (RuntimeException e) {
            for (Frame<C> f : stack) {
                memo.remove(f.position);
                storedBytes -= POSITION_BYTES + REFERENCE_BYTES * f.position.size();
                stackBytes -= f.bytes;
            }
            throw e;
        }
        return memo.get(root);
    }

    /** How many whole positions have been solved so far. */
    public int solvedCount() {
        return memo.size();
    }

    private void push(ArrayDeque<Frame<C>> stack, List<C> position) {
        Cancellation.check(); // cheap, and each position may cost thousands of moves
        if (memo.size() >= maxPositions) {
            throw new TooBigException("misère play cannot be split into parts, and this position has more than "
                    + maxPositions + " positions to search; try fewer or smaller parts", "tooBig.misere.positions",
                    List.of(maxPositions));
        }
        requireMemory();
        List<List<C>> moves = positions.moves(position);
        movesGenerated += moves.size();
        if (movesGenerated > maxMoves()) {
            throw new TooBigException("misère play cannot be split into parts, and this position's game tree has more"
                    + " than " + maxMoves() + " moves to search; try fewer or smaller parts", "tooBig.misere.moves",
                    List.of(maxMoves()));
        }
        if ((memo.size() & 0xFF) == 0) {
            // Against the limit, which is the one bound on the job known in advance: the rate says how long
            // reaching it would take, though most searches end far earlier.
            progress.report("misère search of whole positions, moves examined (the limit)", movesGenerated,
                    maxMoves());
        }
        long bytes = moves.size() * (MOVE_BYTES + REFERENCE_BYTES * (position.size() + 1L));
        // Marked as being searched only together with its frame, so that a failure above (interrupted, too
        // big) leaves no mark behind that a later search would take for a cycle.
        memo.put(position, null);
        storedBytes += POSITION_BYTES + REFERENCE_BYTES * position.size();
        stackBytes += bytes;
        stack.push(new Frame<>(position, moves, bytes));
        requireMemory();
    }

    /** Refuses to go on once the estimate passes the budget, after dropping the options cache if that helps. */
    private void requireMemory() {
        long bytes = estimatedBytes();
        if (bytes <= maxBytes) {
            return;
        }
        if (bytes - storedBytes - stackBytes > maxBytes / 4) {
            positions.forgetOptions(); // a cache only saves time; the search needs the rest
            bytes = estimatedBytes();
            if (bytes <= maxBytes) {
                return;
            }
        }
        throw new TooBigException(String.format(Locale.ROOT, "misère play cannot be split into parts,"
                + " and searching this position needs more memory than it may use (about %.1f MB, half the memory"
                + " free when it started, 1 GB at most) after %,d positions; try fewer or smaller parts, or give Java more"
                + " memory (JAVA_OPTS=-Xmx...)", maxBytes / 1048576.0, memo.size()), "tooBig.misere.memory",
                List.of(String.format(Locale.ROOT, "%.1f", maxBytes / 1048576.0), memo.size()));
    }

    private CyclicGameException cycle(ArrayDeque<Frame<C>> stack, List<C> repeated) {
        ArrayList<List<C>> path = new ArrayList<>();
        for (Frame<C> f : stack) {
            path.add(0, f.position);
            if (f.position.equals(repeated)) {
                break;
            }
        }
        return new CyclicGameException(path);
    }

    private static final class Frame<C> {
        final List<C> position;
        final List<List<C>> moves;
        /** The estimated memory of the moves, given back when the frame is done. */
        final long bytes;
        int index;

        Frame(List<C> position, List<List<C>> moves, long bytes) {
            this.position = position;
            this.moves = moves;
            this.bytes = bytes;
        }
    }
}
