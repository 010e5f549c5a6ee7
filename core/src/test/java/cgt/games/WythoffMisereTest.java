package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.games.Wythoff.Queen;
import cgt.impartial.WholePositions;
import cgt.misere.MisereSolver;
import cgt.outcome.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Misère Wythoff: a lone queen by its rule, at any size (a search of 4999,4999 once filled the heap for ten
 * minutes), checked against a brute force; sums of queens by the search, checked against the rule.
 */
class WythoffMisereTest {

    private static final int N = 60;
    private final Wythoff wythoff = new Wythoff();

    /** Misère outcomes of every queen within N x N by the definition: P when every move leads to N. */
    private static boolean[][] bruteForceMisereP() {
        boolean[][] p = new boolean[N][N];
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                boolean anyMove = x > 0 || y > 0;
                boolean toP = false;
                for (int i = 0; i < x; i++) {
                    toP |= p[i][y];
                }
                for (int j = 0; j < y; j++) {
                    toP |= p[x][j];
                }
                for (int k = 1; k <= Math.min(x, y); k++) {
                    toP |= p[x - k][y - k];
                }
                p[x][y] = anyMove && !toP;
            }
        }
        return p;
    }

    @Test
    void ruleMatchesTheBruteForceOnEveryQueenUpToSixty() {
        boolean[][] p = bruteForceMisereP();
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                Queen q = Queen.of(x, y);
                assertThat(Wythoff.isMiserePPosition(q)).as("(%d,%d)", x, y).isEqualTo(p[x][y]);
                List<Queen> expected = new ArrayList<>();
                for (List<Queen> option : wythoff.options(q)) {
                    Queen m = option.get(0);
                    if (p[m.x().intValue()][m.y().intValue()]) {
                        expected.add(m);
                    }
                }
                assertThat(Wythoff.movesToMisereP(q)).as("moves from (%d,%d)", x, y)
                        .containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    @Test
    void onlyThreeExceptionsToNormalPlay() {
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                boolean normal = WythoffValues.isP(java.math.BigInteger.valueOf(x), java.math.BigInteger.valueOf(y));
                boolean exception = x <= 2 && y <= 2 && (x + y == 1 || x + y == 3 || (x == 2 && y == 2)
                        || (x == 0 && y == 0));
                assertThat(Wythoff.isMiserePPosition(Queen.of(x, y)) != normal).as("(%d,%d)", x, y)
                        .isEqualTo(exception);
            }
        }
    }

    @Test
    void hugeLoneQueenIsAnsweredByTheRule() {
        String huge = "1" + "0".repeat(300);
        ImpartialAnalysis<?> big = ImpartialAnalyzer.analyze(wythoff, List.of(huge + "," + huge), Request.of(Play.MISERE).explained());
        assertThat(big.outcome()).isEqualTo(Outcome.N);
        assertThat(big.normalPlayValue()).isEmpty();
        // The diagonal leads to (2,2), not to (0,0) as in normal play.
        assertThat(big.winningPositions(Integer.MAX_VALUE)).contains("2,2").doesNotContain("0,0");
        assertThat(ImpartialAnalyzer.analyze(wythoff, List.of("2,2"), Request.of(Play.MISERE)).outcome()).isEqualTo(Outcome.P);
        assertThat(ImpartialAnalyzer.analyze(wythoff, List.of("1,2"), Request.of(Play.MISERE)).outcome()).isEqualTo(Outcome.N);
        assertThat(ImpartialAnalyzer.analyze(wythoff, List.of("0,0"), Request.of(Play.MISERE)).outcome()).isEqualTo(Outcome.N);
        // A queen at 0,0 beside it changes nothing: (5,4) wins by moving to (5,3) or, in misère play, (1,0).
        ImpartialAnalysis<?> besideCorner = ImpartialAnalyzer.analyze(wythoff, List.of("0,0", "5,4"), Request.of(Play.MISERE));
        assertThat(besideCorner.outcome()).isEqualTo(Outcome.N);
        assertThat(besideCorner.winningPositions(Integer.MAX_VALUE)).containsExactlyInAnyOrder("0,0 5,3", "0,0 1,0");
    }

    @Test
    void sumsOfQueensAreSearchedAndAgreeWithTheRuleWhereItApplies() {
        MisereSolver<Queen> solver = new MisereSolver<>(new WholePositions<>(wythoff, wythoff.order()), 1_000_000);
        boolean[][] p = bruteForceMisereP();
        for (int x = 0; x < 12; x++) {
            for (int y = 0; y < 12; y++) {
                assertThat(solver.nextPlayerWins(List.of(Queen.of(x, y), Queen.of(0, 0)))).isEqualTo(!p[x][y]);
            }
        }
        // Two queens: the analysis searches; its verdict must agree with the solver's definition.
        Random random = new Random(12);
        for (int i = 0; i < 20; i++) {
            Queen a = Queen.of(random.nextInt(6), random.nextInt(6));
            Queen b = Queen.of(1 + random.nextInt(5), 1 + random.nextInt(5));
            ImpartialAnalysis<?> an = ImpartialAnalyzer.analyzePosition(wythoff, List.of(a, b), Request.of(Play.MISERE));
            boolean nWins = solver.nextPlayerWins(List.of(a, b));
            assertThat(an.outcome()).isEqualTo(nWins ? Outcome.N : Outcome.P);
        }
    }
}
