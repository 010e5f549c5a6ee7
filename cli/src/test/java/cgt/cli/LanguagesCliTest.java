package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The command line in six languages: --lang CODE before or after the command, else the locale (LC_ALL, LC_MESSAGES,
 * LANG), else English. Explanations, notes, rules, labels and the common one-line errors change with the language,
 * with the lecture notes' terms; JSON never does.
 */
class LanguagesCliTest {

    private static final Map<String, String> NO_LOCALE = Map.of();

    private static CliTest.Run cgt(Map<String, String> env, String... args) {
        return CliTest.cgtWith("", env, args);
    }

    @Test
    void croatianExplainsNimWithTheNotesTerms() {
        CliTest.Run r = cgt(NO_LOCALE, "--lang", "hr", "analyze", "nim", "3", "4", "5", "--explain");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("nim-suma = 2 = 010", "Nim-suma je 2 ≠ 0, pa je ovo N-pozicija",
                "ishod: N (pobjeđuje sljedeći igrač", "vrijednost: 2", "pobjednički potez:\n  1 4 5");
        CliTest.Run p = cgt(NO_LOCALE, "analyze", "nim", "1", "2", "3", "--explain", "--lang=hr");
        assertThat(p.out()).contains("Nim-suma je 0, pa je ovo P-pozicija", "pobjednički potezi: nema ih");
    }

    @Test
    void theLocaleChoosesUkrainianAndLcAllComesFirst() {
        CliTest.Run r = cgt(Map.of("LANG", "uk_UA.UTF-8"), "analyze", "nim", "3", "4", "5", "--explain");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("нім-сума = 2", "отже це N-стан", "нім-рівняння", "результат: N");
        CliTest.Run c = cgt(Map.of("LANG", "uk_UA.UTF-8", "LC_ALL", "C"), "analyze", "nim", "3", "4", "5");
        assertThat(c.out()).contains("outcome: N (next player wins: whoever moves next wins)");
        CliTest.Run given = cgt(Map.of("LANG", "uk_UA.UTF-8"), "--lang", "en", "analyze", "nim", "3", "4", "5");
        assertThat(given.out()).isEqualTo(c.out());
    }

    @Test
    void anUnknownLanguageIsRefusedInOneLineNamingTheCodes() {
        CliTest.Run r = cgt(NO_LOCALE, "--lang", "xx", "analyze", "nim", "3");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("cgt: unknown language 'xx': the languages are en, hr, cs, ro, et, uk\n");
        CliTest.Run inCzech = cgt(Map.of("LANG", "cs_CZ.UTF-8"), "analyze", "nim", "3", "--lang=fr");
        assertThat(inCzech.err()).isEqualTo("cgt: neznámý jazyk 'fr': jazyky jsou en, hr, cs, ro, et, uk\n");
    }

    @Test
    void kaylesInCzech() {
        CliTest.Run r = cgt(NO_LOCALE, "--lang", "cs", "games", "kayles");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("kayles (nestranná hra)\n  pravidla: Kayles (kuželky): srazte jednu kuželku")
                .contains("  pozice:   velikosti hromádek", "  poznámky: Kayles (kuželky) se objevuje",
                        "Perioda 12 od hromádky 71, poslední výjimka 70", "  zdroj:    R. K. Guy and C. A. B. Smith");
        // Rules, labels and note of a game outside the lecture notes, all in Czech.
        CliTest.Run half = cgt(NO_LOCALE, "--lang", "cs", "games", "upto-half");
        assertThat(half.out()).contains("  pravidla: odeberte od 1 do floor(n/2) předmětů",
                "  poznámky: g(2n) = n a g(2n+1) = g(n)");
    }

