package cgt.format;

/**
 * How a message reaches the terminal: its first line, and never thousands of characters of the user's own input
 * echoed back (a 50 MB line typed into {@code play}, or a 100,000-character argument, is named by its length).
 */
public final class Messages {

    /** Longer lines are shortened in the middle, keeping the start (what was wrong) and the end (what is accepted). */
    static final int MAX_LENGTH = 600;
    private static final int KEEP_START = 360;
    private static final int KEEP_END = 200;

    private Messages() {
    }

    /** The message's first line, stripped and shortened to at most about {@link #MAX_LENGTH} characters. */
    public static String brief(String message) {
        if (message == null) {
            return "unknown error";
        }
        int nl = message.indexOf('\n');
        String line = (nl < 0 ? message : message.substring(0, nl)).strip();
        if (line.length() <= MAX_LENGTH) {
            return line;
        }
        int cut = line.length() - KEEP_START - KEEP_END;
        return line.substring(0, KEEP_START) + " [... " + cut + " characters left out ...] "
                + line.substring(line.length() - KEEP_END);
    }
}
