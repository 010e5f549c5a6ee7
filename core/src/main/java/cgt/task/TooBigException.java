package cgt.task;

import cgt.input.BadInputException;
import java.util.List;
import java.util.Optional;

/**
 * A request whose work or memory would exceed the limits a computation was given. It is bad input in the
 * user's sense: the message says how big the job is and what the limit is, so that the user can ask for
 * less (or raise the limit) instead of watching the program run out of memory. Like any {@link BadInputException}
 * it may name its message by a key ("tooBig.*") and arguments, so that a face can say it in another language.
 */
public class TooBigException extends BadInputException {

    private static final long serialVersionUID = 1L;
    private final transient Remedy remedy;

    public TooBigException(String message) {
        this(message, null);
    }

    /** A refusal with what the user can do instead ({@code null}: nothing to suggest). */
    public TooBigException(String message, Remedy remedy) {
        super(message);
        this.remedy = remedy;
    }

    /** A refusal said in English, named by a message key and its arguments for the other languages. */
    public TooBigException(String message, String key, List<Object> args) {
        this(message, key, args, null);
    }

    /** A refusal with a message key and what the user can do instead ({@code null}: nothing to suggest). */
    public TooBigException(String message, String key, List<Object> args, Remedy remedy) {
        super(message, key, args);
        this.remedy = remedy;
    }

    /** What the user can do instead, if anything. */
    public Optional<Remedy> remedy() {
        return Optional.ofNullable(remedy);
    }
}
