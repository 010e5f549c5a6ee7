package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every language's catalogue says every message of the English one, with the same placeholders, and the plural
 * forms its language needs: a key missing in Ukrainian would be said in English in the middle of a Ukrainian
 * explanation, and a placeholder lost would drop a number.
 */
class CataloguesTest {

    private static final Set<String> FORMS = Set.of("one", "few", "many", "other", "none");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d(?:#[A-Za-z0-9.]+|:[a-z]+)?}");

    @Test
    void everyLanguageHasEveryMessageOfEnglishWithItsPlaceholders() throws IOException {
        Map<String, Set<String>> english = placeholdersByMessage(read(Language.EN));
        for (Language l : Language.values()) {
            Map<String, Set<String>> own = placeholdersByMessage(read(l));
            assertThat(own.keySet()).as("the messages of %s", l).isEqualTo(english.keySet());
            for (String key : english.keySet()) {
                assertThat(own.get(key)).as("the placeholders of %s in %s", key, l).isEqualTo(english.get(key));
            }
        }
    }

    @Test
    void everyPluralMessageHasTheFormsItsLanguageUses() throws IOException {
        Properties en = read(Language.EN);
        for (Language l : Language.values()) {
            Properties own = read(l);
            Set<String> categories = new TreeSet<>();
            for (long n = 0; n <= 1000; n++) {
                categories.add(PluralRule.category(l, n));
            }
            for (String key : en.stringPropertyNames()) {
                if (key.endsWith(".other")) {
                    String base = key.substring(0, key.length() - ".other".length());
                    for (String c : categories) {
                        assertThat(own.getProperty(base + "." + c)).as("%s.%s in %s", base, c, l).isNotNull();
                    }
                    assertThat(own.getProperty(base + ".other")).as("%s.other in %s", base, l).isNotNull();
                    assertThat(own.containsKey(base + ".none")).as("%s.none in %s", base, l)
                            .isEqualTo(en.containsKey(base + ".none"));
                }
            }
        }
    }

    @Test
    void noMessageIsEmptyOrLeftUntranslated() throws IOException {
        Properties en = read(Language.EN);
        for (Language l : Language.values()) {
            Properties own = read(l);
            int same = 0;
            for (String key : own.stringPropertyNames()) {
                assertThat(own.getProperty(key).strip()).as("%s in %s", key, l).isNotEmpty();
                if (l != Language.EN && own.getProperty(key).equals(en.getProperty(key))) {
                    same++;
                }
            }
            // A few words are the same in two languages (temperatura); most of a catalogue copied is a mistake.
            assertThat(same).as("messages of %s identical to English", l).isLessThan(own.size() / 20 + 1);
        }
    }

    /** The placeholders of each message; a message's plural forms count as one message, their placeholders merged. */
    private static Map<String, Set<String>> placeholdersByMessage(Properties p) {
        Map<String, Set<String>> out = new TreeMap<>();
        for (String key : p.stringPropertyNames()) {
            int dot = key.lastIndexOf('.');
            String message = dot > 0 && FORMS.contains(key.substring(dot + 1)) && !key.startsWith("thing.")
                    ? key.substring(0, dot) : key;
            Set<String> found = out.computeIfAbsent(message, k -> new TreeSet<>());
            Matcher m = PLACEHOLDER.matcher(p.getProperty(key));
            while (m.find()) {
                found.add(m.group());
            }
        }
        return out;
    }

    static Properties read(Language l) throws IOException {
        String name = "messages" + (l == Language.EN ? "" : "_" + l.code()) + ".properties";
        Properties p = new Properties();
        try (InputStream in = Texts.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
