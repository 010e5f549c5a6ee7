package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.task.Progress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A partizan search says how big it is before it starts, and that it cannot say how long it will take:
 * Domineering 8x8 showed only "parts solved: N".
 */
class SearchSizeReportTest {

    private record Report(String stage, long done, long total) {
    }

    @Test
    void domineeringSearchAnnouncesItsRegionAndItsBound() {
        List<Report> reports = new ArrayList<>();
        Progress recording = (stage, done, total) -> reports.add(new Report(stage, done, total));
        Domineering domineering = new Domineering();
        PartizanEvaluator<DomineeringBoard> evaluator = new PartizanEvaluator<>(domineering,
                TranspositionTable.forGame(domineering, 1 << 16), 1, recording);
        evaluator.value(domineering.parse("....|....|..#.|...."));
        assertThat(reports).isNotEmpty();
        Report first = reports.get(0);
        assertThat(first.stage()).contains("4 by 4 region with 15 empty squares, at most 2^15 positions")
                .contains("no time-left estimate");
        assertThat(first.total()).isEqualTo(-1);
    }

    @Test
    void theCountReportedByTwoThreadsNeverGoesDown() {
        // Each thread read the shared count and reported it; the later read could arrive first, and the
        // progress line then took the lower count for a search that had started over.
        List<Report> reports = Collections.synchronizedList(new ArrayList<>());
        Progress recording = (stage, done, total) -> reports.add(new Report(stage, done, total));
        Domineering domineering = new Domineering();
        PartizanEvaluator<DomineeringBoard> evaluator = new PartizanEvaluator<>(domineering,
                TranspositionTable.forGame(domineering, 1 << 18), 2, recording);
        evaluator.value(domineering.parse("5x5"));
        assertThat(reports.size()).as("reports").isGreaterThan(10);
        for (int i = 1; i < reports.size(); i++) {
            if (reports.get(i).stage().equals(reports.get(i - 1).stage())) {
                assertThat(reports.get(i).done()).as("report %d", i).isGreaterThanOrEqualTo(reports.get(i - 1).done());
            }
        }
    }

    @Test
    void domineeringStatesTheEmptySquaresOfAPart() {
        assertThat(new Domineering().sizeOf(new Domineering().parse("...|.#.")))
                .isEqualTo("2 by 3 region with 5 empty squares, at most 2^5 positions");
    }

    @Test
    void clobberStatesItsStones() {
        assertThat(new Clobber().sizeOf(new Clobber().parse("xo.|.ox")))
                .isEqualTo("2 by 3 region with 4 stones, at most 3^4 positions");
    }

    @Test
    void rulesetsWithoutASizeStillSayThatNoTimeLeftIsKnown() {
        List<String> stages = new ArrayList<>();
        ToadsAndFrogs toads = new ToadsAndFrogs();
        PartizanEvaluator<String> evaluator = new PartizanEvaluator<>(toads,
                TranspositionTable.forGame(toads, 1 << 16), 1, (stage, done, total) -> stages.add(stage));
        evaluator.value(toads.parse("tt..ff"));
        assertThat(stages).isNotEmpty().allSatisfy(s -> assertThat(s).startsWith("parts solved")
                .contains("no time-left estimate"));
    }
}
