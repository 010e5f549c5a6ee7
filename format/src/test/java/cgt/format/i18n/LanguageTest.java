package cgt.format.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How a language is chosen: by code, by the locale as POSIX reads it, by a browser's Accept-Language. */
class LanguageTest {

    @Test
    void aCodeIsOneOfTheSixAndAnyOtherIsRefusedNamingThem() {
        assertThat(Language.of("HR")).isEqualTo(Language.HR);
        assertThat(Language.of(" uk ")).isEqualTo(Language.UK);
        assertThatThrownBy(() -> Language.of("xx")).isInstanceOf(BadInputException.class)
                .hasMessage("unknown language 'xx': the languages are en, hr, cs, ro, et, uk");
    }

    @Test
    void theLocaleIsReadAsPosixReadsIt() {
        assertThat(Language.fromEnvironment(Map.of())).isEqualTo(Language.EN);
        assertThat(Language.fromEnvironment(Map.of("LANG", "uk_UA.UTF-8"))).isEqualTo(Language.UK);
        assertThat(Language.fromEnvironment(Map.of("LANG", "hr_HR.UTF-8", "LC_MESSAGES", "cs_CZ")))
                .isEqualTo(Language.CS);
        assertThat(Language.fromEnvironment(Map.of("LANG", "hr_HR.UTF-8", "LC_MESSAGES", "cs_CZ", "LC_ALL", "et_EE")))
                .isEqualTo(Language.ET);
        // The first variable set decides, even when it names a language cgt does not speak, or C.
        assertThat(Language.fromEnvironment(Map.of("LANG", "ro_RO.UTF-8", "LC_ALL", "C"))).isEqualTo(Language.EN);
        assertThat(Language.fromEnvironment(Map.of("LANG", "ro_RO.UTF-8", "LC_ALL", "POSIX"))).isEqualTo(Language.EN);
        assertThat(Language.fromEnvironment(Map.of("LANG", "de_DE.UTF-8"))).isEqualTo(Language.EN);
        assertThat(Language.fromEnvironment(Map.of("LANG", "ro_RO.UTF-8", "LC_ALL", ""))).isEqualTo(Language.RO);
        assertThat(Language.fromEnvironment(Map.of("LANG", "sr_RS@latin"))).isEqualTo(Language.EN);
        assertThat(Language.fromEnvironment(Map.of("LANG", "hr"))).isEqualTo(Language.HR);
    }

    @Test
    void aBrowserGetsTheSpokenLanguageItWeighsHighest() {
        assertThat(Language.fromAcceptLanguage(null)).isEqualTo(Language.EN);
        assertThat(Language.fromAcceptLanguage("uk-UA,uk;q=0.9,en;q=0.8")).isEqualTo(Language.UK);
        assertThat(Language.fromAcceptLanguage("de-DE,de;q=0.9,cs;q=0.5,en;q=0.4")).isEqualTo(Language.CS);
        assertThat(Language.fromAcceptLanguage("en;q=0.3,ro;q=0.7")).isEqualTo(Language.RO);
        assertThat(Language.fromAcceptLanguage("fr, de")).isEqualTo(Language.EN);
        assertThat(Language.fromAcceptLanguage("hr;q=0, et;q=bad")).isEqualTo(Language.EN);
    }
}
