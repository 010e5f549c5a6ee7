package cgt.misere;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.heap.HeapRule;
import cgt.heap.HeapRules;
import cgt.heap.TakeAndBreak;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Misère forms of heap games against an independent brute force on whole positions, for every heap up to 12 of
 * Kayles (0.77), Dawson's Kayles (0.07), 0.75 and Grundy's game: the outcome of every sum of two heaps (and of
 * many sums of three) from the canonical forms, against a plain misère search with its own move generator; and every
 * genus entry g_n, n &le; 3, against the brute-force misère Grundy value of the heap plus n nim-heaps of 2.
 */
class HeapMisereValuesTest {

    static final int MAX = 12;

    /** The moves of a heap by an octal code, written here independently of cgt.heap: each a list of heaps left. */
    static IntFunction<List<List<Integer>>> octal(String code) {
        String digits = code.substring(2);
        return n -> {
            List<List<Integer>> moves = new ArrayList<>();
            for (int k = 1; k <= digits.length() && k <= n; k++) {
                int d = digits.charAt(k - 1) - '0';
                int rest = n - k;
                if ((d & 1) != 0 && rest == 0) {
                    moves.add(List.of());
                }
                if ((d & 2) != 0 && rest > 0) {
                    moves.add(List.of(rest));
                }
                if ((d & 4) != 0) {
                    for (int a = 1; 2 * a <= rest; a++) {
                        moves.add(List.of(a, rest - a));
                    }
                }
            }
            return moves;
        };
    }

    static List<List<Integer>> grundyMoves(int n) {
        List<List<Integer>> moves = new ArrayList<>();
        for (int a = 1; 2 * a < n; a++) {
            moves.add(List.of(a, n - a));
        }
        return moves;
    }

    /**
     * A brute-force misère Grundy value of a whole position: game heaps are numbers &ge; 0, a nim-heap of k is -k-1.
     * The value of the empty position is 1 (who cannot move wins); otherwise the mex of the options' values.
     */
    static final class Brute {
        final IntFunction<List<List<Integer>>> moves;
        final Map<List<Integer>, Integer> memo = new HashMap<>();

        Brute(IntFunction<List<List<Integer>>> moves) {
            this.moves = moves;
        }

        int value(List<Integer> position) {
            List<Integer> p = new ArrayList<>();
            for (int x : position) {
                if (x != -1 && !(x >= 0 && moves.apply(x).isEmpty())) {
                    p.add(x); // drop empty nim-heaps and game heaps without moves
                }
            }
            p.sort(null);
            if (p.isEmpty()) {
                return 1;
            }
            Integer known = memo.get(p);
            if (known != null) {
                return known;
            }
            BitSet seen = new BitSet();
            for (int i = 0; i < p.size(); i++) {
                int x = p.get(i);
                List<List<Integer>> options = new ArrayList<>();
                if (x >= 0) {
                    options.addAll(moves.apply(x));
                } else {
                    for (int k = 0; k < -x - 1; k++) {
                        options.add(List.of(-k - 1));
                    }
                }
                for (List<Integer> o : options) {
                    List<Integer> next = new ArrayList<>(p);
                    next.remove(i);
                    next.addAll(o);
                    seen.set(value(next));
                }
            }
            int v = seen.nextClearBit(0);
            memo.put(List.copyOf(p), v);
            return v;
        }
    }

    void check(String name, HeapRule rule, IntFunction<List<List<Integer>>> moves) {
        List<MisereGame> forms = HeapMisereValues.forms(rule, name, MAX, MisereGame.Budget.standard());
        Brute brute = new Brute(moves);
        for (int a = 0; a <= MAX; a++) {
            for (int n = 0; n <= 3; n++) {
                List<Integer> position = new ArrayList<>(List.of(a));
                for (int k = 0; k < n; k++) {
                    position.add(-3); // a nim-heap of 2
                }
                assertThat(forms.get(a).genus().at(n)).as("%s heap %d, g_%d", name, a, n)
                        .isEqualTo(brute.value(position));
            }
            for (int b = a; b <= MAX; b++) {
                MisereGame sum = forms.get(a).plus(forms.get(b));
                assertThat(sum.isP()).as("%s %d + %d", name, a, b).isEqualTo(brute.value(List.of(a, b)) == 0);
                assertThat(sum.misereValue()).isEqualTo(brute.value(List.of(a, b)));
                for (int c = b; c <= MAX && a + b + c <= 18; c++) {
                    assertThat(sum.plus(forms.get(c)).isP()).as("%s %d + %d + %d", name, a, b, c)
                            .isEqualTo(brute.value(List.of(a, b, c)) == 0);
                }
            }
        }
    }

