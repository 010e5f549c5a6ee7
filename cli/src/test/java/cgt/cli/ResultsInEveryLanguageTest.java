package cgt.cli;

import static cgt.cli.CliTest.cgtIn;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.PeriodAnalysis;
import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.heap.PeriodProof;
import cgt.partizan.Thermograph;
import cgt.partizan.notation.GameParser;
import cgt.task.TooBigException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the commands that answer with results print, in the run's language: cgt period's lines, the --stats report of
 * cgt grundy (in memory and with a values file), cgt solve's answer, its refusals and what Ctrl-C leaves decided, and
 * cgt thermograph's lines, and the notes and refusals of cgt grundy's table in memory with a checkpoint (and of a
 * checkpoint it cannot use). English stays as it
 * was byte for byte; every language says the same numbers as English (the multiset of the digit runs of the whole
 * output is the same: no number lost, none added), and JSON is the same in every language.
 */
class ResultsInEveryLanguageTest {

    private static final Pattern NUMBER = Pattern.compile("\\d+");


    /**
     * The numbers a text says, sorted: the same in every language when nothing was lost in translation. An indented
     * line of words is a note's prose (--stats's note on rare values says "1 bits" in English, not in Croatian), left
     * out; an indented line of numbers (the list of zeros) counts.
     */
    private static List<String> numbers(String text) {
        List<String> found = new ArrayList<>();
        text.lines().filter(line -> !line.matches("  \\D.*")).forEach(line -> {
            Matcher m = NUMBER.matcher(line);
            while (m.find()) {
                found.add(m.group());
            }
        });
        found.sort(null);
        return found;
    }

    /** Every language prints the same numbers as English (a note may take another number of lines), and the same JSON. */
    private static void sameNumbersInEveryLanguage(String... args) {
        CliTest.Run en = cgtIn(Language.EN, args);
        String[] withJson = new String[args.length + 1];
        System.arraycopy(args, 0, withJson, 0, args.length);
        withJson[args.length] = "--json";
        String json = cgtIn(Language.EN, withJson).out();
        for (Language l : Language.values()) {
            CliTest.Run run = cgtIn(l, args);
            assertThat(run.code()).as("%s in %s", List.of(args), l).isEqualTo(en.code());
            assertThat(numbers(run.out())).as("%s in %s", List.of(args), l).isEqualTo(numbers(en.out()));
            assertThat(cgtIn(l, withJson).out()).as("%s --json in %s", List.of(args), l).isEqualTo(json);
        }
    }

    @Test
    void aPeriodIsSaidInTheLanguageEnglishAsItWas() {
        assertThat(cgtIn(Language.EN, "period", "kayles").out()).isEqualTo("""
                kayles
                period: 12
                preperiod: 71 (the last exception is heap 70)
                rule: g(n+12) = g(n) for every n >= 71
                proved: yes, by the Guy-Smith theorem: g(n+12) = g(n) for 71 <= n < 156 (2*71 + 12 + 2, with 2 the most\
                 tokens a move removes), so it holds for every n >= 71
                checked to: 1023
                """);
        // Kayles's period 12 from heap 71 (Winning Ways, ch. 4; Guy and Smith 1956), proved by the Guy-Smith bound.
        assertThat(cgtIn(Language.UK, "period", "kayles").out()).isEqualTo("""
                kayles
                період: 12
                передперіод: 71 (останній виняток — купка 70)
                правило: g(n+12) = g(n) для кожного n >= 71
                доведено: так, за теоремою Гая-Сміта: g(n+12) = g(n) для 71 <= n < 156 (2*71 + 12 + 2, де 2 —\
                 найбільша кількість предметів, яку забирає хід), тож це виконується для кожного n >= 71
                перевірено до: 1023
                """);
        // Lasker's Nim: g(n+4) = g(n) + 4 from heap 1, by the theorem Winning Ways (ch. 4) states.
        assertThat(cgtIn(Language.HR, "period", "lasker", "--max", "300").out()).isEqualTo("""
                lasker
                period: 4 (aritmetički, saltus 4)
                predperiod: 1 (posljednja iznimka je hrpa 0)
                pravilo: g(n+4) = g(n) + 4 za svaki n >= 1
                dokazano: da, prema teoremu g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 za svaki\
                 k >= 0 (Winning Ways, pogl. 4)
                provjereno do: 300
                """);
        assertThat(cgtIn(Language.CS, "period", "subtraction:1,2,3").out()).contains(
                "předperioda: 0 (bez výjimek)\n", "dokázáno: ano, tahy nikdy nedělí hromádku a počet předmětů, které"
                        + " tah odebere, je nejvýše 3, takže okno délky 3 od hromádky 1, které se opakuje s posunem 4,"
                        + " se opakuje navždy\n");
        assertThat(cgtIn(Language.RO, "period", "allbut:1,2", "--max", "300").out()).contains(
                "regulă: observată: g(n+3) = g(n) + 1 pentru 0 <= n <= 297; nedovedită\n",
                "dovedită: nu, observată până la mormanul 300; nicio teoremă nu mărginește verificarea pentru această"
                        + " regulă\n");
        // Kayles to heap 150 shows its period, whose proof needs the values to heap 2*71 + 12 + 2 - 1 + 12 = 167.
        assertThat(cgtIn(Language.ET, "period", "kayles", "--max", "150").out()).contains(
                "tõestatud: ei, täheldatud kuni kuhjani 150; tõestus vajab väärtusi kuni kuhjani 167\n");
    }

