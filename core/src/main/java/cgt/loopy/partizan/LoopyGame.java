package cgt.loopy.partizan;

import cgt.input.BadInputException;
import cgt.loopy.LoopyOutcomeClass;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Relation;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A loopy partizan game: a finite directed graph with Left edges and Right edges and a start node, whose play may go
 * on forever (a draw), or a stopper-sided value {@code x & y} given by its onside and offside stoppers. Immutable.
 *
 * <p>The theory is Siegel's (Combinatorial Game Theory, ch. VI) and Winning Ways' chapter on loopy games. A
 * <em>stopper</em> (no infinite alternating play from any follower) has a simplest form, unique up to isomorphism,
 * which {@link #toString()} prints as CGSuite does; stoppers compare by survival (G &gt;= H when Left, moving second,
 * never loses G - H). A sum of stoppers need not be a stopper ({@code on + off = dud}).
 */
public final class LoopyGame {

    /** The game's graph, its start at node 0, all nodes reachable; null for a sided value given by its sides. */
    private final Graph graph;
    /** The sides of a stopper-sided value {@code onside & offside}, onside &gt; offside; null for a graph. */
    private final LoopyGame onside;
    private final LoopyGame offside;
    /** Filled on first use: the simplest form of a stopper. */
    private volatile Graph simplest;
    /** Filled on first use: the sides found by sidling a graph with infinite alternating play. */
    private volatile Sidled sidled;

    private LoopyGame(Graph graph) {
        this.graph = graph;
        this.onside = null;
        this.offside = null;
    }

    private LoopyGame(LoopyGame onside, LoopyGame offside) {
        this.graph = null;
        this.onside = onside;
        this.offside = offside;
    }

    static LoopyGame ofGraph(Graph graph, int start) {
        return new LoopyGame(graph.reachableFrom(start));
    }

    Graph graph() {
        return graph;
    }

    // ---- constants and building ----

    /**
     * The latest birthday of a short game made into a graph (as an option, a summand or a side): the graph has a node
     * per follower, and the builder recurses once per day.
     */
    public static final int MAX_EMBEDDED_BIRTHDAY = 2_000;

    /** A short game as a loopfree graph, one node per follower of its canonical form. */
    public static LoopyGame of(CanonicalGame g) {
        Builder b = builder();
        return b.build(b.embed(g));
    }

    /** on = {pass | }: Left can always move, Right never. */
    public static LoopyGame on() {
        Builder b = builder();
        int a = b.node();
        b.leftEdge(a, a);
        return b.build(a);
    }

    /** off = { | pass}, the negative of on. */
    public static LoopyGame off() {
        return on().negate();
    }

    /** over = {0 | pass}: positive, and less than every positive number. */
    public static LoopyGame over() {
        Builder b = builder();
        int a = b.node();
        b.leftEdge(a, CanonicalGame.zero());
        b.rightEdge(a, a);
        return b.build(a);
    }

    /** under = {pass | 0}, the negative of over. */
    public static LoopyGame under() {
        return over().negate();
    }

    /** upon = {pass | *} (Winning Ways; CGSuite's {@code ^[on]}). */
    public static LoopyGame upon() {
        Builder b = builder();
        int a = b.node();
        b.leftEdge(a, a);
        b.rightEdge(a, CanonicalGame.star());
        return b.build(a);
    }

    /** upon-th = {0 | v[on]*} = {0 || 0 | 0, pass} (CGSuite's {@code ^<on>}), the limit of the up powers. */
    public static LoopyGame uponth() {
        Builder b = builder();
        int a = b.node();
        int inner = b.node();
        b.leftEdge(a, CanonicalGame.zero());
        b.rightEdge(a, inner);
        b.leftEdge(inner, CanonicalGame.zero());
        b.rightEdge(inner, CanonicalGame.zero());
        b.rightEdge(inner, inner);
        return b.build(a);
    }

    /**
     * tiny-G = {0 || 0 | -G} for a loopy G (CGSuite's {@code Tiny(G)}: {@code Tiny(on)} = {0 || 0 | off}); miny-G,
     * {G | 0 || 0}, is its negative.
     *
     * @throws BadInputException when G is a sided value, which has no graph to move to
     */
    public static LoopyGame tiny(LoopyGame g) {
        Builder b = builder();
        int a = b.node();
        int inner = b.node();
        b.leftEdge(a, CanonicalGame.zero());
        b.rightEdge(a, inner);
        b.leftEdge(inner, CanonicalGame.zero());
        b.rightEdge(inner, g.negate());
        return b.build(a);
    }

