package cgt.impartial;

import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Outcomes in misère play, where the player who cannot move <em>wins</em>, for any impartial ruleset.
 *
 * <p>Misère values do not add like nim-sums, so the search runs over whole positions (see
 * {@link WholePositions}): a position is an N-position when some move leads to a P-position, and a
 * position with no move at all is an N-position (the player to move cannot move, and so wins). The search
 * is iterative, memoized, bounded in the number of positions, reports cycles and can be interrupted.
 * Not thread-safe.
 *
 * @param <C> the component type
 */
public final class MisereSolver<C> {

    private final WholePositions<C> positions;
    private final long maxPositions;
    /** Moves generated so far: a position with many moves costs more than one with few. */
    private long movesGenerated;
    /** true: the player to move wins (N); false: P; null in the map while being searched. */
    private final Map<List<C>, Boolean> memo = new HashMap<>();

    public MisereSolver(WholePositions<C> positions, long maxPositions) {
        this.positions = positions;
        this.maxPositions = maxPositions;
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
            }
        } catch (RuntimeException e) {
            for (Frame<C> f : stack) {
                memo.remove(f.position);
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
        if (memo.size() >= maxPositions) {
            throw new TooBigException("misère play cannot be split into parts, and this position has more than "
                    + maxPositions + " positions to search; try fewer or smaller parts");
        }
        if ((memo.size() & 0x3FF) == 0) {
            Cancellation.check();
        }
        memo.put(position, null);
        List<List<C>> moves = positions.moves(position);
        movesGenerated += moves.size();
        if (movesGenerated > 20 * maxPositions) {
            throw new TooBigException("misère play cannot be split into parts, and this position's game tree has more"
                    + " than " + 20 * maxPositions + " moves to search; try fewer or smaller parts");
        }
        stack.push(new Frame<>(position, moves));
    }

    private CyclicGameException cycle(ArrayDeque<Frame<C>> stack, List<C> repeated) {
        java.util.ArrayList<List<C>> path = new java.util.ArrayList<>();
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
        int index;

        Frame(List<C> position, List<List<C>> moves) {
            this.position = position;
            this.moves = moves;
        }
    }
}
