package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.outcome.Outcome;
import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;

/** The exercise list of the classic text (Winning Ways ch. 2; Siegel ch. II), identity by identity. */
class ClassicIdentitiesTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    private static void assertRelation(String a, String relation, String b) {
        assertThat(g(a).compare(g(b)).symbol()).as(a + " " + relation + " " + b).isEqualTo(relation);
    }

    @Test
    void numbers() {
        assertThat(g("1 + 1")).isSameAs(g("2")).isSameAs(CanonicalGame.integer(2));
        assertThat(g("1/2 + 1/2")).isSameAs(g("1"));
        assertThat(g("{0|1}")).isSameAs(g("1/2"));
        assertThat(g("{0|}")).isSameAs(g("1"));
        assertThat(g("{|}")).isSameAs(CanonicalGame.zero());
        assertThat(g("{1/2|1}")).isSameAs(g("3/4"));
    }

    @Test
    void upIsZeroStarAndPositive() {
        assertThat(g("^")).isSameAs(g("{0|*}")).isSameAs(g("{0,*|*}"));
        assertRelation("^", ">", "0");
        assertThat(g("^").geq(CanonicalGame.zero())).isTrue();
        assertThat(g("{0,*|*}").toString()).isEqualTo("^");
    }

    @Test
    void upStar() {
        assertThat(g("^*")).isSameAs(g("{0,*|0}")).isSameAs(g("^").plus(g("*")));
        assertRelation("^*", "||", "0");
    }

    @Test
    void starTwoIsConfusedWithZero() {
        assertThat(g("*2")).isSameAs(g("{0,*|0,*}"));
        assertRelation("*2", "||", "0");
        assertThat(g("*2").outcome()).isEqualTo(Outcome.N);
    }

    @Test
    void oneStar() {
        assertThat(g("1*")).isSameAs(g("{1|1}")).isSameAs(g("1").plus(g("*")));
    }

    @Test
    void downStar() {
        assertThat(g("v*")).isSameAs(g("{0|0,*}"));
        assertRelation("v*", "||", "0");
    }

    @Test
    void theSwitchOneZero() {
        assertRelation("{1|0}", ">", "*");
        assertRelation("{1|0}", ">", "^*");
        assertRelation("{1|0}", ">", "*2");
        assertRelation("{1|0}", ">", "v");
        assertRelation("{1|0}", ">", "v*");
        assertRelation("{1|0}", ">", "+-1");
        assertRelation("{1|0}", "||", "0");
        assertRelation("{1|0}", "||", "^");
    }

    @Test
    void oneOverStar() {
        assertRelation("{1|*}", ">", "0");
        assertRelation("{1|*}", ">", "^");
        assertRelation("{1|*}", "||", "^*");
    }

    @Test
    void oneOverZeroStar() {
        assertRelation("{1|0,*}", ">", "v");
        assertRelation("{1|0,*}", "||", "^");
    }

    @Test
    void simplifications() {
        // {0,*|*}: the Left option * reverses through 0 <= G, and has no Left options of its own.
        assertThat(g("{0,*|*}")).isSameAs(g("^"));
        // {^|^}: ^ reverses through * <= G, leaving {0|^} = ^^*.
        assertThat(g("{^|^}")).isSameAs(g("^^*")).isSameAs(g("{0|^}"));
        assertThat(g("{^|^}").toString()).isEqualTo("^^*");
        // Dominated options go: {0,-1|1,2} = {0|1} = 1/2.
        assertThat(g("{0,-1|1,2}")).isSameAs(g("1/2"));
        // {*|*} = 0 and {-1|*} = 0 by reversal.
        assertThat(g("{*|*}")).isSameAs(CanonicalGame.zero());
        assertThat(g("{-1|*}")).isSameAs(CanonicalGame.zero());
    }

    @Test
    void upMultiplesAndNimbers() {
        assertThat(g("^ + ^")).isSameAs(g("^^")).isSameAs(g("{0|^*}"));
        assertThat(g("^^*")).isSameAs(g("{0|^}"));
        assertThat(g("^ + *2")).isSameAs(g("{0|*3}"));
        assertThat(g("*3 + *5")).isSameAs(g("*6"));
        assertThat(g("{0,*,*2|0,*,*2}")).isSameAs(g("*3"));
        assertThat(g("{0,*2|0,*2}")).isSameAs(g("*"));
        assertRelation("^", "<", "1/1024");
        assertRelation("^*2", ">", "0");
        assertRelation("^^*", ">", "0");
    }

    @Test
    void outcomes() {
        assertThat(g("1/2").outcome()).isEqualTo(Outcome.L);
        assertThat(g("-3").outcome()).isEqualTo(Outcome.R);
        assertThat(g("0").outcome()).isEqualTo(Outcome.P);
        assertThat(g("*").outcome()).isEqualTo(Outcome.N);
        assertThat(g("{1|0}").outcome()).isEqualTo(Outcome.N);
        assertThat(g("{1|*}").outcome()).isEqualTo(Outcome.L);
        assertThat(g("{*|-1}").outcome()).isEqualTo(Outcome.R);
        assertThat(g("{0|-1}").outcome()).isEqualTo(Outcome.N);
        assertThat(g("{0||0|-1}").outcome()).isEqualTo(Outcome.L);
    }

    @Test
    void stopsAndBirthdays() {
        assertThat(g("{3|1}").leftStop()).isEqualTo(Dyadic.of(3));
        assertThat(g("{3|1}").rightStop()).isEqualTo(Dyadic.of(1));
        assertThat(g("{4||2|0}").rightStop()).isEqualTo(Dyadic.of(2));
        assertThat(g("^").leftStop()).isEqualTo(Dyadic.ZERO);
        assertThat(g("0").birthday().intValue()).isZero();
        assertThat(g("*").birthday().intValue()).isEqualTo(1);
        assertThat(g("^").birthday().intValue()).isEqualTo(2);
        assertThat(g("3/4").birthday().intValue()).isEqualTo(3);
        assertThat(g("5/4").birthday().intValue()).isEqualTo(4);
        assertThat(g("-7").birthday().intValue()).isEqualTo(7);
        assertThat(g("^^^").birthday().intValue()).isEqualTo(4);
        assertThat(g("^*2").birthday().intValue()).isEqualTo(4);
        assertThat(g("{1|0}").birthday().intValue()).isEqualTo(2);
        assertThat(g("123456789012345678901234567890").birthday().toString()).isEqualTo("123456789012345678901234567890");
    }

    @Test
    void negationAndSums() {
        assertThat(g("{1|*}").negate()).isSameAs(g("{*|-1}"));
        assertThat(g("{1|0}").plus(g("{1|0}"))).isSameAs(g("1"));
        assertThat(g("+-1 + +-1")).isSameAs(CanonicalGame.zero());
        assertThat(g("{2|1} + 5")).isSameAs(g("{7|6}"));
        assertThat(g("^ - ^")).isSameAs(CanonicalGame.zero());
        assertThat(CanonicalGame.sum(g("{1|0}"), g("^"), g("{0|-1}"), g("1/2"), g("v"))).isSameAs(g("1/2"));
    }
}
