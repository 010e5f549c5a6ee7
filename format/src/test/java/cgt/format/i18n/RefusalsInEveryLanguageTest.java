package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import cgt.analysis.Analysis;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.task.Cancellation;
import cgt.task.MemoryMeter;
import cgt.task.OverMemoryBudgetException;
import cgt.task.TooBigException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Jobs refused as too big, in every language: core's refusals name a "tooBig.*" key, and the English catalogue says
 * each refusal raised here word for word as core did (else the translation would never be used), while the other
 * languages say it in their own words with the same numbers. Numbers marked {@code :number} are grouped as the
 * language groups them.
 */
class RefusalsInEveryLanguageTest {

    /** Refusals core raises at once: huge Chomp boards, a queen beyond the table in a sum, memory and time spent. */
    private static List<TooBigException> refusals() {
        List<TooBigException> all = new ArrayList<>();
        for (String[] a : new String[][] {{"chomp", "1000x1000"}, {"wythoff", "100000,3", "1,2"},
            {"chomp", "30x30"}}) {
            all.add(catchThrowableOfType(TooBigException.class,
                    () -> Analysis.of(Catalog.find(a[0]), List.of(a).subList(1, a.length), Request.normalPlay())));
        }
        all.add(catchThrowableOfType(OverMemoryBudgetException.class, () -> MemoryMeter.of(1 << 20).within(() -> {
            MemoryMeter.charge(3 << 20, "the printed form");
            return null;
        })));
        all.add(catchThrowableOfType(TooBigException.class, () -> Cancellation.within(Duration.ofMillis(1),
                "the analysis", () -> {
                    while (true) {
                        Cancellation.check();
                        Thread.onSpinWait();
                    }
                })));
        return all;
    }

    @Test
    void theEnglishCatalogueSaysWhatCoreSaysAndEveryOtherLanguageTranslatesIt() {
        for (TooBigException e : refusals()) {
            assertThat(e).isNotNull();
            assertThat(e.key()).as(e.getMessage()).startsWith("tooBig.");
            assertThat(Texts.english().text(e.key(), e.args())).isEqualTo(e.getMessage());
            assertThat(Texts.english().message(e)).isEqualTo(e.getMessage());
            for (Language l : Language.values()) {
                if (l != Language.EN) {
                    String said = Texts.of(l).message(e);
                    assertThat(said).as("%s in %s", e.key(), l).isNotEqualTo(e.getMessage()).doesNotContain("{");
                    for (Object a : e.args()) {
                        // A number English writes in plain digits; one said as a size (1 MB) is said so everywhere.
                        if ((a instanceof Integer || a instanceof Long) && e.getMessage().contains(String.valueOf(a))) {
                            assertThat(said).as("%s in %s", e.key(), l).contains(String.valueOf(a));
                        }
                    }
                }
            }
        }
    }

    @Test
    void theMemoryRefusalNamesWhatGrewInTheLanguage() {
        TooBigException e = refusals().get(3);
        assertThat(e.getMessage()).isEqualTo("this computation grew past its memory budget of 1 MB: the printed form"
                + " reached 3 MB (estimated) and it was stopped; ask about a smaller game, sum or position");
        assertThat(Texts.of(Language.HR).message(e)).contains("(ispis: procjena 3 MB)");
        assertThat(Texts.of(Language.UK).message(e)).contains("(запис: орієнтовно 3 MB)");
        assertThat(Texts.of(Language.CS).message(refusals().get(4))).startsWith("analýza: překročen časový rozpočet");
    }

    @Test
    void numbersAreGroupedAsTheLanguageWritesThem() {
        assertThat(Texts.english().text("tooBig.misere.tableFull", 1_234_567L))
                .isEqualTo("the table of misère canonical forms is full (1,234,567 forms in use, its limit)");
        assertThat(Texts.of(Language.HR).text("tooBig.misere.tableFull", 1_234_567L)).contains("(1.234.567 oblika");
        assertThat(Texts.of(Language.UK).text("tooBig.misere.tableFull", 1_234_567L)).contains("(1\u00a0234\u00a0567 форм");
    }

    @Test
    void aRefusalInsideARefusalIsSaidInTheLanguageToo() {
        TooBigException inner = refusals().get(0);
        TooBigException outer = new TooBigException(inner.getMessage() + "; heaps 0 to 4 are printed above",
                "cli.tooBig.misereSoFar", List.of(inner, 4));
        assertThat(Texts.english().message(outer)).isEqualTo(outer.getMessage());
        assertThat(Texts.of(Language.HR).message(outer)).startsWith("ploča igre Chomp od 1000 redaka")
                .endsWith("; hrpe od 0 do 4 ispisane su iznad");
    }
}
