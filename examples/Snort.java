// Snort on a row of cells: Left colours an empty cell blue (L), Right colours one red (R); no cell may be
// coloured next to a cell of the other colour. Whoever cannot colour a cell loses.
// A position is the row: '.' empty, 'L' blue, 'R' red; several arguments are a sum.
//
//   $ cgt analyze --rules examples/Snort.java ....
//   snort ....
//   outcome: N (next player wins: whoever moves next wins)
//   value: +-{2|1}
//   ...
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Snort implements PartizanRules<String> {

    public List<String> leftMoves(String row) {
        return colour(row, 'L', 'R');
    }

    public List<String> rightMoves(String row) {
        return colour(row, 'R', 'L');
    }

    private static List<String> colour(String row, char mine, char theirs) {
        List<String> moves = new ArrayList<>();
        String padded = "." + row + ".";
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == '.' && padded.charAt(i) != theirs && padded.charAt(i + 2) != theirs) {
                moves.add(row.substring(0, i) + mine + row.substring(i + 1));
            }
        }
        return moves;
    }

    public List<String> parts(String row) { // each run of empty cells, with the coloured cells beside it
        List<String> parts = new ArrayList<>();
        Matcher run = Pattern.compile("\\.+").matcher(row);
        while (run.find()) {
            parts.add(row.substring(Math.max(0, run.start() - 1), Math.min(row.length(), run.end() + 1)));
        }
        return parts;
    }

    public String parse(String text) {
        if (!text.matches("[.LR]+")) {
            throw new IllegalArgumentException("expected a row of . (empty), L (blue) and R (red)");
        }
        return text;
    }
}
