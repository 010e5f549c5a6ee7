// A subtraction game with refills, so that play may go round in circles: take 2 or 3 tokens from the
// heap, or, when the heap is a non-zero multiple of 3, add 3 tokens (a heap never holds more than 10).
// Whoever cannot move loses. Positions may repeat, so cgt labels them by retrograde analysis: P, N or
// D (a draw), with Smith's generalized Sprague-Grundy values (∞(K): infinite, reaching the values K).
// Heaps 0..10: P P N N N P D N N D P, values 0 0 1 ∞(0) 2 0 ∞(2) 1 ∞(0) ∞(1) 0.
//
//   $ cgt analyze --rules examples/Refill.java 6
//   refill 6
//   outcome: D (draw: with best play the game never ends)
//   value: ∞(2) (generalized Sprague-Grundy value; the game has cycles)
//   winning moves: none
//   move that keeps the draw:
//     9
//   $ cgt analyze --rules examples/Refill.java 6 2         # ∞(2) + 1 = ∞(3): still a draw
//   $ cgt analyze --rules examples/Refill.java 9 3 --json  # ∞(1) + ∞(0): two infinite parts, a draw
//   $ cgt play --rules examples/Refill.java 6               # a draw by repetition, unless someone errs
import cgt.rules.ImpartialRules;
import java.util.ArrayList;
import java.util.List;

public class Refill implements ImpartialRules<Integer> {

    static final int MOST = 10;

    public List<Integer> moves(Integer heap) {
        List<Integer> next = new ArrayList<>();
        for (int take : new int[] {2, 3}) {
            if (take <= heap) {
                next.add(heap - take);
            }
        }
        if (heap > 0 && heap % 3 == 0 && heap + 3 <= MOST) {
            next.add(heap + 3);
        }
        return next;
    }

    public String rules() {
        return "take 2 or 3 tokens, or add 3 to a heap that is a non-zero multiple of 3 (at most " + MOST
                + " tokens); positions may repeat";
    }

    public Integer parse(String text) {
        int heap = Integer.parseInt(text.strip());
        if (heap < 0 || heap > MOST) {
            throw new IllegalArgumentException("a heap holds 0 to " + MOST + " tokens");
        }
        return heap;
    }
}
