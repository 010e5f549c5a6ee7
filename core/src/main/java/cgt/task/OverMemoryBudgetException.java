package cgt.task;

import java.util.List;

/**
 * A computation that grew past its memory budget ({@link MemoryMeter}): too big like any {@link TooBigException},
 * but for what it built rather than what it was asked, so that a server can say so apart (HTTP 413).
 */
public final class OverMemoryBudgetException extends TooBigException {

    private static final long serialVersionUID = 1L;

    public OverMemoryBudgetException(String message) {
        super(message);
    }

    /** The refusal in English, named by a message key and its arguments for the other languages. */
    public OverMemoryBudgetException(String message, String key, List<Object> args) {
        super(message, key, args);
    }
}
