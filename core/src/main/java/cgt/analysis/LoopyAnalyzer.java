package cgt.analysis;

import cgt.games.ImpartialGame;
import cgt.impartial.CyclicGameException;
import cgt.loopy.GeneralizedValue;
import cgt.loopy.LoopyOutcome;
import cgt.loopy.LoopySolver;
import cgt.loopy.PositionLabel;
import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Normal-play analysis of an impartial position whose game has cycles (the Sprague-Grundy recursion met a
 * position again): each part is labelled by retrograde analysis of the positions it reaches ({@link LoopySolver}),
 * and the parts' generalized Sprague-Grundy values add by the generalized nim-sum (Smith 1966; Fraenkel, "Scenic
 * trails ascending from sea-level Nim to alpine chess", 1996; Winning Ways ch. 12). The winning moves of a sum lead
 * to value 0; in a drawn sum, the moves that keep the draw lead to drawn positions.
 */
final class LoopyAnalyzer {

    private LoopyAnalyzer() {
    }

    /** How the caller turns the findings into its record. */
    interface Result<C> {
        ImpartialAnalysis<C> of(Outcome outcome, OptionalLong value, List<ImpartialAnalysis.Move<C>> moves, long count,
                String note, List<Step> lines, Optional<LoopyAnalysis<C>> loopy);
    }

    static <C> ImpartialAnalysis<C> analyze(ImpartialGame<C> game, List<C> position, Request request,
            CyclicGameException cycle, Result<C> result) {
        LoopySolver<C> solver = new LoopySolver<>(game, request.budget(), request.progress());
        int k = position.size();
        List<List<C>> roots = new ArrayList<>(k);
        for (C c : position) {
            roots.add(List.of(c));
        }
        solver.explore(roots);
        List<PositionLabel> labels = new ArrayList<>(k);
        GeneralizedValue[] before = new GeneralizedValue[k + 1]; // before[i]: the sum of parts 0..i-1
        GeneralizedValue[] after = new GeneralizedValue[k + 1]; // after[i]: the sum of parts i..k-1
        before[0] = new GeneralizedValue.Finite(0);
        after[k] = before[0];
        for (int i = 0; i < k; i++) {
            labels.add(solver.label(position.get(i)));
            before[i + 1] = before[i].plus(labels.get(i).value());
        }
        for (int i = k - 1; i >= 0; i--) {
            after[i] = labels.get(i).value().plus(after[i + 1]);
        }
        GeneralizedValue total = before[k];
        Outcome outcome = outcomeOf(total.outcome());
        Found<C> winning = new Found<>(game, position, request.keptMoves());
        Found<C> drawing = new Found<>(game, position, request.keptMoves());
        if (outcome != Outcome.P) {
            for (int i = 0; i < k; i++) {
                GeneralizedValue others = before[i].plus(after[i + 1]);
                for (List<C> option : game.options(position.get(i))) {
                    LoopyOutcome next = solver.labelOfSum(option).value().plus(others).outcome();
                    if (outcome == Outcome.N && next == LoopyOutcome.P) {
                        winning.add(i, option);
                    } else if (outcome == Outcome.D && next == LoopyOutcome.D) {
                        drawing.add(i, option);
                    }
                }
            }
        }
        OptionalInt remoteness = k == 1 ? labels.get(0).remoteness() : OptionalInt.empty();
        LoopyAnalysis<C> loopy = new LoopyAnalysis<>(total, labels, remoteness, drawing.kept, drawing.count,
                solver.positionCount());
        OptionalLong value = total instanceof GeneralizedValue.Finite f ? OptionalLong.of(f.value())
                : OptionalLong.empty();
        List<Step> lines = request.explain() ? explain(game, position, cycle, loopy, outcome, winning, drawing)
                : List.of();
        return result.of(outcome, value, winning.kept, winning.count, "", lines, Optional.of(loopy));
    }

