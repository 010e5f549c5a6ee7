// Toppling Dominoes: rows of dominoes, blue (L), red (R) or green (G, either player's). A player topples
// one of his dominoes to the left or to the right, knocking down every domino on that side.
// One row per argument; 0 is the empty row.
//
//   $ cgt analyze --rules examples/TopplingDominoes.java LRL GG
//   toppling-dominoes LRL GG
//   outcome: L (Left wins, whoever starts)
//   value: 1/2*2
//   ...
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;

public class TopplingDominoes implements PartizanRules<String> {

    public List<String> leftMoves(String row) {
        return topple(row, 'L');
    }

    public List<String> rightMoves(String row) {
        return topple(row, 'R');
    }

    private static List<String> topple(String row, char mine) {
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == mine || row.charAt(i) == 'G') {
                moves.add(row.substring(0, i)); // toppled to the right
                moves.add(row.substring(i + 1)); // toppled to the left
            }
        }
        return moves;
    }

    public String parse(String text) { // 0 is the empty row
        if (!text.matches("[LRG]+|0")) {
            throw new IllegalArgumentException("expected a row of L (blue), R (red) and G (green) dominoes, or 0");
        }
        return text.equals("0") ? "" : text;
    }

    public String format(String row) {
        return row.isEmpty() ? "0" : row;
    }
}
