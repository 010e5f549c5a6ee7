package cgt.partizan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A deliberately plain implementation of the definitions, to check the engine against: game forms as
 * trees (no simplification), G &lt;= H by the recursive definition on those forms, and the value of a sum
 * by its definition (move in one component) with no number translation and no number-up-star arithmetic.
 */
final class NaiveGames {

    /** A game form: lists of options, nothing simplified. */
    static final class Form {
        final List<Form> left;
        final List<Form> right;

        Form(List<Form> left, List<Form> right) {
            this.left = left;
            this.right = right;
        }
    }

    private final IdentityHashMap<CanonicalGame, Form> forms = new IdentityHashMap<>();
    private final IdentityHashMap<Form, Map<Form, Boolean>> leqMemo = new IdentityHashMap<>();
    private final Map<String, CanonicalGame> sums = new HashMap<>();

    /** The canonical game written out as a tree of forms (every number spelled out too). */
    Form form(CanonicalGame g) {
        Form f = forms.get(g);
        if (f == null) {
            List<Form> l = new ArrayList<>();
            for (CanonicalGame o : g.leftOptions()) {
                l.add(form(o));
            }
            List<Form> r = new ArrayList<>();
            for (CanonicalGame o : g.rightOptions()) {
                r.add(form(o));
            }
            f = new Form(l, r);
            forms.put(g, f);
        }
        return f;
    }

    /** G &lt;= H iff no G^L &gt;= H and no H^R &lt;= G. */
    boolean leq(Form g, Form h) {
        Map<Form, Boolean> row = leqMemo.computeIfAbsent(g, k -> new IdentityHashMap<>());
        Boolean known = row.get(h);
        if (known != null) {
            return known;
        }
        boolean result = true;
        for (Form gl : g.left) {
            if (leq(h, gl)) {
                result = false;
                break;
            }
        }
        if (result) {
            for (Form hr : h.right) {
                if (leq(hr, g)) {
                    result = false;
                    break;
                }
            }
        }
        row.put(h, result);
        return result;
    }

    boolean leq(CanonicalGame g, CanonicalGame h) {
        return leq(form(g), form(h));
    }

    /**
     * The value of the sum of the components by the definition: each option moves in one component; only
     * CanonicalGame.of (simplification from options) is used, never plus.
     */
    CanonicalGame sum(List<CanonicalGame> components) {
        CanonicalGame[] sorted = components.stream().filter(g -> !g.isZero()).toArray(CanonicalGame[]::new);
        Arrays.sort(sorted, (a, b) -> Long.compare(a.id(), b.id()));
        if (sorted.length == 0) {
            return CanonicalGame.zero();
        }
        if (sorted.length == 1) {
            return sorted[0];
        }
        StringBuilder key = new StringBuilder();
        for (CanonicalGame g : sorted) {
            key.append(g.id()).append(',');
        }
        CanonicalGame known = sums.get(key.toString());
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 0; i < sorted.length; i++) {
            for (CanonicalGame o : sorted[i].leftOptions()) {
                left.add(sum(replace(sorted, i, o)));
            }
            for (CanonicalGame o : sorted[i].rightOptions()) {
                right.add(sum(replace(sorted, i, o)));
            }
        }
        CanonicalGame value = CanonicalGame.of(left, right);
        sums.put(key.toString(), value);
        return value;
    }

    private static List<CanonicalGame> replace(CanonicalGame[] parts, int i, CanonicalGame with) {
        List<CanonicalGame> out = new ArrayList<>(Arrays.asList(parts));
        out.set(i, with);
        return out;
    }

    /** The Left (or Right) options of a + b by the definition, every option of both moved in. */
    static List<CanonicalGame> sumOptions(CanonicalGame a, CanonicalGame b, boolean left) {
        List<CanonicalGame> out = new ArrayList<>();
        for (CanonicalGame o : left ? a.leftOptions() : a.rightOptions()) {
            out.add(o.plus(b));
        }
        for (CanonicalGame o : left ? b.leftOptions() : b.rightOptions()) {
            out.add(a.plus(o));
        }
        return out;
    }
}
