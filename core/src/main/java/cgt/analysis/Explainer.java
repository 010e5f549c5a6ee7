package cgt.analysis;

import cgt.games.ImpartialGame;
import cgt.outcome.Outcome;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Writes the reasoning behind an impartial analysis the way a teacher would: the mex steps that give each
 * value (for a small game, every step from the bottom up), the values in binary columns and their nim-sum,
 * and the nim-equation that finds the winning moves.
 *
 * @param <C> the component type
 */
final class Explainer<C> {

    /** A component whose game has at most this many positions gets every mex step, bottom up. */
    private static final int MAX_STEPS = 24;
    /** Options listed one by one in a mex step; more are summarised by their set of values. */
    private static final int MAX_LISTED_OPTIONS = 12;
    /** Winning moves written out in an explanation; the rest are counted. */
    static final int MAX_SHOWN_MOVES = 40;

    private final ImpartialGame<C> game;

    Explainer(ImpartialGame<C> game) {
        this.game = game;
    }

    /**
     * @param movesByPart for each part, the first winning moves in it written as positions (at most
     *     {@link #MAX_SHOWN_MOVES} in all)
     * @param moveCount how many winning moves there are in all
     */
    void normalPlay(List<C> position, long[] values, long total, List<List<String>> movesByPart, long moveCount,
            List<String> out) {
        int shown = 0;
        for (List<String> m : movesByPart) {
            shown += m.size();
        }
        String more = moveCount > shown ? "; ... (" + moveCount + " winning moves in all)" : "";
        if (position.size() == 1) {
            C c = position.get(0);
            explainValue(c, true, out);
            game.closedForm().ifPresent(rule -> out.add(capitalize(rule.explanation(c)) + "."));
            if (total != 0) {
                out.add("G = " + total + " ≠ 0, so this is an N-position: the player to move wins by moving to an"
                        + " option of value 0: " + String.join("; ", movesByPart.get(0)) + more + ".");
            } else if (hasNoMoves(c)) {
                out.add("There is no move at all, so the player to move loses: a P-position.");
            } else {
                out.add("G = 0, so this is a P-position: whoever moves next loses, because every move leads to a"
                        + " position of non-zero value.");
            }
            return;
        }
        explainValues(new ArrayList<>(new LinkedHashSet<>(position)), out);
        out.add("A sum's value is the nim-sum (binary addition without carries) of its parts' values:");
        binaryColumns(position, values, total, out);
        if (total == 0) {
            out.add("The nim-sum is 0, so this is a P-position: whoever moves next loses. Any move changes one"
                    + " part's value and so makes the nim-sum non-zero.");
            return;
        }
        int top = 63 - Long.numberOfLeadingZeros(total);
        out.add("The nim-sum is " + total + " ≠ 0, so this is an N-position. To win, change one part from value g to"
                + " g ⊕ " + total + ", which makes the nim-sum 0.");
        boolean raises = false;
        for (int i = 0; i < position.size(); i++) {
            raises |= (values[i] ^ total) > values[i] && !movesByPart.get(i).isEmpty();
        }
        out.add("A part whose value has the nim-sum's highest bit (" + (1L << top) + ") can always be lowered that way"
                + (raises ? "; here some other part also has an option of the larger value g ⊕ " + total : "") + ":");
        for (int i = 0; i < position.size(); i++) {
            long target = values[i] ^ total;
            List<String> moves = movesByPart.get(i);
            if (moves.isEmpty()) {
                continue;
            }
            out.add("  " + label(position.get(i)) + ": " + values[i] + " ⊕ " + total + " = " + target
                    + (target > values[i] ? " (a larger value, which this part's options also reach)" : "")
                    + " → " + String.join("; ", moves));
        }
        if (moveCount > shown) {
            out.add("  ... " + (moveCount - shown) + " more winning moves (" + moveCount + " in all)");
        }
    }

    void verdictFromClosedForm(Outcome outcome, List<String> moves, List<String> out) { // moves: the first ones
        if (outcome == Outcome.P) {
            out.add("A P-position: whoever moves next loses.");
        } else {
            out.add("An N-position: the player to move wins by moving to a P-position: " + String.join("; ", moves)
                    + ".");
        }
    }

    /**
     * Explains the values of a sum's distinct parts: parts whose value follows from a rule share one line
     * ("G(3) = 3, G(4) = 4: a Nim heap's value is its size"), the others get their last mex step.
     */
    private void explainValues(List<C> parts, List<String> out) {
        java.util.Map<String, List<String>> byRule = new java.util.LinkedHashMap<>();
        for (C c : parts) {
            var rule = game.valueRule(c);
            if (rule.isPresent()) {
                byRule.computeIfAbsent(rule.get(), r -> new ArrayList<>()).add(label(c) + " = " + game.grundy(c));
            } else {
                out.add(mexStep(c));
            }
        }
        byRule.forEach((rule, values) -> out.add(String.join(", ", values) + ": " + rule + "."));
    }

