package cgt.loopy.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cgt.loopy.LoopyOutcomeClass;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * Published values of loopy games: CGSuite's test cases with expected outputs
 * (lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala and SidedValueTestCase.scala: printed
 * form, OutcomeClass, LeftStop, RightStop) and Winning Ways' loopy chapter (on, off, over, upon, dud), each built
 * here as a graph by hand.
 */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class PublishedValuesTest {

    private static LoopyGame number(long numerator, int exponent) {
        return LoopyGame.of(CanonicalGame.number(Dyadic.of(numerator, exponent)));
    }

    /** IsNumberish, IsIdempotent, IsPlumtree as CGSuite's CanonicalStopperTestCase gives them. */
    private static void predicates(LoopyGame g, boolean numberish, boolean idempotent, boolean plumtree) {
        assertEquals(numberish, g.isNumberish(), g::toString);
        assertEquals(idempotent, g.isIdempotent(), g::toString);
        assertEquals(plumtree, g.isPlumtree(), g::toString);
    }

    @Test
    void predicatesOfCgsuitesStoppers() {
        predicates(LoopyGame.on(), false, true, true);
        predicates(LoopyGame.off(), false, true, true);
        predicates(LoopyGame.over(), true, true, true);
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        b.leftEdge(a, a).rightEdge(a, number(3, 1));
        predicates(b.build(a), true, false, true); // 3/2under
        predicates(tiny(LoopyGame.off()).negate(), true, true, true); // Miny(on)
        predicates(tiny(LoopyGame.under()), true, true, true); // Tiny(over)
        // +-over and +-(5over) double to games with infinite alternating play, answered through the sides
        assertFalse(plusMinus(CanonicalGame.zero()).isIdempotent());
        assertFalse(plusMinus(CanonicalGame.integer(5)).isIdempotent());
        assertTrue(plusMinus(CanonicalGame.zero()).isNumberish());
        assertFalse(plusMinus(CanonicalGame.integer(5)).isNumberish());
        assertTrue(labelled().isNumberish()); // a{0||||0|||a|*||*}: its double has infinite alternating play too
        assertFalse(labelled().isPlumtree());
    }

    /** Degree and variety as CGSuite's CanonicalStopperTestCase gives them. */
    private static void degreeAndVariety(LoopyGame g, String degree, String variety) {
        assertEquals(degree, g.degree().toString(), g::toString);
        assertEquals(variety, g.variety().toString(), g::toString);
        // the degree is G upsum -G, an idempotent here, and absorbs the variety's difference: G + D = G upsum D
        assertTrue(g.degree().isIdempotent(), g::toString);
    }

    @Test
    void degreesAndVarieties() {
        degreeAndVariety(LoopyGame.on(), "on", "on");
        degreeAndVariety(LoopyGame.off(), "on", "off");
        degreeAndVariety(LoopyGame.over(), "over", "over");
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        b.leftEdge(a, a).rightEdge(a, number(3, 1));
        degreeAndVariety(b.build(a), "over", "under"); // 3/2under
        LoopyGame.Builder c = LoopyGame.builder();
        int m = c.node();
        c.leftEdge(m, LoopyGame.of(CanonicalGame.number(Dyadic.of(-1, 2)).plus(CanonicalGame.star()))).rightEdge(m, m);
        degreeAndVariety(c.build(m), "^<on>", "^<on>"); // -1/4v[on]
        degreeAndVariety(tiny(LoopyGame.off()).negate(), "Tiny(on)", "Miny(on)");
        degreeAndVariety(tiny(LoopyGame.under()), "Tiny(over)", "Tiny(over)");
        degreeAndVariety(plusMinus(CanonicalGame.zero()), "over", "+-over");
        assertEquals("over", plusMinus(CanonicalGame.integer(5)).degree().toString());
        assertEquals("0", LoopyGame.of(CanonicalGame.up()).degree().toString());
        // {0|Tiny(on)}: its degree is not idempotent, so it has no variety
        LoopyGame.Builder d = LoopyGame.builder();
        int top = d.node();
        d.leftEdge(top, CanonicalGame.zero()).rightEdge(top, tiny(LoopyGame.off()));
        LoopyGame g = d.build(top);
        assertEquals("{0||||0|||Miny(on)|0||off}", g.degree().toString());
        assertFalse(g.degree().isIdempotent());
        org.junit.jupiter.api.Assertions.assertThrows(cgt.input.BadInputException.class, g::variety);
    }

    private static void check(LoopyGame g, String printed, String outcome, String leftStop, String rightStop) {
        assertEquals(printed, g.toString());
        assertEquals(outcome, g.outcome().toString(), printed);
        assertTrue(g.isStopper(), printed);
        assertEquals(leftStop, g.leftStop().toString(), printed);
        assertEquals(rightStop, g.rightStop().toString(), printed);
    }

    @Test
    void pseudonumbers() {
        check(LoopyGame.on(), "on", "L", "on", "on");
        check(LoopyGame.off(), "off", "R", "off", "off");
        check(LoopyGame.over(), "over", "L", "over", "over");
        // {pass|3/2} = 3/2under
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        b.leftEdge(a, a).rightEdge(a, number(3, 1));
        check(b.build(a), "3/2under", "L", "3/2under", "3/2under");
    }

    @Test
    void uponFamily() {
        // {-1/4+* | pass} = -1/4v[on]
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        b.leftEdge(a, LoopyGame.of(CanonicalGame.number(Dyadic.of(-1, 2)).plus(CanonicalGame.star())))
                .rightEdge(a, a);
        check(b.build(a), "-1/4v[on]", "R", "-1/4", "-1/4");
        assertEquals("^[on]", LoopyGame.upon().toString());
        // uponth := {0||0|0,pass}; {0|uponth||-uponth} = {0|^<on>||v<on>}
        LoopyGame uponth = LoopyGame.uponth();
        assertEquals("^<on>", uponth.toString());
        LoopyGame.Builder d = LoopyGame.builder();
        int top = d.node();
        int left = d.node();
        d.leftEdge(left, LoopyGame.of(CanonicalGame.zero())).rightEdge(left, uponth);
        d.leftEdge(top, left).rightEdge(top, uponth.negate());
        check(d.build(top), "{0|^<on>||v<on>}", "N", "0", "0");
    }

    @Test
    void tinies() {
        // {0|||0||0|off} = {0|Tiny(on)}
        LoopyGame tinyOn = tiny(LoopyGame.off());
        assertEquals("Tiny(on)", tinyOn.toString());
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        b.leftEdge(a, LoopyGame.of(CanonicalGame.zero())).rightEdge(a, tinyOn);
        check(b.build(a), "{0|Tiny(on)}", "L", "0", "0");
        // {on|0||0} = Miny(on)
        check(tiny(LoopyGame.off()).negate(), "Miny(on)", "R", "0", "0");
        // {0||0|under} = Tiny(over)
        check(tiny(LoopyGame.under()), "Tiny(over)", "L", "0", "0");
    }

    private static LoopyGame tiny(LoopyGame bottom) {
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        int inner = b.node();
        b.leftEdge(a, LoopyGame.of(CanonicalGame.zero())).rightEdge(a, inner);
        b.leftEdge(inner, LoopyGame.of(CanonicalGame.zero())).rightEdge(inner, bottom);
        return b.build(a);
    }

    @Test
    void switches() {
        // +-{0|pass} = +-over, +-{5|pass} = +-(5over)
        check(plusMinus(CanonicalGame.zero()), "+-over", "N", "over", "under");
        check(plusMinus(CanonicalGame.integer(5)), "+-(5over)", "N", "5over", "-5under");
    }

    private static LoopyGame plusMinus(CanonicalGame x) {
        LoopyGame.Builder b = LoopyGame.builder();
        int over = b.node();
        b.leftEdge(over, x).rightEdge(over, over);
        LoopyGame xOver = b.build(over);
        LoopyGame.Builder s = LoopyGame.builder();
        int top = s.node();
        s.leftEdge(top, xOver).rightEdge(top, xOver.negate());
        return s.build(top);
    }

    @Test
    void labelledStopper() {
        // a{0||||0|||a|*||*} prints as itself, outcome L, stops 0 and 0
        check(labelled(), "a{0||||0|||a|*||*}", "L", "0", "0");
    }

    private static LoopyGame labelled() {
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        int n1 = b.node();
        int n2 = b.node();
        int n3 = b.node();
        b.leftEdge(a, LoopyGame.of(CanonicalGame.zero())).rightEdge(a, n1);
        b.leftEdge(n1, LoopyGame.of(CanonicalGame.zero())).rightEdge(n1, n2);
        b.leftEdge(n2, n3).rightEdge(n2, LoopyGame.of(CanonicalGame.star()));
        b.leftEdge(n3, a).rightEdge(n3, LoopyGame.of(CanonicalGame.star()));
        return b.build(a);
    }

    @Test
    void sidedValuesAndDraws() {
        // SidedValueTestCase: dud is D; a{{|a}|} = 1 & 0 is PHat; {0|{dud|},*} = ^ & v* is NHat
        assertEquals(LoopyOutcomeClass.D, LoopyGame.dud().outcome());
        assertFalse(LoopyGame.dud().isStopper());
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        int inner = b.node();
        b.leftEdge(a, inner).rightEdge(inner, a);
        assertEquals(LoopyOutcomeClass.P_HAT, b.build(a).outcome());
        LoopyGame oneAndZero = LoopyGame.sided(number(1, 0), number(0, 0));
        assertEquals("1 & 0", oneAndZero.toString());
        assertEquals(LoopyOutcomeClass.P_HAT, oneAndZero.outcome());
        LoopyGame.Builder c = LoopyGame.builder();
        int g = c.node();
        int onDud = c.node();
        c.leftEdge(onDud, LoopyGame.dud());
        c.leftEdge(g, CanonicalGame.zero()).rightEdge(g, onDud).rightEdge(g, CanonicalGame.star());
        assertEquals(LoopyOutcomeClass.N_HAT, c.build(g).outcome());
        LoopyGame upAndDownStar = LoopyGame.sided(LoopyGame.of(CanonicalGame.up()),
                LoopyGame.of(CanonicalGame.up().negate().plus(CanonicalGame.star())));
        assertEquals("^ & v*", upAndDownStar.toString());
        assertEquals(LoopyOutcomeClass.N_HAT, upAndDownStar.outcome());
        assertEquals(LoopyOutcomeClass.D, LoopyGame.sided(LoopyGame.on(), LoopyGame.off()).outcome());
    }

    @Test
    void bachsCarousel() {
        // a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}: outcome N (CGSuite's SidedValueTestCase)
        LoopyGame.Builder b = LoopyGame.builder();
        int a = b.node();
        int x = b.node();
        int y = b.node();
        int z = b.node();
        LoopyGame one = number(1, 0);
        LoopyGame oneStar = LoopyGame.of(CanonicalGame.integer(1).plus(CanonicalGame.star()));
        b.leftEdge(a, LoopyGame.of(CanonicalGame.zero())).leftEdge(a, x).rightEdge(a, LoopyGame.of(CanonicalGame.zero()));
        b.leftEdge(x, one).rightEdge(x, one).rightEdge(x, y);
        b.leftEdge(y, LoopyGame.of(CanonicalGame.star())).leftEdge(y, z).rightEdge(y, LoopyGame.of(CanonicalGame.star()));
        b.leftEdge(z, oneStar).rightEdge(z, oneStar).rightEdge(z, a);
        LoopyGame carousel = b.build(a);
        assertEquals(LoopyOutcomeClass.N, carousel.outcome());
        assertFalse(carousel.isStopper());
    }

    @Test
    void sumsTooBigAreRefusedWithTheirSize() {
        LoopyGame big = LoopyGame.of(CanonicalGame.integer(1500)); // 1501 positions: its square is too many
        cgt.input.BadInputException e = org.junit.jupiter.api.Assertions.assertThrows(
                cgt.input.BadInputException.class, () -> big.plus(big));
        assertEquals("the sum has 2253001 positions, more than the " + Graph.MAX_NODES
                + " loopy sums are limited to: add fewer or smaller games", e.getMessage());
    }

    @Test
    void onPlusOffIsDud() {
        LoopyGame sum = LoopyGame.on().plus(LoopyGame.off());
        assertFalse(sum.isStopper());
        assertEquals(LoopyOutcomeClass.D, sum.outcome());
        assertEquals("dud", LoopyGame.dud().toString());
    }
}
