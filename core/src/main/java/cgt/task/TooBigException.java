package cgt.task;

import cgt.input.BadInputException;

/**
 * A request whose work or memory would exceed the limits a computation was given. It is bad input in the
 * user's sense: the message says how big the job is and what the limit is, so that the user can ask for
 * less (or raise the limit) instead of watching the program run out of memory.
 */
public class TooBigException extends BadInputException {

    public TooBigException(String message) {
        super(message);
    }
}
