package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Hackenbush on trees: each player in turn removes an edge of their colour (Left blue, Right red, either
 * player green), and every edge no longer connected to the ground falls away; whoever cannot move loses.
 *
 * <p>Positions are written in CGSuite's string form: from the ground, each {@code l} (blue), {@code r} (red)
 * or {@code e} (green) adds an edge to a new vertex and moves there, and {@code (a;b;c)} branches from the
 * current vertex: {@code lrr} is a stalk (worth 1/4), {@code (ll;r(l;r))} two trees on the ground. The trees
 * standing on the ground are independent parts; a tree's normal form lists every vertex's branches in a
 * fixed order, since the order in which branches are written does not matter.
 */
public final class Hackenbush implements PartizanRules<Hackenbush.Tree> {

    /** The most edges accepted. */
    public static final int MAX_EDGES = 1_000;

    /** How many subtrees' values a game remembers before it starts afresh (a few MB at most). */
    private static final int CACHED_SUBTREES = 1 << 14;

    /** Values of subtrees met lately (the branches at a vertex), shared by the threads of a search. */
    private final Map<List<Edge>, CanonicalGame> subtreeValues = new ConcurrentHashMap<>();

    /** Hackenbush (the catalog makes a new game for each caller). */
    public Hackenbush() {
    }

    /** An edge colour: who may remove it. */
    public enum Colour {
        BLUE('l'), RED('r'), GREEN('e');

        final char letter;

        Colour(char letter) {
            this.letter = letter;
        }
    }

    /** An edge from a vertex, with the branches standing on its upper end. */
    public record Edge(Colour colour, List<Edge> above) {
        public Edge {
            above = List.copyOf(above);
        }
    }

    /** The branches standing on a vertex (the ground, for a whole position), with their text precomputed. */
    public static final class Tree {
        private final List<Edge> edges;
        private final String text;

        Tree(List<Edge> edges) {
            this.edges = List.copyOf(edges);
            this.text = branches(this.edges);
        }

        public List<Edge> edges() {
            return edges;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Tree t && t.text.equals(text);
        }

        @Override
        public int hashCode() {
            return text.hashCode();
        }

        @Override
        public String toString() {
            return text;
        }
    }

    @Override
    public String name() {
        return "hackenbush";
    }

    @Override
    public String rules() {
        return "remove an edge of your colour (Left blue l, Right red r, either green e); edges cut off from the"
                + " ground fall away";
    }

    @Override
    public String syntax() {
        return "CGSuite's string form: l, r, e add an edge upward, (a;b) branches, 0 no edge: lrr or (ll;r(l;r))";
    }

