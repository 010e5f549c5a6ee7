package cgt.analysis;

import cgt.games.Game;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.search.PartizanCycleException;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.PartizanRules;
import cgt.task.Cancellation;
import java.util.List;

/**
 * What cgt says about a position, impartial or partizan: the game, the position, who wins, and (when asked) the
 * reasoning as {@link Step}s. A face (the command line, a web page) calls {@link #of} and switches on the two kinds
 * to format the rest:
 *
 * <pre>{@code
 * Analysis a = Analysis.of(Catalog.find("kayles"), List.of("5", "7"), Request.normalPlay().explained());
 * if (a instanceof ImpartialAnalysis<?> i) {
 *     i.outcome();                             // N
 *     i.normalPlayValue();                     // OptionalLong[6]
 *     i.winningPositions(40);                  // [1 3 7, 5 5]
 *     TextExplanation.lines(i.explanation());  // the mex steps, the nim-sum in binary, the winning moves
 * }
 * }</pre>
 */
public sealed interface Analysis permits ImpartialAnalysis, PartizanAnalysis, LoopyPartizanAnalysis {

    /**
     * Analyses the position written as {@code position} in the game: an impartial game under the request's play,
     * a partizan ruleset (normal play only) by a search on the request's threads, within the request's budget of time,
     * memory and work; a partizan position whose play can repeat by retrograde analysis of its whole graph
     * ({@link LoopyPartizanAnalysis}). A heap game's table and a Wythoff table are computed on the request's threads and report to its
     * progress; the game itself is not changed (several requests may share it).
     *
     * @throws BadInputException for a malformed position, one too big to analyse, a game that cannot be analysed,
     *     or misère play asked of a partizan ruleset
     */
    static Analysis of(Game game, List<String> position, Request request) {
        if (game instanceof PartizanRulesGame<?> partizan) {
            return partizan(partizan.ruleset(), position, request);
        }
        if (!(game instanceof ImpartialGame<?> impartial)) {
            throw new BadInputException(game.name() + " cannot be analysed");
        }
        return ImpartialAnalyzer.analyze(impartial, position, request);
    }

    private static <P> Analysis partizan(PartizanRules<P> game, List<String> position, Request request) {
        if (request.play() == Play.MISERE) {
            throw new BadInputException("misère play applies to impartial games; " + game.name()
                    + " is analysed in normal play (whoever cannot move loses)");
        }
        PartizanEvaluator<P> evaluator = new PartizanEvaluator<>(game,
                TranspositionTable.forGame(game, TranspositionTable.capacityWithin(request.budget().memory())),
                request.threads(), request.progress());
        try {
            return Cancellation.within(request.budget().time(), "the search",
                    () -> PartizanAnalyzer.analyze(game, evaluator, position, request.budget()));
        } catch (PartizanCycleException cycle) {
            // Positions repeat: no short value exists; the whole graph is solved, with draws.
            return Cancellation.within(request.budget().time(), "the analysis of a game with cycles",
                    () -> LoopyPartizanAnalyzer.analyze(game, position, request));
        }
    }

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
