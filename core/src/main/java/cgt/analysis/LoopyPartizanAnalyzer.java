package cgt.analysis;

import cgt.input.BadInputException;
import cgt.loopy.LoopyPartizanSolver;
import cgt.outcome.Player;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Analyses a position of a partizan ruleset whose play may repeat: the whole graph of positions it reaches is built
 * and solved ({@link LoopyPartizanSolver}, bounded by the request's budget), and the result with each player
 * moving first is read off it, with the moves that keep each result.
 */
public final class LoopyPartizanAnalyzer {

    private LoopyPartizanAnalyzer() {
    }

    /**
     * Analyses the position written as {@code args} (several arguments are a sum, solved as one graph).
     *
     * @throws BadInputException for a malformed position, or one whose graph is beyond the budget
     */
    public static <P> LoopyPartizanAnalysis<P> analyze(PartizanRules<P> game, List<String> args, Request request) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given: " + game.name() + " positions are written as "
                    + game.syntax());
        }
        List<P> position = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (String a : args) {
            P p = game.parse(a);
            position.add(p);
            texts.add(game.format(p));
        }
        LoopyPartizanSolver<P> solver = LoopyPartizanSolver.solve(game, position, request.budget(),
                request.progress());
        int start = solver.vertex(position).orElseThrow();
        int kept = request.keptMoves();
        return new LoopyPartizanAnalysis<>(game.name(), String.join(" ", texts), position, texts,
                solver.outcomeClass(start), start(game, solver, start, Player.LEFT, texts, kept),
                start(game, solver, start, Player.RIGHT, texts, kept), solver.positionCount(), solver.moveCount());
    }

    private static <P> LoopyPartizanAnalysis.Start<P> start(PartizanRules<P> game, LoopyPartizanSolver<P> solver,
            int v, Player mover, List<String> texts, int kept) {
        List<PartizanAnalysis.Move<P>> best = new ArrayList<>();
        long count = 0;
        List<P> from = solver.position(v);
        for (int w : solver.moves(v, mover)) {
            if (!solver.keepsBest(v, w, mover)) {
                continue;
            }
            count++;
            if (best.size() < kept) {
                List<P> to = solver.position(w);
                int argument = changed(from, to);
                best.add(new PartizanAnalysis.Move<>(argument, to.get(argument), texts.get(argument),
                        game.format(to.get(argument))));
            }
        }
        return new LoopyPartizanAnalysis.Start<>(mover, solver.result(v, mover), solver.remoteness(v, mover), best,
                count);
    }

    /** The argument a move changed (a move that changes none, a pass, is written as a move in the first). */
    private static <P> int changed(List<P> from, List<P> to) {
        for (int i = 0; i < from.size(); i++) {
            if (!from.get(i).equals(to.get(i))) {
                return i;
            }
        }
        return 0;
    }
}
