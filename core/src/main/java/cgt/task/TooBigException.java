package cgt.task;

import cgt.input.BadInputException;
import java.util.Optional;

/**
 * A request whose work or memory would exceed the limits a computation was given. It is bad input in the
 * user's sense: the message says how big the job is and what the limit is, so that the user can ask for
 * less (or raise the limit) instead of watching the program run out of memory.
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

    /** What the user can do instead, if anything. */
    public Optional<Remedy> remedy() {
        return Optional.ofNullable(remedy);
    }
}
