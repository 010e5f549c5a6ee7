package cgt.games.partizan;

import cgt.input.BadInputException;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Toads and Frogs: on a strip of squares, Left's toads ({@code t}) move right and Right's frogs ({@code f})
 * move left, one square into an empty square ({@code .}), or jumping over one enemy piece into the empty
 * square beyond it; whoever cannot move loses. A position is the strip: {@code tt.ff}.
 *
 * <p>Pieces that can never move again are dropped: frogs packed against the left end, toads against the
 * right end. A block {@code ttff} can never change (neither side can slide or jump into it), so the strip
 * falls apart there. Reading the strip backwards with toads and frogs exchanged swaps the players, which
 * gives the normal form's negation.
 */
public final class ToadsAndFrogs implements PartizanRules<String> {

    static final char TOAD = 't';
    static final char FROG = 'f';
    static final char EMPTY = '.';
    /** The longest strip accepted. */
    public static final int MAX_LENGTH = 1000;

    /** Toads and Frogs (the catalog makes a new game for each caller). */
    public ToadsAndFrogs() {
    }

    @Override
    public String name() {
        return "toads-frogs";
    }

    @Override
    public String rules() {
        return "Left's toads (t) move right, Right's frogs (f) move left: one step into an empty square, or a jump"
                + " over one enemy piece into the empty square beyond";
    }

    @Override
    public String syntax() {
        return "the strip of squares, t toad, f frog, . empty: tt.ff";
    }

    @Override
    public String parse(String text) {
        String s = text.strip();
        if (s.isEmpty()) {
            throw new BadInputException("empty Toads and Frogs strip: write squares as t (toad), f (frog) and . (empty),"
                    + " e.g. tt.ff");
        }
        if (s.equals("0")) {
            return ""; // no squares, as format writes it
        }
        if (s.length() > MAX_LENGTH) {
            throw new BadInputException("Toads and Frogs strip is too long: at most " + MAX_LENGTH + " squares");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != TOAD && c != FROG && c != EMPTY) {
                throw new BadInputException("unknown character '" + c + "' in Toads and Frogs strip at column " + (i + 1)
                        + ": use t for a toad, f for a frog and . for an empty square");
            }
        }
        return s;
    }

    @Override
    public String format(String strip) {
        return strip.isEmpty() ? "0" : strip; // a strip without squares, written as in every game
    }

    @Override
    public List<String> leftMoves(String s) {
        List<String> options = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != TOAD) {
                continue;
            }
            if (i + 1 < s.length() && s.charAt(i + 1) == EMPTY) {
                options.add(move(s, i, i + 1, TOAD));
            } else if (i + 2 < s.length() && s.charAt(i + 1) == FROG && s.charAt(i + 2) == EMPTY) {
                options.add(move(s, i, i + 2, TOAD));
            }
        }
        return options;
    }

    @Override
    public List<String> rightMoves(String s) {
        List<String> options = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != FROG) {
                continue;
            }
            if (i - 1 >= 0 && s.charAt(i - 1) == EMPTY) {
                options.add(move(s, i, i - 1, FROG));
            } else if (i - 2 >= 0 && s.charAt(i - 1) == TOAD && s.charAt(i - 2) == EMPTY) {
                options.add(move(s, i, i - 2, FROG));
            }
        }
        return options;
    }

    private static String move(String s, int from, int to, char piece) {
        char[] c = s.toCharArray();
        c[from] = EMPTY;
        c[to] = piece;
        return new String(c);
    }

    @Override
    public List<String> parts(String s) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i + 4 <= s.length(); i++) {
            if (s.startsWith("ttff", i)) {
                addPart(s.substring(start, i + 2), parts);
                start = i + 2;
            }
        }
        addPart(s.substring(start), parts);
        return parts;
    }

    private static void addPart(String s, List<String> parts) {
        String t = trim(s);
        if (t.indexOf(TOAD) >= 0 || t.indexOf(FROG) >= 0) {
            parts.add(t);
        }
    }

    /** Drops what can never move or be moved into: frogs at the left end, toads at the right end. */
    static String trim(String s) {
        int from = 0;
        while (from < s.length() && s.charAt(from) == FROG) {
            from++;
        }
        int to = s.length();
        while (to > from && s.charAt(to - 1) == TOAD) {
            to--;
        }
        return s.substring(from, to);
    }

    @Override
    public Normal<String> normalize(String part) {
        String mirrored = mirror(part);
        return mirrored.compareTo(part) < 0 ? new Normal<>(mirrored, true) : new Normal<>(part, false);
    }

    /** The strip read backwards with toads and frogs exchanged: the players' roles swapped. */
    static String mirror(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = s.length() - 1; i >= 0; i--) {
            char c = s.charAt(i);
            b.append(c == TOAD ? FROG : c == FROG ? TOAD : c);
        }
        return b.toString();
    }
}
