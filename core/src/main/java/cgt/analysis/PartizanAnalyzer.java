package cgt.analysis;

import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Analyses positions of partizan rulesets: the canonical value of the sum of the position's parts, its
 * outcome, and each player's winning moves. Left, moving first, wins exactly when some Left option has value
 * ≥ 0 (Right, now to move, cannot win it); Right, when some Right option has value ≤ 0.
 */
public final class PartizanAnalyzer {

    private PartizanAnalyzer() {
    }

    /**
     * Analyses the position written as {@code args} (several arguments are a sum).
     *
     * @throws BadInputException for a malformed position
     */
    public static <P> PartizanAnalysis<P> analyze(PartizanRules<P> game, PartizanEvaluator<P> evaluator,
            List<String> args) {
        return analyze(game, evaluator, args, Budget.DEFAULT);
    }

    /**
     * As above, keeping at most the budget's {@link Budget.Answers#keptMoves()} winning moves for each player (as
     * changes to one argument); beyond them they are only counted.
     */
    public static <P> PartizanAnalysis<P> analyze(PartizanRules<P> game, PartizanEvaluator<P> evaluator,
            List<String> args, Budget budget) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given: " + game.name() + " positions are written as "
                    + game.syntax());
        }
        List<P> position = new ArrayList<>();
        for (String a : args) {
            position.add(game.parse(a));
        }
        List<CanonicalGame> values = new ArrayList<>();
        List<PartizanAnalysis.Part> parts = new ArrayList<>();
        for (P p : position) {
            values.add(evaluator.value(p));
            for (P part : game.parts(p)) {
                parts.add(new PartizanAnalysis.Part(game.format(part), evaluator.valueOfPart(part)));
            }
        }
        CanonicalGame total = CanonicalGame.sum(values);
        List<String> texts = new ArrayList<>();
        for (P p : position) {
            texts.add(game.format(p));
        }
        Moves<P> left = new Moves<>(budget.answers().keptMoves());
        Moves<P> right = new Moves<>(budget.answers().keptMoves());
        // A move in argument i changes the sum by (option's value) - (argument's value): the option is worth
        // others + option with others = total - value_i, so the total is not added up again for each move.
        // Arguments of equal value (canonical games are interned) share others and the verdict on each option.
        Map<CanonicalGame, Verdicts> byValue = new HashMap<>();
        for (int i = 0; i < position.size(); i++) {
            Verdicts verdicts = byValue.computeIfAbsent(values.get(i), v -> new Verdicts(total.minus(v)));
            for (P option : game.leftMoves(position.get(i))) {
                if (verdicts.leftWins(evaluator.value(option))) {
                    left.add(i, texts.get(i), game, option);
                }
            }
            for (P option : game.rightMoves(position.get(i))) {
                if (verdicts.rightWins(evaluator.value(option))) {
                    right.add(i, texts.get(i), game, option);
                }
            }
        }
        Outcome outcome = Outcome.of(left.count > 0, right.count > 0);
        return new PartizanAnalysis<>(game.name(), String.join(" ", texts), position, texts, outcome, total, left.kept,
                left.count, right.kept, right.count, parts, evaluator.solvedCount());
    }

    /** Whether an option of an argument of one value wins, remembered for each option's value. */
    private static final class Verdicts {
        private final CanonicalGame others;
        private final Map<CanonicalGame, Boolean> left = new HashMap<>();
        private final Map<CanonicalGame, Boolean> right = new HashMap<>();

        Verdicts(CanonicalGame others) {
            this.others = others;
        }

        boolean leftWins(CanonicalGame option) {
            return left.computeIfAbsent(option, o -> others.plus(o).geq(CanonicalGame.zero()));
        }

        boolean rightWins(CanonicalGame option) {
            return right.computeIfAbsent(option, o -> others.plus(o).leq(CanonicalGame.zero()));
        }
    }

    /**
     * One player's winning moves as they are found: at most {@code limit} kept as changes to one argument (the
     * option written only for those), the rest only counted.
     */
    private static final class Moves<P> {
        final List<PartizanAnalysis.Move<P>> kept = new ArrayList<>();
        final int limit;
        long count;

        Moves(int limit) {
            this.limit = limit;
        }

        void add(int argument, String from, PartizanRules<P> game, P option) {
            count++;
            if (kept.size() < limit) {
                kept.add(new PartizanAnalysis.Move<>(argument, option, from, game.format(option)));
            }
        }
    }
}
