package cgt.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * How the fuzz tests read Jazzer's raw bytes: as UTF-8 text, cut to a length the parsers handle quickly, so
 * that a slow input is a finding about the parser and not about the size of the input. The regression inputs
 * under src/test/resources are therefore plain text files that can be written by hand.
 */
final class FuzzInput {

    /** Longer than any expression, code or position a test needs, short enough to parse in microseconds. */
    static final int MAX_CHARS = 200;

    private FuzzInput() {
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
