package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.heap.Heaps;
import cgt.heap.HeapMoves;
import cgt.task.Budget;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a heap game whose period is proved answers for any heap, from the period; the moves of a huge heap
 * are searched family by family. Both are checked against the table and the listed moves where those reach,
 * and the table against a brute-force mex.
 */
class HugeHeapsTest {

    private static final List<String> PERIODIC = List.of("kayles", "dawsons-kayles", "dawsons-chess", "0.16",
            "subtraction:1,3,4", "subtraction:2,5,6", "4.07", "0.75");

    @Test
    void theTableAgreesWithABruteForceMex() {
        for (String name : List.of("kayles", "dawsons-chess", "subtraction:2,5,6")) {
            HeapGame game = Catalog.heap(name).orElseThrow();
            int n = 1500;
            long[] g = new long[n + 1];
            for (int h = 0; h <= n; h++) {
                Set<Long> seen = new HashSet<>();
                for (int[] move : HeapMoves.of(game.rule(), h)) {
                    long v = 0;
                    for (int piece : move) {
                        v ^= g[piece];
                    }
                    seen.add(v);
                }
                long mex = 0;
                while (seen.contains(mex)) {
                    mex++;
                }
                g[h] = mex;
                assertThat(game.grundy((long) h)).as("%s g(%d)", name, h).isEqualTo(mex);
            }
        }
    }

    @Test
    void valuesFromTheProvedPeriodAreTheTables() {
        for (String name : PERIODIC) {
            HeapGame game = Catalog.heap(name).orElseThrow();
            assertThat(game.values().provedPeriod()).as(name).isPresent();
            HeapGame fresh = Catalog.heap(name).orElseThrow();
            var table = fresh.values().sequence(20_000);
            for (int h = 0; h <= 20_000; h++) {
                assertThat(game.values().valueByPeriod(h).getAsLong()).as("%s g(%d)", name, h).isEqualTo(table.get(h));
            }
        }
        assertThat(Catalog.heap("grundy").orElseThrow().values().provedPeriod()).isEmpty();
        assertThat(Catalog.heap("lasker").orElseThrow().values().provedPeriod()).isEmpty(); // a formula, no table
    }

    @Test
    void movesSearchedFamilyByFamilyAreTheListedMovesOfThatValue() {
        Random random = new Random(12);
        List<String> names = new ArrayList<>(PERIODIC);
        names.add("lasker");
        for (String name : names) {
            HeapGame game = Catalog.heap(name).orElseThrow();
            for (int trial = 0; trial < 8; trial++) {
                long heap = 20L + random.nextInt(trial < 4 ? 300 : 2000);
                Map<Long, List<List<Long>>> byValue = new HashMap<>();
                for (List<Heaps> parts : game.options(Heaps.of(heap))) {
                    List<Long> option = parts.stream().map(h -> h.size(0)).toList();
                    byValue.computeIfAbsent(valueOf(game, option), k -> new ArrayList<>()).add(option);
                }
                byValue.put(byValue.size() + 7L, List.of()); // a value no option has
                for (var e : byValue.entrySet()) {
                    long v = e.getKey();
                    List<List<Long>> expected = e.getValue();
                    var found = game.optionsWithValueByFamilies(heap, v, Integer.MAX_VALUE).orElseThrow();
                    assertThat(found.found()).as("%s heap %d value %d", name, heap, v)
                            .containsExactlyInAnyOrderElementsOf(expected);
                    assertThat(found.count()).isEqualTo(expected.size());
                    assertThat(found.note()).isEmpty();
                    // Kept moves are the first ones, and all are counted.
                    var few = game.optionsWithValueByFamilies(heap, v, 3).orElseThrow();
                    assertThat(few.found()).hasSize(Math.min(3, expected.size()));
                    assertThat(few.count()).isEqualTo(expected.size());
                }
            }
        }
    }

    private static long valueOf(HeapGame game, List<Long> option) {
        long v = 0;
        for (long h : option) {
            v ^= game.grundy(h);
        }
        return v;
    }

    @Test
    void aHeapOfATrillionIsAnsweredFromThePeriodAndExplained() {
        HeapGame kayles = Catalog.heap("kayles").orElseThrow();
        ImpartialAnalysis<?> a = ImpartialAnalyzer.analyze(kayles, List.of("1000000000000"), Request.normalPlay().explained());
        // 10^12 = 71 + 12k + 5: the value of heap 76.
        assertThat(a.normalPlayValue()).hasValue(kayles.grundy(76L)).hasValue(1);
        assertThat(a.explanationText().get(0)).contains("g(1000000000000) = g(76) because the period 12 is proved from"
                + " heap 71", "Guy-Smith");
        // Every kept move splits the heap (less one or two tokens) into two parts of equal value, from the period.
        assertThat(a.winningMoveCount()).isGreaterThan(1_000_000_000L);
        assertThat(a.winningMoves()).hasSize(Budget.DEFAULT.answers().keptMoves());
        for (ImpartialAnalysis.Move<?> m : a.winningMoves().subList(0, 500)) {
            long x = Long.parseLong(m.toArguments().get(0));
            long y = Long.parseLong(m.toArguments().get(1));
            assertThat(x + y).isBetween(1_000_000_000_000L - 2, 1_000_000_000_000L - 1);
            assertThat(kayles.grundy(x)).isEqualTo(kayles.grundy(y));
        }
        // The same heap in a sum, and at the largest heap accepted.
        ImpartialAnalysis<?> b = ImpartialAnalyzer.analyze(kayles, List.of("4611686018427387904", "3"), Request.normalPlay());
        long n = 4611686018427387904L;
        assertThat(b.normalPlayValue()).hasValue(kayles.grundy(71 + Math.floorMod(n - 71, 12L)) ^ 3);
        ImpartialAnalysis<?> s = ImpartialAnalyzer.analyze(Catalog.heap("subtraction:1,2,3").orElseThrow(),
                List.of("1000000000001"), Request.normalPlay());
        assertThat(s.normalPlayValue()).hasValue(1);
        assertThat(s.winningPositions(5)).containsExactly("1000000000000");
    }

    @Test
    void laskersNimFindsTheTakingMoveAndSaysWhichSplitsItLeftOut() {
        HeapGame lasker = Catalog.heap("lasker").orElseThrow();
        ImpartialAnalysis<?> a = ImpartialAnalyzer.analyze(lasker, List.of("1000000000000", "5"), Request.normalPlay());
        assertThat(a.normalPlayValue()).hasValue(999_999_999_999L ^ 5);
        assertThat(a.winningPositions(10)).contains("5 5");
        assertThat(a.moveSearchNote()).contains("splits were examined only where the smaller heap has at most 1048576");
    }
}
