// A splitting game: a move splits one heap into two or three non-empty heaps of different sizes;
// whoever cannot split a heap loses (heaps of 1 and 2 are dead).
//
//   $ cgt grundy --rules examples/TwoOrThree.java --to 12 | tr '\n' ' '
//   0 0 0 1 0 2 3 4 0 5 1 6 2
import cgt.rules.HeapGameRules;

public class TwoOrThree implements HeapGameRules {

    public void moves(int n, Moves to) {
        for (int a = 1; 2 * a < n; a++) {
            to.heaps(a, n - a); // a < n - a
            for (int b = a + 1; a + 2 * b < n; b++) {
                to.heaps(a, b, n - a - b); // a < b < n - a - b
            }
        }
    }

    public String rules() {
        return "split a heap into two or three non-empty heaps of different sizes";
    }
}
