package cgt.partizan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * The order in which CGSuite lists options, so that printed forms match its output: numbers (by value),
 * then nimbers, then uptimals (by their expansions), then every other game, compared by its sorted Left
 * options and then its sorted Right options. One instance per job and thread (it remembers sorted lists).
 */
public final class DisplayOrder implements Comparator<CanonicalGame> {

    private final Uptimals uptimals;
    private final IdentityHashMap<CanonicalGame, List<CanonicalGame>> sortedLeft = new IdentityHashMap<>();
    private final IdentityHashMap<CanonicalGame, List<CanonicalGame>> sortedRight = new IdentityHashMap<>();

    DisplayOrder(Uptimals uptimals) {
        this.uptimals = uptimals;
    }

    /** A fresh order (it remembers what it has seen: use one per job and thread). */
    public DisplayOrder() {
        this(new Uptimals());
    }

    List<CanonicalGame> left(CanonicalGame g) {
        List<CanonicalGame> s = sortedLeft.get(g);
        if (s == null) {
            s = new ArrayList<>(g.leftOptions());
            s.sort(this);
            sortedLeft.put(g, s);
        }
        return s;
    }

    List<CanonicalGame> right(CanonicalGame g) {
        List<CanonicalGame> s = sortedRight.get(g);
        if (s == null) {
            s = new ArrayList<>(g.rightOptions());
            s.sort(this);
            sortedRight.put(g, s);
        }
        return s;
    }

    private int rank(CanonicalGame g) {
        if (g.isNumber()) {
            return 0;
        }
        if (g.isNimber()) {
            return 1;
        }
        return uptimals.expansion(g) != null ? 2 : 3;
    }

    @Override
    public int compare(CanonicalGame g, CanonicalGame h) {
        if (g == h) {
            return 0;
        }
        int rg = rank(g);
        int rh = rank(h);
        if (rg != rh) {
            return Integer.compare(rg, rh);
        }
        return switch (rg) {
            case 0 -> g.numberValue().compareTo(h.numberValue());
            case 1 -> Integer.compare(g.nimberPart(), h.nimberPart());
            case 2 -> uptimals.expansion(g).compareTo(uptimals.expansion(h));
            default -> {
                int c = compareLists(left(g), left(h));
                yield c != 0 ? c : compareLists(right(g), right(h));
            }
        };
    }

    private int compareLists(List<CanonicalGame> a, List<CanonicalGame> b) {
        for (int i = 0; i < a.size() && i < b.size(); i++) {
            int c = compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
