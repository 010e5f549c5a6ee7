package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;



import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The explorer in its six languages (issue 28): the switcher changes the page's texts and keeps the computed
 * answers, the choice survives a reload, a browser that asks for Czech gets Czech, and a phone-width page in
 * Ukrainian does not overflow. Saves target/screenshots/LANG/PAGE.png of each page in each language. Runs only with
 * -Dcgt.browser=true, as ExplorerBrowserTest.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LanguagesBrowserTest extends AbstractBrowserTest {

    /** The pages of the screenshots, each at an example that computes quickly. */
    private static final Map<String, String> PAGES = Map.of(
            "home", "#/",
            "analyze", "#/analyze?game=nim&position=3+4+5",
            "sequences", "#/sequences?game=subtraction:1,3,4&to=60",
            "partizan", "#/partizan?expr=%7B0%2C*%7C*%7D",
            "quotient", "#/quotient?game=0.75",
            "glossary", "#/glossary?term=mex");

    private void choose(String lang) {
        new Select(browser.visible(By.id("language"))).selectByValue(lang);
    }

    private void headingIs(String text) {
        browser.wait.until(d -> d.findElement(By.cssSelector("main#view h1")).getText().equals(text));
    }

    @Test
    void ukrainianAndCroatianTranslateTheAnalyzePageAndKeepItsAnswer() {
        browser.open("#/analyze?game=nim&position=3+4+5");
        browser.textIn(By.id("result-title"), "nim 3 4 5");
        choose("uk");
        headingIs("Проаналізуйте позицію");
        browser.textIn(By.id("analyze-button"), "Аналізувати");
        assertThat(browser.visible(By.id("outcome")).getText()).isEqualTo("N");
        browser.textIn(By.cssSelector(".outcome-text"), "виграє гравець, який ходить");
        assertThat(browser.driver.findElements(By.cssSelector("#winning-moves a.move")))
                .extracting(WebElement::getText).containsExactly("1 4 5");
        assertThat(browser.visible(By.cssSelector("table.binary tr.sum")).getText()).contains("нім-сума")
                .contains("0 1 0");
        assertThat(browser.driver.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("uk");
        choose("hr");
        headingIs("Analizirajte poziciju");
        browser.textIn(By.cssSelector(".outcome-text"), "pobjeđuje igrač koji je na potezu");
        assertThat(browser.visible(By.cssSelector("section.why h3")).getText()).isEqualTo("Zašto");
        assertThat(browser.driver.findElements(By.cssSelector("#winning-moves a.move")))
                .extracting(WebElement::getText).containsExactly("1 4 5");
    }

    @Test
    void theSequencesPageInCroatianAndUkrainianShowsKaylesPeriod12() {
        browser.open("#/sequences?game=kayles&to=100");
        choose("hr");
        headingIs("Grundyjevi nizovi");
        browser.textIn(By.id("period"), "12");
        assertThat(browser.visible(By.id("proved")).getText()).startsWith("da");
        choose("uk");
        headingIs("Послідовності Шпрага-Гранді");
        browser.textIn(By.id("period"), "12");
        assertThat(browser.visible(By.id("preperiod")).getText()).isEqualTo("71");
        assertThat(browser.visible(By.id("proved")).getText()).startsWith("так");
    }

    @Test
    void theChoiceSurvivesAReload() {
        browser.open("#/glossary");
        choose("hr");
        headingIs("Pojmovnik");
        browser.driver.navigate().refresh();
        headingIs("Pojmovnik");
        assertThat(browser.visible(By.id("mex")).getText()).isEqualTo("mex");
        assertThat(browser.visible(By.id("p-position")).getText()).isEqualTo("P-pozicija");
        assertThat(new Select(browser.visible(By.id("language"))).getFirstSelectedOption().getAttribute("value"))
                .isEqualTo("hr");
    }

    @Test
    void aTermLinksToItsGlossaryEntryInThePagesLanguage() {
        browser.open("#/analyze?game=nim&position=3+4+5");
        choose("cs");
        headingIs("Analyzujte pozici");
        browser.visible(By.cssSelector("table.binary tr.sum a.term")).click();
        headingIs("Slovníček");
        assertThat(browser.driver.getCurrentUrl()).endsWith("#/glossary?term=nim-sum");
        assertThat(browser.visible(By.cssSelector("dt#nim-sum")).getAttribute("class")).contains("current");
        assertThat(browser.visible(By.cssSelector("dt#nim-sum + dd")).getText()).contains("3 ⊕ 4 ⊕ 5 = 2");
    }

    /**
     * The class's browser made to ask for Czech (navigator.languages and Accept-Language, as Chromium started with
     * --lang=cs has them) through the DevTools protocol, and back to English after: a second Chromium cost seconds.
     */
    @Test
    void aBrowserThatAsksForCzechOpensInCzech() {
        String userAgent = (String) ((JavascriptExecutor) browser.driver).executeScript("return navigator.userAgent;");
        browser.driver.executeCdpCommand("Emulation.setUserAgentOverride",
                Map.of("userAgent", userAgent, "acceptLanguage", "cs"));
        try {
            browser.open("#/");
            assertThat(((JavascriptExecutor) browser.driver).executeScript("return navigator.languages;"))
                    .asString().contains("cs");
            browser.wait.until(d -> d.findElement(By.cssSelector("main#view h1")).getText()
                    .equals("Prozkoumejte kombinatorické hry"));
            assertThat(browser.visible(By.cssSelector("#how-to-start h2")).getText()).isEqualTo("Jak začít");
        } finally {
            browser.driver.executeCdpCommand("Emulation.setUserAgentOverride",
                    Map.of("userAgent", userAgent, "acceptLanguage", "en-US"));
        }
    }

    @Test
    void aPhoneWidthPageInUkrainianDoesNotOverflow() {
        Dimension window = browser.driver.manage().window().getSize();
        browser.driver.manage().window().setSize(new Dimension(390, 844));
        try {
            // Loaded once, Ukrainian chosen on the first page and the others reached in the same document.
            List<String> pages = List.of("#/", "#/analyze?game=nim&position=3+4+5", "#/glossary");
            browser.open(pages.get(0));
            choose("uk");
            browser.wait.until(d -> "uk".equals(d.findElement(By.tagName("html")).getAttribute("lang")));
            for (String page : pages) {
                if (!page.equals(pages.get(0))) {
                    goTo(page);
                }
                browser.wait.until(d -> d.findElements(By.cssSelector("#view .busy")).isEmpty());
                Object overflow = ((JavascriptExecutor) browser.driver).executeScript(
                        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
                Object wide = ((JavascriptExecutor) browser.driver).executeScript( // named in the failure's message
                        "const w = document.documentElement.clientWidth; return [...document.querySelectorAll('#view *')]"
                        + ".filter(e => e.getBoundingClientRect().right > w + 1).slice(0, 5)"
                        + ".map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));");
                assertThat(((Number) overflow).intValue()).as("horizontal overflow of %s: %s", page, wide)
                        .isLessThanOrEqualTo(0);
            }
            browser.save("uk-phone");
        } finally {
            browser.driver.manage().window().setSize(window);
        }
    }

    @Test
    void everyPageInEveryLanguageIsSavedAsAScreenshot() {
        // The explorer loaded once, at a page of its own title not among those saved, where each language is chosen;
        // then, as a user clicks through, each page reached by its address in the same document. A fresh load per
        // language, and one per page before that, had made this test take most of a minute.
        browser.open("#/exercises");
        for (String lang : List.of("en", "hr", "cs", "ro", "et", "uk")) {
            choose(lang);
            browser.wait.until(d -> lang.equals(d.findElement(By.tagName("html")).getAttribute("lang")));
            for (Map.Entry<String, String> page : PAGES.entrySet()) {
                goTo(page.getValue());
                browser.wait.until(d -> d.findElements(By.cssSelector("#view .busy")).isEmpty());
                assertThat(browser.driver.findElements(By.cssSelector("#view .error"))).as("%s in %s", page, lang)
                        .isEmpty();
                assertThat(browser.screenshot(lang + "/" + page.getKey())).exists();
            }
            goTo("#/exercises");
        }
    }

    /** Shows the page at an address in the same document, and waits until its title has replaced the last one. */
    private void goTo(String hash) {
        String before = browser.driver.getTitle();
        ((JavascriptExecutor) browser.driver).executeScript("location.hash = arguments[0];", hash.substring(1));
        browser.wait.until(d -> !d.getTitle().equals(before));
    }
}
