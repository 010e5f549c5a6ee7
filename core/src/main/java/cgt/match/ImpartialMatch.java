package cgt.match;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.games.ImpartialGame;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A game of an impartial ruleset between a person and a perfect computer player. Positions are exchanged
 * as text in the game's own syntax: the person says where their move leads ("1 4 5" from "3 4 5"), and the
 * computer answers with a winning move whenever one exists. From a lost position it plays a random legal
 * move, so that a learner who errs gets a chance to see the winning line.
 */
public final class ImpartialMatch {

    private final Typed<?> state;

    private ImpartialMatch(Typed<?> state) {
        this.state = state;
    }

    /**
     * Starts a match at the position written as {@code args}.
     *
     * @param seed seeds the computer's choice among losing moves (its winning moves are always the first
     *     one the analysis reports)
     */
    public static ImpartialMatch start(ImpartialGame<?> game, List<String> args, Play play, long seed) {
        return new ImpartialMatch(Typed.of(game, args, play, new Random(seed)));
    }

    /** The current position, in the game's syntax. */
    public String position() {
        return state.text();
    }

    /** Whether the player to move has no move left, which ends the game. */
    public boolean isOver() {
        return state.moves().isEmpty();
    }

    /** Whether the player to move now wins the game (for a finished game: in misère play, yes). */
    public boolean playerToMoveWins() {
        return state.analysis(Request.of(state.play)).outcome() == Outcome.N;
    }

    /** The full analysis of the current position, explanation included (the "hint"). */
    public ImpartialAnalysis<?> hint() {
        return state.analysis(Request.of(state.play).explained());
    }

    /** Every position one move away, in the game's syntax. */
    public List<String> moves() {
        return state.moves();
    }

    /**
     * Plays the person's move, given as the position it leads to.
     *
     * @throws BadInputException if that position is not one move away
     */
    public void play(List<String> positionAfterMove) {
        state.play(positionAfterMove);
    }

    /** Plays the computer's move and returns the position it leads to. */
    public String computerMove() {
        return state.computerMove();
    }

    /** The match typed by the game's component. */
    private static final class Typed<C> {
        private final ImpartialGame<C> game;
        private final Play play;
        private final Random random;
        private List<C> position;

        private Typed(ImpartialGame<C> game, List<C> position, Play play, Random random) {
            this.game = game;
            this.position = position;
            this.play = play;
            this.random = random;
        }

        static <C> Typed<C> of(ImpartialGame<C> game, List<String> args, Play play, Random random) {
            return new Typed<>(game, game.parsePosition(args), play, random);
        }

        String text() {
            return game.formatPosition(position);
        }

        ImpartialAnalysis<C> analysis(Request request) {
            return ImpartialAnalyzer.analyzePosition(game, position, request);
        }

        List<String> moves() {
            List<String> moves = new ArrayList<>();
            for (List<C> next : successors()) {
                moves.add(game.formatPosition(next));
            }
            return moves;
        }

        private List<List<C>> successors() {
            List<List<C>> result = new ArrayList<>();
            for (int i = 0; i < position.size(); i++) {
                for (List<C> option : game.options(position.get(i))) {
                    List<C> next = new ArrayList<>(position.subList(0, i));
                    next.addAll(option);
                    next.addAll(position.subList(i + 1, position.size()));
                    result.add(next);
                }
            }
            return result;
        }

        void play(List<String> args) {
            List<C> wanted = game.parsePosition(args);
            for (List<C> next : successors()) {
                if (next.equals(wanted) || sorted(next).equals(sorted(wanted))) {
                    position = next;
                    return;
                }
            }
            throw new BadInputException("'" + game.formatPosition(wanted) + "' is not one move away from '" + text()
                    + "'; type the position your move leads to, e.g. " + moves().get(0));
        }

        private List<C> sorted(List<C> p) {
            List<C> s = new ArrayList<>(p);
            s.sort(game.order());
            return s;
        }

        String computerMove() {
            ImpartialAnalysis<C> a = analysis(Request.of(play));
            List<List<C>> successors = successors();
            List<C> choice = successors.get(random.nextInt(successors.size()));
            if (!a.winningMoves().isEmpty()) {
                choice = a.componentsAfter(a.winningMoves().get(0));
            }
            position = choice;
            return text();
        }
    }
}
