package cgt.input;

import java.util.List;

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
    private final String key;
    private final transient List<Object> args;

    public BadInputException(String message) {
        this(message, -1);
    }

    /**
     * A message that a face can also say in another language: core speaks English only, so it names the message
     * by a key and gives its arguments (the user's text, numbers), and format's catalogues hold the other
     * languages; a face without the key shows the English message.
     *
     * @param key the message key ("input.unknownGame", ...)
     * @param args the arguments the key's message takes, in order
     */
    public BadInputException(String message, String key, List<Object> args) {
        super(message);
        this.index = -1;
        this.key = key;
        this.args = List.copyOf(args);
    }

    /**
     * @param index the offending character's 0-based position in the text the user typed, or -1 when
     *     the problem is not tied to one character
     */
    public BadInputException(String message, int index) {
        super(message);
        this.index = index;
        this.key = "";
        this.args = List.of();
    }

    /** The message's key in format's catalogues, or "" when it has none (it is said in English). */
    public String key() {
        return key;
    }

    /** The arguments of the message's key, in order (empty without a key). */
    public List<Object> args() {
        return args == null ? List.of() : args;
    }

    /** The offending character's 0-based position in the input, or -1. */
    public int index() {
        return index;
    }
}
