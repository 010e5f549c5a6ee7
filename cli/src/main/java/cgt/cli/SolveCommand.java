package cgt.cli;

import cgt.catalog.Catalog;
import cgt.format.PartizanArgs;
import cgt.format.i18n.Texts;
import cgt.format.io.RegionTableFile;
import cgt.format.json.Json;
import cgt.format.json.SolveJson;
import cgt.games.Game;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.solve.DominoGrid;
import cgt.partizan.solve.OutcomeSolver;
import cgt.partizan.solve.RegionValues;
import cgt.rules.PartizanRules;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cgt solve RULESET POSITION...}: who wins a partizan position with each player moving first, and a winning
 * first move, by the outcome search ({@link OutcomeSolver}) rather than the canonical value, so that boards whose
 * value is out of reach still get an answer. Ctrl-C prints what was decided before it.
 */
@Command(name = "solve", description = {"Who wins a partizan position with each player moving first, and a winning"
        + " first move, by a win/loss search that values small regions canonically: for boards whose canonical"
        + " value is out of reach (cgt analyze gives the value where it is not).",
    "Several positions are added: cgt solve domineering 4x4 3x3."})
final class SolveCommand implements Callable<Integer> {

    /** The most moves --line prints. */
    private static final int MAX_LINE = 200;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULESET", description = "A partizan ruleset (see 'cgt games').")
    String gameName;

    @Parameters(index = "1..*", paramLabel = "POSITION", arity = "1..*",
            description = "The position in the ruleset's syntax; several are added.")
    List<String> position;

    @CommandLine.Mixin
    RulesOption rules; // handled by Main: --rules FILE.java stands for RULESET

    @Option(names = "--line", description = "Also print a line of best play for each player moving first.")
    boolean line;

    @Option(names = "--small", paramLabel = "MOVES", description = "Value a region canonically when it has at most"
            + " this many moves for both players together (default: ${DEFAULT-VALUE}; 0 searches every move).")
    int smallMoves = OutcomeSolver.DEFAULT_SMALL_MOVES;

    @Option(names = "--regions", paramLabel = "FILE", description = "An endgame table of Domineering regions (cgt"
            + " survey domineering-regions:N writes one): a region it holds is looked up, not searched.")
    Path regions;

    @Option(names = "--json", description = "Print one JSON object: game, position, outcome (L, R, N or P), leftStarts"
            + " and rightStarts (the winner when that player moves first), leftMove and rightMove (a winning first"
            + " move, or null), nodes and seconds; with --line, leftLine and rightLine.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        Game game = Catalog.find(gameName);
        if (!(game instanceof PartizanRulesGame<?> partizan)) {
            throw new BadInputException(game.name() + " is impartial: cgt analyze " + game.name()
                    + " gives who wins and every winning move; cgt solve takes partizan rulesets (domineering,"
                    + " clobber, konane, ...)", "solve.impartial", List.of(game.name()));
        }
        if (smallMoves < 0 || smallMoves > 1000) {
            throw new BadInputException("--small must be between 0 and 1000 moves, not " + smallMoves, "solve.small",
                    List.of(smallMoves));
        }
        RegionValues table = RegionValues.NONE;
        if (regions != null) {
            if (!(partizan.ruleset() instanceof DominoGrid<?>)) {
                throw new BadInputException("--regions is a table of Domineering regions; " + game.name()
                        + " cannot use it", "solve.regions", List.of(game.name()));
            }
            table = RegionTableFile.read(regions, "--regions");
        }
        RegionValues loaded = table;
        return PartizanArgs.onDeepStack(() -> solve(partizan.ruleset(), loaded));
    }

    private <P> int solve(PartizanRules<P> ruleset, RegionValues table) {
        PrintWriter out = spec.commandLine().getOut();
        Texts texts = Main.texts(spec);
        // The line's words in the run's language; the stage ("positions searched, N a second") is core's own English.
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), texts);
        List<P> sum = new ArrayList<>();
        for (String p : position) {
            sum.add(ruleset.parse(p));
        }
        OutcomeSolver<P> solver = OutcomeSolver.of(ruleset, smallMoves, progress, table);
        long start = System.nanoTime();
        OutcomeSolver.FirstPlayer<P> left = solver.solve(sum, true);
        OutcomeSolver.FirstPlayer<P> right;
        try {
            right = solver.solve(sum, false);
        } catch (CancellationException e) {
            progress.done();
            throw new CancellationException(decidedBefore(
                    left.wins() ? Optional.of(text(ruleset, left.move().orElseThrow())) : Optional.empty(), texts));
        }
        List<List<P>> leftLine = line ? solver.line(sum, true, MAX_LINE) : List.of();
        List<List<P>> rightLine = line ? solver.line(sum, false, MAX_LINE) : List.of();
        double seconds = (System.nanoTime() - start) / 1e9;
        progress.done();
        Outcome outcome = Outcome.of(left.wins(), right.wins());
        String where = ruleset.name() + " " + String.join(" ", position);
        if (json) {
            OutcomeSolver.Solution<P> solution = new OutcomeSolver.Solution<>(left, right, solver.nodes());
            out.println(Json.write(SolveJson.of(ruleset, position, solution, line ? leftLine : null,
                    line ? rightLine : null, seconds)));
            return 0;
        }
        out.println(where + ": " + outcome + " (" + texts.text("outcome." + outcome) + ")");
        out.println(left.wins() ? texts.text("solve.leftFirst.wins", text(ruleset, left.move().orElseThrow()))
                : texts.text("solve.leftFirst.loses"));
        printLine(out, ruleset, leftLine, texts);
        out.println(right.wins() ? texts.text("solve.rightFirst.wins", text(ruleset, right.move().orElseThrow()))
                : texts.text("solve.rightFirst.loses"));
        printLine(out, ruleset, rightLine, texts);
        out.println(texts.text("solve.searched", solver.nodes(), Decimals.of(seconds, 2, texts)));
        return 0;
    }

    /**
     * What Ctrl-C during the second search leaves decided: the first, with Left moving first (Left's winning move, or
     * empty when Right wins).
     */
    static String decidedBefore(Optional<String> leftsWinningMove, Texts texts) {
        return leftsWinningMove.map(move -> texts.text("solve.interrupted.leftWins", move))
                .orElseGet(() -> texts.text("solve.interrupted.rightWins"));
    }

    private static <P> void printLine(PrintWriter out, PartizanRules<P> ruleset, List<List<P>> line, Texts texts) {
        if (!line.isEmpty()) {
            List<String> moves = new ArrayList<>();
            for (List<P> m : line) {
                moves.add(text(ruleset, m));
            }
            out.println(texts.text("solve.bestPlay", String.join(" -> ", moves)));
        }
    }

    private static <P> String text(PartizanRules<P> ruleset, List<P> sum) {
        return SolveJson.text(ruleset, sum);
    }
}
