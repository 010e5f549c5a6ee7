package cgt.task;

/**
 * A computation that could not finish for a reason outside cgt and outside its input: a Spark job aborted because a
 * cluster lost its workers, say. Not a bug and not bad input; the message says what went wrong, what finished work
 * was kept and how to go on, and the command line prints it on one line with exit code 1.
 */
public class RunFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RunFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
