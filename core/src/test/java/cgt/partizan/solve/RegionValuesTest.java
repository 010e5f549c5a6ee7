package cgt.partizan.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.partizan.search.PartizanEvaluator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The region table two ways: its regions against the published counts of polyominoes (OEIS), and its values, built
 * level by level from smaller regions, against cgt's canonical search of the same squares as a Domineering board
 * and against published Domineering values (Winning Ways; CGSuite's 4x4).
 */
class RegionValuesTest {

    /** Free polyominoes of n squares, n = 1..10: OEIS A000105. */
    private static final long[] FREE = {1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655};
    /** Fixed polyominoes (distinct up to translation only), n = 1..10: OEIS A001168. */
    private static final long[] FIXED = {1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446};

    private static final RegionValues TABLE = RegionValues.computed(8);

    @Test
    void theRegionsOfEachSizeAreTheFreePolyominoesAndTheirImagesTheFixedOnes() {
        List<Region> level = List.of();
        for (int n = 1; n <= FREE.length; n++) {
            level = RegionValues.regionsOfSize(n, level);
            assertThat(level).as("regions of %d squares", n).hasSize((int) FREE[n - 1]);
            long images = 0;
            for (Region r : level) {
                assertThat(r.isNormal() && r.isConnected() && r.size() == n).as("%s", r).isTrue();
                images += imagesOf(r).size();
            }
            assertThat(images).as("fixed polyominoes of %d squares", n).isEqualTo(FIXED[n - 1]);
        }
    }

    @Test
    void everyRegionUpToSevenSquaresHasTheValueOfItsCanonicalSearchInEveryDrawing() {
        Domineering rules = new Domineering();
        PartizanEvaluator<DomineeringBoard> search = PartizanEvaluator.of(rules);
        List<Region> level = List.of();
        int checked = 0;
        for (int n = 1; n <= 7; n++) {
            level = RegionValues.regionsOfSize(n, level);
            for (Region r : level) {
                for (Region image : imagesOf(r)) {
                    assertThat(TABLE.value(image)).as("%s", image)
                            .isSameAs(search.value(rules.parse(image.toString())));
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(1 + 2 + 6 + 19 + 63 + 216 + 760);
    }

    @Test
    void aSeededSampleOfLargerRegionsHasTheValueOfItsCanonicalSearch() {
        RegionValues table = RegionValues.computed(10);
        Domineering rules = new Domineering();
        PartizanEvaluator<DomineeringBoard> search = PartizanEvaluator.of(rules);
        Random random = new Random(2605);
        List<Region> level = List.of();
        for (int n = 1; n <= 10; n++) {
            level = RegionValues.regionsOfSize(n, level);
            if (n >= 8) {
                for (int i = 0; i < 25; i++) {
                    Region r = level.get(random.nextInt(level.size()));
                    List<Region> images = imagesOf(r);
                    Region image = images.get(random.nextInt(images.size()));
                    assertThat(table.value(image)).as("%s", image).isSameAs(search.value(rules.parse(image.toString())));
                }
            }
        }
    }

    @Test
    void publishedValues() {
        // Winning Ways, ch. 2: a vertical domino's room is 1 (a move for Left), a horizontal one's -1; the 2x2 square
        // is +-1; the L of three squares is *; a row of n squares is -floor(n/2) (Right's moves only).
        assertThat(value("..|..")).isEqualTo("+-1");
        assertThat(value(".|.")).isEqualTo("1");
        assertThat(value("..")).isEqualTo("-1");
        assertThat(value(".#|..")).isEqualTo("*");
        for (int n = 1; n <= 8; n++) {
            assertThat(value(".".repeat(n))).isEqualTo(Integer.toString(-(n / 2)));
        }
        // CGSuite's GameGridTest: Domineering 4x4 is +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}. Its 16 squares are beyond
        // the table: valued here top down by the same rule, each smaller region by the rule in turn.
        Map<Region, CanonicalGame> memo = new HashMap<>();
        assertThat(topDown(Region.parse("....|....|....|...."), memo))
                .isSameAs(GameParser.parse("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"));
    }

    @Test
    void aTransposedRegionHasTheNegativeValueAndTheNormalFormIsDrawnWide() {
        for (String text : List.of(".#|..", "...|.##", "..|.#|.#", ".|.|.", "..#|.##|...")) {
            Region r = Region.parse(text);
            Region t = transposed(r);
            assertThat(TABLE.value(t)).as(text).isSameAs(TABLE.value(r).negate());
            Region.Normal n = r.normal();
            assertThat(n.region().rows()).isLessThanOrEqualTo(n.region().cols());
            if (r.rows() != r.cols()) {
                assertThat(n.negated()).as(text).isEqualTo(r.rows() > r.cols());
            }
        }
        assertThat(Region.parse(".|.").normal()).isEqualTo(new Region.Normal(Region.parse(".."), true));
        assertThatThrownBy(() -> Region.parse(".#|#.")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("connected");
        assertThatThrownBy(() -> Region.parse("..|.")).isInstanceOf(BadInputException.class);
    }

    private static String value(String region) {
        return TABLE.value(Region.parse(region)).toString();
    }

    private static CanonicalGame topDown(Region r, Map<Region, CanonicalGame> memo) {
        CanonicalGame known = memo.get(r);
        if (known == null) {
            known = r.size() < 2 ? CanonicalGame.zero() : RegionValues.valueFromSmaller(r, part -> topDown(part, memo));
            memo.put(r, known);
        }
        return known;
    }

    /** The distinct drawings of a region under the eight symmetries, computed here square by square. */
    private static List<Region> imagesOf(Region r) {
        Set<Region> images = new HashSet<>();
        Region x = r;
        for (int turn = 0; turn < 4; turn++) {
            images.add(x);
            images.add(mirrored(x));
            x = quarterTurned(x);
        }
        return new ArrayList<>(images);
    }

    private static Region mirrored(Region r) {
        long out = 0;
        for (int i = 0; i < r.rows() * r.cols(); i++) {
            if ((r.cells() >>> i & 1) != 0) {
                out |= 1L << (i / r.cols() * r.cols() + r.cols() - 1 - i % r.cols());
            }
        }
        return new Region(r.rows(), r.cols(), out);
    }

    /** Square (i, j) to (j, rows - 1 - i). */
    private static Region quarterTurned(Region r) {
        long out = 0;
        for (int i = 0; i < r.rows() * r.cols(); i++) {
            if ((r.cells() >>> i & 1) != 0) {
                out |= 1L << (i % r.cols() * r.rows() + r.rows() - 1 - i / r.cols());
            }
        }
        return new Region(r.cols(), r.rows(), out);
    }

    private static Region transposed(Region r) {
        long out = 0;
        for (int i = 0; i < r.rows() * r.cols(); i++) {
            if ((r.cells() >>> i & 1) != 0) {
                out |= 1L << (i % r.cols() * r.rows() + i / r.cols());
            }
        }
        return new Region(r.cols(), r.rows(), out);
    }
}
