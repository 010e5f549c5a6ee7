package cgt.cli;

import static cgt.cli.CliTest.cgtIn;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.heap.TakeAndBreak;
import cgt.misere.quotient.QuotientAnalysis;
import cgt.misere.quotient.QuotientSolver;
import cgt.task.Budget;
import cgt.task.Progress;
import cgt.task.TooBigException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code cgt quotient}'s text in the run's language: English byte for byte as it was, every label said in each other
 * language while the names of elements, the presentation and the heaps' numbers stay as they are, the note of a
 * quotient stopped early (a refusal with its key, or an interrupt) in the language, and the JSON the same in every one.
 */
class QuotientInEveryLanguageCliTest {

    /**
     * 0.75's quotient of order 8 (Plambeck and Siegel, "Misère quotients for impartial games", 2008: the quotient
     * they call R8, with P-portion {a, b^2}), as cgt printed it before its words moved to the catalogues.
     */
    private static final String ENGLISH = """
            0.75: misère quotient of heaps 1..21
            order: 8
            presentation: <a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>
            generators: a = heap 1, b = heap 2, c = heap 5
            elements: 1 a b c ab ac b^2 ab^2
            P-portion: a b^2
            heap map: period 2 from heap 8
            stable from: heap 8 (proved by the periodicity theorem: every larger heap is the element of the heap one\
             period below)
            proved: yes
            heaps (heap: element):
              0:1 1:a 2:b 3:a 4:b 5:c 6:b 7:c 8:b 9:ab^2 10:b 11:ab^2 12:b 13:ab^2 14:b 15:ab^2 16:b 17:ab^2 18:b
              19:ab^2 20:b 21:ab^2
            """;


    @Test
    void englishIsAsItWas() {
        CliTest.Run en = CliTest.cgtWith("", Map.of(), "quotient", "0.75");
        assertThat(en.code()).isZero();
        assertThat(en.out()).isEqualTo(ENGLISH);
    }

    @Test
    void everyLabelIsSaidInEachLanguageAndTheAlgebraStaysAsItIs() {
        List<String> english = ENGLISH.lines().toList();
        for (Language l : Language.values()) {
            if (l == Language.EN) {
                continue;
            }
            CliTest.Run r = cgtIn(l, "quotient", "0.75");
            assertThat(r.code()).isZero();
            List<String> lines = r.out().lines().toList();
            assertThat(lines).as(l.code()).hasSameSizeAs(english);
            // The heaps' elements, the presentation and the P-portion are the algebra's own names in every language.
            assertThat(lines.subList(10, 12)).isEqualTo(english.subList(10, 12));
            assertThat(r.out()).as(l.code()).contains("<a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>", ": a b^2\n",
                    ": 1 a b c ab ac b^2 ab^2\n", "a = ", "c = ")
                    .doesNotContain("order", "heap", "proved", "stable", "generators", "elements", "presentation");
            // Each numbered line keeps its numbers in order (the heap bound, the order, the period and its start).
            for (int i = 0; i < 10; i++) {
                assertThat(numbers(lines.get(i))).as(l.code() + " line " + i).isEqualTo(numbers(english.get(i)));
            }
        }
        assertThat(cgtIn(Language.UK, "quotient", "0.75").out()).startsWith("""
                0.75: мізерний фактор-моноїд купок 1..21
                порядок: 8
                задання: <a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>
                твірні: a = купка 1, b = купка 2, c = купка 5
                елементи: 1 a b c ab ac b^2 ab^2
                P-частина: a b^2
                елементи купок: період 2 від купки 8
                стабільний від: купки 8 (доведено теоремою про періодичність""")
                .contains("\nдоведено: так\nкупки (купка: елемент):\n");
        assertThat(cgtIn(Language.HR, "quotient", "0.75").out()).contains("\nred: 8\n", "\nP-dio: a b^2\n",
                "\ndokazano: da\n");
    }

