package cgt.misere.analysis;

import cgt.analysis.ImpartialAnalysis;
import cgt.games.ImpartialGame;
import cgt.impartial.CyclicGameException;
import cgt.misere.Genus;
import cgt.misere.MisereForms;
import cgt.misere.MisereGame;
import cgt.task.TooBigException;
import java.util.List;
import java.util.Optional;

/**
 * The misère value of a whole impartial position: the misère canonical form of the sum of its parts, and from it the
 * genus (what {@code cgt analyze --misere} shows next to the misère outcome, in place of the normal-play value).
 * Canonical forms of wild games grow fast, so this is bounded by a small budget of its own and gives nothing when
 * the position is beyond it (or has a cycle); the misère outcome and winning moves still come from the analysis.
 *
 * @param form the misère canonical form of the whole position
 */
public record MisereValue(MisereGame form) {

    /** The work one position's value may take: a few seconds on a busy machine. */
    public static final long WORK = 5_000_000;
    /** The new forms one position's value may make. */
    public static final long FORMS = 200_000;
    /** The distinct parts (heaps, sub-positions) whose forms one position's value may need. */
    public static final long COMPONENTS = 100_000;
    /**
     * The work allowed when the game's misère quotient decided the position: its element there is already a misère
     * value, and such positions are large (beyond the small search), where wild forms are out of reach anyway.
     */
    public static final long WORK_BESIDE_QUOTIENT = 500_000;

    /** The genus of the whole position. */
    public Genus genus() {
        return form.genus();
    }

    /**
     * The misère value of an analysed position: empty in normal play, for a game with cycles, or beyond the budget.
     *
     * @param game the game the analysis is of
     */
    @SuppressWarnings("unchecked")
    public static <C> Optional<MisereValue> of(ImpartialGame<?> game, ImpartialAnalysis<C> analysis) {
        if (!analysis.misere() || analysis.loopy().isPresent()) {
            return Optional.empty();
        }
        long work = analysis.quotient().isPresent() ? WORK_BESIDE_QUOTIENT : WORK;
        return of((ImpartialGame<C>) game, analysis.components(), work);
    }

    /** The misère value of the position whose parts are {@code position}, or empty when it is beyond the budget. */
    public static <C> Optional<MisereValue> of(ImpartialGame<C> game, List<C> position) {
        return of(game, position, WORK);
    }

    private static <C> Optional<MisereValue> of(ImpartialGame<C> game, List<C> position, long work) {
        try {
            MisereForms<C> forms = new MisereForms<>(game, COMPONENTS, new MisereGame.Budget(FORMS, work));
            return Optional.of(new MisereValue(forms.formOf(position)));
        } catch (TooBigException | CyclicGameException e) {
            return Optional.empty();
        }
    }
}
