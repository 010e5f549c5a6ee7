package cgt.analysis;

import cgt.loopy.LoopyOutcomeClass;
import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.outcome.Outcome;
import cgt.outcome.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What cgt says about a position of a partizan ruleset whose play may repeat (Fox and Geese, Backsliding Toads and
 * Frogs, a user's rules with cycles): no short canonical value exists, so the whole graph of positions reachable
 * from it was solved by retrograde analysis, and the answer is who wins with each player moving first, in how many
 * moves, and which moves keep that result.
 *
 * @param <P> the ruleset's position type
 * @param game the ruleset's name
 * @param position the position as written (several arguments, a sum, separated by spaces)
 * @param components the position's arguments, typed
 * @param arguments the arguments, each in the ruleset's syntax
 * @param outcomeClass one of CGSuite's nine classes (L, R, P, N, D, PHat, PCheck, NHat, NCheck)
 * @param leftFirst what happens when Left moves first, and Left's moves that keep it
 * @param rightFirst the same when Right moves first
 * @param positions how many positions the graph has
 * @param moves how many moves (Left's and Right's) it has
 * @param value the position's loopy value as CGSuite prints it (the simplest form of a stopper: {@code 2over},
 *     {@code {4|3||2}}), when it was found
 * @param noValue why there is no value, when there is none (an empty sentence when there is one), with its message
 *     key for the other languages
 */
public record LoopyPartizanAnalysis<P>(String game, String position, List<P> components, List<String> arguments,
        LoopyOutcomeClass outcomeClass, Start<P> leftFirst, Start<P> rightFirst, int positions, long moves,
        Optional<String> value, Step.Rule noValue) implements Analysis {

    public LoopyPartizanAnalysis {
        components = List.copyOf(components);
        arguments = List.copyOf(arguments);
    }

    /** Why there is no value, in English, when there is none (empty when there is one). */
    public String valueNote() {
        return noValue.text();
    }

    /**
     * One player moving first: the result with best play, the moves to the end (the winner hurries, the loser
     * delays; empty for a draw), and that player's moves that keep the result (winning moves from a win, moves
     * that keep the draw from a draw, none from a loss), at most the budget's kept moves, with their count.
     */
    public record Start<P>(Player mover, Result result, OptionalInt remoteness,
            List<PartizanAnalysis.Move<P>> bestMoves, long bestMoveCount) {

        public Start {
            bestMoves = List.copyOf(bestMoves);
        }

        /** Whether the player moving first wins. */
        public boolean wins() {
            return result == (mover == Player.LEFT ? Result.LEFT_WINS : Result.RIGHT_WINS);
        }

        /** "winning moves", "moves that keep the draw" or "moves" (from a loss, when none keeps anything). */
        public String movesTitle() {
            return wins() ? "winning moves" : result == Result.DRAW ? "moves that keep the draw" : "moves";
        }

        /** "Left wins in 5 moves", "a draw". */
        public String describe() {
            return result.words() + (remoteness.isPresent() ? " in " + remoteness.getAsInt()
                    + (remoteness.getAsInt() == 1 ? " move" : " moves") : "");
        }
    }

    /** L, R, P, N or D: the outcome class itself, or D where one start only is a draw ({@link #outcomeClass}). */
    @Override
    public Outcome outcome() {
        return outcomeClass.outcome();
    }

    /**
     * The reasoning: why the graph was solved whole, and what each start gives. Each sentence names its message key
     * and arguments ({@code explain.loopyPartizan.*}): a start's result as its words ({@code {0:result}}) and its
     * moves to the end as a number, a start that is a draw with none, so the variant names which start is a draw.
     */
    @Override
    public List<Step> explanation() {
        List<Step> steps = new ArrayList<>();
        steps.add(new Step.Rule("Play from this position can come back to a position it left, so it has no short"
                + " canonical value. Its whole graph, " + positions + (positions == 1 ? " position" : " positions")
                + " and " + moves + (moves == 1 ? " move" : " moves") + ", was solved by retrograde analysis: a"
                + " player to move without a move loses; a player with a move to a position lost for the opponent"
                + " wins; a player all of whose moves lead to positions won by the opponent loses; what is left is a"
                + " draw, where neither player can force the end.", "explain.loopyPartizan.graph",
                List.of(positions, moves)));
        List<Object> starts = new ArrayList<>();
        for (Start<P> s : List.of(leftFirst, rightFirst)) {
            if (s.remoteness().isPresent()) {
                starts.add(s.result().words());
                starts.add(s.remoteness().getAsInt());
            }
        }
        steps.add(new Step.Rule("Left moving first: " + leftFirst.describe() + "; Right moving first: "
                + rightFirst.describe() + ".", "explain.loopyPartizan.starts." + variant(leftFirst) + variant(rightFirst),
                starts));
        steps.add(value.map(v -> new Step.Rule("Its value, built from the graph and put in simplest form, is " + v
                + ".", "explain.loopyPartizan.value", List.of(v)))
                .orElse(new Step.Rule("Its value was not found: " + valueNote() + ".", "explain.loopyPartizan.noValue",
                        List.of(noValue))));
        steps.add(new Step.Rule("So the outcome class is " + outcomeClass + " (" + outcomeClass.meaning() + ").",
                "explain.loopyPartizan.outcomeClass", List.of(outcomeClass.toString(),
                        outcomeClass.leftFirst().words(), outcomeClass.rightFirst().words())));
        return steps;
    }

    /** "Won" for a start that ends (with its moves to the end), "Draw" for one that does not. */
    private static String variant(Start<?> s) {
        return s.remoteness().isPresent() ? "Won" : "Draw";
    }

    /** The position a move leads to, in the position's own syntax. */
    public String positionAfter(PartizanAnalysis.Move<?> move) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < arguments.size(); i++) {
            b.append(i > 0 ? " " : "").append(i == move.argument() ? move.to() : arguments.get(i));
        }
        return b.toString();
    }

    /** The first {@code limit} of {@code moves}, each written as the position it leads to. */
    public List<String> positionsAfter(List<? extends PartizanAnalysis.Move<?>> moves, int limit) {
        List<String> out = new ArrayList<>();
        for (PartizanAnalysis.Move<?> m : moves.subList(0, Math.min(limit, moves.size()))) {
            out.add(positionAfter(m));
        }
        return out;
    }

    /** "fox-geese (3,1),(3,3);(1,1): L". */
    @Override
    public String toString() {
        return game + " " + position + ": " + outcomeClass;
    }
}
