package cgt.match;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.games.ImpartialGame;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.loopy.LoopySolver;
import cgt.loopy.PositionLabel;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;

/**
 * A game of an impartial ruleset between a person and a perfect computer player. Positions are exchanged
 * as text in the game's own syntax: the person says where their move leads ("1 4 5" from "3 4 5"), and the
 * computer answers with a winning move whenever one exists. From a lost position it plays a random legal
 * move, so that a learner who errs gets a chance to see the winning line.
 *
 * <p>In a game with cycles (positions may repeat) the computer prefers a win (the quickest), then a draw, and
 * in a lost position the longest resistance; the match ends as a draw when a position occurs for the third time
 * or after {@link #DEFAULT_MOVE_LIMIT} moves (see {@link #draw()}).
 */
public final class ImpartialMatch {

    /** Moves after which a game with cycles that has not ended is a draw. */
    public static final int DEFAULT_MOVE_LIMIT = 200;
    /** How often one position may occur before the match is a draw (threefold repetition). */
    public static final int REPETITIONS = 3;

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
        return start(game, args, play, seed, DEFAULT_MOVE_LIMIT);
    }

    /**
     * Starts a match as above, drawn after {@code moveLimit} moves (at least 1) in a game with cycles.
     *
     * @throws BadInputException if the move limit is below 1
     */
    public static ImpartialMatch start(ImpartialGame<?> game, List<String> args, Play play, long seed,
            int moveLimit) {
        Typed<?> state = Typed.of(game, args, play, new Random(seed), moveLimit); // the position is checked first
        if (moveLimit < 1) {
            throw new BadInputException("a move limit of " + moveLimit + ": expected at least 1", "play.moveLimit",
                    List.of(moveLimit));
        }
        return new ImpartialMatch(state);
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

    /** The current position's outcome: N when the player to move wins, P when they lose, D for a draw. */
    public Outcome outcome() {
        return state.analysis(Request.of(state.play)).outcome();
    }

    /**
     * A move that wins for the player to move (the analysis's first), or in a drawn game with cycles one that keeps
     * the draw, as the position it leads to; empty when every move loses.
     */
    public Optional<String> bestMove() {
        return state.bestMove();
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
     * Plays the person's move, given as the position it leads to; components with no move left (emptied heaps)
     * may be left out of it.
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

    /**
     * Why the match is a draw, if it is: "the position 3 4 occurred three times", or "200 moves without an end"
     * (a move limit applies only to games with cycles; a game that always ends is played out).
     */
    public Optional<String> draw() {
        return state.draw().map(DrawReason::text);
    }

    /** {@link #draw()} with its message key, for a face that says it in another language. */
    public Optional<DrawReason> drawReason() {
        return state.draw();
    }

    /** The most positions of the whole game the computer explores to choose its moves in a game with cycles. */
    static final long WHOLE_POSITIONS = 200_000;

    /** The match typed by the game's component. */
    private static final class Typed<C> {
        private final ImpartialGame<C> game;
        private final Play play;
        private final Random random;
        private List<C> position;
        private final int moveLimit;
        private int moves;
        private final Map<List<C>, Integer> seen = new HashMap<>(); // occurrences of each position, sorted
        private Boolean loopy; // whether the game has cycles: found out when it matters
        private LoopySolver<C> whole; // the positions of the whole game, for the computer's moves with cycles
        private boolean wholeTooBig;

        private Typed(ImpartialGame<C> game, List<C> position, Play play, Random random, int moveLimit) {
            this.game = game;
            this.position = position;
            this.play = play;
            this.random = random;
            this.moveLimit = moveLimit;
            arrive(position);
        }

        private void arrive(List<C> next) {
            position = next;
            seen.merge(sorted(next), 1, Integer::sum);
        }

        Optional<DrawReason> draw() {
            if (seen.getOrDefault(sorted(position), 0) >= REPETITIONS) {
                return Optional.of(new DrawReason("the position " + text() + " occurred " + REPETITIONS + " times",
                        "play.drawReason.repeated", List.of(text(), REPETITIONS)));
            }
            if (moves >= moveLimit && !moves().isEmpty() && loopy()) {
                return Optional.of(new DrawReason(moves + " moves without an end", "play.drawReason.moves",
                        List.of(moves)));
            }
            return Optional.empty();
        }

        private boolean loopy() {
            if (loopy == null) {
                loopy = analysis(Request.of(Play.NORMAL)).loopy().isPresent();
            }
            return loopy;
        }

        static <C> Typed<C> of(ImpartialGame<C> game, List<String> args, Play play, Random random, int moveLimit) {
            return new Typed<>(game, game.parsePosition(args), play, random, moveLimit);
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

        /**
         * Plays the move to the position written: the successor equal to it in the components' order, else in any
         * order, else (so that {@code 1 1} is a move from {@code 0 0 1 2}) the successor equal to it with the
         * components that have no move left out on both sides, in order first. Successors that differ only by such
         * components are sums with the same value, so the first in the components' order is as good as any.
         */
        void play(List<String> args) {
            List<C> wanted = game.parsePosition(args);
            List<List<C>> successors = successors();
            List<Predicate<List<C>>> readings = List.of(
                    next -> next.equals(wanted),
                    next -> sorted(next).equals(sorted(wanted)),
                    next -> withoutEnded(next).equals(withoutEnded(wanted)),
                    next -> sorted(withoutEnded(next)).equals(sorted(withoutEnded(wanted))));
            for (Predicate<List<C>> reading : readings) {
                for (List<C> next : successors) {
                    if (reading.test(next)) {
                        arrive(next);
                        moves++;
                        return;
                    }
                }
            }
            String example = moves().get(0);
            throw new BadInputException("'" + game.formatPosition(wanted) + "' is not one move away from '" + text()
                    + "'; type the position your move leads to, e.g. " + example, "play.notOneMoveAway",
                    List.of(game.formatPosition(wanted), text(), example));
        }

        /** The components that still have a move (an emptied heap has none), in order. */
        private List<C> withoutEnded(List<C> p) {
            List<C> left = new ArrayList<>();
            for (C c : p) {
                if (!game.options(c).isEmpty()) {
                    left.add(c);
                }
            }
            return left;
        }

        private List<C> sorted(List<C> p) {
            List<C> s = new ArrayList<>(p);
            s.sort(game.order());
            return s;
        }

        Optional<String> bestMove() {
            ImpartialAnalysis<C> a = analysis(Request.of(play));
            if (!a.winningMoves().isEmpty()) {
                return Optional.of(game.formatPosition(a.componentsAfter(a.winningMoves().get(0))));
            }
            List<ImpartialAnalysis.Move<C>> drawing = a.loopy().map(l -> l.drawingMoves()).orElse(List.of());
            return drawing.isEmpty() ? Optional.empty()
                    : Optional.of(game.formatPosition(a.componentsAfter(drawing.get(0))));
        }

        String computerMove() {
            ImpartialAnalysis<C> a = analysis(Request.of(play));
            List<List<C>> successors = successors();
            List<C> choice = successors.get(random.nextInt(successors.size()));
            if (a.loopy().isPresent()) {
                loopy = true;
                choice = loopyMove(a, successors).orElse(choice);
            } else if (!a.winningMoves().isEmpty()) {
                choice = a.componentsAfter(a.winningMoves().get(0));
            }
            arrive(choice);
            moves++;
            return text();
        }

        /**
         * In a game with cycles: the quickest win, else a move that keeps the draw, else the slowest loss, from
         * the labels of the whole position's successors (each a vertex of the game's graph, whose remoteness is
         * exact). When the whole game is too big to explore, the analysis's winning or drawing move.
         */
        private Optional<List<C>> loopyMove(ImpartialAnalysis<C> a, List<List<C>> successors) {
            if (!wholeTooBig) {
                try {
                    if (whole == null) {
                        whole = new LoopySolver<>(game, WHOLE_POSITIONS);
                        if (play == Play.MISERE) {
                            whole.misere();
                        }
                    }
                    List<C> best = null;
                    int bestRank = Integer.MIN_VALUE;
                    for (List<C> next : successors) {
                        PositionLabel l = whole.labelOfSum(next);
                        int r = l.remoteness().orElse(0);
                        int rank = switch (l.outcome()) { // the opponent's outcome after the move
                            case P -> Integer.MAX_VALUE / 2 - r; // they lose: the sooner the better
                            case D -> 0;
                            case N -> Integer.MIN_VALUE / 2 + r; // they win: the later the better
                        };
                        if (best == null || rank > bestRank) {
                            best = next;
                            bestRank = rank;
                        }
                    }
                    return Optional.ofNullable(best);
                } catch (TooBigException e) {
                    wholeTooBig = true;
                    whole = null;
                }
            }
            if (!a.winningMoves().isEmpty()) {
                return Optional.of(a.componentsAfter(a.winningMoves().get(0)));
            }
            List<ImpartialAnalysis.Move<C>> drawing = a.loopy().orElseThrow().drawingMoves();
            return drawing.isEmpty() ? Optional.empty() : Optional.of(a.componentsAfter(drawing.get(0)));
        }
    }
}
