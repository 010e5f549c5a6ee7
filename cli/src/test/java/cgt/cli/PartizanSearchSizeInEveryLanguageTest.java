package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.games.graph.NodeKayles;
import cgt.games.partizan.Clobber;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.DomineeringBoard;
import cgt.games.partizan.Konane;
import cgt.games.partizan.SkiJumps;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.partizan.search.TranspositionTable;
import cgt.rules.PartizanRules;
import cgt.task.Progress;
import cgt.task.Progress.Stage;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How big a partizan search is ("3 by 3 region with 9 empty squares, at most 2^9 positions", each ruleset's
 * {@link PartizanRules#sizeOf}) said on the progress line in the run's language: each built-in ruleset gives it with
 * its key ({@link PartizanRules#sizeStatement}), whose English is {@code sizeOf}'s words exactly, while a library
 * user's rules that give only {@code sizeOf} keep their English words in every language.
 */
class PartizanSearchSizeInEveryLanguageTest {

    /** One part of each built-in ruleset that states its size, with its statement and the words sizeOf gives. */
    private static List<Object[]> statements() {
        Domineering domineering = new Domineering();
        Clobber clobber = new Clobber();
        Konane konane = new Konane();
        SkiJumps ski = new SkiJumps();
        NodeKayles nodeKayles = new NodeKayles();
        return List.of(
                new Object[] {domineering.sizeStatement(domineering.parse("...|.#.")),
                        domineering.sizeOf(domineering.parse("...|.#."))},
                new Object[] {clobber.sizeStatement(clobber.parse("xo.|.ox")), clobber.sizeOf(clobber.parse("xo.|.ox"))},
                new Object[] {konane.sizeStatement(konane.parse("xo.#|###.|##ox")),
                        konane.sizeOf(konane.parse("xo.#|###.|##ox"))},
                new Object[] {ski.sizeStatement(ski.parse("L..|.R.|...")), ski.sizeOf(ski.parse("L..|.R.|..."))},
                new Object[] {nodeKayles.sizeStatement(nodeKayles.parse("Path(4)")),
                        nodeKayles.sizeOf(nodeKayles.parse("Path(4)"))});
    }

    @Test
    void eachRulesetsSizeHasAKeyWhoseEnglishIsItsWords() {
        List<String> keys = new ArrayList<>();
        for (Object[] s : statements()) {
            Stage size = (Stage) s[0];
            keys.add(size.key());
            assertThat(size.english()).isEqualTo(s[1]);
            assertThat(Texts.english().text(size.key(), size.args())).isEqualTo(size.english());
            for (Language l : List.of(Language.HR, Language.CS, Language.RO, Language.ET, Language.UK)) {
                assertThat(Texts.of(l).sentence(size.english(), size.key(), size.args())).as("%s in %s", size.key(), l)
                        .isNotEqualTo(size.english()).doesNotContain("by", "region", "{");
            }
        }
        assertThat(keys).containsExactly("stage.size.domineering", "stage.size.clobber", "stage.size.grid",
                "stage.size.skiJumps", "stage.size.graph");
        // The words themselves, as the progress line has always shown them (SearchSizeReportTest).
        assertThat(statements().get(0)[1]).isEqualTo("2 by 3 region with 5 empty squares, at most 2^5 positions");
        assertThat(statements().get(2)[1]).isEqualTo("3 by 4 region with 6 open squares");
        assertThat(statements().get(4)[1]).isEqualTo("graph of 4 vertices and 3 edges");
    }

    @Test
    void theSearchsStageSaysItsSizeInTheLanguage() {
        Domineering domineering = new Domineering();
        Stage stage = firstStage(domineering, domineering.parse("...|...|..."));
        assertThat(stage.english()).isEqualTo("parts solved (searching 3 by 3 region with 9 empty squares, at most"
                + " 2^9 positions; no time-left estimate: the count of parts is not known in advance)");
        assertThat(Texts.english().text(stage.key(), stage.args())).isEqualTo(stage.english());
        assertThat(Texts.of(Language.UK).sentence(stage.english(), stage.key(), stage.args())).isEqualTo(
                "розв'язані частини (пошук у області 3 × 3, порожніх клітинок: 9, щонайбільше 2^9 позицій; без оцінки"
                        + " часу, що лишився: кількість частин наперед невідома)");
        assertThat(Texts.of(Language.HR).sentence(stage.english(), stage.key(), stage.args())).isEqualTo(
                "riješeni dijelovi (pretražuje se područje 3 × 3, praznih polja: 9, najviše 2^9 pozicija; bez procjene"
                        + " preostalog vremena: broj dijelova nije unaprijed poznat)");
    }

    @Test
    void aLibraryUsersSizeKeepsItsEnglishInEveryLanguage() {
        Domineering domineering = new Domineering();
        // A user's ruleset that says its size only as words: Domineering's moves, its own sizeOf.
        PartizanRules<DomineeringBoard> own = new PartizanRules<>() {
            @Override
            public Collection<DomineeringBoard> leftMoves(DomineeringBoard p) {
                return domineering.leftMoves(p);
            }

            @Override
            public Collection<DomineeringBoard> rightMoves(DomineeringBoard p) {
                return domineering.rightMoves(p);
            }

            @Override
            public String sizeOf(DomineeringBoard part) {
                return "a board of my own";
            }
        };
        assertThat(own.sizeStatement(domineering.parse("..")).key()).isEmpty();
        List<Stage> stages = new ArrayList<>();
        new PartizanEvaluator<>(own, TranspositionTable.forGame(own, 1 << 10), 1, recorder(stages))
                .value(domineering.parse("..|.."));
        Stage stage = stages.get(0);
        assertThat(stage.english()).contains("searching a board of my own; ");
        assertThat(Texts.of(Language.UK).sentence(stage.english(), stage.key(), stage.args()))
                .startsWith("розв'язані частини (пошук у a board of my own; ");
        // The value is Domineering's all the same: a 2 by 2 square is +-1 ... and {1|-1} (Winning Ways).
        assertThat(PartizanEvaluator.of(domineering).value(domineering.parse("..|..")))
                .isEqualTo(CanonicalGame.of(List.of(CanonicalGame.integer(1)), List.of(CanonicalGame.integer(-1))));
    }

    private static <P> Stage firstStage(PartizanRules<P> game, P position) {
        List<Stage> stages = new ArrayList<>();
        new PartizanEvaluator<>(game, TranspositionTable.forGame(game, 1 << 12), 1, recorder(stages)).value(position);
        return stages.get(0);
    }

    private static Progress recorder(List<Stage> stages) {
        return new Progress() {
            @Override
            public void report(String stage, long done, long total) {
                stages.add(Stage.of(stage, ""));
            }

            @Override
            public void report(Stage stage, long done, long total) {
                stages.add(stage);
            }
        };
    }
}
