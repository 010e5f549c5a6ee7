package cgt.games.partizan;

import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** What the board games share: splitting a board into connected regions, and normal forms by symmetry. */
final class Regions {

    private Regions() {
    }

    /** A test on a cell's character. */
    @FunctionalInterface
    interface CellTest {
        boolean test(char cell);
    }

    /**
     * The orthogonally connected regions of cells that pass the test, each cropped to its bounding box with
     * every other cell set to {@code filler}; regions of fewer than {@code minSize} cells are left out.
     */
    static List<Board> of(Board b, CellTest member, char filler, int minSize) {
        int n = b.rows() * b.cols();
        int[] region = new int[n];
        Arrays.fill(region, -1);
        int[] queue = new int[n];
        List<boolean[]> found = new ArrayList<>();
        for (int start = 0; start < n; start++) {
            if (region[start] >= 0 || !member.test(b.at(start / b.cols(), start % b.cols()))) {
                continue;
            }
            boolean[] cells = new boolean[n];
            int id = found.size();
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            region[start] = id;
            while (head < tail) {
                int i = queue[head++];
                cells[i] = true;
                int r = i / b.cols();
                int c = i % b.cols();
                int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
                for (int[] s : steps) {
                    int nr = r + s[0];
                    int nc = c + s[1];
                    if (b.inside(nr, nc)) {
                        int j = nr * b.cols() + nc;
                        if (region[j] < 0 && member.test(b.at(nr, nc))) {
                            region[j] = id;
                            queue[tail++] = j;
                        }
                    }
                }
            }
            if (tail >= minSize) {
                found.add(cells);
            } else {
                found.add(null);
            }
        }
        List<Board> parts = new ArrayList<>();
        for (boolean[] cells : found) {
            if (cells != null) {
                parts.add(Board.crop(b, cells, filler));
            }
        }
        return parts;
    }

    /**
     * The least of a board's eight images under the symmetries of the square. With {@code transposeKeepsValue}
     * false (Domineering) the four images that transpose the board swap the players, so they count as negated.
     */
    static PartizanRules.Normal<Board> leastImage(Board b, boolean transposeKeepsValue) {
        Board best = b;
        boolean negated = false;
        for (int s = 1; s < 8; s++) {
            Board image = b.transformed(s);
            if (image.compareTo(best) < 0) {
                best = image;
                negated = s >= 4 && !transposeKeepsValue;
            }
        }
        return new PartizanRules.Normal<>(best, negated);
    }
}
