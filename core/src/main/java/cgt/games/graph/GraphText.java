package cgt.games.graph;

import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Graphs as CGSuite writes them, read and written. A vertex is {@code .} (or nothing, where an edge ends) or one of
 * the game's vertex labels ({@code L}, {@code R}); an edge is {@code -} or one of the game's edge labels
 * ({@code l}, {@code r}, {@code e}); {@code (a;b;c)} branches from the vertex before it; {@code :A} (or
 * {@code :{name}}) names a vertex, and every vertex of the same name is the same vertex, which closes cycles
 * ({@code :A----:A} is a 4-cycle); {@code ;} outside brackets starts a new component. {@code Cycle(n)},
 * {@code Path(n)}, {@code Star(n)} (a centre and n-1 leaves, as CGSuite's {@code Graph.Star}) and {@code Clique(n)}
 * stand for those graphs. {@code 0} (or {@code ()}) is the graph without vertices. Words separated by spaces are
 * components side by side, as several arguments are a sum.
 *
 * <p>In a rooted game (Hackenbush) the first vertex of each component written is the ground, shared by all of
 * them: {@code lr(e;l)} and {@code l r} read as in {@code hackenbush}.
 *
 * <p>The printer writes what CGSuite's printer writes: each component from its first vertex, depth first, dots
 * left out where an edge shows the vertex, branches in brackets, and names only on vertices that close a cycle.
 */
public final class GraphText {

    private static final Pattern FAMILY =
            Pattern.compile("(?:graph\\.)?(cycle|path|star|clique)\\((\\d{1,3})\\)", Pattern.CASE_INSENSITIVE);

    private final String game;
    private final String vertexLabels;
    private final String edgeLabels;
    private final boolean rooted;

    /**
     * @param game the game's name, for messages
     * @param vertexLabels the vertex labels the game knows besides {@code .} (e.g. {@code "LR"})
     * @param edgeLabels the edge labels; empty when every edge is a plain {@code -}
     * @param rooted whether the first vertex is Hackenbush's ground
     */
    public GraphText(String game, String vertexLabels, String edgeLabels, boolean rooted) {
        this.game = game;
        this.vertexLabels = vertexLabels;
        this.edgeLabels = edgeLabels;
        this.rooted = rooted;
    }

    /** What a position looks like, for messages. */
    private String form() {
        String v = vertexLabels.isEmpty() ? "vertices ." : "vertices ., " + String.join(" or ", vertexLabels.split(""));
        String e = edgeLabels.isEmpty() ? "edges -" : "edges " + String.join(", ", edgeLabels.split(""));
        String families = edgeLabels.isEmpty() && !rooted ? ", or Cycle(n), Path(n), Star(n), Clique(n)" : "";
        return "write " + v + " joined by " + e + ", branches as (a;b), :A to name a vertex again, ; between"
                + " components" + families;
    }

    // ------------------------------------------------------------------------------------------------
    // Reading

    /** Reads a position: one or more words, each one or more components. */
    public Graph parse(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new BadInputException("empty " + game + " position: write 0 for the graph without vertices; " + form());
        }
        Builder b = new Builder();
        for (String word : t.split("\\s+", -1)) {
            if (!word.equals("0") && !word.equals("()")) {
                new Reader(word, b).graph();
            }
        }
        return b.build();
    }

    /** The vertices and edges read so far, shared by the words of one position. */
    private final class Builder {
        final List<Character> labels = new ArrayList<>();
        final Map<Long, Character> edges = new HashMap<>();

        Builder() {
            if (rooted) {
                labels.add(Graph.GROUND);
            }
        }

        int vertex(char label) {
            if (labels.size() == Graph.MAX_VERTICES) {
                throw new BadInputException(game + " position has more than " + Graph.MAX_VERTICES + " vertices");
            }
            labels.add(label);
            return labels.size() - 1;
        }

        void edge(int u, int v, char label, String where) {
            if (u == v) {
                throw new BadInputException(game + " position " + where + ": an edge joins a vertex to itself (a loop);"
                        + " " + game + " is played on graphs without loops");
            }
            if (edges.put(key(u, v), label) != null) {
                throw new BadInputException(game + " position " + where + ": two edges join the same two vertices; "
                        + game + " is played on graphs with at most one edge between two vertices");
            }
        }

        long key(int u, int v) {
            return (long) Math.min(u, v) << 32 | Math.max(u, v);
        }

        Graph build() {
            int n = labels.size();
            char[] l = new char[n];
            char[] e = new char[n * n];
            for (int i = 0; i < n; i++) {
                l[i] = labels.get(i);
            }
            edges.forEach((k, c) -> {
                int u = (int) (k >>> 32);
                int v = (int) (long) k;
                e[u * n + v] = c;
                e[v * n + u] = c;
            });
            return Graph.of(l, e);
        }
    }

    /** A recursive-descent reader of one word; nesting is bounded by the vertex limit. */
    private final class Reader {
        final String s;
        final Builder b;
        final Map<String, Integer> names = new HashMap<>();
        int pos;

        Reader(String s, Builder b) {
            this.s = s;
            this.b = b;
        }

        BadInputException error(String what) {
            return new BadInputException("malformed " + game + " position '" + s + "': " + what + "; " + form(), pos);
        }

        String at() {
            return pos < s.length() ? "'" + s.charAt(pos) + "' at character " + (pos + 1) : "the end";
        }

        /** Components separated by ';'. */
        void graph() {
            while (true) {
                Matcher m = FAMILY.matcher(s).region(pos, s.length());
                if (m.lookingAt()) {
                    family(m.group(1).toLowerCase(Locale.ROOT), Integer.parseInt(m.group(2)));
                    pos = m.end();
                } else {
                    tail(rooted ? ground() : vertex());
                }
                if (pos == s.length()) {
                    return;
                }
                if (s.charAt(pos) != ';') {
                    throw error(s.charAt(pos) == ')' ? "')' at character " + (pos + 1) + " closes no '('"
                            : "unexpected " + at());
                }
                pos++;
            }
        }

        /** After vertex v: nothing, branches in brackets (which end the chain), or edges on to further vertices. */
        void tail(int v) {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == ';' || c == ')') {
                    return;
                }
                if (c != '(') {
                    v = step(v);
                    continue;
                }
                pos++;
                while (true) {
                    if (pos < s.length() && s.charAt(pos) != ';' && s.charAt(pos) != ')') {
                        tail(step(v));
                    }
                    if (pos >= s.length()) {
                        throw error("a '(' is never closed");
                    }
                    char next = s.charAt(pos++);
                    if (next == ')') {
                        return;
                    }
                    if (next != ';') {
                        pos--;
                        throw error("unexpected " + at() + " after a branch");
                    }
                }
            }
        }

        /** One edge from v and the vertex it reaches. */
        int step(int v) {
            int edgeAt = pos;
            char e = s.charAt(pos);
            char label;
            if (e == '-' && edgeLabels.isEmpty()) {
                label = Graph.PLAIN;
            } else if (edgeLabels.indexOf(e) >= 0) {
                label = e;
            } else if (e == '>' || e == '<') {
                throw error("'" + e + "' at character " + (pos + 1) + " is a directed edge; " + game
                        + " is played on undirected graphs");
            } else {
                throw error("expected an edge (" + (edgeLabels.isEmpty() ? "-" : String.join(", ", edgeLabels.split("")))
                        + ") but found " + at());
            }
            pos++;
            int u = vertex();
            b.edge(v, u, label, "'" + s + "' at character " + (edgeAt + 1));
            return u;
        }

        /** A vertex: a label or '.', or nothing; then perhaps a name. */
        int vertex() {
            char label = Graph.NONE;
            if (pos < s.length() && (s.charAt(pos) == '.' || vertexLabels.indexOf(s.charAt(pos)) >= 0)) {
                label = s.charAt(pos++);
            }
            if (pos < s.length() && s.charAt(pos) == ':') {
                pos++;
                String name = name();
                Integer known = names.get(name);
                if (known != null) {
                    char was = b.labels.get(known);
                    if (was != label && !(was == Graph.GROUND && label == Graph.NONE)) {
                        throw error("vertex :" + name + " is written with two labels, " + was + " and " + label);
                    }
                    return known;
                }
                int v = b.vertex(label);
                names.put(name, v);
                return v;
            }
            return b.vertex(label);
        }

        /** The ground, where each component of a rooted game starts: perhaps a dot, perhaps a name. */
        int ground() {
            if (pos < s.length() && s.charAt(pos) == '.') {
                pos++;
            }
            if (pos < s.length() && s.charAt(pos) == ':') {
                pos++;
                String name = name();
                if (names.getOrDefault(name, 0) != 0) {
                    throw error("vertex :" + name + " is the ground and another vertex");
                }
                names.put(name, 0);
            }
            return 0;
        }

        String name() {
            if (pos >= s.length()) {
                throw error("a ':' must be followed by a vertex name");
            }
            if (s.charAt(pos) == '{') {
                int end = s.indexOf('}', pos);
                if (end < 0) {
                    throw error("a '{' is never closed");
                }
                String name = s.substring(pos + 1, end);
                pos = end + 1;
                return name;
            }
            char c = s.charAt(pos);
            if (!Character.isLetterOrDigit(c)) {
                throw error("a ':' must be followed by a vertex name, not " + at());
            }
            pos++;
            return String.valueOf(c);
        }

        /** Cycle(n), Path(n), Star(n), Clique(n): unlabelled vertices joined by plain edges. */
        void family(String kind, int n) {
            if (!edgeLabels.isEmpty() || rooted) {
                throw error(kind + "(n) has plain edges; every edge of " + game + " is written "
                        + String.join(", ", edgeLabels.split("")));
            }
            int least = kind.equals("cycle") ? 3 : 1;
            if (n < least || n > Graph.MAX_VERTICES) {
                throw error(kind + "(" + n + ") needs " + least + " to " + Graph.MAX_VERTICES + " vertices");
            }
            int[] v = new int[n];
            for (int i = 0; i < n; i++) {
                v[i] = b.vertex(Graph.NONE);
            }
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    boolean joined = switch (kind) {
                        case "cycle" -> j == i + 1 || (i == 0 && j == n - 1);
                        case "path" -> j == i + 1;
                        case "star" -> i == 0;
                        default -> true;
                    };
                    if (joined) {
                        b.edge(v[i], v[j], Graph.PLAIN, kind);
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------------------
    // Writing

    /** The graph as text that {@link #parse} reads back to an equal graph. */
    public String format(Graph g) {
        return write(g);
    }

    /** The text of a graph: each component depth first from its first vertex, as the walk numbered them. */
    static String write(Graph g) {
        int n = g.size();
        boolean rootedGraph = n > 0 && g.label(0) == Graph.GROUND;
        if (n == 0 || (rootedGraph && n == 1)) {
            return "0";
        }
        // The items after each vertex: its tree children and the earlier vertices its other edges go back to.
        List<List<Integer>> items = new ArrayList<>();
        boolean[] named = new boolean[n];
        boolean[] seen = new boolean[n];
        boolean[][] used = new boolean[n][n];
        for (int v = 0; v < n; v++) {
            items.add(new ArrayList<>());
        }
        List<Integer> roots = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (!seen[v]) {
                roots.add(v);
                items(g, v, items, named, seen, used);
            }
        }
        String[] names = new String[n];
        int k = 0;
        for (int v = 0; v < n; v++) {
            if (named[v]) {
                names[v] = k < 26 ? String.valueOf((char) ('A' + k)) : "{v" + k + "}";
                k++;
            }
        }
        StringBuilder b = new StringBuilder();
        for (int root : roots) {
            if (b.length() > 0) {
                b.append(';');
            }
            int start = b.length();
            write(g, root, items, names, b);
            if (b.length() == start) {
                b.append('.'); // a vertex alone, without a label: the dot is how it is seen
            }
        }
        return b.toString();
    }

    private static void items(Graph g, int v, List<List<Integer>> items, boolean[] named, boolean[] seen,
            boolean[][] used) {
        seen[v] = true;
        for (long rest = g.neighbours(v); rest != 0; rest &= rest - 1) {
            int u = Long.numberOfTrailingZeros(rest);
            if (used[v][u]) {
                continue;
            }
            used[v][u] = true;
            used[u][v] = true;
            if (seen[u]) {
                named[u] = true;
                items.get(v).add(-1 - u); // back to u, by its name
            } else {
                items.get(v).add(u);
                items(g, u, items, named, seen, used);
            }
        }
    }

    private static void write(Graph g, int v, List<List<Integer>> items, String[] names, StringBuilder b) {
        vertex(g, v, names, b);
        List<Integer> after = items.get(v);
        if (after.size() > 1) {
            b.append('(');
        }
        for (int i = 0; i < after.size(); i++) {
            int item = after.get(i);
            int u = item >= 0 ? item : -1 - item;
            b.append(i > 0 ? ";" : "").append(g.edge(v, u));
            if (item >= 0) {
                write(g, u, items, names, b);
            } else {
                vertex(g, u, names, b);
            }
        }
        if (after.size() > 1) {
            b.append(')');
        }
    }

    private static void vertex(Graph g, int v, String[] names, StringBuilder b) {
        char label = g.label(v);
        if (label != Graph.NONE && label != Graph.GROUND) {
            b.append(label);
        }
        if (names[v] != null) {
            b.append(':').append(names[v]);
        }
    }
}
