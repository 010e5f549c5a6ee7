package cgt.match;

import cgt.input.BadInputException;
import cgt.loopy.LoopyOutcomeClass.Result;
import cgt.loopy.LoopyPartizanSolver;
import cgt.outcome.Player;
import cgt.rules.PartizanRules;
import cgt.task.Budget;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game of a partizan ruleset whose play can repeat (Fox and Geese, Backsliding Toads and Frogs, a user's rules
 * with cycles), between a person and a perfect computer player. The whole graph of the starting position is solved
 * first ({@link LoopyPartizanSolver}); the computer then wins a won game by the quickest win (the moves left to the
 * end fall by one each turn, so a won game never repeats a position), keeps a drawn game drawn, and in a lost one
 * holds out longest.
 *
 * <p>A played game that goes on ends as a draw when a position occurs for the third time with the same player to
 * move (threefold repetition, as in {@link ImpartialMatch}), or after the move limit ({@link
 * ImpartialMatch#DEFAULT_MOVE_LIMIT} unless given), which only a game longer than the limit with best play meets.
 */
public final class LoopyPartizanMatch {

    private static final int REPETITIONS = 3;
    private final Typed<?> state;

    private LoopyPartizanMatch(Typed<?> state) {
        this.state = state;
    }

    /**
     * Starts a match at the position written as {@code args} (several arguments are a sum), solving its graph
     * within the budget.
     *
     * @throws BadInputException for a malformed position, a move limit below 1, or a graph beyond the budget
     */
    public static <P> LoopyPartizanMatch start(PartizanRules<P> game, List<String> args, Budget budget,
            int moveLimit) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given: " + game.syntax());
        }
        if (moveLimit < 1) {
            throw new BadInputException("a move limit of " + moveLimit + ": expected at least 1", "play.moveLimit",
                    List.of(moveLimit));
        }
        List<P> position = new ArrayList<>();
        for (String a : args) {
            position.add(game.parse(a));
        }
        LoopyPartizanSolver<P> solver = LoopyPartizanSolver.solve(game, position, budget, Progress.NONE);
        return new LoopyPartizanMatch(new Typed<>(game, solver, moveLimit));
    }

    /** The current position, in the ruleset's syntax. */
    public String position() {
        return state.text(state.at);
    }

    /** The positions the player can move to. */
    public List<String> moves(Player player) {
        List<String> out = new ArrayList<>();
        for (int w : state.solver.moves(state.at, player)) {
            out.add(state.text(w));
        }
        return out;
    }

    /** Whether the player, to move now, has no move (and so has lost). */
    public boolean isStuck(Player player) {
        return state.solver.moves(state.at, player).length == 0;
    }

    /** What happens from here with best play when {@code player} moves first. */
    public Result resultMovingFirst(Player player) {
        return state.solver.result(state.at, player);
    }

    /** Moves to the end with best play when {@code player} moves first; empty for a draw. */
    public OptionalInt remotenessMovingFirst(Player player) {
        return state.solver.remoteness(state.at, player);
    }

    /**
     * Why the match is a draw, if it is, with {@code toMove} to move: "the position t.f occurred three times with
     * Left to move", or "200 moves without an end".
     */
    public Optional<String> draw(Player toMove) {
        return state.draw(toMove).map(DrawReason::text);
    }

    /** {@link #draw(Player)} with its message key, for a face that says it in another language. */
    public Optional<DrawReason> drawReason(Player toMove) {
        return state.draw(toMove);
    }

    /**
     * Plays the person's move, given as the position it leads to.
     *
     * @throws BadInputException if that position is not one of the player's moves
     */
    public void play(Player player, List<String> positionAfterMove) {
        state.play(player, positionAfterMove);
    }

    /** Plays the computer's move for the player and returns the position it leads to. */
    public String computerMove(Player player) {
        return state.computerMove(player);
    }

    private static final class Typed<P> {
        private final PartizanRules<P> game;
        private final LoopyPartizanSolver<P> solver;
        private final int moveLimit;
        /** Occurrences of each position with each player to move: vertex * 2 + (0 Left, 1 Right). */
        private final Map<Long, Integer> seen = new HashMap<>();
        private int at;
        private int moves;

        Typed(PartizanRules<P> game, LoopyPartizanSolver<P> solver, int moveLimit) {
            this.game = game;
            this.solver = solver;
            this.moveLimit = moveLimit;
        }

        String text(int v) {
            List<String> parts = new ArrayList<>();
            solver.position(v).forEach(p -> parts.add(game.format(p)));
            return String.join(" ", parts);
        }

        private static long key(int v, Player toMove) {
            return 2L * v + (toMove == Player.LEFT ? 0 : 1);
        }

        Optional<DrawReason> draw(Player toMove) {
            seen.putIfAbsent(key(at, toMove), 1); // the start, before its first move
            if (seen.get(key(at, toMove)) >= REPETITIONS) {
                return Optional.of(new DrawReason("the position " + text(at) + " occurred three times with "
                        + toMove.title() + " to move", "play.drawReason.repeatedSide",
                        List.of(text(at), toMove.title())));
            }
            if (moves >= moveLimit && !isStuck(toMove)) {
                return Optional.of(new DrawReason(moves + " moves without an end", "play.drawReason.moves",
                        List.of(moves)));
            }
            return Optional.empty();
        }

        private boolean isStuck(Player player) {
            return solver.moves(at, player).length == 0;
        }

        private void moveTo(int w, Player mover) {
            seen.putIfAbsent(key(at, mover), 1);
            at = w;
            moves++;
            seen.merge(key(at, mover.opponent()), 1, Integer::sum);
        }

        void play(Player player, List<String> args) {
            List<String> texts = new ArrayList<>();
            for (String a : args) {
                texts.add(game.format(game.parse(a)));
            }
            String target = String.join(" ", texts);
            int[] options = solver.moves(at, player);
            for (int w : options) {
                if (text(w).equals(target)) {
                    moveTo(w, player);
                    return;
                }
            }
            String english = "'" + target + "' is not a move of " + player.title() + " from '" + text(at) + "'";
            throw options.length == 0
                    ? new BadInputException(english, "play.notAMove", List.of(target, player.title(), text(at)))
                    : new BadInputException(english + "; for example " + text(options[0]), "play.notAMove.example",
                            List.of(target, player.title(), text(at), text(options[0])));
        }

        String computerMove(Player player) {
            int w = solver.bestMove(at, player).orElseThrow(() -> new IllegalStateException(player.title()
                    + " has no move from " + text(at)));
            moveTo(w, player);
            return text(w);
        }
    }
}
