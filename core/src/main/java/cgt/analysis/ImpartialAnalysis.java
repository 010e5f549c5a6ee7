package cgt.analysis;

import cgt.misere.quotient.QuotientElement;
import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What cgt says about an impartial position: who wins, its Grundy value, how to win, and why.
 *
 * <p>Winning moves are kept as changes to one argument of the position ({@link Move}), not as whole positions: a
 * sum of 100,000 heaps has up to 100,000 winning moves, and writing each as the whole position would take
 * memory quadratic in the number of parts. {@link #positionAfter} and {@link #componentsAfter} give the position
 * one move leads to, as text or as components, for the moves that are shown.
 *
 * @param <C> the game's component type (a heap size, a Wythoff queen, a Chomp board)
 * @param game the game's name
 * @param position the position as the user wrote it (normalised spacing)
 * @param components the position's arguments (its independent parts: heaps, queens, boards), typed
 * @param arguments the same arguments, each in the game's syntax; the position is these, separated by spaces
 * @param play normal or misère play
 * @param outcome P or N, under {@code play}
 * @param normalPlayValue the Grundy value in normal play, whichever the play: it is not the misère value, and in
 *     misère play it is only reported alongside. Empty when it is beyond reach (a lone Wythoff queen with huge
 *     coordinates has a known outcome but no computed value)
 * @param winningMoves the winning moves found, in order: every one when there are at most the request's
 *     {@link Request#keptMoves()}, otherwise the first that many; empty for a P-position
 * @param winningMoveCount how many winning moves there are (at least as many as are kept)
 * @param moveSearchNote empty when every move was examined; otherwise which moves the search left out
 *     because examining them would have been too much work (the count is then of those examined)
 * @param explanation the reasoning, step by step (empty unless asked for)
 * @param loopy for a game whose positions may repeat (its graph has a cycle): the generalized Sprague-Grundy
 *     values, remoteness and the moves that keep a draw; the outcome may then be {@link Outcome#D}, and
 *     {@code normalPlayValue} is the value when it is finite, empty when it is infinite. Empty for other games
 * @param quotient in misère play, when the game's misère quotient decided the position: the position's element
 *     there. Empty otherwise
 */
public record ImpartialAnalysis<C>(String game, String position, List<C> components, List<String> arguments, Play play,
        Outcome outcome, OptionalLong normalPlayValue, List<Move<C>> winningMoves, long winningMoveCount,
        String moveSearchNote, List<Step> explanation, Optional<LoopyAnalysis<C>> loopy,
        Optional<QuotientElement> quotient) implements Analysis {

    /** An analysis of a game that always ends, not decided by a misère quotient. */
    public ImpartialAnalysis(String game, String position, List<C> components, List<String> arguments, Play play,
            Outcome outcome, OptionalLong normalPlayValue, List<Move<C>> winningMoves, long winningMoveCount,
            String moveSearchNote, List<Step> explanation) {
        this(game, position, components, arguments, play, outcome, normalPlayValue, winningMoves, winningMoveCount,
                moveSearchNote, explanation, Optional.empty(), Optional.empty());
    }

    /**
     * One move: argument {@code argument} (counted from 0), written {@code from}, is replaced by the components
     * {@code replacement}, written as the arguments {@code toArguments} (one for most moves, two or more for a
     * split; an emptied heap is the component 0). A partizan move, which always leaves one argument, is
     * {@link PartizanAnalysis.Move}.
     */
    public record Move<C>(int argument, List<C> replacement, String from, List<String> toArguments) {
        public Move {
            replacement = List.copyOf(replacement);
            toArguments = List.copyOf(toArguments);
            if (replacement.size() != toArguments.size()) {
                throw new IllegalArgumentException(replacement.size() + " components written as "
                        + toArguments.size());
            }
        }
    }

    public ImpartialAnalysis {
        components = List.copyOf(components);
        arguments = List.copyOf(arguments);
        winningMoves = List.copyOf(winningMoves);
        explanation = List.copyOf(explanation);
        Objects.requireNonNull(loopy, "loopy");
        Objects.requireNonNull(quotient, "quotient");
        if (winningMoveCount < winningMoves.size()) {
            throw new IllegalArgumentException("count " + winningMoveCount + " < " + winningMoves.size() + " moves");
        }
    }

    /** Whether this analysis is of misère play. */
    public boolean misere() {
        return play == Play.MISERE;
    }

    /** The position a move leads to, as components. */
    public List<C> componentsAfter(Move<C> move) {
        return ImpartialAnalyzer.replace(components, move.argument(), move.replacement());
    }

    /** The position a move leads to, in the position's own syntax. */
    public String positionAfter(Move<?> move) {
        StringBuilder b = new StringBuilder(position.length() + 16);
        for (int i = 0; i < arguments.size(); i++) {
            if (i == move.argument()) {
                for (String t : move.toArguments()) {
                    b.append(b.length() == 0 ? "" : " ").append(t);
                }
            } else {
                b.append(b.length() == 0 ? "" : " ").append(arguments.get(i));
            }
        }
        return b.toString();
    }

    /** The first {@code limit} winning moves, each written as the position it leads to. */
    public List<String> winningPositions(int limit) {
        List<String> out = new ArrayList<>(Math.min(limit, winningMoves.size()));
        for (Move<C> m : winningMoves.subList(0, Math.min(limit, winningMoves.size()))) {
            out.add(positionAfter(m));
        }
        return out;
    }

    /**
     * The characters that writing every kept winning move as a position takes (one per move for the
     * separator), without writing them: for deciding whether to print them all.
     */
    public long winningPositionsLength() {
        long total = 0;
        for (Move<C> m : winningMoves) {
            int to = m.toArguments().size() - 1; // spaces between the new arguments
            for (String t : m.toArguments()) {
                to += t.length();
            }
            total += position.length() - m.from().length() + to + 1;
        }
        return total;
    }

    /** Whether every winning move was kept (none only counted). */
    public boolean keptEveryMove() {
        return winningMoves.size() == winningMoveCount;
    }

    /** "nim 3 4 5: N, value 2, 1 winning move": what the analysis found, in one line. */
    @Override
    public String toString() {
        return game + " " + position + (misere() ? " (misère)" : "") + ": " + outcome
                + (loopy.isPresent() && loopy.get().hasValue() ? ", value " + loopy.get().value()
                        : normalPlayValue.isPresent() ? ", " + (misere() ? "normal-play value " : "value ")
                        + normalPlayValue.getAsLong() : "")
                + ", " + winningMoveCount + " winning move" + (winningMoveCount == 1 ? "" : "s");
    }
}
