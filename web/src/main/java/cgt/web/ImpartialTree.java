package cgt.web;

import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.format.json.Json;
import cgt.games.ImpartialGame;
import cgt.task.Budget;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code /api/tree?game=&position=}: the game tree of an impartial position for the Analyze page to draw, every
 * option with its Grundy value, so that a learner can check the mex rule node by node. Breadth first, at most
 * {@link #MAX_NODES} nodes: a node whose options would pass that is marked {@code truncated} (with how many options
 * it has), so that the page can say the tree is too big to show whole. A node's value is the nim-sum of its
 * components' values (core's), not the mex of the options listed: the two agree by the Sprague-Grundy theorem, which
 * is what the tests check.
 */
final class ImpartialTree {

    /** The most nodes of a tree: Nim 3 4 5 alone has thousands, and a class reads a few dozen. */
    static final int MAX_NODES = 200;

    private ImpartialTree() {
    }

    static Map<String, Object> of(ImpartialGame<?> game, List<String> position, Budget budget) {
        return typed(game, position, budget);
    }

    private static <C> Map<String, Object> typed(ImpartialGame<C> game, List<String> args, Budget budget) {
        List<C> root = game.parsePosition(args);
        Request request = Request.of(Play.NORMAL).usingThreads(1).withBudget(budget);
        if (ImpartialAnalyzer.analyzePosition(game, root, request).loopy().isPresent()) {
            // A position may come round again: the tree would be infinite, and its values are not Grundy values.
            throw ApiException.badInput("the game tree is drawn for games that always end; positions of "
                    + game.name() + " can repeat (see its analysis for the generalized values)");
        }
        Map<String, Object> top = node(game, root, budget);
        int count = 1;
        ArrayDeque<Object[]> queue = new ArrayDeque<>();
        queue.add(new Object[] {root, top});
        boolean truncated = false;
        while (!queue.isEmpty()) {
            Object[] item = queue.poll();
            @SuppressWarnings("unchecked")
            List<C> position = (List<C>) item[0];
            @SuppressWarnings("unchecked")
            Map<String, Object> n = (Map<String, Object>) item[1];
            List<List<C>> options = distinctOptions(game, position);
            if (!options.isEmpty() && (truncated || count + options.size() > MAX_NODES)) {
                // Breadth first: once one node is cut, the nodes still queued (as deep or deeper) are cut too.
                n.put("truncated", true);
                n.put("optionCount", options.size());
                truncated = true;
                continue;
            }
            List<Object> children = new ArrayList<>();
            for (List<C> option : options) {
                Map<String, Object> child = node(game, option, budget);
                children.add(child);
                queue.add(new Object[] {option, child});
            }
            count += children.size();
            n.put("options", children);
        }
        Map<String, Object> o = Json.object();
        o.put("game", game.name());
        o.put("position", game.formatPosition(root));
        o.put("value", top.get("value"));
        o.put("maxNodes", MAX_NODES);
        o.put("nodes", count);
        o.put("truncated", truncated);
        o.put("tree", top);
        return o;
    }

    private static <C> Map<String, Object> node(ImpartialGame<C> game, List<C> position, Budget budget) {
        long value = 0;
        for (C c : position) {
            value ^= game.grundy(c, budget);
        }
        Map<String, Object> n = Json.object();
        n.put("position", game.formatPosition(position));
        n.put("value", value);
        n.put("outcome", value == 0 ? "P" : "N");
        return n;
    }

    /**
     * The positions one move away, each once: moves that lead to the same components in another order (3 3 to
     * 2 3 or to 3 2) are one option of the tree, as they are one game.
     */
    private static <C> List<List<C>> distinctOptions(ImpartialGame<C> game, List<C> position) {
        List<List<C>> result = new ArrayList<>();
        Set<List<C>> seen = new HashSet<>();
        for (int i = 0; i < position.size(); i++) {
            for (List<C> option : game.options(position.get(i))) {
                List<C> next = new ArrayList<>(position.subList(0, i));
                next.addAll(option);
                next.addAll(position.subList(i + 1, position.size()));
                List<C> sorted = new ArrayList<>(next);
                sorted.sort(game.order());
                if (seen.add(sorted)) {
                    result.add(next);
                }
            }
        }
        return result;
    }
}
