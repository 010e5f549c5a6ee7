package cgt.analysis;

import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import java.util.ArrayList;
import java.util.List;

/**
 * What cgt says about a position of a partizan ruleset: its canonical value, who wins, and how.
 *
 * <p>Winning moves are kept as changes to one argument of the position ({@link Move}), not as whole
 * positions: a sum of 20,000 Hackenbush strings has 20,000 or more winning moves, and writing each as the whole
 * position took memory quadratic in the number of arguments (2.6 GB). {@link #positionAfter} writes one move as
 * the position it leads to, for the moves that are printed.
 *
 * @param <P> the ruleset's position type
 * @param game the ruleset's name
 * @param position the position as written (several arguments, a sum, separated by spaces)
 * @param components the position's arguments, typed
 * @param arguments the position's arguments (the terms of the sum), each in the ruleset's syntax; the
 *     position is these, separated by spaces
 * @param outcome L, R, P or N
 * @param value the canonical form of the whole position
 * @param leftWinningMoves the moves that win when Left moves first (options of value ≥ 0), in order: every one
 *     when there are at most the budget's {@link cgt.task.Budget.Answers#keptMoves()}, otherwise the first that many
 * @param leftWinningMoveCount how many such moves there are (at least as many as are kept)
 * @param rightWinningMoves the same for Right (options of value ≤ 0)
 * @param rightWinningMoveCount how many Right has
 * @param parts the independent parts (regions) the arguments fall apart into, each with its value: an
 *     argument may fall apart into several, or into none when no player can move in it
 * @param partsSolved how many distinct parts were solved along the way (the size of the search)
 */
public record PartizanAnalysis<P>(String game, String position, List<P> components, List<String> arguments,
        Outcome outcome, CanonicalGame value, List<Move<P>> leftWinningMoves, long leftWinningMoveCount,
        List<Move<P>> rightWinningMoves, long rightWinningMoveCount, List<Part> parts, long partsSolved)
        implements Analysis {

    /**
     * One move: argument {@code argument} (counted from 0), written {@code from}, becomes the option
     * {@code option}, written {@code to} in the ruleset's syntax (one argument, where an impartial move may
     * leave several: {@link ImpartialAnalysis.Move}).
     */
    public record Move<P>(int argument, P option, String from, String to) {
    }

    public PartizanAnalysis {
        components = List.copyOf(components);
        arguments = List.copyOf(arguments);
        leftWinningMoves = List.copyOf(leftWinningMoves);
        rightWinningMoves = List.copyOf(rightWinningMoves);
        parts = List.copyOf(parts);
        if (leftWinningMoveCount < leftWinningMoves.size() || rightWinningMoveCount < rightWinningMoves.size()) {
            throw new IllegalArgumentException("a count of winning moves is below the moves kept");
        }
    }

    /** One independent part of the position, written in the ruleset's syntax, and its value. */
    public record Part(String text, CanonicalGame value) {
    }

    /** Where play ends, at a number, when Left moves first and both play well. */
    public Dyadic leftStop() {
        return value.leftStop();
    }

    /** Where play ends when Right moves first. */
    public Dyadic rightStop() {
        return value.rightStop();
    }

    /** The mean value (the mast of the thermograph): what the position is worth on average. */
    public Dyadic mean() {
        return value.mean();
    }

    /** The temperature: how much moving first is worth (negative for a number). */
    public Dyadic temperature() {
        return value.temperature();
    }

    /**
     * The reasoning, step by step: the parts and their values, the sum, and why the outcome is what it is (cheap:
     * it is written from what the analysis holds).
     */
    @Override
    public List<Step> explanation() {
        List<Step> steps = new ArrayList<>();
        if (parts.isEmpty()) {
            steps.add(new Step.Rule("No part has a move for either player: the position is 0.",
                    "explain.partizan.empty", List.of()));
        } else if (parts.size() == 1) {
            steps.add(new Step.Rule("The position is a single part (it does not fall apart into independent"
                    + " regions):", "explain.partizan.onePart", List.of()));
            steps.add(new Step.PartValues(parts, value));
        } else {
            steps.add(new Step.Rule("The position falls apart into " + parts.size() + " independent parts (no move"
                    + " joins them), so its value is the sum of theirs:", "explain.partizan.parts",
                    List.of(parts.size())));
            steps.add(new Step.PartValues(parts, value));
        }
        steps.add(new Step.Rule("Left, moving first, wins exactly when some Left option is >= 0 "
                + count(leftWinningMoveCount) + "; Right, moving first, when some Right option is <= 0 "
                + count(rightWinningMoveCount) + ".", "explain.partizan.firstMoves",
                List.of(leftWinningMoveCount, rightWinningMoveCount)));
        steps.add(new Step.Rule("So the outcome is " + outcome + ": " + outcome.meaning() + ".",
                "explain.partizan.outcome." + outcome.name(), List.of()));
        steps.add(new Step.Rule("(" + partsSolved + " distinct parts were solved to get here.)",
                "explain.partizan.solved", List.of(partsSolved)));
        return steps;
    }

    private static String count(long n) {
        return n == 0 ? "(none is)" : n == 1 ? "(one is)" : "(" + n + " are)";
    }

    /** The position a move leads to, as its arguments. */
    public List<P> componentsAfter(Move<P> move) {
        List<P> next = new ArrayList<>(components);
        next.set(move.argument(), move.option());
        return next;
    }

    /** The position a move leads to, in the position's own syntax. */
    public String positionAfter(Move<?> move) {
        StringBuilder b = new StringBuilder(position.length() - move.from().length() + move.to().length());
        for (int i = 0; i < arguments.size(); i++) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(i == move.argument() ? move.to() : arguments.get(i));
        }
        return b.toString();
    }

    /** The first {@code limit} of {@code moves}, each written as the position it leads to. */
    public List<String> positionsAfter(List<? extends Move<?>> moves, int limit) {
        List<String> out = new ArrayList<>(Math.min(limit, moves.size()));
        for (Move<?> m : moves.subList(0, Math.min(limit, moves.size()))) {
            out.add(positionAfter(m));
        }
        return out;
    }

    /**
     * The characters that writing each of {@code moves} as a position takes (one per move for the separator),
     * without writing them: for deciding whether to print them all.
     */
    public long positionsLength(List<? extends Move<?>> moves) {
        long total = 0;
        for (Move<?> m : moves) {
            total += position.length() - m.from().length() + m.to().length() + 1;
        }
        return total;
    }

    /** "hackenbush lrr: L, value 1/4": what the analysis found, in one line. */
    @Override
    public String toString() {
        return game + " " + position + ": " + outcome + ", value " + value;
    }
}
