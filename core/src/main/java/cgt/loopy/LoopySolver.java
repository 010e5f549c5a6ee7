package cgt.loopy;

import cgt.rules.ImpartialRules;
import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Outcomes, remoteness and generalized Sprague-Grundy values of the positions of an impartial ruleset whose game
 * graph may have cycles: the positions reachable from those asked about are explored into a {@link GameGraph},
 * and {@link GraphSolver}'s retrograde analysis labels them all.
 *
 * <p>A vertex is one component, or a sum of several (a move that leaves two heaps leads to their sum, which is
 * one vertex whose options are the moves in either part), each component in its rules' normal form
 * ({@link ImpartialRules#normalize}). The rules' known values are not used: a label needs a remoteness, which a
 * Grundy value does not give. Values of sums of separate positions follow from their
 * parts' by {@link GeneralizedValue#plus}, so a caller asks about each part of a position, never the product.
 *
 * <p>Exploration is bounded: past {@code maxPositions} vertices, or the memory the graph would need (a quarter
 * of what Java may use), it stops with a {@link TooBigException} that says how big the graph got. Positions
 * explored once stay explored: asking about a position reachable from an earlier one costs a look-up, and a new
 * one extends the graph and labels it again (the labels of a closed set of positions never change). Not
 * thread-safe: one solver per computation.
 *
 * @param <C> the ruleset's component type
 */
public final class LoopySolver<C> {

    /**
     * Bytes per position, roughly: the hash map's entry and its key (a small object of the caller's: about
     * 100 bytes), the list of keys, the row offsets and the solver's per-vertex arrays (about 50 bytes).
     */
    static final long BYTES_PER_POSITION = 160;
    /** Bytes per move: its target while exploring (grown by half) and in the graph, and the reverse edge. */
    static final long BYTES_PER_EDGE = 16;
    private static final int REPORT_EVERY = 1 << 12;

    private final ImpartialRules<C> rules;
    private final long maxPositions;
    private final long maxBytes;
    private final Progress progress;

    private final Map<Object, Integer> ids = new HashMap<>();
    private final List<Object> keys = new ArrayList<>();
    private int[] offsets = new int[1024];
    private int[] targets = new int[4096];
    private int edges;
    private int explored; // vertices whose options are in the rows
    private GraphLabelling labels; // of the first labels.vertexCount() vertices
    private boolean misere;

    /** In misère play the player who cannot move wins: a position without moves gets one, to this end. */
    private static final Object END = new Object() {
        @Override
        public String toString() {
            return "the end of a misère game";
        }
    };

    /**
     * @param rules the game's moves
     * @param maxPositions how many positions may be explored before the solver refuses
     */
    public LoopySolver(ImpartialRules<C> rules, long maxPositions) {
        this(rules, maxPositions, Progress.NONE);
    }

    /** As above, reporting its exploration and analysis to {@code progress}. */
    public LoopySolver(ImpartialRules<C> rules, long maxPositions, Progress progress) {
        this(rules, maxPositions, Runtime.getRuntime().maxMemory() / 4, progress);
    }

    /**
     * A solver within the budget: its {@link Budget.Positions#loopy()} positions, and no more than its memory of the
     * quarter of the heap it takes.
     */
    public LoopySolver(ImpartialRules<C> rules, Budget budget) {
        this(rules, budget, Progress.NONE);
    }

    /** As above, reporting its exploration and analysis to {@code progress}. */
    public LoopySolver(ImpartialRules<C> rules, Budget budget, Progress progress) {
        this(rules, budget.positions().loopy(), budget.memoryWithin(Runtime.getRuntime().maxMemory() / 4), progress);
    }

    LoopySolver(ImpartialRules<C> rules, long maxPositions, long maxBytes) {
        this(rules, maxPositions, maxBytes, Progress.NONE);
    }

    private LoopySolver(ImpartialRules<C> rules, long maxPositions, long maxBytes, Progress progress) {
        this.rules = rules;
        this.maxPositions = Math.min(maxPositions, Integer.MAX_VALUE - 8L);
        this.maxBytes = maxBytes;
        this.progress = Objects.requireNonNull(progress);
    }

    /**
     * The same solver, for misère play (whoever cannot move wins): a position without moves is given one move,
     * to a final position, so that the retrograde analysis of normal play finds misère outcomes, and every
     * remoteness is told one less. Values do not add in misère play: ask about whole positions
     * ({@link #labelOfSum}), whose values are then of no use. Call before any question.
     */
    public LoopySolver<C> misere() {
        if (!keys.isEmpty()) {
            throw new IllegalStateException("misère play is chosen before the first position is explored");
        }
        misere = true;
        return this;
    }

    /** Explores the positions reachable from all of these sums at once, then labels them (one analysis). */
    public void explore(List<? extends List<C>> sums) {
        for (List<C> sum : sums) {
            id(key(sum));
        }
        ensureLabelled();
    }

    /** The label of one component. */
    public PositionLabel label(C component) {
        return labelOfKey(key(List.of(component)));
    }

    /** The label of a sum of components taken as one position (an option that leaves several parts). */
    public PositionLabel labelOfSum(List<C> sum) {
        return labelOfKey(key(sum));
    }

    /** How many positions (components and sums) have been explored. */
    public int positionCount() {
        return keys.size();
    }

    private PositionLabel labelOfKey(Object key) {
        int v = id(key);
        ensureLabelled();
        GraphLabelling l = labels;
        OptionalInt r = l.remoteness(v);
        if (misere && r.isPresent()) {
            r = OptionalInt.of(r.getAsInt() - 1); // the move to the end is no move of the game
        }
        return new PositionLabel(l.outcome(v), r, l.value(v));
    }

    private void ensureLabelled() {
        if (explored < keys.size() || labels == null || labels.vertexCount() < keys.size()) {
            exploreAll();
            int n = keys.size();
            GameGraph graph = GameGraph.ofRows(Arrays.copyOf(offsets, n + 1), Arrays.copyOf(targets, edges));
            labels = GraphSolver.solve(graph, progress);
        }
    }

    /** Builds the rows of every vertex found and not yet explored, in order, finding new vertices as it goes. */
    private void exploreAll() {
        while (explored < keys.size()) {
            int v = explored;
            if ((v & (REPORT_EVERY - 1)) == 0) {
                Cancellation.check();
                // No total: how many positions remain is unknown until they are found.
                progress.report(stage(), v, 0);
            }
            Object key = keys.get(v);
            int first = edges;
            if (key == END) {
                // the end has no moves
            } else if (key instanceof Sum<?> s) {
                @SuppressWarnings("unchecked")
                Sum<C> sum = (Sum<C>) s;
                Set<C> done = new HashSet<>();
                for (int i = 0; i < sum.parts.size(); i++) {
                    C part = sum.parts.get(i);
                    if (!done.add(part)) {
                        continue; // equal parts have the same moves
                    }
                    for (List<C> option : rules.options(part)) {
                        List<C> next = new ArrayList<>(sum.parts.size() - 1 + option.size());
                        next.addAll(sum.parts.subList(0, i));
                        next.addAll(option);
                        next.addAll(sum.parts.subList(i + 1, sum.parts.size()));
                        addEdge(id(key(next)));
                    }
                }
            } else {
                @SuppressWarnings("unchecked")
                C component = (C) key;
                for (List<C> option : rules.options(component)) {
                    addEdge(id(key(option)));
                }
            }
            if (misere && edges == first && key != END) {
                addEdge(id(END));
            }
            if (v + 2 > offsets.length) {
                offsets = Arrays.copyOf(offsets, offsets.length * 2);
            }
            offsets[v + 1] = edges;
            explored++;
        }
        progress.report(stage(), explored, 0);
    }

    private Progress.Stage stage() {
        return Progress.Stage.of(
                String.format(Locale.ROOT, "positions of a game with cycles explored (the limit is %,d)", maxPositions),
                "stage.loopyExplored", maxPositions);
    }

    private void addEdge(int target) {
        if (edges == targets.length) {
            long grown = Math.min(Integer.MAX_VALUE - 8L, edges + (edges >> 1) + 16L);
            if (grown <= edges) {
                throw tooBig();
            }
            checkBudget(keys.size(), grown);
            targets = Arrays.copyOf(targets, (int) grown);
        }
        targets[edges++] = target;
    }

    private int id(Object key) {
        Integer known = ids.get(key);
        if (known != null) {
            return known;
        }
        int v = keys.size();
        if (v >= maxPositions) {
            throw tooBig();
        }
        if ((v & 0xFFFF) == 0) {
            checkBudget(v + 65_536L, edges);
        }
        ids.put(key, v);
        keys.add(key);
        return v;
    }

    private void checkBudget(long positions, long edgeCount) {
        if (positions * BYTES_PER_POSITION + edgeCount * BYTES_PER_EDGE > maxBytes) {
            throw tooBig();
        }
    }

    private TooBigException tooBig() {
        long bytes = keys.size() * BYTES_PER_POSITION + (long) edges * BYTES_PER_EDGE;
        return new TooBigException(String.format(Locale.ROOT, "the game has cycles and more positions than its"
                + " analysis can hold: %,d positions and %,d moves found so far (about %,d MB), against limits of"
                + " %,d positions and %,d MB; start from a smaller position", keys.size(), edges, bytes >> 20,
                maxPositions, maxBytes >> 20), "tooBig.cycles", List.of(keys.size(), edges, bytes >> 20,
                maxPositions, maxBytes >> 20));
    }

    /**
     * One component stands for its normal form; any other number of parts is a {@link Sum} of theirs. A symmetry
     * maps the positions reachable from a part onto those from its image, so the two have one label in either play.
     */
    private Object key(List<C> parts) {
        if (parts.size() == 1) {
            return rules.normalize(parts.get(0));
        }
        List<C> normal = new ArrayList<>(parts.size());
        for (C part : parts) {
            normal.add(rules.normalize(part));
        }
        return new Sum<>(normal);
    }

    /**
     * Several components played side by side, as one position: equal when they hold the same components the
     * same number of times, in any order. The parts keep the order in which this sum was first met, so that
     * moves are listed the same way on every run.
     */
    private static final class Sum<C> {
        final List<C> parts;
        final Map<C, Integer> counts = new HashMap<>();

        Sum(List<C> parts) {
            this.parts = List.copyOf(parts);
            for (C c : parts) {
                counts.merge(c, 1, Integer::sum);
            }
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Sum<?> s && s.counts.equals(counts);
        }

        @Override
        public int hashCode() {
            return counts.hashCode();
        }
    }
}
