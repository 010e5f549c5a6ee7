package cgt.partizan.solve;

import cgt.task.Progress;

/**
 * Checks the Domineering outcome search on every position of one board against the plain minimax of core's tests
 * (DomineeringMinimax, which knows nothing of counting, safe moves, area or symmetry), and checks Obsequi's rule that
 * the search's leaving out of safe moves stands on: when the player to move wins and has a move that is not safe,
 * one of those moves wins too. For boards larger than the suite's (every set of empty squares of a board to 25
 * squares, both players to move), run by bench/domineering-exhaustive.sh; it lives in the search's package because
 * the search is not public.
 */
public final class DomineeringExhaustive {
    private DomineeringExhaustive() {
    }

    public static void main(String[] args) {
        int rows = Integer.parseInt(args[0]);
        int cols = Integer.parseInt(args[1]);
        if (rows * cols > 25) {
            throw new IllegalArgumentException("at most 25 squares: the minimax keeps two bytes for each set of them");
        }
        DomineeringMinimax truth = new DomineeringMinimax(rows, cols);
        DomineeringSearch search = new DomineeringSearch(rows, cols, Progress.NONE);
        long positions = 0;
        long disagreements = 0;
        long withMoveNotSafe = 0;
        long onlySafeWins = 0;
        long countedWrongly = 0;
        for (long e = 0; e < 1L << truth.squares; e++) {
            for (boolean left : new boolean[] {true, false}) {
                positions++;
                boolean wins = truth.wins(e, left);
                int counted = search.counted(e, left);
                boolean decided = counted == DomineeringSearch.WIN || counted == DomineeringSearch.LOSS;
                if (decided && (counted == DomineeringSearch.WIN) != wins && countedWrongly++ < 5) {
                    System.out.println("the counting decides wrongly: " + truth.show(e) + ", Left to move " + left);
                }
                if (search.wins(e, left) != wins && disagreements++ < 5) {
                    System.out.println("the search disagrees: " + truth.show(e) + ", Left to move " + left);
                }
                if (wins && truth.hasMoveNotSafe(e, left)) {
                    withMoveNotSafe++;
                    if (!truth.aMoveNotSafeWins(e, left) && onlySafeWins++ < 5) {
                        System.out.println("only a safe move wins: " + truth.show(e) + ", Left to move " + left);
                    }
                }
            }
        }
        System.out.printf("%dx%d: %,d positions, %,d disagreements with the minimax; %,d won with a move that is not"
                + " safe, %,d won by safe moves alone; %,d decided wrongly by counting%n", rows, cols, positions,
                disagreements, withMoveNotSafe, onlySafeWins, countedWrongly);
        if (disagreements + onlySafeWins + countedWrongly > 0) {
            System.exit(1);
        }
    }
}
