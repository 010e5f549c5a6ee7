package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;

/**
 * The frame of a partizan game on one row of squares (a strip): a ruleset on it names its alphabet and its
 * moves, and says where no move can ever cross and which mirror images keep or negate the value; the frame
 * gives it the rest. Positions are the strip as text, the first letter of the alphabet the empty square
 * ({@code .}); the parts are the runs between two squares no move crosses, trimmed of what can never move;
 * the normal form is the least of the images the rules allow; a strip of at most {@value #MAX_PACKED} squares
 * packs into one number (two bits a square under a leading one) for the transposition table.
 */
public abstract class Strip implements PartizanRules<String> {

    /** The longest strip accepted. */
    public static final int MAX_LENGTH = 1000;
    /** The longest strip packed into one number. */
    public static final int MAX_PACKED = 30;

    private final String alphabet;
    private final String swapped;

    /**
     * @param alphabet the letters of a square, at most four, the empty square first
     * @param swapped the same letters with the players' pieces exchanged ({@code .rl} for {@code .lr})
     */
    protected Strip(String alphabet, String swapped) {
        this.alphabet = alphabet;
        this.swapped = swapped;
    }

    /** One player's moves on a strip (the whole strip or one part of it). */
    protected abstract List<String> moves(String s, boolean left);

    /** Whether no move can ever cross between squares {@code i - 1} and {@code i}: the strip falls apart there. */
    protected boolean wall(String s, int i) {
        return false;
    }

    /** The part without the squares at its ends that can never move or be moved into; the default keeps all. */
    protected String trim(String part) {
        return part;
    }

    /** Whether the strip read backwards has the same value (the rules have no direction). */
    protected abstract boolean reversible();

    /** Whether exchanging the players' pieces in place negates the value (the rules have no direction). */
    protected abstract boolean swapNegates();

    /**
     * Whether the strip read backwards with the pieces exchanged is the negative: so when both symmetries above
     * hold, and in games whose pieces move toward each other (Toads and Frogs), which override this.
     */
    protected boolean mirrorNegates() {
        return reversible() && swapNegates();
    }

    @Override
    public final List<String> leftMoves(String s) {
        return moves(s, true);
    }

    @Override
    public final List<String> rightMoves(String s) {
        return moves(s, false);
    }

    @Override
    public String parse(String text) {
        String s = text.strip();
        if (s.isEmpty()) {
            throw new BadInputException("empty " + name() + " strip: " + syntax());
        }
        if (s.equals(NOTHING)) {
            return ""; // a strip of no squares, written 0 as every game writes a position with nothing left
        }
        if (s.length() > MAX_LENGTH) {
            throw new BadInputException(name() + " strip is too long: at most " + MAX_LENGTH + " squares");
        }
        for (int i = 0; i < s.length(); i++) {
            if (alphabet.indexOf(s.charAt(i)) < 0) {
                throw new BadInputException("unknown character '" + s.charAt(i) + "' in " + name() + " strip at column "
                        + (i + 1) + ": " + syntax());
            }
        }
        return s;
    }

    @Override
    public String format(String strip) {
        return strip.isEmpty() ? NOTHING : strip;
    }

    /** How a strip of no squares is written and read. */
    private static final String NOTHING = "0";

    @Override
    public List<String> parts(String s) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= s.length(); i++) {
            if (i == s.length() || wall(s, i)) {
                String part = trim(s.substring(start, i));
                if (!moves(part, true).isEmpty() || !moves(part, false).isEmpty()) {
                    parts.add(part);
                }
                start = i;
            }
        }
        return parts;
    }

    @Override
    public Normal<String> normalize(String part) {
        String best = part;
        boolean negated = false;
        String reversed = new StringBuilder(part).reverse().toString();
        String mirror = swap(reversed);
        if (reversible() && reversed.compareTo(best) < 0) {
            best = reversed;
        }
        if (swapNegates()) {
            String swappedPart = swap(part);
            if (swappedPart.compareTo(best) < 0) {
                best = swappedPart;
                negated = true;
            }
        }
        if (mirrorNegates() && mirror.compareTo(best) < 0) {
            best = mirror;
            negated = true;
        }
        return new Normal<>(best, negated);
    }

    /** The strip with the players' pieces exchanged. */
    protected final String swap(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            b.append(swapped.charAt(alphabet.indexOf(s.charAt(i))));
        }
        return b.toString();
    }

    @Override
    public long packedKey(String part) {
        if (part.length() > MAX_PACKED) {
            return NOT_PACKED;
        }
        long key = 1;
        for (int i = 0; i < part.length(); i++) {
            key = key << 2 | alphabet.indexOf(part.charAt(i));
        }
        return key;
    }

    @Override
    public String unpack(long packedKey) {
        int length = (63 - Long.numberOfLeadingZeros(packedKey)) / 2;
        char[] c = new char[length];
        for (int i = length - 1; i >= 0; i--) {
            c[i] = alphabet.charAt((int) (packedKey >>> (2 * (length - 1 - i)) & 3));
        }
        return new String(c);
    }
}
