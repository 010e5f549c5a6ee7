package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.catalog.GameProvider;
import cgt.format.GameNotes;
import cgt.format.json.GamesJson;
import cgt.games.Game;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The games' rules and notes in other languages: the English games catalogue lists every built-in game's rules and
 * position syntax, every family's rules and the kinds' words, in core's own words (so the translations are shown,
 * not skipped as out of date); each language says every line of it in its own words with the same numbers; and a
 * translated note names the same numbers as the English note it translates (a period, a year, an OEIS number cannot
 * drift), and every language has a note for every English one.
 */
class GamesCatalogueTest {

    @Test
    void theEnglishCatalogueListsEveryGameFamilyAndKindInCoresOwnWords() throws IOException {
        Map<String, String> cores = new TreeMap<>();
        for (Game g : Catalog.builtIns()) {
            cores.put("game." + g.name() + ".rules", g.rules());
            cores.put("game." + g.name() + ".position", g.syntax());
            cores.put("kind." + GamesJson.kind(g), GamesJson.kind(g));
        }
        for (GameProvider.Family f : Catalog.families()) {
            cores.put("family." + f.pattern() + ".rules", f.rules());
        }
        Map<String, String> listed = asMap(read("games.properties"));
        listed.keySet().removeIf(k -> k.startsWith("graph.")); // the command line's own words: cli checks them
        assertThat(listed).isEqualTo(cores);
    }

    @Test
    void everyLanguageSaysEveryLineInItsOwnWordsWithTheSameNumbers() throws IOException {
        Properties en = read("games.properties");
        for (Language l : Language.values()) {
            if (l == Language.EN) {
                continue;
            }
            Properties said = read("games_" + l.code() + ".properties");
            assertThat(said.stringPropertyNames()).as("the keys of %s", l).isEqualTo(en.stringPropertyNames());
            for (String key : en.stringPropertyNames()) {
                String english = en.getProperty(key);
                String translated = Texts.of(l).game(english, key);
                assertThat(translated).as("%s in %s", key, l).isEqualTo(said.getProperty(key)).isNotBlank()
                        .isNotEqualTo(english);
                // a rule's numbers (heap sizes, octal codes, examples) are the same in every language
                assertThat(numbers(translated)).as("the numbers of %s in %s", key, l).isEqualTo(numbers(english));
            }
        }
        // core's words changed since the catalogue was written: the English core gives is shown, not a stale line
        assertThat(Texts.of(Language.HR).game("take tokens", "game.nim.rules")).isEqualTo("take tokens");
        assertThat(Texts.english().game("take any number of tokens from one heap", "game.nim.rules"))
                .isEqualTo("take any number of tokens from one heap");
    }

    @Test
    void aTranslatedNoteNamesTheNumbersOfTheEnglishNote() {
        Map<String, GameNotes.Note> english = GameNotes.all();
        int translated = 0;
        for (Language l : Language.values()) {
            for (var e : GameNotes.translated(l).entrySet()) {
                translated++;
                assertThat(english).as("the note %s in %s", e.getKey(), l).containsKey(e.getKey());
                assertThat(numbers(e.getValue().text())).as("%s in %s", e.getKey(), l)
                        .isEqualTo(numbers(english.get(e.getKey()).text()));
            }
        }
        assertThat(translated).isGreaterThanOrEqualTo(10);
        Game kayles = Catalog.find("kayles");
        GameNotes.Note cs = GameNotes.of(kayles, Language.CS).orElseThrow();
        assertThat(cs.text()).contains("Perioda 12 od hromádky 71");
        assertThat(cs.source()).isEqualTo(GameNotes.of(kayles).orElseThrow().source());
        assertThat(GameNotes.of(Catalog.find("mark"), Language.EN)).isEqualTo(GameNotes.of(Catalog.find("mark")));
    }

    @Test
    void everyLanguageTranslatesEveryNote() {
        for (Language l : EnumSet.complementOf(EnumSet.of(Language.EN))) {
            assertThat(GameNotes.translated(l).keySet()).as("the notes in %s", l)
                    .containsExactlyElementsOf(GameNotes.all().keySet());
        }
    }

    private static Set<String> numbers(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = Pattern.compile("\\d+").matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    private static Map<String, String> asMap(Properties p) {
        Map<String, String> m = new TreeMap<>();
        p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
        return m;
    }

    private static Properties read(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Texts.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
