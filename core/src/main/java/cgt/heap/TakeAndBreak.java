package cgt.heap;

import cgt.input.BadInputException;
import java.util.Arrays;
import java.util.Locale;

/**
 * Take-and-break games given by a code {@code d0.d1d2d3...}: digit d_k says what may remain after
 * removing k tokens from a heap, as a sum of bits: 1, the heap may be removed entirely (it had exactly k
 * tokens); 2, one non-empty heap may remain; 4, two non-empty heaps may remain; 8, three (hexadecimal
 * digits). d0 applies to removing nothing, so only its splitting bits mean anything: {@code 4.07} may
 * also split any heap in two. A bracketed tail repeats forever: {@code 0.[3]} is Nim, {@code 4.[3]} is
 * Lasker's Nim. Codes whose digits are all below 8 are the octal games (Kayles is 0.77). {@link OctalDigit} reads a
 * digit's bits.
 */
public final class TakeAndBreak implements HeapRule {

    private static final String DIGITS = "0123456789abcdef";
    private static final String FORM = "take-and-break codes look like 0.137, 4.07 or 0.[3] (digits 0-7, or 0-f"
            + " for hexadecimal codes; a bracketed tail repeats forever)";

    private final String code;
    private final int d0;
    /** d[k] for k = 1..prefix.length; index 0 unused. */
    private final int[] prefix;
    /** The digits that repeat after the prefix; empty for a finite code. */
    private final int[] tail;

    private TakeAndBreak(String code, int d0, int[] prefix, int[] tail) {
        this.code = code;
        this.d0 = d0;
        this.prefix = prefix;
        this.tail = tail;
    }

    /** Whether the text has the shape of a code (a digit, a point, more), as opposed to a game's name. */
    public static boolean looksLikeCode(String text) {
        return text.length() >= 2 && Character.isDigit(text.charAt(0)) && text.indexOf('.') > 0;
    }

    /**
     * Parses a code.
     *
     * @throws BadInputException naming the offending character and why it is wrong
     */
    public static TakeAndBreak parse(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        int dot = s.indexOf('.');
        if (dot < 0) {
            throw new BadInputException("malformed take-and-break code '" + text + "': no point; " + FORM);
        }
        if (dot == 0) {
            throw new BadInputException("malformed take-and-break code '" + text
                    + "': nothing before the point; write 0." + s.substring(1) + " or 4." + s.substring(1), 0);
        }
        String head = s.substring(0, dot).replaceFirst("^0+(?=.)", "");
        if (head.length() != 1 || DIGITS.indexOf(head.charAt(0)) < 0) {
            throw new BadInputException("malformed take-and-break code '" + text + "': '" + s.substring(0, dot)
                    + "' before the point should be one digit, 0 or 4 (4 allows splitting a heap without removing"
                    + " tokens); " + FORM, 0);
        }
        int d0 = DIGITS.indexOf(head.charAt(0));
        if ((d0 & 3) != 0) {
            throw new BadInputException("malformed take-and-break code '" + text + "': the digit before the point is "
                    + head + ", but removing no tokens can only split a heap, so it must be 0, 4, 8 or c", 0);
        }
        int[] digits = new int[s.length()];
        int count = 0;
        int bracket = -1;
        boolean closed = false;
        for (int i = dot + 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (closed) {
                throw new BadInputException("malformed take-and-break code '" + text + "': '" + c + "' at position "
                        + (i + 1) + " follows the repeating part; the bracketed tail must end the code", i);
            }
            if (c == '[') {
                if (bracket >= 0) {
                    throw new BadInputException("malformed take-and-break code '" + text
                            + "': a second '[' at position " + (i + 1) + "; only one tail may repeat", i);
                }
                bracket = count;
            } else if (c == ']') {
                if (bracket < 0) {
                    throw new BadInputException("malformed take-and-break code '" + text + "': ']' at position "
                            + (i + 1) + " closes no '['", i);
                }
                if (bracket == count) {
                    throw new BadInputException("malformed take-and-break code '" + text
                            + "': the brackets at position " + (i + 1) + " hold no digits", i);
                }
                closed = true;
            } else {
                int d = DIGITS.indexOf(c);
                if (d < 0) {
                    throw new BadInputException("malformed take-and-break code '" + text + "': '" + c
                            + "' at position " + (i + 1) + " is not a digit; " + FORM, i);
                }
                digits[count++] = d;
            }
        }
        if (bracket >= 0 && !closed) {
            throw new BadInputException("malformed take-and-break code '" + text + "': the '[' is never closed; "
                    + FORM, s.length());
        }
        if (count == 0) {
            throw new BadInputException("malformed take-and-break code '" + text + "': no digits after the point; "
                    + FORM, s.length());
        }
        int prefixLength = bracket >= 0 ? bracket : count;
        int[] prefix = new int[prefixLength + 1];
        System.arraycopy(digits, 0, prefix, 1, prefixLength);
        int[] tail = Arrays.copyOfRange(digits, prefixLength, count);
        if (tail.length == 0) {
            // Trailing zeros of a finite code change nothing; drop them so that 0.770 and 0.77 are one game.
            int last = prefixLength;
            while (last > 0 && prefix[last] == 0) {
                last--;
            }
            prefix = Arrays.copyOf(prefix, last + 1);
        }
        return new TakeAndBreak(canonicalText(d0, prefix, tail), d0, prefix, tail);
    }

