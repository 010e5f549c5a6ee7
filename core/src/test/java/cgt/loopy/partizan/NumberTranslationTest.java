package cgt.loopy.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.Relation;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A number added to a stopper by translating its simplest form ({@link LoopyGame#plus(CanonicalGame)}), which keeps
 * the stopper's size where the graph of the sum has a position per follower of the number: checked against the
 * published forms (Siegel VI and CGSuite's CanonicalStopperTestCase: on + x = on, {pass | 3/2} is 3/2under,
 * {-1/4* | pass} is -1/4v[on]) and, on random stoppers and numbers, against the sum built as a graph of pairs.
 */
class NumberTranslationTest {

    private static CanonicalGame number(long numerator, int exponent) {
        return CanonicalGame.number(Dyadic.of(numerator, exponent));
    }

    @Test
    void onAndOffAbsorbEveryNumber() {
        for (long n : new long[] {1, 3000, -3000, 1_000_000_000_000L}) {
            LoopyGame onPlus = LoopyGame.on().plus(CanonicalGame.integer(n));
            assertThat(onPlus.toString()).isEqualTo("on");
            assertThat(onPlus.compare(LoopyGame.on())).isEqualTo(Relation.EQUAL);
            assertThat(LoopyGame.off().plus(CanonicalGame.integer(n)).toString()).isEqualTo("off");
        }
        // the graph of on + 3000 would have 3001 positions, one per follower of 3000
        assertThat(LoopyGame.on().plus(CanonicalGame.integer(3000)).graph().size()).isEqualTo(1);
    }

    @Test
    void publishedFormsOfTranslatedStoppers() {
        assertThat(LoopyGame.under().plus(number(3, 1)).toString()).isEqualTo("3/2under");
        assertThat(LoopyGame.upon().negate().plus(number(-1, 2)).toString()).isEqualTo("-1/4v[on]");
        assertThat(LoopyGame.over().plus(CanonicalGame.integer(5)).toString()).isEqualTo("5over");
        LoopyGame sided = LoopyGame.sided(LoopyGame.of(CanonicalGame.integer(1)), LoopyGame.of(CanonicalGame.zero()));
        assertThat(sided.plus(CanonicalGame.integer(2)).toString()).isEqualTo("3 & 2");
    }

    /** Translation agrees with the sum as a graph of pairs, on random stoppers and numbers, and keeps the print. */
    @Test
    void translationIsTheSumOnRandomStoppers() {
        Random random = new Random(2528);
        int stoppers = 0;
        for (int i = 0; i < 600 && stoppers < 150; i++) {
            LoopyGame g = LoopyLawsTest.randomGraph(random);
            if (!g.isStopper()) {
                continue;
            }
            stoppers++;
            CanonicalGame x = number(random.nextInt(17) - 8, random.nextInt(3));
            LoopyGame translated = g.plus(x);
            LoopyGame asGraph = g.plus(LoopyGame.of(x));
            assertThat(translated.isStopper()).isTrue();
            assertThat(translated.compare(asGraph)).as("%s + %s", g, x).isEqualTo(Relation.EQUAL);
            assertThat(translated.toString()).as("%s + %s", g, x).isEqualTo(asGraph.toString());
            assertThat(translated.plus(x.negate()).compare(g)).as("%s", g).isEqualTo(Relation.EQUAL);
        }
        assertThat(stoppers).isGreaterThan(100);
    }
}
