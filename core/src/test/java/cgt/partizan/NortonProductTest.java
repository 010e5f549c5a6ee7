package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.notation.GameParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Norton products, against CGSuite's published values and the laws of Norton multiplication by U &gt; 0. */
class NortonProductTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    @ParameterizedTest(name = "{0}.{1} = {2}")
    @CsvSource(delimiter = ';', value = {
        // CGSuite's GameTest.
        "0; ^; 0", "6; ^; ^6", "-4; ^; v4", "1/2; ^; {^^*|v*}", "^; ^; {^^*||0|v4}", "Tiny(2); ^; {^^*||0|v6}",
        // Winning Ways: n.↑ for integers n is n ups; G.1 = G; * . U = ±(U + the incentive).
        "3; ^; ^3", "{2|1}; 1; {2|1}", "*; ^; +-(^^*)",
    })
    void publishedProducts(String game, String unit, String product) {
        assertThat(g(game).nortonProduct(g(unit))).isSameAs(g(product));
    }

    /**
     * For U &gt; 0, Norton multiplication by U is a homomorphism of ordered groups (Norton; Winning Ways ch. 8,
     * Siegel's CGT): (G + H).U = G.U + H.U, (-G).U = -(G.U), and G &lt;= H exactly when G.U &lt;= H.U. U is taken in
     * canonical form (the product depends on U's form).
     */
    @ParameterizedTest(name = "Norton multiplication by {0} is linear and keeps order")
    @ValueSource(strings = {"^", "1", "1*", "{2|1}", "1/2^*", "^^", "{1|*}", "{1|0}+1", "^<2>"})
    void linearAndOrderPreserving(String unit) {
        CanonicalGame u = g(unit);
        RandomGames random = new RandomGames(unit.hashCode());
        for (int i = 0; i < 120; i++) {
            CanonicalGame x = random.game(random.nextInt(2));
            CanonicalGame y = random.game(random.nextInt(2));
            CanonicalGame xu = x.nortonProduct(u);
            CanonicalGame yu = y.nortonProduct(u);
            assertThat(x.plus(y).nortonProduct(u)).as("(%s + %s).%s", x, y, unit).isSameAs(xu.plus(yu));
            assertThat(x.negate().nortonProduct(u)).isSameAs(xu.negate());
            assertThat(xu.leq(yu)).as("%s <= %s against their products by %s", x, y, unit).isEqualTo(x.leq(y));
        }
    }

    @Test
    void multiplyingByOneChangesNothing() {
        RandomGames random = new RandomGames(3);
        for (int i = 0; i < 1000; i++) {
            CanonicalGame x = random.game(random.nextInt(3));
            assertThat(x.nortonProduct(CanonicalGame.integer(1))).isSameAs(x);
        }
    }

    @Test
    void integersAreCopies() {
        CanonicalGame u = g("{2|1*}");
        CanonicalGame sum = CanonicalGame.zero();
        for (int n = 0; n <= 9; n++) {
            assertThat(CanonicalGame.integer(n).nortonProduct(u)).isSameAs(sum);
            assertThat(CanonicalGame.integer(-n).nortonProduct(u)).isSameAs(sum.negate());
            sum = sum.plus(u);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "*", "v", "{1|-1}", "-1/2"})
    void theUnitMustBePositive(String unit) {
        assertThatThrownBy(() -> g("1/2").nortonProduct(g(unit)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("cannot take the Norton product by " + g(unit) + ": the unit must be positive (greater than 0)");
    }
}
