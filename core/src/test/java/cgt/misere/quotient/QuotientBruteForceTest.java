package cgt.misere.quotient;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.heap.HeapMoves;
import cgt.heap.HeapRule;
import cgt.heap.TakeAndBreak;
import cgt.impartial.OptionRules;
import cgt.impartial.WholePositions;
import cgt.misere.MisereSolver;
import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Sums by the quotient against a plain whole-position misère search ({@link MisereSolver}), which knows nothing of
 * quotients: every multiset of up to four heaps of sizes 1..10, and random seeded sums, for each game whose
 * quotient is computed; outcomes agree, and every winning move the quotient gives leads to a P-position.
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class QuotientBruteForceTest {

    static MisereSolver<Long> search(HeapRule rule) {
        OptionRules<Long> rules = heap -> {
            List<List<Long>> options = new ArrayList<>();
            for (int[] move : HeapMoves.of(rule, heap.intValue())) {
                List<Long> parts = new ArrayList<>();
                for (int part : move) {
                    parts.add((long) part);
                }
                options.add(parts);
            }
            return options;
        };
        return new MisereSolver<>(new WholePositions<>(rules, Comparator.naturalOrder()), 20_000_000);
    }

    private static void agree(String code, int to, boolean stopWhenProved, int maxHeap, int maxParts) {
        TakeAndBreak rule = TakeAndBreak.parse(code);
        QuotientSums sums = QuotientSums.of(rule, new QuotientSolver(code, rule).compute(to, stopWhenProved));
        MisereSolver<Long> brute = search(rule);
        List<List<Long>> sumsToCheck = new ArrayList<>();
        multisets(new ArrayList<>(), 1, maxHeap, maxParts, sumsToCheck);
        for (List<Long> heaps : sumsToCheck) {
            check(code, heaps, sums, brute);
        }
    }

    private static void check(String code, List<Long> heaps, QuotientSums sums, MisereSolver<Long> brute) {
        boolean next = brute.nextPlayerWins(heaps);
        assertThat(sums.outcome(heaps)).as("%s %s", code, heaps).isEqualTo(next ? Outcome.N : Outcome.P);
        var move = sums.winningMove(heaps);
        boolean noMoveAtAll = heaps.stream().allMatch(h -> HeapMoves.of(TakeAndBreak.parse(code), h.intValue())
                .isEmpty());
        assertThat(move.isPresent()).as("%s %s has a winning move", code, heaps).isEqualTo(next && !noMoveAtAll);
        move.ifPresent(after -> assertThat(brute.nextPlayerWins(after)).as("%s %s -> %s", code, heaps, after)
                .isFalse());
    }

    private static void multisets(List<Long> prefix, int from, int maxHeap, int parts, List<List<Long>> out) {
        out.add(List.copyOf(prefix));
        if (parts == 0) {
            return;
        }
        for (int h = from; h <= maxHeap; h++) {
            prefix.add((long) h);
            multisets(prefix, h, maxHeap, parts - 1, out);
            prefix.remove(prefix.size() - 1);
        }
    }

    @Test
    void kaylesSumsAgreeWithTheWholePositionSearch() {
        agree("0.77", QuotientSolver.DEFAULT_TO, true, 10, 4);
    }

    @Test
    void zeroPointSevenFiveSumsAgree() {
        agree("0.75", QuotientSolver.DEFAULT_TO, true, 10, 4);
    }

    @Test
    void nimSumsAgree() {
        agree("0.[3]", 10, false, 10, 4);
    }

    @Test
    void zeroPointThreeSumsAgree() {
        agree("0.3", QuotientSolver.DEFAULT_TO, true, 10, 4);
    }

    /**
     * Wild games whose whole quotient is not known (Dawson's Kayles 0.07 among them: Plambeck's survey "Advances in
     * Losing" (2006) counts its misère analysis as not found): their partial quotients, of the closure of heaps 1..N,
     * are exact for sums of heaps up to N, and are checked here against the whole-position search.
     */
    @Test
    void wildGamesPartialQuotientsAgree() {
        for (String code : List.of("0.07", "0.137", "4.07", "0.4", "0.17", "0.6")) {
            agree(code, 10, false, 10, 4);
        }
    }

    /**
     * Dawson's Kayles over heaps 1..30: order 360, as A. Siegel reports from MisereSolver (miseregames blog, 2007;
     * heaps 25 and 30 split what the smaller heaps' quotients identified). Every pair of heaps up to 30, every sum of
     * three up to 12, and random sums of three to five heaps, agree with the whole-position search.
     */
    @Tag("slow")
    @Test
    void dawsonsKaylesUpToHeap30HasOrder360AndAgrees() {
        TakeAndBreak rule = TakeAndBreak.parse("0.07");
        QuotientAnalysis q = new QuotientSolver("0.07", rule).compute(30, false);
        assertThat(q.quotient().order()).isEqualTo(360);
        assertThat(q.expansionHeaps()).containsExactly(2, 4, 10, 14, 25, 27, 30);
        QuotientSums sums = QuotientSums.of(rule, q);
        MisereSolver<Long> brute = search(rule);
        List<List<Long>> small = new ArrayList<>();
        multisets(new ArrayList<>(), 1, 30, 2, small);
        multisets(new ArrayList<>(), 1, 12, 3, small);
        for (List<Long> heaps : small) {
            check("0.07", heaps, sums, brute);
        }
        Random random = new Random(30);
        for (int i = 0; i < 15; i++) {
            List<Long> heaps = new ArrayList<>();
            int parts = 3 + random.nextInt(3);
            int left = 40;
            for (int j = 0; j < parts && left > 0; j++) {
                long heap = 1L + random.nextInt(Math.min(30, left));
                heaps.add(heap);
                left -= (int) heap;
            }
            check("0.07", heaps, sums, brute);
        }
    }

    /**
     * Every octal game 0.d1d2 (the 63 codes with a move): the quotient of heaps 1..12, however the trials went, answers
     * every sum of up to three heaps as the whole-position search does. All reach heap 12 but 0.76, whose trials at
     * heap 12 keep failing on ever larger sums of heaps 12 and 7 (12 (×k) + 7 (×k+1) + 1 should be P), until they
     * outgrow the bound: its quotient of heaps 1..11 is checked instead.
     */
    @Tag("slow")
    @Test
    void everyTwoDigitOctalGameAgreesUpToHeap12() {
        for (int d1 = 0; d1 < 8; d1++) {
            for (int d2 = 0; d2 < 8; d2++) {
                if (d1 + d2 > 0) {
                    String code = "0." + d1 + d2;
                    TakeAndBreak rule = TakeAndBreak.parse(code);
                    QuotientSolver solver = new QuotientSolver(code, rule).keepingWhatWasFound().limitingTrialsTo(4096);
                    QuotientAnalysis q = solver.compute(12, false);
                    assertThat(q.computedTo()).as(code).isEqualTo(code.equals("0.76") ? 11 : 12);
                    if (code.equals("0.76")) {
                        assertThat(solver.stoppedBecause()).hasValueSatisfying(why -> assertThat(why)
                                .contains("at heap 12", "the last wrong about the sum 12 (×"));
                    }
                    QuotientSums sums = QuotientSums.of(rule, q);
                    MisereSolver<Long> brute = search(rule);
                    List<List<Long>> sumsToCheck = new ArrayList<>();
                    multisets(new ArrayList<>(), 1, q.computedTo(), 3, sumsToCheck);
                    for (List<Long> heaps : sumsToCheck) {
                        check(code, heaps, sums, brute);
                    }
                }
            }
        }
    }

    @Test
    void randomKaylesSumsAgree() {
        TakeAndBreak rule = TakeAndBreak.parse("0.77");
        QuotientSums sums = QuotientSums.of(rule, new QuotientSolver("0.77", rule).compute(300, true));
        MisereSolver<Long> brute = search(rule);
        Random random = new Random(14);
        for (int i = 0; i < 40; i++) {
            List<Long> heaps = new ArrayList<>();
            int parts = 1 + random.nextInt(6);
            for (int j = 0; j < parts; j++) {
                heaps.add((long) (1 + random.nextInt(parts <= 3 ? 14 : 7)));
            }
            check("0.77", heaps, sums, brute);
        }
    }
}
