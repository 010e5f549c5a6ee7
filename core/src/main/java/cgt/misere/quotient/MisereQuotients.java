package cgt.misere.quotient;

import cgt.heap.HeapRule;
import cgt.task.Progress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The misère quotients found so far, one per heap game (kept by its name), so that a second sum of the same game (the
 * web explorer's next request, a match's next move) is a product in the quotient at once. Finding a quotient takes
 * about a second for Kayles, and a game whose quotient cannot be proved costs its search once (Dawson's Kayles about
 * 2 s to reach heap 29): both answers are kept. The analysis asks it when a misère sum is too large to search.
 * Bounded (the most recent {@link #KEPT} games) and safe to use from several threads.
 */
public final class MisereQuotients {

    /** Heaps up to this size are tried when a game's quotient is looked for: Kayles is proved from heap 167. */
    public static final int SEARCHED_HEAPS = 300;
    /** Games whose answer is kept. */
    public static final int KEPT = 32;

    private static final Map<String, Optional<QuotientSums>> FOUND = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Optional<QuotientSums>> eldest) {
            return size() > KEPT;
        }
    };

    private MisereQuotients() {
    }

    /**
     * The sums of the game by its proved quotient, or by the quotient of the heaps reached where none is proved within
     * the bounds (exact for sums of those heaps: ask {@link QuotientSums#covers}).
     *
     * @param game the game's name, under which the answer is kept: one name, one rule
     * @param rule the game's rule
     */
    public static Optional<QuotientSums> of(String game, HeapRule rule, Progress progress) {
        synchronized (FOUND) {
            Optional<QuotientSums> known = FOUND.get(game);
            if (known != null) {
                return known;
            }
        }
        // Outside the lock: two threads may both search the same game, which costs time but never a wrong answer.
        Optional<QuotientSums> found = QuotientSums.bestFound(game, rule, SEARCHED_HEAPS, QuotientSolver.QUICK_TRIALS,
                progress);
        synchronized (FOUND) {
            FOUND.put(game, found);
        }
        return found;
    }
}