    @Test
    void jsonIsTheSameInEveryLanguage() {
        String[][] commands = {{"analyze", "nim", "3", "4", "5", "--explain", "--json"},
            {"analyze", "domineering", "..#|...|#..", "..", "--json"}, {"games", "kayles", "--json"}};
        for (String[] command : commands) {
            String english = cgt(NO_LOCALE, command).out();
            for (Language l : Language.values()) {
                String[] withLang = new String[command.length + 2];
                withLang[0] = "--lang";
                withLang[1] = l.code();
                System.arraycopy(command, 0, withLang, 2, command.length);
                assertThat(cgt(NO_LOCALE, withLang).out()).as("%s in %s", command[0], l).isEqualTo(english);
            }
        }
    }

    @Test
    void miserePlaysLinesAreSaidInTheLanguage() {
        String english = cgt(NO_LOCALE, "analyze", "kayles", "3", "4", "--misere").out();
        String croatian = cgt(NO_LOCALE, "--lang", "hr", "analyze", "kayles", "3", "4", "--misere").out();
        assertThat(english).contains("genus: 2 (misère Grundy value 2; tame)");
        assertThat(croatian).contains("genus: 2 (mizerna Grundyjeva vrijednost 2; ").doesNotContain("misère Grundy value");
        // The same facts: the genus and the element, word for word where they are notation.
        assertThat(croatian.lines().filter(l -> l.startsWith("genus: ")).map(l -> l.replaceAll(" \\(.*", "")))
                .containsExactlyElementsOf(english.lines().filter(l -> l.startsWith("genus: "))
                        .map(l -> l.replaceAll(" \\(.*", "")).toList());
    }

    @Test
    void valuesFactsAreSaidInTheLanguage() {
        assertThat(cgt(NO_LOCALE, "--lang", "uk", "value", "{1|{0|-1}}", "--facts").out().lines().toList())
                .containsExactly("{1||0|-1}", "результат: L (виграє Лівий, хоч би хто починав)", "зупинки: ліва 1, права 0",
                        "середнє: 1/4", "температура: 3/4");
        assertThat(cgt(NO_LOCALE, "--lang", "hr", "value", "{1|{0|-1}}", "--facts").out())
                .contains("zaustavljanja: lijevo 1, desno 0");
    }

    @Test
    void theCommonMistakesAreSaidInTheLanguage() {
        assertThat(cgt(NO_LOCALE, "--lang", "hr", "analyze", "nimm", "3").err())
                .startsWith("cgt: nepoznata igra 'nimm': očekuje se jedna od igara nim, ");
        CliTest.Run heap = cgt(NO_LOCALE, "--lang", "ro", "analyze", "nim", "3", "x");
        assertThat(heap.code()).isEqualTo(2);
        assertThat(heap.err()).startsWith("cgt: morman 'x' nu este un număr valid: se așteaptă un număr întreg de la 0");
        CliTest.Run option = cgt(NO_LOCALE, "--lang", "et", "analyze", "nim", "3", "--explian");
        assertThat(option.err()).startsWith("cgt: tundmatu võti '--explian': käsu 'cgt analyze' võtmed on ")
                .endsWith(" (vt 'cgt analyze --help')\n");
        // In English, byte for byte what it was.
        assertThat(cgt(NO_LOCALE, "analyze", "nim", "3", "x").err())
                .isEqualTo("cgt: malformed heap 'x': expected a whole number from 0 to 2^62\n");
    }

    @Test
    void helpDescribesTheCommandsInTheLanguage() {
        CliTest.Run r = cgt(NO_LOCALE, "--lang", "uk", "--help");
        assertThat(r.out()).contains("Комбінаторна теорія ігор", "--lang=CODE");
        assertThat(cgt(NO_LOCALE, "analyze", "--help", "--lang", "cs").out())
                .contains("Kdo v pozici vyhrává, její Sprague-Grundyho hodnota a všechny vyhrávající tahy.");
    }

