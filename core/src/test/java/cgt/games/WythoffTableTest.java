package cgt.games;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Request;
import cgt.games.Wythoff.Queen;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Grundy values of Wythoff queens come from a table of just the rectangle a position needs, built once per
 * position and reported as it grows: a sum with a queen at 4999,4999 once took 20 s without a word, and a
 * queen at 5000,0 cost the full 25-million-value square.
 */
class WythoffTableTest {

    @Test
    void rectangleAgreesWithTheSquareTable() {
        char[] square = WythoffValues.grundyTable(70);
        int[][] shapes = {{70, 1}, {1, 70}, {13, 70}, {70, 29}, {37, 37}};
        for (int[] shape : shapes) {
            char[] rect = WythoffValues.grundyTable(shape[0], shape[1], cgt.task.Progress.NONE);
            for (int x = 0; x < shape[0]; x++) {
                for (int y = 0; y < shape[1]; y++) {
                    assertThat(rect[x * shape[1] + y]).as("g(%d,%d) in %dx%d", x, y, shape[0], shape[1])
                            .isEqualTo(square[x * 70 + y]);
                }
            }
        }
    }

    @Test
    void aSumBuildsOneTableOfTheRowsAndColumnsItNeedsAndReportsIt() {
        List<long[]> reports = new ArrayList<>();
        List<String> stages = new ArrayList<>();
        Request request = Request.normalPlay().reportingTo((stage, done, total) -> {
            stages.add(stage);
            reports.add(new long[] {done, total});
        });
        ImpartialAnalysis<?> a = ImpartialAnalyzer.analyze(new Wythoff(), List.of("5000,0", "3,2"), request);
        // g(x, 0) = x, and g(3,2) = 5 (the published table): 5000 xor 5.
        assertThat(a.normalPlayValue()).hasValue(5000L ^ 5);
        assertThat(stages).isNotEmpty().allSatisfy(s -> assertThat(s).contains("5,001 x 3 table"));
        assertThat(reports).allSatisfy(r -> assertThat(r[1]).isEqualTo(5001L * 3));
        assertThat(reports.get(reports.size() - 1)[0]).isEqualTo(5001L * 3);
    }

    @Test
    void valuesAskedQueenByQueenStillMatch() {
        Wythoff wythoff = new Wythoff();
        char[] square = WythoffValues.grundyTable(90);
        int[][] queens = {{3, 80}, {85, 2}, {40, 40}, {89, 89}, {0, 5}};
        for (int[] q : queens) {
            assertThat(wythoff.grundy(Queen.of(q[0], q[1]))).isEqualTo(square[q[0] * 90 + q[1]]);
        }
    }
}
