package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The word operations of {@link Grid} against square-by-square arithmetic on coordinates: mirrors, the
 * transpose (by tables and by the loop for wide shapes), regions against a breadth-first search, and
 * bounding boxes.
 */
class GridTest {

    private static final Random RANDOM = new Random(17);

    /** Every shape of at most 64 squares, each with a few random sets of squares. */
    private interface ShapeCheck {
        void check(Grid g, long set);
    }

    private static void forShapes(ShapeCheck check) {
        for (int rows = 1; rows <= 64; rows++) {
            for (int cols = 1; rows * cols <= 64; cols++) {
                Grid g = Grid.of(rows, cols);
                for (int trial = 0; trial < 8; trial++) {
                    // Two draws ANDed: each square is in the set with probability 1/4, a sparser set than one draw.
                    long first = RANDOM.nextLong();
                    long set = first & RANDOM.nextLong() & g.all;
                    if (trial == 0) {
                        set = g.all;
                    }
                    check.check(g, set);
                }
            }
        }
    }

    private static boolean has(long set, Grid g, int r, int c) {
        return (set >>> (r * g.cols + c) & 1) != 0;
    }

    @Test
    void mirrorsAndTheTransposeMoveEachSquareWhereTheCoordinatesSay() {
        forShapes((g, set) -> {
            long rows = 0;
            long cols = 0;
            long half = 0;
            long transposed = 0;
            for (int r = 0; r < g.rows; r++) {
                for (int c = 0; c < g.cols; c++) {
                    if (has(set, g, r, c)) {
                        rows |= 1L << ((g.rows - 1 - r) * g.cols + c);
                        cols |= 1L << (r * g.cols + g.cols - 1 - c);
                        half |= 1L << ((g.rows - 1 - r) * g.cols + g.cols - 1 - c);
                        transposed |= 1L << (c * g.rows + r);
                    }
                }
            }
            assertThat(g.flipRows(set)).as("%dx%d flip rows", g.rows, g.cols).isEqualTo(rows);
            assertThat(g.flipColumns(set)).as("%dx%d flip columns", g.rows, g.cols).isEqualTo(cols);
            assertThat(g.rotateHalf(set)).as("%dx%d half turn", g.rows, g.cols).isEqualTo(half);
            assertThat(g.transpose(set)).as("%dx%d transpose", g.rows, g.cols).isEqualTo(transposed);
            long least = set;
            for (long image : new long[] {rows, cols, half}) {
                least = Long.compareUnsigned(image, least) < 0 ? image : least;
            }
            assertThat(g.leastUpright(set)).isEqualTo(least);
        });
    }

    @Test
    void regionsAreWhatABreadthFirstSearchReaches() {
        int[][] orthogonal = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        int[][] king = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        int[][] knight = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
        forShapes((g, set) -> {
            if (set == 0) {
                return;
            }
            int start = Long.numberOfTrailingZeros(set);
            assertThat(g.region(1L << start, set)).as("%dx%d %x", g.rows, g.cols, set)
                    .isEqualTo(reached(g, set, start, orthogonal));
            assertThat(g.region(1L << start, set, GridGame.Neighbourhood.KING)).as("king %dx%d %x", g.rows, g.cols, set)
                    .isEqualTo(reached(g, set, start, king));
            assertThat(g.region(1L << start, set, GridGame.Neighbourhood.KNIGHT))
                    .as("knight %dx%d %x", g.rows, g.cols, set).isEqualTo(reached(g, set, start, knight));
        });
    }

    /** The squares of set that a breadth-first search from start reaches with the given steps. */
    private static long reached(Grid g, long set, int start, int[][] steps) {
        long reached = 1L << start;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int[] s : steps) {
                int r = i / g.cols + s[0];
                int c = i % g.cols + s[1];
                if (r >= 0 && r < g.rows && c >= 0 && c < g.cols) {
                    int j = r * g.cols + c;
                    if (has(set, g, r, c) && (reached >>> j & 1) == 0) {
                        reached |= 1L << j;
                        queue.add(j);
                    }
                }
            }
        }
        return reached;
    }

    @Test
    void boxesAndCropsKeepExactlyTheSquaresOfTheSet() {
        forShapes((g, set) -> {
            if (set == 0) {
                return;
            }
            int minR = g.rows;
            int maxR = -1;
            int minC = g.cols;
            int maxC = -1;
            for (int r = 0; r < g.rows; r++) {
                for (int c = 0; c < g.cols; c++) {
                    if (has(set, g, r, c)) {
                        minR = Math.min(minR, r);
                        maxR = Math.max(maxR, r);
                        minC = Math.min(minC, c);
                        maxC = Math.max(maxC, c);
                    }
                }
            }
            int box = g.box(set);
            assertThat(Grid.boxRows(box)).isEqualTo(maxR - minR + 1);
            assertThat(Grid.boxCols(box)).isEqualTo(maxC - minC + 1);
            Grid small = Grid.of(Grid.boxRows(box), Grid.boxCols(box));
            long cropped = g.crop(set, box);
            for (int r = 0; r < small.rows; r++) {
                for (int c = 0; c < small.cols; c++) {
                    assertThat(has(cropped, small, r, c)).isEqualTo(has(set, g, r + minR, c + minC));
                }
            }
            assertThat(Long.bitCount(cropped)).isEqualTo(Long.bitCount(set));
        });
    }

    @Test
    void neighboursNeverWrapAroundTheEdges() {
        Grid g = Grid.of(3, 4);
        long rightEdge = 1L << 3; // (0, 3)
        assertThat(g.neighbours(rightEdge)).isEqualTo(1L << 2 | 1L << 7);
        long corner = 1L << 8; // (2, 0)
        assertThat(g.neighbours(corner)).isEqualTo(1L << 4 | 1L << 9);
    }
}