    @Test
    void aQuotientNotProvedSaysSoInTheLanguage() {
        String en = CliTest.cgtWith("", Map.of(), "quotient", "0.75", "--to", "5").out();
        assertThat(en).contains("\nstable from: not proved (computed to heap 5; larger heaps may still change the"
                + " quotient)\nproved: no\n");
        assertThat(cgtIn(Language.CS, "quotient", "0.75", "--to", "5").out())
                .contains("\nstabilní od: nedokázáno (spočteno do hromádky 5;", "\ndokázáno: ne\n");
        assertThat(cgtIn(Language.ET, "quotient", "0.75", "--to", "5").out()).contains("\ntõestatud: ei\n");
    }

    @Test
    void theJsonIsTheSameInEveryLanguage() {
        String json = CliTest.cgtWith("", Map.of(), "quotient", "0.75", "--json").out();
        for (Language l : Language.values()) {
            assertThat(cgtIn(l, "quotient", "0.75", "--json").out()).as(l.code()).isEqualTo(json);
        }
    }

    @Test
    void aQuotientStoppedByARefusalSaysWhyInTheLanguage() {
        // 0.76's quotient has order 34 by heap 11 (the order limit of 8 stops it sooner): the refusal and its key.
        QuotientSolver solver = new QuotientSolver("0.76", TakeAndBreak.parse("0.76"),
                Budget.DEFAULT.withQuotient(Budget.DEFAULT.quotient().withOrder(8)), Progress.NONE)
                .keepingWhatWasFound();
        QuotientAnalysis q = solver.compute(11, false);
        assertThat(solver.refusal()).isPresent();
        TooBigException why = solver.refusal().orElseThrow();
        assertThat(solver.stoppedBecause()).contains(why.getMessage());
        assertThat(why.getMessage()).startsWith("the misère quotient of 0.76 has order ")
                .contains(", above the limit of 8");
        // English as QuotientCommand wrote it before: core's message, then what is shown.
        assertThat(Texts.english().text("quotient.stopped", why, q.computedTo())).isEqualTo(why.getMessage()
                + "; shown is the quotient of heaps 1.." + q.computedTo() + ", exact for sums of heaps up to "
                + q.computedTo());
        assertThat(Texts.of(Language.UK).text("quotient.stopped", why, q.computedTo()))
                .startsWith("мізерний фактор-моноїд гри 0.76 має на купці ")
                .endsWith("; показано фактор-моноїд купок 1.." + q.computedTo() + ", точний для сум купок до "
                        + q.computedTo());
        assertThat(Texts.of(Language.HR).text("quotient.stopped", why, q.computedTo())).doesNotContain("quotient");
    }

    @Test
    void anInterruptedQuotientSaysWhereInTheLanguage() {
        // Interrupted before heap 1 is placed: the quotient of no heaps is shown, and stderr says why.
        Thread.currentThread().interrupt();
        CliTest.Run en = CliTest.cgtWith("", Map.of(), "quotient", "0.75");
        boolean stillInterrupted = Thread.interrupted();
        assertThat(stillInterrupted).isTrue();
        assertThat(en.code()).isEqualTo(Main.INTERRUPTED);
        assertThat(en.err()).endsWith("cgt: interrupted at heap 1; shown is the quotient of heaps 1..0, exact for"
                + " sums of heaps up to 0\n");
        Thread.currentThread().interrupt();
        CliTest.Run uk = cgtIn(Language.UK, "quotient", "0.75");
        Thread.interrupted();
        assertThat(uk.err()).endsWith("cgt: перервано на купці 1; показано фактор-моноїд купок 1..0, точний для"
                + " сум купок до 0\n");
        assertThat(uk.out()).startsWith("0.75: мізерний фактор-моноїд купок 1..0\n");
    }

    /** The whole numbers in a line, in order (a name's exponent such as b^2 counts too: it is the same everywhere). */
    private static List<String> numbers(String line) {
        return Arrays.stream(line.split("[^0-9]+")).filter(s -> !s.isEmpty()).toList();
    }
}
