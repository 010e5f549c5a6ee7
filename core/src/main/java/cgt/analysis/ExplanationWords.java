package cgt.analysis;

import java.util.List;

/**
 * The words of an explanation's lines, by key: {@link TextExplanation} lays the lines out (mex steps, binary columns,
 * the winning moves) and these say them. Core says them in English ({@link #ENGLISH}); the presentation layer gives
 * another language from its catalogues under the same keys, so that the layout is written once.
 *
 * <p>The keys and their arguments: {@code step.noMoves} (label), {@code step.mexSummary} (label, options, values,
 * value), {@code step.nimSum}, {@code step.largerValue}, {@code step.moreMoves} (more, total),
 * {@code step.winning.valueZero} (value, moves), {@code step.winning.cut} (count), {@code step.winning.closedForm}
 * (moves), {@code step.winning.misere} (count, moves), {@code step.winning.misereCut} (count), {@code step.sum}.
 */
public interface ExplanationWords {

    /** The phrase of the key, its arguments filled in. */
    String phrase(String key, Object... args);

    /**
     * A sentence core wrote ({@link Step.Rule}, a {@link Step.ValueRule}'s rule), said in the language where its
     * key allows; English is the sentence itself.
     */
    default String sentence(String english, String key, List<?> args) {
        return english;
    }

    /** Core's English, the words {@code cgt analyze --explain} has always printed. */
    ExplanationWords ENGLISH = (key, a) -> switch (key) {
        case "step.noMoves" -> a[0] + " = mex{} = 0 (no moves)";
        case "step.mexSummary" -> a[0] + " = mex of its " + a[1] + " options' values = mex{" + a[2] + "} = " + a[3];
        case "step.nimSum" -> "nim-sum";
        case "step.largerValue" -> "(a larger value, which this part's options also reach)";
        case "step.moreMoves" -> a[0] + " more winning moves (" + a[1] + " in all)";
        case "step.winning.valueZero" -> "G = " + a[0] + " ≠ 0, so this is an N-position: the player to move wins by"
                + " moving to an option of value 0: " + a[1] + ".";
        case "step.winning.cut" -> "; ... (" + a[0] + " winning moves in all)";
        case "step.winning.closedForm" -> "An N-position: the player to move wins by moving to a P-position: " + a[0]
                + ".";
        case "step.winning.misere" -> "Winning move" + (((Number) a[0]).longValue() == 1 ? "" : "s") + ": " + a[1];
        case "step.winning.misereCut" -> "; ... (" + a[0] + " in all)";
        case "step.sum" -> "sum";
        default -> throw new IllegalArgumentException("no English for " + key);
    };
}
