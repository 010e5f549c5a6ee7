package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.Analysis;
import cgt.analysis.Play;
import cgt.analysis.Request;
import cgt.analysis.Step;
import cgt.analysis.TextExplanation;
import cgt.catalog.Catalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Explanations in every language. English from the catalogue is core's own text, byte for byte, over positions of
 * every kind of step (so the catalogue's English is what core says, and the translations are of what core says);
 * another language says every sentence core keys in its own words, with the lecture notes' terms.
 */
class LocalizedExplanationTest {

    /** Positions whose explanations hold every kind of step: mex steps, nim-sums, winning moves, misère, partizan. */
    private static List<List<Step>> corpus() {
        List<List<Step>> all = new ArrayList<>();
        String[][] normal = {{"nim", "3", "4", "5"}, {"nim", "1", "2", "3"}, {"nim", "7"}, {"nim", "0"},
            {"kayles", "5", "7"}, {"kayles", "4"}, {"subtraction:1,2,3", "4"}, {"subtraction:1,2,3", "5", "6"},
            {"grundy", "9", "4"}, {"0.137", "12"}, {"lasker", "2", "5", "7"}, {"wythoff", "3,5"},
            {"domineering", "..#|...|#..", ".."}, {"domineering", "...|..."}, {"hackenbush", "lrr", "(ll;r(l;r))"},
            {"toads-frogs", "tt..ff"}, {"cutcake", "3,4"}};
        for (String[] a : normal) {
            all.add(steps(a, Request.normalPlay().explained()));
        }
        all.add(steps(new String[] {"nim", "1", "3", "5", "7"}, Request.of(Play.MISERE).explained()));
        all.add(steps(new String[] {"kayles", "4", "6"}, Request.of(Play.MISERE).explained()));
        Random random = new Random(28);
        for (int i = 0; i < 12; i++) {
            int heaps = 1 + random.nextInt(4);
            String[] a = new String[heaps + 1];
            a[0] = random.nextBoolean() ? "nim" : "kayles";
            for (int h = 1; h <= heaps; h++) {
                a[h] = Integer.toString(random.nextInt(24));
            }
            all.add(steps(a, Request.normalPlay().explained()));
        }
        return all;
    }

    private static List<Step> steps(String[] gameAndPosition, Request request) {
        List<String> position = List.of(gameAndPosition).subList(1, gameAndPosition.length);
        return Analysis.of(Catalog.find(gameAndPosition[0]), position, request).explanation();
    }

    @Test
    void theEnglishCatalogueSaysExactlyWhatCoreSays() {
        for (List<Step> steps : corpus()) {
            assertThat(LocalizedExplanation.render(steps, Texts.english())).isEqualTo(TextExplanation.lines(steps));
            assertThat(LocalizedExplanation.lines(steps, Texts.english())).isEqualTo(TextExplanation.lines(steps));
        }
    }

    @Test
    void everyKeyedSentenceIsTranslatedInEveryLanguage() {
        int keyed = 0;
        for (List<Step> steps : corpus()) {
            for (Step s : steps) {
                if (s instanceof Step.Rule r && !r.key().isEmpty()) {
                    keyed++;
                    for (Language l : Language.values()) {
                        String said = Texts.of(l).sentence(r.text(), r.key(), r.args());
                        if (l == Language.EN) {
                            assertThat(said).isEqualTo(r.text());
                        } else {
                            assertThat(said).as("%s in %s", r.key(), l).isNotEqualTo(r.text());
                        }
                    }
                }
            }
        }
        assertThat(keyed).isGreaterThan(50);
    }

    @Test
    void nimInCroatianUsesTheLectureNotesTerms() {
        List<String> n = LocalizedExplanation.lines(steps(new String[] {"nim", "3", "4", "5"},
                Request.normalPlay().explained()), Texts.of(Language.HR));
        String text = String.join("\n", n);
        assertThat(text).contains("nim-suma = 2", "N-pozicija", "vrijednost Nim-hrpe jednaka je njezinoj veličini",
                "G(3) = 3, G(4) = 4, G(5) = 5: ", "G(3): 3 ⊕ 2 = 1 → 1 4 5");
        String p = String.join("\n", LocalizedExplanation.lines(steps(new String[] {"nim", "1", "2", "3"},
                Request.normalPlay().explained()), Texts.of(Language.HR)));
        assertThat(p).contains("Nim-suma je 0, pa je ovo P-pozicija");
    }

    @Test
    void nimInUkrainianUsesTheLectureNotesTerms() {
        String text = String.join("\n", LocalizedExplanation.lines(steps(new String[] {"nim", "3", "4", "5"},
                Request.normalPlay().explained()), Texts.of(Language.UK)));
        assertThat(text).contains("нім-сума = 2", "N-стан", "нім-рівняння");
    }

    @Test
    void aPartizanExplanationCountsItsPartsInTheLanguagesPluralForms() {
        List<Step> steps = steps(new String[] {"domineering", "..#|...|#..", ".."}, Request.normalPlay().explained());
        String cs = String.join("\n", LocalizedExplanation.lines(steps, Texts.of(Language.CS)));
        assertThat(cs).contains("Pozice se rozpadá na 2 nezávislé části", "Levý, hraje-li první");
        String hr = String.join("\n", LocalizedExplanation.lines(steps, Texts.of(Language.HR)));
        assertThat(hr).contains("Pozicija se raspada na 2 nezavisna dijela", "Dakle, ishod je");
    }

    @Test
    void aSentenceCoreRewordedStaysEnglishRatherThanSayWhatItNoLongerSays() {
        Step.Rule reworded = new Step.Rule("The nim-sum is 0, so the next player loses.", "explain.nimSumZero",
                List.of());
        assertThat(Texts.of(Language.HR).sentence(reworded.text(), reworded.key(), reworded.args()))
                .isEqualTo(reworded.text());
        Step.Rule unkeyed = new Step.Rule("Misère play: whoever cannot move wins.");
        assertThat(Texts.of(Language.UK).sentence(unkeyed.text(), unkeyed.key(), unkeyed.args()))
                .isEqualTo(unkeyed.text());
    }
}
