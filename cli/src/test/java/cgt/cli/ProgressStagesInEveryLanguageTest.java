package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.games.FairShares;
import cgt.games.WythoffValues;
import cgt.games.partizan.BackslidingToadsAndFrogs;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.ToadsAndFrogs;
import cgt.heap.TakeAndBreak;
import cgt.loopy.GameGraph;
import cgt.loopy.GraphSolver;
import cgt.loopy.LoopyPartizanSolver;
import cgt.loopy.LoopySolver;
import cgt.misere.quotient.QuotientSolver;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Heating;
import cgt.partizan.NortonProduct;
import cgt.partizan.born.BornByDay;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.task.Budget;
import cgt.task.Progress;
import cgt.task.Progress.Stage;
import cgt.task.Sizes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Progress stages that carry their own numbers or names (core's {@link Progress.Stage}: a round, a day, a game, a
 * table's size, a job's games) are said in the run's language by their keys: the stages are those core reports when
 * it runs, the English catalogue must say each as core does word for word (else it stays English everywhere), and
 * Croatian and Ukrainian say them in their own words with their own digits.
 */
class ProgressStagesInEveryLanguageTest {

    /** Keeps the first stage reported under each key, and the plain stages apart. */
    private static final class Recorder implements Progress {
        final Map<String, Stage> keyed = new TreeMap<>();
        final List<String> plain = new ArrayList<>();

        @Override
        public void report(String stage, long done, long total) {
            plain.add(stage);
        }

        @Override
        public void report(Stage stage, long done, long total) {
            keyed.putIfAbsent(stage.key(), stage);
        }
    }

    /** The stages of {@link #run()}, run once for the class. */
    private static Map<String, Stage> reported;

    private static synchronized Map<String, Stage> stagesCoreReports() {
        if (reported == null) {
            reported = run();
        }
        return reported;
    }

    /** Small runs of every computation that reports a stage carrying its own numbers or names. */
    private static Map<String, Stage> run() {
        Recorder r = new Recorder();
        BornByDay.games(2, r);
        WythoffValues.grundyTable(1_000, 1_200, r);
        CanonicalGame g = CanonicalGame.of(List.of(CanonicalGame.integer(2)), List.of(CanonicalGame.integer(-1)));
        Heating.heat(g, CanonicalGame.integer(1), Budget.DEFAULT, r);
        Heating.overheat(CanonicalGame.up(), CanonicalGame.integer(1), CanonicalGame.integer(2), Budget.DEFAULT, r);
        NortonProduct.of(CanonicalGame.star(), CanonicalGame.up(), Budget.DEFAULT, r);
        // A cycle v0 <-> v1 with an end v2: generalized Sprague-Grundy values in rounds.
        GameGraph.Builder graph = GameGraph.builder(Long.MAX_VALUE);
        graph.vertex("v0");
        graph.vertex("v1");
        graph.vertex("v2");
        graph.edge(0, 1);
        graph.edge(1, 0);
        graph.edge(1, 2);
        GraphSolver.solve(graph.build(), r);
        FairShares shares = new FairShares();
        new LoopySolver<>(shares, 1_000, r).labelOfSum(shares.parsePosition(List.of("4")));
        LoopyPartizanSolver.solve(new BackslidingToadsAndFrogs(), List.of("tt..ff"), 100_000, 1L << 28, r);
        // 0.76's quotient takes trials at heap 11 (they are recalibrated on the way).
        new QuotientSolver("0.76", TakeAndBreak.parse("0.76"), r).keepingWhatWasFound().compute(11, false);
        Domineering domineering = new Domineering();
        new PartizanEvaluator<>(domineering, TranspositionTable.forGame(domineering, 1 << 12), 1, r)
                .value(domineering.parse("...|...|..."));
        ToadsAndFrogs toads = new ToadsAndFrogs();
        new PartizanEvaluator<>(toads, TranspositionTable.forGame(toads, 1 << 12), 1, r).value(toads.parse("tt..f"));
        return r.keyed;
    }

    @Test
    void everyStageCoreReportsHasItsKeyAndTheEnglishCatalogueSaysItAsCoreDoes() {
        Map<String, Stage> stages = stagesCoreReports();
        assertThat(stages).containsOnlyKeys("stage.day", "stage.wythoff", "stage.form.heated",
                "stage.form.overheated", "stage.form.norton", "stage.gsgRound", "stage.loopyExplored",
                "stage.quotient", "stage.quotientTrials", "stage.partsSized", "stage.partsUnsized");
        for (Stage s : stages.values()) {
            assertThat(Texts.english().text(s.key(), s.args())).as(s.key()).isEqualTo(s.english());
            for (Language l : List.of(Language.HR, Language.UK)) {
                String said = Texts.of(l).sentence(s.english(), s.key(), s.args());
                assertThat(said).as("%s in %s", s.key(), l).isNotEqualTo(s.english())
                        .doesNotContainPattern("\\{\\d(:[a-z]+)?}");
            }
        }
        // The stages' words as they read.
        assertThat(stages.get("stage.day").english()).isEqualTo("day 1");
        assertThat(stages.get("stage.wythoff").english()).isEqualTo("Wythoff Grundy values (1,000 x 1,200 table)");
        assertThat(stages.get("stage.gsgRound").english()).isEqualTo("generalized Sprague-Grundy values, round 0");
        assertThat(stages.get("stage.quotientTrials").english())
                .isEqualTo("misère quotient of 0.76, trials at heap 11");
    }

