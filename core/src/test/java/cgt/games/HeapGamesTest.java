package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.catalog.Catalog;
import cgt.heap.GrundySequence;
import cgt.heap.HeapRowRules;
import cgt.heap.Heaps;
import cgt.impartial.GrundySolver;
import cgt.input.BadInputException;
import cgt.task.TooBigException;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The built-in heap games against the literature and against an independent search of their rules. */
class HeapGamesTest {

    private static HeapGame game(String name) {
        return Catalog.heap(name).orElseThrow();
    }

    private static int[] values(String name, int n) {
        return game(name).values().sequence(n).toArray();
    }

    /** g(0..n) by the general recursion over the game's own options, independent of the sequence engine. */
    private static int[] bySearch(HeapGame game, int n) {
        // The heap framework's rules over rows of heaps, from the game's rule alone: none of its shortcuts.
        GrundySolver<Heaps> solver = new GrundySolver<>(new HeapRowRules(game.name(), game.rule()), 1_000_000);
        return IntStream.rangeClosed(0, n).map(h -> solver.grundy(Heaps.of(h))).toArray();
    }

    @Test
    void kaylesDawsonsChessGrundysGameAndLaskerMatchThePublishedSequences() {
        assertThat(values("kayles", 149)).containsExactly(Reference.sequence("kayles-0.77.txt"));
        assertThat(values("dawsons-chess", 149)).containsExactly(Reference.sequence("dawsons-chess-0.137.txt"));
        assertThat(values("grundy", 149)).containsExactly(Reference.sequence("grundys-game.txt"));
        assertThat(values("lasker", 149)).containsExactly(Reference.sequence("lasker.txt"));
    }

    @Test
    void sequencesAgreeWithTheGeneralRecursionOverEachGamesOptions() {
        for (String name : List.of("kayles", "dawsons-kayles", "dawsons-chess", "treblecross", "grundy", "lasker",
                "lasker-unequal", "mark", "upto-half", "poolitaja", "subtraction:1,3,4", "allbut:2,5", "4.07", "0.8",
                "0.f", "4.[3]")) {
            HeapGame g = game(name);
            assertThat(g.values().sequence(60).toArray()).as(name).containsExactly(bySearch(g, 60));
        }
    }

    @Test
    void dawsonsChessIsDawsonsKaylesShiftedByOne() {
        // Dawson's chess on n files is Dawson's Kayles with n + 1 pins: 0.137 g(n) = 0.07 g(n+1).
        int[] chess = values("dawsons-chess", 200);
        int[] kayles = values("dawsons-kayles", 201);
        for (int n = 0; n <= 200; n++) {
            assertThat(chess[n]).as("n = %d", n).isEqualTo(kayles[n + 1]);
        }
    }

    @Test
    void markValuesAndPPositions() {
        assertThat(values("mark", 12)).containsExactly(0, 1, 0, 2, 1, 2, 0, 1, 0, 2, 0, 1, 2);
        int[] g = values("mark", 24);
        assertThat(IntStream.rangeClosed(0, 24).filter(n -> g[n] == 0).toArray())
                .containsExactly(0, 2, 6, 8, 10, 14, 18, 22, 24); // values OEIS A229764, zeros A036554
    }

    @Test
    void laskersFormulaHoldsAndIsWhatTheGameUses() {
        int[] g = values("lasker", 4000);
        for (int k = 0; 4 * k + 4 <= 4000; k++) {
            assertThat(g[4 * k + 1]).isEqualTo(4 * k + 1);
            assertThat(g[4 * k + 2]).isEqualTo(4 * k + 2);
            assertThat(g[4 * k + 3]).isEqualTo(4 * k + 4);
            assertThat(g[4 * k + 4]).isEqualTo(4 * k + 3);
        }
        HeapGame lasker = game("lasker");
        for (int n = 0; n <= 4000; n++) {
            assertThat(lasker.grundy((long) n)).isEqualTo(g[n]);
        }
        assertThat(lasker.grundy(1_000_000_000_003L)).isEqualTo(1_000_000_000_004L);
    }

    @Test
    void poolitaja() {
        int[] g = values("poolitaja", 2000);
        assertThat(new int[] {g[2], g[3], g[4], g[5]}).containsExactly(1, 2, 1, 1);
        for (int m = 4; m <= 2000; m++) {
            assertThat(g[m]).as("g(%d)", m).isEqualTo(1);
        }
        HeapGame poolitaja = game("poolitaja");
        for (int n = 0; n <= 2000; n++) {
            assertThat(poolitaja.grundy((long) n)).isEqualTo(g[n]);
        }
    }

