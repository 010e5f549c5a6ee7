package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Step;
import cgt.heap.TakeAndBreak;
import cgt.misere.quotient.QuotientAnalysis;
import cgt.misere.quotient.QuotientSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A misère quotient's P-portion of more than 16 elements, which an explanation shows by its size and first twelve
 * elements, is said in the run's language (its size with the language's plural), inside the quotient's sentence;
 * a shorter one is the list of names, the same in every language. The P-portion is a real one: Dawson's Kayles'
 * quotient of heaps 1..25 has order 144 and 23 P-positions' elements (as QuotientTest finds, Siegel's count).
 */
class QuotientPortionInEveryLanguageTest {

    @Test
    void dawsonsKaylesPortionIsSaidBySizeInEachLanguage() {
        QuotientAnalysis q = new QuotientSolver("0.07", TakeAndBreak.parse("0.07")).compute(25, false);
        List<String> names = q.quotient().pPortionNames();
        assertThat(names).hasSize(23);
        Step.Rule portion = ImpartialAnalyzer.listedPortion(names);
        // English as the explanation has always written it, built here from the names by hand.
        StringBuilder english = new StringBuilder("(23 elements: ");
        for (int i = 0; i < 12; i++) {
            english.append(names.get(i)).append(", ");
        }
        assertThat(portion.text()).isEqualTo(english.append("...)").toString());
        List<Object> args = List.of("dawsons-kayles", q.quotient().order(), portion, 25);
        String sentence = "Misère values do not add up by nim-sums; cgt used the misère quotient of dawsons-kayles'"
                + " heaps 1..25, order 144 (exact for every sum of such heaps; no quotient of the whole game was"
                + " proved), instead (Plambeck and Siegel): a commutative monoid in which each heap is an element, and"
                + " a sum is a P-position exactly when the product of its heaps' elements lies in the P-portion "
                + portion.text() + ".";
        assertThat(Texts.english().text("explain.quotient.upToS", args)).isEqualTo(sentence);
        String first = String.join(", ", names.subList(0, 12));
        assertThat(Texts.of(Language.HR).sentence(sentence, "explain.quotient.upToS", args))
                .endsWith("(23 elementa: " + first + ", ...).");
        assertThat(Texts.of(Language.UK).sentence(sentence, "explain.quotient.upToS", args))
                .endsWith("(23 елементи: " + first + ", ...).");
    }

    @Test
    void theSizeTakesEachLanguagesPluralAndAShortPortionIsItsNames() {
        assertThat(said(Language.HR, 21)).startsWith("(21 element: ");
        assertThat(said(Language.HR, 22)).startsWith("(22 elementa: ");
        assertThat(said(Language.HR, 25)).startsWith("(25 elemenata: ");
        assertThat(said(Language.UK, 21)).startsWith("(21 елемент: ");
        assertThat(said(Language.UK, 24)).startsWith("(24 елементи: ");
        assertThat(said(Language.UK, 17)).startsWith("(17 елементів: ");
        assertThat(said(Language.EN, 17)).isEqualTo("(17 elements: e1, e2, e3, e4, e5, e6, e7, e8, e9, e10, e11, e12,"
                + " ...)");
        // Sixteen elements or fewer: the names themselves, in every language.
        for (Language l : Language.values()) {
            assertThat(said(l, 16)).isEqualTo(names(16).toString());
        }
    }

    private static String said(Language l, int size) {
        Step.Rule portion = ImpartialAnalyzer.listedPortion(names(size));
        return Texts.of(l).sentence(portion.text(), portion.key(), portion.args());
    }

    private static List<String> names(int size) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= size; i++) {
            names.add("e" + i);
        }
        return names;
    }
}
