package cgt.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The prose heuristic of CatalogueTest on lines written to catch it and lines it must let pass. */
class ScriptStringsTest {

    @Test
    void sentencesAndCapitalizedLabelsAreProse() {
        String js = """
                const a = 'the player to move (Next) wins';
                h('h3', null, 'Why');
                busy('Analyzing\\u2026');
                mount(out, h('p', null, 'None.'));
                const b = `Grundy values of ${game}`;
                const c = "Left stop, right stop";
                """;
        assertThat(ScriptStrings.prose(js)).extracting(ScriptStrings.Literal::line).containsExactly(1, 2, 3, 4, 5, 6);
    }

    @Test
    void notationNamesAndCodeAreNot() {
        String js = """
                // a comment's 'quoted words are not a literal'
                /* nor are 'these ones here' */
                const re = /'[^']+' and more words/g;
                const x = a / b / c;
                h('span', {class: 'step winning-move'}, '{0,*|*}', ' \\u2192 ', t('analyze.title'));
                const url = 'http://www.w3.org/2000/svg', key = 'Enter', svg = `0 0 ${W} ${H}`;
                if (s.result === 'Left wins') x();
                ctx.font = `${12 * r}px sans-serif`;
                """;
        assertThat(ScriptStrings.prose(js)).isEmpty();
        assertThat(ScriptStrings.literals(js)).extracting(ScriptStrings.Literal::text)
                .contains("step winning-move", "{0,*|*}", "analyze.title", "Left wins")
                .doesNotContain("quoted words are not a literal", "these ones here");
    }
}
