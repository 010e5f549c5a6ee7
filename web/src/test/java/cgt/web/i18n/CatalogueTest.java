package cgt.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The explorer's message catalogues (public/i18n/LANG/AREA.json): every language has every area of English, the
 * same keys, the same placeholders per key, plural forms of its own language, and no empty text; and the page
 * scripts take their sentences from them (no prose in a string literal, every key they name is in English).
 */
class CatalogueTest {

    static final Path PUBLIC = Path.of("src", "main", "resources", "public");
    static final Path I18N = PUBLIC.resolve("i18n");
    static final List<String> LANGUAGES = List.of("en", "hr", "cs", "ro", "et", "uk");

    /**
     * The plural categories of each language's cardinal numbers, from CLDR's plural rules
     * (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html): ALL are the categories
     * Intl.PluralRules may choose; INTEGERS those it chooses for whole numbers, which a text of plural forms must
     * all give (Czech's "many" is for fractions only, Ukrainian's "many" is 5 to 20 and more).
     */
    static final Map<String, Set<String>> ALL = Map.of(
            "en", Set.of("one", "other"),
            "hr", Set.of("one", "few", "other"),
            "cs", Set.of("one", "few", "many", "other"),
            "ro", Set.of("one", "few", "other"),
            "et", Set.of("one", "other"),
            "uk", Set.of("one", "few", "many", "other"));
    static final Map<String, Set<String>> INTEGERS = Map.of(
            "en", Set.of("one", "other"),
            "hr", Set.of("one", "few", "other"),
            "cs", Set.of("one", "few", "other"),
            "ro", Set.of("one", "few", "other"),
            "et", Set.of("one", "other"),
            "uk", Set.of("one", "few", "many"));

