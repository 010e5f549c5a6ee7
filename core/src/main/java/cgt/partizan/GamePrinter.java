package cgt.partizan;

import cgt.task.Cancellation;
import cgt.task.TooBigException;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints canonical forms the way CGSuite does, so that output can be pasted into CGSuite and back:
 * numbers ({@code 3/4}), nimbers ({@code *2}), number-up-stars written together ({@code 1/2^*},
 * {@code -3/2v3*2}), up powers and their sums ({@code ^<2>}, {@code v[3]*}), switches {@code +-1},
 * {@code +-(1*)}, {@code +-{*,^}}, tinies {@code 3Tiny(2)}, and otherwise braces, where an option that is
 * the only one on its side goes without braces and more bars bind more loosely ({@code {2||1|0}}), up to
 * four bars. Options are listed in CGSuite's order (see {@link DisplayOrder}).
 *
 * <p>The explicit form spells every game out as nested braces whose only leaves are numbers.
 */
public final class GamePrinter {

    /** The longest text either form may produce before the printer gives up. */
    public static final long MAX_CHARS = 20_000_000;

    private static final int MAX_SLASHES = 4;

    private final Uptimals uptimals = new Uptimals();
    private final DisplayOrder order = new DisplayOrder(uptimals);
    private final StringBuilder out = new StringBuilder();

    private GamePrinter() {
    }

    /** The canonical form in CGSuite's notation. */
    public static String print(CanonicalGame g) {
        GamePrinter p = new GamePrinter();
        p.append(p.out, g, true, false);
        return p.out.toString();
    }

    /** The explicit form: nested braces, numbers as the only leaves, e.g. ↑ is {@code {0|{0|0}}}. */
    public static String explicit(CanonicalGame g) {
        GamePrinter p = new GamePrinter();
        long size = p.explicitLength(g, new IdentityHashMap<>());
        if (size > MAX_CHARS) {
            String length = size == Long.MAX_VALUE ? "more than 9.2 x 10^18"
                    : String.format(java.util.Locale.ROOT, "%,d", size);
            throw new TooBigException("the explicit form of that game has " + length + " characters; at most "
                    + String.format(java.util.Locale.ROOT, "%,d", MAX_CHARS) + " are printed");
        }
        p.appendExplicit(g);
        return p.out.toString();
    }

    /** The exact length of the explicit form, or Long.MAX_VALUE when it exceeds a long. */
    static long explicitLength(CanonicalGame g) {
        return new GamePrinter().explicitLength(g, new IdentityHashMap<>());
    }

    private long explicitLength(CanonicalGame g, Map<CanonicalGame, Long> memo) {
        if (g.isNumber()) {
            return g.numberValue().toString().length();
        }
        Long known = memo.get(g);
        if (known != null) {
            return known;
        }
        long n = 3; // { | }
        List<CanonicalGame> all = new java.util.ArrayList<>(g.leftOptions());
        all.addAll(g.rightOptions());
        n += Math.max(0, g.leftOptionCount() - 1) + Math.max(0, g.rightOptionCount() - 1);
        for (CanonicalGame o : all) {
            // Every option is measured in full: the length is reported to the user, so it must be exact (an
            // early exit once past the limit once returned a partial sum, 43,046,737 for *16's 86,093,441).
            // The memo makes this cost one visit per distinct subgame.
            n = saturatingAdd(n, explicitLength(o, memo));
        }
        memo.put(g, n);
        return n;
    }

    private static long saturatingAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    private void appendExplicit(CanonicalGame g) {
        if (g.isNumber()) {
            out.append(g.numberValue());
            return;
        }
        out.append('{');
        appendExplicitList(order.left(g));
        out.append('|');
        appendExplicitList(order.right(g));
        out.append('}');
    }

    private void appendExplicitList(List<CanonicalGame> options) {
        for (int i = 0; i < options.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            appendExplicit(options.get(i));
        }
    }

