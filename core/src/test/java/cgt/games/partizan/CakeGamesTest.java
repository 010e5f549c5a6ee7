package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Eatcake, Maundy Cake and Turn-and-Eatcake: the values CGSuite's own tests publish for the pieces 8,n,
 * an explicit game tree built here from each rule and canonicalised by cgt's algebra, parts and normal forms
 * against a search that never splits, the options handed over as packed pieces against the moves, and the text
 * read back.
 */
class CakeGamesTest {

    private final Cake eatcake = Cake.eatcake();
    private final Cake maundy = Cake.maundyCake();
    private final Cake turnAndEat = Cake.turnAndEatcake();

    private static String value(Cake game, String position) {
        return PartizanEvaluator.of(game).value(game.parse(position)).toString();
    }

    private static List<String> row8(Cake game) {
        List<String> values = new ArrayList<>();
        for (int n = 1; n <= 8; n++) {
            values.add(value(game, "8," + n));
        }
        return values;
    }

    @Test
    void theRowOfEightPublishedByCgsuite() {
        // CGSuite's GameHeapTest: [game((8,n)).CanonicalForm for n from 0 to 8], here from n = 1.
        assertThat(row8(maundy)).containsExactly("-7", "-3", "-3", "-1", "-3", "-1", "-3", "0");
        assertThat(row8(eatcake)).containsExactly("^", "{^|||^*|v||0}", "{^^|*}", "{^^|*||0,{0|vv*}}", "{^3|^*||*}",
                "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}", "{0||^^*|0|||*}", "*");
        assertThat(row8(turnAndEat)).containsExactly("v", "0", "v", "0", "v<3>", "0", "v", "0");
    }

    @Test
    void maundyStripsFollowWinningWaysRule() {
        // A 1,n strip is n/p1 + n/(p1 p2) + ... for Left, p1 <= p2 <= ... the prime factors of n: 1,12 is 6 + 3 + 1.
        PartizanEvaluator<Cake.Pieces> evaluator = PartizanEvaluator.of(maundy);
        for (int n = 1; n <= 60; n++) {
            long sum = 0;
            long rest = n;
            for (long p = 2; rest > 1; ) {
                if (rest % p == 0) {
                    rest /= p;
                    sum += rest;
                } else {
                    p++;
                }
            }
            assertThat(evaluator.value(maundy.parse("1," + n))).as("1,%d", n).isEqualTo(CanonicalGame.integer(sum));
            assertThat(evaluator.value(maundy.parse(n + ",1"))).isEqualTo(CanonicalGame.integer(-sum));
        }
    }

    /** Pieces m,n with side changes listed by the rule: Left changes n (or m, twisted), Right the other. */
    private interface SideRule {
        List<int[]> ways(int side);
    }

    private static final SideRule EAT = side -> {
        List<int[]> ways = new ArrayList<>();
        for (int a = 0; a <= side - 1; a++) {
            ways.add(new int[] {a, side - 1 - a});
        }
        return ways;
    };

    private static final SideRule DIVIDE = side -> {
        List<int[]> ways = new ArrayList<>();
        for (int parts = 2; parts <= side; parts++) {
            if (side % parts == 0) {
                int[] w = new int[parts];
                java.util.Arrays.fill(w, side / parts);
                ways.add(w);
            }
        }
        return ways;
    };

