package cgt.misere;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.outcome.Outcome;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Misère canonical forms against Conway's textbook facts and against an independent brute force on raw game trees:
 * every game born by day 3 and random games born by day 4, added to each other, must have the misère outcome a plain
 * search of the raw sum gives.
 */
class MisereGameTest {

    static final MisereGame Z = MisereGame.ZERO;
    static final MisereGame S = MisereGame.STAR;
    static final MisereGame S2 = MisereGame.nimber(2);
    static final MisereGame S3 = MisereGame.nimber(3);

    static MisereGame of(MisereGame... options) {
        return MisereGame.of(List.of(options));
    }

    @Test
    void theZeroRuleAndItsException() {
        assertThat(of(S)).isSameAs(Z); // {*} = 0
        assertThat(of(S, S2)).isSameAs(Z); // {*,*2} = 0
        assertThat(of(S2)).isNotSameAs(Z).isNotSameAs(S); // {*2}: both forms are N-positions, unlike 0's sum
        assertThat(of(S2).toString()).isEqualTo("2#");
        assertThat(of(S2).outcome()).isEqualTo(Outcome.P);
    }

    @Test
    void theMexRuleBypassesReversibleMoves() {
        assertThat(of(Z, S2)).isSameAs(S);
        assertThat(of(Z, S, S3)).isSameAs(S2);
        assertThat(of(Z, S, S2)).isSameAs(S3);
        assertThat(S3.isNimber()).isTrue();
        assertThat(S3.nimberValue()).isEqualTo(3);
    }

    @Test
    void printsNimHeapsAndCompoundForms() {
        assertThat(Z.toString()).isEqualTo("0");
        assertThat(S.toString()).isEqualTo("*");
        assertThat(S2.toString()).isEqualTo("*2");
        assertThat(S2.plus(S2).toString()).isEqualTo("{3,2}");
        assertThat(of(of(S2), Z).toString()).isEqualTo("{2#,0}");
        assertThat(of(of(S2)).toString()).isEqualTo("2##");
    }

    @Test
    void birthdaysOutcomesAndValues() {
        assertThat(Z.birthday()).isZero();
        assertThat(S3.birthday()).isEqualTo(3);
        assertThat(Z.outcome()).isEqualTo(Outcome.N); // who cannot move wins
        assertThat(S.outcome()).isEqualTo(Outcome.P);
        assertThat(S2.plus(S2).outcome()).isEqualTo(Outcome.P);
        assertThat(S.plus(S)).isSameAs(Z);
        assertThat(S.plus(S2)).isSameAs(S3); // * + *n = *(n xor 1) in misère play too
        assertThat(Z.misereValue()).isEqualTo(1);
        assertThat(S.misereValue()).isZero();
    }

    @Test
    void genusOfNimHeapsAndTheirCompactForm() {
        assertThat(Z.genus().toString()).isEqualTo("0");
        assertThat(Z.genus().superscript()).containsExactly(1, 2, 0);
        assertThat(S.genus().superscript()).containsExactly(0, 3, 1);
        assertThat(S2.genus().superscript()).containsExactly(2, 0);
        assertThat(S2.genus().toString()).isEqualTo("2");
        MisereGame twoTwo = S2.plus(S2);
        assertThat(twoTwo.genus().toString()).isEqualTo("0^02");
        assertThat(new Genus(1, new int[] {4, 3, 1}, false).toString()).isEqualTo("1^431");
        assertThat(new Genus(3, new int[] {10, 2, 0}, false).toString()).isEqualTo("3^(10,2,0)");
        assertThat(new Genus(1, new int[] {4, 3, 1}, false).at(7)).isEqualTo(3);
        assertThat(new Genus(1, new int[] {4, 3, 1}, false).at(8)).isEqualTo(1);
    }

    @Test
    void classification() {
        assertThat(Z.classification()).isEqualTo(Classification.TAME);
        assertThat(S2.plus(S2).classification()).isEqualTo(Classification.TAME); // 0^0: a misère Nim position
        MisereGame twoSharp = of(S2); // 2#: g = 0 and g0 = 0, its option a nim-heap
        assertThat(twoSharp.classification()).isEqualTo(Classification.TAME);
        // Kayles' heap of 5 = {*, *2, *3, *2+*2}: tame options, genus 4^146 (g0 = 1 < 2 <= g): restless.
        MisereGame five = of(S, S2, S3, S2.plus(S2));
        assertThat(five.genus().toString()).isEqualTo("4^146");
        assertThat(five.classification()).isEqualTo(Classification.RESTLESS);
        // With a restless option the game is wild, whatever its genus.
        MisereGame withRestless = of(five); // ({0, five} would be *: five reverses through *)
        assertThat(withRestless.classification()).isEqualTo(Classification.WILD);
        assertThat(new Genus(1, new int[] {4, 3, 1}, false).kind()).isEqualTo(Classification.RESTIVE);
        assertThat(new Genus(0, new int[] {1, 2, 0}, false).kind()).isEqualTo(Classification.TAME);
        assertThat(new Genus(5, new int[] {7, 5}, false).kind()).isEqualTo(Classification.WILD);
    }

