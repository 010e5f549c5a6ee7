package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Dominated and reversible options of a form as written, against Winning Ways' examples and the laws. */
class OptionMarksTest {

    private static final CanonicalGame ZERO = CanonicalGame.zero();
    private static final CanonicalGame STAR = CanonicalGame.star();
    private static final CanonicalGame ONE = CanonicalGame.integer(1);
    private static final CanonicalGame MINUS_ONE = CanonicalGame.integer(-1);

    @Test
    void minusOneIsDominatedByZeroInZeroMinusOneOverOne() {
        OptionMarks.Form f = OptionMarks.of(List.of(ZERO, MINUS_ONE), List.of(ONE));
        assertThat(f.value()).isEqualTo(CanonicalGame.number(Dyadic.HALF)); // {0|1} = 1/2
        assertThat(f.left().get(0).kept()).isTrue();
        assertThat(f.left().get(1).dominatedBy()).contains(ZERO);
        assertThat(f.right().get(0).kept()).isTrue();
    }

    @Test
    void starIsReversibleThroughZeroInUpWrittenWithIt() {
        // {0,*|*} = ^: Left's * reverses through 0 (0 <= ^), and 0 has no Left option, so ^ = {0|*}.
        OptionMarks.Form f = OptionMarks.of(List.of(ZERO, STAR), List.of(STAR));
        assertThat(f.value()).isEqualTo(CanonicalGame.up());
        assertThat(f.left().get(0).kept()).isTrue();
        assertThat(f.left().get(1).dominatedBy()).isEmpty(); // 0 and * are confused: neither dominates
        assertThat(f.left().get(1).reversibleThrough()).contains(ZERO);
        assertThat(f.right().get(0).kept()).isTrue();
    }

    @Test
    void aRepeatedOptionIsDominatedByItsFirstCopyOnly() {
        OptionMarks.Form f = OptionMarks.of(List.of(ONE, ONE), List.of());
        assertThat(f.left().get(0).kept()).isTrue();
        assertThat(f.left().get(1).dominatedBy()).contains(ONE);
        assertThat(f.value()).isEqualTo(CanonicalGame.integer(2));
    }

    @Test
    void removingADominatedOptionNeverChangesTheValueAndACanonicalFormHasNoMarks() {
        List<CanonicalGame> pool = List.of(ZERO, STAR, ONE, MINUS_ONE, CanonicalGame.up(), CanonicalGame.up().negate(),
                CanonicalGame.nimber(2), CanonicalGame.number(Dyadic.HALF),
                CanonicalGame.of(List.of(ONE), List.of(MINUS_ONE)), CanonicalGame.of(List.of(ZERO), List.of(STAR)));
        Random random = new Random(20261124);
        for (int trial = 0; trial < 300; trial++) {
            List<CanonicalGame> left = pick(pool, random);
            List<CanonicalGame> right = pick(pool, random);
            OptionMarks.Form f = OptionMarks.of(left, right);
            for (int i = 0; i < left.size(); i++) {
                if (f.left().get(i).dominatedBy().isPresent()) {
                    List<CanonicalGame> fewer = new ArrayList<>(left);
                    fewer.remove(i);
                    assertThat(CanonicalGame.of(fewer, right)).as("{%s | %s} without %s", left, right, left.get(i))
                            .isEqualTo(f.value());
                }
            }
            for (int i = 0; i < right.size(); i++) {
                if (f.right().get(i).dominatedBy().isPresent()) {
                    List<CanonicalGame> fewer = new ArrayList<>(right);
                    fewer.remove(i);
                    assertThat(CanonicalGame.of(left, fewer)).isEqualTo(f.value());
                }
            }
            // The canonical form itself has nothing left to simplify.
            CanonicalGame v = f.value();
            OptionMarks.Form canonical = OptionMarks.of(v.leftOptions(), v.rightOptions());
            assertThat(canonical.left()).allMatch(OptionMarks.Marked::kept);
            assertThat(canonical.right()).allMatch(OptionMarks.Marked::kept);
        }
    }

    private static List<CanonicalGame> pick(List<CanonicalGame> pool, Random random) {
        List<CanonicalGame> side = new ArrayList<>();
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            side.add(pool.get(random.nextInt(pool.size())));
        }
        return side;
    }
}
