package cgt.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Why a form {L | R} as written is not yet canonical: which of its options are dominated (another option on the
 * same side is at least as good for that player) and which are reversible (an answer to it is at least as good for
 * the opponent as the whole game), the two simplifications {@link Canonicalizer} applies. For teaching: a page can
 * show {0, *, -1 | *} with -1 struck out as dominated by 0 before it shows the canonical form.
 */
public final class OptionMarks {

    /**
     * One option of the form as written, and what the simplification does to it.
     *
     * @param option the option (its canonical form)
     * @param dominatedBy an option of the same side that dominates it: for Left one at least as large (for Right at
     *     most as large), the first one when several do; for equal options, every copy after the first is dominated
     *     by the first
     * @param reversibleThrough an option of the option, for the opponent, that reverses it: for a Left option A a
     *     Right option A^R with A^R &lt;= G (for a Right option B a Left option B^L with B^L &gt;= G)
     */
    public record Marked(CanonicalGame option, Optional<CanonicalGame> dominatedBy,
            Optional<CanonicalGame> reversibleThrough) {

        /** Whether the option survives into the canonical form as it is. */
        public boolean kept() {
            return dominatedBy.isEmpty() && reversibleThrough.isEmpty();
        }
    }

    /** The form's options, each marked, and the form's value. */
    public record Form(List<Marked> left, List<Marked> right, CanonicalGame value) {
        public Form {
            left = List.copyOf(left);
            right = List.copyOf(right);
        }
    }

    private OptionMarks() {
    }

    /** The form {left | right}, its options marked against its value. */
    public static Form of(List<CanonicalGame> left, List<CanonicalGame> right) {
        CanonicalGame value = CanonicalGame.of(left, right);
        return new Form(marks(left, value, true), marks(right, value, false), value);
    }

    private static List<Marked> marks(List<CanonicalGame> side, CanonicalGame value, boolean leftSide) {
        List<Marked> marked = new ArrayList<>(side.size());
        for (int i = 0; i < side.size(); i++) {
            CanonicalGame a = side.get(i);
            CanonicalGame by = null;
            for (int j = 0; j < side.size() && by == null; j++) {
                CanonicalGame b = side.get(j);
                boolean better = leftSide ? b.geq(a) : b.leq(a);
                // An equal option dominates only the copies after it, so that one of equal options is kept.
                if (j != i && better && (!b.equals(a) || j < i)) {
                    by = b;
                }
            }
            CanonicalGame through = null;
            for (CanonicalGame answer : leftSide ? a.rightOptions() : a.leftOptions()) {
                if (leftSide ? answer.leq(value) : answer.geq(value)) {
                    through = answer;
                    break;
                }
            }
            marked.add(new Marked(a, Optional.ofNullable(by), Optional.ofNullable(through)));
        }
        return marked;
    }
}
