package cgt.analysis;

import cgt.input.BadInputException;
import cgt.loopy.LoopyPartizanSolver;
import cgt.loopy.partizan.LoopyGame;
import cgt.outcome.Player;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Analyses a position of a partizan ruleset whose play may repeat: the whole graph of positions it reaches is built
 * and solved ({@link LoopyPartizanSolver}, bounded by the request's budget), and the result with each player
 * moving first is read off it, with the moves that keep each result, and the position's loopy value where the
 * graph is a stopper small enough for the value type to simplify.
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
        return analyze(game, args, request, true);
    }

    /**
     * As above; with {@code withValue} false the loopy value is not sought (a page that lists the outcome of every
     * move needs none, and simplifying a graph of a thousand positions takes seconds).
     */
    public static <P> LoopyPartizanAnalysis<P> analyze(PartizanRules<P> game, List<String> args, Request request,
            boolean withValue) {
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
        Optional<String> value = Optional.empty();
        Step.Rule note = NOT_SOUGHT;
        if (withValue) {
            try {
                value = value(solver);
                note = value.isPresent() ? new Step.Rule("") : NOT_STOPPER_SIDED;
            } catch (BadInputException e) {
                // The value type's own refusal, with the size it refused (said by its key where it has one).
                note = new Step.Rule(e.getMessage(), e.key(), e.args());
            }
        }
        return new LoopyPartizanAnalysis<>(game.name(), String.join(" ", texts), position, texts,
                solver.outcomeClass(start), start(game, solver, start, Player.LEFT, texts, kept),
                start(game, solver, start, Player.RIGHT, texts, kept), solver.positionCount(), solver.moveCount(),
                value, note);
    }

    /** Why a position has no value: none was asked for (a player's game needs only its outcome). */
    private static final Step.Rule NOT_SOUGHT = new Step.Rule("not sought", "note.loopyValue.notSought", List.of());

    /** Why a position has no value: it is neither a stopper nor, as far as sidling finds, stopper-sided. */
    private static final Step.Rule NOT_STOPPER_SIDED = new Step.Rule("play can go on for ever with the players taking"
            + " turns (it is not a stopper), and sidling finds no onside and offside for it (not stopper-sided as far"
            + " as cgt can tell)", "note.loopyValue.notStopperSided", List.of());

    /**
     * The position's loopy value: the solved graph, node for node, as a {@link LoopyGame}, printed in simplest form
     * when it is a stopper, by its sides ({@code onside & offside}) when it is stopper-sided; empty for a game that
     * is neither.
     *
     * @throws BadInputException when the graph is too big for the value type (its simplest form compares every
     *     pair of positions, and it refuses more than {@link #MAX_PAIRS} pairs: such a graph is not even built)
     */
    static <P> Optional<String> value(LoopyPartizanSolver<P> solver) {
        long n = solver.positionCount();
        if (n * n > MAX_PAIRS) {
            throw new BadInputException(String.format(Locale.ROOT, "its simplest form compares every pair of the"
                    + " graph's %,d positions, %,d pairs, more than the %,d the loopy value type takes", n, n * n,
                    MAX_PAIRS), "note.loopyValue.tooManyPairs", List.of(n, n * n, MAX_PAIRS));
        }
        LoopyGame.Builder b = LoopyGame.builder();
        for (int v = 0; v < n; v++) {
            b.node();
        }
        for (int v = 0; v < n; v++) {
            for (int w : solver.moves(v, Player.LEFT)) {
                b.leftEdge(v, w);
            }
            for (int w : solver.moves(v, Player.RIGHT)) {
                b.rightEdge(v, w);
            }
        }
        LoopyGame g = b.build(0); // the start is vertex 0
        if (g.isStopper()) {
            return Optional.of(g.toString());
        }
        // Not a stopper: its sides by sidling, printed onside & offside as CGSuite prints a sided value.
        if (g.isStopperSided()) {
            String sides = g.onside() + " & " + g.offside();
            return Optional.of(sides.equals("on & off") ? "dud" : sides);
        }
        return Optional.empty();
    }

    /**
     * The most pairs of positions the loopy value type compares when it simplifies a stopper (its own bound on
     * comparisons, {@code 2^21}): a bigger graph would be built only to be refused.
     */
    static final long MAX_PAIRS = 1L << 21;

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