    /** A placeholder, as i18n.js's t() fills it. */
    static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)\\}");

    /**
     * The scripts the prose check covers: every page and piece of the explorer, the learning features' (play.js,
     * draw/position.js, draw/touch.js, learn.js) and the exercises page included.
     */
    static final List<String> CHECKED_SCRIPTS = List.of("app.js", "router.js", "i18n.js", "dom.js", "widgets.js",
            "api.js", "explain.js", "glossary-links.js", "draw/thermograph.js", "draw/tree.js", "draw/hasse.js",
            "pages/home.js", "pages/analyze.js", "pages/sequences.js", "pages/partizan.js", "pages/quotient.js",
            "pages/glossary.js", "pages/play.js", "draw/position.js", "draw/touch.js", "learn.js", "pages/exercises.js");

    @Test
    void everyLanguageHasEveryAreaOfEnglishAndNoOther() {
        Set<String> english = areas("en");
        assertThat(english).contains("common", "home", "analyze", "sequences", "partizan", "quotient", "glossary");
        for (String lang : LANGUAGES) {
            assertThat(areas(lang)).as("the area files of %s", lang).isEqualTo(english);
        }
    }

    @Test
    void everyFileIsOneJsonObjectOfTextsWhoseKeysNameItsArea() {
        for (String lang : LANGUAGES) {
            for (String area : areas(lang)) {
                Map<String, Object> catalogue = catalogue(lang, area);
                assertThat(catalogue).as("%s/%s.json", lang, area).isNotEmpty();
                catalogue.forEach((key, text) -> {
                    assertThat(key).as("a key of %s/%s.json", lang, area).startsWith(area + ".");
                    for (String form : forms(text, lang + "/" + area + " " + key).values()) {
                        assertThat(form.strip()).as("%s %s", lang, key).isNotEmpty();
                    }
                });
            }
        }
    }

    @Test
    void everyLanguageHasExactlyTheKeysOfEnglish() {
        for (String area : areas("en")) {
            Set<String> english = catalogue("en", area).keySet();
            for (String lang : LANGUAGES) {
                assertThat(new TreeSet<>(catalogue(lang, area).keySet())).as("the keys of %s/%s.json", lang, area)
                        .isEqualTo(new TreeSet<>(english));
            }
        }
    }

    @Test
    void everyTextHasThePlaceholdersOfItsEnglishText() {
        for (String area : areas("en")) {
            Map<String, Object> english = catalogue("en", area);
            for (String lang : LANGUAGES) {
                Map<String, Object> own = catalogue(lang, area);
                english.forEach((key, text) -> {
                    Set<String> expected = placeholders(text, key);
                    if (own.containsKey(key)) {
                        assertThat(placeholders(own.get(key), key)).as("the placeholders of %s %s", lang, key)
                                .isEqualTo(expected);
                    }
                    for (String form : forms(text, key).values()) { // a text of forms gives count in each (or none)
                        assertThat(placeholders(form, key)).as("en %s", key).isSubsetOf(expected);
                    }
                });
            }
        }
    }

    @Test
    void pluralFormsAreTheCategoriesOfTheirLanguage() {
        int plurals = 0;
        for (String lang : LANGUAGES) {
            for (String area : areas(lang)) {
                for (Map.Entry<String, Object> e : catalogue(lang, area).entrySet()) {
                    if (!(e.getValue() instanceof Map<?, ?> forms)) {
                        continue;
                    }
                    plurals++;
                    Set<String> categories = new TreeSet<>();
                    forms.keySet().forEach(k -> categories.add(String.valueOf(k)));
                    assertThat(categories).as("the plural forms of %s %s", lang, e.getKey())
                            .contains("other").isSubsetOf(ALL.get(lang)).containsAll(INTEGERS.get(lang));
                    Object english = catalogue("en", area).get(e.getKey());
                    assertThat(english).as("en %s, plural in %s", e.getKey(), lang).isInstanceOf(Map.class);
                }
            }
        }
        assertThat(plurals).as("texts of plural forms").isGreaterThan(LANGUAGES.size() * 5);
    }

    @Test
    void theTextsAreTranslatedNotCopied() {
        // A few texts may stay as in English (Nim, mex, a name); a catalogue that is mostly English is not done.
        for (String area : areas("en")) {
            Map<String, Object> english = catalogue("en", area);
            for (String lang : LANGUAGES.subList(1, LANGUAGES.size())) {
                Map<String, Object> own = catalogue(lang, area);
                long same = english.keySet().stream().filter(k -> !k.endsWith(".source")) // a book keeps its title
                        .filter(k -> english.get(k).equals(own.get(k))).count();
                assertThat(same).as("texts of %s/%s.json the same as in English", lang, area)
                        .isLessThanOrEqualTo(english.size() / 4);
            }
        }
    }

    @Test
    void ukrainianIsWrittenInCyrillic() {
        for (String area : areas("uk")) {
            catalogue("uk", area).forEach((key, text) -> {
                if (key.endsWith(".source")) {
                    return; // a book's title stays as published
                }
                for (String form : forms(text, key).values()) {
                    String letters = PLACEHOLDER.matcher(form).replaceAll("").replaceAll("[^\\p{L}]", "");
                    long cyrillic = letters.chars().filter(c -> Character.UnicodeScript.of(c)
                            == Character.UnicodeScript.CYRILLIC).count();
                    if (letters.length() >= 12) {
                        assertThat(cyrillic * 2).as("Cyrillic letters in uk %s: %s", key, form)
                                .isGreaterThanOrEqualTo(letters.length());
                    }
                }
            });
        }
    }

    @Test
    void theCheckedScriptsHaveNoProseOutsideTheCatalogues() throws IOException {
        Map<String, List<ScriptStrings.Literal>> found = new TreeMap<>();
        for (String script : CHECKED_SCRIPTS) {
            List<ScriptStrings.Literal> prose = ScriptStrings.prose(read(PUBLIC.resolve("js").resolve(script)));
            if (!prose.isEmpty()) {
                found.put(script, prose);
            }
        }
        assertThat(found).as("string literals that read as prose (move them to a catalogue and call t())").isEmpty();
    }

    @Test
    void everyKeyAScriptNamesIsInTheEnglishCatalogue() throws IOException {
        Set<String> english = new TreeSet<>();
        for (String area : areas("en")) {
            english.addAll(catalogue("en", area).keySet());
        }
        Pattern call = Pattern.compile("\\bt[n]?\\('([A-Za-z0-9.-]+)'");
        List<String> missing = new ArrayList<>();
        for (String script : CHECKED_SCRIPTS) {
            Matcher m = call.matcher(read(PUBLIC.resolve("js").resolve(script)));
            while (m.find()) {
                String key = m.group(1);
                if (!key.endsWith(".") && !english.contains(key)) { // 'common.title.' + page: a family, not a key
                    missing.add(script + ": " + key);
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void everyGlossaryTermHasItsNameTextAndSource() throws IOException {
        String links = read(PUBLIC.resolve("js").resolve("glossary-links.js"));
        Matcher list = Pattern.compile("TERMS = Object\\.freeze\\(\\[(.*?)\\]\\)", Pattern.DOTALL).matcher(links);
        assertThat(list.find()).isTrue();
        List<String> terms = new ArrayList<>();
        Matcher id = Pattern.compile("'([a-z-]+)'").matcher(list.group(1));
        while (id.find()) {
            terms.add(id.group(1));
        }
        assertThat(terms).hasSizeGreaterThanOrEqualTo(25).doesNotHaveDuplicates()
                .contains("p-position", "n-position", "mex", "nim-sum", "nimber", "grundy-value",
                        "sprague-grundy-theorem", "canonical-form", "temperature", "misere-quotient");
        Map<String, Object> english = catalogue("en", "glossary");
        for (String term : terms) {
            assertThat(english).as("the glossary entry %s", term)
                    .containsKeys("glossary." + term + ".name", "glossary." + term + ".text", "glossary." + term + ".source");
        }
    }

    // --- reading the catalogues

    static Set<String> areas(String lang) {
        try (Stream<Path> files = Files.list(I18N.resolve(lang))) {
            Set<String> areas = new TreeSet<>();
            files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .forEach(n -> areas.add(n.substring(0, n.length() - ".json".length())));
            return areas;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> catalogue(String lang, String area) {
        Path file = I18N.resolve(lang).resolve(area + ".json");
        Object value;
        try {
            value = CatalogueJson.parse(read(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (IllegalArgumentException e) {
            throw new AssertionError(file + " is not valid JSON: " + e.getMessage(), e);
        }
        assertThat(value).as("%s: one JSON object", file).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }

    /** A text's forms: a plain text as its one form ("other"), a text of plural forms as they are. */
    static Map<String, String> forms(Object text, String where) {
        Map<String, String> forms = new TreeMap<>();
        if (text instanceof String s) {
            forms.put("other", s);
        } else if (text instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                assertThat(v).as("the form %s of %s", k, where).isInstanceOf(String.class);
                forms.put(String.valueOf(k), (String) v);
            });
        } else {
            throw new AssertionError(where + ": a text is a string or an object of plural forms, not " + text);
        }
        return forms;
    }

    static Set<String> placeholders(Object text, String where) {
        Set<String> names = new TreeSet<>();
        for (String form : forms(text, where).values()) {
            Matcher m = PLACEHOLDER.matcher(form);
            while (m.find()) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
