package cgt.cli;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.games.Catalog;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.input.BadInputException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code cgt analyze GAME POSITION...}: outcome, value and every winning move of a position. */
@Command(name = "analyze", description = "Who wins a position, its Grundy value, and every winning move.")
final class AnalyzeCommand implements Callable<Integer> {

    /** Winning moves printed in text mode before the list is cut short (--json lists them all). */
    private static final int MAX_TEXT_MOVES = 40;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "A game name (see 'cgt games').")
    String gameName;

    @Parameters(index = "1..*", paramLabel = "POSITION", arity = "1..*",
            description = "The position, in the game's syntax: for heap games one heap size per argument.")
    List<String> position;

    @Option(names = "--misere", description = "Misère play: whoever cannot move wins.")
    boolean misere;

    @Option(names = "--explain", description = "Show the reasoning: mex steps, nim-sums in binary, the winning move.")
    boolean explain;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr());
        Game game = Catalog.find(gameName);
        if (!(game instanceof ImpartialGame<?> impartial)) {
            throw new BadInputException(game.name() + " is not an impartial game");
        }
        if (impartial instanceof HeapGame heapGame) {
            heapGame.reportingTo(progress);
        }
        ImpartialAnalysis a = ImpartialAnalyzer.analyze(impartial, position, misere, explain);
        progress.done();
        if (json) {
            Map<String, Object> o = Json.object();
            o.put("game", a.game());
            o.put("position", a.position());
            o.put("misere", a.misere());
            o.put("outcome", a.outcome().name());
            o.put("value", a.value());
            o.put("winningMoves", a.winningMoves());
            if (explain) {
                o.put("explanation", a.explanation());
            }
            out.println(Json.write(o));
            return 0;
        }
        out.println(a.game() + " " + a.position() + (a.misere() ? " (misère play)" : ""));
        if (explain) {
            out.println();
            a.explanation().forEach(out::println);
            out.println();
        }
        out.println("outcome: " + a.outcome() + " (" + a.outcome().meaning() + ")");
        out.println("value: " + (a.value() == null ? "not computed (beyond the table; the outcome comes from a"
                + " closed form)" : a.value() + (a.misere() ? " (normal play)" : "")));
        List<String> moves = a.winningMoves();
        if (moves.isEmpty()) {
            out.println("winning moves: none");
        } else {
            out.println("winning move" + (moves.size() == 1 ? "" : "s (" + moves.size() + ")") + ":");
            moves.stream().limit(MAX_TEXT_MOVES).forEach(m -> out.println("  " + m));
            if (moves.size() > MAX_TEXT_MOVES) {
                out.println("  ... and " + (moves.size() - MAX_TEXT_MOVES) + " more (--json lists them all)");
            }
        }
        return 0;
    }
}