    @Test
    void theEnglishCatalogueHoldsTheAnnotationsOwnDescriptions() {
        CommandLine cgt = Main.commandLine(new java.io.PrintWriter(new java.io.StringWriter()),
                new java.io.PrintWriter(new java.io.StringWriter()));
        Texts english = Texts.english();
        assertThat(cgt.getCommandSpec().usageMessage().description()[0])
                .isEqualTo(english.text("help.cgt"));
        // Every paragraph of every command's description but picocli's own help command, the further ones as
        // help.NAME.2, help.NAME.3, ..., so that none stays English in another language.
        int described = 0;
        for (var e : cgt.getSubcommands().entrySet()) {
            String[] paragraphs = e.getValue().getCommandSpec().usageMessage().description();
            if (english.has("help." + e.getKey())) {
                described++;
                for (int i = 0; i < paragraphs.length; i++) {
                    String key = i == 0 ? "help." + e.getKey() : "help." + e.getKey() + "." + (i + 1);
                    assertThat(english.text(key)).as(key).isEqualTo(paragraphs[i]);
                }
                assertThat(english.has("help." + e.getKey() + "." + (paragraphs.length + 1))).isFalse();
            }
        }
        assertThat(described).isEqualTo(cgt.getSubcommands().size() - 1);
    }

    @Test
    void aGameOfNimInCroatianWithTheCommandsStillEnglish() {
        CliTest.Run r = CliTest.cgtWith("hint\nhint\nfoo\n9\n1 1\nquit\n", NO_LOCALE, "--lang", "hr", "play", "nim",
                "1", "2", "--seed", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("""
                nim 1 2 (gubi onaj tko ne može povući potez)
                Upišite poziciju u koju vodi vaš potez (npr. 0 2) ili: hint, moves, quit.
                """)
                .contains("vaš potez iz 1 2> Ovo je N-pozicija (pobjeđuje sljedeći igrač",
                        "upišite ponovno hint za potez.", "Pobjednički potez: 1 1 (upišite ga",
                        "nepoznata naredba 'foo' (naredbe: hint, moves, quit;",
                        "do '9' ne vodi nijedan potez iz '1 2'", "cgt povlači potez u: ", "Igra prekinuta na poziciji '")
                .doesNotContain("your move", "Type the position");
        CliTest.Run lost = CliTest.cgtWith("", NO_LOCALE, "--lang", "hr", "play", "nim", "1", "--computer-first");
        assertThat(lost.out()).endsWith("cgt povlači potez u: 0\nIz 0 nema više poteza: pobijedio je cgt.\n");
    }

    @Test
    void aGameInUkrainianNamesTheSidesAndTheStates() {
        CliTest.Run r = CliTest.cgtWith("hint\nhint\n1 1\n", NO_LOCALE, "--lang", "uk", "play", "nim", "1", "2");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("nim 1 2 (програє той, хто не може зробити хід)\n")
                .contains("ваш хід зі стану 1 2> Це N-стан (виграє наступний гравець",
                        "Виграшний хід: 1 1 (введіть його, щоб зіграти)", "cgt ходить у: ", "Гру зупинено в стані '");
        CliTest.Run d = CliTest.cgtWith("hint\nx\n", NO_LOCALE, "--lang", "uk", "play", "domineering", "..|..");
        assertThat(d.out()).startsWith("domineering ..|..: ви — Лівий, cgt — Правий (програє той, хто не може зробити"
                        + " хід).\n")
                .contains("ваш хід (Лівий) зі стану ..|..> значення +-1: за досконалої гри ви виграєте, ходячи першим",
                        "невідома команда 'x'");
        // The same game in English is the English session, word for word.
        CliTest.Run en = CliTest.cgtWith("hint\nx\n", NO_LOCALE, "play", "domineering", "..|..");
        assertThat(en.out()).startsWith("domineering ..|..: you play Left, cgt plays Right (whoever cannot move loses).\n")
                .contains("your move (Left) from ..|..> value +-1: you win moving first with perfect play;");
    }
}