    @Test
    void sumsAreCommutativeAssociativeAndHaveZero() {
        Random random = new Random(14);
        List<MisereGame> pool = new ArrayList<>(List.of(Z, S, S2, S3, of(S2), S2.plus(S2), of(S2, Z), of(of(S2))));
        for (int i = 0; i < 30; i++) {
            List<MisereGame> opts = new ArrayList<>();
            for (MisereGame g : pool) {
                if (random.nextInt(4) == 0) {
                    opts.add(g);
                }
            }
            pool.add(MisereGame.of(opts));
        }
        for (int i = 0; i < 60; i++) {
            MisereGame a = pool.get(random.nextInt(pool.size()));
            MisereGame b = pool.get(random.nextInt(pool.size()));
            MisereGame c = pool.get(random.nextInt(12));
            assertThat(a.plus(b)).isSameAs(b.plus(a));
            assertThat(a.plus(b).plus(c)).isSameAs(a.plus(b.plus(c)));
            assertThat(a.plus(Z)).isSameAs(a);
            assertThat(a.plus(b).normalValue()).isEqualTo(a.normalValue() ^ b.normalValue());
        }
    }

    /** Misère Nim, the tame rule: a sum of tame games has the genus misère Nim gives. */
    @Test
    void tameGeneraAddLikeMisereNim() {
        Random random = new Random(7);
        List<MisereGame> tame = new ArrayList<>();
        for (int n = 0; n < 6; n++) {
            tame.add(MisereGame.nimber(n));
        }
        List<MisereGame> day3 = List.of(Z, S, S2, S3, of(S2));
        for (int i = 0; i < 200 && tame.size() < 20; i++) { // tame games born by day 4 that are not nim-heaps
            List<MisereGame> opts = new ArrayList<>();
            for (MisereGame g : day3) {
                if (random.nextBoolean()) {
                    opts.add(g);
                }
            }
            MisereGame g = MisereGame.of(opts);
            if (g.classification() == Classification.TAME && !g.isNimber() && !tame.contains(g)) {
                tame.add(g);
            }
        }
        assertThat(tame.size()).isGreaterThan(6);
        for (int i = 0; i < 80; i++) {
            MisereGame a = tame.get(random.nextInt(tame.size()));
            MisereGame b = tame.get(random.nextInt(tame.size()));
            MisereGame s = a.plus(b);
            assertThat(s.classification()).isEqualTo(Classification.TAME);
            int g = a.normalValue() ^ b.normalValue();
            boolean fickleA = a.normalValue() <= 1 && a.misereValue() == (a.normalValue() ^ 1);
            boolean fickleB = b.normalValue() <= 1 && b.misereValue() == (b.normalValue() ^ 1);
            assertThat(s.normalValue()).isEqualTo(g);
            assertThat(s.misereValue()).as("%s + %s", a, b).isEqualTo(fickleA && fickleB ? g ^ 1 : g);
            if (tame.size() < 28) { // sums of sums grow: up to 40 games took 11 s, for no new kind of case
                tame.add(s);
            }
        }
    }

    /**
     * G + G for tame G: a P-position exactly when G is not fickle (fickle: g &le; 1 and g0 = g xor 1, the genus of
     * 0 and of *), by misère Nim's rule (the sum of two fickle games is fickle, of value 0 xor 1 = 1); and in every
     * case its normal-play value is 0. Checked on the tame forms among random games born by day 4, whose sums the
     * brute force above also vouches for.
     */
    @Test
    void aGamePlusItselfIsAPPositionUnlessItIsFickle() {
        Random random = new Random(4);
        List<MisereGame> day3 = List.of(Z, S, S2, S3, of(S2));
        int tameSeen = 0;
        for (int i = 0; i < 300; i++) {
            List<MisereGame> opts = new ArrayList<>();
            for (MisereGame g : day3) {
                if (random.nextBoolean()) {
                    opts.add(g);
                }
            }
            MisereGame g = MisereGame.of(opts);
            MisereGame twice = g.plus(g);
            assertThat(twice.normalValue()).isZero();
            if (g.classification() == Classification.TAME) {
                tameSeen++;
                boolean fickle = g.normalValue() <= 1 && g.misereValue() == (g.normalValue() ^ 1);
                assertThat(twice.isP()).as("%s + %s", g, g).isEqualTo(!fickle);
            }
        }
        assertThat(tameSeen).isGreaterThan(50);
    }

