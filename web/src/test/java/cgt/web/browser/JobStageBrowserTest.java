package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;

/**
 * A running job's stage on the Sequences page in the page's language: Grundy's game to 200,000 takes seconds, its
 * period search to the same limit shows its stage beside its bar, said by the job's stage key from the page's
 * catalogue (Ukrainian and Croatian), and in English as the server words it.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JobStageBrowserTest extends AbstractBrowserTest {

    private static final String LONG_RUN = "#/sequences?game=grundy&to=200000";

    /** The progress labels' text once it shows the words expected, then the run is cancelled. */
    private String stageShown(String address, String expected) {
        browser.open(address);
        browser.wait.until(d -> d.findElement(By.cssSelector("#result .progress")).getText().contains(expected));
        String text = browser.driver.findElement(By.cssSelector("#result .progress")).getText();
        browser.driver.findElement(By.cssSelector("#result .busy button.cancel")).click();
        browser.visible(By.cssSelector("#result p[role=status] a"));
        return text;
    }

    @Test
    void theStageIsSaidInUkrainianAndCroatian() {
        String uk = stageShown("?lang=uk" + LONG_RUN, "), обчислені значення)");
        assertThat(uk).contains("період (пошук періоду (межа ")
                .doesNotContain("period search", "values computed");
        String hr = stageShown("?lang=hr" + LONG_RUN, "), izračunane vrijednosti)");
        assertThat(hr).contains("(traženje perioda (granica ")
                .doesNotContain("period search", "values computed");
    }

    @Test
    void inEnglishTheStageIsTheServersWords() {
        assertThat(stageShown(LONG_RUN, "values computed)"))
                .contains("period (period search (limit 200000), values computed)");
    }
}
