package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.catalog.Catalog;
import cgt.catalog.GameProvider;
import cgt.games.Game;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code cgt games} says every game's and every family's rules in the run's language: no line of core's English
 * prose is left in a Ukrainian listing, each one is in Cyrillic, the lecture notes' names are used where a game has
 * one, and the English listing is still core's words line for line.
 */
class GamesInSixLanguagesTest {

    private static final Map<String, String> NO_LOCALE = Map.of();
    private static final Pattern CYRILLIC = Pattern.compile("\\p{IsCyrillic}");

    @Test
    void theUkrainianListingHasNoEnglishRulesLeft() {
        CliTest.Run r = CliTest.cgtWith("", NO_LOCALE, "--lang", "uk", "games");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        List<String> lines = r.out().lines().toList();
        for (Game g : Catalog.builtIns()) {
            assertThat(r.out()).as("%s's English rules", g.name()).doesNotContain(g.rules());
            String line = lines.stream().filter(l -> l.startsWith("  " + g.name() + " ")).findFirst().orElseThrow();
            assertThat(CYRILLIC.matcher(line).find()).as(line).isTrue();
        }
        for (GameProvider.Family f : Catalog.families()) {
            assertThat(r.out()).as("the rules of %s", f.pattern()).doesNotContain(f.rules());
            String line = lines.stream().filter(l -> l.startsWith("  " + f.pattern() + " ")).findFirst().orElseThrow();
            assertThat(CYRILLIC.matcher(line).find()).as(line).isTrue();
            assertThat(line).as("the example stays as typed").endsWith("; напр. " + f.example());
        }
        assertThat(r.out()).contains("  dawsons-chess            «Шахи Доусона» як гра з купками",
                "  staircase                східчастий Нім: перенесіть будь-яку кількість монет",
                "                           позиція: рядки згори вниз, розділені знаком |, . порожня і # заповнена",
                "  subtraction:S            візьміть s предметів з купки, де s належить скінченній множині S;");
        assertThat(lines.stream().filter(l -> l.startsWith("  ")).filter(l -> !CYRILLIC.matcher(l).find()))
                .as("lines with no Ukrainian in them").isEmpty();
    }

    @Test
    void konaneInCzech() {
        CliTest.Run r = CliTest.cgtWith("", NO_LOCALE, "--lang", "cs", "games", "konane");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("konane (partizánská hra)\n"
                + "  pravidla: přeskočte kamenem sousední soupeřův kámen na prázdné políčko a ten odstraňte; další"
                + " skoky ve stejném směru jsou povoleny (Levý x, Pravý o)\n"
                + "  pozice:   řádky shora oddělené znakem |, x kameny Levého, o Pravého, . prázdné, # blokované:"
                + " xo.|.ox\n");
        assertThat(CliTest.cgtWith("", NO_LOCALE, "--lang", "cs", "games", "konane", "--json").out())
                .isEqualTo(CliTest.cgt("games", "konane", "--json").out());
    }

    @Test
    void theGraphGameInUkrainianAndItsEnglishIsTheCommandLines() {
        CliTest.Run uk = CliTest.cgtWith("", NO_LOCALE, "--lang", "uk", "games", "graph");
        assertThat(uk.out()).isEqualTo("graph (рівноправна, цикли дозволено)\n"
                + "  правила:  будь-яка гра, задана своїм графом: вершина — це позиція, ребро — хід (будь-якого"
                + " гравця); цикли дозволено, а гра, що може тривати без кінця, — нічия\n"
                + "  позиція:  cgt analyze graph ФАЙЛ: одна вершина в рядку, 'назва: варіант варіант ...', або"
                + " Graphviz digraph, як-от 'digraph { a -> b; b -> {c d} }'\n"
                + "  виводить: для кожної вершини результат (P, N або D для нічиєї), віддаленість (кількість ходів до"
                + " кінця за найкращої гри) і узагальнене значення Шпрага-Гранді (Сміт: нім-значення або ∞ зі"
                + " значеннями, яких досягають її опції)\n");
        assertThat(CliTest.cgt("games", "graph").out()).isEqualTo("graph (impartial, cycles allowed)\n"
                + "  rules:    " + GraphAnalysis.RULES + "\n"
                + "  position: " + GraphAnalysis.FILE_SYNTAX + "\n"
                + "  prints:   " + GraphAnalysis.PRINTS + "\n");
        // the catalogue's English is the command line's, so the translations above are shown, not skipped
        assertThat(GraphAnalysis.PRINTS).startsWith("each vertex's outcome (P, N or D for a draw), remoteness");
        assertThat(GraphAnalysis.KIND).isEqualTo("impartial, cycles allowed");
    }

    @Test
    void theEnglishListingIsCoresWordsLineForLine() {
        CliTest.Run r = CliTest.cgt("games");
        List<String> lines = r.out().lines().toList();
        for (Game g : Catalog.builtIns()) {
            assertThat(lines).as(g.name()).anyMatch(l -> l.matches("  " + Pattern.quote(g.name()) + " +"
                    + Pattern.quote(g.rules())));
        }
        for (GameProvider.Family f : Catalog.families()) {
            assertThat(lines).as(f.pattern()).anyMatch(l -> l.matches("  " + Pattern.quote(f.pattern()) + " +"
                    + Pattern.quote(f.rules() + "; e.g. " + f.example())));
        }
        assertThat(CliTest.cgt("games", "konane").out()).startsWith("konane (partizan)\n  rules:    jump a stone");
    }
}
