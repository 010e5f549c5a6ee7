package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The strip games (Toppling Dominoes, Elephants and Rhinos) on the {@link Strip} frame: values worked by hand
 * from the rules and Lessons in Play's facts, an explicit game tree built in this test from the rules and
 * canonicalised by cgt's algebra, parts, normal forms and packed keys against a search that never splits, and
 * the text read back.
 */
class StripGamesTest {

    private final TopplingDominoes toppling = new TopplingDominoes();
    private final ElephantsAndRhinos elephants = new ElephantsAndRhinos();

    private static <P> CanonicalGame value(PartizanRules<P> game, String position) {
        return PartizanEvaluator.of(game).value(game.parse(position));
    }

    // Toppling Dominoes, from the rules: a domino falls with everything on one side of it; fallen ones are gone.
    private final Map<String, CanonicalGame> topplingTree = new HashMap<>();

    private CanonicalGame toppled(String row) {
        CanonicalGame known = topplingTree.get(row);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            List<CanonicalGame> to = row.charAt(i) == 'l' ? left : row.charAt(i) == 'r' ? right : null;
            for (List<CanonicalGame> side : to == null ? List.of(left, right) : List.of(to)) {
                side.add(toppled(row.substring(i + 1)));
                side.add(toppled(row.substring(0, i)));
            }
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        topplingTree.put(row, g);
        return g;
    }

    @Test
    void topplingValuesWorkedByHand() {
        // A row of n blue dominoes is n; n grey ones is *n (Lessons in Play): a grey row leaves any shorter one.
        assertThat(value(toppling, "llll")).isEqualTo(CanonicalGame.integer(4));
        assertThat(value(toppling, "rrr")).isEqualTo(CanonicalGame.integer(-3));
        assertThat(value(toppling, "eeeee")).isEqualTo(CanonicalGame.nimber(5));
        // lr: Left leaves .r (-1) or .. (0), Right l. (1) or ..: {0,-1|0,1} = *.
        assertThat(value(toppling, "lr")).isEqualTo(CanonicalGame.star());
        // As in CGSuite a fallen square stops nothing: l.r is lr, and ... is 0.
        assertThat(value(toppling, "l.r")).isEqualTo(CanonicalGame.star());
        assertThat(value(toppling, "...")).isEqualTo(CanonicalGame.zero());
        assertThat(toppling.leftMoves("lr")).containsExactlyInAnyOrder(".r", "..");
    }

    @Test
    void topplingAgreesWithTheExplicitTreeOnEveryRowUpToSix() {
        PartizanEvaluator<String> evaluator = PartizanEvaluator.of(toppling);
        for (String row : rows("lre", 6)) {
            assertThat(evaluator.value(row)).as(row).isEqualTo(toppled(row));
        }
    }

    @Test
    void topplingNormalFormsArePackedImagesOfTheRow() {
        assertThat(toppling.normalize("rl")).isEqualTo(new PartizanRules.Normal<>("lr", false));
        assertThat(toppling.normalize("rrl")).isEqualTo(new PartizanRules.Normal<>("llr", true));
        assertThat(toppling.parts("l..r.e")).containsExactly("lre");
        for (String row : rows("lre.", 5)) {
            assertThat(toppling.unpack(toppling.packedKey(row))).isEqualTo(row);
        }
        assertThat(toppling.packedKey("l".repeat(Strip.MAX_PACKED + 1))).isEqualTo(PartizanRules.NOT_PACKED);
    }

    // Elephants and Rhinos, from the rules: t steps right, f steps left, into an empty square.
    private final Map<String, CanonicalGame> elephantTree = new HashMap<>();