    @Test
    void stagesAreSaidInCroatianAndUkrainianWithTheLanguagesDigits() {
        Map<String, Stage> stages = stagesCoreReports();
        assertThat(line(Language.HR, stages.get("stage.wythoff")))
                .isEqualTo("Grundyjeve vrijednosti Wythoffove igre (tablica 1.000 x 1.200): 5 od 100 (5,0 %)\n");
        assertThat(line(Language.UK, stages.get("stage.wythoff")))
                .isEqualTo("значення Шпрага-Гранді гри Вітгоффа (таблиця 1\u00a0000 x 1\u00a0200): 5 з 100 (5,0%)\n");
        assertThat(line(Language.HR, stages.get("stage.day"))).isEqualTo("dan 1: 5 od 100 (5,0 %)\n");
        assertThat(line(Language.UK, stages.get("stage.quotientTrials")))
                .isEqualTo("мізерний фактор-моноїд гри 0.76, спроби на купці 11: 5 з 100 (5,0%)\n");
        assertThat(line(Language.HR, stages.get("stage.form.heated"))).startsWith("{2|-1} zagrijano za 1: ");
        // English exactly as core's words were printed before stages had keys.
        assertThat(line(Language.EN, stages.get("stage.wythoff")))
                .isEqualTo("Wythoff Grundy values (1,000 x 1,200 table): 5 of 100 (5.0%)\n");
    }

    @Test
    void theCommandLinesPeriodStageIsSaidWithItsLimitInTheLanguage() {
        Stage period = Stage.of("period search (limit " + StderrProgress.human(1 << 24) + "), values computed",
                "stage.periodLimit", 1 << 24);
        assertThat(line(Language.EN, period)).startsWith("period search (limit 16.78M), values computed: ");
        assertThat(line(Language.HR, period))
                .startsWith("traženje perioda (granica 16,78M), izračunane vrijednosti: ");
        assertThat(line(Language.UK, period)).startsWith("пошук періоду (межа 16,78M), обчислені значення: ");
    }

    @Test
    void aStageTheCatalogueDoesNotKnowStaysAsGivenAndAPlainListenerGetsTheEnglish() {
        // A library user's own stage, and a keyed stage whose English the catalogue does not say word for word.
        assertThat(line(Language.HR, "my own stage 3")).isEqualTo("my own stage 3: 5 od 100 (5,0 %)\n");
        assertThat(line(Language.HR, Stage.of("day three", "stage.day", 3))).startsWith("day three: ");
        // Words the catalogue names are said in the language, as before.
        assertThat(line(Language.UK, "grundy values")).startsWith("значення Шпрага-Гранді: ");
        List<String> heard = new ArrayList<>();
        Progress plain = (stage, done, total) -> heard.add(stage);
        BornByDay.games(1, plain);
        assertThat(heard).containsOnly("day 1");
    }

    @Test
    void briefCountsAreTheProgressLinesCountsInEveryLocale() {
        // Three figures, as the progress line has always written them, written out by hand.
        double[] n = {0, 789, 9_999, 10_000, 45_600, 999_949, 1_234_567, 16_777_216, 2_500_000_000.0};
        String[] english = {"0", "789", "9999", "10.0k", "45.6k", "999.9k", "1.23M", "16.78M", "2.50G"};
        for (int i = 0; i < n.length; i++) {
            assertThat(Sizes.brief(n[i], Locale.ROOT)).isEqualTo(StderrProgress.human(n[i])).isEqualTo(english[i]);
            assertThat(Sizes.brief(n[i], Language.HR.locale())).isEqualTo(english[i].replace('.', ','));
        }
    }

    /** The line a report of 5 of 100 shows in a language (six seconds in: a line is shown every five). */
    private static String line(Language l, Object stage) {
        StringWriter text = new StringWriter();
        AtomicLong clock = new AtomicLong(0);
        StderrProgress p = new StderrProgress(new PrintWriter(text, true), Texts.of(l), false,
                () -> clock.addAndGet(6_000_000_000L));
        if (stage instanceof Stage s) {
            p.report(s, 5, 100);
        } else {
            p.report((String) stage, 5, 100);
        }
        return text.toString().replace(System.lineSeparator(), "\n");
    }
}
