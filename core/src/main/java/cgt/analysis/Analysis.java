package cgt.analysis;

import cgt.play.Outcome;
import java.util.List;

/**
 * What cgt says about a position, impartial or partizan: the game, the position, who wins, and (when asked) the
 * reasoning as {@link Step}s. A face (the command line, a web page) switches on the two kinds to format the rest.
 */
public sealed interface Analysis permits ImpartialAnalysis, PartizanAnalysis {

    /** The game's name. */
    String game();

    /** The position in the game's own syntax. */
    String position();

    /** Who wins. */
    Outcome outcome();

    /** The reasoning, step by step (for an impartial position, empty unless it was asked for). */
    List<Step> explanation();

    /** The reasoning as the lines {@code cgt analyze --explain} prints. */
    default List<String> explanationText() {
        return TextExplanation.lines(explanation());
    }
}
