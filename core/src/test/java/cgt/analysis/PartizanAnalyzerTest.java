package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.partizan.Clobber;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.Hackenbush;
import cgt.games.partizan.ToadsAndFrogs;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.RandomGames;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Partizan analysis keeps winning moves as changes to one argument (issue 16: every winning move of a sum of
 * 20,000 Hackenbush strings was written as the whole 60,000-character position, 2.6 GB), and finds the same
 * moves as evaluating each option's whole position.
 */
class PartizanAnalyzerTest {

    @Test
    void aSumOfTwentyThousandStringsHoldsItsMovesAsChangesToOneArgument() {
        Hackenbush hackenbush = new Hackenbush();
        List<String> args = Collections.nCopies(20_000, "lr");
        PartizanAnalysis<?> a = PartizanAnalyzer.analyze(hackenbush, PartizanEvaluator.of(hackenbush), args);

        // lr is 1/2, so the sum is 10,000; Left's one move in any string (cutting l, which takes r with it)
        // leaves 9,999 1/2, and Right's leaves 10,000 1/2.
        assertThat(a.value()).isEqualTo(CanonicalGame.integer(10_000));
        assertThat(a.outcome()).isEqualTo(Outcome.L);
        assertThat(a.leftWinningMoveCount()).isEqualTo(20_000);
        assertThat(a.rightWinningMoveCount()).isZero();
        assertThat(a.leftWinningMoves()).hasSize(20_000);
        long held = a.leftWinningMoves().stream().mapToLong(m -> m.from().length() + m.to().length()).sum();
        assertThat(held).isLessThanOrEqualTo(3L * 20_000); // "lr" and "0" or "l"; whole positions: 1.2e9
        PartizanAnalysis.Move<?> first = a.leftWinningMoves().get(0);
        assertThat(first.argument()).isZero();
        assertThat(a.positionAfter(first)).isEqualTo(
                hackenbush.format(hackenbush.leftMoves(hackenbush.parse("lr")).get(0)) + " lr".repeat(19_999));
        assertThat(a.positionsLength(a.leftWinningMoves().subList(0, 1)))
                .isEqualTo(a.positionAfter(first).length() + 1);
    }

    @Test
    void beyondTheBoundMovesAreCountedNotKept() {
        Hackenbush hackenbush = new Hackenbush();
        int n = Budget.DEFAULT.answers().keptMoves() / 2 + 5;
        // ll is 2: Left has two moves in each string, and all of them win.
        PartizanAnalysis<?> a = PartizanAnalyzer.analyze(hackenbush, PartizanEvaluator.of(hackenbush),
                Collections.nCopies(n, "ll"));
        assertThat(a.leftWinningMoveCount()).isEqualTo(2L * n);
        assertThat(a.leftWinningMoves()).hasSize(Budget.DEFAULT.answers().keptMoves());
    }

    @Test
    void winningMovesAreThoseOfEvaluatingEachWholeOption() {
        Random random = new Random(16);
        for (int round = 0; round < 60; round++) {
            check(new Hackenbush(), random, r -> word(r, "lr", 1 + r.nextInt(4)));
            check(new ToadsAndFrogs(), random, r -> word(r, "tf.", 1 + r.nextInt(6)));
            check(new Domineering(), random, r -> board(r, ".....#", 1 + r.nextInt(3), 1 + r.nextInt(3)));
            check(new Clobber(), random, r -> board(r, "xo.", 1 + r.nextInt(2), 1 + r.nextInt(3)));
        }
    }

    /** Compares the analyzer with the old way: a whole position for every option, its sum evaluated afresh. */
    private static <P> void check(PartizanRules<P> game, Random random, Function<Random, String> text) {
        List<String> args = new ArrayList<>();
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            args.add(text.apply(random));
        }
        PartizanEvaluator<P> evaluator = PartizanEvaluator.of(game);
        PartizanAnalysis<?> a = PartizanAnalyzer.analyze(game, evaluator, args);

        List<P> position = new ArrayList<>();
        args.forEach(s -> position.add(game.parse(s)));
        List<String> left = new ArrayList<>();
        List<String> right = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            for (P option : game.leftMoves(position.get(i))) {
                List<P> after = replaced(position, i, option);
                if (evaluator.value(after).geq(CanonicalGame.zero())) {
                    left.add(text(game, after));
                }
            }
            for (P option : game.rightMoves(position.get(i))) {
                List<P> after = replaced(position, i, option);
                if (evaluator.value(after).leq(CanonicalGame.zero())) {
                    right.add(text(game, after));
                }
            }
        }
        String where = game.name() + " " + args;
        assertThat(a.value()).as(where).isEqualTo(evaluator.value(position));
        assertThat(a.position()).as(where).isEqualTo(text(game, position));
        assertThat(a.positionsAfter(a.leftWinningMoves(), Integer.MAX_VALUE)).as(where).isEqualTo(left);
        assertThat(a.positionsAfter(a.rightWinningMoves(), Integer.MAX_VALUE)).as(where).isEqualTo(right);
        assertThat(a.leftWinningMoveCount()).as(where).isEqualTo(left.size());
        assertThat(a.rightWinningMoveCount()).as(where).isEqualTo(right.size());
        assertThat(a.outcome()).as(where).isEqualTo(Outcome.of(!left.isEmpty(), !right.isEmpty()));
        assertThat(a.positionsLength(a.leftWinningMoves())).as(where)
                .isEqualTo(left.stream().mapToLong(s -> s.length() + 1).sum());
    }

    private static <P> List<P> replaced(List<P> position, int i, P option) {
        List<P> after = new ArrayList<>(position);
        after.set(i, option);
        return after;
    }

    private static <P> String text(PartizanRules<P> game, List<P> position) {
        List<String> texts = new ArrayList<>();
        position.forEach(p -> texts.add(game.format(p)));
        return String.join(" ", texts);
    }

    private static String word(Random random, String letters, int length) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < length; i++) {
            b.append(letters.charAt(random.nextInt(letters.length())));
        }
        return b.toString();
    }

    private static String board(Random random, String cells, int rows, int columns) {
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            lines.add(word(random, cells, columns));
        }
        return String.join("|", lines);
    }

    @Test
    void theOthersOfEachArgumentAreTheSumOfTheRestNegated() {
        // The winning moves compare each option with -(the other arguments' sum); that sum is built from prefix
        // and suffix sums, and must equal the sum of the rest added up directly.
        RandomGames games = new RandomGames(26);
        Random random = new Random(26);
        for (int trial = 0; trial < 200; trial++) {
            List<CanonicalGame> values = new ArrayList<>();
            int n = 1 + random.nextInt(4);
            for (int k = 0; k < n; k++) {
                values.add(games.game(1 + random.nextInt(2)));
            }
            List<CanonicalGame> minusOthers = PartizanAnalyzer.minusOthers(values);
            for (int i = 0; i < n; i++) {
                List<CanonicalGame> rest = new ArrayList<>(values);
                rest.remove(i);
                assertThat(minusOthers.get(i)).as("%s without #%d", values, i)
                        .isSameAs(CanonicalGame.sum(rest).negate());
            }
        }
    }
}
