package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.born.BornByDay;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each game's comparisons with 0, *, ↑ and ↓, worked out when the game is made from its options' own bits
 * (the cheap test comparisons of infinitesimals try before the memo), against the recursive definition of
 * &lt;= on the game written out as a tree (NaiveGames): every game born by day 2, number-up-stars over a range
 * of their three parts (whose bits come from a rule, not from options), and seeded random games, all-small
 * ones included; and the comparisons the bits decide, against the same definition.
 */
class SignsTest {

    /** The references, in the order of their bits: 0, *, ↑, ↓. */
    private static final List<CanonicalGame> REFERENCES = List.of(CanonicalGame.zero(), CanonicalGame.star(),
            CanonicalGame.up(), CanonicalGame.up().negate());

    private static void assertSignsByDefinition(NaiveGames naive, CanonicalGame g) {
        int expected = 0;
        for (int i = 0; i < REFERENCES.size(); i++) {
            CanonicalGame reference = REFERENCES.get(i);
            expected |= (naive.leq(reference, g) ? CanonicalGame.AT_LEAST_ZERO << (2 * i) : 0)
                    | (naive.leq(g, reference) ? CanonicalGame.AT_MOST_ZERO << (2 * i) : 0);
        }
        assertThat(g.signs()).as("signs of %s", g).isEqualTo(expected);
    }

    @Test
    void everyGameBornByDayTwo() {
        NaiveGames naive = new NaiveGames();
        List<CanonicalGame> games = BornByDay.games(2);
        assertThat(games).hasSize(22);
        for (CanonicalGame g : games) {
            assertSignsByDefinition(naive, g);
        }
        // Among them the references themselves, each equal to itself and to nothing else.
        for (int i = 0; i < REFERENCES.size(); i++) {
            int own = (CanonicalGame.AT_LEAST_ZERO | CanonicalGame.AT_MOST_ZERO) << (2 * i);
            assertThat(REFERENCES.get(i).signs() & own).isEqualTo(own);
        }
    }

    @Test
    void numberUpStars() {
        NaiveGames naive = new NaiveGames();
        List<Dyadic> numbers = List.of(Dyadic.of(-1), Dyadic.of(-1, 1), Dyadic.ZERO, Dyadic.of(1, 2), Dyadic.of(2));
        int checked = 0;
        for (Dyadic x : numbers) {
            for (int ups = -3; ups <= 3; ups++) {
                for (int nim = 0; nim <= 3; nim++) {
                    assertSignsByDefinition(naive, CanonicalGame.numberUpStar(x, ups, nim));
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(140);
        // As the definition says: ↑* is fuzzy with 0 and above * (↑* - * = ↑), ↑*2 above both (↑*3 > 0).
        assertThat(CanonicalGame.numberUpStar(Dyadic.ZERO, 1, 1).signs() & 15).isEqualTo(CanonicalGame.AT_LEAST_STAR);
        assertThat(CanonicalGame.numberUpStar(Dyadic.ZERO, 1, 2).signs() & 15)
                .isEqualTo(CanonicalGame.AT_LEAST_ZERO | CanonicalGame.AT_LEAST_STAR);
        // ↑ is above 0 and ↓, equal to itself, and fuzzy with * (↑ - * = ↑*).
        assertThat(CanonicalGame.up().signs()).isEqualTo(CanonicalGame.AT_LEAST_ZERO | CanonicalGame.AT_LEAST_UP
                | CanonicalGame.AT_MOST_UP | CanonicalGame.AT_LEAST_DOWN);
    }

    @Test
    void randomGamesAndSumsOfThem() {
        NaiveGames naive = new NaiveGames();
        RandomGames random = new RandomGames(24);
        List<CanonicalGame> games = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            games.add(random.game(1));
            games.add(random.allSmall(2));
            games.add(random.allSmall(2).plus(random.allSmall(2)));
        }
        for (CanonicalGame g : games) {
            assertSignsByDefinition(naive, g);
        }
    }

    @Test
    void comparisonsTheSignsDecideAgreeWithTheDefinition() {
        NaiveGames naive = new NaiveGames();
        RandomGames random = new RandomGames(2024);
        int decided = 0;
        for (int i = 0; i < 400; i++) {
            CanonicalGame g = random.allSmall(2);
            CanonicalGame h = random.allSmall(2);
            int bySigns = CanonicalGame.leqBySigns(g.signs(), h.signs());
            if (bySigns >= 0) {
                decided++;
                assertThat(bySigns == 1).as("%s <= %s", g, h).isEqualTo(naive.leq(g, h));
            }
            assertThat(g.compare(h)).isEqualTo(Relation.of(naive.leq(g, h), naive.leq(h, g)));
        }
        assertThat(decided).isGreaterThan(100);
    }
}
