package cgt.expression;

import cgt.partizan.CanonicalGame;
import cgt.partizan.DisplayOrder;
import cgt.partizan.GamePrinter;
import java.util.ArrayList;
import java.util.List;

/**
 * A set of games, as {@code G.LeftOptions} or {@code G.Incentives} answer: CGSuite prints a set in braces, in the
 * order it lists options ({@code {0,*,*2}}), and {@code {}} when it is empty.
 *
 * @param games the games, each once, in CGSuite's order
 */
public record GameSetValue(List<CanonicalGame> games) implements Value {

    public GameSetValue {
        games = List.copyOf(games);
    }

    /** The set of these games, each once, sorted as CGSuite lists them. */
    public static GameSetValue of(List<CanonicalGame> games) {
        List<CanonicalGame> sorted = new ArrayList<>(games.stream().distinct().toList());
        sorted.sort(new DisplayOrder());
        return new GameSetValue(sorted);
    }

    @Override
    public String kind() {
        return "set";
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < games.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(GamePrinter.print(games.get(i)));
        }
        return b.append('}').toString();
    }
}
