package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.format.GameNotes;
import cgt.games.Game;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The games' rules and notes in other languages: each language says every game the English games catalogue lists,
 * that catalogue is core's own words (so the translations are shown, not skipped as out of date), and a translated
 * note names the same numbers as the English note it translates (a period, a year, an OEIS number cannot drift), and
 * the languages whose notes are complete keep a note for every English one.
 */
class GamesCatalogueTest {

    @Test
    void everyLanguageSaysEveryListedGameAndTheEnglishIsCores() throws IOException {
        Properties en = read("games.properties");
        for (String key : en.stringPropertyNames()) {
            String[] parts = key.split("\\.", -1); // game.NAME.rules or game.NAME.position
            Game g = Catalog.find(parts[1]);
            assertThat(en.getProperty(key)).as(key).isEqualTo(parts[2].equals("rules") ? g.rules() : g.syntax());
            for (Language l : Language.values()) {
                String said = Texts.of(l).game(en.getProperty(key), key);
                if (l != Language.EN) {
                    assertThat(said).as("%s in %s", key, l).isNotEqualTo(en.getProperty(key)).isNotBlank();
                    assertThat(read("games_" + l.code() + ".properties").stringPropertyNames())
                            .isEqualTo(en.stringPropertyNames());
                }
            }
        }
        assertThat(Texts.of(Language.HR).game("take tokens", "game.nim.rules")).isEqualTo("take tokens");
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

    private static Properties read(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Texts.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
