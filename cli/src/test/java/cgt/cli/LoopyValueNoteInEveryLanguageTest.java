package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.LoopyPartizanAnalysis;
import cgt.analysis.LoopyPartizanAnalyzer;
import cgt.analysis.Request;
import cgt.format.i18n.Language;
import cgt.format.i18n.Texts;
import cgt.games.partizan.BackslidingToadsAndFrogs;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Why a partizan game with cycles has no value (the note under {@code value:} in {@code cgt analyze} and its
 * explanation, {@link LoopyPartizanOutput}) is said in the run's language: a game that cgt finds neither a stopper
 * nor stopper-sided (tt..f, 30 positions), a graph too big for the value type (ttt...fff, 1,680 positions), and a value
 * not sought; English word for word as before, the JSON the same in every language.
 */
class LoopyValueNoteInEveryLanguageTest {

    private static String analyze(String lang, String position, String... more) {
        List<String> args = new ArrayList<>(List.of("--lang", lang, "analyze", "backsliding-toads-frogs",
                position));
        args.addAll(List.of(more));
        CliTest.Run r = cgt(args.toArray(String[]::new));
        assertThat(r.code()).as(r.err()).isZero();
        return r.out();
    }

    /** An analysis, explained, printed in a language (a value search takes its time: each is done once). */
    private static String printed(LoopyPartizanAnalysis<String> a, Language l, boolean json) {
        StringWriter out = new StringWriter();
        LoopyPartizanOutput.print(a, json, true, new PrintWriter(out, true), 10, Texts.of(l));
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void aGameNeitherAStopperNorStopperSidedSaysWhyInTheLanguage() {
        LoopyPartizanAnalysis<String> a = LoopyPartizanAnalyzer.analyze(new BackslidingToadsAndFrogs(),
                List.of("tt..f"), Request.normalPlay().explained());
        assertThat(printed(a, Language.EN, false)).contains("value: not found (play can go on for ever with"
                + " the players taking turns (it is not a stopper), and sidling finds no onside and offside for it (not"
                + " stopper-sided as far as cgt can tell))\n", "Its value was not found: play can go on for ever with"
                + " the players taking turns (it is not a stopper), and sidling finds no onside and offside for it (not"
                + " stopper-sided as far as cgt can tell).\n");
        assertThat(printed(a, Language.HR, false)).contains("vrijednost: nije pronađena (igra može trajati zauvijek dok"
                + " igrači naizmjence povlače poteze (nije stopper), a sidling ne nalazi njezin onside i offside"
                + " (koliko cgt može utvrditi, nije stopper-sided))\n", "Njezina vrijednost nije pronađena: igra može trajati"
                + " zauvijek dok igrači naizmjence povlače poteze (nije stopper)").doesNotContain("play can go on");
        assertThat(printed(a, Language.UK, false)).contains("значення: не знайдено (гра може тривати вічно, поки гравці"
                + " ходять по черзі (вона не stopper)", "Її значення не знайдено: гра може тривати вічно")
                .doesNotContain("play can go on");
        // The JSON says the note in English, whatever the language.
        assertThat(printed(a, Language.EN, true))
                .contains("\"valueNote\":\"play can go on for ever with the players taking turns")
                .isEqualTo(printed(a, Language.UK, true));
    }

    @Test
    void aGraphTooBigForTheValueTypeSaysItsSizeWithTheLanguagesDigits() {
        // 1,680 positions: 2,822,400 pairs, more than the value type's 2^21 = 2,097,152.
        String en = analyze("en", "ttt...fff");
        assertThat(en).contains("value: not found (its simplest form compares every pair of the graph's 1,680"
                + " positions, 2,822,400 pairs, more than the 2,097,152 the loopy value type takes)\n");
        assertThat(analyze("hr", "ttt...fff")).contains("vrijednost: nije pronađena (njezin najjednostavniji oblik"
                + " uspoređuje svaki par od 1.680 pozicija grafa, 2.822.400 parova, više od 2.097.152 koliko prima tip"
                + " cikličkih vrijednosti)\n");
        assertThat(analyze("uk", "ttt...fff")).contains("значення: не знайдено (її найпростіша форма порівнює кожну"
                + " пару з 1\u00a0680 позицій графа, 2\u00a0822\u00a0400 пар, більше за 2\u00a0097\u00a0152");
        // The count squared is the pairs: 1680^2.
        assertThat(1680L * 1680L).isEqualTo(2_822_400L);
    }

    @Test
    void aValueNotSoughtSaysSoAndAValueFoundHasNoNote() {
        LoopyPartizanAnalysis<String> unsought = LoopyPartizanAnalyzer.analyze(new BackslidingToadsAndFrogs(),
                List.of("t.f"), Request.normalPlay(), false);
        assertThat(unsought.valueNote()).isEqualTo("not sought");
        assertThat(Texts.english().text("out.loopyPartizan.noValue", unsought.noValue()))
                .isEqualTo("value: not found (not sought)");
        assertThat(Texts.of(Language.HR).text("out.loopyPartizan.noValue", unsought.noValue()))
                .isEqualTo("vrijednost: nije pronađena (nije tražena)");
        assertThat(Texts.of(Language.UK).text("out.loopyPartizan.noValue", unsought.noValue()))
                .isEqualTo("значення: не знайдено (не шукали)");
        LoopyPartizanAnalysis<String> found = LoopyPartizanAnalyzer.analyze(new BackslidingToadsAndFrogs(),
                List.of("t.f"), Request.normalPlay());
        assertThat(found.value()).hasValue("0");
        assertThat(found.valueNote()).isEmpty();
    }
}
