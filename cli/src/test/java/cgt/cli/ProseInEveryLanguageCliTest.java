package cgt.cli;

import static cgt.cli.CliTest.cgtIn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.heap.PeriodSearch;
import cgt.heap.PlainMex;
import cgt.heap.TakeAndBreak;
import cgt.misere.quotient.QuotientElement;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Heating;
import cgt.task.Budget;
import cgt.task.MemoryMeter;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The command line's remaining prose in the run's language, one message of each kind in two languages (Croatian and
 * Ukrainian, a Latin and a Cyrillic script), English byte for byte as it was, and JSON the same in every language:
 * jobs refused as too big and the big-job notice, the explanation of a game with cycles, cgt play's draws and
 * start-up refusals, the words core computes (a misère form's class, the quotient an element lies in), and
 * picocli's complaints about a command line and --help's option descriptions (picocli's resource bundle).
 */
@Order(1) // a long class, first in the list (junit-platform.properties)
class ProseInEveryLanguageCliTest {

    private static final Map<String, String> NO_LOCALE = Map.of();

    private static CliTest.Run cgt(String... args) {
        return CliTest.cgtWith("", NO_LOCALE, args);
    }


    @Test
    void aJobTooBigIsRefusedInTheLanguage() {
        CliTest.Run en = cgt("born", "5");
        assertThat(en.code()).isEqualTo(2);
        assertThat(en.err()).isEqualTo("cgt: games born by day 5 are far too many to list or count: day 3 has 1474, and"
                + " day 4 more than 10^28 (its exact count is unknown; Suetsugu 2022 bounds it by 10^28.2 and"
                + " 4.0x10^184); cgt enumerates days 0 to 3\n");
        assertThat(cgtIn(Language.HR, "born", "5").err()).startsWith("cgt: igara rođenih do dana 5 daleko je previše")
                .endsWith("cgt nabraja dane od 0 do 3\n");
        CliTest.Run uk = cgtIn(Language.UK, "analyze", "chomp", "1000x1000");
        assertThat(uk.code()).isEqualTo(2);
        // Its figures with the language's decimal mark (Sizes.approx: 2.04e+600 in English, SizeBoundsCommandsTest).
        assertThat(uk.err()).startsWith("cgt: дошка гри Chomp з 1000 рядків і 1000 стовпців має 2,04e+600 піддошок");
        // --json does not change the refusal's words into data, and gives no output in any language.
        for (Language l : Language.values()) {
            assertThat(cgtIn(l, "analyze", "chomp", "1000x1000", "--json").out()).isEmpty();
        }
    }

    @Test
    void aRefusalWithARemedyNamesTheCommandInTheLanguage() {
        CliTest.Run en = cgt("analyze", "wythoff", "100000,3", "1,2");
        assertThat(en.err()).startsWith("cgt: Grundy values of Wythoff's game come from a table for coordinates up to");
        assertThat(cgtIn(Language.HR, "analyze", "wythoff", "100000,3", "1,2").err())
                .startsWith("cgt: Grundyjeve vrijednosti Wythoffove igre dolaze iz tablice za koordinate do");
        Texts hr = Texts.of(Language.HR);
        assertThat(Main.remedy(new cgt.task.Remedy.LongRun("grundy", 5000000), hr))
                .isEqualTo("; pokrenite ga kao 'cgt grundy grundy --to 5000000 --checkpoint FILE', što prikazuje"
                        + " napredak i može se nastaviti");
        assertThat(Main.remedy(new cgt.task.Remedy.LongerPeriodSearch("0.07"), Texts.english()))
                .isEqualTo("; 'cgt period 0.07 --max N' searches further");
    }

    @Test
    void theBigJobNoticeIsSaidInTheLanguage() {
        assertThat(notice(Language.EN)).matches("cgt: a big job: the printed form has grown past \\S+ \\S+, of the \\S+"
                + " \\S+ allowed; Ctrl-C stops it\n");
        assertThat(notice(Language.HR)).startsWith("cgt: velik posao (ispis): više od ").endsWith("; Ctrl-C ga zaustavlja\n");
        assertThat(notice(Language.UK)).startsWith("cgt: велике завдання (запис): понад ")
                .endsWith("; Ctrl-C його зупиняє\n");
    }

    @Test
    void aGameWithCyclesIsExplainedInTheLanguage() {
        String[] sum = {"analyze", "fair-shares", "9,2", "4,1", "--explain"};
        CliTest.Run en = cgt(sum);
        assertThat(en.out()).contains("The game's positions can repeat (", "1,4: N in 1 move, value 2.",
                "Moves that keep the draw (4): ", "outcome: D (draw: with best play the game never ends)",
                "  1,4: N in 1 move, value 2\n", "moves that keep the draw (4):\n");
        assertThat(cgtIn(Language.HR, sum).out()).contains("Pozicije igre mogu se ponavljati (",
                "retrogradnom analizom", "1,4: N za 1 potez, vrijednost 2.", "Potezi koji čuvaju neriješeno (4): ",
                "ishod: D (neriješeno: uz najbolju igru igra nikad ne završava)",
                "vrijednost: ∞(3) (poopćena Sprague-Grundyjeva vrijednost; igra ima cikluse)")
                .doesNotContain("value", "moves");
        CliTest.Run uk = cgtIn(Language.UK, "analyze", "fair-shares", "9,2", "--misere", "--explain");
        assertThat(uk.out()).contains("Гра мізер: виграє той, хто не може зробити хід. Позиції гри можуть повторюватися",
                "N за 2 ходи: виграє наступний гравець", "віддаленість: 2 ходи до кінця за найкращої гри")
                .doesNotContain("value", "moves");
        // The same facts in JSON, whatever the language.
        String json = cgt("analyze", "fair-shares", "9,2", "4,1", "--explain", "--json").out();
        assertThat(cgtIn(Language.UK, "analyze", "fair-shares", "9,2", "4,1", "--explain", "--json").out()).isEqualTo(json);
    }

    @Test
    void aPartizanGameWithCyclesIsExplainedInTheLanguage() {
        // The geese to move trap the fox in its corner at once; the fox to move gets past them (LoopyPartizanCommandsTest).
        String[] fox = {"analyze", "fox-geese", "4;(3,1),(3,3);(1,1)", "--explain"};
        assertThat(cgt(fox).out()).contains("Its whole graph, 32 positions and 61 moves, was solved by retrograde",
                "Left moving first: Left wins in 1 move; Right moving first: Right wins in 3 moves.",
                "Its value, built from the graph and put in simplest form, is {2|0}.",
                "So the outcome class is N (Left moving first: Left wins; Right moving first: Right wins).",
                "outcome: N (Left moving first: Left wins; Right moving first: Right wins)\n",
                "value: {2|0} (loopy: play can repeat; the simplest form of its graph)\n",
                "Left moving first: Left wins in 1 move\nLeft's winning moves (2):\n  4;(3,3),(2,2);(1,1)\n",
                "Right moving first: Right wins in 3 moves\n",
                "positions: 32, moves: 61 (the whole graph, solved by retrograde analysis)\n");
        assertThat(cgtIn(Language.HR, fox).out()).contains("Cijeli njezin graf, 32 pozicije i 61 potez, riješen je",
                "Kad prvi igra Lijevi: pobjeđuje Lijevi za 1 potez; kad prvi igra Desni: pobjeđuje Desni za 3 poteza.",
                "ishod: N (kad prvi igra Lijevi: pobjeđuje Lijevi; kad prvi igra Desni: pobjeđuje Desni)\n",
                "pobjednički potezi igrača Lijevi (2):\n  4;(3,3),(2,2);(1,1)\n",
                "pozicije: 32, potezi: 61 (cijeli graf, riješen retrogradnom analizom)\n")
                .doesNotContain("moving first", "value", "positions");
        assertThat(cgtIn(Language.UK, fox).out()).contains("Увесь її граф, 32 позиції і 61 хід, розв'язано",
                "коли першим ходить Правий: виграє Правий за 3 ходи\n", "значення: {2|0} (циклічна гра:")
                .doesNotContain("moving first", "value", "positions");
        // A draw whoever starts (CGSuite's value of backsliding Toads and Frogs' ttt..fff, LoopyPartizanCommandsTest).
        assertThat(cgtIn(Language.UK, "analyze", "backsliding-toads-frogs", "ttt..fff").out())
                .contains("результат: D (коли першим ходить Лівий: нічия; коли першим ходить Правий: нічия)\n",
                        "ходи гравця Лівий, що зберігають нічию (1):\n  tt.t.fff\n")
                .doesNotContain("moving first", "positions");
        // The same facts in JSON, whatever the language.
        String[] json = {"analyze", "fox-geese", "4;(3,1),(3,3);(1,1)", "--explain", "--json"};
        assertThat(cgtIn(Language.UK, json).out()).isEqualTo(cgt(json).out());
    }

    @Test
    void misereRulesAndAQuotientsProductAreExplainedInTheLanguage() {
        String[] nim = {"analyze", "nim", "3", "4", "5", "--misere", "--explain"};
        assertThat(cgt(nim).out()).contains("""
                Misère Nim (Bouton's rule): a position is a P-position exactly when
                  some heap has 2 or more tokens and the nim-sum is 0, or
                """,
                "3 heaps have 2 or more tokens and the nim-sum is 2, so this is an N-position.\n");
        assertThat(cgtIn(Language.HR, nim).out()).contains("Mizerni Nim (Boutonovo pravilo): pozicija je P-pozicija",
                "  neka hrpa ima 2 ili više predmeta i nim-suma je 0, ili\n",
                "3 hrpe imaju 2 ili više predmeta i nim-suma je 2, pa je ovo N-pozicija.\n");
        assertThat(cgtIn(Language.UK, "analyze", "nim", "1", "1", "1", "--misere", "--explain").out())
                .contains("Кожна купка має щонайбільше 1 предмет, і є 3 окремі предмети, отже це P-стан");
        assertThat(cgt("analyze", "wythoff", "3,5", "--misere", "--explain").out())
                .contains("The queen at 3,5 is a misère P-position: every move leads to a position where the next");
        assertThat(cgtIn(Language.UK, "analyze", "wythoff", "3,5", "--misere", "--explain").out())
                .contains("Ферзь на 3,5 — мізерний P-стан: кожен хід веде").doesNotContain("queen");
        // Heaps beyond a whole search are decided by Kayles' misère quotient (MisereCommandsTest), order 40.
        String[] kayles = {"analyze", "kayles", "100", "200", "--misere", "--explain"};
        assertThat(cgt(kayles).out()).contains("cgt used kayles' misère quotient, order 40, instead (Plambeck and",
                "Here the product is b^2, in the P-portion: a P-position.\n");
        assertThat(cgtIn(Language.HR, kayles).out()).contains("upotrijebio mizerni kvocijent igre kayles, red 40 (Plambeck",
                "Ovdje je umnožak b^2, u P-dijelu: P-pozicija.\n").doesNotContain("quotient", "product");
    }

    @Test
    void aModuleCommandWithoutItsModuleAndAnAnswerThatOutgrewItsBudgetAreSaidInTheLanguage() {
        assertThat(cgtIn(Language.HR, "serve", "--port", "9000").err()).isEqualTo("cgt: 'cgt serve' treba modul web, kojeg"
                + " nema na ovoj putanji klasa; pokrenite ga kao './cgt serve ...' iz mape projekta, koja ga gradi i"
                + " dodaje\n");
        assertThat(cgtIn(Language.UK, "survey", "octal:2").err()).startsWith("cgt: 'cgt survey' потребує модуля survey,");
        // *14 heated by 1 builds far more than a budget of 100 steps (HeatingTest): the refusal names the games.
        TooBigException heat = catchThrowableOfType(TooBigException.class, () -> Heating.heat(CanonicalGame.nimber(14),
                CanonicalGame.integer(1), Budget.DEFAULT.withForms(Budget.DEFAULT.forms().withWork(100))));
        assertThat(Texts.english().message(heat)).isEqualTo(heat.getMessage())
                .startsWith("*14 heated by 1 is too big: building its answer took more than");
        assertThat(Texts.of(Language.HR).message(heat)).startsWith("*14 zagrijano za 1 preveliko je: izgradnja")
                .endsWith("a dopušteno je najviše 100");
        assertThat(Texts.of(Language.UK).message(heat)).startsWith("*14, нагріте на 1, завелике:");
    }

    @Test
    void whyAPeriodSearchStoppedIsSaidInTheLanguageOfTheRefusalThatQuotesIt() {
        // 0.16's period is unknown (none in g(0..1023)); the next table, g(0..2047), is refused, which stops the search.
        TakeAndBreak rule = TakeAndBreak.parse("0.16");
        TooBigException beyond = new TooBigException("computing g(0..2047) for 0.16 needs about 5,000 bytes, more than"
                + " the memory budget of 4,000; ask about a smaller heap", "tooBig.heap.memory",
                List.of(2047, "0.16", 5000, 4000));
        PeriodSearch.Outcome o = PeriodSearch.run(rule.periodProof(), n -> {
            if (n > 1023) {
                throw beyond;
            }
            return PlainMex.compute(rule, n, Progress.NONE);
        }, 1 << 20, Progress.NONE);
        assertThat(o.period().filter(p -> p.proved())).isEmpty();
        assertThat(o.refusal()).containsSame(beyond);
        assertThat(o.stopped()).contains(beyond.getMessage());
        List<Object> args = List.of(5000000, "list its moves", "0.16", 1000, o.checkedTo(), o.refusal().orElseThrow());
        assertThat(Texts.english().text("tooBig.heap.beyondTable.stopped", args))
                .endsWith("(computing g(0..2047) for 0.16 needs about 5,000 bytes, more than the memory budget of 4,000;"
                        + " ask about a smaller heap)");
        assertThat(Texts.of(Language.HR).text("tooBig.heap.beyondTable.stopped", args))
                .endsWith("(računanje g(0..2047) za 0.16 treba oko 5.000 bajtova, više od memorijskog proračuna od"
                        + " 4.000; pitajte za manju hrpu)");
    }

    @Test
    void aTableInAFileSaysItsNotesAndRefusalsInTheLanguage(@TempDir Path dir) {
        String file = dir.resolve("k.values").toString();
        String absolute = dir.resolve("k.values").toAbsolutePath().toString();
        CliTest.Run en = cgt("grundy", "kayles", "--to", "300", "--values-file", file);
        assertThat(en.code()).as(en.err()).isZero();
        assertThat(en.err()).contains("cgt: computing g(0..300) of kayles on one thread into the values file " + absolute
                + " (memory-mapped, its own checkpoint): 1 MiB at 1 byte a heap (1 MiB if a value outgrows 255);",
                "cgt: note: kayles is a finite subtraction or take-and-break game, whose values become periodic");
        CliTest.Run hr = cgtIn(Language.HR, "grundy", "kayles", "--to", "600", "--values-file", file);
        assertThat(hr.out()).isEqualTo(cgt("grundy", "kayles", "--to", "600").out());
        assertThat(hr.err()).contains("cgt: nastavljam od hrpe 301 iz " + file + "\n",
                "cgt: računam g(0..600) igre kayles na jednoj dretvi u datoteku vrijednosti " + absolute,
                "1 MiB uz 1 bajt po hrpi (1 MiB ako vrijednost preraste 255)", "cgt: napomena: kayles je konačna igra");
        assertThat(cgtIn(Language.UK, "grundy", "kayles", "--to", "100", "--values-file", file, "--json").err())
                .isEqualTo("cgt: g(0..100) гри kayles вже є в " + file + " (він містить g(0..600)); обчислювати нічого\n");
        assertThat(cgtIn(Language.UK, "grundy", "kayles", "--to", "100", "--values-file", file, "--plain").err())
                .startsWith("cgt: --plain тримає свою таблицю в пам'яті й зупиняється на купці ");
        // Sizes as the language writes them: a decimal comma in Croatian and Ukrainian, English as before.
        assertThat(Texts.english().fileSize(5L << 29)).isEqualTo(HugeGrundyRun.size(5L << 29)).isEqualTo("2.5 GiB");
        assertThat(Texts.of(Language.HR).fileSize(5L << 29)).isEqualTo("2,5 GiB");
        assertThat(Texts.of(Language.UK).fileSize(3L << 20)).isEqualTo(HugeGrundyRun.size(3L << 20)).isEqualTo("3 MiB");
    }

    @Test
    void progressIsSaidInTheLanguageWithItsDecimalMark() {
        // The reports PeriodAndProgressTest gives, six seconds apart: the English lines there, the same in two others.
        assertThat(progress(Language.EN)).contains("grundy values: 122.9k of 131.1k (93.8%), 10.2k/s, about 1 s left",
                "grundy values (attempt 2, started over): 86.0k of 131.1k");
        assertThat(progress(Language.HR)).contains("Grundyjeve vrijednosti: 122,9k od 131,1k (93,8 %), 10,2k/s, još"
                + " oko 1 s\n", "Grundyjeve vrijednosti (2. pokušaj, ispočetka): 86,0k od 131,1k");
        assertThat(progress(Language.UK)).contains("значення Шпрага-Гранді: 122,9k з 131,1k (93,8%), 10,2k/с,"
                + " лишилося близько 1 с\n");
        // A stage the catalogue does not name (it carries its own numbers) stays core's English.
        StringWriter text = new StringWriter();
        AtomicLong clock = new AtomicLong(0);
        StderrProgress p = new StderrProgress(new PrintWriter(text, true), Texts.of(Language.HR), false,
                () -> clock.addAndGet(6_000_000_000L)); // six seconds a reading: a line is shown every five
        p.report("Wythoff Grundy values (10 x 10 table)", 5, 100);
        assertThat(text.toString().replace(System.lineSeparator(), "\n"))
                .isEqualTo("Wythoff Grundy values (10 x 10 table): 5 od 100 (5,0 %)\n");
    }

    private static String progress(Language l) {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(0);
        StderrProgress p = new StderrProgress(new PrintWriter(text, true), Texts.of(l), false, now::get);
        long[][] reports = {{0, 100}, {50_000, 131_072}, {122_900, 131_072}, {0, 131_072}, {0, 131_072},
            {86_000, 131_072}, {120_000, 131_072}};
        for (long[] r : reports) {
            now.addAndGet(6_000_000_000L);
            p.report("grundy values", r[0], r[1]);
        }
        return text.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void countsAndSizesInAMessageAreWrittenAsTheLanguageWritesNumbers() {
        // A count of any size (Sizes.approx) and a size in bytes (MemoryMeter.bytes): English as core writes them.
        java.math.BigInteger huge = java.math.BigInteger.TEN.pow(600).multiply(java.math.BigInteger.valueOf(204));
        assertThat(Texts.english().text("tooBig.chomp.boards", 9, 9, huge, 1234567L, 1000000000L))
                .contains("has 2.04e+602 sub-boards to solve (about 1,234,567 steps, the limit is 1,000,000,000)");
        assertThat(Texts.of(Language.HR).text("tooBig.chomp.boards", 9, 9, huge, 1234567L, 1000000000L))
                .contains("2,04e+602 podploča za rješavanje (oko 1.234.567 koraka, granica je 1.000.000.000)");
        // A large estimate (a sum with a nimber, CanonicalGame's refusal) in "%.1e", with the language's decimal mark.
        assertThat(Texts.english().text("tooBig.starSum", 5000, 30, 4.5e6, 1e6)).isEqualTo("a sum of a game with 5000"
                + " distinct subpositions and *30 is too big: about 4.5e+06 steps (subpositions times 30 squared), at"
                + " most 1.0e+06");
        assertThat(Texts.of(Language.UK).text("tooBig.starSum", 5000, 30, 4.5e6, 1e6)).contains("4,5e+06", "1,0e+06");
        assertThat(Texts.of(Language.HR).text("tooBig.heap.splits", 900, 1.25e10, 1e9))
                .contains("oko 1,3e+10 dijeljenja, više od 1e+09");
        // Said in Croatian only while the English catalogue says core's "more move evaluations than the limit of 2e+10".
        assertThat(cgtIn(Language.HR, "analyze", "upto-half", "200000000").err()).isEqualTo("cgt: računanje"
                + " g(0..200000000) za upto-half treba više ispitivanja poteza od granice od 2e+10; pitajte za manju"
                + " hrpu\n");
        assertThat(Texts.english().bytes(3L << 29)).isEqualTo(MemoryMeter.bytes(3L << 29)).isEqualTo("1.5 GB");
        assertThat(Texts.english().bytes(5)).isEqualTo(MemoryMeter.bytes(5)).isEqualTo("5 bytes");
        assertThat(Texts.english().bytes(4L << 20)).isEqualTo(MemoryMeter.bytes(4L << 20)).isEqualTo("4 MB");
        assertThat(Texts.of(Language.HR).bytes(3L << 29)).isEqualTo("1,5 GB");
        assertThat(Texts.of(Language.HR).bytes(4L << 20)).isEqualTo("4 MB");
        assertThat(Texts.of(Language.UK).bytes(100)).isEqualTo("100 байтів");
        assertThat(Texts.of(Language.UK).bytes(3)).isEqualTo("3 байти");
        // The big-job notice's sizes and the memory budget's refusal, the same way (a budget of 1 MB, 3 MB reached).
        assertThat(Texts.of(Language.HR).text("cli.bigJob", "the printed form", 3L << 29, 5L << 29))
                .isEqualTo("velik posao (ispis): više od 1,5 GB, od dopuštenih 2,5 GB; Ctrl-C ga zaustavlja");
        assertThat(Texts.english().text("tooBig.memory", 1L << 20, "the printed form", 3L << 20)).isEqualTo("this"
                + " computation grew past its memory budget of 1 MB: the printed form reached 3 MB (estimated) and it was"
                + " stopped; ask about a smaller game, sum or position");
    }

    @Test
    void aDrawInPlayGivesItsReasonInTheLanguage() {
        String[] game = {"play", "fair-shares", "9,2", "--move-limit", "1", "--computer-first", "--seed", "1"};
        assertThat(cgt(game).out()).endsWith("cgt moves to: 2,3,3,3\ndraw: 1 moves without an end.\n");
        assertThat(cgtIn(Language.HR, game).out()).endsWith("neriješeno: 1 potez bez kraja.\n");
        assertThat(cgtIn(Language.UK, game).out()).endsWith("нічия: 1 хід без кінця.\n");
    }

    @Test
    void playsStartUpRefusalsAreSaidInTheLanguage() {
        assertThat(cgt("play", "domineering", "..", "--misere").err()).isEqualTo("cgt: --misere applies to impartial"
                + " games; domineering is played in normal play (whoever cannot move loses)\n");
        assertThat(cgtIn(Language.UK, "play", "domineering", "..", "--misere").err())
                .isEqualTo("cgt: --misere стосується рівноправних ігор; у domineering грають за звичайними правилами"
                        + " (програє той, хто не може зробити хід)\n");
        assertThat(cgtIn(Language.HR, "play", "domineering", "..", "--as", "up").err())
                .isEqualTo("cgt: --as up: očekuje se left ili right\n");
        CliTest.Run limit = cgtIn(Language.HR, "play", "fair-shares", "9,2", "--move-limit", "0");
        assertThat(limit.code()).isEqualTo(2);
        assertThat(limit.err()).isEqualTo("cgt: granica od 0 poteza: očekuje se barem 1\n");
    }

    @Test
    void theWordsCoreComputesAreSaidInTheLanguage() {
        assertThat(cgt("analyze", "kayles", "3", "4", "--misere").out())
                .contains("genus: 2 (misère Grundy value 2; tame)\n");
        assertThat(cgtIn(Language.HR, "analyze", "kayles", "3", "4", "--misere").out())
                .contains("genus: 2 (mizerna Grundyjeva vrijednost 2; pitoma)\n");
        assertThat(cgtIn(Language.UK, "analyze", "kayles", "3", "4", "--misere").out())
                .contains("рід: 2 (мізерне значення Шпрага-Гранді 2; приручена)\n");
        String json = cgt("analyze", "kayles", "3", "4", "--misere", "--json").out();
        assertThat(cgtIn(Language.UK, "analyze", "kayles", "3", "4", "--misere", "--json").out()).isEqualTo(json);
        // The quotient an element lies in (a quotient takes seconds to find: MisereCommandsTest shows the English
        // line of a real sum, "(0.77's misère quotient, order 40)"; here the words of each kind of quotient).
        QuotientElement proved = new QuotientElement("bc", 40, true, 60, false);
        QuotientElement upTo = new QuotientElement("a", 638, false, 33, true);
        assertThat(AnalyzeCommand.quotient(proved, "0.77", Texts.english())).isEqualTo("0.77's misère quotient, order 40");
        assertThat(AnalyzeCommand.quotient(upTo, "kayles", Texts.english()))
                .isEqualTo("the misère quotient of kayles' heaps 1..33, order 638");
        assertThat(AnalyzeCommand.quotient(proved, "0.77", Texts.of(Language.HR))).isEqualTo("mizerni kvocijent igre 0.77,"
                + " red 40");
        assertThat(AnalyzeCommand.quotient(upTo, "kayles", Texts.of(Language.UK)))
                .isEqualTo("мізерний фактор-моноїд купок 1..33 гри kayles, порядок 638");
    }

    @Test
    void picocliComplaintsAreSaidInTheLanguageAndTheEnglishCatalogueSaysPicocliWordForWord() {
        String[][] mistakes = {{"play", "nim"}, {"analyze"}, {"grundy", "nim"}, {"grundy", "nim", "--to"},
            {"analyze", "nim", "3", "--threads", "x"}, {"analyze", "nim", "3", "--misere=maybe"},
            {"grundy", "nim", "--to", "5", "--to", "6"}, {"grundy", "nim", "--to", "5", "extra"},
            {"table", "4", "5", "6"}};
        for (String[] m : mistakes) {
            CliTest.Run en = cgt(m);
            assertThat(en.code()).isEqualTo(2);
            String complaint = en.err().replaceFirst("^cgt: ", "").replaceFirst(" \\(see 'cgt [a-z]+ --help'\\)\n$", "");
            for (Language l : Language.values()) {
                String said = UsageComplaints.say(complaint, Texts.of(l));
                assertThat(l == Language.EN ? said : said.equals(complaint) ? null : said)
                        .as("%s in %s", complaint, l).isNotNull().doesNotContain("{");
            }
            // The English catalogue's message is picocli's sentence, so a translation says the same thing.
            assertThat(UsageComplaints.say(complaint, Texts.of(Language.HR))).isNotEqualTo(complaint);
        }
        assertThat(cgtIn(Language.HR, "play", "nim").err())
                .isEqualTo("cgt: nedostaje obavezni parametar 'POSITION' (vidi 'cgt play --help')\n");
        assertThat(cgtIn(Language.UK, "analyze", "nim", "3", "--threads", "x").err()).isEqualTo("cgt: недійсне значення"
                + " параметра '--threads': 'x' не є цілим числом (int) (див. 'cgt analyze --help')\n");
        assertThat(cgt("grundy", "nim", "--to", "5", "--to", "6").err()).isEqualTo("cgt: option '--to' (N) should be"
                + " specified only once (see 'cgt grundy --help')\n");
    }

    @Test
    void theEnglishCatalogueHoldsTheOptionsOwnDescriptionsAndEveryLanguageTranslatesThem() {
        CommandLine english = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        Texts en = Texts.english();
        List<String> named = new ArrayList<>();
        for (CommandLine command : commands(english)) {
            String qualified = command.getCommandSpec().qualifiedName(".");
            for (CommandLine.Model.ArgSpec arg : command.getCommandSpec().args()) {
                for (String key : keys(arg, qualified)) {
                    if (en.has(key)) {
                        named.add(key);
                        assertThat(en.text(key)).as(key).isEqualTo(String.join("\n", arg.description()));
                    }
                }
            }
        }
        assertThat(named).contains("lang", "cgt.analyze.explain", "cgt.play.move-limit", "cgt.play.GAME[0]");
        for (Language l : Language.values()) {
            if (l != Language.EN) {
                CommandLine translated = Main.commandLine(Texts.of(l), new PrintWriter(new StringWriter()),
                        new PrintWriter(new StringWriter()));
                for (CommandLine command : commands(translated)) {
                    String qualified = command.getCommandSpec().qualifiedName(".");
                    for (CommandLine.Model.ArgSpec arg : command.getCommandSpec().args()) {
                        if (keys(arg, qualified).stream().anyMatch(en::has)) {
                            assertThat(String.join("\n", arg.description())).as("%s %s in %s", qualified,
                                    arg.paramLabel(), l).isNotEqualTo(String.join("\n", descriptionIn(english, arg,
                                    qualified)));
                        }
                    }
                }
            }
        }
        CliTest.Run hr = cgtIn(Language.HR, "analyze", "--help");
        assertThat(hr.out()).startsWith("Uporaba: cgt analyze").contains("Prikaži zaključivanje: korake mex",
                "Ime igre (vidi 'cgt games').");
        assertThat(cgtIn(Language.UK, "play", "--help").out()).startsWith("Використання: cgt play")
                .contains("Нехай cgt ходить першим.", "Показати цю довідку й вийти.");
        assertThat(cgt("analyze", "--help").out()).startsWith("Usage: cgt analyze")
                .contains("Show the reasoning: mex steps, nim-sums in binary,");
    }

    @Test
    void everyOptionAndEveryParagraphOfEveryCommandIsInTheCatalogue() {
        CommandLine english = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        Texts en = Texts.english();
        for (CommandLine command : commands(english)) {
            String qualified = command.getCommandSpec().qualifiedName(".");
            if (qualified.equals("cgt.help")) {
                continue; // picocli's own help command, whose words picocli keeps
            }
            for (CommandLine.Model.ArgSpec arg : command.getCommandSpec().args()) {
                assertThat(keys(arg, qualified).stream().anyMatch(en::has)).as("%s %s", qualified, arg.paramLabel())
                        .isTrue();
            }
        }
        // A further paragraph and an option's description in Croatian and Ukrainian; English as it was.
        assertThat(cgtIn(Language.HR, "grundy", "--help").out()).contains("Dugi izračuni prikazuju napredak na stderr,",
                "Posljednja veličina hrpe.", "Sekunde između kontrolnih točaka")
                .doesNotContain("The last heap size.", "Long runs show");
        assertThat(cgtIn(Language.UK, "quotient", "--help").out()).startsWith("Використання: cgt quotient")
                .contains("Мізерний фактор-моноїд гри з купками (Пламбек і Сігел)", "Сума купок є P-станом",
                        "Обчислити фактор-моноїд купок 1..N").doesNotContain("heap by heap", "The misère quotient");
        assertThat(cgtIn(Language.UK, "value", "--help").out()).contains("Методи пишуться після члена, як у CGSuite,",
                "Спершу охолодити гру на T");
        assertThat(cgt("grundy", "--help").out()).contains("Long runs show their progress on stderr, stop on Ctrl-C,",
                "The last heap size.");
    }

    /** A command and its subcommands, all of them. */
    private static List<CommandLine> commands(CommandLine root) {
        List<CommandLine> all = new ArrayList<>(List.of(root));
        all.addAll(root.getSubcommands().values());
        return all;
    }

    /** The keys picocli reads an option's or a positional parameter's description by, the qualified one first. */
    private static List<String> keys(CommandLine.Model.ArgSpec arg, String qualified) {
        if (arg.descriptionKey() != null && !arg.descriptionKey().isEmpty()) { // picocli's own: --help, --version
            return List.of(qualified + "." + arg.descriptionKey(), arg.descriptionKey());
        }
        if (arg instanceof CommandLine.Model.OptionSpec o) {
            String name = o.longestName().replaceFirst("^-+", "");
            return List.of(qualified + "." + name, name);
        }
        CommandLine.Model.PositionalParamSpec p = (CommandLine.Model.PositionalParamSpec) arg;
        return List.of(qualified + "." + p.paramLabel() + "[" + p.index() + "]");
    }

    /** The English description of the same option or parameter. */
    private static String[] descriptionIn(CommandLine english, CommandLine.Model.ArgSpec arg, String qualified) {
        CommandLine command = qualified.equals("cgt") ? english
                : english.getSubcommands().get(qualified.substring("cgt.".length()));
        for (CommandLine.Model.ArgSpec a : command.getCommandSpec().args()) {
            if (a.paramLabel().equals(arg.paramLabel()) && a.isOption() == arg.isOption()
                    && (!a.isOption() || ((CommandLine.Model.OptionSpec) a).longestName()
                            .equals(((CommandLine.Model.OptionSpec) arg).longestName()))) {
                return a.description();
            }
        }
        throw new AssertionError(qualified + " has no " + arg.paramLabel());
    }

    /** What a command's meter says once its computation has made more than the notice's bytes. */
    private static String notice(Language l) {
        StringWriter err = new StringWriter();
        MemoryMeter meter = CommandMeter.of(new PrintWriter(err), Texts.of(l));
        meter.within(() -> {
            MemoryMeter.charge(Math.min(CommandMeter.BIG_BYTES, meter.allowance() / 8) + 1, "the printed form");
            return null;
        });
        return err.toString().replace(System.lineSeparator(), "\n");
    }
}
