package cgt.loopy.partizan;

import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.Relation;
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

    private final Graph graph;
    private final boolean simplest;
    private final CanonicalGame[] shortGames;
    private final Map<Integer, String> names = new HashMap<>();
    private final Map<Integer, String> labels = new HashMap<>();
    private final Set<Integer> needLabels = new HashSet<>();
    private final Set<Integer> onPath = new HashSet<>();

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
        Printed p = text(0);
        return p.bars > 0 ? "{" + p.text + "}" : p.text;
    }

    /** A printed option: its text, and its bars when it is written without braces (0 when atomic). */
    private record Printed(String text, int bars) {
    }

    private void findLabels(int v) {
        if (name(v) != null) {
            return;
        }
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
