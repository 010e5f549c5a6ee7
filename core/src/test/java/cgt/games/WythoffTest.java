package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.Wythoff.Queen;
import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import cgt.task.TooBigException;
import cgt.testing.Reference;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

class WythoffTest {

    private final Wythoff wythoff = new Wythoff();

    @Test
    void grundyValuesMatchThePublishedTable() {
        int[][] table = Reference.table("wythoff-grundy-16x16.txt");
        for (int x = 0; x < 16; x++) {
            for (int y = 0; y < 16; y++) {
                assertThat(wythoff.grundy(Queen.of(x, y))).as("g(%d,%d)", x, y).isEqualTo(table[x][y]);
            }
        }
    }

    @Test
    void theTableAgreesWithTheGeneralRecursionAndIsSymmetric() {
        GrundySolver<Queen> solver = new GrundySolver<>(wythoff, 1_000_000);
        char[] table = WythoffValues.grundyTable(60);
        for (int x = 0; x < 60; x++) {
            for (int y = 0; y < 60; y++) {
                assertThat((int) table[x * 60 + y]).isEqualTo(solver.grundy(Queen.of(x, y)))
                        .isEqualTo((int) table[y * 60 + x]);
            }
        }
    }

    @Test
    void thePPositionsAreTheBeattyPairs() {
        // (⌊kφ⌋, ⌊kφ²⌋): (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), (9,15), (11,18), (12,20).
        int[][] pairs = {{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}, {12, 20}};
        for (int k = 0; k < pairs.length; k++) {
            assertThat(WythoffValues.lower(BigInteger.valueOf(k)).intValue()).isEqualTo(pairs[k][0]);
            assertThat(WythoffValues.upper(BigInteger.valueOf(k)).intValue()).isEqualTo(pairs[k][1]);
        }
        // ... and exactly the zeros of the Grundy table.
        int size = 1000;
        char[] table = WythoffValues.grundyTable(size);
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                boolean p = WythoffValues.isP(BigInteger.valueOf(x), BigInteger.valueOf(y));
                assertThat(table[x * size + y] == 0).as("(%d,%d)", x, y).isEqualTo(p);
            }
        }
    }

    @Test
    void movesToPFromEveryQueenAreExactlyTheOptionsOfValueZero() {
        for (int x = 0; x < 40; x++) {
            for (int y = 0; y < 40; y++) {
                Queen q = Queen.of(x, y);
                List<Queen> byTable = wythoff.options(q).stream().map(o -> o.get(0))
                        .filter(o -> wythoff.grundy(o) == 0).toList();
                assertThat(Wythoff.movesToP(q)).as("from %d,%d", x, y).containsExactlyInAnyOrderElementsOf(byTable);
            }
        }
    }

    @Test
    void hugeQueensAreSolvedExactlyFromTheBeattySequences() {
        // k = 10^30: a_k = ⌊kφ⌋ exactly, and the queen at (a_k, a_k + k) is a P-position.
        BigInteger k = BigInteger.TEN.pow(30);
        BigInteger a = WythoffValues.lower(k);
        assertThat(a.toString()).isEqualTo("1618033988749894848204586834365");
        Queen p = new Queen(a, a.add(k));
        assertThat(WythoffValues.isP(p.x(), p.y())).isTrue();
        Queen n = new Queen(a.add(BigInteger.ONE), a.add(k).add(BigInteger.TEN));
        assertThat(WythoffValues.isP(n.x(), n.y())).isFalse();
        for (Queen m : Wythoff.movesToP(n)) {
            assertThat(WythoffValues.isP(m.x(), m.y())).isTrue();
        }
        assertThat(Wythoff.movesToP(n)).isNotEmpty();
        assertThatThrownBy(() -> wythoff.grundy(n)).isInstanceOf(TooBigException.class)
                .hasMessageContaining("Beatty");
    }

    @Test
    void partnersPairEveryNumberOnce() {
        for (int n = 0; n < 5000; n++) {
            BigInteger m = WythoffValues.partner(BigInteger.valueOf(n));
            assertThat(WythoffValues.partner(m)).isEqualTo(BigInteger.valueOf(n));
            assertThat(WythoffValues.isP(BigInteger.valueOf(n), m)).isTrue();
        }
    }

    @Test
    void positionsAreParsedAndBadOnesRejected() {
        assertThat(wythoff.parsePosition(List.of("3,5", "(2,7)"))).containsExactly(Queen.of(3, 5), Queen.of(2, 7));
        assertThatThrownBy(() -> wythoff.parsePosition(List.of("3"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("x,y");
        assertThatThrownBy(() -> wythoff.parsePosition(List.of("3,-1"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("negative");
        assertThatThrownBy(() -> wythoff.parsePosition(List.of("3,a"))).isInstanceOf(BadInputException.class);
    }
}
