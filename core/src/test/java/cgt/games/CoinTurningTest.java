package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.catalog.Catalog;
import cgt.input.BadInputException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Coin-turning games: the values of a lone head published by CGSuite's tests and OEIS, the named games' codes,
 * and a brute force written here from the rules, the mex over every move of a whole row, against the
 * nim-sum over its heads that the game computes.
 */
class CoinTurningTest {

    private static long[] heads(String code, int n) {
        return CoinTurning.of(code).headValues(n);
    }

    private static List<Long> sequence(String code, int n) {
        List<Long> s = new ArrayList<>();
        for (long v : heads(code, n)) {
            s.add(v);
        }
        return s;
    }

    @Test
    void loneHeadsAsCgsuitePublishesThem() {
        // CGSuite's GameHeapTest, game.heap.Spawning(code) for heaps 0..20 (heap n is the head at coin n).
        assertThat(sequence("1-3", 20)).containsExactly(0L, 1L, 2L, 4L, 7L, 8L, 11L, 13L, 14L, 16L, 19L, 21L, 22L, 25L,
                26L, 28L, 31L, 32L, 35L, 37L, 38L);
        assertThat(sequence("1-9", 20)).containsExactly(0L, 1L, 2L, 4L, 8L, 16L, 32L, 64L, 128L, 256L, 511L, 512L,
                1024L, 2048L, 4096L, 7711L, 8192L, 16384L, 26215L, 32768L, 43691L);
        assertThat(sequence("3", 20)).containsExactly(0L, 0L, 0L, 1L, 2L, 4L, 7L, 8L, 11L, 13L, 14L, 16L, 19L, 21L,
                22L, 25L, 26L, 28L, 31L, 32L, 35L);
        assertThat(sequence("1+C", 20)).containsExactly(0L, 1L, 2L, 1L, 4L, 1L, 2L, 1L, 8L, 1L, 2L, 1L, 4L, 1L, 2L,
                1L, 16L, 1L, 2L, 1L, 4L);
        assertThat(sequence("1-3C(5)", 20)).containsExactly(0L, 1L, 2L, 4L, 7L, 8L, 1L, 2L, 4L, 7L, 8L, 1L, 2L, 4L,
                7L, 8L, 1L, 2L, 4L, 7L, 8L);
        assertThat(sequence("3C(5)", 20)).containsExactly(0L, 0L, 0L, 1L, 2L, 4L, 0L, 0L, 1L, 2L, 4L, 0L, 0L, 1L, 2L,
                4L, 0L, 0L, 1L, 2L, 4L);
        assertThat(sequence("1-5C", 20)).containsExactly(0L, 1L, 2L, 1L, 4L, 1L, 2L, 1L, 4L, 1L, 2L, 1L, 4L, 1L, 2L,
                1L, 4L, 1L, 2L, 1L, 4L);
        assertThat(sequence("3E", 20)).containsExactly(0L, 0L, 0L, 1L, 0L, 0L, 1L, 2L, 2L, 1L, 0L, 0L, 1L, 0L, 0L,
                1L, 2L, 2L, 1L, 4L, 4L);
        assertThat(sequence("4FS", 20)).containsExactly(0L, 0L, 0L, 0L, 1L, 0L, 2L, 1L, 0L, 2L, 1L, 0L, 2L, 1L, 3L,
                2L, 1L, 3L, 2L, 4L, 3L);
        assertThat(sequence("1+S", 20)).containsExactly(0L, 1L, 2L, 4L, 3L, 6L, 7L, 8L, 16L, 18L, 25L, 32L, 11L, 64L,
                31L, 128L, 10L, 256L, 5L, 512L, 28L);
        // And the number of moves of a head at coin 20, as CGSuite counts them.
        assertThat(CoinTurning.of("1-3").moves(20)).hasSize(191);
        assertThat(CoinTurning.of("1+S").moves(20)).hasSize(2046);
        assertThat(CoinTurning.of("3E").moves(20)).hasSize(9);
        assertThat(CoinTurning.of("4FS").moves(20)).hasSize(9);
    }

    @Test
    void mockTurtlesAreTheOdiousNumbersAndRulerTheRulerFunction() {
        // OEIS A000069 (odious numbers) and A006519 (the largest power of 2 dividing n), first terms.
        long[] odious = {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47,
            49, 50, 52, 55, 56, 59, 61, 62};
        long[] ruler = {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 32};
        long[] mock = heads("1-3", 200);
        long[] r = heads("1+C", 200);
        for (int i = 0; i < odious.length; i++) {
            assertThat(mock[i + 1]).isEqualTo(odious[i]);
            assertThat(r[i + 1]).isEqualTo(ruler[i]);
        }
        for (int n = 1; n <= 200; n++) {
            long odd = Long.bitCount(n - 1) % 2 == 0 ? 1 : 0;
            assertThat(mock[n]).as("odious %d", n).isEqualTo(2L * (n - 1) + odd);
            assertThat(r[n]).as("ruler %d", n).isEqualTo(Long.lowestOneBit(n));
            // Turning Turtles is Nim with heap n at coin n; Twins is Turning Turtles counted from 0.
        }
        long[] turtles = heads("1-2", 50);
        long[] twins = heads("2", 50);
        for (int n = 1; n <= 50; n++) {
            assertThat(turtles[n]).isEqualTo(n);
            assertThat(twins[n]).isEqualTo(n - 1);
        }
    }

