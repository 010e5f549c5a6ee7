package cgt.match;

import cgt.outcome.Player;
import java.util.List;
import java.util.Random;

/** The tests' opponent for the computer: one turn of a match, the computer's move or a random reply. */
final class RandomReplies {

    private RandomReplies() {
    }

    /** Makes the move of the player to move: the computer's if {@code toMove} is {@code cgt}, else a random one. */
    static void turn(PartizanMatch m, Player toMove, Player cgt, Random random) {
        if (toMove == cgt) {
            m.computerMove(cgt);
        } else {
            List<String> moves = m.moves(toMove);
            m.play(toMove, List.of(moves.get(random.nextInt(moves.size()))));
        }
    }
}
