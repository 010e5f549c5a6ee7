package cgt.format.i18n;

import cgt.analysis.Step;
import cgt.input.BadInputException;
import cgt.task.MemoryMeter;
import cgt.task.Progress;
import cgt.task.Sizes;
import java.math.BigInteger;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The messages of one language: the catalogue {@code cgt/format/i18n/messages_CODE.properties} (UTF-8), with the
 * English one ({@code messages.properties}) behind it for any key it lacks. A message's placeholders are
 * {@code {0}}, {@code {1}}, ... (the arguments, as text: numbers in plain digits, which is how the notation writes
 * them), and {@code {0#KEY}}, the plural message KEY for the number {@code {0}}. A message that depends on a number
 * is written as plural forms, {@code KEY.one}, {@code KEY.few}, {@code KEY.many}, {@code KEY.other} (the CLDR
 * categories of the language; {@code other} always present), and may have {@code KEY.none} for zero; the first
 * argument is the number. {@code {0:thing}} is the message {@code thing.X} for the argument X (the word "heap" in the
 * language), or X itself where there is none (a word of several is looked up with '_' for its spaces:
 * {@code grown.the_printed_form}); {@code {0:number}} is a whole number grouped as the language writes it (1,234,567 in
 * English, 1.234.567 in Croatian); {@code {0:bytes}} and {@code {0:filesize}} are sizes in bytes as {@link #bytes(long)}
 * and {@link #fileSize(long)} say them, {@code {0:approx}} a count of any size as {@link Sizes#approx(BigInteger)} says
 * it, {@code {0:sci}} and {@code {0:power}} a large estimate as "%.1e" and "%.0e" write it (1.2e+09, 1e+09),
 * {@code {0:brief}} a count to three figures as {@link Sizes#brief(double, Locale)} says it (1.00M), all with the
 * language's separators. An argument that is itself a user's message (a {@link BadInputException}, a
 * refusal inside a refusal) or a sentence core gives with its key (a {@link Step.Rule}, or a {@link Progress.Stage}
 * such as a partizan search's size) is said in this language.
 * Braces that are not a placeholder ({@code mex{}}) are text.
 */
public final class Texts {

    private static final String BUNDLE = "cgt.format.i18n.messages";
    private static final String GAMES = "cgt.format.i18n.games";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d)(?:#([A-Za-z0-9.]+)|:([a-z]+))?}");

    private final Language language;
    private final ResourceBundle bundle;
    private final ResourceBundle games;

    private Texts(Language language) {
        this.language = language;
        // No fallback to the JVM's default locale: a German machine asking for Croatian gets Croatian, then English.
        this.bundle = bundle(BUNDLE, language);
        this.games = bundle(GAMES, language);
    }

    private static ResourceBundle bundle(String name, Language language) {
        return ResourceBundle.getBundle(name, language == Language.EN ? Locale.ROOT : language.locale(),
                Texts.class.getClassLoader(), ResourceBundle.Control.getNoFallbackControl(
                        ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /** Every language's messages, loaded once (six small catalogues): a catalogue is read-only. */
    private static final Map<Language, Texts> ALL = load();

    private static Map<Language, Texts> load() {
        Map<Language, Texts> all = new EnumMap<>(Language.class);
        for (Language l : Language.values()) {
            all.put(l, new Texts(l));
        }
        return Collections.unmodifiableMap(all);
    }

    /** The messages of a language. */
    public static Texts of(Language language) {
        return ALL.get(language);
    }

    /** The English messages. */
    public static Texts english() {
        return of(Language.EN);
    }

    public Language language() {
        return language;
    }

    /**
     * The catalogue itself (English behind it), for a library that reads its own keys from a resource bundle:
     * picocli's option descriptions and usage headings in {@code cgt --help}.
     */
    public ResourceBundle catalogue() {
        return bundle;
    }

    /** Whether the catalogue (or English behind it) has this message, plain or as plural forms. */
    public boolean has(String key) {
        return bundle.containsKey(key) || bundle.containsKey(key + ".other");
    }

    /**
     * The message of a key with its arguments: a plain message, or the plural form for the first argument.
     *
     * @throws MissingResourceException when no catalogue has the key (a bug: the catalogue test lists every key)
     */
    public String text(String key, Object... args) {
        if (bundle.containsKey(key)) {
            return fill(bundle.getString(key), args);
        }
        if (args.length == 0 || !(args[0] instanceof Number n)) {
            throw new MissingResourceException("no message '" + key + "'", BUNDLE, key);
        }
        return plural(key, n.longValue(), args);
    }

    /** {@link #text(String, Object...)} with the arguments as a list. */
    public String text(String key, List<?> args) {
        return text(key, args.toArray());
    }

    /**
     * A sentence core gives in English with a message key (an explanation's step, a user's mistake), in this
     * language: the key's message when the English catalogue's message for it is that very sentence, otherwise the
     * sentence as core gave it. So a sentence core rewords stays right, in English, until its catalogues follow.
     */
    public String sentence(String english, String key, List<?> args) {
        if (key.isEmpty() || language == Language.EN || !has(key) || !english().has(key)) {
            return english;
        }
        Object[] a = args.toArray();
        return english().text(key, a).equals(english) ? text(key, a) : english;
    }

    /**
     * A game's one-line rules or position syntax ({@code game.NAME.rules}, {@code game.NAME.position} in the
     * catalogue {@code games_CODE.properties}) in this language, where the English catalogue's text is core's
     * {@code english} word for word; otherwise {@code english}. Games the catalogue does not list stay English.
     */
    public String game(String english, String key) {
        if (language == Language.EN || !games.containsKey(key) || !english().games.containsKey(key)
                || !english().games.getString(key).equals(english)) {
            return english;
        }
        return games.getString(key);
    }

    /** The message of a user's mistake in this language (English where core gave it no key), not yet shortened. */
    public String message(BadInputException e) {
        String english = e.getMessage() == null ? "" : e.getMessage();
        return sentence(english, e.key(), e.args());
    }

    private String plural(String key, long n, Object... args) {
        if (n == 0 && bundle.containsKey(key + ".none")) {
            return fill(bundle.getString(key + ".none"), args);
        }
        String form = key + "." + PluralRule.category(language, n);
        return fill(bundle.getString(bundle.containsKey(form) ? form : key + ".other"), args);
    }

    /** {@code {0:thing}}: the message "thing.heap" for the argument "heap", or the argument itself without one. */
    private String word(String kind, String word) {
        String key = kind + "." + word.replace(' ', '_');
        return bundle.containsKey(key) ? bundle.getString(key) : word;
    }

    /** A whole number with its digits grouped as the language groups them (English as Java's Locale.ROOT does). */
    private String grouped(long n) {
        return String.format(locale(), "%,d", n);
    }

    /**
     * A file's size in bytes: whole mebibytes, rounded up, below a gibibyte ("512 MiB"), else gibibytes to one
     * decimal ("4.0 GiB", "4,0 GiB" in Croatian); English as Java's Locale.ROOT writes it.
     */
    public String fileSize(long n) {
        if (n < 1L << 30) {
            return String.format(Locale.ROOT, "%d MiB", (n + (1 << 20) - 1) >> 20);
        }
        return String.format(locale(), "%.1f GiB", n / (double) (1L << 30));
    }

    /** A number of bytes as {@link MemoryMeter#bytes(long)} says it ("512 KB", "1.5 GB"), in this language. */
    public String bytes(long n) {
        return n < 1L << 10 ? text("size.bytes", n) : MemoryMeter.bytes(n, locale());
    }

    /** The locale numbers are written in: Java's Locale.ROOT for English, as core writes them. */
    private Locale locale() {
        return language == Language.EN ? Locale.ROOT : language.locale();
    }

    private String fill(String message, Object... args) {
        Matcher m = PLACEHOLDER.matcher(message);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            int i = m.group(1).charAt(0) - '0';
            if (i >= args.length) {
                throw new IllegalArgumentException("message '" + message + "' has no argument {" + i + "}");
            }
            String value = m.group(2) != null ? plural(m.group(2), ((Number) args[i]).longValue(), args[i])
                    : m.group(3) != null && m.group(3).equals("number") ? grouped(((Number) args[i]).longValue())
                    : m.group(3) != null && m.group(3).equals("filesize") ? fileSize(((Number) args[i]).longValue())
                    : m.group(3) != null && m.group(3).equals("bytes") ? bytes(((Number) args[i]).longValue())
                    : m.group(3) != null && m.group(3).equals("sci")
                            ? String.format(locale(), "%.1e", ((Number) args[i]).doubleValue())
                    : m.group(3) != null && m.group(3).equals("brief")
                            ? Sizes.brief(((Number) args[i]).doubleValue(), locale())
                    : m.group(3) != null && m.group(3).equals("power")
                            ? String.format(locale(), "%.0e", ((Number) args[i]).doubleValue())
                    : m.group(3) != null && m.group(3).equals("approx") ? Sizes.approx(args[i] instanceof BigInteger big
                            ? big : BigInteger.valueOf(((Number) args[i]).longValue()), locale())
                    : m.group(3) != null ? word(m.group(3), String.valueOf(args[i]))
                    : args[i] instanceof BadInputException inner ? message(inner)
                    : args[i] instanceof Step.Rule inner ? sentence(inner.text(), inner.key(), inner.args())
                    : args[i] instanceof Progress.Stage inner ? sentence(inner.english(), inner.key(), inner.args())
                    : String.valueOf(args[i]);
            m.appendReplacement(b, Matcher.quoteReplacement(value));
        }
        m.appendTail(b);
        return b.toString();
    }
}
