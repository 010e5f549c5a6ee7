package cgt.cli;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import java.util.Locale;

/**
 * A decimal number (seconds taken) written with the decimal mark of the run's language: 0.338 in English, as Java's
 * Locale.ROOT writes it and as cgt always wrote it, 0,338 in Croatian.
 */
final class Decimals {

    private Decimals() {
    }

    /** {@code x} with {@code digits} digits after the language's decimal mark. */
    static String of(double x, int digits, Texts texts) {
        Locale locale = texts.language() == Language.EN ? Locale.ROOT : texts.language().locale();
        return String.format(locale, "%." + digits + "f", x);
    }
}
