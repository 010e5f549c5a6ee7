package cgt.analysis;

import cgt.games.HeapGame;
import cgt.heap.HeapValues;
import cgt.heap.PeriodProof;
import cgt.heap.PeriodSearch;
import cgt.heap.Periodicity.Period;
import cgt.heap.Subtraction;
import cgt.task.Budget;
import cgt.task.Effort;
import cgt.task.TooBigException;
import java.util.Optional;

/**
 * The period of a heap game's Grundy sequence, as {@code cgt period} reports it: the period found (proved by a
 * theorem where one applies, otherwise observed), how far the values were checked, and why the search stopped
 * early if it did.
 *
 * @param game the game's name
 * @param period the period found, if any
 * @param checkedTo the last heap whose value was examined
 * @param refusal why the search stopped before it could prove a period, if it did: the refusal of the next table,
 *     kept whole so that {@code cgt period} can say it in the run's language
 * @param proof the theorem the rule's period can be proved by (kind NONE when there is none)
 * @param theorem a theorem about the game's values that proves the period found, when one does (Lasker's Nim)
 */
public record PeriodAnalysis(String game, Optional<Period> period, int checkedTo, Optional<TooBigException> refusal,
        PeriodProof proof, Optional<String> theorem) {

    /**
     * Searches for the period of the game's sequence, computing it further until a proof is complete, up to heap
     * {@code max} (empty: the budget's {@link Budget.Periods#search()}, by default 2^24: far beyond every published
     * period of a small code, and a table of 32 MiB). For a rule no theorem covers, an explicit {@code max} is checked
     * to; otherwise the values are checked far enough past the rule's largest special heap.
     *
     * @param effort the threads the tables are computed on, the progress that gets the heap reached (one count for
     *     the whole search however many tables it computes), and the budget that bounds the tables computed
     *     ({@link Budget#tables()}) and, when no {@code max} is given, the search
     */
    public static PeriodAnalysis of(HeapGame game, Optional<Integer> max, Effort effort) {
        int limit = max.orElse(effort.budget().periods().search());
        HeapValues values = game.values();
        PeriodProof proof = game.rule().periodProof();
        int reach = observedReach(game);
        int atLeast = max.isPresent() ? limit : (int) Math.min(limit, Math.max(PeriodSearch.OBSERVE_AT_LEAST,
                2L * PeriodSearch.STRETCHES * reach));
        PeriodSearch.Outcome searched = PeriodSearch.run(proof, n -> values.sequence(n, effort), limit,
                new PeriodSearch.Observation(atLeast, reach), effort.progress());
        // A theorem about the values (Lasker's Nim) proves the period the values show, if it is the same one.
        Optional<HeapGame.KnownPeriod> known = game.knownPeriod().filter(k -> searched.period()
                .filter(p -> p.period() == k.period() && p.preperiod() == k.preperiod() && p.saltus() == k.saltus())
                .isPresent());
        Optional<Period> period = searched.period();
        if (known.isPresent()) {
            Period p = period.get();
            period = Optional.of(new Period(p.period(), p.preperiod(), p.saltus(), true, p.checkedTo(),
                    p.neededForProof()));
        }
        return new PeriodAnalysis(game.name(), period, searched.checkedTo(), searched.refusal(), proof,
                known.map(HeapGame.KnownPeriod::theorem));
    }

    /**
     * The largest heap size the rule treats specially, so that an observed period must hold well beyond it:
     * an all-but set's largest excluded size, or the largest removal of a bounded rule; 0 when unknown.
     */
    static int observedReach(HeapGame game) {
        if (game.rule() instanceof Subtraction s && s.isAllBut()) {
            int[] excluded = s.elements();
            return excluded.length == 0 ? 0 : excluded[excluded.length - 1];
        }
        return Math.max(0, game.rule().maxRemoval());
    }

    /** Why the search stopped before it could prove a period, in English (the refusal's message), if it did. */
    public Optional<String> stopped() {
        return refusal.map(TooBigException::getMessage);
    }

    /** Whether the period found is proved. */
    public boolean proved() {
        return period.isPresent() && period.get().proved();
    }

    /** "g(n+12) = g(n)", "g(n+4) = g(n) + 4": the law the period states; empty when none was found. */
    public Optional<String> law() {
        return period.map(p -> "g(n+" + p.period() + ") = g(n)" + (p.arithmetic() ? " + " + p.saltus() : ""));
    }

    /** How the period found is proved (the theorem and what it needed); empty when it is not. */
    public Optional<String> proofText() {
        return period.filter(Period::proved)
                .map(p -> theorem.orElseGet(() -> proof.describe(p.preperiod(), p.period())));
    }

    /** "kayles: period 12 from heap 71 (proved)", or "…: no period found in g(0..N)". */
    @Override
    public String toString() {
        return game + ": " + period.map(Period::toString).orElse("no period found in g(0.." + checkedTo + ")");
    }
}