    private static CanonicalGame tree(int m, int n, SideRule rule, boolean twisted, Map<String, CanonicalGame> memo) {
        if (m == 0 || n == 0) {
            return CanonicalGame.zero();
        }
        String key = m + "," + n;
        CanonicalGame known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        for (int[] way : rule.ways(twisted ? m : n)) {
            CanonicalGame sum = CanonicalGame.zero();
            for (int side : way) {
                sum = sum.plus(twisted ? tree(n, side, rule, true, memo) : tree(m, side, rule, false, memo));
            }
            left.add(sum);
        }
        List<CanonicalGame> right = new ArrayList<>();
        for (int[] way : rule.ways(twisted ? n : m)) {
            CanonicalGame sum = CanonicalGame.zero();
            for (int side : way) {
                sum = sum.plus(twisted ? tree(side, m, rule, true, memo) : tree(side, n, rule, false, memo));
            }
            right.add(sum);
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        memo.put(key, g);
        return g;
    }

    @Test
    void everyPieceUpToSevenBySevenAgreesWithTheExplicitTree() {
        Object[][] games = {{eatcake, EAT, false}, {maundy, DIVIDE, false}, {turnAndEat, EAT, true}};
        for (Object[] g : games) {
            Cake game = (Cake) g[0];
            Map<String, CanonicalGame> memo = new HashMap<>();
            PartizanEvaluator<Cake.Pieces> evaluator = PartizanEvaluator.of(game);
            for (int m = 1; m <= 7; m++) {
                for (int n = 1; n <= 7; n++) {
                    assertThat(evaluator.value(game.parse(m + "," + n))).as("%s %d,%d", game.name(), m, n)
                            .isEqualTo(tree(m, n, (SideRule) g[1], (Boolean) g[2], memo));
                }
            }
        }
    }

    @Test
    void partsAndNormalFormsAgreeWithASearchThatNeverSplits() {
        for (Cake game : List.of(eatcake, maundy, turnAndEat)) {
            PartizanRules<Cake.Pieces> unsplit = new PartizanRules<>() {
                @Override
                public List<Cake.Pieces> leftMoves(Cake.Pieces position) {
                    return game.leftMoves(position);
                }

                @Override
                public List<Cake.Pieces> rightMoves(Cake.Pieces position) {
                    return game.rightMoves(position);
                }
            };
            for (String position : List.of("3,2 2,1", "4,3", "2,5 1,1", "3,3 2,2", "6,4")) {
                assertThat(PartizanEvaluator.of(game).value(game.parse(position))).as("%s %s", game.name(), position)
                        .isEqualTo(PartizanEvaluator.of(unsplit).value(game.parse(position)));
            }
        }
    }

    @Test
    void piecesReadBackAndBadInputIsNamed() {
        assertThat(eatcake.parse("(3,4)")).isEqualTo(eatcake.parse("3,4"));
        assertThat(eatcake.format(eatcake.parse("2,5 (1,3)"))).isEqualTo("1,3 2,5");
        assertThat(eatcake.leftMoves(eatcake.parse("1,1"))).extracting(eatcake::format).containsExactly("0");
        assertThat(eatcake.parse("0").pieces()).isEmpty();
        assertThatThrownBy(() -> maundy.parse("3")).isInstanceOf(BadInputException.class).hasMessageContaining("m,n");
        assertThatThrownBy(() -> maundy.parse("3,0")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("second side");
    }

    @Test
    void sidesAreReadAsTheGeneralNumberReaderReadsThem() {
        // Plain digits are read without building the side's name; everything else goes to Inputs.inRange. Both
        // must give the same piece or the same refusal, the one whose name says the side and the piece.
        for (String side : List.of("1", "7", "00012", "10000", "+3", "10001", "99999", "123456", "0", "-2",
                "1e3", "a")) {
            String position = "2," + side;
            String expected;
            try {
                expected = "2," + cgt.input.Inputs.inRange("second side of eatcake piece '" + position + "'",
                        side.strip(), 1, Cake.MAX_SIDE);
            } catch (BadInputException e) {
                expected = e.getMessage();
            }
            String actual;
            try {
                actual = eatcake.format(eatcake.parse(position));
            } catch (BadInputException e) {
                actual = e.getMessage();
            }
            assertThat(actual).as(position).isEqualTo(expected);
        }
    }

    /** Each option as the sorted normal forms of its parts, "m,n" or "-m,n" when negated, read off the sink. */
    private static List<String> handedOver(Cake game, Cake.Pieces part, boolean left, boolean packed) {
        List<String> options = new ArrayList<>();
        List<String> current = new ArrayList<>();
        OptionSink<Cake.Pieces> sink = new OptionSink<>() {
            @Override
            public void part(long packedKey, Cake.Pieces p, boolean negated) {
                assertThat(packedKey != PartizanRules.NOT_PACKED).as("packed").isEqualTo(packed);
                Cake.Pieces key = packed ? game.unpack(packedKey) : p;
                assertThat(game.packedKey(key)).isEqualTo(packed ? packedKey : game.packedKey(key));
                current.add((negated ? "-" : "") + game.format(key));
            }

            @Override
            public void endOption() {
                current.sort(null);
                options.add(String.join(" + ", current));
                current.clear();
            }
        };
        if (packed) {
            game.options(part, left, sink);
        } else {
            RulesChecks.partsOnly(game).options(part, left, sink);
        }
        return options;
    }

    @Test
    void optionsOnPackedPiecesAreTheMovesInNormalForm() {
        // The options the search gets (worked out from the sides) against the ones the moves, parts and normal
        // forms give, option by option, for every piece up to 12 by 12.
        for (Cake game : List.of(eatcake, maundy, turnAndEat)) {
            for (int m = 1; m <= 12; m++) {
                for (int n = 1; n <= 12; n++) {
                    Cake.Pieces piece = game.parse(m + "," + n);
                    for (boolean left : new boolean[] {true, false}) {
                        assertThat(handedOver(game, piece, left, true)).as("%s %d,%d %s", game.name(), m, n,
                                left ? "Left" : "Right").isEqualTo(handedOver(game, piece, left, false));
                    }
                }
            }
        }
    }

    @Test
    void packedPiecesReadBackAndOthersAreNotPacked() {
        assertThat(maundy.unpack(maundy.packedKey(maundy.parse("3,10")))).isEqualTo(maundy.parse("3,10"));
        assertThat(maundy.packedKey(maundy.parse("10,3"))).isEqualTo(PartizanRules.NOT_PACKED);
        assertThat(maundy.packedKey(maundy.parse("1,2 1,3"))).isEqualTo(PartizanRules.NOT_PACKED);
        assertThatThrownBy(() -> maundy.unpack(5L << 32 | 3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everySmallPositionPassesTheRulesChecks() {
        List<String> positions = new ArrayList<>(List.of("0", "2,3 3,2", "1,1 1,1", "4,2 2,4 1,3"));
        for (int m = 1; m <= 5; m++) {
            for (int n = 1; n <= 5; n++) {
                positions.add(m + "," + n);
            }
        }
        for (Cake game : List.of(eatcake, maundy, turnAndEat)) {
            RulesChecks.check(game, positions);
        }
    }
}
