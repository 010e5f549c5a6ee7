package cgt.partizan;

import cgt.task.Budget;
import cgt.task.Cancellation;
import cgt.task.MemoryMeter;
import cgt.task.TooBigException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
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

    private static final int MAX_SLASHES = 4;

    private final Uptimals uptimals = new Uptimals();
    private final DisplayOrder order = new DisplayOrder(uptimals);
    private final StringBuilder out = new StringBuilder();
    /** The longest text either form may produce before the printer gives up (a budget's printed characters). */
    private final long maxChars;
    /** Means asked about while looking for tinies, remembered: the printer asks at every level of a game. */
    private final Thermograph.Calculator thermographs = new Thermograph.Calculator();

    private GamePrinter(long maxChars) {
        this.maxChars = maxChars;
    }

    /** The canonical form in CGSuite's notation, at most {@link Budget#DEFAULT}'s printed characters. */
    public static String print(CanonicalGame g) {
        return print(g, Budget.DEFAULT);
    }

    /**
     * The canonical form in CGSuite's notation.
     *
     * @throws TooBigException when it is longer than the budget's {@link Budget.Answers#printedChars()}
     */
    public static String print(CanonicalGame g, Budget budget) {
        GamePrinter p = new GamePrinter(budget.answers().printedChars());
        Text text = new Text(new long[1]);
        p.append(text, g, true, false);
        text.writeTo(p.out);
        return p.out.toString();
    }

    /** The explicit form: nested braces, numbers as the only leaves, e.g. ↑ is {@code {0|{0|0}}}. */
    public static String explicit(CanonicalGame g) {
        return explicit(g, Budget.DEFAULT);
    }

    /**
     * The explicit form.
     *
     * @throws TooBigException when it is longer than the budget's {@link Budget.Answers#printedChars()}
     */
    public static String explicit(CanonicalGame g, Budget budget) {
        GamePrinter p = new GamePrinter(budget.answers().printedChars());
        long size = p.explicitLength(g, new IdentityHashMap<>());
        if (size > p.maxChars) {
            String length = size == Long.MAX_VALUE ? "more than 9.2 x 10^18"
                    : String.format(Locale.ROOT, "%,d", size);
            throw new TooBigException("the explicit form of that game has " + length + " characters; at most "
                    + String.format(Locale.ROOT, "%,d", p.maxChars) + " are printed", "tooBig.explicit",
                    List.of(length, p.maxChars));
        }
        p.appendExplicit(g);
        return p.out.toString();
    }

    /** The exact length of the explicit form, or Long.MAX_VALUE when it exceeds a long. */
    static long explicitLength(CanonicalGame g) {
        return new GamePrinter(Long.MAX_VALUE).explicitLength(g, new IdentityHashMap<>());
    }

    private long explicitLength(CanonicalGame g, Map<CanonicalGame, Long> memo) {
        // Deepest first, so that each game's options are measured before it is.
        BottomUp.overOptions(g, x -> x.isNumber() || memo.containsKey(x), x -> measure(x, memo));
        return measure(g, memo);
    }

    /** The explicit length of g, its options' lengths being known. */
    private long measure(CanonicalGame g, Map<CanonicalGame, Long> memo) {
        if (g.isNumber()) {
            return g.numberValue().toString().length();
        }
        Long known = memo.get(g);
        if (known != null) {
            return known;
        }
        long n = 3; // { | }
        List<CanonicalGame> all = new ArrayList<>(g.leftOptions());
        all.addAll(g.rightOptions());
        n += Math.max(0, g.leftOptionCount() - 1) + Math.max(0, g.rightOptionCount() - 1);
        for (CanonicalGame o : all) {
            // Every option is measured in full: the length is reported to the user, so it must be exact (an
            // early exit once past the limit once returned a partial sum, 43,046,737 for *16's 86,093,441).
            // The memo makes this cost one visit per distinct subgame.
            n = saturatingAdd(n, o.isNumber() ? o.numberValue().toString().length() : memo.get(o));
        }
        memo.put(g, n);
        return n;
    }

    private static long saturatingAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    /** Appends the explicit form of g: a game to print, or the text between its parts, from a stack. */
    private void appendExplicit(CanonicalGame g) {
        ArrayDeque<Object> pending = new ArrayDeque<>();
        pending.push(g);
        while (!pending.isEmpty()) {
            Object next = pending.pop();
            if (next instanceof String text) {
                out.append(text);
                continue;
            }
            CanonicalGame x = (CanonicalGame) next;
            if (x.isNumber()) {
                out.append(x.numberValue());
                continue;
            }
            // Pushed in reverse: '{', the left options, '|', the right options, '}'.
            pending.push("}");
            pushExplicitList(pending, order.right(x));
            pending.push("|");
            pushExplicitList(pending, order.left(x));
            out.append('{');
        }
    }

    private static void pushExplicitList(ArrayDeque<Object> pending, List<CanonicalGame> options) {
        for (int i = options.size() - 1; i >= 0; i--) {
            pending.push(options.get(i));
            if (i > 0) {
                pending.push(",");
            }
        }
    }

    /**
     * Appends g and returns how many bars its outermost separator has when it is printed without braces
     * (0 when it printed braces or is not a {L|R} form).
     *
     * @param forceBrackets print braces around a {L|R} form even when it could go without
     * @param forceParens parenthesise a compound value (1*, ^*) so that it reads as one operand
     */
    private int append(Text b, CanonicalGame g, boolean forceBrackets, boolean forceParens) {
        // The recursion of the notation runs on an explicit stack of frames, so that a game as deep as
        // memory allows prints on any thread: a frame asks for its parts one at a time and is handed back
        // the number of bars each part printed without braces.
        Frame first = open(b, g, forceBrackets, forceParens);
        if (first == null) {
            return 0;
        }
        ArrayDeque<Frame> stack = new ArrayDeque<>();
        stack.push(first);
        int handed = Frame.STARTING;
        while (true) {
            Frame top = stack.peek();
            Part part = top.next(handed);
            if (part != null) {
                Frame child = open(part.target(), part.game(), part.forceBrackets(), part.forceParens());
                if (child == null) {
                    handed = 0;
                } else {
                    stack.push(child);
                    handed = Frame.STARTING;
                }
                continue;
            }
            stack.pop();
            if (stack.isEmpty()) {
                return top.result;
            }
            handed = top.result;
        }
    }

    /**
     * Text made of strings and other texts, joined only when the whole is written out: the sides of a
     * {L | R} are printed apart (the bars between them are known only at the end), and copying them into
     * their parent at every level cost time quadratic in the depth.
     */
    private static final class Text {
        /**
         * What a piece is charged to the computation's {@link MemoryMeter}, beside its characters: the string (40
         * bytes with its array), its slot in the list, and a share of the frames and parts that print it. The pieces
         * are what grows with a long form: the sum of the switches ±1 to ±19 prints as 967,324 characters, which
         * took 76 MB of heap more than the game itself (charged 76 MB), and each further switch doubles it.
         */
        private static final int PIECE_BYTES = 80;
        private static final String GROWTH = "the printed form";
        private final List<Object> pieces = new ArrayList<>();
        /**
         * The characters appended to every text of this printing, one counter they share: a text's own length
         * counts only what was put into it so far, and the budget is for the whole.
         */
        private final long[] printed;

        Text(long[] printed) {
            this.printed = printed;
        }

        /** A new text for a part of this printing, counted with it. */
        Text part() {
            return new Text(printed);
        }

        long printed() {
            return printed[0];
        }

        Text append(String s) {
            MemoryMeter.charge(PIECE_BYTES + s.length(), GROWTH);
            pieces.add(s);
            printed[0] += s.length();
            return this;
        }

        Text append(Text t) {
            MemoryMeter.charge(PIECE_BYTES, GROWTH);
            pieces.add(t);
            return this;
        }

        /** Writes the pieces in order, nested texts on an explicit stack. */
        void writeTo(StringBuilder out) {
            ArrayDeque<Iterator<Object>> stack = new ArrayDeque<>();
            stack.push(pieces.iterator());
            while (!stack.isEmpty()) {
                Iterator<Object> it = stack.peek();
                if (!it.hasNext()) {
                    stack.pop();
                    continue;
                }
                Object piece = it.next();
                if (piece instanceof Text t) {
                    stack.push(t.pieces.iterator());
                } else {
                    out.append((String) piece);
                }
            }
        }
    }

    /** A part of a game's notation still to be printed: the game, where to, and how. */
    private record Part(Text target, CanonicalGame game, boolean forceBrackets, boolean forceParens) {
    }

    /** A game whose notation is being printed, part by part. */
    private abstract static class Frame {
        static final int STARTING = -1;
        /** The bars of this game's outermost separator when printed without braces, once finished. */
        int result;

        /**
         * The next part to print, given the bars the previous part printed (STARTING at first); null when
         * this game is finished and {@link #result} is set.
         */
        abstract Part next(int handed);
    }

    /** Text and parts printed one after another into one builder, e.g. "+-" and the options; prints 0 bars. */
    private static final class Sequence extends Frame {
        private final Text target;
        /** Strings to append and Parts to print, in order. */
        private final List<Object> items;
        private int at;

        Sequence(Text target, List<Object> items) {
            this.target = target;
            this.items = items;
        }

        @Override
        Part next(int handed) {
            while (at < items.size()) {
                Object item = items.get(at++);
                if (item instanceof Part p) {
                    return p;
                }
                target.append((String) item);
            }
            result = 0;
            return null;
        }
    }

    /** {L | R}: each side printed on its own, then joined by as many bars as the sides need. */
    private static final class Braces extends Frame {
        private final Text target;
        private final boolean forceBrackets;
        private final List<CanonicalGame> lo;
        private final List<CanonicalGame> ro;
        private final Text left;
        private final Text right;
        private int leftSlashes = 1;
        private int rightSlashes = 1;
        private int at;

        Braces(Text target, boolean forceBrackets, List<CanonicalGame> lo, List<CanonicalGame> ro) {
            this.target = target;
            this.left = target.part();
            this.right = target.part();
            this.forceBrackets = forceBrackets;
            this.lo = lo;
            this.ro = ro;
        }

        @Override
        Part next(int handed) {
            if (handed != STARTING) {
                if (at <= lo.size()) {
                    leftSlashes = Math.max(leftSlashes, handed + 1);
                } else {
                    rightSlashes = Math.max(rightSlashes, handed + 1);
                }
            }
            if (at < lo.size()) {
                return part(left, lo, at++);
            }
            if (at < lo.size() + ro.size()) {
                return part(right, ro, at++ - lo.size());
            }
            int slashes = Math.max(leftSlashes, rightSlashes);
            boolean braces = forceBrackets || slashes == MAX_SLASHES;
            if (braces) {
                target.append("{");
            }
            target.append(left).append("|".repeat(slashes)).append(right);
            if (braces) {
                target.append("}");
            }
            result = braces ? 0 : slashes;
            return null;
        }

        private static Part part(Text side, List<CanonicalGame> options, int i) {
            if (i > 0) {
                side.append(",");
            }
            return new Part(side, options.get(i), options.size() > 1, false);
        }
    }

    /**
     * Prints g at once if it is a leaf of the notation (a number, nimber or uptimal) and returns null;
     * otherwise returns the frame that prints it part by part.
     */
    private Frame open(Text b, CanonicalGame g, boolean forceBrackets, boolean forceParens) {
        if (b.printed() > maxChars) {
            throw new TooBigException("the canonical form of that game is longer than "
                    + String.format(Locale.ROOT, "%,d", maxChars) + " characters", "tooBig.printed", List.of(maxChars));
        }
        if (g.isNumber()) {
            b.append(g.numberValue().toString());
            return null;
        }
        if (g.isNimber()) {
            StringBuilder star = new StringBuilder();
            appendStar(star, g.nimberPart());
            b.append(star.toString());
            return null;
        }
        UptimalExpansion e = uptimals.expansion(g);
        if (e != null && (e.length() <= 1 || e.isUnit() || e.isUnitSum())) {
            StringBuilder uptimal = new StringBuilder();
            appendUptimal(uptimal, e, forceParens);
            b.append(uptimal.toString());
            return null;
        }
        Cancellation.check();
        List<CanonicalGame> lo = order.left(g);
        List<CanonicalGame> ro = order.right(g);
        if (g.negate() == g) {
            List<Object> items = new ArrayList<>();
            items.add("+-");
            if (lo.size() == 1) {
                items.add(new Part(b, lo.get(0), true, true));
            } else {
                items.add("{");
                for (int i = 0; i < lo.size(); i++) {
                    if (i > 0) {
                        items.add(",");
                    }
                    items.add(new Part(b, lo.get(i), true, false));
                }
                items.add("}");
            }
            return new Sequence(b, items);
        }
        List<Object> tiny = tiny(b, lo, ro, forceParens);
        if (tiny != null) {
            return new Sequence(b, tiny);
        }
        return new Braces(b, forceBrackets, lo, ro);
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
     * is x + Miny(y - x). Printed {@code Tiny(2)}, {@code 3Tiny(2)}, {@code -1Miny(1/2)}: the text and the
     * subscript to print, or null when the game of options lo | ro is neither.
     */
    private List<Object> tiny(Text b, List<CanonicalGame> lo, List<CanonicalGame> ro, boolean forceParens) {
        if (lo.size() != 1 || ro.size() != 1) {
            return null;
        }
        CanonicalGame gl = lo.get(0);
        CanonicalGame gr = ro.get(0);
        String name;
        CanonicalGame translate;
        CanonicalGame subscript;
        if (gl.isNumber() && gr.leftOptionCount() == 1 && gr.rightOptionCount() == 1
                && gr.leftOptions().get(0) == gl
                && thermographs.meanOf(gr.rightOptions().get(0)).compareTo(gl.numberValue()) < 0) {
            name = "Tiny";
            translate = gl;
            subscript = gl.minus(gr.rightOptions().get(0));
        } else if (gr.isNumber() && gl.leftOptionCount() == 1 && gl.rightOptionCount() == 1
                && gl.rightOptions().get(0) == gr
                && thermographs.meanOf(gl.leftOptions().get(0)).compareTo(gr.numberValue()) > 0) {
            name = "Miny";
            translate = gr;
            subscript = gl.leftOptions().get(0).minus(gr);
        } else {
            return null;
        }
        List<Object> items = new ArrayList<>();
        items.add((forceParens ? "(" : "") + (translate.isZero() ? "" : translate.numberValue().toString()) + name + "(");
        items.add(new Part(b, subscript, true, false));
        items.add(forceParens ? "))" : ")");
        return items;
    }
}
