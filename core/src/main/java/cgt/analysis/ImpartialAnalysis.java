package cgt.analysis;

import cgt.play.Outcome;
import java.util.List;

/**
 * What cgt says about an impartial position: who wins, its Grundy value, how to win, and why.
 *
 * @param game the game's name
 * @param position the position as the user wrote it (normalised spacing)
 * @param misere whether the analysis is for misère play
 * @param outcome P or N
 * @param value the Grundy value in normal play, or null when it is beyond reach (a lone Wythoff queen with
 *     huge coordinates has a known outcome but no computed value)
 * @param winningMoves every position one move away that wins for the player who moves there, in the
 *     position's own syntax; empty for a P-position
 * @param explanation the reasoning, line by line, as a teacher would write it (empty unless asked for)
 */
public record ImpartialAnalysis(String game, String position, boolean misere, Outcome outcome, Long value,
        List<String> winningMoves, List<String> explanation) {

    public ImpartialAnalysis {
        winningMoves = List.copyOf(winningMoves);
        explanation = List.copyOf(explanation);
    }
}
