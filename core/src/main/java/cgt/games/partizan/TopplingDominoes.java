package cgt.games.partizan;

import cgt.rules.OptionSink;
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
 *
 * <p>Every option of a row is one of its prefixes or suffixes: the search gets them as packed normal forms worked
 * out on the squares' codes ({@link #options}), without building a string per option.
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

    /**
     * The options of a row of standing dominoes, each the row left standing as its packed normal form: toppling
     * domino i leaves the squares after it (toppled toward the start) or those before it (toward the end). The
     * normal form is {@link Strip#normalize}'s, the least of the row, its reverse, its swap and its mirror as
     * text, here compared as numbers whose digits rank the squares as the text does ({@code . e l r}). A row
     * that cannot be packed, or has fallen squares in it, takes the frame's way.
     */
    @Override
    public void options(String part, boolean left, OptionSink<String> sink) {
        int length = part.length();
        if (length > MAX_PACKED || part.indexOf('.') >= 0) {
            super.options(part, left, sink);
            return;
        }
        char mine = left ? 'l' : 'r';
        for (int i = 0; i < length; i++) {
            char c = part.charAt(i);
            if (c == mine || c == 'e') {
                leave(part, i + 1, length, sink);
                leave(part, 0, i, sink);
            }
        }
    }

    /** The option that leaves squares from..to of the row standing: one part in normal form, or nothing. */
    private static void leave(String row, int from, int to, OptionSink<String> sink) {
        if (from < to) {
            long forward = 0;
            long backward = 0;
            long swapped = 0;
            long mirror = 0;
            for (int j = from; j < to; j++) {
                int rank = rank(row.charAt(j));
                int back = rank(row.charAt(from + to - 1 - j));
                forward = forward << 2 | rank;
                backward = backward << 2 | back;
                swapped = swapped << 2 | swapRank(rank);
                mirror = mirror << 2 | swapRank(back);
            }
            long best = forward;
            boolean negated = false;
            if (backward < best) {
                best = backward;
            }
            if (swapped < best) {
                best = swapped;
                negated = true;
            }
            if (mirror < best) {
                best = mirror;
                negated = true;
            }
            sink.part(packRanks(best, to - from), null, negated);
        }
        sink.endOption();
    }

    /** A standing domino's rank in the order of its letter: e, l, r (1, 2, 3). */
    private static int rank(char c) {
        return c == 'e' ? 1 : c == 'l' ? 2 : 3;
    }

    /** The rank of the domino of the other colour: l and r exchange, e stays. */
    private static int swapRank(int rank) {
        return rank == 1 ? 1 : 5 - rank;
    }

    /** {@link Strip#packedKey} of the row whose ranks are given (two bits a square, the first square highest). */
    private static long packRanks(long ranks, int length) {
        long key = 1;
        for (int shift = 2 * (length - 1); shift >= 0; shift -= 2) {
            int rank = (int) (ranks >>> shift & 3);
            key = key << 2 | (rank == 1 ? 3 : rank - 1); // the alphabet .lre: e is 3, l 1, r 2
        }
        return key;
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