    @Test
    void aBudgetRefusesFormsThatGrowPastIt() {
        MisereGame.Budget tiny = new MisereGame.Budget(3);
        assertThatThrownBy(() -> {
            MisereGame g = of(S2);
            for (int i = 0; i < 10; i++) {
                g = g.plus(of(g, S3), tiny);
            }
        }).isInstanceOf(TooBigException.class).hasMessageContaining("3 new forms");
    }

    // ---- brute force on raw game trees -------------------------------------------------------------------------

    /** A game as its raw tree of options, nothing simplified. */
    record Raw(List<Raw> options) {
    }

    static final Map<List<Raw>, Boolean> NEXT_WINS = new HashMap<>();

    /** Whether the player to move wins the raw sum in misère play, by plain search. */
    static boolean nextWins(List<Raw> sum) {
        List<Raw> live = new ArrayList<>();
        for (Raw r : sum) {
            if (!r.options().isEmpty()) {
                live.add(r);
            }
        }
        live.sort((x, y) -> Integer.compare(System.identityHashCode(x), System.identityHashCode(y)));
        if (live.isEmpty()) {
            return true;
        }
        Boolean known = NEXT_WINS.get(live);
        if (known != null) {
            return known;
        }
        boolean wins = false;
        for (int i = 0; i < live.size() && !wins; i++) {
            for (Raw o : live.get(i).options()) {
                List<Raw> next = new ArrayList<>(live);
                next.set(i, o);
                if (!nextWins(next)) {
                    wins = true;
                    break;
                }
            }
        }
        NEXT_WINS.put(List.copyOf(live), wins);
        return wins;
    }

    static MisereGame form(Raw r, Map<Raw, MisereGame> memo) {
        MisereGame f = memo.get(r);
        if (f == null) {
            List<MisereGame> opts = new ArrayList<>();
            for (Raw o : r.options()) {
                opts.add(form(o, memo));
            }
            f = MisereGame.of(opts);
            memo.put(r, f);
        }
        return f;
    }

    @Test
    void outcomesOfSumsOfGamesBornByDayFourMatchAPlainSearch() {
        List<Raw> days = new ArrayList<>(List.of(new Raw(List.of())));
        for (int d = 0; d < 3; d++) {
            List<Raw> next = new ArrayList<>();
            for (int mask = 0; mask < 1 << days.size(); mask++) {
                List<Raw> opts = new ArrayList<>();
                for (int k = 0; k < days.size(); k++) {
                    if ((mask >> k & 1) != 0) {
                        opts.add(days.get(k));
                    }
                }
                next.add(new Raw(opts));
            }
            days = next;
        }
        assertThat(days).hasSize(16); // every raw game born by day 3
        Random random = new Random(2026);
        List<Raw> games = new ArrayList<>(days);
        for (int i = 0; i < 60; i++) { // random games born by day 4
            List<Raw> opts = new ArrayList<>();
            for (Raw d : days) {
                if (random.nextInt(3) == 0) {
                    opts.add(d);
                }
            }
            games.add(new Raw(opts));
        }
        Map<Raw, MisereGame> memo = new HashMap<>();
        for (Raw g : games) {
            MisereGame fg = form(g, memo);
            assertThat(fg.isP()).isEqualTo(!nextWins(List.of(g)));
            for (Raw h : days) {
                MisereGame sum = fg.plus(form(h, memo));
                assertThat(sum.isP()).as("%s + %s", fg, form(h, memo)).isEqualTo(!nextWins(List.of(g, h)));
                for (Raw x : days.subList(0, 8)) {
                    assertThat(sum.plus(form(x, memo)).isP()).isEqualTo(!nextWins(List.of(g, h, x)));
                }
            }
        }
        // Day 3 has exactly five misère games: 0, *, *2, *3 and 2# (Conway).
        Set<MisereGame> distinct = new HashSet<>();
        for (Raw d : days) {
            distinct.add(form(d, memo));
        }
        assertThat(distinct).hasSize(5);
    }
}
