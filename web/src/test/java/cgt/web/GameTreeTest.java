package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.json.Json;
import cgt.input.BadInputException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The tree endpoint's reading of a form as written, and its bound. */
class GameTreeTest {

    @Test
    void theSidesOfAFormAreSplitAsCoresParserReadsThem() {
        assertThat(GameTree.sides("{0,*,-1|*}")).contains(List.of(List.of("0", "*", "-1"), List.of("*")));
        assertThat(GameTree.sides("{3||2|1}")).contains(List.of(List.of("3"), List.of("{2|1}")));
        assertThat(GameTree.sides("{(1+1), Tiny(2) | {0|*}}"))
                .contains(List.of(List.of("(1+1)", "Tiny(2)"), List.of("{0|*}")));
        assertThat(GameTree.sides("{|}")).contains(List.of(List.of(), List.of()));
        assertThat(GameTree.sides("{1|0}+1")).isEmpty();
        assertThat(GameTree.sides("3")).isEmpty();
    }

    @Test
    void aHotGamesTreeIsCutAtTheBound() {
        // {4|{3|{2|{1|0}}}} + {4|{3|{2|{1|0}}}} + ...: a sum's tree multiplies; the answer stays bounded.
        Map<String, Object> tree = GameTree.of("{8|-8} + {7|-7} + {6|-6} + {5|-5} + {4|-4} + {3|-3} + {2|-2}");
        assertThat(tree.get("truncated")).isEqualTo(true);
        assertThat(Json.write(tree.get("tree")).split("\"value\"").length - 1)
                .isLessThanOrEqualTo(GameTree.MAX_NODES);
    }

    @Test
    void randomTextIsATreeOrBadInputNeverAnotherFailure() {
        String alphabet = "{}|,01*^v-()+ 2T";
        Random random = new Random(1124);
        int trees = 0;
        for (int i = 0; i < 3000; i++) {
            StringBuilder b = new StringBuilder("{");
            int n = random.nextInt(12);
            for (int k = 0; k < n; k++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String e = random.nextBoolean() ? b.append('}').toString() : b.toString();
            try {
                GameTree.of(e);
                trees++;
            } catch (BadInputException expected) {
                // malformed: the parser's message
            }
        }
        assertThat(trees).isGreaterThan(20); // some of the text is well formed: the trees are exercised too
    }
}
