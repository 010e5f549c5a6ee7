package cgt.games;

import cgt.input.BadInputException;
import cgt.task.Budget;
import cgt.task.TooBigException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Coin-turning games (Winning Ways, ch. 14; CGSuite's {@code game.strip.Turning}): a row of coins, heads
 * {@code h} or tails {@code t}; a move turns over a set of coins that the game's {@link TurningCode} allows,
 * the rightmost of them from heads to tails. The named games are codes: Turning Turtles {@code 1-2}, Mock
 * Turtles {@code 1-3}, Twins {@code 2}, Triplets {@code 3}, Ruler {@code 1+C}, Mock Turtle Fives
 * {@code 1-3C(5)}, Turnips {@code 3E}, Sym {@code 1+S}.
 *
 * <p>The key theorem of coin-turning games: a row's Grundy value is the nim-sum, over its heads, of the value of
 * a row whose only head is that coin. (Turning a tail to heads adds a head and turning a head to tails removes
 * one, and two equal heads cancel in a nim-sum, so a row is the sum of its heads as heaps.) The value g(n) of a
 * lone head at coin n (counting from 1 at the left) is the mex, over the moves that turn it, of the nim-sums
 * of g over the other coins the move turns; the search for those nim-sums keeps sets of reachable nim-sums
 * with the number of coins chosen, never the sets of coins themselves. A component is one row, so that a
 * row of tails (after the last move) can still be written.
 */
public final class CoinTurning implements ImpartialGame<String> {

    /** The most coins in a row. */
    public static final int MAX_COINS = 2000;

    private final String name;
    private final String title;
    private final TurningCode code;
    /** g(1), g(2), ...: the value of a lone head at each coin, computed as far as asked. */
    private long[] values = new long[] {0};

    private CoinTurning(String name, String title, TurningCode code) {
        this.name = name;
        this.title = title;
        this.code = code;
    }

    /** The game of a code, named {@code turning:CODE}. */
    public static CoinTurning of(String code) {
        TurningCode c = TurningCode.parse(code);
        return new CoinTurning("turning:" + c, "the coin-turning game " + c, c);
    }

    /** One of Winning Ways' named games. */
    public static CoinTurning named(String name, String title, String code) {
        return new CoinTurning(name, title + " (turning:" + code + ")", TurningCode.parse(code));
    }

    /** The code of this game. */
    public TurningCode code() {
        return code;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String rules() {
        return title + ": turn over coins as the code " + code + " allows (C consecutive, C(w) within w, E equally"
                + " spaced, S symmetric, F with the leftmost), the rightmost turned from heads to tails";
    }

    @Override
    public String syntax() {
        return "a row of coins, h heads and t tails, leftmost first: thhth (several arguments are several rows)";
    }

    @Override
    public List<String> parsePosition(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("no coins given for " + name + ": expected " + syntax());
        }
        List<String> rows = new ArrayList<>();
        for (String a : args) {
            String row = a.strip();
            if (row.isEmpty() || row.length() > MAX_COINS) {
                throw new BadInputException(name + ": a row has 1 to " + MAX_COINS + " coins, h heads and t tails,"
                        + " e.g. thhth", "input.coins.rowLength", List.of(name, MAX_COINS));
            }
            for (int i = 0; i < row.length(); i++) {
                if (row.charAt(i) != 'h' && row.charAt(i) != 't') {
                    throw new BadInputException("unknown coin '" + row.charAt(i) + "' at place " + (i + 1) + " of '" + row
                            + "' in " + name + ": write h for heads and t for tails, leftmost first", "input.coins.unknown",
                            List.of(String.valueOf(row.charAt(i)), i + 1, row, name));
                }
            }
            rows.add(row);
        }
        return rows;
    }

    @Override
    public String formatComponent(String row) {
        return row;
    }

    @Override
    public Comparator<String> order() {
        return Comparator.naturalOrder();
    }

    @Override
    public long grundy(String row) {
        return grundy(row, Budget.DEFAULT);
    }

    /**
     * The nim-sum over the heads. The values of lone heads are the table of the row's heap game (CGSuite's
     * heap representation), so the budget's limit on a heap table's work bounds them.
     */
    @Override
    public long grundy(String row, Budget budget) {
        long[] g = headValues(row.length(), budget.tables().heapWork());
        long x = 0;
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == 'h') {
                x ^= g[i + 1];
            }
        }
        return x;
    }

    @Override
    public Optional<String> valueRule(String row) {
        long[] g = headValues(row.length());
        StringBuilder b = new StringBuilder("a row is the nim-sum of its heads, each worth the value of a lone head"
                + " at its place:");
        boolean any = false;
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == 'h') {
                b.append(any ? " ⊕ " : " ").append(g[i + 1]).append(" (coin ").append(i + 1).append(')');
                any = true;
            }
        }
        return Optional.of(b.append(any ? "" : " there are no heads").append(" = ").append(grundy(row)).toString());
    }

    /** g(0..n) within the default budget: index 0 is unused (0), index k the value of a lone head at coin k. */
    public long[] headValues(int n) {
        return headValues(n, Budget.DEFAULT.tables().heapWork());
    }

    /** g(0..n), refused as too big when the search for the nim-sums would take more than maxWork steps. */
    public synchronized long[] headValues(int n, double maxWork) {
        if (values.length <= n) {
            long[] g = Arrays.copyOf(values, n + 1);
            long work = 0;
            for (int k = values.length; k <= n; k++) {
                Set<Long> reach = new HashSet<>();
                for (TurningCode.Item item : code.items()) {
                    work += reachable(item, k, g, reach);
                    if (work > maxWork) {
                        throw new TooBigException(name + ": the values of lone heads up to coin " + n + " take more than "
                                + (long) maxWork + " steps (an open range without C or E grows exponentially); try a"
                                + " shorter row", "tooBig.coins.values", List.of(name, n, (long) maxWork));
                    }
                }
                long mex = 0;
                while (reach.contains(mex)) {
                    mex++;
                }
                g[k] = mex;
            }
            values = g;
        }
        return Arrays.copyOf(values, n + 1);
    }

    /** Adds the nim-sums over the other coins of every move of the item that turns coin n; returns the work. */
    private static long reachable(TurningCode.Item item, int n, long[] g, Set<Long> reach) {
        int lowest = item.span() > 0 ? Math.max(1, n - item.span() + 1) : 1;
        if (item.first() && lowest > 1 && n > 1) {
            return 1;
        }
        long work = 1;
        if (item.least() == 1 && (!item.first() || n == 1)) {
            reach.add(0L);
        }
        if (n == 1) {
            return work;
        }
        if (item.consecutive()) {
            long x = 0;
            for (int k = 2; k <= Math.min(n, item.most()); k++) {
                x ^= g[n - k + 1];
                if (k >= item.least() && n - k + 1 >= lowest && (!item.first() || n - k + 1 == 1)) {
                    reach.add(x);
                }
            }
            return work + n;
        }
        if (item.equal()) {
            for (int d = 1; d < n; d++) {
                long x = 0;
                for (int k = 2; n - (k - 1) * d >= lowest && k <= item.most(); k++) {
                    int a = n - (k - 1) * d;
                    x ^= g[a];
                    work++;
                    if (k >= item.least() && (!item.first() || a == 1)) {
                        reach.add(x);
                    }
                }
            }
            return work;
        }
        // Counts are kept exactly up to the cap; with an open range the top one stands for the least or more.
        int cap = Math.max(2, item.most() == Integer.MAX_VALUE ? item.least() : item.most());
        if (item.symmetric()) {
            for (int m = item.first() ? 1 : lowest; m < n && (!item.first() || m == 1); m++) {
                // count so far: m and n; then each pair adds two, the centre one.
                List<Set<Long>> states = emptyStates(cap);
                add(states, 2, g[m], item, cap);
                for (int a = m + 1; 2 * a < m + n; a++) {
                    work += step(states, g[a] ^ g[m + n - a], 2, item, cap);
                }
                if ((m + n) % 2 == 0 && (m + n) / 2 > m) {
                    work += step(states, g[(m + n) / 2], 1, item, cap);
                }
                collect(states, item, reach);
            }
            return work;
        }
        List<Set<Long>> states = emptyStates(cap);
        int from = lowest;
        if (item.first()) {
            add(states, 2, g[1], item, cap);
            from = 2;
        } else {
            add(states, 1, 0, item, cap);
        }
        for (int a = from; a < n; a++) {
            work += step(states, g[a], 1, item, cap);
        }
        collect(states, item, reach);
        return work;
    }

    /** For each count of coins turned (index; the top one counts all that many or more), the nim-sums reached. */
    private static List<Set<Long>> emptyStates(int cap) {
        List<Set<Long>> states = new ArrayList<>();
        for (int c = 0; c <= cap; c++) {
            states.add(new HashSet<>());
        }
        return states;
    }

    private static void add(List<Set<Long>> states, int count, long x, TurningCode.Item item, int cap) {
        if (count <= item.most()) {
            states.get(Math.min(count, cap)).add(x);
        }
    }

    /** Optionally turns one more group of coins (a coin, or a symmetric pair) worth v. */
    private static long step(List<Set<Long>> states, long v, int coins, TurningCode.Item item, int cap) {
        long work = 0;
        for (int c = cap; c >= 1; c--) {
            List<Long> xs = new ArrayList<>(states.get(c));
            work += xs.size();
            for (long x : xs) {
                add(states, c + coins, x ^ v, item, cap);
            }
        }
        return work;
    }

    private static void collect(List<Set<Long>> states, TurningCode.Item item, Set<Long> reach) {
        for (int c = Math.max(2, item.least()); c < states.size(); c++) {
            reach.addAll(states.get(c));
        }
    }

    @Override
    public List<String> moves(String row) {
        Set<String> result = new LinkedHashSet<>();
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) != 'h') {
                continue;
            }
            for (int[] turned : moves(i + 1)) {
                char[] c = row.toCharArray();
                for (int coin : turned) {
                    c[coin - 1] = c[coin - 1] == 'h' ? 't' : 'h';
                }
                c[i] = 't';
                result.add(new String(c));
                if (result.size() > HeapGame.MAX_LISTED_MOVES) {
                    throw new TooBigException(name + ": this row has more than " + HeapGame.MAX_LISTED_MOVES
                            + " moves, more than are listed", "tooBig.coins.row",
                            List.of(name, HeapGame.MAX_LISTED_MOVES));
                }
            }
        }
        return new ArrayList<>(result);
    }

    /** Every set of other coins (1-based places, below n) that a move turning coin n from heads may turn. */
    List<int[]> moves(int n) {
        List<int[]> moves = new ArrayList<>();
        for (TurningCode.Item item : code.items()) {
            int lowest = item.span() > 0 ? Math.max(1, n - item.span() + 1) : 1;
            for (int k = item.least(); k <= Math.min(n, item.most()); k++) {
                choose(item, n, k, lowest, moves);
            }
        }
        return moves;
    }

    private void choose(TurningCode.Item item, int n, int k, int lowest, List<int[]> moves) {
        if (k == 1) {
            if (!item.first() || n == 1) {
                moves.add(new int[0]);
            }
            return;
        }
        if (item.consecutive()) {
            if (n - k + 1 >= lowest && (!item.first() || n - k + 1 == 1)) {
                moves.add(range(n - k + 1, n - 1, 1));
            }
            return;
        }
        // Other sets are chosen coin by coin from the left, below n; E and S are checked on the whole set.
        int[] set = new int[k];
        set[k - 1] = n;
        pick(item, set, 0, lowest, n, moves);
    }

    private void pick(TurningCode.Item item, int[] set, int index, int from, int n, List<int[]> moves) {
        if (moves.size() > HeapGame.MAX_LISTED_MOVES) {
            throw new TooBigException(name + ": a head at coin " + n + " has more than " + HeapGame.MAX_LISTED_MOVES
                    + " moves, more than are listed", "tooBig.coins.head",
                    List.of(name, n, HeapGame.MAX_LISTED_MOVES));
        }
        if (index == set.length - 1) {
            if ((!item.first() || set[0] == 1) && (!item.equal() || equallySpaced(set))
                    && (!item.symmetric() || symmetric(set))) {
                moves.add(Arrays.copyOf(set, set.length - 1));
            }
            return;
        }
        for (int a = from; a <= n - (set.length - 1 - index); a++) {
            set[index] = a;
            pick(item, set, index + 1, a + 1, n, moves);
        }
    }

    private static int[] range(int from, int to, int step) {
        int[] r = new int[(to - from) / step + 1];
        for (int i = 0; i < r.length; i++) {
            r[i] = from + i * step;
        }
        return r;
    }

    private static boolean equallySpaced(int[] set) {
        for (int i = 2; i < set.length; i++) {
            if (set[i] - set[i - 1] != set[1] - set[0]) {
                return false;
            }
        }
        return true;
    }

    private static boolean symmetric(int[] set) {
        for (int i = 0; i < set.length; i++) {
            if (set[i] + set[set.length - 1 - i] != set[0] + set[set.length - 1]) {
                return false;
            }
        }
        return true;
    }
}