    @Test
    void kayles() {
        check("kayles", TakeAndBreak.parse("0.77"), octal("0.77"));
    }

    @Test
    void dawsonsKayles() {
        check("dawsons-kayles", TakeAndBreak.parse("0.07"), octal("0.07"));
    }

    @Test
    void code075() {
        check("0.75", TakeAndBreak.parse("0.75"), octal("0.75"));
    }

    @Test
    void grundysGame() {
        check("grundy", HeapRules.GRUNDY, HeapMisereValuesTest::grundyMoves);
    }

    /**
     * Published genera: Plambeck's analysis of misère 0.312 (plambeck.org, "misère octal games / quaternary games /
     * 0.312", solved 4 February 2003) gives the single-heap genus sequence 1^03131, 2^20, 0^02, 2^1420, 0^02, 1^13
     * for heaps 1 to 6, and A + A = 0^1202 for the heap A of 4.
     */
    @Test
    void publishedGenusSequenceOf0312() throws IOException {
        List<MisereGame> forms = HeapMisereValues.forms(TakeAndBreak.parse("0.312"), "0.312", 6,
                MisereGame.Budget.standard());
        List<String[]> published = resource("genus-0.312.txt");
        for (String[] row : published) {
            int heap = Integer.parseInt(row[0]);
            Genus genus = forms.get(heap).genus();
            String[] parts = row[1].split("\\^", -1);
            assertThat(genus.normalValue()).as("heap %d", heap).isEqualTo(Integer.parseInt(parts[0]));
            for (int i = 0; i < parts[1].length(); i++) {
                assertThat(genus.at(i)).as("heap %d, g_%d", heap, i).isEqualTo(parts[1].charAt(i) - '0');
            }
        }
        Genus aa = forms.get(4).plus(forms.get(4)).genus();
        assertThat(new int[] {aa.normalValue(), aa.at(0), aa.at(1), aa.at(2), aa.at(3)})
                .containsExactly(0, 1, 2, 0, 2);
    }

    /**
     * CGSuite's values: the normal value, the misère value and the genus entries g0..g7 of every heap of Kayles and
     * Dawson's chess up to 25 and of Grundy's game up to 19, as CGSuite 2.2 computes them (see SOURCES.md).
     */
    @Test
    void cgsuitesGeneraOfKaylesDawsonsChessAndGrundysGame() throws IOException {
        Map<String, HeapRule> rules = Map.of("kayles", TakeAndBreak.parse("0.77"), "0.137", TakeAndBreak.parse("0.137"),
                "grundy", HeapRules.GRUNDY);
        Map<String, List<MisereGame>> forms = new HashMap<>();
        int rows = 0;
        for (String[] row : resource("genus-cgsuite.txt")) {
            List<MisereGame> game = forms.computeIfAbsent(row[0],
                    g -> HeapMisereValues.forms(rules.get(g), g, 25, MisereGame.Budget.standard()));
            int heap = Integer.parseInt(row[1]);
            Genus genus = game.get(heap).genus();
            assertThat(genus.normalValue()).as("%s %d: normal value", row[0], heap).isEqualTo(Integer.parseInt(row[2]));
            assertThat(genus.misereValue()).as("%s %d: misère value", row[0], heap).isEqualTo(Integer.parseInt(row[3]));
            for (int k = 0; k < 8; k++) {
                assertThat(genus.at(k)).as("%s %d: g_%d", row[0], heap, k).isEqualTo(row[4].charAt(k) - '0');
            }
            rows++;
        }
        assertThat(rows).isEqualTo(26 + 26 + 20);
    }

    static List<String[]> resource(String name) throws IOException {
        try (InputStream in = HeapMisereValuesTest.class.getResourceAsStream("/reference/" + name)) {
            List<String[]> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    rows.add(line.trim().split("\\s+"));
                }
            }
            return rows;
        }
    }
}
