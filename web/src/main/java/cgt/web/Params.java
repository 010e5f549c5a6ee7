package cgt.web;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import io.javalin.http.Context;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A request's query parameters, read with the limits: a missing or over-long parameter, or a flag that is neither
 * true nor false, is bad input (400) named in one line.
 */
final class Params {

    /** The first value of each parameter, copied: a job reads them after its request has been answered. */
    private final Map<String, String> values;
    private final int maxLength;
    /** The request's Accept-Language header, or null: the language when there is no {@code lang} parameter. */
    private final String acceptLanguage;

    Params(Map<String, String> values, int maxLength) {
        this(values, maxLength, null);
    }

    Params(Map<String, String> values, int maxLength, String acceptLanguage) {
        this.values = Map.copyOf(values);
        this.maxLength = maxLength;
        this.acceptLanguage = acceptLanguage;
    }

    /** The request's query parameters (the first value of each). */
    static Params of(Context ctx, int maxLength) {
        Map<String, String> first = new LinkedHashMap<>();
        ctx.queryParamMap().forEach((k, v) -> {
            if (!v.isEmpty()) {
                first.put(k, v.get(0));
            }
        });
        return new Params(first, maxLength, ctx.header("Accept-Language"));
    }

    /**
     * The language of the answer's prose (explanations, notes, error messages): the {@code lang} parameter (en, hr,
     * cs, ro, et, uk; another is bad input), else the browser's Accept-Language, else English. Keys and values are
     * the same in every language.
     */
    Texts texts() {
        String lang = optional("lang");
        return Texts.of(lang == null || lang.isBlank() ? Language.fromAcceptLanguage(acceptLanguage)
                : Language.of(lang));
    }

    /** The parameter, which must be given and not blank. */
    String required(String name, String example) {
        String v = optional(name);
        if (v == null || v.isBlank()) {
            throw ApiException.badInput("missing parameter '" + name + "'" + (example.isEmpty() ? "" : ", e.g. "
                    + name + "=" + example));
        }
        return v;
    }

    /** The parameter, or null when it is not given. */
    String optional(String name) {
        String v = values.get(name);
        if (v != null && v.length() > maxLength) {
            throw ApiException.badInput("parameter '" + name + "' is " + v.length() + " characters long; the most"
                    + " this server accepts is " + maxLength);
        }
        return v;
    }

    /** A flag: absent, empty, "false" or "0" is false; "true", "1" or "yes" is true; anything else is bad input. */
    boolean flag(String name) {
        String v = optional(name);
        if (v == null) {
            return false;
        }
        return switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "", "false", "0", "no" -> false;
            case "true", "1", "yes" -> true;
            default -> throw ApiException.badInput("parameter '" + name + "' is '" + brief(v) + "': expected true or"
                    + " false");
        };
    }

    /** A position's arguments, separated by spaces (as on the command line). */
    List<String> words(String name, String example) {
        String v = required(name, example);
        return Arrays.asList(v.strip().split("\\s+"));
    }

    private static String brief(String v) {
        return v.length() <= 40 ? v : v.substring(0, 40) + "...";
    }
}
