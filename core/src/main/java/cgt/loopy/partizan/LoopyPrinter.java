package cgt.loopy.partizan;

import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.Relation;
import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Prints a loopy game in CGSuite's notation: short followers as cgt prints canonical forms, pseudonumbers
 * ({@code on}, {@code 3/2under}), the upon family ({@code ^[on]}, {@code -1/4v[on]*}, {@code ^<on>}) and
 * {@code Tiny(on)}-like stoppers by name, and otherwise braces with CGSuite's bars (an option alone on its side
 * goes without braces, more bars bind more loosely), a node met again inside itself written by a label
 * ({@code a{0|a}}). Names are given only to nodes of a stopper in simplest form, which is unique, so that the name
 * is the value's.
 */
final class LoopyPrinter {

    /**
     * The most options the nested braces may write out: a graph whose paths fork and join is written as a tree,
     * one copy of a node per path to it, which grows exponentially with the forks; past this many options it is
     * printed as its positions instead, each once, by labels ({@code a{0,b|c} where b{a|pass}, c{b|0}}), which grows
     * with the edges. A choice of notation, the same on every machine.
     */
    static final int MAX_TREE_OPTIONS = 100_000;

    private final Graph graph;
    private final boolean simplest;
    private final CanonicalGame[] shortGames;
    private final Map<Integer, String> names = new HashMap<>();
    private final Map<Integer, String> labels = new HashMap<>();
    private final Set<Integer> needLabels = new HashSet<>();
    private final Set<Integer> onPath = new HashSet<>();
    /** The options the nested braces would write, counted while looking for labels, up to MAX_TREE_OPTIONS. */
    private long treeOptions;

    LoopyPrinter(Graph graph, boolean simplest) {
        this.graph = graph;
        this.simplest = simplest;
        this.shortGames = ShortFollowers.of(graph);
    }

    String print() {
        if (graph.size() == 1 && graph.left[0].length == 1 && graph.right[0].length == 1) {
            return "dud"; // {pass | pass}
        }
        findLabels(0);
        onPath.clear();
        if (treeOptions > MAX_TREE_OPTIONS) {
            return byPositions();
        }
        Printed p = text(0);
        return p.bars > 0 ? "{" + p.text + "}" : p.text;
    }

    /** A printed option: its text, and its bars when it is written without braces (0 when atomic). */
    private record Printed(String text, int bars) {
    }

    private void findLabels(int v) {
        if (treeOptions > MAX_TREE_OPTIONS || name(v) != null) {
            return;
        }
        Cancellation.check();
        treeOptions += graph.left[v].length + graph.right[v].length;
        if (onPath.contains(v)) {
            needLabels.add(v);
            return;
        }
        onPath.add(v);
        for (int[] edges : new int[][] {graph.left[v], graph.right[v]}) {
            for (int w : edges) {
                if (w != v) { // a pass is written "pass", not by a label
                    findLabels(w);
                }
            }
        }
        onPath.remove(v);
    }

    private Printed text(int v) {
        String name = name(v);
        if (name != null) {
            return new Printed(name, 0);
        }
        if (onPath.contains(v)) {
            return new Printed(labels.get(v), 0);
        }
        String plusMinus = plusMinus(v);
        if (plusMinus != null) {
            return new Printed(plusMinus, 0);
        }
        String label = "";
        if (needLabels.contains(v)) {
            label = labels.computeIfAbsent(v, k -> labelName(labels.size()));
        }
        onPath.add(v);
        List<Printed> l = options(graph.left[v], v);
        List<Printed> r = options(graph.right[v], v);
        onPath.remove(v);
        int bars = 1;
        for (Printed p : l) {
            bars = Math.max(bars, p.bars + 1);
        }
        for (Printed p : r) {
            bars = Math.max(bars, p.bars + 1);
        }
        String inner = join(l) + "|".repeat(bars) + join(r);
        if (!label.isEmpty()) {
            return new Printed(label + "{" + inner + "}", 0);
        }
        return new Printed(inner, bars);
    }

