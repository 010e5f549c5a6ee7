package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Ski Jumps: the values Winning Ways gives (ch. 1, as cgt-tools' tests transcribe them), an explicit game tree
 * built in this test from the rules and canonicalised by cgt's algebra, the bands of rows against a search that
 * never splits, and the text read back.
 */
class SkiJumpsTest {

    private final SkiJumps ski = new SkiJumps();

    private CanonicalGame value(String position) {
        return PartizanEvaluator.of(ski).value(ski.parse(position));
    }

    /** The number n/2. */
    private static CanonicalGame halves(long n) {
        return CanonicalGame.number(Dyadic.of(n, 1));
    }

    @Test
    void winningWaysValues() {
        // Winning Ways, ch. 1 (Ski-Jumps); the same positions are cgt-tools' test of its SkiJumps.
        assertThat(value("...L....|..R.....|........")).isEqualTo(CanonicalGame.integer(2));
        assertThat(value("........|...l....|.......R|........|......L.")).isEqualTo(CanonicalGame.integer(-1));
        assertThat(value(".L...|.R...|.....")).isEqualTo(halves(5));
        assertThat(value("...R.|...L.|.....")).isEqualTo(halves(-5));
        assertThat(value("L....|....R|.....")).isEqualTo(halves(1));
        assertThat(value("L....|R....|.....")).isEqualTo(halves(9));
        assertThat(value("L....|....R|l....")).isEqualTo(CanonicalGame.integer(5));
    }

    @Test
    void valuesWorkedByHand() {
        // A lone skier is worth the moves it has left: its squares to the edge, the last one off the board.
        assertThat(value("L..")).isEqualTo(CanonicalGame.integer(3));
        assertThat(value("..R")).isEqualTo(CanonicalGame.integer(-3));
        assertThat(value("l.|.r")).isEqualTo(CanonicalGame.integer(0));
        // Facing skiers in one row block each other for good: no one can move.
        assertThat(value(".LR")).isEqualTo(CanonicalGame.zero());
        assertThat(ski.leftMoves(ski.parse(".LR"))).isEmpty();
        // The jump lands on an empty square only, and turns the skier jumped over into a slipper.
        assertThat(ski.leftMoves(ski.parse("L|R|.")).stream().map(ski::format)).containsExactlyInAnyOrder(
                ".|R|.", ".|r|L");
        assertThat(ski.leftMoves(ski.parse("L|R|l")).stream().map(ski::format)).containsExactlyInAnyOrder(".|R|l",
                "L|R|.");
        assertThat(ski.leftMoves(ski.parse("l|R|.")).stream().map(ski::format)).containsExactly(".|R|.");
    }

    // The rules written again, on arrays of rows: the game tree of every position, canonicalised by cgt's algebra.
    private final Map<String, CanonicalGame> tree = new HashMap<>();

    private CanonicalGame explicit(String position) {
        CanonicalGame known = tree.get(position);
        if (known != null) {
            return known;
        }
        char[][] rows = rowsOf(position);
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length; c++) {
                char skier = rows[r][c];
                if (skier == '.') {
                    continue;
                }
                boolean mine = Character.toUpperCase(skier) == 'L';
                List<CanonicalGame> to = mine ? left : right;
                int dir = mine ? 1 : -1;
                // Slides: to each square until a skier or the edge; past the edge is off the board.
                int k = c + dir;
                while (true) {
                    boolean off = k < 0 || k >= rows[r].length;
                    if (!off && rows[r][k] != '.') {
                        break;
                    }
                    char[][] next = copy(rows);
                    next[r][c] = '.';
                    if (!off) {
                        next[r][k] = skier;
                    }
                    to.add(explicit(textOf(next)));
                    if (off) {
                        break;
                    }
                    k += dir;
                }
                char enemy = mine ? 'R' : 'L';
                boolean jumper = Character.isUpperCase(skier);
                if (jumper && r + 2 < rows.length && Character.toUpperCase(rows[r + 1][c]) == enemy
                        && rows[r + 2][c] == '.') {
                    char[][] next = copy(rows);
                    next[r][c] = '.';
                    next[r + 1][c] = Character.toLowerCase(enemy);
                    next[r + 2][c] = skier;
                    to.add(explicit(textOf(next)));
                }
            }
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        tree.put(position, g);
        return g;
    }

    private static char[][] rowsOf(String text) {
        String[] parts = text.split("\\|", -1);
        char[][] rows = new char[parts.length][];
        for (int i = 0; i < parts.length; i++) {
            rows[i] = parts[i].toCharArray();
        }
        return rows;
    }

    private static char[][] copy(char[][] rows) {
        char[][] out = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            out[i] = rows[i].clone();
        }
        return out;
    }

    private static String textOf(char[][] rows) {
        StringBuilder b = new StringBuilder();
        for (char[] row : rows) {
            b.append(b.length() > 0 ? "|" : "").append(row);
        }
        return b.toString();
    }

    /** A random board of the given size, mostly empty so that skiers have room. */
    private static String board(Random random, int rows, int cols) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            b.append(r > 0 ? "|" : "");
            for (int c = 0; c < cols; c++) {
                b.append("LlRr.......".charAt(random.nextInt(11)));
            }
        }
        return b.toString();
    }

    @Test
    void agreesWithTheExplicitTree() {
        PartizanEvaluator<Board> evaluator = PartizanEvaluator.of(ski);
        Random random = new Random(24);
        for (int i = 0; i < 150; i++) {
            String s = board(random, 1 + random.nextInt(5), 1 + random.nextInt(4));
            assertThat(evaluator.value(ski.parse(s))).as(s).isEqualTo(explicit(s));
        }
    }

    @Test
    void bandsAndMirrorsAgreeWithASearchThatNeverSplits() {
        Random random = new Random(28);
        List<String> positions = new ArrayList<>(List.of("0", "L....|....R|l....", "L.|R.|..|.L|R.|..", "R|L|.|R|L|."));
        for (int i = 0; i < 80; i++) {
            positions.add(board(random, 1 + random.nextInt(6), 1 + random.nextInt(3)));
        }
        RulesChecks.check(ski, positions);
        // Rows no jump can pass between fall apart, and a band without skiers is left out.
        assertThat(ski.parts(ski.parse("L..|...|..R")).stream().map(ski::format)).containsExactly("L..", "..R");
        assertThat(ski.parts(ski.parse("L..|.R.|...")).stream().map(ski::format)).containsExactly("L..|.R.|...");
        assertThat(ski.parts(ski.parse("...|l..|.R.|...")).stream().map(ski::format)).containsExactly("l..", ".R.");
        // Mirrored with the sides exchanged, a board is its negative.
        assertThat(ski.normalize(ski.parse("L..|..R"))).isEqualTo(new PartizanRules.Normal<>(ski.parse("..R|L.."), true));
    }

    @Test
    void positionsReadBackAndBadInputIsNamed() {
        for (String s : List.of("L....|....R|l....", "0", "r", "..|..")) {
            assertThat(ski.format(ski.parse(ski.format(ski.parse(s))))).isEqualTo(s);
        }
        assertThatThrownBy(() -> ski.parse("L.x")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x'").hasMessageContaining("column 3");
        assertThatThrownBy(() -> ski.parse("L..|.R")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("row 2");
    }
}
