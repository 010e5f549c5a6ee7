// Northcott's game: each row holds a white piece (Left's) and a black one (Right's), white to the left;
// a player slides one of his pieces towards the other, any number of squares, never jumping. (Retreats are
// left out: the winner answers a retreat by advancing as far.) One row per argument: white,black (columns).
// Every row is a Nim heap of its gap, so the game is Nim (Winning Ways, ch. 2):
//
//   $ cgt analyze --rules examples/Northcott.java 0,4 2,3 1,7
//   northcott 0,4 2,3 1,7
//   outcome: N (next player wins: whoever moves next wins)
//   value: *6
//   ...
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;

public class Northcott implements PartizanRules<Northcott.Row> {

    record Row(int white, int black) {
        Row {
            if (white < 0 || white >= black) {
                throw new IllegalArgumentException("expected 0 <= white < black");
            }
        }
    }

    public List<Row> leftMoves(Row r) {
        List<Row> moves = new ArrayList<>();
        for (int w = r.white() + 1; w < r.black(); w++) {
            moves.add(new Row(w, r.black()));
        }
        return moves;
    }

    public List<Row> rightMoves(Row r) {
        List<Row> moves = new ArrayList<>();
        for (int b = r.black() - 1; b > r.white(); b--) {
            moves.add(new Row(r.white(), b));
        }
        return moves;
    }
}