    private static String canonicalText(int d0, int[] prefix, int[] tail) {
        StringBuilder b = new StringBuilder().append(DIGITS.charAt(d0)).append('.');
        for (int k = 1; k < prefix.length; k++) {
            b.append(DIGITS.charAt(prefix[k]));
        }
        if (tail.length > 0) {
            b.append('[');
            for (int d : tail) {
                b.append(DIGITS.charAt(d));
            }
            b.append(']');
        }
        if (prefix.length == 1 && tail.length == 0) {
            b.append('0');
        }
        return b.toString();
    }

    /** The code in its normal spelling (lower case, no redundant zeros). */
    public String code() {
        return code;
    }

    /** The digit for removing k tokens (k ≥ 0). */
    public int digit(int k) {
        if (k == 0) {
            return d0;
        }
        if (k < prefix.length) {
            return prefix[k];
        }
        if (tail.length == 0) {
            return 0;
        }
        return tail[(k - prefix.length) % tail.length];
    }

    /** Whether the code is finite (no repeating tail), so that moves remove a bounded number of tokens. */
    public boolean isFinite() {
        return tail.length == 0;
    }

    /** Whether every digit is at most 7 (an octal game: no splitting into three heaps). */
    public boolean isOctal() {
        return mostHeapsLeft() < 3;
    }

    /** The most heaps one move can leave, over every digit (a repeating tail included): 0 to 3. */
    @Override
    public int mostHeapsLeft() {
        int most = OctalDigit.of(d0).mostHeapsLeft();
        for (int k = 1; k < prefix.length; k++) {
            most = Math.max(most, OctalDigit.of(prefix[k]).mostHeapsLeft());
        }
        for (int d : tail) {
            most = Math.max(most, OctalDigit.of(d).mostHeapsLeft());
        }
        return most;
    }

    /** The number of digits after the point, not counting a repeating tail. */
    public int finiteLength() {
        return prefix.length - 1;
    }

    @Override
    public int maxRemoval() {
        return isFinite() ? prefix.length - 1 : -1;
    }

    @Override
    public PeriodProof periodProof() {
        if (!isFinite()) {
            return PeriodProof.NONE;
        }
        return switch (mostHeapsLeft()) {
            case 3 -> PeriodProof.NONE; // a three-heap split can leave every piece below the periodic range
            case 2 -> PeriodProof.guySmith(maxRemoval());
            default -> PeriodProof.window(maxRemoval());
        };
    }

    /** The moves of removing k = 0, 1, 2, ... tokens in turn, each as its digit says (d0 can only split). */
    @Override
    public void moves(int n, MoveSink sink) {
        int last = isFinite() ? Math.min(n, prefix.length - 1) : n;
        for (int k = 0; k <= last; k++) {
            OctalDigit.of(digit(k)).moves(n - k, sink);
        }
    }

    @Override
    public String toString() {
        return code;
    }
}
