package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.games.ImpartialGame;
import cgt.games.partizan.Hackenbush;
import cgt.heap.Heaps;
import cgt.input.BadInputException;
import cgt.outcome.Outcome;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.search.PartizanEvaluator;
import cgt.testing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The typed analysis API: values checked against published ones and against the nim-sum law, winning moves as
 * typed positions that are P-positions, the explanation as steps, and modes as values.
 */
class TypedAnalysisTest {

    private static final int[] KAYLES = Reference.sequence("kayles-0.77.txt");

    private static HeapGame kayles() {
        return (HeapGame) Catalog.find("kayles");
    }

    @Test
    void aKaylesRowHasItsPublishedValue() {
        HeapGame kayles = kayles();
        for (int n = 0; n < KAYLES.length; n++) {
            ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(kayles, List.of(Heaps.of(n)),
                    Request.normalPlay());
            assertThat(a.normalPlayValue()).as("g(%d)", n).hasValue(KAYLES[n]);
            assertThat(a.outcome()).isEqualTo(KAYLES[n] == 0 ? Outcome.P : Outcome.N);
            assertThat(a.components()).containsExactly(Heaps.of(n));
            assertThat(a.play()).isEqualTo(Play.NORMAL);
        }
    }

    @Test
    void aSumIsWorthTheNimSumOfItsParts() {
        HeapGame kayles = kayles();
        Random random = new Random(11);
        for (int trial = 0; trial < 200; trial++) {
            List<Heaps> heaps = new ArrayList<>();
            long expected = 0;
            for (int k = 1 + random.nextInt(4); k > 0; k--) {
                int n = random.nextInt(KAYLES.length);
                heaps.add(Heaps.of(n));
                expected ^= KAYLES[n];
            }
            ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(kayles, heaps, Request.normalPlay());
            assertThat(a.normalPlayValue()).as("%s", heaps).hasValue(expected);
        }
    }

