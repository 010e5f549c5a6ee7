package cgt;

import cgt.analysis.Analysis;
import cgt.analysis.Request;
import cgt.games.HeapGame;
import cgt.heap.HeapRule;
import java.util.List;

public class ReadmeOwnGameExample {
    public static void main(String[] args) {
        // A heap of n tokens becomes a heap of n - 1 or of n / 2 (rounded down).
        HeapRule halving = (n, moves) -> { if (n >= 2) moves.leave(n / 2); if (n >= 1) moves.leave(n - 1); };
        HeapGame game = HeapGame.of("halving", "move to n-1 or n/2", halving);
        System.out.println(game.values().sequence(15));
        Analysis a = Analysis.of(game, List.of("6", "9"), Request.normalPlay());
        System.out.println(a);
    }
}
