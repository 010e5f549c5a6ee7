package cgt.format.i18n;

import cgt.analysis.ExplanationWords;
import cgt.analysis.Step;
import cgt.analysis.TextExplanation;
import java.util.List;

/**
 * Core's explanation {@link Step}s as lines in a language, laid out as {@link TextExplanation} lays them out in
 * English (the mex steps, the nim-sum in binary columns, the winning moves). English is core's own text, byte for
 * byte; another language says every word from its catalogue. A sentence core gives with a message key is said
 * in the language only where the English catalogue's message for that key is core's sentence word for word: a
 * sentence core has reworded stays English rather than be translated from what it no longer says.
 */
public final class LocalizedExplanation {

    private LocalizedExplanation() {
    }

    /** The steps as lines in the language of {@code texts}. */
    public static List<String> lines(List<Step> steps, Texts texts) {
        return texts.language() == Language.EN ? TextExplanation.lines(steps) : render(steps, texts);
    }

    /** The steps as lines from the catalogue of {@code texts}, English included (for the test that they agree). */
    static List<String> render(List<Step> steps, Texts texts) {
        return TextExplanation.lines(steps, words(texts));
    }

    /** The catalogue's words for the explanation's keys, and its sentences for core's keyed ones. */
    private static ExplanationWords words(Texts t) {
        return new ExplanationWords() {
            @Override
            public String phrase(String key, Object... args) {
                return t.text(key, args);
            }

            @Override
            public String sentence(String english, String key, List<?> args) {
                return t.sentence(english, key, args);
            }
        };
    }
}
