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
        // A move in argument i leaves others_i + option, where others_i is the sum of the other arguments: Left's
        // move wins when others_i + option >= 0, that is when option >= -others_i, a comparison and no sum. The
        // others come from prefix and suffix sums, never as total - value_i: for one argument that would be
        // G - G, always 0 and, for a hot game, the costliest sum there is. Arguments of equal value (canonical
        // games are interned) share the others and the verdict on each option.
        List<CanonicalGame> minusOthers = minusOthers(values);
        Map<CanonicalGame, Verdicts> byValue = new HashMap<>();
        for (int i = 0; i < position.size(); i++) {
            CanonicalGame bar = minusOthers.get(i);
            Verdicts verdicts = byValue.computeIfAbsent(values.get(i), v -> new Verdicts(bar));
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

    /**
     * For each argument, the negative of the sum of the others: prefix sums from the left and suffix sums from the
     * right, under 3n sums for n arguments, none of them a game added to its own negative.
     */
    static List<CanonicalGame> minusOthers(List<CanonicalGame> values) {
        int n = values.size();
        CanonicalGame[] suffix = new CanonicalGame[n + 1];
        suffix[n] = CanonicalGame.zero();
        for (int i = n - 1; i > 0; i--) {
            suffix[i] = values.get(i).plus(suffix[i + 1]);
        }
        List<CanonicalGame> out = new ArrayList<>(n);
        CanonicalGame prefix = CanonicalGame.zero();
        for (int i = 0; i < n; i++) {
            out.add(prefix.plus(suffix[i + 1]).negate());
            if (i + 1 < n) {
                prefix = prefix.plus(values.get(i));
            }
        }
        return out;
    }

    /** Whether an option of an argument of one value wins, remembered for each option's value. */
    private static final class Verdicts {
        /** The negative of the other arguments' sum: the option wins for Left when it is at least this. */
        private final CanonicalGame minusOthers;
        private final Map<CanonicalGame, Boolean> left = new HashMap<>();
        private final Map<CanonicalGame, Boolean> right = new HashMap<>();

        Verdicts(CanonicalGame minusOthers) {
            this.minusOthers = minusOthers;
        }

        boolean leftWins(CanonicalGame option) {
            return left.computeIfAbsent(option, o -> o.geq(minusOthers));
        }

        boolean rightWins(CanonicalGame option) {
            return right.computeIfAbsent(option, o -> o.leq(minusOthers));
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
