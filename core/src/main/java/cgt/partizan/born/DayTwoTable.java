package cgt.partizan.born;

import cgt.partizan.CanonicalGame;
import java.util.List;

/**
 * The classic table of games born by day 2 (Winning Ways; ONAG; Siegel): every {A | B} where A and B are
 * antichains of the games born by day 1, {}, {-1}, {*}, {0}, {0,*}, {1}. Its 36 cells hold the 22 games
 * born by day 2: 2, 1, 1/2, 0, -1/2, -1, -2, ^, v, ^*, v*, *, *2, 1*, -1*, +-1, {1|0}, {0|-1}, {1|*},
 * {*|-1}, {1|0,*} and {0,*|-1}.
 */
public final class DayTwoTable {

    private static final CanonicalGame ZERO = CanonicalGame.zero();
    private static final CanonicalGame STAR = CanonicalGame.star();

    /** The row and column headings: the antichains of day 1, in the classic order. */
    public static final List<List<CanonicalGame>> SIDES = List.of(
            List.of(),
            List.of(CanonicalGame.integer(-1)),
            List.of(STAR),
            List.of(ZERO),
            List.of(ZERO, STAR),
            List.of(CanonicalGame.integer(1)));

    /** The headings as written in the table. */
    public static final List<String> SIDE_NAMES = List.of("{}", "-1", "*", "0", "{0,*}", "1");

    private DayTwoTable() {
    }

    /** The canonical form of {SIDES[row] | SIDES[column]}. */
    public static CanonicalGame cell(int row, int column) {
        return CanonicalGame.of(SIDES.get(row), SIDES.get(column));
    }
}
