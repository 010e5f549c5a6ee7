package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AtomicWeightTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest(name = "AW({0}) = {1}")
    @CsvSource(delimiter = ';', value = {
        "0; 0", "*; 0", "*5; 0", "^; 1", "v; -1", "^*; 1", "^^*; 2", "v3*2; -3",
        "{0|^*}; 2", "{0,*|0}; 1", "^<2>; 0", "{^|v}; 0", "{0|v}; 0",
    })
    void atomicWeights(String game, String weight) {
        assertThat(AtomicWeight.of(g(game))).contains(g(weight));
    }

    @Test
    void onlyAllSmallGamesHaveOne() {
        assertThat(AtomicWeight.of(g("1"))).isEmpty();
        assertThat(AtomicWeight.of(g("1*"))).isEmpty();
        assertThat(AtomicWeight.of(g("Tiny(1)"))).isEmpty();
        assertThat(AtomicWeight.of(g("{1|0}"))).isEmpty();
        assertThat(AtomicWeight.isAllSmall(g("{0,*|^*}"))).isTrue();
    }

    @Test
    void atomicWeightIsAdditiveAndTheTwoAheadRuleHolds() {
        RandomGames random = new RandomGames(17);
        for (int i = 0; i < 150; i++) {
            CanonicalGame a = random.allSmall(1 + random.nextInt(2));
            CanonicalGame b = random.allSmall(1 + random.nextInt(2));
            CanonicalGame wa = AtomicWeight.of(a).orElseThrow();
            CanonicalGame wb = AtomicWeight.of(b).orElseThrow();
            assertThat(AtomicWeight.of(a.negate())).contains(wa.negate());
            if (wa.isNumber() && wb.isNumber()) {
                assertThat(AtomicWeight.of(a.plus(b))).as("AW(%s + %s)", a, b).contains(wa.plus(wb));
            }
            if (wa.isNumber() && wa.numberValue().compareTo(Dyadic.TWO) >= 0) {
                assertThat(a.greaterThan(CanonicalGame.zero())).as("two-ahead rule for %s", a).isTrue();
            }
            if (wa.isNumber() && wa.numberValue().compareTo(Dyadic.ONE) >= 0) {
                assertThat(a.leq(CanonicalGame.zero())).as("%s has weight >= 1", a).isFalse();
            }
        }
    }
}
