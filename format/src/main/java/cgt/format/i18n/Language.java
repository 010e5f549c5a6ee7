package cgt.format.i18n;

import cgt.input.BadInputException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A language cgt speaks, named by its ISO 639-1 code: English, the fallback, and the five of the lecture notes cgt
 * was first written for. Chosen by {@code --lang CODE}, else by the locale as POSIX reads it (LC_ALL, then
 * LC_MESSAGES, then LANG; {@code C} and {@code POSIX} are English), else English; on the web by a {@code lang}
 * parameter, else the browser's Accept-Language.
 */
public enum Language {
    EN("en"), HR("hr"), CS("cs"), RO("ro"), ET("et"), UK("uk");

    private final String code;

    Language(String code) {
        this.code = code;
    }

    /** The two-letter code ("hr"), as {@code --lang} takes it and the catalogues are named. */
    public String code() {
        return code;
    }

    /** The locale of this language, for the catalogues. */
    public Locale locale() {
        return Locale.forLanguageTag(code);
    }

    /** The accepted codes, "en, hr, cs, ro, et, uk", for messages. */
    public static String codes() {
        return Arrays.stream(values()).map(Language::code).collect(Collectors.joining(", "));
    }

    /**
     * The language of a code the user typed (any case).
     *
     * @throws BadInputException naming the code and the accepted ones
     */
    public static Language of(String code) {
        return find(code).orElseThrow(() -> new BadInputException("unknown language '" + code
                + "': the languages are " + codes(), "input.unknownLanguage", List.of(code, codes())));
    }

    /** The language of a code, or empty when cgt does not speak it. */
    public static Optional<Language> find(String code) {
        String c = code == null ? "" : code.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(l -> l.code.equals(c)).findFirst();
    }

    /**
     * The language of the locale in these environment variables, as POSIX reads them: the first of LC_ALL,
     * LC_MESSAGES and LANG that is set and not empty decides ({@code hr_HR.UTF-8}, {@code uk_UA}, {@code cs});
     * {@code C}, {@code POSIX} and a language cgt does not speak are English.
     */
    public static Language fromEnvironment(Map<String, String> env) {
        for (String name : List.of("LC_ALL", "LC_MESSAGES", "LANG")) {
            String value = env.get(name);
            if (value != null && !value.isBlank()) {
                return fromLocaleName(value);
            }
        }
        return EN;
    }

    /** "hr_HR.UTF-8@euro" is Croatian: the language is what comes before '_', '.', '@' or '-'. */
    static Language fromLocaleName(String locale) {
        String s = locale.strip();
        int end = s.length();
        for (char c : new char[] {'_', '.', '@', '-'}) {
            int i = s.indexOf(c);
            if (i >= 0) {
                end = Math.min(end, i);
            }
        }
        return find(s.substring(0, end)).orElse(EN);
    }

    /**
     * The language a browser prefers among those cgt speaks, by an Accept-Language header ("uk-UA,uk;q=0.9,en;q=0.8"):
     * the spoken one of highest weight (the first on a tie), English when none is spoken or the header is absent.
     */
    public static Language fromAcceptLanguage(String header) {
        if (header == null || header.isBlank()) {
            return EN;
        }
        Language best = EN;
        double bestWeight = -1;
        for (String part : header.split(",", -1)) {
            String[] fields = part.strip().split(";", -1);
            double weight = 1;
            for (int i = 1; i < fields.length; i++) {
                String f = fields[i].strip();
                if (f.startsWith("q=")) {
                    try {
                        weight = Double.parseDouble(f.substring(2));
                    } catch (NumberFormatException e) {
                        weight = 0; // a malformed weight counts as "not acceptable", as RFC 9110 allows
                    }
                }
            }
            Optional<Language> l = find(fields[0].strip().split("-", -1)[0]);
            if (l.isPresent() && weight > 0 && weight > bestWeight) {
                best = l.get();
                bestWeight = weight;
            }
        }
        return best;
    }
}
