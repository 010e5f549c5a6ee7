package cgt.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.games.Game;
import cgt.games.ImpartialGame;
import cgt.games.PartizanRulesGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.PartizanRules;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The text printer of the structured explanation writes exactly what {@code cgt analyze --explain} printed before
 * the explanation became steps. The golden files under {@code cgt/analysis/explain/} are the whole output of the
 * earlier jar (first line: the command); the explanation is the block between the first two blank lines.
 */
class TextExplanationTest {

    @Test
    void stepsPrintAsTheCommandPrintedThem() throws IOException, URISyntaxException {
        Path dir = Path.of(TextExplanationTest.class.getResource("/cgt/analysis/explain").toURI());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(20);
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            List<String> command = new ArrayList<>(Arrays.asList(lines.get(0).substring(2).split(" ")));
            assertThat(command.remove(0)).isEqualTo("analyze");
            boolean misere = command.remove("--misere");
            assertThat(command.remove("--explain")).isTrue();
            Game game = Catalog.find(command.remove(0));
            List<String> expected = explanationBlock(lines.subList(1, lines.size()));
            assertThat(searchSizeLeftOut(explain(game, command, misere))).as(f.getFileName().toString())
                    .isEqualTo(searchSizeLeftOut(expected));
        }
    }

    private static List<String> explain(Game game, List<String> position, boolean misere) {
        if (game instanceof PartizanRulesGame<?> partizanGame) {
            return partizan(partizanGame.ruleset(), position);
        }
        Request request = Request.of(Play.misereIf(misere)).explained();
        return ImpartialAnalyzer.analyze((ImpartialGame<?>) game, position, request).explanationText();
    }

    private static <P> List<String> partizan(PartizanRules<P> game, List<String> position) {
        return PartizanAnalyzer.analyze(game, PartizanEvaluator.of(game), position).explanationText();
    }

    /**
     * The lines with the size of a partizan search left out: it depends on the evaluator (its threads, its
     * table), not on the printer.
     */
    private static List<String> searchSizeLeftOut(List<String> lines) {
        return lines.stream().map(l -> l.replaceFirst("^\\(\\d+ distinct parts were solved", "(N distinct parts were"
                + " solved")).toList();
    }

    /** The lines between the first blank line and the next one. */
    private static List<String> explanationBlock(List<String> output) {
        int start = output.indexOf("") + 1;
        int end = output.subList(start, output.size()).indexOf("") + start;
        return output.subList(start, end);
    }

    @Test
    void aNimSumIsWrittenInAlignedBinaryColumns() {
        Step.NimSum sum = new Step.NimSum(List.of(new Step.ComponentValue("3", 3), new Step.ComponentValue("12", 12)),
                15);
        assertThat(sum.bits()).isEqualTo(4);
        assertThat(TextExplanation.lines(List.of(sum))).containsExactly(
                "      G(3) = 3 = 0011",
                "    G(12) = 12 = 1100",
                "                 ----",
                "  nim-sum = 15 = 1111");
    }

    @Test
    void manyOptionsAreSummarisedByTheirValuesAsRanges() {
        Step s = new Step.MexSummary("9", 15, new TreeSet<>(List.of(0L, 1L, 2L, 3L, 5L, 7L, 8L)), 4);
        assertThat(TextExplanation.lines(List.of(s)))
                .containsExactly("G(9) = mex of its 15 options' values = mex{0..3, 5, 7, 8} = 4");
    }
}