    @Test
    void theNamedGamesAreTheirCodes() {
        String[][] named = {{"turning-turtles", "1-2"}, {"mock-turtles", "1-3"}, {"twins", "2"}, {"triplets", "3"},
            {"ruler", "1+C"}, {"mock-turtle-fives", "1-3C(5)"}, {"turnips", "3E"}, {"sym", "1+S"}};
        for (String[] n : named) {
            CoinTurning game = (CoinTurning) Catalog.find(n[0]);
            assertThat(game.code().toString()).isEqualTo(n[1]);
            assertThat(Catalog.find("turning:" + n[1]).name()).isEqualTo("turning:" + n[1]);
        }
        assertThat(Catalog.find("TURNING:1-3c(5)").name()).isEqualTo("turning:1-3C(5)");
        assertThat(TurningCode.parse("2-3,6c").toString()).isEqualTo("2-3,6C");
    }

    /** Whether a move that turns these coins (1-based, increasing) is one the item allows, from the rules. */
    private static boolean allowed(TurningCode.Item item, List<Integer> coins) {
        int k = coins.size();
        int lo = coins.get(0);
        int hi = coins.get(k - 1);
        boolean ok = k >= item.least() && k <= item.most();
        ok &= !item.consecutive() || hi - lo == k - 1;
        ok &= item.span() == 0 || hi - lo < item.span();
        ok &= !item.first() || lo == 1;
        for (int i = 1; i < k; i++) {
            ok &= !item.equal() || coins.get(i) - coins.get(i - 1) == coins.get(1) - coins.get(0);
            ok &= !item.symmetric() || coins.get(i) + coins.get(k - 1 - i) == lo + hi;
        }
        return ok;
    }

    /** The Grundy value of a whole row (bit i is coin i + 1, heads) by the mex of every move's value. */
    private static int bruteForce(TurningCode code, int row, int length, int[] memo) {
        if (memo[row] >= 0) {
            return memo[row];
        }
        Set<Integer> options = new HashSet<>();
        for (int set = 1; set < 1 << length; set++) {
            int top = 31 - Integer.numberOfLeadingZeros(set);
            if ((row >> top & 1) == 0) {
                continue;
            }
            List<Integer> coins = new ArrayList<>();
            for (int i = 0; i <= top; i++) {
                if ((set >> i & 1) == 1) {
                    coins.add(i + 1);
                }
            }
            if (code.items().stream().anyMatch(item -> allowed(item, coins))) {
                options.add(bruteForce(code, row ^ set, length, memo));
            }
        }
        int mex = 0;
        while (options.contains(mex)) {
            mex++;
        }
        memo[row] = mex;
        return mex;
    }

    @Test
    void everyRowUpToEightCoinsAgreesWithTheBruteForce() {
        for (String code : List.of("1-2", "1-3", "2", "3", "1+C", "1-3C(5)", "3C(5)", "3E", "1+S", "4FS", "1+", "2-3,6C",
                "1-2F,3E")) {
            CoinTurning game = CoinTurning.of(code);
            int length = 8;
            int[] memo = new int[1 << length];
            java.util.Arrays.fill(memo, -1);
            for (int row = 0; row < 1 << length; row++) {
                StringBuilder text = new StringBuilder();
                for (int i = 0; i < length; i++) {
                    text.append((row >> i & 1) == 1 ? 'h' : 't');
                }
                assertThat(game.grundy(text.toString())).as("%s %s", code, text)
                        .isEqualTo(bruteForce(game.code(), row, length, memo));
                Set<String> options = new HashSet<>();
                game.options(text.toString()).forEach(o -> options.add(o.get(0)));
                assertThat(options.size()).as("%s %s: the moves, each once", code, text)
                        .isEqualTo(game.options(text.toString()).size());
            }
        }
    }

    @Test
    void rowsReadBackAndBadInputIsNamed() {
        CoinTurning mock = CoinTurning.of("1-3");
        assertThat(mock.parsePosition(List.of("thht", " hh "))).containsExactly("thht", "hh");
        assertThat(mock.options("ht")).extracting(o -> o.get(0)).containsExactly("tt");
        assertThat(mock.valueRule("hth").orElseThrow()).endsWith("= " + (1 ^ 4));
        assertThatThrownBy(() -> mock.parsePosition(List.of("htx"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x' at place 3");
        assertThatThrownBy(() -> CoinTurning.of("1-3Q")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown modifier 'Q'");
        assertThatThrownBy(() -> CoinTurning.of("3-1")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("must not fall");
        assertThatThrownBy(() -> CoinTurning.of("1-3C(")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("C(w)");
    }
}
