package cgt.impartial;

import cgt.rules.ImpartialRules;
import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A sum of components seen as one undivided position, for the analyses that cannot work part by part
 * (misère play, brute-force checks of the Sprague-Grundy theorem).
 *
 * <p>Positions are normalised: each component takes its rules' normal form (a symmetry maps a component's game
 * tree onto its image's, so the two play alike in any convention), components without moves are dropped (they add
 * no moves to a sum, in any play convention) and the rest are sorted, so that the order in which a user lists them
 * does not matter. The rules' known values are not used: they are normal play's Grundy values, and a whole
 * position is searched because those do not decide it.
 *
 * @param <C> the component type
 */
public final class WholePositions<C> {

    private final ImpartialRules<C> rules;
    private final Comparator<? super C> order;
    private final Map<C, List<List<C>>> optionsCache = new HashMap<>();
    /** Options held in the cache, counted so that a search can bound the memory they take. */
    private long cachedOptions;

    public WholePositions(ImpartialRules<C> rules, Comparator<? super C> order) {
        this.rules = rules;
        this.order = order;
    }

    /** The options of a component, remembered (whole-position searches ask for them again and again). */
    public List<List<C>> options(C component) {
        List<List<C>> known = optionsCache.get(component);
        if (known == null) {
            known = rules.options(component);
            optionsCache.put(component, known);
            cachedOptions += known.size();
        }
        return known;
    }

    /** How many options the cache holds, over all components (each option is at least one component). */
    public long cachedOptions() {
        return cachedOptions;
    }

    /** How many components have their options cached. */
    public int cachedComponents() {
        return optionsCache.size();
    }

    /**
     * Empties the cache of options. It only saves time, and a search over a single large component fills it
     * with every option of every position it meets (gigabytes for one Wythoff queen at 5000,5000).
     */
    public void forgetOptions() {
        optionsCache.clear();
        cachedOptions = 0;
    }

    /**
     * The normal form of a sum: each component in its rules' normal form ({@link ImpartialRules#normalize}), those
     * without moves dropped, the rest sorted.
     */
    public List<C> normalize(List<C> sum) {
        List<C> live = new ArrayList<>(sum.size());
        for (C c : sum) {
            C n = rules.normalize(c);
            // Not options(n): listing and caching the options of every component that every move leaves, to
            // see whether it is terminal, filled the heap (15,000 queens of 15,000 options each per position).
            List<List<C>> known = optionsCache.get(n);
            if (known != null ? !known.isEmpty() : !rules.isTerminal(n)) {
                live.add(n);
            }
        }
        live.sort(order);
        return List.copyOf(live);
    }

    /** The distinct normalised positions one move away from a normalised position. */
    public List<List<C>> moves(List<C> position) {
        LinkedHashSet<List<C>> result = new LinkedHashSet<>();
        for (int i = 0; i < position.size(); i++) {
            if (i > 0 && position.get(i).equals(position.get(i - 1))) {
                continue; // equal components have the same moves
            }
            List<List<C>> options = options(position.get(i));
            for (int j = 0; j < options.size(); j++) {
                if ((j & 0x3FF) == 0x3FF) {
                    Cancellation.check(); // a component may have thousands of moves
                }
                result.add(afterMove(position, i, options.get(j)));
            }
        }
        return new ArrayList<>(result);
    }

    /**
     * The normal form of a normalised position whose component i is replaced by an option: the other
     * components are live and sorted already, so only the option's components are tested, and they are
     * merged in place of a full sort (one list per move; a search makes millions of them).
     */
    private List<C> afterMove(List<C> position, int i, List<C> option) {
        List<C> added = new ArrayList<>(option.size());
        for (C c : option) {
            C n = rules.normalize(c);
            List<List<C>> known = optionsCache.get(n);
            if (known != null ? !known.isEmpty() : !rules.isTerminal(n)) {
                added.add(n);
            }
        }
        if (added.size() > 1) {
            added.sort(order);
        }
        @SuppressWarnings("unchecked")
        C[] next = (C[]) new Object[position.size() - 1 + added.size()];
        int n = 0;
        int a = 0;
        for (int k = 0; k < position.size(); k++) {
            if (k == i) {
                continue;
            }
            C c = position.get(k);
            while (a < added.size() && order.compare(added.get(a), c) < 0) {
                next[n++] = added.get(a++);
            }
            next[n++] = c;
        }
        while (a < added.size()) {
            next[n++] = added.get(a++);
        }
        return List.of(next);
    }

    /** The same positions as impartial rules whose parts are whole positions (a whole position never splits). */
    public ImpartialRules<List<C>> asRules() {
        return this::moves;
    }
}
