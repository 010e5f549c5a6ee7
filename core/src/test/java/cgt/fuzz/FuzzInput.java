package cgt.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the fuzz tests read Jazzer's raw bytes: as UTF-8 text, cut to a length the parsers handle quickly, so
 * that a slow input is a finding about the parser and not about the size of the input. The regression inputs
 * under src/test/resources are therefore plain text files that can be written by hand.
 */
final class FuzzInput {

    /** Longer than any expression, code or position a test needs, short enough to parse in microseconds. */
    static final int MAX_CHARS = 200;

    /**
     * The largest up multiple or count the expression fuzz tries. The parser accepts up to 4096, but a switch
     * plus ^[256] or v<256> takes seconds (9 and 7 s on a loaded machine): a known slowness of those sums, not
     * of the parser, which would otherwise stop a fuzzing run at its first such input.
     */
    static final int MAX_FUZZED_COUNT = 32;

    /**
     * The largest nimber the expression fuzz tries. A sum of a switch and *n was cubic in n (±9 + *256 took
     * 12 s) until Canonicalizer met dominating options first; now ±9 + *244 (a saved input) takes about a
     * second, and sums past CanonicalGame.STAR_SUM_LIMIT are refused with their size.
     */
    static final int MAX_FUZZED_NIMBER = 256;

    /** A count written after *, ^, v, arrows, &lt; or [, as in *244, ^3, v<5>, ^[7]. */
    private static final Pattern COUNT = Pattern.compile("[*^v↑↓⇑⇓<\\[]\\s*(\\d+)");

    private FuzzInput() {
    }

    /** Whether the expression writes a count above {@link #MAX_FUZZED_COUNT} or a nimber above {@link #MAX_FUZZED_NIMBER}. */
    static boolean hasLargeCount(String expression) {
        Matcher m = COUNT.matcher(expression);
        while (m.find()) {
            String digits = m.group(1);
            int max = m.group().charAt(0) == '*' ? MAX_FUZZED_NIMBER : MAX_FUZZED_COUNT;
            if (digits.length() > 6 || Integer.parseInt(digits) > max) {
                return true;
            }
        }
        return false;
    }

    /** The bytes as text, at most {@link #MAX_CHARS} characters. */
    static String text(byte[] data) {
        String s = new String(data, StandardCharsets.UTF_8);
        return s.length() <= MAX_CHARS ? s : s.substring(0, MAX_CHARS);
    }

    /** The text's lines (split at '\n' only), at least one. */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
            lines.add(text.substring(start, nl));
            start = nl + 1;
        }
        lines.add(text.substring(start));
        return lines;
    }
}
