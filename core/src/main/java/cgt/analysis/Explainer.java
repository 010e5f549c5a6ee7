package cgt.analysis;

import cgt.games.ImpartialGame;
import cgt.outcome.Outcome;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Finds the reasoning behind an impartial analysis as {@link Step}s, the way a teacher would give it: the mex
 * steps that give each value (for a small game, every step from the bottom up), the values and their nim-sum,
 * and the nim-equation that finds the winning moves. {@link TextExplanation} writes them out.
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
            List<Step> out) {
        int shown = 0;
        for (List<String> m : movesByPart) {
            shown += m.size();
        }
        if (position.size() == 1) {
            C c = position.get(0);
            explainValue(c, true, out);
            game.closedForm().ifPresent(rule -> out.add(new Step.Rule(capitalize(rule.explanation(c)) + ".")));
            if (total != 0) {
                out.add(new Step.WinningMoves(Step.WinningMoves.Reason.VALUE_ZERO, total, movesByPart.get(0),
                        moveCount));
            } else if (hasNoMoves(c)) {
                out.add(new Step.Rule("There is no move at all, so the player to move loses: a P-position.", "explain.noMove",
                        List.of()));
            } else {
                out.add(new Step.Rule("G = 0, so this is a P-position: whoever moves next loses, because every move"
                        + " leads to a position of non-zero value.", "explain.zeroValue", List.of()));
            }
            return;
        }
        explainValues(new ArrayList<>(new LinkedHashSet<>(position)), out);
        out.add(new Step.Rule("A sum's value is the nim-sum (binary addition without carries) of its parts' values:",
                "explain.sumIsNimSum", List.of()));
        List<Step.ComponentValue> parts = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            parts.add(new Step.ComponentValue(game.formatComponent(position.get(i)), values[i]));
        }
        out.add(new Step.NimSum(parts, total));
        if (total == 0) {
            out.add(new Step.Rule("The nim-sum is 0, so this is a P-position: whoever moves next loses. Any move"
                    + " changes one part's value and so makes the nim-sum non-zero.", "explain.nimSumZero", List.of()));
            return;
        }
        int top = 63 - Long.numberOfLeadingZeros(total);
        out.add(new Step.Rule("The nim-sum is " + total + " ≠ 0, so this is an N-position. To win, change one part"
                + " from value g to g ⊕ " + total + ", which makes the nim-sum 0.", "explain.nimSumNonZero",
                List.of(total)));
        boolean raises = false;
        for (int i = 0; i < position.size(); i++) {
            raises |= (values[i] ^ total) > values[i] && !movesByPart.get(i).isEmpty();
        }
        out.add(new Step.Rule("A part whose value has the nim-sum's highest bit (" + (1L << top) + ") can always be"
                + " lowered that way" + (raises ? "; here some other part also has an option of the larger value g ⊕ "
                + total : "") + ":", raises ? "explain.highestBitRaises" : "explain.highestBit",
                raises ? List.of(1L << top, total) : List.of(1L << top)));
        for (int i = 0; i < position.size(); i++) {
            List<String> moves = movesByPart.get(i);
            if (!moves.isEmpty()) {
                out.add(new Step.WinningMove(parts.get(i).component(), values[i], total, moves));
            }
        }
        if (moveCount > shown) {
            out.add(new Step.MoreMoves(moveCount - shown, moveCount));
        }
    }

    void verdictFromClosedForm(Outcome outcome, List<String> moves, long moveCount, List<Step> out) {
        if (outcome == Outcome.P) {
            out.add(new Step.Rule("A P-position: whoever moves next loses.", "explain.pPosition", List.of()));
        } else {
            out.add(new Step.WinningMoves(Step.WinningMoves.Reason.CLOSED_FORM, 0, moves, moveCount));
        }
    }

    /**
     * Explains the values of a sum's distinct parts: parts whose value follows from a rule share one step
     * ("G(3) = 3, G(4) = 4: a Nim heap's value is its size"), the others get their last mex step.
     */
    private void explainValues(List<C> parts, List<Step> out) {
        Map<String, List<Step.ComponentValue>> byRule = new LinkedHashMap<>();
        for (C c : parts) {
            var rule = game.valueRule(c);
            if (rule.isPresent()) {
                byRule.computeIfAbsent(rule.get(), r -> new ArrayList<>())
                        .add(new Step.ComponentValue(game.formatComponent(c), game.grundy(c)));
            } else {
                out.add(mexStep(c));
            }
        }
        byRule.forEach((rule, values) -> out.add(new Step.ValueRule(values, rule, ruleKey())));
    }

    /**
     * The message key of this game's value rule in other languages; a face uses it only where its English is the
     * rule word for word, so a rule whose words depend on the position (a staircase's stairs) stays in English.
     */
    private String ruleKey() {
        return "valueRule." + game.name();
    }

    private boolean hasNoMoves(C c) {
        try {
            return game.options(c).isEmpty();
        } catch (TooBigException e) {
            return false;
        }
    }

    /** Explains one component's value: a rule, every mex step for a small game, or the last step alone. */
    private void explainValue(C c, boolean bottomUp, List<Step> out) {
        var rule = game.valueRule(c);
        if (rule.isPresent()) {
            out.add(new Step.ValueRule(List.of(new Step.ComponentValue(game.formatComponent(c), game.grundy(c))),
                    rule.get(), ruleKey()));
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
    private Step mexStep(C c) {
        long g = game.grundy(c);
        String name = game.formatComponent(c);
        List<List<C>> options;
        try {
            options = game.options(c);
        } catch (TooBigException e) {
            return new Step.Value(name, g);
        }
        if (options.size() > MAX_LISTED_OPTIONS) {
            TreeSet<Long> values = new TreeSet<>();
            for (List<C> option : options) {
                values.add(valueOf(option));
            }
            return new Step.MexSummary(name, options.size(), values, g);
        }
        List<Step.MexOption> listed = new ArrayList<>();
        for (List<C> option : options) {
            List<String> parts = new ArrayList<>(option.size());
            for (C part : option) {
                parts.add(game.formatComponent(part));
            }
            listed.add(new Step.MexOption(parts, valueOf(option)));
        }
        return new Step.Mex(name, listed, g);
    }

    private long valueOf(List<C> option) {
        long v = 0;
        for (C part : option) {
            v ^= game.grundy(part);
        }
        return v;
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
