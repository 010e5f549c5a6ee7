package cgt.web;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a request is expected to cost, read from its endpoint and parameters before it runs, so that the server can
 * run it in the lane of its kind: cheap requests (a class's analyses, moves, small sequences, partizan values of a
 * few terms) are never queued behind costly ones (jobs, quotients, long sequences, large boards, long sums), which
 * have their own workers. The estimate is coarse on purpose: a costly request wrongly called cheap still ends at its
 * budget, and each client's share of a lane bounds how many such mistakes one client can make at once.
 */
enum Cost {
    CHEAP, COSTLY;

    /** The largest heap or {@code to} a cheap request may name: Kayles to 20,000 is a few milliseconds. */
    static final long CHEAP_HEAP = 20_000;

    /**
     * The most cells of a board a cheap request may name: Domineering 4x5 is searched in milliseconds, 6x6 in
     * seconds.
     */
    static final int CHEAP_CELLS = 20;

    /** The longest expression a cheap request may hold, and its most sums: sums of hot games grow fast. */
    static final int CHEAP_EXPRESSION = 60;
    static final int CHEAP_TERMS = 4;

    private static final Pattern BOARD = Pattern.compile("(\\d{1,4})\\s*[xX]\\s*(\\d{1,4})");
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    /** The expected cost of a request to {@code /api/<endpoint>} with these parameters. */
    static Cost of(String endpoint, Params p) {
        return switch (endpoint) {
            case "quotient", "jobs" -> COSTLY;
            case "grundy" -> atMost(p.optional("to"), CHEAP_HEAP);
            case "period" -> atMost(p.optional("max"), CHEAP_HEAP);
            case "value", "compare", "thermograph", "tree" -> expression(p.optional("expr"))
                    .max(expression(p.optional("g"))).max(expression(p.optional("h"))).max(position(p.optional(
                            "position")));
            case "analyze", "reply", "moves", "turn" -> position(p.optional("position"));
            default -> CHEAP; // born (to day 2), and what needs no computation
        };
    }

    private Cost max(Cost other) {
        return this == COSTLY || other == COSTLY ? COSTLY : CHEAP;
    }

    /** A number given (absent: the endpoint's default, which is not cheap) at most the bound. */
    private static Cost atMost(String number, long bound) {
        if (number == null) {
            return COSTLY;
        }
        String digits = number.strip();
        return digits.matches("\\d{1,9}") && Long.parseLong(digits) <= bound ? CHEAP : COSTLY;
    }

    private static Cost expression(String text) {
        if (text == null) {
            return CHEAP;
        }
        long terms = text.chars().filter(c -> c == '+').count();
        return text.length() <= CHEAP_EXPRESSION && terms < CHEAP_TERMS ? CHEAP : COSTLY;
    }

    /** A position: heaps no larger than a cheap heap, and a board of few cells (written AxB or cell by cell). */
    private static Cost position(String text) {
        if (text == null) {
            return CHEAP;
        }
        Matcher board = BOARD.matcher(text);
        if (board.find()) {
            return Integer.parseInt(board.group(1)) * Integer.parseInt(board.group(2)) <= CHEAP_CELLS ? CHEAP
                    : COSTLY;
        }
        Matcher heap = NUMBER.matcher(text);
        while (heap.find()) {
            if (heap.group().length() > 9 || Long.parseLong(heap.group()) > CHEAP_HEAP) {
                return COSTLY;
            }
        }
        long cells = text.chars().filter(c -> !Character.isWhitespace(c) && !Character.isDigit(c) && c != '/'
                && c != ',' && c != '|').count();
        return cells <= CHEAP_CELLS ? CHEAP : COSTLY;
    }
}
