package cgt.games;

import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A coin-turning code as CGSuite writes it ({@code game.strip.Turning}): which sets of coins one move may turn,
 * the rightmost of them always from heads to tails. A code is a comma-separated list of items, any of which a
 * move may use; an item is a count ({@code 3}), a range ({@code 1-3}) or an open range ({@code 1+}) of coins,
 * followed by modifiers: {@code C} the coins are consecutive, {@code C(w)} they lie within w adjacent coins,
 * {@code E} they are equally spaced, {@code S} symmetrically placed, {@code F} the leftmost coin of the row is
 * among them. Examples: {@code 1-2}, {@code 1-3}, {@code 2}, {@code 3}, {@code 1+C}, {@code 1-3C(5)},
 * {@code 3E}, {@code 4FS}, {@code 1+S}.
 *
 * @param items the items, any of which a move may follow
 */
public record TurningCode(List<Item> items) {

    /** The largest count, span or bound a code may name. */
    public static final int MAX_NUMBER = 1000;

    public TurningCode {
        items = List.copyOf(items);
    }

    /**
     * One item of a code.
     *
     * @param least the fewest coins turned (at least 1)
     * @param most the most coins turned, {@link Integer#MAX_VALUE} for an open range
     * @param consecutive {@code C}: the coins turned are adjacent
     * @param span {@code C(w)}: all lie within w adjacent coins; 0 when not given
     * @param equal {@code E}: equally spaced
     * @param symmetric {@code S}: symmetric about their middle
     * @param first {@code F}: the leftmost coin of the row is turned
     */
    public record Item(int least, int most, boolean consecutive, int span, boolean equal, boolean symmetric,
            boolean first) {
    }

    /**
     * Reads a code.
     *
     * @throws BadInputException naming what is wrong and the accepted form
     */
    public static TurningCode parse(String text) {
        String code = text.strip().toUpperCase(Locale.ROOT);
        if (code.isEmpty()) {
            throw bad(text, "the code is empty");
        }
        List<Item> items = new ArrayList<>();
        for (String item : code.split(",", -1)) {
            items.add(item(text, item.strip()));
        }
        return new TurningCode(items);
    }

    private static Item item(String text, String s) {
        int[] at = {0};
        int least = number(text, s, at);
        int most = least;
        if (at[0] < s.length() && s.charAt(at[0]) == '-') {
            at[0]++;
            most = number(text, s, at);
        } else if (at[0] < s.length() && s.charAt(at[0]) == '+') {
            at[0]++;
            most = Integer.MAX_VALUE;
        }
        if (least < 1 || most < least) {
            throw bad(text, "a count of coins must be at least 1 and a range must not fall ('" + s + "')");
        }
        boolean consecutive = false;
        boolean equal = false;
        boolean symmetric = false;
        boolean first = false;
        int span = 0;
        while (at[0] < s.length()) {
            char c = s.charAt(at[0]++);
            switch (c) {
                case 'C' -> {
                    if (at[0] < s.length() && s.charAt(at[0]) == '(') {
                        at[0]++;
                        span = number(text, s, at);
                        if (at[0] >= s.length() || s.charAt(at[0]) != ')' || span < 1) {
                            throw bad(text, "C(w) needs a span w of at least 1 in parentheses ('" + s + "')");
                        }
                        at[0]++;
                    } else {
                        consecutive = true;
                    }
                }
                case 'E' -> equal = true;
                case 'S' -> symmetric = true;
                case 'F' -> first = true;
                default -> throw bad(text, "unknown modifier '" + c + "' in '" + s + "'");
            }
        }
        return new Item(least, most, consecutive, span, equal, symmetric, first);
    }

    private static int number(String text, String s, int[] at) {
        int start = at[0];
        while (at[0] < s.length() && Character.isDigit(s.charAt(at[0])) && at[0] - start < 5) {
            at[0]++;
        }
        if (at[0] == start) {
            throw bad(text, "expected a number at '" + s.substring(start) + "' in '" + s + "'");
        }
        int n = Integer.parseInt(s.substring(start, at[0]));
        if (n > MAX_NUMBER) {
            throw bad(text, "numbers in a code are at most " + MAX_NUMBER);
        }
        return n;
    }

    private static BadInputException bad(String text, String why) {
        return new BadInputException("bad coin-turning code '" + text + "': " + why + "; a code is counts (3), ranges"
                + " (1-3) or open ranges (1+) with modifiers C, C(w), E, S, F, joined by commas, as CGSuite writes"
                + " them: 1-3, 1+C, 1-3C(5), 3E, 1+S");
    }

    /** The code as CGSuite writes it. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Item i : items) {
            b.append(b.length() == 0 ? "" : ",").append(i.least());
            if (i.most() == Integer.MAX_VALUE) {
                b.append('+');
            } else if (i.most() != i.least()) {
                b.append('-').append(i.most());
            }
            b.append(i.first() ? "F" : "").append(i.consecutive() ? "C" : "")
                    .append(i.span() > 0 ? "C(" + i.span() + ")" : "").append(i.equal() ? "E" : "")
                    .append(i.symmetric() ? "S" : "");
        }
        return b.toString();
    }
}