    /**
     * The graph as its positions, each once: the start first, then the others in the order a breadth-first walk meets
     * them, each written as its label and braces whose options are names (short games, pseudonumbers, the upon
     * family), labels, or pass.
     */
    private String byPositions() {
        Map<Integer, String> label = new HashMap<>();
        List<Integer> order = new ArrayList<>();
        label.put(0, labelName(0));
        order.add(0);
        for (int i = 0; i < order.size(); i++) {
            Cancellation.check();
            int v = order.get(i);
            for (int[] edges : new int[][] {graph.left[v], graph.right[v]}) {
                for (int w : edges) {
                    if (name(w) == null && !label.containsKey(w)) {
                        label.put(w, labelName(order.size()));
                        order.add(w);
                    }
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < order.size(); i++) {
            int v = order.get(i);
            sb.append(i == 0 ? "" : i == 1 ? " where " : ", ").append(label.get(v)).append('{')
                    .append(atoms(graph.left[v], v, label)).append('|').append(atoms(graph.right[v], v, label))
                    .append('}');
        }
        return sb.toString();
    }

    private String atoms(int[] edges, int v, Map<Integer, String> label) {
        List<String> out = new ArrayList<>();
        for (int w : edges) {
            out.add(w == v ? "pass" : name(w) != null ? name(w) : label.get(w));
        }
        out.sort(null);
        return String.join(",", out);
    }

    /** A switch {x | -x} of a pseudonumber x, printed {@code +-over}, {@code +-(5over)}. */
    private String plusMinus(int v) {
        if (!simplest || graph.left[v].length != 1 || graph.right[v].length != 1) {
            return null;
        }
        Shapes shapes = new Shapes(graph);
        Pseudonumber x = shapes.pseudonumber(graph.left[v][0]);
        Pseudonumber y = shapes.pseudonumber(graph.right[v][0]);
        if (x == null || y == null || !y.equals(x.negate()) || x.kind() == Pseudonumber.Kind.NUMBER) {
            return null;
        }
        String text = x.toString();
        return "+-" + (text.chars().allMatch(Character::isLetter) ? text : "(" + text + ")");
    }

    private List<Printed> options(int[] edges, int v) {
        List<Printed> out = new ArrayList<>();
        for (int w : edges) {
            if (w == v && name(v) == null && !needLabels.contains(v)) {
                out.add(new Printed("pass", 0));
                continue;
            }
            Printed p = text(w);
            if (p.bars > 0 && edges.length > 1) {
                p = new Printed("{" + p.text + "}", 0);
            }
            out.add(p);
        }
        out.sort((a, b) -> a.text.compareTo(b.text));
        return out;
    }

    private static String join(List<Printed> ps) {
        StringBuilder sb = new StringBuilder();
        for (Printed p : ps) {
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(p.text);
        }
        return sb.toString();
    }

    private static String labelName(int i) {
        return i < 26 ? String.valueOf((char) ('a' + i)) : "a" + i;
    }

    /** The name of node v when it has one: a short game, a pseudonumber, or a member of the upon family. */
    private String name(int v) {
        if (names.containsKey(v)) {
            return names.get(v);
        }
        String n = findName(v);
        names.put(v, n);
        return n;
    }

    private String findName(int v) {
        if (shortGames[v] != null) {
            return shortGames[v].toString();
        }
        if (!simplest) {
            return null;
        }
        Shapes shapes = new Shapes(graph);
        Pseudonumber p = shapes.pseudonumber(v);
        if (p != null) {
            return p.toString();
        }
        return Named.find(LoopyGame.ofGraph(graph, v), new Stops(graph).left(v), new Stops(graph).right(v));
    }

    /** The infinitesimal stoppers CGSuite names, tried against a node by comparison. */
    static final class Named {

        private Named() {
        }

        static String find(LoopyGame g, Pseudonumber leftStop, Pseudonumber rightStop) {
            if (leftStop.kind() != Pseudonumber.Kind.NUMBER || !leftStop.equals(rightStop)) {
                return null;
            }
            Dyadic x = leftStop.number();
            LoopyGame shift = LoopyGame.of(CanonicalGame.number(x).negate());
            LoopyGame rest = g.plus(shift);
            if (!rest.isStopper()) {
                return null;
            }
            String prefix = x.isZero() ? "" : x.toString();
            LoopyGame star = LoopyGame.of(CanonicalGame.star());
            LoopyGame[] bases = {LoopyGame.upon(), LoopyGame.uponth(), LoopyGame.tiny(LoopyGame.on()),
                LoopyGame.tiny(LoopyGame.over())};
            String[][] words = {{"^[on]", "v[on]"}, {"^<on>", "v<on>"}, {"Tiny(on)", "Miny(on)"},
                {"Tiny(over)", "Miny(over)"}};
            for (int i = 0; i < bases.length; i++) {
                boolean tiny = i >= 2;
                for (int sign = 0; sign < 2; sign++) {
                    LoopyGame base = sign == 0 ? bases[i] : bases[i].negate();
                    for (int starred = 0; starred < (tiny ? 1 : 2); starred++) {
                        LoopyGame candidate = starred == 0 ? base : base.plus(star);
                        if (candidate.isStopper() && rest.compare(candidate) == Relation.EQUAL) {
                            String word = words[i][sign] + (starred == 1 ? "*" : "");
                            return tiny && !x.isZero() ? prefix + "+" + word : prefix + word;
                        }
                    }
                }
            }
            return null;
        }
    }
}
