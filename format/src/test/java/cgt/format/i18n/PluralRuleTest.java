package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The plural forms of whole numbers, against the examples CLDR publishes for each language's rules (the CLDR
 * "Language Plural Rules" chart, which Intl.PluralRules follows in the explorer).
 */
class PluralRuleTest {

    private static void forms(Language l, String category, long... examples) {
        for (long n : examples) {
            assertThat(PluralRule.category(l, n)).as("%d in %s", n, l).isEqualTo(category);
        }
    }

    @Test
    void theCldrExamplesOfEachLanguage() {
        forms(Language.EN, "one", 1);
        forms(Language.EN, "other", 0, 2, 3, 11, 21, 100);
        forms(Language.ET, "one", 1);
        forms(Language.ET, "other", 0, 2, 21);
        forms(Language.CS, "one", 1);
        forms(Language.CS, "few", 2, 3, 4);
        forms(Language.CS, "other", 0, 5, 21, 22, 100);
        forms(Language.HR, "one", 1, 21, 31, 101, 1001);
        forms(Language.HR, "few", 2, 3, 4, 22, 23, 24, 102, 1002);
        forms(Language.HR, "other", 0, 5, 11, 12, 13, 14, 19, 20, 111, 112, 1000);
        forms(Language.UK, "one", 1, 21, 31, 101);
        forms(Language.UK, "few", 2, 3, 4, 22, 104);
        forms(Language.UK, "many", 0, 5, 11, 12, 14, 19, 20, 100, 111);
        forms(Language.RO, "one", 1);
        forms(Language.RO, "few", 0, 2, 16, 19, 101, 102, 119);
        forms(Language.RO, "other", 20, 35, 100, 120, 1000);
    }

    @Test
    void croatianAndUkrainianAgreeOnOneAndFewByTheLastTwoDigits() {
        // An independent statement of the rule: the form depends on n mod 100 alone.
        for (long n = 0; n < 5000; n++) {
            assertThat(PluralRule.category(Language.HR, n)).isEqualTo(PluralRule.category(Language.HR, n % 100 + 100));
            String hr = PluralRule.category(Language.HR, n);
            String uk = PluralRule.category(Language.UK, n);
            assertThat(hr.equals("other") ? "many" : hr).isEqualTo(uk);
        }
    }
}