    /** Every winning move, taken as the typed position it leads to, leads to a P-position; and reads as its text. */
    @Test
    void aWinningMoveLeadsToAPPosition() {
        Random random = new Random(5);
        for (String name : List.of("kayles", "dawsons-kayles", "lasker", "subtraction:1,3,4", "nim")) {
            ImpartialGame<Heaps> game = heapGame(name);
            for (Play play : Play.values()) {
                for (int trial = 0; trial < 30; trial++) {
                    List<Heaps> heaps = new ArrayList<>();
                    for (int k = 1 + random.nextInt(3); k > 0; k--) {
                        heaps.add(Heaps.of(random.nextInt(play == Play.MISERE ? 9 : 40)));
                    }
                    ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(game, heaps, Request.of(play));
                    assertThat(a.play()).isEqualTo(play);
                    assertThat(a.winningMoves()).hasSize((int) a.winningMoveCount());
                    // No winning move: a P-position, except in misère play with no move at all (the mover wins).
                    boolean stuck = heaps.stream().allMatch(h -> game.options(h).isEmpty());
                    assertThat(a.outcome()).isEqualTo(a.winningMoves().isEmpty() && !(play == Play.MISERE && stuck)
                            ? Outcome.P : Outcome.N);
                    for (ImpartialAnalysis.Move<Heaps> m : a.winningMoves()) {
                        List<Heaps> next = a.componentsAfter(m);
                        assertThat(game.formatPosition(next)).isEqualTo(a.positionAfter(m));
                        assertThat(m.from()).isEqualTo(game.formatComponent(heaps.get(m.argument())));
                        assertThat(ImpartialAnalyzer.analyzePosition(game, next, Request.of(play)).outcome())
                                .as("%s %s %s -> %s", name, play, heaps, next).isEqualTo(Outcome.P);
                    }
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static ImpartialGame<Heaps> heapGame(String name) {
        return (ImpartialGame<Heaps>) Catalog.find(name);
    }

    @Test
    void misereReportsTheMisereOutcomeAndTheNormalValueOnlyUnderItsName() {
        ImpartialGame<Heaps> nim = heapGame("nim");
        // 1 1: the nim-sum is 0, so a P-position in normal play; in misère play the next player wins (take one).
        ImpartialAnalysis<Heaps> normal = ImpartialAnalyzer.analyzePosition(nim, List.of(Heaps.of(1), Heaps.of(1)), Request.normalPlay());
        ImpartialAnalysis<Heaps> misere = ImpartialAnalyzer.analyzePosition(nim, List.of(Heaps.of(1), Heaps.of(1)),
                Request.of(Play.MISERE));
        assertThat(normal.outcome()).isEqualTo(Outcome.P);
        assertThat(misere.outcome()).isEqualTo(Outcome.N);
        assertThat(misere.misere()).isTrue();
        assertThat(misere.normalPlayValue()).hasValue(0);
        assertThat(misere.toString()).isEqualTo("nim 1 1 (misère): N, normal-play value 0, 2 winning moves");
        assertThat(normal.toString()).isEqualTo("nim 1 1: P, value 0, 0 winning moves");
    }

    @Test
    void aRequestKeepsAsManyMovesAsItSaysAndCountsThemAll() {
        ImpartialGame<Heaps> nim = heapGame("nim");
        List<Heaps> heaps = List.of(Heaps.of(1), Heaps.of(3), Heaps.of(5), Heaps.of(7), Heaps.of(9), Heaps.of(11), Heaps.of(13), Heaps.of(15), Heaps.of(1));
        ImpartialAnalysis<Heaps> all = ImpartialAnalyzer.analyzePosition(nim, heaps, Request.normalPlay());
        ImpartialAnalysis<Heaps> two = ImpartialAnalyzer.analyzePosition(nim, heaps, Request.normalPlay()
                .keepingMoves(2));
        assertThat(all.winningMoveCount()).isGreaterThan(2).isEqualTo(two.winningMoveCount());
        assertThat(all.keptEveryMove()).isTrue();
        assertThat(two.keptEveryMove()).isFalse();
        assertThat(two.winningMoves()).isEqualTo(all.winningMoves().subList(0, 2));
    }

    @Test
    void theExplanationOfASumIsItsNimSumAndTheNimEquation() {
        ImpartialGame<Heaps> nim = heapGame("nim");
        ImpartialAnalysis<Heaps> plain = ImpartialAnalyzer.analyzePosition(nim, List.of(Heaps.of(3), Heaps.of(4), Heaps.of(5)),
                Request.normalPlay());
        assertThat(plain.explanation()).isEmpty();
        ImpartialAnalysis<Heaps> a = ImpartialAnalyzer.analyzePosition(nim, List.of(Heaps.of(3), Heaps.of(4), Heaps.of(5)),
                Request.normalPlay().explained());
        assertThat(a.explanation()).contains(
                new Step.ValueRule(List.of(new Step.ComponentValue("3", 3), new Step.ComponentValue("4", 4),
                        new Step.ComponentValue("5", 5)), "a Nim heap's value is its size: its options are all the"
                        + " smaller heaps, whose values are all the smaller numbers", "valueRule.nim"),
                new Step.NimSum(List.of(new Step.ComponentValue("3", 3), new Step.ComponentValue("4", 4),
                        new Step.ComponentValue("5", 5)), 2),
                new Step.WinningMove("3", 3, 2, List.of("1 4 5")));
        Step.WinningMove move = (Step.WinningMove) a.explanation().stream().filter(Step.WinningMove.class::isInstance)
                .findFirst().orElseThrow();
        assertThat(move.target()).isEqualTo(3 ^ 2);
        // A small game is explained bottom up, by its mex steps.
        ImpartialAnalysis<?> s = ImpartialAnalyzer.analyze((ImpartialGame<?>) Catalog.find("subtraction:1,2,3"),
                List.of("2"), Request.normalPlay().explained());
        assertThat(s.explanation()).startsWith(
                new Step.Mex("0", List.of(), 0),
                new Step.Mex("1", List.of(new Step.MexOption(List.of("0"), 0)), 1),
                new Step.Mex("2", List.of(new Step.MexOption(List.of("1"), 1), new Step.MexOption(List.of("0"), 0)),
                        2));
    }

    @Test
    void aPartizanAnalysisIsTypedTheSameWay() {
        Hackenbush hackenbush = new Hackenbush();
        PartizanEvaluator<Hackenbush.Tree> evaluator = PartizanEvaluator.of(hackenbush);
        PartizanAnalysis<Hackenbush.Tree> a = PartizanAnalyzer.analyze(hackenbush, evaluator,
                List.of("lrr", "(ll;r(l;r))"));
        // lrr is 1/4 and ll;r(l;r) is 2 - 1: 5/4, a number, so Left wins whoever starts and its temperature is -1/4.
        assertThat(a.value()).isEqualTo(CanonicalGame.number(Dyadic.of(5, 2)));
        assertThat(a.outcome()).isEqualTo(Outcome.L);
        assertThat(a.mean()).isEqualTo(Dyadic.of(5, 2));
        assertThat(a.temperature()).isEqualTo(Dyadic.of(-1, 2));
        assertThat(a.components()).hasSize(2);
        // Each of Left's winning moves, as a typed position, is one Left (moving first) wins: its value is >= 0.
        assertThat(a.leftWinningMoves()).hasSize(3);
        for (PartizanAnalysis.Move<Hackenbush.Tree> m : a.leftWinningMoves()) {
            List<CanonicalGame> values = new ArrayList<>();
            for (Hackenbush.Tree t : a.componentsAfter(m)) {
                values.add(evaluator.value(t));
            }
            assertThat(CanonicalGame.sum(values).geq(CanonicalGame.zero())).as(a.positionAfter(m)).isTrue();
        }
        assertThat(a.toString()).isEqualTo("hackenbush lrr (ll;r(l;r)): L, value 5/4");
    }

    @Test
    void oneEntryPointAnalysesEitherKindOfGame() {
        Analysis impartial = Analysis.of(Catalog.find("kayles"), List.of("5", "7"), Request.normalPlay());
        assertThat(impartial).isInstanceOf(ImpartialAnalysis.class);
        assertThat(((ImpartialAnalysis<?>) impartial).winningPositions(10)).containsExactly("1 3 7", "5 5");
        Analysis partizan = Analysis.of(Catalog.find("hackenbush"), List.of("lrr"), Request.normalPlay()
                .usingThreads(2));
        assertThat(partizan).isInstanceOf(PartizanAnalysis.class);
        assertThat(partizan.outcome()).isEqualTo(Outcome.L);
        assertThat(partizan.explanationText()).contains("  lrr  =  1/4");
        assertThatThrownBy(() -> Analysis.of(Catalog.find("hackenbush"), List.of("lrr"), Request.of(Play.MISERE)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("misère play applies to impartial games");
    }

    /** Domineering's 2x2 square is ±1 = {1|-1} (Winning Ways): stops 1 and -1, mean 0, temperature 1. */
    @Test
    void aHotPositionHasItsStopsMeanAndTemperature() {
        PartizanAnalysis<?> a = (PartizanAnalysis<?>) Analysis.of(Catalog.find("domineering"), List.of("..|.."),
                Request.normalPlay());
        assertThat(a.value()).hasToString("+-1");
        assertThat(a.outcome()).isEqualTo(Outcome.N);
        assertThat(a.leftStop()).isEqualTo(Dyadic.of(1));
        assertThat(a.rightStop()).isEqualTo(Dyadic.of(-1));
        assertThat(a.mean()).isEqualTo(Dyadic.of(0));
        assertThat(a.temperature()).isEqualTo(Dyadic.of(1));
        assertThat(a.positionsAfter(a.leftWinningMoves(), 10)).containsExactly("#.|#.", ".#|.#");
    }
}
