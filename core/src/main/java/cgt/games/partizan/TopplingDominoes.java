package cgt.games.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * Toppling Dominoes (Lessons in Play; CGSuite's {@code game.strip.TopplingDominoes}): a row of dominoes, Left's
 * {@code l}, Right's {@code r} and grey {@code e} that either may topple. A player topples one of hers (or a
 * grey one) to the left or to the right; it falls with everything on that side of it to the end of the row.
 * As in CGSuite, an empty square {@code .} does not stop the fall: it is only where a domino has fallen, so a
 * row with gaps is the row without them, and separate rows are separate arguments (a sum).
 *
 * <p>A row is one part (every move reaches its ends). The rules have no direction and treat the colours
 * alike: a row read backwards is the same game, and a row with the colours exchanged is its negative.
 */
public final class TopplingDominoes extends Strip {

    /** Toppling Dominoes (the catalog makes a new game for each caller). */
    public TopplingDominoes() {
        super(".lre", ".rle");
    }

    @Override
    public String name() {
        return "toppling-dominoes";
    }

    @Override
    public String rules() {
        return "topple one of your dominoes (Left l, Right r, either e) left or right: it and everything on that"
                + " side of it, to the end of the row, falls";
    }

    @Override
    public String syntax() {
        return "one row: l Left's domino, r Right's, e grey (either's), . a fallen one, as CGSuite writes it:"
                + " lrlre (separate rows are separate arguments)";
    }

    @Override
    protected List<String> moves(String s, boolean left) {
        char mine = left ? 'l' : 'r';
        List<String> options = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == mine || c == 'e') {
                options.add(".".repeat(i + 1) + s.substring(i + 1));
                options.add(s.substring(0, i) + ".".repeat(s.length() - i));
            }
        }
        return options;
    }

    /** The fallen squares count for nothing: the part is the standing dominoes in order. */
    @Override
    protected String trim(String part) {
        return part.replace(".", "");
    }

    @Override
    protected boolean reversible() {
        return true;
    }

    @Override
    protected boolean swapNegates() {
        return true;
    }
}
