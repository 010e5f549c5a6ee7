package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.born.BornByDay;
import cgt.partizan.notation.GameParser;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Companion, freeze, stop count, parity, incentives, atomic weight and critical temperatures two ways beside
 * CGSuite's values ({@code CgsuiteCasesTest}): against naive recursions written here, from the definitions and
 * without shortcuts, and against the laws the theory states, on seeded random games.
 */
class GameInvariantsTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    private static List<CanonicalGame> options(CanonicalGame x) {
        List<CanonicalGame> all = new ArrayList<>(x.leftOptions());
        all.addAll(x.rightOptions());
        return all;
    }

    private static BigInteger naiveStopCount(CanonicalGame x) {
        if (x.isNumber()) {
            return BigInteger.ONE;
        }
        return options(x).stream().map(GameInvariantsTest::naiveStopCount).reduce(BigInteger.ZERO, BigInteger::add);
    }

    private static boolean naiveEven(CanonicalGame x) {
        return options(x).stream().allMatch(GameInvariantsTest::naiveOdd);
    }

    private static boolean naiveOdd(CanonicalGame x) {
        return !options(x).isEmpty() && options(x).stream().allMatch(GameInvariantsTest::naiveEven);
    }

    private static boolean naiveEvenTempered(CanonicalGame x) {
        return x.isNumber() || options(x).stream().allMatch(GameInvariantsTest::naiveOddTempered);
    }

    private static boolean naiveOddTempered(CanonicalGame x) {
        return !x.isNumber() && options(x).stream().allMatch(GameInvariantsTest::naiveEvenTempered);
    }

    /** CGSuite's definition of the companion, with no shortcut for numbers. */
    private static CanonicalGame naiveCompanion(CanonicalGame x) {
        if (x.isNumberUpStar() && x.numberPart().isZero()) {
            return x.nimberPart() >= 2 ? x : CanonicalGame.numberUpStar(Dyadic.ZERO, x.upMultiple(), x.nimberPart() ^ 1);
        }
        List<CanonicalGame> left = new ArrayList<>();
        x.leftOptions().forEach(o -> left.add(naiveCompanion(o)));
        List<CanonicalGame> right = new ArrayList<>();
        x.rightOptions().forEach(o -> right.add(naiveCompanion(o)));
        if (x.geq(CanonicalGame.zero())) {
            left.add(CanonicalGame.zero());
        }
        if (x.leq(CanonicalGame.zero())) {
            right.add(CanonicalGame.zero());
        }
        return CanonicalGame.of(left, right);
    }

    @Test
    void againstNaiveRecursions() {
        RandomGames random = new RandomGames(51);
        for (int i = 0; i < 1500; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            assertThat(x.stopCount()).as("stop count of %s", x).isEqualTo(naiveStopCount(x));
            assertThat(x.isEven()).as("%s even", x).isEqualTo(naiveEven(x));
            assertThat(x.isOdd()).as("%s odd", x).isEqualTo(naiveOdd(x));
            assertThat(x.isEvenTempered()).as("%s even-tempered", x).isEqualTo(naiveEvenTempered(x));
            assertThat(x.isOddTempered()).as("%s odd-tempered", x).isEqualTo(naiveOddTempered(x));
            assertThat(x.companion()).as("companion of %s", x).isSameAs(naiveCompanion(x));
        }
        for (int n = -6; n <= 6; n++) {
            CanonicalGame x = CanonicalGame.number(Dyadic.of(n, 2));
            assertThat(x.companion()).isSameAs(naiveCompanion(x));
            assertThat(x.stopCount()).isEqualTo(BigInteger.ONE);
        }
    }

    /**
     * The companion is an automorphism of the lattice of games born by day n, n &gt;= 1 (Siegel's CGT III.2): on
     * every game born by day 2 it is a bijection onto them that keeps &lt;=, and it is an involution.
     */
    @Test
    void theCompanionIsALatticeAutomorphismOfDayTwo() {
        List<CanonicalGame> dayTwo = BornByDay.games(2);
        Set<CanonicalGame> images = new HashSet<>();
        for (CanonicalGame x : dayTwo) {
            CanonicalGame c = x.companion();
            images.add(c);
            assertThat(c.companion()).isSameAs(x);
            for (CanonicalGame y : dayTwo) {
                assertThat(c.leq(y.companion())).as("%s <= %s", x, y).isEqualTo(x.leq(y));
            }
        }
        assertThat(images).containsExactlyInAnyOrderElementsOf(dayTwo);
    }

    /**
     * Incentives by brute force from the definition, on sums G + H: the undominated (G + H)^L - (G + H) and
     * (G + H) - (G + H)^R over the sum's options; and the laws that -G's Left incentives are G's Right ones and that a
     * number x added to a game that is not a number changes none (number translation: (G + x)^L = G^L + x).
     */
    @Test
    void incentivesOfSumsAgainstTheDefinition() {
        RandomGames random = new RandomGames(52);
        for (int i = 0; i < 600; i++) {
            CanonicalGame x = random.game(random.nextInt(2));
            CanonicalGame y = random.game(random.nextInt(2));
            CanonicalGame sum = x.plus(y);
            List<CanonicalGame> left = new ArrayList<>();
            sum.leftOptions().forEach(o -> left.add(o.minus(sum)));
            List<CanonicalGame> right = new ArrayList<>();
            sum.rightOptions().forEach(o -> right.add(sum.minus(o)));
            List<CanonicalGame> both = new ArrayList<>(left);
            both.addAll(right);
            assertThat(sum.leftIncentives()).as("left incentives of %s + %s", x, y)
                    .containsExactlyInAnyOrderElementsOf(undominated(left));
            assertThat(sum.rightIncentives()).containsExactlyInAnyOrderElementsOf(undominated(right));
            assertThat(sum.incentives()).containsExactlyInAnyOrderElementsOf(undominated(both));
            assertThat(sum.negate().leftIncentives()).containsExactlyInAnyOrderElementsOf(sum.rightIncentives());
            CanonicalGame shifted = sum.plus(CanonicalGame.number(Dyadic.of(3, 2)));
            if (!sum.isNumber()) {
                assertThat(shifted.incentives()).as("incentives of %s + 3/4", sum).isEqualTo(sum.incentives());
            }
        }
    }

    private static Set<CanonicalGame> undominated(List<CanonicalGame> games) {
        Set<CanonicalGame> kept = new HashSet<>();
        for (CanonicalGame a : games) {
            if (games.stream().noneMatch(b -> b != a && a.leq(b))) {
                kept.add(a);
            }
        }
        return kept;
    }

    @Test
    void freezingLeavesAGameInfinitesimallyCloseToItsMean() {
        RandomGames random = new RandomGames(53);
        for (int i = 0; i < 1500; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            CanonicalGame frozen = x.freeze();
            assertThat(frozen.isInfinitesimallyClose(CanonicalGame.number(x.mean()))).as("%s frozen is %s", x, frozen)
                    .isTrue();
            assertThat(frozen.temperature().compareTo(Dyadic.ZERO)).isLessThanOrEqualTo(0);
        }
    }

    /** Critical temperatures are where a wall's slope changes: checked against the walls' values around each. */
    @Test
    void criticalTemperaturesAreWhereTheWallsBend() {
        RandomGames random = new RandomGames(54);
        Dyadic step = Dyadic.of(1, 20);
        for (int i = 0; i < 500; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            Thermograph th = x.thermograph();
            List<Dyadic> critical = th.criticalTemperatures();
            for (int k = 1; k < critical.size(); k++) {
                assertThat(critical.get(k)).isLessThan(critical.get(k - 1));
            }
            for (Dyadic t : critical) {
                assertThat(bends(th.leftWall(), t, step) || bends(th.rightWall(), t, step)).as("%s at %s", x, t).isTrue();
            }
            if (!x.isInteger()) {
                assertThat(critical).as("%s", x).contains(th.temperature());
            }
        }
    }

    private static boolean bends(Trajectory wall, Dyadic t, Dyadic step) {
        Dyadic below = t.subtract(step);
        Dyadic above = t.add(step);
        Dyadic down = wall.valueAt(t).subtract(wall.valueAt(below));
        Dyadic up = wall.valueAt(above).subtract(wall.valueAt(t));
        return below.compareTo(Dyadic.MINUS_ONE) >= 0 && !down.equals(up);
    }

    /** Lessons in Play and Winning Ways: atomic weights of all-small games and of tinies and minies. */
    @ParameterizedTest(name = "AW({0}) = {1}")
    @CsvSource(delimiter = ';', value = {
        "^; 1", "^*; 1", "*; 0", "^^^*; 3", "{0|^*}; 2", "{^|v}; 0", "{0,*|0}; 1", "Tiny(1); 0", "Miny(2); 0",
        "{1|^^||^}; 2", "^ + Tiny(1); 1",
    })
    void atomicWeights(String game, String weight) {
        assertThat(g(game).atomicWeight()).isSameAs(g(weight));
    }

    @Test
    void gamesThatAreNotAtomicSayWhy() {
        assertThatThrownBy(() -> g("5").atomicWeight()).isInstanceOf(BadInputException.class)
                .hasMessage("that game is not atomic: 5 (it is not infinitesimal: its stops are 5 and 5)");
        assertThatThrownBy(() -> g("{1|0}").atomicWeight())
                .hasMessage("that game is not atomic: {1|0} (it is not infinitesimal: its stops are 1 and 0)");
        assertThatThrownBy(() -> g("{1|^3||^}").atomicWeight())
                .hasMessage("that game is not atomic: {1|^3||^} (it differs from (5/2).^ by more than ^* + *2:-1)");
    }

    /** Atomic weight is additive (Siegel's CGT III.4): AW(G + H) = AW(G) + AW(H) for atomic G and H, and AW(-G) = -AW(G). */
    @Test
    void atomicWeightIsAdditiveOnAtomicGames() {
        RandomGames random = new RandomGames(55);
        int checked = 0;
        for (int i = 0; i < 3000 && checked < 300; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            CanonicalGame y = random.allSmall(1 + random.nextInt(2));
            if (!x.isAtomic()) {
                continue;
            }
            checked++;
            CanonicalGame wx = x.atomicWeight();
            assertThat(x.negate().atomicWeight()).isSameAs(wx.negate());
            assertThat(x.plus(y).isAtomic()).as("%s + %s", x, y).isTrue();
            assertThat(x.plus(y).atomicWeight()).as("AW(%s + %s)", x, y).isSameAs(wx.plus(y.atomicWeight()));
        }
        assertThat(checked).isGreaterThan(50);
    }
}
