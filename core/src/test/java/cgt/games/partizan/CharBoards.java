package cgt.games.partizan;

import cgt.partizan.CanonicalGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The independent side of the grid rulesets' tests: rules written on plain character boards ({@code x} Left's,
 * {@code o} Right's, {@code .} empty, {@code #} blocked; rows from the top joined by {@code |}), with nothing of
 * the grid framework, and their values by the textbook recursion: the explicit game {@code {L | R}} of the
 * boards' values, canonicalised by cgt's algebra.
 */
final class CharBoards {

    /** One player's moves from a board, as the boards they lead to; {@code me} is {@code x} or {@code o}. */
    interface BruteRules {
        List<char[][]> moves(char[][] b, char me);
    }

    private CharBoards() {
    }

    /** The value of the board written {@code text} under the rules. */
    static CanonicalGame value(BruteRules rules, String text) {
        return value(rules, rows(text), new HashMap<>());
    }

    private static CanonicalGame value(BruteRules rules, char[][] b, Map<String, CanonicalGame> memo) {
        String key = text(b);
        CanonicalGame known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (char[][] o : rules.moves(b, 'x')) {
            left.add(value(rules, o, memo));
        }
        for (char[][] o : rules.moves(b, 'o')) {
            right.add(value(rules, o, memo));
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        memo.put(key, g);
        return g;
    }

    static char[][] rows(String text) {
        String[] rs = text.split("\\|", -1);
        char[][] b = new char[rs.length][];
        for (int r = 0; r < rs.length; r++) {
            b[r] = rs[r].toCharArray();
        }
        return b;
    }

    static String text(char[][] b) {
        List<String> rows = new ArrayList<>();
        for (char[] row : b) {
            rows.add(new String(row));
        }
        return String.join("|", rows);
    }

    static char[][] copy(char[][] b) {
        char[][] c = new char[b.length][];
        for (int r = 0; r < b.length; r++) {
            c[r] = b[r].clone();
        }
        return c;
    }

    static boolean on(char[][] b, int r, int c) {
        return r >= 0 && r < b.length && c >= 0 && c < b[0].length;
    }

    /** A random board of the given shape over the alphabet, each character with the given weight. */
    static String random(Random random, int rows, int cols, String alphabet, int[] weights) {
        int total = 0;
        for (int w : weights) {
            total += w;
        }
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                s.append('|');
            }
            for (int c = 0; c < cols; c++) {
                int pick = random.nextInt(total);
                int k = 0;
                while (pick >= weights[k]) {
                    pick -= weights[k++];
                }
                s.append(alphabet.charAt(k));
            }
        }
        return s.toString();
    }
}
