package cgt.input;

import java.util.List;

/** Parsing of the small numeric pieces that positions and game names are made of, with user-facing errors. */
public final class Inputs {

    private Inputs() {
    }

    /**
     * Parses a whole number in {@code [0, max]}.
     *
     * @param what what the number is, for the message ("heap", "row length")
     * @param text the text the user typed
     * @param max the largest accepted value
     */
    public static long nonNegative(String what, String text, long max) {
        String shown = shown(max);
        String t = text.strip();
        if (t.isEmpty()) {
            throw new BadInputException(what + " is empty: expected a whole number from 0 to " + shown, "input.empty",
                    List.of(what, shown));
        }
        if (t.startsWith("-") && t.length() > 1 && t.substring(1).chars().allMatch(Character::isDigit)) {
            throw new BadInputException(what + " '" + text + "' is negative: expected a whole number from 0 to "
                    + shown, "input.negative", List.of(what, text, shown));
        }
        if (!t.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new BadInputException("malformed " + what + " '" + text + "': expected a whole number from 0 to "
                    + shown, "input.malformed", List.of(what, text, 0, shown));
        }
        // Compare lengths before parsing, so that "99999999999999999999999" is 'too large', not an overflow.
        String digits = t.replaceFirst("^0+(?=.)", "");
        String maxDigits = Long.toString(max);
        if (digits.length() > maxDigits.length()
                || (digits.length() == maxDigits.length() && digits.compareTo(maxDigits) > 0)) {
            throw new BadInputException(what + " " + text + " is too large: at most " + shown + " is accepted",
                    "input.tooLarge", List.of(what, text, shown));
        }
        return Long.parseLong(digits);
    }

    /**
     * A limit as a reader takes it in: a large power of two as {@code 2^62}, which says what it is at a glance
     * (4611686018427387904 had to be counted), anything else in decimal.
     */
    public static String shown(long limit) {
        return limit >= 1L << 20 && Long.bitCount(limit) == 1 ? "2^" + Long.numberOfTrailingZeros(limit)
                : Long.toString(limit);
    }

    /** Parses a whole number in {@code [min, max]}. */
    public static long inRange(String what, String text, long min, long max) {
        if (min == 0) {
            return nonNegative(what, text, max);
        }
        String t = text.strip();
        long value;
        try {
            value = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new BadInputException("malformed " + what + " '" + text + "': expected a whole number from "
                    + min + " to " + shown(max), "input.malformed", List.of(what, text, min, shown(max)));
        }
        if (value < min || value > max) {
            throw new BadInputException(what + " " + text + " is out of range: expected " + min + " to " + shown(max),
                    "input.outOfRange", List.of(what, text, min, shown(max)));
        }
        return value;
    }

    /** Parses a number of seconds, a whole number from 1 to one day. */
    public static double positiveSeconds(String what, String text) {
        return inRange(what, text, 1, 86_400);
    }
}
