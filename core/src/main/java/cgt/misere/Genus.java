package cgt.misere;

import java.util.Arrays;
import java.util.BitSet;

/**
 * The genus of an impartial game, g^(g0 g1 g2 ...) (Conway, On Numbers and Games ch. 12; Winning Ways ch. 13): g is
 * the normal-play Grundy value G+, and g_n the misère Grundy value G- of G + n copies of *2. It is a misère
 * invariant, and g_n = mex({g_n of the options} and g_(n-1), g_(n-1) xor 1) for n &ge; 1 (G + (n-1)*2 + *, an
 * option of G + n*2, has misère value g_(n-1) xor 1), so the sequence becomes periodic with period 2 and is kept
 * up to where it does.
 *
 * <p>Written as CGSuite writes it: the superscript stops where it starts alternating, keeping the first pair of
 * the alternation ({@code 0^120} is 0^(1 2 0 2 0 ...), {@code 1^431} is 1^(4 3 1 3 1 ...)); entries of 10 or more
 * are separated by commas in parentheses ({@code 3^(10,2,0)}); and a game equal to a nim-heap is written by its
 * value alone ({@code 2} is the genus of *2, 2^(2 0 2 0 ...)). CGSuite shortens tame and restive games further
 * (to g^(g0)); cgt writes their full superscript, so that every genus printed here is the whole sequence.
 *
 * @param normalValue g = G+
 * @param superscript g0 g1 ... up to where the sequence alternates: entry i &ge; length repeats entry i - 2
 * @param nimHeap whether the game is a nim-heap (written without superscript)
 */
public record Genus(int normalValue, int[] superscript, boolean nimHeap) {

    public Genus {
        superscript = superscript.clone();
        if (superscript.length < 2) {
            throw new IllegalArgumentException("a genus superscript needs at least two entries");
        }
    }

    /** The most entries computed before the alternation must have begun (it always does, well before). */
    private static final int MAX_LENGTH = 1 << 16;

    static Genus of(MisereGame game, MisereGame[] options) {
        int start = 0; // from here on every option's sequence alternates
        for (MisereGame o : options) {
            start = Math.max(start, o.genus().superscript.length);
        }
        int[] g = new int[Math.max(4, start + 4)];
        BitSet seen = new BitSet();
        for (int n = 0; ; n++) {
            if (n == g.length) {
                if (n >= MAX_LENGTH) {
                    throw new IllegalStateException("genus sequence did not become periodic");
                }
                g = Arrays.copyOf(g, 2 * n);
            }
            seen.clear();
            for (MisereGame o : options) {
                seen.set(o.genus().at(n));
            }
            if (n == 0) {
                g[0] = options.length == 0 ? 1 : seen.nextClearBit(0);
            } else {
                seen.set(g[n - 1]);
                seen.set(g[n - 1] ^ 1);
                g[n] = seen.nextClearBit(0);
            }
            // Once the options alternate and g_n = g_(n-2), the same steps repeat forever.
            if (n >= start + 2 && n >= 3 && g[n] == g[n - 2] && g[n - 1] == g[n - 3]) {
                int length = n + 1;
                while (length > 2 && g[length - 1] == g[length - 3]) {
                    length--;
                }
                return new Genus(game.normalValue(), Arrays.copyOf(g, length), game.isNimber());
            }
        }
    }

    /** g_n, for any n &ge; 0. */
    public int at(int n) {
        int len = superscript.length;
        return n < len ? superscript[n] : superscript[len - 2 + ((n - len) & 1)];
    }

    /** The misère Grundy value g0 (CGSuite's MisereNimValue). */
    public int misereValue() {
        return superscript[0];
    }

    /** The superscript as stored (a copy). */
    @Override
    public int[] superscript() {
        return superscript.clone();
    }

    /**
     * What the pair (g, g0) says (Conway's kinds of genus): tame when g0 = g, or when both are 0 or 1 (the genera
     * of misère Nim positions); restive when g &le; 1 &lt; g0; restless when g0 &le; 1 &lt; g; wild otherwise.
     */
    public Classification kind() {
        int g = normalValue;
        int g0 = superscript[0];
        if (g0 == g || (g <= 1 && g0 <= 1)) {
            return Classification.TAME;
        }
        if (g <= 1) {
            return Classification.RESTIVE;
        }
        return g0 <= 1 ? Classification.RESTLESS : Classification.WILD;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Genus x && x.normalValue == normalValue && x.nimHeap == nimHeap
                && Arrays.equals(x.superscript, superscript);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * normalValue + Arrays.hashCode(superscript)) + (nimHeap ? 1 : 0);
    }

    /** CGSuite's compact form: {@code 0^120}, {@code 1^431}, {@code 2}. */
    @Override
    public String toString() {
        if (nimHeap) {
            return Integer.toString(normalValue);
        }
        boolean wide = false;
        for (int x : superscript) {
            wide |= x >= 10;
        }
        StringBuilder b = new StringBuilder().append(normalValue).append('^');
        if (wide) {
            b.append('(');
        }
        for (int i = 0; i < superscript.length; i++) {
            if (wide && i > 0) {
                b.append(',');
            }
            b.append(superscript[i]);
        }
        return wide ? b.append(')').toString() : b.toString();
    }
}