    @Test
    void everyKindOfPeriodKeepsItsNumbersAndItsJsonInEveryLanguage() {
        // Small tables (to heap 300): each kind of answer, not the search's reach, is what is checked here.
        for (String game : List.of("lasker", "subtraction:1,2,3", "allbut:1,2", "0.137", "kayles")) {
            sameNumbersInEveryLanguage("period", game, "--max", game.equals("kayles") ? "150" : "300");
        }
        sameNumbersInEveryLanguage("period", "subtraction:2,5", "--max", "3");
    }

    @Test
    void whyASearchStoppedIsSaidInTheLanguage() {
        TooBigException beyond = new TooBigException("computing g(0..2047) for 0.16 needs about 5,000 bytes, more than"
                + " the memory budget of 4,000; ask about a smaller heap", "tooBig.heap.memory",
                List.of(2047, "0.16", 5000, 4000));
        PeriodAnalysis stopped = new PeriodAnalysis("0.16", Optional.empty(), 1023, Optional.of(beyond),
                PeriodProof.guySmith(1), Optional.empty());
        assertThat(described(stopped, Language.EN)).isEqualTo("0.16\nno period found in g(0..1023)\nstopped: "
                + beyond.getMessage() + "\n");
        assertThat(described(stopped, Language.HR)).isEqualTo("0.16\nu g(0..1023) nije pronađen period\n"
                + "zaustavljeno: računanje g(0..2047) za 0.16 treba oko 5.000 bajtova, više od memorijskog proračuna od"
                + " 4.000; pitajte za manju hrpu\n");
        assertThat(described(stopped, Language.UK)).startsWith("0.16\nперіод у g(0..1023) не знайдено\nзупинено: ");
    }