    private CanonicalGame stepped(String s) {
        CanonicalGame known = elephantTree.get(s);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == 't' && i + 1 < s.length() && s.charAt(i + 1) == '.') {
                left.add(stepped(s.substring(0, i) + ".t" + s.substring(i + 2)));
            }
            if (s.charAt(i) == 'f' && i > 0 && s.charAt(i - 1) == '.') {
                right.add(stepped(s.substring(0, i - 1) + "f." + s.substring(i + 1)));
            }
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        elephantTree.put(s, g);
        return g;
    }

    @Test
    void elephantsValuesWorkedByHand() {
        // t. is 1 and t.. is 2; t.f is {0|0} = * (each step leaves tf, which no one can move); t..f is {*|*} = 0.
        assertThat(value(elephants, "t.")).isEqualTo(CanonicalGame.integer(1));
        assertThat(value(elephants, "t..")).isEqualTo(CanonicalGame.integer(2));
        assertThat(value(elephants, "t.f")).isEqualTo(CanonicalGame.star());
        assertThat(value(elephants, "t..f")).isEqualTo(CanonicalGame.zero());
        assertThat(elephants.parts("ft.tf.ft")).containsExactly("t.", ".f"); // ft.t|f.ft, trimmed of what never moves
    }

    @Test
    void elephantsAgreeWithTheExplicitTreeOnEveryStripUpToSeven() {
        PartizanEvaluator<String> evaluator = PartizanEvaluator.of(elephants);
        for (String s : rows("tf.", 7)) {
            assertThat(evaluator.value(s)).as(s).isEqualTo(stepped(s));
        }
    }

    @Test
    void partsAndNormalFormsAgreeWithASearchThatNeverSplits() {
        Random random = new Random(24);
        for (Strip game : List.of(toppling, elephants)) {
            String alphabet = game == toppling ? "lre." : "tf..";
            for (int i = 0; i < 150; i++) {
                StringBuilder b = new StringBuilder();
                for (int j = 1 + random.nextInt(9); j > 0; j--) {
                    b.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                String s = b.toString();
                assertThat(PartizanEvaluator.of(game).value(s)).as("%s %s", game.name(), s)
                        .isEqualTo(PartizanEvaluator.of(RulesChecks.plain(game)).value(s));
            }
        }
    }

    @Test
    void stripsReadBackAndBadInputIsNamed() {
        for (String s : List.of("lre.l", "...", "e")) {
            assertThat(toppling.parse(toppling.format(toppling.parse(s)))).isEqualTo(s);
        }
        assertThat(elephants.parse(" tt..ff ")).isEqualTo("tt..ff");
        assertThatThrownBy(() -> toppling.parse("lrx")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x'").hasMessageContaining("column 3");
        assertThatThrownBy(() -> elephants.parse("")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("empty");
    }

    /** Every string of the letters up to the length. */
    /** Each option as its parts' normal forms ("lr", or "-lr" when negated), read off the sink. */
    private List<String> handedOver(PartizanRules<String> rules, String row, boolean left) {
        List<String> options = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        rules.options(row, left, new OptionSink<>() {
            @Override
            public void part(long packedKey, String part, boolean negated) {
                String key = packedKey == PartizanRules.NOT_PACKED ? part : toppling.unpack(packedKey);
                current.append(negated ? "-" : "").append(key).append(' ');
            }

            @Override
            public void endOption() {
                options.add(current.toString());
                current.setLength(0);
            }
        });
        return options;
    }

    @Test
    void topplingOptionsOnCodesAreTheMovesInNormalForm() {
        // Every row up to 8 dominoes, both players: the options worked out on the squares' codes, packed, against
        // the moves as strings with the frame's parts and normal forms, option by option in the same order.
        for (String row : rows("lre", 8)) {
            for (boolean left : new boolean[] {true, false}) {
                assertThat(handedOver(toppling, row, left)).as("%s %s", row, left ? "Left" : "Right")
                        .isEqualTo(handedOver(RulesChecks.partsOnly(toppling), row, left));
            }
        }
        // A row longer than a packed key, and one with fallen squares, take the frame's way and still agree.
        String longRow = "lrelrelrelrelrelrelrelrelrelrelre";
        assertThat(handedOver(toppling, longRow, true)).isEqualTo(handedOver(RulesChecks.partsOnly(toppling),
                longRow, true));
        assertThat(handedOver(toppling, "l.r", false)).isEqualTo(handedOver(RulesChecks.partsOnly(toppling), "l.r",
                false));
    }

    static List<String> rows(String letters, int maxLength) {
        List<String> all = new ArrayList<>();
        List<String> last = List.of("");
        for (int length = 1; length <= maxLength; length++) {
            List<String> next = new ArrayList<>();
            for (String s : last) {
                for (int i = 0; i < letters.length(); i++) {
                    next.add(s + letters.charAt(i));
                }
            }
            all.addAll(next);
            last = next;
        }
        return all;
    }
}
