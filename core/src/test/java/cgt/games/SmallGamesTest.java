package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.games.OneFromEach.Heaps;
import cgt.games.StaircaseNim.Stairs;
import cgt.impartial.GrundySolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Staircase Nim and one-from-each: their closed forms against a search of their rules. */
class SmallGamesTest {

    @Test
    void staircaseValueIsTheNimSumOfTheEvenStairs() {
        StaircaseNim staircase = new StaircaseNim();
        GrundySolver<Stairs> solver = new GrundySolver<>(staircase, 2_000_000);
        Random random = new Random(3);
        for (int trial = 0; trial < 200; trial++) {
            List<Long> coins = new ArrayList<>();
            int stairs = 1 + random.nextInt(5);
            for (int i = 0; i < stairs; i++) {
                coins.add((long) random.nextInt(4));
            }
            Stairs s = new Stairs(coins);
            assertThat(staircase.grundy(s)).as("%s", coins).isEqualTo(solver.grundy(s));
            for (long target = 0; target < 4; target++) {
                final long t = target;
                List<List<Stairs>> bySearch = staircase.options(s).stream()
                        .filter(o -> solver.grundy(o.get(0)) == t).toList();
                assertThat(staircase.optionsWithValue(s, t)).as("%s to value %d", coins, t)
                        .containsExactlyInAnyOrderElementsOf(bySearch.stream().distinct().toList());
            }
        }
    }

    @Test
    void oneFromEachIsAPPositionExactlyWhenEveryHeapIsEven() {
        OneFromEach game = new OneFromEach();
        ClosedForm<Heaps> rule = game.closedForm().orElseThrow();
        for (int code = 0; code < 6 * 6 * 6 * 6; code++) {
            Heaps h = new Heaps(List.of((long) code % 6, (long) code / 6 % 6, (long) code / 36 % 6,
                    (long) code / 216));
            assertThat(game.grundy(h) == 0).as("%s", h).isEqualTo(rule.isP(h));
            for (Heaps m : rule.movesToP(h)) {
                assertThat(game.grundy(m)).isZero();
            }
            long wins = game.options(h).stream().filter(o -> game.grundy(o.get(0)) == 0).count();
            assertThat(wins).isEqualTo(rule.movesToP(h).size());
        }
    }
}
