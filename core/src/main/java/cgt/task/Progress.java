package cgt.task;

/**
 * Where a long computation says how far it has come. Implementations decide what to show and how
 * often; computations call it at a modest rate (a few times a second at most matters to them not).
 */
@FunctionalInterface
public interface Progress {

    /** A listener that ignores every report. */
    Progress NONE = (stage, done, total) -> { };

    /**
     * Says how far the computation has come.
     *
     * @param stage a short label for the current step ("grundy values", "day 3")
     * @param done units finished so far
     * @param total units in all, or -1 when unknown
     */
    void report(String stage, long done, long total);
}
