package cgt.input;

/**
 * Something a user typed is not acceptable: a malformed position, an unknown game, a request too big
 * to run. The message is one line meant for the user: it names what was wrong and what is accepted.
 *
 * <p>Front ends report it as a usage error (the command line exits with code 2) and never show its
 * stack trace; every other exception is an internal failure.
 */
public class BadInputException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;
    private final int index;

    public BadInputException(String message) {
        this(message, -1);
    }

    /**
     * @param index the offending character's 0-based position in the text the user typed, or -1 when
     *     the problem is not tied to one character
     */
    public BadInputException(String message, int index) {
        super(message);
        this.index = index;
    }

    /** The offending character's 0-based position in the input, or -1. */
    public int index() {
        return index;
    }
}
