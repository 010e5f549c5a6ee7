package cgt.games.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * Elephants and Rhinos (CGSuite's {@code game.strip.ElephantsAndRhinos}; Lessons in Play): Toads and Frogs
 * without jumps. Left's elephants {@code t} step one square right, Right's rhinos {@code f} one square left,
 * into an empty square {@code .}; whoever cannot move loses.
 *
 * <p>Pieces never pass each other, so an elephant directly left of a rhino ({@code tf}) is a wall no move
 * ever crosses: the strip falls apart there, and rhinos at the left end and elephants at the right end of a
 * part never move. Read backwards with the pieces exchanged, a strip is its negative.
 */
public final class ElephantsAndRhinos extends Strip {

    /** Elephants and Rhinos (the catalog makes a new game for each caller). */
    public ElephantsAndRhinos() {
        super(".tf", ".ft");
    }

    @Override
    public String name() {
        return "elephants-rhinos";
    }

    @Override
    public String rules() {
        return "Left's elephants (t) step one square right, Right's rhinos (f) one square left, into an empty square;"
                + " no jumps";
    }

    @Override
    public String syntax() {
        return "the strip of squares as in toads-frogs, t elephant, f rhino, . empty: tt..ff";
    }

    @Override
    protected List<String> moves(String s, boolean left) {
        char mine = left ? 't' : 'f';
        int step = left ? 1 : -1;
        List<String> options = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            int to = i + step;
            if (s.charAt(i) == mine && to >= 0 && to < s.length() && s.charAt(to) == '.') {
                char[] c = s.toCharArray();
                c[i] = '.';
                c[to] = mine;
                options.add(new String(c));
            }
        }
        return options;
    }

    @Override
    protected boolean wall(String s, int i) {
        return s.charAt(i - 1) == 't' && s.charAt(i) == 'f';
    }

    @Override
    protected String trim(String part) {
        return ToadsAndFrogs.trim(part);
    }

    @Override
    protected boolean reversible() {
        return false;
    }

    @Override
    protected boolean swapNegates() {
        return false;
    }

    @Override
    protected boolean mirrorNegates() {
        return true;
    }
}
