// Cram: players take turns placing a domino on two adjacent empty squares of a board, across or down;
// whoever cannot place one loses. A board is rows of '.' (empty) and '#' (filled) separated by '/',
// or RxC for an empty board.
//
//   $ cgt analyze --rules examples/Cram.java 3x4
//   cram ..../..../....
//   outcome: N (next player wins: whoever moves next wins)
//   value: 1
//   winning moves (7):
//     #.../#.../....
//     ...
import cgt.rules.ImpartialRules;
import java.util.ArrayList;
import java.util.List;

public class Cram implements ImpartialRules<String> {

    public List<String> moves(String board) {
        int width = (board + "/").indexOf('/');
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < board.length(); i++) {
            for (int j : new int[] {i + 1, i + width + 1}) { // the square to the right, the square below
                if (j < board.length() && board.charAt(i) == '.' && board.charAt(j) == '.') {
                    char[] b = board.toCharArray();
                    b[i] = b[j] = '#';
                    moves.add(new String(b));
                }
            }
        }
        return moves;
    }

    public String parse(String text) {
        if (text.matches("[1-9]x[1-9]")) {
            String row = ".".repeat(text.charAt(2) - '0');
            return String.join("/", java.util.Collections.nCopies(text.charAt(0) - '0', row));
        }
        String row = "[.#]{" + (text + "/").indexOf('/') + "}";
        if (!text.matches(row + "(/" + row + ")*")) {
            throw new IllegalArgumentException("expected rows of . and # of equal length, separated by /");
        }
        return text;
    }

    public String syntax() {
        return "rows of . (empty) and # (filled) separated by /, or RxC for an empty board: 3x3, ../.#";
    }
}
