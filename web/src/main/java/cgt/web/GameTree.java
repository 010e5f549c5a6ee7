package cgt.web;

import cgt.format.PartizanArgs;
import cgt.format.json.Json;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import cgt.partizan.OptionMarks;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code /api/tree}: a game tree for the calculator to draw. The root is the form as the user wrote it when it is
 * written in braces ({@code {0, *, -1 | *}}): its options as written, each marked by core ({@link OptionMarks}) as
 * kept, dominated (by which option) or reversible (through which); then the canonical form's tree below, breadth
 * first, to at most {@link #MAX_NODES} nodes (the rest is marked {@code truncated}).
 */
final class GameTree {

    /** The most nodes of a tree (the canonical form's tree of a hot game grows exponentially with its depth). */
    static final int MAX_NODES = 200;

    private GameTree() {
    }

    static Map<String, Object> of(String expression) {
        CanonicalGame value = PartizanArgs.parse(List.of(expression));
        Map<String, Object> o = Json.object();
        o.put("expression", expression.strip());
        o.put("canonical", GamePrinter.print(value));
        Optional<List<List<String>>> sides = sides(expression.strip());
        if (sides.isPresent()) {
            List<CanonicalGame> left = parseAll(sides.get().get(0));
            List<CanonicalGame> right = parseAll(sides.get().get(1));
            OptionMarks.Form form = OptionMarks.of(left, right);
            Map<String, Object> written = Json.object();
            written.put("left", marks(sides.get().get(0), form.left()));
            written.put("right", marks(sides.get().get(1), form.right()));
            written.put("canonical", form.value().equals(value));
            o.put("written", written);
        } else {
            o.put("written", null);
        }
        int[] budget = {MAX_NODES};
        o.put("tree", tree(value, budget));
        o.put("truncated", budget[0] < 0);
        return o;
    }

    /** The canonical tree breadth first: each node {value, left: [...], right: [...]}, or {value, truncated}. */
    private static Map<String, Object> tree(CanonicalGame root, int[] budget) {
        Map<String, Object> top = node(root);
        budget[0]--;
        ArrayDeque<Object[]> queue = new ArrayDeque<>();
        queue.add(new Object[] {root, top});
        while (!queue.isEmpty()) {
            Object[] item = queue.poll();
            CanonicalGame g = (CanonicalGame) item[0];
            @SuppressWarnings("unchecked")
            Map<String, Object> n = (Map<String, Object>) item[1];
            if (budget[0] < g.leftOptionCount() + g.rightOptionCount()) {
                n.put("truncated", true);
                budget[0] = -1;
                continue;
            }
            List<Object> left = new ArrayList<>();
            for (CanonicalGame c : g.leftOptions()) {
                Map<String, Object> child = node(c);
                left.add(child);
                queue.add(new Object[] {c, child});
            }
            List<Object> right = new ArrayList<>();
            for (CanonicalGame c : g.rightOptions()) {
                Map<String, Object> child = node(c);
                right.add(child);
                queue.add(new Object[] {c, child});
            }
            budget[0] -= left.size() + right.size();
            n.put("left", left);
            n.put("right", right);
        }
        return top;
    }

    private static Map<String, Object> node(CanonicalGame g) {
        Map<String, Object> n = Json.object();
        n.put("value", GamePrinter.print(g));
        n.put("outcome", g.outcome().name());
        return n;
    }

    private static List<Object> marks(List<String> written, List<OptionMarks.Marked> marked) {
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < marked.size(); i++) {
            OptionMarks.Marked m = marked.get(i);
            Map<String, Object> o = Json.object();
            o.put("written", written.get(i));
            o.put("value", GamePrinter.print(m.option()));
            o.put("mark", m.dominatedBy().isPresent() ? "dominated" : m.reversibleThrough().isPresent() ? "reversible"
                    : "kept");
            o.put("dominatedBy", m.dominatedBy().map(GamePrinter::print));
            o.put("reversibleThrough", m.reversibleThrough().map(GamePrinter::print));
            list.add(o);
        }
        return list;
    }

    private static List<CanonicalGame> parseAll(List<String> texts) {
        List<CanonicalGame> games = new ArrayList<>();
        for (String t : texts) {
            games.add(PartizanArgs.parse(List.of(t)));
        }
        return games;
    }

    /**
     * The options of a form written as one pair of braces, as text: [left options, right options]. Empty when the
     * expression is anything else (a number, a sum, braces followed by more). The longest run of bars splits Left
     * from Right, as core's parser reads it; a side with shorter runs in it is one game ({a||b|c} = {a | {b|c}}).
     * The expression has already been parsed whole, so it is well formed.
     */
    static Optional<List<List<String>>> sides(String e) {
        if (e.length() < 2 || e.charAt(0) != '{' || matching(e, 0) != e.length() - 1) {
            return Optional.empty();
        }
        String body = e.substring(1, e.length() - 1);
        int longest = 0;
        int at = -1;
        int depth = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                int run = 1;
                while (i + run < body.length() && body.charAt(i + run) == '|') {
                    run++;
                }
                if (run > longest) {
                    longest = run;
                    at = i;
                }
                i += run - 1;
            }
        }
        if (at < 0) {
            return Optional.empty();
        }
        String left = body.substring(0, at);
        String right = body.substring(at + longest);
        return Optional.of(List.of(options(left), options(right)));
    }

    /** A side's options: split at commas outside brackets, or the whole side as one game when it has bars. */
    private static List<String> options(String side) {
        List<String> options = new ArrayList<>();
        if (side.isBlank()) {
            return options;
        }
        int depth = 0;
        boolean bars = false;
        for (int i = 0; i < side.length(); i++) {
            char c = side.charAt(i);
            depth += c == '{' || c == '(' ? 1 : c == '}' || c == ')' ? -1 : 0;
            bars |= c == '|' && depth == 0;
        }
        if (bars) {
            options.add("{" + side.strip() + "}");
            return options;
        }
        int start = 0;
        depth = 0;
        for (int i = 0; i <= side.length(); i++) {
            char c = i < side.length() ? side.charAt(i) : ',';
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                String option = side.substring(start, i).strip();
                if (option.isEmpty()) {
                    throw new BadInputException("an empty option in " + side.strip());
                }
                options.add(option);
                start = i + 1;
            }
        }
        return options;
    }

    private static int matching(String e, int open) {
        int depth = 0;
        for (int i = open; i < e.length(); i++) {
            char c = e.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
