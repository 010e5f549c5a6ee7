package cgt.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.input.BadInputException;
import cgt.loopy.GameGraph;
import cgt.loopy.GraphLabelling;
import cgt.loopy.GraphReader;
import cgt.loopy.GraphSolver;
import cgt.task.Progress;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.StringReader;

/**
 * Fuzzes the game graph reader ({@code cgt analyze graph FILE}): any text either reads as a graph, which the
 * solver then labels, or is refused with a one-line {@link BadInputException}; anything else is a finding.
 */
class GraphReaderFuzzTest {

    @FuzzTest
    void parse(byte[] data) {
        String text = FuzzInput.text(data);
        GameGraph g;
        try {
            g = GraphReader.read(new StringReader(text), 64L << 20);
        } catch (BadInputException expected) {
            assertThat(expected.getMessage()).isNotBlank().doesNotContain("\n");
            return;
        }
        assertThat(g.vertexCount()).isPositive();
        GraphLabelling labels = GraphSolver.solve(g, Progress.NONE);
        for (int v = 0; v < g.vertexCount(); v++) {
            assertThat(labels.label(v).name()).isEqualTo(g.name(v));
        }
    }
}