    @Test
    void grundysGameZerosUpTo1222() {
        int[] zeros = Reference.sequence("grundys-game-zeros-below-2pow24.txt");
        int[] g = values("grundy", 1300);
        int[] found = IntStream.rangeClosed(0, 1300).filter(n -> g[n] == 0).toArray();
        assertThat(found).containsExactly(zeros);
        assertThat(zeros[zeros.length - 1]).isEqualTo(1222);
    }

    @Test
    void subtractionGamesOfTheTextbook() {
        // {1,2,3}: g(n) = n mod 4. {1,3,4}: 0 1 0 1 2 3 2 repeating.
        int[] g123 = values("subtraction:1,2,3", 100);
        int[] g134 = values("subtraction:3,1,4", 100);
        int[] period = {0, 1, 0, 1, 2, 3, 2};
        for (int n = 0; n <= 100; n++) {
            assertThat(g123[n]).isEqualTo(n % 4);
            assertThat(g134[n]).isEqualTo(period[n % 7]);
        }
    }

    @Test
    void aSubtractionGameAtAMillionTokens() {
        HeapGame game = game("subtraction:1,3,4");
        int[] period = {0, 1, 0, 1, 2, 3, 2};
        assertThat(game.grundy(1_000_000L)).isEqualTo(period[1_000_000 % 7]);
        GrundySequence g = game.values().sequence(1_000_000);
        assertThat(g.get(999_999)).isEqualTo(period[999_999 % 7]);
    }

    @Test
    void nimValuesAreHeapSizesAtAnySize() {
        HeapGame nim = game("nim");
        assertThat(nim.grundy(123_456_789_012L)).isEqualTo(123_456_789_012L);
        assertThat(nim.optionsWithValue(Heaps.of(10), 3)).containsExactly(List.of(Heaps.of(3)));
        assertThat(nim.optionsWithValue(Heaps.of(3), 10)).isEmpty();
        assertThat(values("nim", 50)).containsExactly(IntStream.rangeClosed(0, 50).toArray());
    }

    @Test
    void movesWriteAnEmptiedHeapAsZero() {
        List<List<Heaps>> kayles2 = game("kayles").options(Heaps.of(2));
        assertThat(kayles2).containsExactlyInAnyOrder(List.of(Heaps.of(1)), List.of(Heaps.of(0)));
        List<List<Heaps>> grundy7 = game("grundy").options(Heaps.of(7));
        assertThat(grundy7).containsExactly(List.of(Heaps.of(1), Heaps.of(6)), List.of(Heaps.of(2), Heaps.of(5)),
                List.of(Heaps.of(3), Heaps.of(4)));
        // A split is one move to one position, a row of heaps; the emptied heap of a row stays as 0.
        assertThat(game("grundy").moves(Heaps.of(7, 2))).containsExactly(Heaps.of(1, 6, 2), Heaps.of(2, 5, 2),
                Heaps.of(3, 4, 2));
        assertThat(game("kayles").moves(Heaps.of(3, 1))).containsExactlyInAnyOrder(Heaps.of(2, 1), Heaps.of(1, 1, 1),
                Heaps.of(1, 1), Heaps.of(3, 0));
    }

    @Test
    void unknownGamesAndMalformedSetsAreRejectedWithTheAcceptedForm() {
        assertThatThrownBy(() -> Catalog.find("nosuchgame")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown game 'nosuchgame'").hasMessageContaining("subtraction:");
        assertThatThrownBy(() -> Catalog.find("subtraction:")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("empty subtraction set");
        assertThatThrownBy(() -> Catalog.find("subtraction:1,x")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x'");
        assertThatThrownBy(() -> Catalog.find("subtraction:0,2")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("0");
        assertThatThrownBy(() -> Catalog.find("0.1x7")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x'");
    }

    @Test
    void malformedAndHugeHeapsAreRejected() {
        HeapGame kayles = game("kayles");
        assertThatThrownBy(() -> kayles.parsePosition(List.of("3", "-2"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("negative");
        assertThatThrownBy(() -> kayles.parsePosition(List.of("4x"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("malformed heap '4x'");
        assertThatThrownBy(() -> kayles.parsePosition(List.of("99999999999999999999999")))
                .isInstanceOf(BadInputException.class).hasMessageContaining("too large");
        assertThatThrownBy(() -> kayles.parsePosition(new ArrayList<>())).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> game("grundy").grundy(5_000_000_000L)).isInstanceOf(TooBigException.class);
    }
}
