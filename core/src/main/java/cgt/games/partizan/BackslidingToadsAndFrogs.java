package cgt.games.partizan;

import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Backsliding Toads and Frogs (Winning Ways, ch. 22): Toads and Frogs where a piece may also step one square back
 * into an empty square. Left's toads ({@code t}) move right and Right's frogs ({@code f}) move left, one square
 * into an empty square ({@code .}) or jumping one enemy piece into the empty square beyond, and either may step
 * back one square; so positions repeat. CGSuite's {@code BackslidingToadsAndFrogs} (its Toads and Frogs with
 * slides from -1 to 1). A position is the strip, written as in {@code toads-frogs}: {@code tt..ff}.
 *
 * <p>Reading the strip backwards with toads and frogs exchanged swaps the players: the normal form's negation,
 * used where a position's play cannot repeat and it has a short value.
 */
public final class BackslidingToadsAndFrogs implements PartizanRules<String> {

    private static final char TOAD = ToadsAndFrogs.TOAD;
    private static final char FROG = ToadsAndFrogs.FROG;
    private static final char EMPTY = ToadsAndFrogs.EMPTY;
    private final ToadsAndFrogs strips = new ToadsAndFrogs();

    /** Backsliding Toads and Frogs (the catalog makes a new game for each caller). */
    public BackslidingToadsAndFrogs() {
    }

    @Override
    public String name() {
        return "backsliding-toads-frogs";
    }

    @Override
    public String rules() {
        return "Toads and Frogs where a piece may also step one square back into an empty square: Left's toads (t)"
                + " move right, Right's frogs (f) left, one step or a jump over one enemy piece; play may cycle";
    }

    @Override
    public String syntax() {
        return "the strip of squares, t toad, f frog, . empty: tt..ff";
    }

    @Override
    public String parse(String text) {
        return strips.parse(text); // the same strips as Toads and Frogs, read and checked the same way
    }

    @Override
    public String format(String strip) {
        return strips.format(strip);
    }

    @Override
    public List<String> leftMoves(String s) {
        return moves(s, TOAD, FROG, 1);
    }

    @Override
    public List<String> rightMoves(String s) {
        return moves(s, FROG, TOAD, -1);
    }

    /** A piece's moves: a step forward, a jump over one enemy piece, or a step back, each into an empty square. */
    private static List<String> moves(String s, char piece, char enemy, int forward) {
        List<String> options = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != piece) {
                continue;
            }
            int ahead = i + forward;
            int beyond = i + 2 * forward;
            int behind = i - forward;
            if (empty(s, ahead)) {
                options.add(move(s, i, ahead, piece));
            } else if (at(s, ahead) == enemy && empty(s, beyond)) {
                options.add(move(s, i, beyond, piece));
            }
            if (empty(s, behind)) {
                options.add(move(s, i, behind, piece));
            }
        }
        return options;
    }

    private static char at(String s, int i) {
        return i >= 0 && i < s.length() ? s.charAt(i) : 0;
    }

    private static boolean empty(String s, int i) {
        return at(s, i) == EMPTY;
    }

    private static String move(String s, int from, int to, char piece) {
        char[] c = s.toCharArray();
        c[from] = EMPTY;
        c[to] = piece;
        return new String(c);
    }

    @Override
    public Normal<String> normalize(String part) {
        String mirrored = ToadsAndFrogs.mirror(part);
        return mirrored.compareTo(part) < 0 ? new Normal<>(mirrored, true) : new Normal<>(part, false);
    }
}