    private static String described(PeriodAnalysis found, Language l) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text, true);
        PeriodCommand.describe(found, out, Texts.of(l));
        out.flush();
        return text.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void theTimeTakenIsSaidInTheLanguageWithItsDecimalMark() {
        assertThat(cgtIn(Language.EN, "period", "kayles", "--time").err())
                .matches("cgt: computed and checked in \\d+\\.\\d{3} s\n");
        assertThat(cgtIn(Language.HR, "period", "kayles", "--time").err())
                .matches("cgt: izračunano i provjereno za \\d+,\\d{3} s\n");
        assertThat(cgtIn(Language.UK, "grundy", "kayles", "--to", "100", "--time").err())
                .matches("cgt: обчислено за \\d+,\\d{3} с\n");
    }

    @Test
    void theStatsReportIsSaidInTheLanguageEnglishAsItWas() {
        // Kayles: largest value 8 first at heap 27, one zero (heap 0), the 9 rare heaps end at 70 (Winning Ways, ch. 4).
        assertThat(cgtIn(Language.EN, "grundy", "kayles", "--to", "1000", "--stats").out()).isEqualTo("""
                kayles, g(0..1000)
                largest value: 8, first at heap 27
                zeros (P-positions): 1, the last at heap 0
                  0
                rare values (an even number of bits in v & ffff): 9 heaps above 0, the last at heap 70
                  (a value v is rare when v & ffff has an even number of 1 bits, common when odd; the mask
                  is chosen from the values to keep rare values few. A split into two heaps has a common value
                  exactly when one part is rare, so the rare/common method of Gangolli and Plambeck pairs each
                  heap with the few rare heaps, and scans every split only when a rare value may be missing.)
                last value: g(1000) = 1
                work: 50,337 splits evaluated; 491 heaps needed a scan beyond the rare heaps, 488 were settled from\
                 the period (g(n) = g(n-p), no scan)
                """);
        assertThat(cgtIn(Language.HR, "grundy", "kayles", "--to", "1000", "--stats").out()).isEqualTo("""
                kayles, g(0..1000)
                najveća vrijednost: 8, prvi put kod hrpe 27
                nule (P-pozicije): 1, posljednja kod hrpe 0
                  0
                rijetke vrijednosti (paran broj bitova u v & ffff): 9 među hrpama iznad 0, posljednja kod hrpe 70
                  (vrijednost v je rijetka kada v & ffff ima paran broj jediničnih bitova, a česta kada ima neparan;
                  maska je odabrana prema vrijednostima tako da rijetkih vrijednosti bude malo. Podjela na dvije hrpe ima
                  čestu vrijednost točno kada je jedan dio rijedak, pa metoda rijetkih i čestih vrijednosti (Gangolli i Plambeck)
                  spaja svaku hrpu s malobrojnim rijetkim hrpama, a sve podjele pregledava samo kada bi rijetka vrijednost
                  mogla nedostajati.)
                posljednja vrijednost: g(1000) = 1
                rad: procijenjenih podjela: 50.337; hrpa kojima je trebao pregled izvan rijetkih hrpa: 491, određenih iz\
                 perioda (g(n) = g(n-p), bez pregleda): 488
                """);
        assertThat(cgtIn(Language.UK, "grundy", "kayles", "--to", "1000", "--stats").out()).contains(
                "найбільше значення: 8, уперше на купці 27\n", "останнє значення: g(1000) = 1\n",
                "рідкісні значення (парна кількість бітів у v & ffff): купок понад 0 — 9, остання — купка 70\n");
    }

    @Test
    void theStatsReportKeepsItsNumbersAndItsJsonInEveryLanguage() {
        sameNumbersInEveryLanguage("grundy", "kayles", "--to", "300", "--stats");
        sameNumbersInEveryLanguage("grundy", "0.007", "--to", "600", "--stats");
        sameNumbersInEveryLanguage("grundy", "nim", "--to", "10", "--stats");
    }

    @Test
    void aValuesFilesReportSaysItsOwnLineInTheLanguage(@TempDir Path dir) {
        String file = dir.resolve("k.values").toString();
        CliTest.Run made = cgtIn(Language.HR, "grundy", "kayles", "--to", "300", "--stats", "--values-file", file);
        assertThat(made.out()).contains("najveća vrijednost: 8, prvi put kod hrpe 27\n")
                .endsWith("datoteka vrijednosti: " + file + " (g(0..300), nova)\n");
        CliTest.Run again = cgtIn(Language.EN, "grundy", "kayles", "--to", "300", "--stats", "--values-file", file);
        assertThat(again.out()).endsWith("work: 0 splits evaluated; 0 heaps needed a scan beyond the rare heaps (in this"
                + " run, from heap 301)\nvalues file: " + file + " (g(0..300), resumed)\n");
        assertThat(cgtIn(Language.UK, "grundy", "kayles", "--to", "300", "--stats", "--values-file", file).out())
                .endsWith("робота: оцінено розбиттів — 0; купок, яким знадобився перебір поза рідкісними купками, — 0"
                        + " (у цьому запуску, від купки 301)\nфайл значень: " + file + " (g(0..300), продовжено)\n");
    }

    @Test
    void aSolvedPositionIsSaidInTheLanguageEnglishAsItWas() {
        // Domineering 3x3 is N: each player moving first wins (its value is ±1, as cgt analyze computes canonically).
        String en = cgtIn(Language.EN, "solve", "domineering", "3x3", "--line").out();
        assertThat(en).startsWith("""
                domineering 3x3: N (next player wins: whoever moves next wins)
                  Left moving first: Left wins, moving to .#.|.#.|...
                    best play: .#.|.#.|... -> .#.|.#.|##. -> ##.|##.|##.
                  Right moving first: Right wins, moving to ...|##.|...
                    best play: ...|##.|... -> ..#|###|... -> ###|###|...
                """).matches("(?s).*\n  18 positions searched in \\d+\\.\\d\\d s\n");
        String uk = cgtIn(Language.UK, "solve", "domineering", "3x3", "--line").out();
        assertThat(uk).startsWith("""
                domineering 3x3: N (виграє наступний гравець: той, хто ходить наступним, виграє)
                  коли першим ходить Лівий: виграє Лівий, ходячи в .#.|.#.|...
                    найкраща гра: .#.|.#.|... -> .#.|.#.|##. -> ##.|##.|##.
                  коли першим ходить Правий: виграє Правий, ходячи в ...|##.|...
                    найкраща гра: ...|##.|... -> ..#|###|... -> ###|###|...
                """).matches("(?s).*\n  переглянуто станів: 18 за \\d+,\\d\\d с\n");
        // Clobber xo ox is P: the first player to move loses, whoever it is (the sum of a game and its negative is 0).
        assertThat(cgtIn(Language.CS, "solve", "clobber", "xo", "ox").out()).startsWith("""
                clobber xo ox: P (vyhrává předchozí hráč: kdo je na tahu, prohraje)
                  začíná-li Levý: vyhrává Pravý
                  začíná-li Pravý: vyhrává Levý
                """);
    }

    @Test
    void aSolvedPositionKeepsItsNumbersAndItsJsonInEveryLanguage() {
        // The seconds differ between runs: the numbers compared are the others.
        for (Language l : Language.values()) {
            for (String[] args : List.of(new String[] {"solve", "domineering", "3x3", "--line"},
                    new String[] {"solve", "clobber", "xo", "ox"})) {
                String en = cgtIn(Language.EN, args).out();
                String own = cgtIn(l, args).out();
                assertThat(numbers(withoutLastLine(own))).as("%s in %s", List.of(args), l)
                        .isEqualTo(numbers(withoutLastLine(en)));
                assertThat(own.lines().count()).isEqualTo(en.lines().count());
            }
        }
    }

    private static String withoutLastLine(String text) {
        return text.substring(0, text.stripTrailing().lastIndexOf('\n') + 1);
    }

    @Test
    void solveRefusesAndIsInterruptedInTheLanguage() {
        assertThat(cgtIn(Language.EN, "solve", "nim", "3").err()).isEqualTo("cgt: nim is impartial: cgt analyze nim gives"
                + " who wins and every winning move; cgt solve takes partizan rulesets (domineering, clobber, konane,"
                + " ...)\n");
        assertThat(cgtIn(Language.HR, "solve", "nim", "3").err()).isEqualTo("cgt: nim je imparcijalna igra: cgt analyze"
                + " nim kaže tko pobjeđuje i daje sve pobjedničke poteze; cgt solve prima partizanska pravila"
                + " (domineering, clobber, konane, ...)\n");
        assertThat(cgtIn(Language.EN, "solve", "clobber", "xo", "--small", "2000").err())
                .isEqualTo("cgt: --small must be between 0 and 1000 moves, not 2000\n");
        assertThat(cgtIn(Language.UK, "solve", "clobber", "xo", "--small", "2000").err())
                .isEqualTo("cgt: --small має бути від 0 до 1000 ходів, а не 2000\n");
        assertThat(cgtIn(Language.ET, "solve", "clobber", "xo", "--regions", "x").err())
                .isEqualTo("cgt: --regions on Domineeringu piirkondade tabel; clobber ei saa seda kasutada\n");
        assertThat(SolveCommand.decidedBefore(Optional.of("##|.."), Texts.english())).isEqualTo("interrupted;"
                + " decided before it: with Left moving first, Left wins by moving to ##|..");
        assertThat(SolveCommand.decidedBefore(Optional.empty(), Texts.english()))
                .isEqualTo("interrupted; decided before it: with Left moving first, Right wins");
        assertThat(SolveCommand.decidedBefore(Optional.of("##|.."), Texts.of(Language.RO))).isEqualTo("întrerupt;"
                + " decis înainte: dacă mută primul Stânga, câștigă Stânga mutând în ##|..");
    }

    @Test
    void aThermographIsSaidInTheLanguageEnglishAsItWas() {
        // A switch {a|b}, a > b, has mean (a + b)/2 and temperature (a - b)/2: {3|-1}'s walls 4 - t and -2 + t meet at t = 2.
        assertThat(cgtIn(Language.EN, "thermograph", "{3|-1}").out()).isEqualTo("""
                thermograph of {3|-1}: mean 1, temperature 2
                  left wall:  4 at t=-1 then slope -1, 1 at t=2 then vertical
                  right wall: -2 at t=-1 then slope +1, 1 at t=2 then vertical
                """);
        assertThat(cgtIn(Language.UK, "thermograph", "{3|-1}").out()).isEqualTo("""
                термограф {3|-1}: середнє 1, температура 2
                  ліва стінка:  4 при t=-1 і далі нахил -1, 1 при t=2 і далі вертикально
                  права стінка: -2 при t=-1 і далі нахил +1, 1 при t=2 і далі вертикально
                """);
        sameNumbersInEveryLanguage("thermograph", "{{5|3}|{-1|-3}}");
        sameNumbersInEveryLanguage("thermograph", "{1/2|-1/4}");
    }

    @Test
    void aWallInEnglishIsCoresOwnWordsForEveryWall() {
        // Written two ways: the catalogue's words breakpoint by breakpoint, and core's Trajectory.toString().
        for (String g : List.of("{3|-1}", "{{5|3}|{-1|-3}}", "{1/2|-1/4}", "5", "*", "{2||1|0}", "{{4|2}|0}")) {
            Thermograph th = GameParser.parse(g).thermograph();
            assertThat(ThermographCommand.wall(th.leftWall(), Texts.english())).isEqualTo(th.leftWall().toString());
            assertThat(ThermographCommand.wall(th.rightWall(), Texts.english())).isEqualTo(th.rightWall().toString());
        }
    }

    @Test
    void aTableWithACheckpointSaysItsNotesAndRefusalsInTheLanguage(@TempDir Path dir) {
        String file = dir.resolve("k.ck").toString();
        assertThat(cgtIn(Language.EN, "grundy", "kayles", "--to", "300", "--checkpoint", file).code()).isZero();
        assertThat(cgtIn(Language.HR, "grundy", "kayles", "--to", "500", "--checkpoint", file).err()).isEqualTo("cgt:"
                + " nastavljeno iz " + file + ": ondje je sačuvano g(0..300) igre kayles; računam dalje od hrpe 301\n");
        assertThat(cgtIn(Language.EN, "grundy", "kayles", "--to", "500", "--checkpoint", file).err())
                .isEqualTo("cgt: resumed from " + file + ": g(0..500) of kayles were saved there\n");
        assertThat(cgtIn(Language.UK, "grundy", "kayles", "--to", "500", "--checkpoint", file, "--plain").err())
                .isEqualTo("cgt: --plain не записує контрольних точок; пропустіть одне з --plain і --checkpoint\n");
        String nowhere = dir.resolve("no").resolve("k.ck").toString();
        assertThat(cgtIn(Language.EN, "grundy", "kayles", "--to", "5", "--checkpoint", nowhere).err()).isEqualTo("cgt:"
                + " cannot write --checkpoint " + nowhere + ": no such directory " + dir.resolve("no") + "\n");
        assertThat(cgtIn(Language.CS, "grundy", "kayles", "--to", "5", "--checkpoint", nowhere).err()).isEqualTo("cgt:"
                + " nelze zapsat --checkpoint " + nowhere + ": adresář " + dir.resolve("no") + " neexistuje\n");
        // A big table's note (from 2^22 heaps on) and an interruption, as English wrote them before the catalogue.
        Texts en = Texts.english();
        assertThat(en.text("cli.table.computing.noCheckpoint", 5000000, "kayles", 19)).isEqualTo(String.format(Locale.ROOT,
                "computing g(0..%d) of %s: a table of %d MiB; progress below, Ctrl-C stops%s", 5000000, "kayles", 19,
                " (add --checkpoint FILE to keep the work)"));
        assertThat(en.text("cli.table.computing.keeps", 5000000, "kayles", 19)).isEqualTo(String.format(Locale.ROOT,
                "computing g(0..%d) of %s: a table of %d MiB; progress below, Ctrl-C stops%s", 5000000, "kayles", 19,
                " and keeps the work"));
        assertThat(Texts.of(Language.RO).text("cli.table.interrupted", 4095, file)).isEqualTo("întrerupt; g(0..4095)"
                + " sunt păstrate în " + file + ": rulați din nou aceeași comandă pentru a continua de acolo");
    }

    @Test
    void aCheckpointThatCannotBeUsedIsRefusedInTheLanguage(@TempDir Path dir) throws IOException {
        String file = dir.resolve("k.ck").toString();
        assertThat(cgtIn(Language.EN, "grundy", "kayles", "--to", "300", "--checkpoint", file).code()).isZero();
        assertThat(cgtIn(Language.EN, "grundy", "dawsons-kayles", "--to", "300", "--checkpoint", file).err())
                .isEqualTo("cgt: --checkpoint " + file + " holds values of kayles, not of dawsons-kayles; give another"
                        + " file\n");
        assertThat(cgtIn(Language.ET, "grundy", "dawsons-kayles", "--to", "300", "--checkpoint", file).err())
                .isEqualTo("cgt: --checkpoint " + file + " sisaldab mängu kayles väärtusi, mitte mängu dawsons-kayles"
                        + " omi; andke teine fail\n");
        // Three bytes short: 301 values of 2 bytes, with the header and two checksums, make 3 bytes more than it has.
        Path cut = dir.resolve("cut.ck");
        byte[] whole = Files.readAllBytes(dir.resolve("k.ck"));
        Files.write(cut, Arrays.copyOf(whole, whole.length - 3));
        String n = String.valueOf(whole.length - 3);
        String m = String.valueOf(whole.length);
        assertThat(cgtIn(Language.EN, "grundy", "kayles", "--to", "5", "--checkpoint", cut.toString()).err())
                .isEqualTo("cgt: --checkpoint " + cut + " is damaged (it is " + n + " bytes long, and 301 values of 2"
                        + " bytes make " + m + "); delete it to start again\n");
        assertThat(cgtIn(Language.HR, "grundy", "kayles", "--to", "5", "--checkpoint", cut.toString()).err())
                .isEqualTo("cgt: --checkpoint " + cut + " je oštećen (dugačak je " + n + " bajtova, a 301 vrijednosti"
                        + " od 2 bajta čine " + m + "); izbrišite ga da biste počeli ispočetka\n");
        Path junk = dir.resolve("junk.ck");
        Files.writeString(junk, "not a checkpoint\n");
        assertThat(cgtIn(Language.UK, "grundy", "kayles", "--to", "5", "--checkpoint", junk.toString()).err())
                .isEqualTo("cgt: --checkpoint " + junk + " не є контрольною точкою cgt grundy; вкажіть нову назву"
                        + " файлу або файл, який записав попередній запуск 'cgt grundy ... --checkpoint'\n");
    }
}
