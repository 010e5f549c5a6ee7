package cgt.match;

import cgt.input.BadInputException;
import cgt.outcome.Player;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.solve.OutcomeSolver;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * A game of a partizan ruleset between a person and a perfect computer player. Positions are exchanged as
 * text in the ruleset's syntax. The computer, moving as Left, picks an option of value ≥ 0 whenever there
 * is one (then it wins, whatever the reply); as Right, one of value ≤ 0. From a lost position it picks the
 * option with the best stop for it, which keeps the game as close as it can.
 *
 * <p>A match started {@link #startBySearch by search} plays a board too big for its value: who wins and the winning
 * moves come from an {@link OutcomeSolver}, and from a lost position the computer leaves the opponent the fewest
 * moves. Such a match has no {@link #value}.
 */
public final class PartizanMatch {

    private final Typed<?> state;

    private PartizanMatch(Typed<?> state) {
        this.state = state;
    }

    /**
     * Starts a match at the position written as {@code args} (several arguments are a sum).
     *
     * @param evaluator must evaluate positions of {@code game}
     */
    public static <P> PartizanMatch start(PartizanRules<P> game, PartizanEvaluator<P> evaluator, List<String> args) {
        return new PartizanMatch(new Typed<>(game, evaluator, null, parsed(game, args)));
    }

    /**
     * Starts a match at the position written as {@code args}, played by the win/loss search of {@code solver} rather
     * than by values (see {@link OutcomeSolver#isBeyondValues}).
     */
    public static <P> PartizanMatch startBySearch(PartizanRules<P> game, OutcomeSolver<P> solver, List<String> args) {
        return new PartizanMatch(new Typed<>(game, null, solver, parsed(game, args)));
    }

    private static <P> List<P> parsed(PartizanRules<P> game, List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no position given: " + game.syntax());
        }
        List<P> position = new ArrayList<>();
        for (String a : args) {
            position.add(game.parse(a));
        }
        return position;
    }

    /** Whether the match is played by a win/loss search (it has no {@link #value}). */
    public boolean bySearch() {
        return state.solver != null;
    }

    /** The current position, in the ruleset's syntax. */
    public String position() {
        return state.currentText();
    }

    /**
     * The value of the current position.
     *
     * @throws IllegalStateException in a match played {@link #bySearch by search}
     */
    public CanonicalGame value() {
        return state.currentValue();
    }

    /** The positions the player can move to. */
    public List<String> moves(Player player) {
        return state.moveTexts(player);
    }

    /** Whether the player, to move now, has no move (and so has lost). */
    public boolean isStuck(Player player) {
        return state.successors(player).isEmpty();
    }

    /** Whether the player wins moving first from here: some option is ≥ 0 for Left, ≤ 0 for Right. */
    public boolean winsMovingFirst(Player player) {
        if (bySearch()) {
            return state.solved(player).wins();
        }
        CanonicalGame v = value();
        return switch (v.outcome()) {
            case N -> true;
            case L -> player == Player.LEFT;
            case R -> player == Player.RIGHT;
            case P, D -> false; // (partizan games here always end: D never comes up)
        };
    }

    /** A move that wins for the player moving first from here (the first in the list of moves), if any. */
    public Optional<String> winningMove(Player player) {
        return state.winningMove(player);
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
        /** Null in a match played by search. */
        private final PartizanEvaluator<P> evaluator;
        /** Null in a match played by values. */
        private final OutcomeSolver<P> solver;
        private List<P> position;

        Typed(PartizanRules<P> game, PartizanEvaluator<P> evaluator, OutcomeSolver<P> solver, List<P> position) {
            this.game = game;
            this.evaluator = evaluator;
            this.solver = solver;
            this.position = position;
        }

        OutcomeSolver.FirstPlayer<P> solved(Player player) {
            return solver.solve(position, player == Player.LEFT);
        }

        String currentText() {
            return text(position);
        }

        CanonicalGame currentValue() {
            return value(position);
        }

        List<String> moveTexts(Player player) {
            List<String> out = new ArrayList<>();
            successors(player).forEach(p -> out.add(text(p)));
            return out;
        }

        String text(List<P> p) {
            List<String> parts = new ArrayList<>();
            p.forEach(x -> parts.add(game.format(x)));
            return String.join(" ", parts);
        }

        CanonicalGame value(List<P> p) {
            if (evaluator == null) {
                throw new IllegalStateException("a match played by search has no values");
            }
            return evaluator.value(p);
        }

        List<List<P>> successors(Player player) {
            return successors(position, player);
        }

        List<List<P>> successors(List<P> from, Player player) {
            List<List<P>> result = new ArrayList<>();
            for (int i = 0; i < from.size(); i++) {
                Collection<P> options = player == Player.LEFT ? game.leftMoves(from.get(i))
                        : game.rightMoves(from.get(i));
                for (P o : options) {
                    List<P> next = new ArrayList<>(from);
                    next.set(i, o);
                    result.add(next);
                }
            }
            return result;
        }

        void play(Player player, List<String> args) {
            List<P> wanted = new ArrayList<>();
            for (String a : args) {
                wanted.add(game.parse(a));
            }
            String target = text(wanted);
            for (List<P> next : successors(player)) {
                if (text(next).equals(target)) {
                    position = next;
                    return;
                }
            }
            List<List<P>> moves = successors(player);
            String english = "'" + target + "' is not a move of " + player.title() + " from '" + text(position) + "'";
            throw moves.isEmpty()
                    ? new BadInputException(english, "play.notAMove", List.of(target, player.title(), text(position)))
                    : new BadInputException(english + "; for example " + text(moves.get(0)), "play.notAMove.example",
                            List.of(target, player.title(), text(position), text(moves.get(0))));
        }

        Optional<String> winningMove(Player player) {
            if (solver != null) {
                return solved(player).move().map(this::text);
            }
            for (List<P> next : successors(player)) {
                if (wins(player, value(next))) {
                    return Optional.of(text(next));
                }
            }
            return Optional.empty();
        }

        /** Whether the player who just moved to a position of this value wins it: Right moves next. */
        private static boolean wins(Player player, CanonicalGame v) {
            return player == Player.LEFT ? v.geq(CanonicalGame.zero()) : v.leq(CanonicalGame.zero());
        }

        String computerMove(Player player) {
            if (solver != null) {
                position = solved(player).move().orElseGet(() -> closest(player));
                return text(position);
            }
            List<P> best = null;
            CanonicalGame bestValue = null;
            for (List<P> next : successors(player)) {
                CanonicalGame v = value(next);
                if (wins(player, v)) {
                    best = next;
                    break;
                }
                // A lost position: keep the option whose stop is best for this player.
                if (best == null || better(player, v, bestValue)) {
                    best = next;
                    bestValue = v;
                }
            }
            position = best;
            return text(best);
        }

        /** From a lost position, without values: the move that leaves the opponent the fewest moves. */
        private List<P> closest(Player player) {
            List<P> best = null;
            int fewest = Integer.MAX_VALUE;
            for (List<P> next : successors(player)) {
                int replies = successors(next, player.opponent()).size();
                if (replies < fewest) {
                    fewest = replies;
                    best = next;
                }
            }
            return best;
        }

        private static boolean better(Player player, CanonicalGame v, CanonicalGame than) {
            // Right moves next from the option: Right's view of it is its right stop for Left, left stop for Right.
            return player == Player.LEFT ? v.rightStop().compareTo(than.rightStop()) > 0
                    : v.leftStop().compareTo(than.leftStop()) < 0;
        }
    }
}
