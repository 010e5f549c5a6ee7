// The Stick game (CSES 1729): a move removes 1, 3 or 4 sticks from a heap; whoever takes the last stick
// wins. A heap game, so grundy and period apply as well as analyze and play. The losing heaps for the
// player to move (value 0) are 0, 2, 7, 9, 14, 16, ...: CSES's sample answer WLWWWWLWLW for heaps 1..10.
//
//   $ cgt grundy --rules examples/StickGame.java --to 10 | tr '\n' ' '
//   0 1 0 1 2 3 2 0 1 0 1
import cgt.rules.HeapGameRules;

public class StickGame implements HeapGameRules {

    public void moves(int n, Moves to) {
        for (int take : new int[] {1, 3, 4}) {
            if (take <= n) {
                to.heaps(n - take);
            }
        }
    }

    public String rules() {
        return "remove 1, 3 or 4 sticks from a heap";
    }
}