    /**
     * Appends g and returns how many bars its outermost separator has when it is printed without braces
     * (0 when it printed braces or is not a {L|R} form).
     *
     * @param forceBrackets print braces around a {L|R} form even when it could go without
     * @param forceParens parenthesise a compound value (1*, ^*) so that it reads as one operand
     */
    private int append(StringBuilder b, CanonicalGame g, boolean forceBrackets, boolean forceParens) {
        if (b.length() > MAX_CHARS) {
            throw new TooBigException("the canonical form of that game is longer than " + String.format("%,d", MAX_CHARS)
                    + " characters");
        }
        if (g.isNumber()) {
            b.append(g.numberValue());
            return 0;
        }
        if (g.isNimber()) {
            appendStar(b, g.nimberPart());
            return 0;
        }
        UptimalExpansion e = uptimals.expansion(g);
        if (e != null && (e.length() <= 1 || e.isUnit() || e.isUnitSum())) {
            appendUptimal(b, e, forceParens);
            return 0;
        }
        Cancellation.check();
        List<CanonicalGame> lo = order.left(g);
        List<CanonicalGame> ro = order.right(g);
        if (g.negate() == g) {
            b.append("+-");
            if (lo.size() == 1) {
                append(b, lo.get(0), true, true);
            } else {
                b.append('{');
                for (int i = 0; i < lo.size(); i++) {
                    if (i > 0) {
                        b.append(',');
                    }
                    append(b, lo.get(i), true, false);
                }
                b.append('}');
            }
            return 0;
        }
        if (appendTiny(b, g, lo, ro, forceParens)) {
            return 0;
        }
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        int slashes = Math.max(appendSide(left, lo), appendSide(right, ro));
        boolean braces = forceBrackets || slashes == MAX_SLASHES;
        if (braces) {
            b.append('{');
        }
        b.append(left).append("|".repeat(slashes)).append(right);
        if (braces) {
            b.append('}');
            return 0;
        }
        return slashes;
    }

    /** Appends one side's options and returns the bars needed to separate it from the other side. */
    private int appendSide(StringBuilder b, List<CanonicalGame> options) {
        int slashes = 1;
        for (int i = 0; i < options.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            slashes = Math.max(slashes, append(b, options.get(i), options.size() > 1, false) + 1);
        }
        return slashes;
    }

    private static void appendStar(StringBuilder b, int k) {
        b.append('*');
        if (k > 1) {
            b.append(k);
        }
    }

    /** x, then the ups (^, ^^, ^3, ^<n>, ^[n] or their downs), then the nimber, written together. */
    private static void appendUptimal(StringBuilder b, UptimalExpansion e, boolean forceParens) {
        Dyadic x = e.number();
        boolean pureUps = x.isZero() && e.nimber() == 0;
        boolean compact = pureUps || (e.length() == 0 && (x.isZero() || e.nimber() == 0));
        if (forceParens && !compact) {
            b.append('(');
        }
        if (!x.isZero() || (e.nimber() == 0 && e.length() == 0)) {
            b.append(x);
        }
        int n = e.length();
        if (n == 1) {
            int d = e.coefficient(1);
            String arrow = d > 0 ? "^" : "v";
            int a = Math.abs(d);
            b.append(arrow);
            if (a == 2) {
                b.append(arrow);
            } else if (a > 2) {
                b.append(a);
            }
        } else if (n > 1) {
            b.append(e.coefficient(n) > 0 ? '^' : 'v');
            boolean unit = e.isUnit();
            b.append(unit ? '<' : '[').append(n).append(unit ? '>' : ']');
        }
        if (e.nimber() != 0) {
            appendStar(b, e.nimber());
        }
        if (forceParens && !compact) {
            b.append(')');
        }
    }

    /**
     * {x || x | y} with numbers x and mean(y) &lt; x is x + Tiny(x - y); {y | x || x} with mean(y) &gt; x
     * is x + Miny(y - x). Printed {@code Tiny(2)}, {@code 3Tiny(2)}, {@code -1Miny(1/2)}.
     */
    private boolean appendTiny(StringBuilder b, CanonicalGame g, List<CanonicalGame> lo, List<CanonicalGame> ro,
            boolean forceParens) {
        if (lo.size() != 1 || ro.size() != 1) {
            return false;
        }
        CanonicalGame gl = lo.get(0);
        CanonicalGame gr = ro.get(0);
        String name;
        CanonicalGame translate;
        CanonicalGame subscript;
        if (gl.isNumber() && gr.leftOptionCount() == 1 && gr.rightOptionCount() == 1
                && gr.leftOptions().get(0) == gl
                && Thermograph.meanOf(gr.rightOptions().get(0)).compareTo(gl.numberValue()) < 0) {
            name = "Tiny";
            translate = gl;
            subscript = gl.minus(gr.rightOptions().get(0));
        } else if (gr.isNumber() && gl.leftOptionCount() == 1 && gl.rightOptionCount() == 1
                && gl.rightOptions().get(0) == gr
                && Thermograph.meanOf(gl.leftOptions().get(0)).compareTo(gr.numberValue()) > 0) {
            name = "Miny";
            translate = gr;
            subscript = gl.leftOptions().get(0).minus(gr);
        } else {
            return false;
        }
        if (forceParens) {
            b.append('(');
        }
        if (!translate.isZero()) {
            b.append(translate.numberValue());
        }
        b.append(name).append('(');
        append(b, subscript, true, false);
        b.append(')');
        if (forceParens) {
            b.append(')');
        }
        return true;
    }
}
