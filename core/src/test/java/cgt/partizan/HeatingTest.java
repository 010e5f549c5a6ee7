package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.partizan.notation.GameParser;
import cgt.task.Budget;
import cgt.task.TooBigException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Heating and overheating, against published values (CGSuite's GameTest and EvalTest, and Berlekamp's {1|0}
 * heated by 1) and against laws checked on seeded random games.
 */
class HeatingTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest(name = "{0} heated by {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        // CGSuite's GameTest: one hot game heated by numbers, negative ones too, and by *.
        "{3||2*|1*}; 0; {3||2*|1*}", "{3||2*|1*}; 1/2; {7/2|||5/2|3/2||+-1/2}", "{3||2*|1*}; 1; {4|||3|1||0|-2}",
        "{3||2*|1*}; -3/4; 9/4*", "{3||2*|1*}; -1; 9/4", "{3||2*|1*}; -2; 3/2", "{3||2*|1*}; -3; 1",
        "{3||2*|1*}; -4; 0", "{3||2*|1*}; *; {3*||2|1}",
        // CGSuite's EvalTest (the infix Heat).
        "*; 2; +-2", "*2; 2; +-{2,{4|0}}", "^; 2; {2||0|-4}", "^*; 2; {2,{4|0}|-2}", "^^; 2; {2||0,+-2|-4}",
        "^^; *; 0",
        // Berlekamp: heating the switch {1|0} by 1 gives {2|-1}; numbers are left alone.
        "{1|0}; 1; {2|-1}", "1/2; 1; 1/2", "-7/8; {1|0}; -7/8", "5; 3; 5",
    })
    void publishedHeats(String game, String t, String heated) {
        assertThat(g(game).heat(g(t))).isSameAs(g(heated));
    }

    @ParameterizedTest(name = "{0} overheated from {1} to {2} = {3}")
    @CsvSource(delimiter = ';', value = {
        // CGSuite's GameTest.
        "{3||2*|1*}; *; 1*; {1||+-(1*)|-1,{-1|-3}}", "7/16; 0; 0; ^[3]",
        // Integers become copies of s: 3 overheated from ^ is ^3 whatever t is; {1|0} + {1|0} = 1.
        "3; ^; 1; ^3", "-2; {1|0}; *; -1",
    })
    void publishedOverheats(String game, String s, String t, String overheated) {
        assertThat(g(game).overheat(g(s), g(t))).isSameAs(g(overheated));
    }

    /**
     * Cooling undoes heating by a number t &gt;= 0: (∫^t G)_t = G for every short G (the taxed options of the heated
     * game are the options of G again, and heating keeps every non-number subposition at least t hot).
     */
    @ParameterizedTest(name = "cooling by {0} undoes heating by {0}")
    @ValueSource(strings = {"0", "1/4", "1/2", "1", "2"})
    void coolingUndoesHeating(String t) {
        CanonicalGame heat = g(t);
        Dyadic cool = heat.numberValue();
        RandomGames random = new RandomGames(31);
        for (int i = 0; i < 600; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            assertThat(x.heat(heat).cool(cool)).as("%s heated and cooled by %s", x, t).isSameAs(x);
        }
    }

    /**
     * ∫^t (G + H) = ∫^t G + ∫^t H. Heating acts on forms, so on canonical forms (what CGSuite and cgt heat) this
     * holds when the number moves that a sum's canonical form drops cannot come back with t's bonus: for t
     * infinitesimal, and for the t tested here whose Right stop is 0. It fails for positive numbers t (see
     * {@link #heatingByAPositiveNumberIsNotLinearOnCanonicalForms}).
     */
    @ParameterizedTest(name = "heating by {0} is linear")
    @ValueSource(strings = {"*", "*2", "^", "^*", "v", "Tiny(1)", "{1|0}", "{1/2|0}", "{1|*}"})
    void heatingIsLinear(String t) {
        CanonicalGame heat = g(t);
        RandomGames random = new RandomGames(t.hashCode());
        for (int i = 0; i < 150; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            CanonicalGame y = random.game(random.nextInt(3));
            assertThat(x.plus(y).heat(heat)).as("(%s + %s) heated by %s", x, y, t)
                    .isSameAs(x.heat(heat).plus(y.heat(heat)));
            assertThat(x.negate().heat(heat)).isSameAs(x.heat(heat).negate());
        }
    }

    @Test
    void heatingByAPositiveNumberIsNotLinearOnCanonicalForms() {
        CanonicalGame a = g("{2|1*}");
        CanonicalGame b = g("+-1");
        CanonicalGame two = g("2");
        assertThat(a.plus(b).heat(two)).isNotSameAs(a.heat(two).plus(b.heat(two)));
    }

    /** Overheating from 1 treats integers as heating does (n copies of 1 is n), so where no other number occurs the two agree. */
    @Test
    void overheatingFromOneIsHeatingOnIntegerEndedGames() {
        RandomGames random = new RandomGames(41);
        CanonicalGame one = g("1");
        int compared = 0;
        for (int i = 0; i < 1000; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            CanonicalGame t = random.small();
            if (numbersAreIntegers(x)) {
                compared++;
                assertThat(x.overheat(one, t)).as("%s overheated from 1 to %s", x, t).isSameAs(x.heat(t));
            }
        }
        assertThat(compared).isGreaterThan(100);
    }

    private static boolean numbersAreIntegers(CanonicalGame x) {
        if (x.isNumber()) {
            return x.isInteger();
        }
        return x.leftOptions().stream().allMatch(HeatingTest::numbersAreIntegers)
                && x.rightOptions().stream().allMatch(HeatingTest::numbersAreIntegers);
    }

    /** CGSuite's benchmark: *14 heated by 1 (its printed form is about 2.4 million characters) is quick, and cools back. */
    @Test
    void starFourteenHeatedByOne() {
        CanonicalGame heated = g("*14").heat(g("1"));
        assertThat(heated.temperature()).isEqualTo(Dyadic.ONE);
        assertThat(heated.cool(Dyadic.ONE)).isSameAs(g("*14"));
    }

    @Test
    void aHeatTooBigIsRefusedWithItsSize() {
        assertThatThrownBy(() -> Heating.heat(g("*14"), g("1"),
                Budget.DEFAULT.withForms(Budget.DEFAULT.forms().withWork(100))))
                .isInstanceOf(TooBigException.class)
                .hasMessageStartingWith("*14 heated by 1 is too big: building its answer took more than")
                .hasMessageContaining("at most 100");
    }

    /**
     * The work counted is the simplification's too, not the options alone: *40 heated by 1 has some 3,300 options in
     * its answer's positions, but compares hundreds of thousands of pairs of them (each weighted by their sizes) on
     * the way, and is refused within a budget of a million steps, long before it would finish.
     */
    @Test
    void theSimplificationsComparisonsCountTowardTheBudget() {
        Budget million = Budget.DEFAULT.withForms(Budget.DEFAULT.forms().withWork(1_000_000));
        assertThatThrownBy(() -> Heating.heat(g("*40"), g("1"), million))
                .isInstanceOf(TooBigException.class)
                .hasMessageStartingWith("*40 heated by 1 is too big")
                .hasMessageContaining("the pairs of options their simplification compares), at most 1,000,000");
        assertThat(Heating.heat(g("*6"), g("1"), million).cool(Dyadic.ONE)).isSameAs(g("*6"));
    }

    /** The work is reported as it grows, never past the limit, and an interrupted job stops at its next step. */
    @Test
    void heatingReportsItsWorkAndStopsWhenInterrupted() {
        java.util.List<Long> reports = new java.util.ArrayList<>();
        Heating.heat(g("*10"), g("1"), Budget.DEFAULT, (stage, done, total) -> {
            assertThat(stage).isEqualTo("*10 heated by 1");
            assertThat(total).isEqualTo(Budget.DEFAULT.forms().work());
            reports.add(done);
        });
        assertThat(reports).isNotEmpty().isSorted();
        assertThat(reports.get(reports.size() - 1)).isLessThanOrEqualTo(Budget.DEFAULT.forms().work());
        try {
            assertThatThrownBy(() -> Heating.heat(g("*300"), g("1"), Budget.DEFAULT,
                    (stage, done, total) -> Thread.currentThread().interrupt()))
                    .isInstanceOf(java.util.concurrent.CancellationException.class);
        } finally {
            Thread.interrupted(); // the test's own interruption ends here
        }
    }
}
