package cgt.heap;

import cgt.heap.Periodicity.Period;
import cgt.task.Cancellation;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * Computes a heap game's Grundy sequence further and further until its period is proved, or, for rules no
 * theorem covers, until the same period has been observed twice as the table doubled, or until the limit.
 *
 * <p>The table grows geometrically, and jumps straight to the length a proof needs once a candidate
 * period has shown itself, so that the work is at most a small multiple of the work for the final table.
 */
public final class PeriodSearch {

    /** The first table examined covers g(0..FIRST). */
    static final int FIRST = 1023;
    /** Below this length an observed period of a rule without a theorem is not believed yet. */
    public static final int OBSERVE_AT_LEAST = 4095;

    private PeriodSearch() {
    }

    /**
     * What the search established.
     *
     * @param period the period found, proved or observed; empty when none was found
     * @param checkedTo the last heap computed
     * @param refusal why the search stopped before a proof: empty when it was proved, or it reached
     *     {@code max}; otherwise the refusal of the next table (it would be too big), kept whole so that a refusal
     *     that quotes it can say it in another language
     */
    public record Outcome(Optional<Period> period, int checkedTo, Optional<TooBigException> refusal) {

        /** Why the search stopped before a proof, in English: the refusal's message. */
        public Optional<String> stopped() {
            return refusal.map(TooBigException::getMessage);
        }
    }

    /**
     * Searches with the sequence given by {@code sequence} (g(0..n) for a requested n), up to {@code max}.
     */
    public static Outcome run(PeriodProof proof, IntFunction<GrundySequence> sequence, int max, Progress progress) {
        return run(proof, sequence, max, new Observation(OBSERVE_AT_LEAST, 0), progress);
    }

    /**
     * How far an observed period (of a rule no theorem covers) must be checked before the search believes
     * it: the table must reach {@code atLeast} (up to the limit), the period must hold for at least
     * {@link #STRETCHES} times {@code reach} heaps (the game's largest move or set element: an all-but
     * set's excluded sizes change the values only after a heap that large), and the same period must have
     * been seen in the table of half the length.
     *
     * @param atLeast the heap the table must reach (up to the limit)
     * @param reach the largest number of tokens whose special treatment can show up in the values (0 when
     *     none is known)
     */
    public record Observation(int atLeast, int reach) {
    }

    /** How many times the rule's reach an observed period must have held for. */
    public static final int STRETCHES = 4;

    /** Searches as {@link #run(PeriodProof, IntFunction, int, Progress)}, checking observations as asked. */
    public static Outcome run(PeriodProof proof, IntFunction<GrundySequence> sequence, int max,
            Observation observation, Progress progress) {
        int n = Math.min(max, FIRST);
        GrundySequence g = sequence.apply(n);
        Optional<Period> previous = Optional.empty();
        while (true) {
            Cancellation.check();
            Optional<Period> found = Periodicity.find(g, proof);
            progress.report("period search", n, max);
            if (found.isPresent() && (found.get().proved() || stableObservation(proof, found, previous, n, observation))) {
                return new Outcome(found, n, Optional.empty());
            }
            if (n >= max) {
                return new Outcome(found, n, Optional.empty());
            }
            long next = 2L * n + 1;
            if (found.isPresent() && proof.possible()) {
                next = Math.max(n + 1L, Math.min(found.get().neededForProof(), next));
            }
            int target = (int) Math.min(max, next);
            try {
                g = sequence.apply(target);
            } catch (TooBigException e) {
                return new Outcome(found, n, Optional.of(e));
            }
            n = target;
            previous = found;
        }
    }

    private static boolean stableObservation(PeriodProof proof, Optional<Period> found, Optional<Period> previous,
            int n, Observation observation) {
        if (proof.possible() || n < observation.atLeast() || previous.isEmpty()) {
            return false;
        }
        if ((long) n - found.get().preperiod() + 1 < (long) STRETCHES * observation.reach()) {
            return false;
        }
        Period a = found.get();
        Period b = previous.get();
        return a.period() == b.period() && a.preperiod() == b.preperiod() && a.saltus() == b.saltus();
    }
}
