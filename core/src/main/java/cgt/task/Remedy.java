package cgt.task;

/**
 * What a user can do instead of a job refused as too big, as a value: each face says it in its own terms (the
 * command line names a command, a web page offers a button). The core never names a front end's commands.
 */
public sealed interface Remedy {

    /** Compute the values of heap game {@code game} up to {@code heap} as a long run, with progress, resumable. */
    record LongRun(String game, long heap) implements Remedy {
    }

    /** Search further for a period of heap game {@code game}, over more heaps than the question allowed. */
    record LongerPeriodSearch(String game) implements Remedy {
    }
}
