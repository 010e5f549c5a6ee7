package cgt.games.partizan;

import cgt.rules.PartizanRules;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.List;

/**
 * Ski Jumps (Winning Ways, ch. 1): a board of rows with Left's skiers moving right and Right's moving left.
 * On a turn a player either slides one of their skiers any number of empty squares in its direction, or off the
 * board past its edge; or has a jumper jump over an opponent's skier directly below it (in the next row) to the
 * empty square directly below that one, which turns the skier jumped over into a slipper that can never jump
 * again. Whoever cannot move loses. Positions are written as cgt-tools writes them (CGSuite has no Ski Jumps):
 * rows from the top separated by {@code |}, {@code L} and {@code R} the players' jumpers, {@code l} and
 * {@code r} their slippers, {@code .} empty.
 *
 * <p>Skiers change rows only by jumping, so the board falls apart between two rows no jump can ever cross;
 * {@link #parts} finds those from which rows could ever hold a jumper or a skier of each side (columns are
 * ignored, which only keeps bands together that could have been split). Mirroring the columns and exchanging
 * the sides negates a value: Left's skiers then move left, as Right's did.
 */
public final class SkiJumps implements PartizanRules<Board> {

    private static final String CELLS = ".LlRr";

    /** Ski Jumps (the catalog makes a new game for each caller). */
    public SkiJumps() {
        // No state: the rules are called from several threads at once.
    }

    @Override
    public String name() {
        return "ski-jumps";
    }

    @Override
    public String rules() {
        return "slide a skier any number of empty squares toward your side (Left right, Right left) or off the board,"
                + " or jump a jumper (L, R) over an opponent's skier directly below to the empty square under it,"
                + " which makes that skier a slipper (l, r)";
    }

    @Override
    public String syntax() {
        return "rows from the top separated by |, L and R jumpers, l and r slippers, . empty: L....|..R..|.....";
    }

    @Override
    public Board parse(String text) {
        return Board.parse(name(), text, CELLS,
                "L or R for Left's or Right's jumper, l or r for a slipper, . for an empty square; rows from the top"
                        + " separated by |");
    }

    @Override
    public String format(Board board) {
        return board.toString();
    }

    @Override
    public List<Board> leftMoves(Board board) {
        return moves(board, true);
    }

    @Override
    public List<Board> rightMoves(Board board) {
        return moves(board, false);
    }

    private static boolean isLeft(char c) {
        return c == 'L' || c == 'l';
    }

    private static boolean isRight(char c) {
        return c == 'R' || c == 'r';
    }

    private static List<Board> moves(Board b, boolean left) {
        List<Board> out = new ArrayList<>();
        int step = left ? 1 : -1;
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                char skier = b.at(r, c);
                if (left ? !isLeft(skier) : !isRight(skier)) {
                    continue;
                }
                int to = c + step;
                for (; b.inside(r, to) && b.at(r, to) == '.'; to += step) {
                    out.add(changed(b, r, c, '.', r, to, skier));
                }
                if (!b.inside(r, to)) {
                    out.add(changed(b, r, c, '.', r, c, '.')); // off the board past its edge
                }
                if ((skier == 'L' || skier == 'R') && r + 2 < b.rows() && b.at(r + 2, c) == '.'
                        && (left ? isRight(b.at(r + 1, c)) : isLeft(b.at(r + 1, c)))) {
                    Board jumped = changed(b, r, c, '.', r + 2, c, skier);
                    out.add(changed(jumped, r + 1, c, left ? 'r' : 'l', r + 1, c, left ? 'r' : 'l'));
                }
            }
        }
        return out;
    }

    /** The board with square (r1, c1) set to a and then (r2, c2) to b. */
    private static Board changed(Board board, int r1, int c1, char a, int r2, int c2, char b) {
        return board.with(r1 * board.cols() + c1, a, r2 * board.cols() + c2, b);
    }

    /**
     * The bands of rows between which no jump can ever pass, each without skiers left out. A row can hold a
     * Left jumper if it holds one now or one can land there from two rows up over a row that can hold a Right
     * skier, and likewise for Right; a jump from row k needs such a jumper in k and an opposing skier in k + 1.
     */
    @Override
    public List<Board> parts(Board board) {
        int rows = board.rows();
        boolean[] leftJumper = new boolean[rows];
        boolean[] rightJumper = new boolean[rows];
        boolean[] leftSkier = new boolean[rows];
        boolean[] rightSkier = new boolean[rows];
        boolean[] skiers = new boolean[rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < board.cols(); c++) {
                char x = board.at(r, c);
                leftJumper[r] |= x == 'L';
                rightJumper[r] |= x == 'R';
                leftSkier[r] |= isLeft(x);
                rightSkier[r] |= isRight(x);
                skiers[r] |= x != '.';
            }
            if (r >= 2) {
                leftJumper[r] |= leftJumper[r - 2] && rightSkier[r - 1];
                rightJumper[r] |= rightJumper[r - 2] && leftSkier[r - 1];
                leftSkier[r] |= leftJumper[r];
                rightSkier[r] |= rightJumper[r];
            }
        }
        boolean[] jumpFrom = new boolean[rows];
        for (int k = 0; k + 2 < rows; k++) {
            jumpFrom[k] = (leftJumper[k] && rightSkier[k + 1]) || (rightJumper[k] && leftSkier[k + 1]);
        }
        List<Board> parts = new ArrayList<>();
        int start = 0;
        boolean occupied = false;
        for (int r = 0; r < rows; r++) {
            occupied |= skiers[r];
            // Between rows r and r + 1 a jump passes only from row r or from row r - 1.
            boolean crossed = r + 1 < rows && (jumpFrom[r] || (r > 0 && jumpFrom[r - 1]));
            if (!crossed) {
                if (occupied) {
                    parts.add(band(board, start, r));
                }
                start = r + 1;
                occupied = false;
            }
        }
        return parts;
    }

    private static Board band(Board board, int first, int last) {
        if (first == 0 && last == board.rows() - 1) {
            return board;
        }
        return Board.filled(last - first + 1, board.cols(), (r, c) -> board.at(first + r, c));
    }

    /** The lesser of a part and its negative (the columns mirrored, the sides exchanged). */
    @Override
    public Normal<Board> normalize(Board part) {
        Board mirror = Board.filled(part.rows(), part.cols(), (r, c) -> swap(part.at(r, part.cols() - 1 - c)));
        return mirror.compareTo(part) < 0 ? new Normal<>(mirror, true) : new Normal<>(part, false);
    }

    private static char swap(char c) {
        return switch (c) {
            case 'L' -> 'R';
            case 'l' -> 'r';
            case 'R' -> 'L';
            case 'r' -> 'l';
            default -> c;
        };
    }

    /** A part's shape and how many skiers it holds. */
    @Override
    public String sizeOf(Board part) {
        return sizeStatement(part).english();
    }

    @Override
    public Progress.Stage sizeStatement(Board part) {
        int skiers = 0;
        for (int r = 0; r < part.rows(); r++) {
            for (int c = 0; c < part.cols(); c++) {
                skiers += part.at(r, c) == '.' ? 0 : 1;
            }
        }
        return Progress.Stage.of(part.rows() + " by " + part.cols() + " board with " + skiers + " skiers",
                "stage.size.skiJumps", part.rows(), part.cols(), skiers);
    }
}
