package cgt.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.input.BadInputException;
import cgt.rules.HeapGameRules;
import cgt.rules.ImpartialRules;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The adapters from the rules users write to the engines, and the default syntax of positions. */
class UserGamesTest {

    /** Nim heaps written as Integers, with moves alone. */
    static final class IntNim implements ImpartialRules<Integer> {
        @Override
        public List<Integer> moves(Integer n) {
            List<Integer> moves = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                moves.add(k);
            }
            return moves;
        }
    }

    /** Two Nim heaps in one position, written as a record; its parts are the heaps. */
    static final class Pairs implements ImpartialRules<Pairs.Pair> {
        record Pair(int a, int b) {
        }

        @Override
        public List<Pair> moves(Pair p) {
            List<Pair> moves = new ArrayList<>();
            for (int k = 0; k < p.a(); k++) {
                moves.add(new Pair(k, p.b()));
            }
            for (int k = 0; k < p.b(); k++) {
                moves.add(new Pair(p.a(), k));
            }
            return moves;
        }

        @Override
        public List<Pair> parts(Pair p) {
            return List.of(new Pair(p.a(), 0), new Pair(0, p.b()));
        }
    }

    /** Blue-red stalks of one colour each, as lists: a list of n ones is n for Left, -n for Right. */
    static final class Stalks implements PartizanRules<List<Integer>> {
        @Override
        public List<List<Integer>> leftMoves(List<Integer> p) {
            return cut(p, 1);
        }

        @Override
        public List<List<Integer>> rightMoves(List<Integer> p) {
            return cut(p, -1);
        }

        private static List<List<Integer>> cut(List<Integer> p, int colour) {
            List<List<Integer>> moves = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) {
                if (p.get(i) == colour) {
                    moves.add(List.copyOf(p.subList(0, i)));
                }
            }
            return moves;
        }
    }

    /** Nim again, its heaps packed as their sizes; the size 13 is given a negative key, which breaks the contract. */
    static final class PackedNim implements ImpartialRules<Integer> {
        @Override
        public List<Integer> moves(Integer n) {
            return new IntNim().moves(n);
        }

        @Override
        public long packedKey(Integer n) {
            return n == 13 ? -7 : n;
        }
    }

    static final class Arrays implements ImpartialRules<int[]> {
        @Override
        public List<int[]> moves(int[] p) {
            return List.of();
        }
    }

    @Test
    void impartialRulesGiveNimValuesWithTheDefaultSyntax() {
        ImpartialGame<Integer> nim = UserGames.of(new IntNim());
        assertThat(nim.name()).isEqualTo("int-nim");
        assertThat(nim.syntax()).startsWith("a whole number");
        assertValue(nim, List.of("3", "4", "5"), 3 ^ 4 ^ 5);
        ImpartialGame<?> pairs = UserGames.of(new Pairs());
        assertThat(pairs.syntax()).startsWith("a,b");
        assertValue(pairs, List.of("6,3", "1,1"), 6 ^ 3);
        assertThatThrownBy(() -> pairs.parsePosition(List.of("6"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("bad position '6' for pairs: expected 2 values separated by commas");
        assertThatThrownBy(() -> nim.parsePosition(List.of("x"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'x' is not a whole number");
    }

    /** A user's packed keys reach the solver (the values stay Nim's), and a negative one is refused by name. */
    @Test
    void aUsersPackedKeyIsUsedAndABadOneRefused() {
        ImpartialGame<Integer> nim = UserGames.of(new PackedNim());
        assertValue(nim, List.of("3", "12", "5"), 3 ^ 12 ^ 5);
        assertThatThrownBy(() -> nim.grundy(14)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("packedKey(13) gave -7; a packed key is a number of 0 or more");
    }

    private static <C> void assertValue(ImpartialGame<C> game, List<String> args, long expected) {
        List<C> position = game.parsePosition(args);
        long g = 0;
        for (C c : position) {
            g ^= game.grundy(c);
        }
        assertThat(g).isEqualTo(expected);
        assertThat(game.formatPosition(position)).isEqualTo(String.join(" ", args));
    }

    @Test
    void partizanRulesReadListsAndGiveTheirMoves() {
        PartizanRules<List<Integer>> stalks = UserGames.of(new Stalks()).ruleset();
        List<Integer> p = stalks.parse("1,1,-1");
        assertThat(p).containsExactly(1, 1, -1);
        assertThat(stalks.leftMoves(p)).containsExactly(List.of(), List.of(1));
        assertThat(stalks.rightMoves(p)).containsExactly(List.of(1, 1));
        assertThat(stalks.format(p)).isEqualTo("1,1,-1");
    }

    @Test
    void heapRulesBecomeAHeapGameWithASequence() {
        HeapGameRules lasker = (n, to) -> {
            for (int k = 0; k < n; k++) {
                to.heaps(k);
            }
            for (int a = 1; 2 * a <= n; a++) {
                to.heaps(a, n - a);
            }
        };
        HeapGame game = UserGames.of(lasker);
        // Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Winning Ways, ch. 4).
        assertThat(game.values().sequence(8).toArray()).containsExactly(0, 1, 2, 4, 3, 5, 6, 8, 7);
        HeapGameRules growing = (n, to) -> to.heaps(n + 1);
        assertThatThrownBy(() -> UserGames.of(growing).values().sequence(3)).hasMessageContaining(
                "left a heap of 1; every heap a move leaves must be smaller");
    }

    @Test
    void rulesKnownOnlyAtRunTimeMakeTheSameKindOfGame() {
        // What --rules does with a class compiled from a file: the kind is chosen from the interfaces.
        Object impartial = new IntNim();
        Object partizan = new Stalks();
        HeapGameRules halving = (n, to) -> to.heaps(n / 2);
        Object heap = halving;
        assertThat(UserGames.of(impartial)).isInstanceOf(ImpartialGame.class).isNotInstanceOf(HeapGame.class);
        assertThat(UserGames.of(partizan)).isInstanceOf(PartizanRulesGame.class);
        assertThat(UserGames.of(heap)).isInstanceOf(HeapGame.class);
    }

    @Test
    void arraysAndUnknownClassesAreRefusedWithAReason() {
        assertThatThrownBy(() -> UserGames.of(new Arrays())).isInstanceOf(BadInputException.class)
                .hasMessageContaining("arrays have no equals");
        Object arrays = new Arrays();
        assertThatThrownBy(() -> UserGames.of(arrays)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("arrays have no equals");
        assertThatThrownBy(() -> UserGames.of("not rules")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("implements none of ImpartialRules, PartizanRules and HeapGameRules");
    }
}