    @Override
    public Tree parse(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new BadInputException("empty Hackenbush position: write 0 (or ()) for no edges; " + FORM);
        }
        // Words separated by spaces stand side by side on the ground, as separate arguments do (and as cgt play
        // reads a typed move): "l r" is (l;r), not the stalk lr.
        String[] words = t.split("\\s+", -1); // t is stripped: no empty word at either end
        if (words.length > 1) {
            List<Edge> edges = new ArrayList<>();
            for (String word : words) {
                edges.addAll(parse(word).edges());
            }
            if (edges.size() > MAX_EDGES) {
                throw new BadInputException("Hackenbush position has more than " + MAX_EDGES + " edges");
            }
            return new Tree(edges);
        }
        String s = t.toLowerCase(Locale.ROOT);
        if (s.equals("0")) {
            return new Tree(List.of()); // how format writes the position without edges
        }
        Parser p = new Parser(text, s);
        List<Edge> edges = p.sequence();
        if (p.pos < s.length()) {
            throw p.error(s.charAt(p.pos) == ')' ? "')' closes no '('" : "unexpected '" + s.charAt(p.pos) + "'");
        }
        if (p.edges > MAX_EDGES) {
            throw new BadInputException("Hackenbush position has " + p.edges + " edges; at most " + MAX_EDGES);
        }
        return new Tree(edges);
    }

    /** A recursive-descent parser over the string form; nesting depth is bounded by the edge limit. */
    private static final class Parser {
        final String original;
        final String s;
        int pos;
        int edges;

        Parser(String original, String s) {
            this.original = original;
            this.s = s;
        }

        /** Items until ';', ')' or the end: the branches standing on the current vertex. */
        List<Edge> sequence() {
            if (pos < s.length() && (s.charAt(pos) == 'l' || s.charAt(pos) == 'r' || s.charAt(pos) == 'e')) {
                Colour c = colour(s.charAt(pos++));
                edges++;
                if (edges > MAX_EDGES) {
                    throw new BadInputException("Hackenbush position has more than " + MAX_EDGES + " edges");
                }
                return List.of(new Edge(c, sequence()));
            }
            if (pos < s.length() && s.charAt(pos) == '(') {
                int open = pos++;
                List<Edge> branches = new ArrayList<>(branch(false));
                while (pos < s.length() && s.charAt(pos) == ';') {
                    pos++;
                    branches.addAll(branch(true));
                }
                if (pos >= s.length() || s.charAt(pos) != ')') {
                    pos = Math.min(pos, s.length());
                    throw new BadInputException("malformed Hackenbush position '" + original + "': the '(' at character "
                            + (open + 1) + " is never closed; " + FORM, open);
                }
                pos++;
                branches.addAll(sequence()); // anything after a group also stands on the same vertex
                return branches;
            }
            if (pos < s.length() && s.charAt(pos) != ';' && s.charAt(pos) != ')') {
                throw error("unexpected '" + s.charAt(pos) + "'");
            }
            return List.of();
        }

        /**
         * One branch of a group; only "()" may be empty: an empty branch beside others, as in (;l) or (l;),
         * is a slip (a missing edge), not a way of writing nothing.
         */
        List<Edge> branch(boolean afterSemicolon) {
            int start = pos;
            List<Edge> b = sequence();
            boolean lone = !afterSemicolon && pos < s.length() && s.charAt(pos) == ')';
            if (start == pos && !lone) {
                throw error("empty branch");
            }
            return b;
        }

        BadInputException error(String what) {
            return new BadInputException("malformed Hackenbush position '" + original + "': " + what + " at character "
                    + (pos + 1) + "; " + FORM, pos);
        }
    }

    private static final String FORM = "use l (blue), r (red), e (green) and (a;b) for branches, e.g. (ll;r(l;r))";

    private static Colour colour(char c) {
        return c == 'l' ? Colour.BLUE : c == 'r' ? Colour.RED : Colour.GREEN;
    }

    /** The string form of the branches on one vertex. */
    static String branches(List<Edge> edges) {
        if (edges.isEmpty()) {
            return "";
        }
        if (edges.size() == 1) {
            return edge(edges.get(0));
        }
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < edges.size(); i++) {
            b.append(i == 0 ? "" : ";").append(edge(edges.get(i)));
        }
        return b.append(')').toString();
    }

    private static String edge(Edge e) {
        return e.colour().letter + branches(e.above());
    }

    @Override
    public String format(Tree tree) {
        return tree.edges().isEmpty() ? "0" : tree.toString();
    }

    @Override
    public List<Tree> leftMoves(Tree t) {
        return removals(t, Colour.BLUE);
    }

    @Override
    public List<Tree> rightMoves(Tree t) {
        return removals(t, Colour.RED);
    }

    /** Every position after removing one edge the player may remove (their colour or green). */
    private static List<Tree> removals(Tree t, Colour player) {
        List<List<Edge>> results = new ArrayList<>();
        removals(t.edges(), player, results);
        List<Tree> options = new ArrayList<>(results.size());
        for (List<Edge> r : results) {
            options.add(new Tree(r));
        }
        return options;
    }

    /** Adds to out every version of the branch list with one removable edge (and all above it) gone. */
    private static void removals(List<Edge> branches, Colour player, List<List<Edge>> out) {
        for (int i = 0; i < branches.size(); i++) {
            Edge e = branches.get(i);
            if (e.colour() == player || e.colour() == Colour.GREEN) {
                List<Edge> without = new ArrayList<>(branches);
                without.remove(i);
                out.add(without);
            }
            List<List<Edge>> above = new ArrayList<>();
            removals(e.above(), player, above);
            for (List<Edge> a : above) {
                List<Edge> replaced = new ArrayList<>(branches);
                replaced.set(i, new Edge(e.colour(), a));
                out.add(replaced);
            }
        }
    }

    /**
     * Every tree's value, without a search, by the colon principle: an edge of colour c with branches B standing
     * on it is the ordinal sum c : B (a move on the edge takes everything above it away, a move above leaves the
     * edge), with the edge's game 1 = {0|} for blue, -1 = {|0} for red and * = {0|0} for green as the base, and
     * an ordinal sum depends only on the value of what stands on the base, not on its form (Winning Ways,
     * chapter 2; Conway, On Numbers and Games, chapter 15). So the value of the branches at a vertex is the sum
     * over the branches of c : (the value of the branches above), computed from the top down: a blue-red stalk
     * comes out as Berlekamp's number (lrr = 1 : -1 : -1 = 1/4), a green tree as the nimber of the green colon
     * principle, and a tree of all three colours, which a search would take exponential time over, in time
     * that grows with its edges and the size of its values.
     */
    @Override
    public Optional<CanonicalGame> knownValue(Tree t) {
        return Optional.of(valueOf(t.edges()));
    }

    /**
     * The value of the branches at a vertex. Subtrees' values are remembered: a move changes only the path from
     * the edge taken down to the ground, so the options of a tree, which an analysis values one by one, share
     * every other subtree with it.
     */
    private CanonicalGame valueOf(List<Edge> branches) {
        if (branches.isEmpty()) {
            return CanonicalGame.zero();
        }
        Dyadic stalk = blueRedStalk(branches);
        if (stalk != null) {
            return CanonicalGame.number(stalk);
        }
        CanonicalGame known = subtreeValues.get(branches);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> values = new ArrayList<>(branches.size());
        for (Edge e : branches) {
            values.add(under(e.colour(), valueOf(e.above())));
        }
        CanonicalGame value = CanonicalGame.sum(values);
        if (subtreeValues.size() >= CACHED_SUBTREES) {
            subtreeValues.clear();
        }
        subtreeValues.put(branches, value);
        return value;
    }

    /**
     * c : x, the edge of colour c under branches of value x. Under a number, a blue or red edge makes a number,
     * read off the sign expansions (1 : x puts a + before x's expansion, Berlekamp's rule read from the top): an
     * ordinal sum built option by option would make every number of x's birthday, and a stalk of 300 edges such
     * numbers at each of its edges.
     */
    private static CanonicalGame under(Colour c, CanonicalGame x) {
        if (c != Colour.GREEN && x.isNumber()) {
            Dyadic v = x.numberValue();
            return CanonicalGame.number(c == Colour.BLUE ? blueUnder(v) : blueUnder(v.negate()).negate());
        }
        return base(c).ordinalSum(x);
    }

    /**
     * 1 : x for a number x: x + 1 when x &gt;= 0 (the first run of + grows by one); below 0, x's run of k = -floor(x)
     * minus signs now follows a +, so each is worth half the one before: (1 + (x - floor(x))) / 2^k.
     */
    private static Dyadic blueUnder(Dyadic x) {
        if (x.signum() >= 0) {
            return x.add(Dyadic.ONE);
        }
        Dyadic floor = x.floor();
        return Dyadic.ONE.add(x.subtract(floor)).shiftRight(floor.negate().intValueExact());
    }

    /**
     * A blue-red stalk's number by Berlekamp's rule, read from the ground in one pass (the first run of k edges of
     * one colour is worth ±k, each edge after it half the one before, + for blue and - for red: lrr = 1 - 1/2 -
     * 1/4 = 1/4); null when the branches are not one such stalk. A stalk needs no remembering: the cache's keys
     * are whole subtrees, and hashing every level of a long stalk costs more than this.
     */
    private static Dyadic blueRedStalk(List<Edge> branches) {
        if (branches.size() != 1) {
            return null;
        }
        Colour first = branches.get(0).colour();
        if (first == Colour.GREEN) {
            return null;
        }
        Dyadic value = Dyadic.ZERO;
        int run = 0;
        boolean inRun = true;
        int halvings = 0;
        for (List<Edge> at = branches; !at.isEmpty(); at = at.get(0).above()) {
            if (at.size() != 1 || at.get(0).colour() == Colour.GREEN) {
                return null;
            }
            boolean blue = at.get(0).colour() == Colour.BLUE;
            if (inRun && at.get(0).colour() == first) {
                run++;
                continue;
            }
            if (inRun) {
                inRun = false;
                value = Dyadic.of(first == Colour.BLUE ? run : -run);
            }
            halvings++;
            value = blue ? value.add(Dyadic.ONE.shiftRight(halvings)) : value.subtract(Dyadic.ONE.shiftRight(halvings));
        }
        return inRun ? Dyadic.of(first == Colour.BLUE ? run : -run) : value;
    }

    /** The game of one edge standing alone: who may take it. */
    private static CanonicalGame base(Colour colour) {
        return switch (colour) {
            case BLUE -> CanonicalGame.integer(1);
            case RED -> CanonicalGame.integer(-1);
            case GREEN -> CanonicalGame.star();
        };
    }

    @Override
    public List<Tree> parts(Tree t) {
        List<Tree> parts = new ArrayList<>();
        for (Edge e : t.edges()) {
            parts.add(new Tree(List.of(e)));
        }
        return parts;
    }

    @Override
    public Normal<Tree> normalize(Tree part) {
        return new Normal<>(new Tree(sorted(part.edges())), false);
    }

    /** The branches with every vertex's branches in the order of their string forms. */
    private static List<Edge> sorted(List<Edge> edges) {
        List<Edge> s = new ArrayList<>(edges.size());
        for (Edge e : edges) {
            s.add(new Edge(e.colour(), sorted(e.above())));
        }
        s.sort(Comparator.comparing(Hackenbush::edge));
        return s;
    }
}