    /**
     * Misère play of a position whose game has cycles: values do not add, so the whole position's graph is
     * explored (the product of its parts, bounded like any exploration) and labelled with the end made a move.
     */
    static <C> ImpartialAnalysis<C> misere(ImpartialGame<C> game, List<C> position, Request request,
            CyclicGameException cycle, Result<C> result) {
        LoopySolver<C> solver = new LoopySolver<>(game, request.budget(), request.progress()).misere();
        PositionLabel whole = solver.labelOfSum(position);
        Outcome outcome = outcomeOf(whole.outcome());
        Found<C> winning = new Found<>(game, position, request.keptMoves());
        Found<C> drawing = new Found<>(game, position, request.keptMoves());
        if (outcome != Outcome.P) {
            for (int i = 0; i < position.size(); i++) {
                for (List<C> option : game.options(position.get(i))) {
                    LoopyOutcome next = solver.labelOfSum(ImpartialAnalyzer.replace(position, i, option)).outcome();
                    if (outcome == Outcome.N && next == LoopyOutcome.P) {
                        winning.add(i, option);
                    } else if (outcome == Outcome.D && next == LoopyOutcome.D) {
                        drawing.add(i, option);
                    }
                }
            }
        }
        LoopyAnalysis<C> loopy = new LoopyAnalysis<>(null, List.of(), whole.remoteness(), drawing.kept,
                drawing.count, solver.positionCount());
        List<Step> lines = new ArrayList<>();
        if (request.explain()) {
            lines.add(new Step.Rule("Misère play: whoever cannot move wins. The game's positions can repeat ("
                    + describe(game, cycle) + "), so cgt labelled the " + loopy.positions() + " positions of the"
                    + " whole game reachable from this one by retrograde analysis: P, N or D (a draw).",
                    "explain.loopy.misere", List.of(describe(game, cycle), loopy.positions())));
            lines.add(new Step.Rule(outcome + (whole.remoteness().isPresent() ? " in "
                    + whole.remoteness().getAsInt() + (whole.remoteness().getAsInt() == 1 ? " move" : " moves")
                    : "") + ": " + outcome.meaning() + ".", whole.remoteness().isPresent()
                    ? "explain.loopy.outcomeIn." + outcome : "explain.loopy.outcome." + outcome,
                    whole.remoteness().isPresent() ? List.of(whole.remoteness().getAsInt()) : List.of()));
            if (outcome == Outcome.N) {
                lines.add(winningMoves(winning));
            }
            if (outcome == Outcome.D) {
                lines.add(movesKeepingTheDraw(drawing));
            }
        }
        return result.of(outcome, OptionalLong.empty(), winning.kept, winning.count, "", lines, Optional.of(loopy));
    }

    private static <C> List<Step> explain(ImpartialGame<C> game, List<C> position, CyclicGameException cycle,
            LoopyAnalysis<C> loopy, Outcome outcome, Found<C> winning, Found<C> drawing) {
        List<Step> lines = new ArrayList<>();
        lines.add(new Step.Rule("The game's positions can repeat (" + describe(game, cycle) + "), so values by the"
                + " mex recursion do not exist. cgt labelled the " + loopy.positions() + " positions reachable"
                + " from this one by retrograde analysis: P, N or D (a draw: best play never ends), with the"
                + " generalized Sprague-Grundy values of Smith's theory (∞(K): infinite, K the finite values of"
                + " its options).", "explain.loopy.repeats", List.of(describe(game, cycle), loopy.positions())));
        for (int i = 0; i < position.size(); i++) {
            PositionLabel l = loopy.parts().get(i);
            String part = game.formatComponent(position.get(i));
            String value = l.value().toString();
            lines.add(new Step.Rule(part + ": " + l.outcome()
                    + (l.remoteness().isPresent() ? " in " + l.remoteness().getAsInt()
                            + (l.remoteness().getAsInt() == 1 ? " move" : " moves") : "")
                    + ", value " + value + ".",
                    l.remoteness().isPresent() ? "explain.loopy.partIn" : "explain.loopy.part",
                    l.remoteness().isPresent() ? List.of(l.remoteness().getAsInt(), part, l.outcome(), value)
                            : List.of(part, l.outcome(), value)));
        }
        if (position.size() > 1) {
            lines.add(new Step.Rule("The value of a sum is the generalized nim-sum of its parts' values: finite"
                    + " values add as nim-sums, a ⊕ ∞(K) = ∞(K ⊕ a), and two infinite parts make ∞(∅). Here: "
                    + loopy.value() + ".", "explain.loopy.sum", List.of(loopy.value().toString())));
        }
        lines.add(switch (outcome) {
            case P -> new Step.Rule("Value 0: every move leads to a position of non-zero value, so whoever moves next"
                    + " loses.", "explain.loopy.verdict.P", List.of());
            case N -> loopy.value().isFinite()
                    ? new Step.Rule("A non-zero finite value: a move to value 0 wins.", "explain.loopy.verdict.N",
                            List.of())
                    : new Step.Rule("∞(K) with 0 in K: a move to value 0 wins.", "explain.loopy.verdict.NInfinite",
                            List.of());
            default -> new Step.Rule("∞(K) without 0 in K (or two infinite parts): no move reaches value 0, so no"
                    + " move wins; a move to another draw keeps the game going, any other move hands the opponent a"
                    + " win.", "explain.loopy.verdict.D", List.of());
        });
        if (outcome == Outcome.N) {
            lines.add(winningMoves(winning));
        }
        if (outcome == Outcome.D) {
            // (A drawn position always has one: were every option N it would be P, were one P it would be N.)
            lines.add(movesKeepingTheDraw(drawing));
        }
        return lines;
    }