    /** dud = {pass | pass}: a draw whoever starts, whatever is added (on &amp; off). */
    public static LoopyGame dud() {
        Builder b = builder();
        int a = b.node();
        b.leftEdge(a, a);
        b.rightEdge(a, a);
        return b.build(a);
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds a graph node by node. A pass is an edge from a node to itself; a label of the notation ({@code a{0|a}})
     * is a node the parser names and points edges at.
     */
    public static final class Builder {
        private final List<List<Integer>> left = new ArrayList<>();
        private final List<List<Integer>> right = new ArrayList<>();
        private final Map<CanonicalGame, Integer> shortNodes = new HashMap<>();

        private Builder() {
        }

        /** A new node with no edges; its number. */
        public int node() {
            left.add(new ArrayList<>());
            right.add(new ArrayList<>());
            return left.size() - 1;
        }

        public Builder leftEdge(int from, int to) {
            check(from);
            check(to);
            left.get(from).add(to);
            return this;
        }

        public Builder rightEdge(int from, int to) {
            check(from);
            check(to);
            right.get(from).add(to);
            return this;
        }

        /** An edge to a copy of {@code g}'s graph. */
        public Builder leftEdge(int from, LoopyGame g) {
            return leftEdge(from, embed(g));
        }

        public Builder rightEdge(int from, LoopyGame g) {
            return rightEdge(from, embed(g));
        }

        public Builder leftEdge(int from, CanonicalGame g) {
            return leftEdge(from, embed(g));
        }

        public Builder rightEdge(int from, CanonicalGame g) {
            return rightEdge(from, embed(g));
        }

        /** The game with its start at {@code start}, keeping only the nodes reachable from it. */
        public LoopyGame build(int start) {
            check(start);
            int n = left.size();
            int[][] l = new int[n][];
            int[][] r = new int[n][];
            for (int v = 0; v < n; v++) {
                l[v] = Graph.sortedDistinct(left.get(v).stream().mapToInt(Integer::intValue).toArray());
                r[v] = Graph.sortedDistinct(right.get(v).stream().mapToInt(Integer::intValue).toArray());
            }
            return ofGraph(new Graph(l, r), start);
        }

        private int embed(LoopyGame g) {
            if (g.graph == null) {
                throw new BadInputException("a move to the sided value " + g
                        + " needs its graph, which cgt does not build from its sides; move to a graph instead");
            }
            int base = left.size();
            for (int v = 0; v < g.graph.size(); v++) {
                node();
            }
            for (int v = 0; v < g.graph.size(); v++) {
                for (int w : g.graph.left[v]) {
                    left.get(base + v).add(base + w);
                }
                for (int w : g.graph.right[v]) {
                    right.get(base + v).add(base + w);
                }
            }
            return base;
        }

        private int embed(CanonicalGame g) {
            // A number's options are made as they are asked for: 10^30 as a graph is 10^30 nodes, refused here
            // before any is made (a game's followers are no more than its birthday's worth of such chains).
            if (g.birthday().compareTo(BigInteger.valueOf(MAX_EMBEDDED_BIRTHDAY)) > 0) {
                throw new BadInputException("a short game born on day " + g.birthday() + " is too big to be part of"
                        + " a loopy game, a graph of its followers (born by day " + MAX_EMBEDDED_BIRTHDAY
                        + " at most)");
            }
            return embedWithin(g);
        }

        private int embedWithin(CanonicalGame g) {
            Integer known = shortNodes.get(g);
            if (known != null) {
                return known;
            }
            int v = node();
            shortNodes.put(g, v);
            for (CanonicalGame o : g.leftOptions()) {
                left.get(v).add(embedWithin(o));
            }
            for (CanonicalGame o : g.rightOptions()) {
                right.get(v).add(embedWithin(o));
            }
            return v;
        }

        private void check(int node) {
            if (node < 0 || node >= left.size()) {
                throw new BadInputException("no node " + node + " in this graph; nodes are 0 to " + (left.size() - 1));
            }
        }
    }

    // ---- arithmetic ----

    /**
     * The disjunctive sum. Of two graphs, the graph of their pairs; of stopper-sided values, the value with onside
     * G+ upsum H+ and offside G- downsum H- (Siegel VI).
     *
     * @throws BadInputException when the sum has more positions than cgt builds
     */
    public LoopyGame plus(LoopyGame h) {
        if (graph != null && h.graph != null) {
            return new LoopyGame(graph.sum(0, h.graph, 0));
        }
        return sided(onside().upsum(h.onside()), offside().downsum(h.offside()));
    }

    /**
     * G + x for a short game x. A number added to a stopper (or to the sides of a sided value) is translated into
     * its simplest form, position by position, so that its graph keeps the stopper's size: on + 3000 is on, not a
     * graph of 3001 positions. This is Number Translation for stoppers (Siegel VI): at a position P that is not a
     * number, P + x = {P^L + x | P^R + x}; a short position s becomes the canonical s + x, and no position of a
     * simplest form but a short one equals a number. Any other x is added as a graph, as {@link #plus(LoopyGame)}.
     *
     * @throws BadInputException when the sum has more positions than cgt builds, or a short position translated is
     *     born too late to be made a graph
     */
    public LoopyGame plus(CanonicalGame x) {
        if (x.isNumber() && graph == null) {
            return sided(onside.plus(x), offside.plus(x));
        }
        if (x.isNumber() && isStopper()) {
            return translated(x);
        }
        return plus(of(x));
    }

    private LoopyGame translated(CanonicalGame x) {
        Graph s = simplestGraph();
        CanonicalGame[] shortGames = ShortFollowers.of(s);
        Builder b = builder();
        int[] node = new int[s.size()];
        for (int v = 0; v < s.size(); v++) {
            node[v] = shortGames[v] != null ? b.embed(shortGames[v].plus(x)) : b.node();
        }
        for (int v = 0; v < s.size(); v++) {
            if (shortGames[v] == null) {
                for (int w : s.left[v]) {
                    b.leftEdge(node[v], node[w]);
                }
                for (int w : s.right[v]) {
                    b.rightEdge(node[v], node[w]);
                }
            }
        }
        return b.build(node[0]);
    }

    public LoopyGame negate() {
        if (graph != null) {
            return new LoopyGame(graph.negate());
        }
        return new LoopyGame(offside.negate(), onside.negate());
    }

    /**
     * The stopper-sided value {@code onside & offside} (Winning Ways' x &amp; y): plays as the onside when infinite
     * play counts for Left and as the offside when it counts for Right.
     *
     * @throws BadInputException when a side is not a stopper, or the onside is not at least the offside
     */
    public static LoopyGame sided(LoopyGame onside, LoopyGame offside) {
        if (!onside.isStopper() || !offside.isStopper()) {
            throw new BadInputException("both sides of x & y must be stoppers: "
                    + (onside.isStopper() ? offside : onside) + " is not");
        }
        Relation r = onside.compare(offside);
        if (r == Relation.EQUAL) {
            return onside;
        }
        if (r != Relation.GREATER) {
            throw new BadInputException("the onside of x & y must be at least its offside, but " + onside
                    + " " + r.symbol() + " " + offside);
        }
        return new LoopyGame(onside.canonical(), offside.canonical());
    }

    private LoopyGame canonical() {
        return new LoopyGame(simplestGraph());
    }

    // ---- questions ----

    /** Whether every play ends: the simplest form (of a stopper) or the graph has no cycle. */
    public boolean isLoopfree() {
        if (graph == null) {
            return false;
        }
        return (isStopper() ? simplestGraph() : graph).cycleFree();
    }

    /** The short game this is, when it is loopfree. */
    public Optional<CanonicalGame> toCanonical() {
        if (!isLoopfree()) {
            return Optional.empty();
        }
        Graph g = isStopper() ? simplestGraph() : graph;
        return Optional.of(ShortFollowers.of(g)[0]);
    }

    /** Whether no play alternating the players goes on forever from any follower (Siegel VI). */
    public boolean isStopper() {
        return graph != null && graph.alternatingCycleFree();
    }

    /**
     * The outcome class with draws: of a graph by retrograde analysis of the whole position; of {@code S & T}, Left
     * moving first wins when she wins T, draws when she survives S; likewise for Right.
     */
    public LoopyOutcomeClass outcome() {
        if (graph != null) {
            Retrograde r = new Retrograde(graph);
            return LoopyOutcomeClass.of(side(r.leftFirst(0)), side(r.rightFirst(0)));
        }
        Retrograde on = new Retrograde(onside.graph);
        Retrograde off = new Retrograde(offside.graph);
        return LoopyOutcomeClass.of(sidedPlay(off.leftFirst(0), on.leftFirst(0)),
                sidedPlay(off.rightFirst(0), on.rightFirst(0)));
    }

    /** Left wins the sided value when she wins its offside; Right wins when he wins its onside; else a draw. */
    private static LoopyOutcomeClass.Result sidedPlay(Retrograde.Winner offsidePlay, Retrograde.Winner onsidePlay) {
        if (offsidePlay == Retrograde.Winner.LEFT) {
            return LoopyOutcomeClass.Result.LEFT_WINS;
        }
        return onsidePlay == Retrograde.Winner.RIGHT ? LoopyOutcomeClass.Result.RIGHT_WINS
                : LoopyOutcomeClass.Result.DRAW;
    }

    private static LoopyOutcomeClass.Result side(Retrograde.Winner w) {
        return switch (w) {
            case LEFT -> LoopyOutcomeClass.Result.LEFT_WINS;
            case RIGHT -> LoopyOutcomeClass.Result.RIGHT_WINS;
            case DRAW -> LoopyOutcomeClass.Result.DRAW;
        };
    }

    /**
     * How this stopper compares with another: G &gt;= H when Left, moving second in G - H, never loses (Siegel VI);
     * sided values compare side by side (G &gt;= H when G+ &gt;= H+ and G- &gt;= H-).
     *
     * @throws BadInputException for a game that is neither a stopper nor given by its sides
     */
    public Relation compare(LoopyGame h) {
        if (isStopper() && h.isStopper()) {
            Graph a = graph;
            Graph b = h.graph;
            boolean geq = a.survivesSecond(b)[0][0];
            boolean leq = b.survivesSecond(a)[0][0];
            return Relation.of(leq, geq);
        }
        Relation on = onside().compare(h.onside());
        Relation off = offside().compare(h.offside());
        boolean geq = on != Relation.LESS && on != Relation.CONFUSED && off != Relation.LESS
                && off != Relation.CONFUSED;
        boolean leq = on != Relation.GREATER && on != Relation.CONFUSED && off != Relation.GREATER
                && off != Relation.CONFUSED;
        return Relation.of(leq, geq);
    }

    /**
     * The onside G+: the stopper itself, the first side of {@code S & T}, or of a game with infinite alternating play
     * the stopper found by sidling (Siegel VI), which plays as G does when Left is credited with infinite play.
     *
     * @throws BadInputException when sidling finds no stopper: the game is not stopper-sided as far as cgt can tell
     */
    public LoopyGame onside() {
        return side(true);
    }

    /** The offside G-, as {@link #onside()} with Right credited with infinite play. */
    public LoopyGame offside() {
        return side(false);
    }

    private LoopyGame side(boolean on) {
        if (graph == null) {
            return on ? onside : offside;
        }
        if (isStopper()) {
            return this;
        }
        return sidled(on).orElseThrow(() -> new BadInputException(notSidled(on ? "onside" : "offside")));
    }

    /** The sides of a graph found by sidling; a side is null where sidling settles on no stopper. */
    private record Sidled(LoopyGame onside, LoopyGame offside) {
    }

    /** The side found by sidling, computed once; empty when sidling settles on no stopper. */
    private Optional<LoopyGame> sidled(boolean on) {
        Sidled s = sidled;
        if (s == null) {
            s = new Sidled(Sidling.onside(graph).map(g -> ofGraph(g, 0)).orElse(null),
                    Sidling.offside(graph).map(g -> ofGraph(g, 0)).orElse(null));
            sidled = s;
        }
        return Optional.ofNullable(on ? s.onside() : s.offside());
    }

    private String notSidled(String what) {
        // A sum can have thousands of positions: it is named by its size, not printed whole, in a one-line message.
        String game = graph.size() <= 64 ? toString() : "this game of " + graph.size() + " positions";
        return game + " has no " + what + " that cgt can find: sidling from " + (what.equals("offside") ? "off" : "on")
                + " settled on no stopper within " + Sidling.MAX_ROUNDS + " rounds and " + Sidling.MAX_VALUE_NODES
                + " positions, so it is not stopper-sided as far as cgt can tell";
    }

    /** Whether this is a value given by its sides ({@code x & y}), with no graph of its own. */
    public boolean isGivenBySides() {
        return graph == null;
    }

    /** Whether both sides are stoppers: a stopper, {@code S & T}, or a graph whose sidling settles both ways. */
    public boolean isStopperSided() {
        return graph == null || isStopper() || (sidled(true).isPresent() && sidled(false).isPresent());
    }

    /** G upsum H, the onside of G+ + H+ (Siegel VI; for stoppers the onside of their sum). */
    public LoopyGame upsum(LoopyGame h) {
        return new LoopyGame(onside().graph.sum(0, h.onside().graph, 0)).onside();
    }

    /** G downsum H, the offside of G- + H- (Siegel VI; for stoppers the offside of their sum). */
    public LoopyGame downsum(LoopyGame h) {
        return new LoopyGame(offside().graph.sum(0, h.offside().graph, 0)).offside();
    }

    /** The left stop of a stopper, a pseudonumber (Siegel VI). */
    public Pseudonumber leftStop() {
        return stops().left(0);
    }

    /** The right stop of a stopper, a pseudonumber (Siegel VI). */
    public Pseudonumber rightStop() {
        return stops().right(0);
    }

    private Stops stops() {
        if (!isStopper()) {
            throw new BadInputException("stops are defined here for stoppers; " + this + " is not one");
        }
        return new Stops(simplestGraph());
    }

    /**
     * Whether this stopper is infinitesimally close to a number: its stops are equal numbers but for over or under
     * (a short game is infinitesimal exactly when both stops are 0).
     */
    public boolean isNumberish() {
        Pseudonumber l = leftStop();
        Pseudonumber r = rightStop();
        return l.kind() != Pseudonumber.Kind.ON && l.kind() != Pseudonumber.Kind.OFF
                && r.kind() != Pseudonumber.Kind.ON && r.kind() != Pseudonumber.Kind.OFF && l.number().equals(r.number());
    }

    /**
     * Whether G + G = G (CGSuite's IsIdempotent): of a stopper-sided value, side by side, so that a stopper whose
     * double has infinite alternating play (+-over) is answered through the sides of the double.
     *
     * @throws BadInputException when G + G is not stopper-sided as far as cgt can tell
     */
    public boolean isIdempotent() {
        return plus(this).compare(this) == Relation.EQUAL;
    }

    /**
     * The degree of a stopper, G upsum -G (Siegel VI; 0 for a loopfree game): the idempotent that says how far G
     * is from being invertible.
     *
     * @throws BadInputException for a game that is not a stopper
     */
    public LoopyGame degree() {
        requireStopper("a degree");
        return isLoopfree() ? of(CanonicalGame.zero()) : upsum(negate());
    }

    /**
     * The variety of a stopper with an idempotent degree D (Siegel VI): G upsum (-G downsum -D), when it equals
     * G downsum (-G upsum D), which is when G is stable.
     *
     * @throws BadInputException when the degree is not idempotent, or G is not stable, or G is not a stopper
     */
    public LoopyGame variety() {
        LoopyGame d = degree();
        if (!d.isIdempotent()) {
            throw new BadInputException("the variety needs an idempotent degree, but the degree of " + this + " is "
                    + d + ", and " + d + " + " + d + " is not " + d);
        }
        LoopyGame up = upsum(negate().downsum(d.negate()));
        LoopyGame down = downsum(negate().upsum(d));
        if (up.compare(down) != Relation.EQUAL) {
            throw new BadInputException(this + " is not stable: its upsum variety " + up
                    + " and downsum variety " + down + " differ");
        }
        return up;
    }

    private void requireStopper(String what) {
        if (!isStopper()) {
            throw new BadInputException(what + " is defined for stoppers; " + this + " is not one");
        }
    }

    /** Whether this stopper's simplest form has no cycle but passes (Siegel VI: a plumtree). */
    public boolean isPlumtree() {
        if (!isStopper()) {
            throw new BadInputException("plumtrees are stoppers; " + this + " is not one");
        }
        Graph g = simplestGraph();
        int[][] l = new int[g.size()][];
        int[][] r = new int[g.size()][];
        for (int v = 0; v < g.size(); v++) {
            final int self = v;
            l[v] = java.util.Arrays.stream(g.left[v]).filter(w -> w != self).toArray();
            r[v] = java.util.Arrays.stream(g.right[v]).filter(w -> w != self).toArray();
        }
        return new Graph(l, r).cycleFree();
    }

    Graph simplestGraph() {
        Graph s = simplest;
        if (s == null) {
            s = StopperSimplifier.simplest(graph);
            simplest = s;
        }
        return s;
    }

    /**
     * The value as CGSuite prints it: the simplest form of a stopper ({@code on}, {@code 3/2under},
     * {@code ^[on]}, {@code a{0|||a|*||*}}), {@code x & y} for a sided value, the graph itself with labels for cycles
     * otherwise.
     */
    @Override
    public String toString() {
        if (graph == null) {
            return onside + " & " + offside;
        }
        return new LoopyPrinter(graph.alternatingCycleFree() ? simplestGraph() : graph,
                graph.alternatingCycleFree()).print();
    }
}
