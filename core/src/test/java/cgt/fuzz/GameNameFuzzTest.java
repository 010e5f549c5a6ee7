package cgt.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.Game;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.heap.MoveSink;
import cgt.heap.Subtraction;
import cgt.heap.TakeAndBreak;
import cgt.input.BadInputException;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes what a user types as GAME: built-in names, {@code subtraction:S}, {@code allbut:S} and take-and-break
 * codes, through {@link Catalog#find} and through the code and set parsers directly (the catalog only hands
 * text that looks like a code to the code parser). A name either gives a game or is rejected with a
 * {@link BadInputException}; a game it gives lists the moves and values of its first heaps without failing.
 */
class GameNameFuzzTest {

    /** Heaps whose moves and values are checked for every game that parses; small, so each input is quick. */
    private static final int HEAPS = 12;

    @FuzzTest
    void find(byte[] data) {
        String text = FuzzInput.text(data);
        try {
            Game game = Catalog.find(text);
            assertThat(game.name()).isNotBlank();
            if (game instanceof ImpartialGame<?> impartial) {
                firstValues(impartial);
            }
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).isNotBlank();
        }
        try {
            TakeAndBreak code = TakeAndBreak.parse(text);
            assertThat(TakeAndBreak.parse(code.code()).code()).isEqualTo(code.code());
            for (int n = 0; n <= HEAPS; n++) {
                code.moves(n, new CheckingSink(n));
            }
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).isNotBlank();
        }
        try {
            Subtraction.parse(text, !text.isEmpty() && text.charAt(0) % 2 == 0);
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).isNotBlank();
        }
    }

    /** The values of the first heaps: parsing must not accept a game that cannot then be played. */
    private static <C> void firstValues(ImpartialGame<C> game) {
        if (!(game instanceof HeapGame heaps)) {
            return;
        }
        for (long n = 0; n <= HEAPS; n++) {
            assertThat(heaps.grundy(n)).isNotNegative();
        }
    }

    /** Checks that a move from a heap of n leaves fewer tokens in total, in non-negative heaps. */
    private record CheckingSink(int n) implements MoveSink {
        @Override
        public void leave(int a) {
            check(a >= 0 && a < n);
        }

        @Override
        public void leave(int a, int b) {
            check(a > 0 && b > 0 && a + b <= n);
        }

        @Override
        public void leave(int a, int b, int c) {
            check(a > 0 && b > 0 && c > 0 && a + b + c <= n);
        }

        @Override
        public void splitInTwo(int total, boolean equalAllowed) {
            check(total >= 0 && total <= n);
        }

        @Override
        public void splitInThree(int total) {
            check(total >= 0 && total <= n);
        }

        private void check(boolean ok) {
            assertThat(ok).as("a move from a heap of %d", n).isTrue();
        }
    }
}