    private static Step.Rule winningMoves(Found<?> winning) {
        String moves = String.join(", ", winning.shown(Explainer.MAX_SHOWN_MOVES));
        return new Step.Rule("Winning moves (" + winning.count + "): " + moves + ".", "explain.loopy.winningMoves",
                List.of(winning.count, moves));
    }

    private static Step.Rule movesKeepingTheDraw(Found<?> drawing) {
        String moves = String.join(", ", drawing.shown(Explainer.MAX_SHOWN_MOVES));
        return new Step.Rule("Moves that keep the draw (" + drawing.count + "): " + moves + "; every other move loses.",
                "explain.loopy.keepDraw", List.of(drawing.count, moves));
    }

    private static <C> String describe(ImpartialGame<C> game, CyclicGameException cycle) {
        List<String> path = new ArrayList<>();
        for (Object o : cycle.cycle()) {
            @SuppressWarnings("unchecked")
            C c = (C) o; // the solvers report cycles of the game's own components
            path.add(game.formatComponent(c));
        }
        if (!path.isEmpty()) {
            path.add(path.get(0));
        }
        return path.size() > 7 ? String.join(" -> ", path.subList(0, 6)) + " -> ..." : String.join(" -> ", path);
    }

    /** Moves found, kept up to a limit (repeats within a part left out) and all counted. */
    private static final class Found<C> {
        final ImpartialGame<C> game;
        final List<C> position;
        final int limit;
        final List<ImpartialAnalysis.Move<C>> kept = new ArrayList<>();
        long count;
        private int part = -1;
        private final Set<List<C>> inPart = new HashSet<>();

        Found(ImpartialGame<C> game, List<C> position, int limit) {
            this.game = game;
            this.position = position;
            this.limit = limit;
        }

        void add(int i, List<C> option) {
            if (i != part) {
                part = i;
                inPart.clear();
            }
            if (!inPart.add(List.copyOf(option))) {
                return;
            }
            count++;
            if (kept.size() < limit) {
                List<String> to = new ArrayList<>(option.size());
                for (C c : option) {
                    to.add(game.formatComponent(c));
                }
                kept.add(new ImpartialAnalysis.Move<>(i, option, game.formatComponent(position.get(i)), to));
            }
        }

        List<String> shown(int max) {
            List<String> out = new ArrayList<>();
            for (ImpartialAnalysis.Move<C> m : kept.subList(0, Math.min(max, kept.size()))) {
                out.add(game.formatPosition(ImpartialAnalyzer.replace(position, m.argument(), m.replacement())));
            }
            return out;
        }
    }

    /** The analysis's outcome for a label of the graph: the same three, P, N and D (a draw). */
    private static Outcome outcomeOf(LoopyOutcome o) {
        return switch (o) {
            case P -> Outcome.P;
            case N -> Outcome.N;
            case D -> Outcome.D;
        };
    }
}