    private boolean hasNoMoves(C c) {
        try {
            return game.options(c).isEmpty();
        } catch (TooBigException e) {
            return false;
        }
    }

    /** Explains one component's value: a rule, every mex step for a small game, or the last step alone. */
    private void explainValue(C c, boolean bottomUp, List<String> out) {
        var rule = game.valueRule(c);
        if (rule.isPresent()) {
            out.add(label(c) + " = " + game.grundy(c) + ": " + rule.get() + ".");
            return;
        }
        List<C> steps = bottomUp ? smallGame(c) : null;
        if (steps == null) {
            out.add(mexStep(c));
            return;
        }
        for (C s : steps) {
            out.add(mexStep(s));
        }
    }

    /**
     * Every component reachable from c, each after the components its options need, when there are at
     * most {@link #MAX_STEPS} of them; otherwise null.
     */
    private List<C> smallGame(C root) {
        List<C> order = new ArrayList<>();
        Set<C> done = new HashSet<>();
        Set<C> seen = new HashSet<>();
        ArrayDeque<C> stack = new ArrayDeque<>();
        stack.push(root);
        try {
            while (!stack.isEmpty()) {
                C c = stack.peek();
                if (seen.add(c)) {
                    if (seen.size() > MAX_STEPS) {
                        return null;
                    }
                    for (List<C> option : game.options(c)) {
                        for (C part : option) {
                            if (!seen.contains(part)) {
                                stack.push(part);
                            }
                        }
                    }
                } else {
                    stack.pop();
                    if (done.add(c)) {
                        order.add(c);
                    }
                }
            }
        } catch (TooBigException e) {
            return null;
        }
        return order;
    }

    /** "G(4) = mex{G(3), G(2), G(1)} = mex{3, 2, 1} = 0", or a summary for a component with many options. */
    private String mexStep(C c) {
        long g = game.grundy(c);
        List<List<C>> options;
        try {
            options = game.options(c);
        } catch (TooBigException e) {
            return label(c) + " = " + g;
        }
        if (options.isEmpty()) {
            return label(c) + " = mex{} = 0 (no moves)";
        }
        List<String> labels = new ArrayList<>();
        List<Long> values = new ArrayList<>();
        for (List<C> option : options) {
            StringBuilder l = new StringBuilder();
            long v = 0;
            for (C part : option) {
                l.append(l.length() == 0 ? "" : "⊕").append(label(part));
                v ^= game.grundy(part);
            }
            labels.add(l.toString());
            values.add(v);
        }
        if (options.size() <= MAX_LISTED_OPTIONS) {
            return label(c) + " = mex{" + String.join(", ", labels) + "} = mex{" + join(values) + "} = " + g;
        }
        return label(c) + " = mex of its " + options.size() + " options' values = mex{" + ranges(new TreeSet<>(values))
                + "} = " + g;
    }

    private void binaryColumns(List<C> position, long[] values, long total, List<String> out) {
        long max = total;
        for (long v : values) {
            max = Math.max(max, v);
        }
        int bits = Math.max(1, 64 - Long.numberOfLeadingZeros(max));
        List<String> left = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            left.add(label(position.get(i)) + " = " + values[i]);
        }
        left.add("nim-sum = " + total);
        int width = left.stream().mapToInt(String::length).max().orElse(0);
        for (int i = 0; i <= position.size(); i++) {
            long v = i < position.size() ? values[i] : total;
            if (i == position.size()) {
                out.add("  " + " ".repeat(width) + "   " + "-".repeat(bits));
            }
            out.add("  " + " ".repeat(width - left.get(i).length()) + left.get(i) + " = " + binary(v, bits));
        }
    }

    private String label(C c) {
        return "G(" + game.formatComponent(c) + ")";
    }

    private static String binary(long v, int bits) {
        String b = Long.toBinaryString(v);
        return "0".repeat(Math.max(0, bits - b.length())) + b;
    }

    private static String join(List<Long> values) {
        StringBuilder b = new StringBuilder();
        for (Long v : values) {
            b.append(b.length() == 0 ? "" : ", ").append(v);
        }
        return b.toString();
    }

    /** "0..5, 7, 9..12": a sorted set of values with runs written as ranges. */
    static String ranges(TreeSet<Long> values) {
        StringBuilder b = new StringBuilder();
        Long start = null;
        Long prev = null;
        for (Long v : values) {
            if (prev != null && v == prev + 1) {
                prev = v;
                continue;
            }
            appendRun(b, start, prev);
            start = v;
            prev = v;
        }
        appendRun(b, start, prev);
        return b.toString();
    }

    private static void appendRun(StringBuilder b, Long start, Long end) {
        if (start == null) {
            return;
        }
        b.append(b.length() == 0 ? "" : ", ").append(start);
        if (end > start + 1) {
            b.append("..").append(end);
        } else if (end > start) {
            b.append(", ").append(end);
        }
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
