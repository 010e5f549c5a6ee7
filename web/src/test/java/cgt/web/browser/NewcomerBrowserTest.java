package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;



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
 * The explorer's items of issue 28's "What a newcomer tripped on": the sequence plot (its period label inside the
 * plot at a phone's width, points for a long sequence, the P/N strip's marker explained, the period search bounded
 * by the values asked for), the thermograph's label whole, the quotient table inside a phone's screen, the busy
 * message once and capitalised in every language, the misère box and the sides offered by the game's kind, and the
 * home page's screenshot, 1280 x 800, for docs/explorer.png (copied there with -Dcgt.docs.screenshot=PATH, or by
 * hand from target/screenshots/explorer.png). Runs only with -Dcgt.browser=true, as ExplorerBrowserTest.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NewcomerBrowserTest extends AbstractBrowserTest {

    private static final Dimension PHONE = new Dimension(390, 844);
    private static final Dimension DESKTOP = new Dimension(1280, 800);

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser.driver).executeScript(script, args);
    }

    /** Runs the check at the window size, then puts the window back. */
    private void at(Dimension size, Runnable check) {
        Dimension before = browser.driver.manage().window().getSize();
        browser.driver.manage().window().setSize(size);
        try {
            check.run();
        } finally {
            browser.driver.manage().window().setSize(before);
        }
    }

    /** Whether the inner element's box lies inside the outer's (to within a pixel of rounding). */
    private boolean inside(WebElement inner, WebElement outer) {
        return (Boolean) js("const a = arguments[0].getBoundingClientRect(), b = arguments[1].getBoundingClientRect();"
                + "return a.width > 0 && a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1"
                + " && a.bottom <= b.bottom + 1;", inner, outer);
    }

    private int pageOverflow() {
        return ((Number) js("return document.documentElement.scrollWidth - document.documentElement.clientWidth;"))
                .intValue();
    }

    @Test
    void thePeriodLabelStaysInsideThePlotOnAPhoneAndALongSequenceIsDrawnAsPoints() {
        at(PHONE, () -> {
            browser.open("#/sequences?game=kayles&to=1000");
            browser.textIn(By.id("period"), "12"); // Kayles: period 12 from heap 71 (Guy and Smith, 1956)
            assertThat(browser.visible(By.id("preperiod")).getText()).isEqualTo("71");
            WebElement label = browser.visible(By.id("period-label"));
            assertThat(label.getText()).isEqualTo("period 12 from heap 71");
            assertThat(inside(label, browser.driver.findElement(By.cssSelector("#plot .u-over"))))
                    .as("the period label inside the plotting area").isTrue();
            assertThat(browser.driver.findElement(By.id("plot")).getAttribute("data-drawn")).isEqualTo("points");
            assertThat(browser.visible(By.id("strip-start-legend")).getText().strip())
                    .isEqualTo("The outlined square is heap 71, where the periodic part begins.");
            // the outlined square is the 72nd of the strip, heap 71
            assertThat(js("const s = document.querySelectorAll('#pn-strip rect.start');"
                    + "return s.length === 1 ? [...s[0].parentNode.children].indexOf(s[0]) : -1;")).isEqualTo(71L);
            assertThat(pageOverflow()).as("the page wider than the phone").isLessThanOrEqualTo(0);
            browser.screenshot("newcomer-sequences-phone");
        });
        browser.open("#/sequences?game=kayles&to=100");
        browser.textIn(By.id("period"), "12");
        assertThat(browser.driver.findElement(By.id("plot")).getAttribute("data-drawn")).isEqualTo("line");
    }

    @Test
    void thePeriodSearchGoesAsFarAsTheValuesAskedForAndSaysHowFarItLooked() {
        // Grundy's game has no known period: the search stops where the values do (2000), not at the server's 10^6.
        browser.open("#/sequences?game=grundy&to=2000");
        browser.textIn(By.id("proved"), "observed up to 2000, not proved");
        assertThat(browser.visible(By.id("period")).getText()).isEqualTo("none found");
        // A short run still searches far enough to prove a small game's period (the floor of 1000).
        browser.open("#/sequences?game=kayles&to=50");
        browser.textIn(By.id("proved"), "yes: proved");
    }

    @Test
    void theThermographsLabelIsWholeAtDesktopAndPhoneWidths() {
        for (Dimension size : List.of(DESKTOP, PHONE)) {
            at(size, () -> {
                // {3/4|-1/4}: mean 1/4, temperature 1/2 (its stops 3/4 and -1/4 meet at their average after cooling
                // by half their difference)
                browser.open("#/partizan?expr=%7B3%2F4%7C-1%2F4%7D");
                WebElement label = browser.visible(By.id("thermograph-point"));
                assertThat(label.findElements(By.tagName("tspan"))).extracting(WebElement::getText)
                        .containsExactly("mean 1/4", "temperature 1/2"); // on two lines
                WebElement svg = browser.driver.findElement(By.cssSelector("svg.thermograph"));
                assertThat(inside(label, svg)).as("the label inside the thermograph at " + size).isTrue();
                assertThat(pageOverflow()).isLessThanOrEqualTo(0);
            });
        }
    }

    @Test
    void theQuotientTableScrollsInsideItsBoxOnAPhone() {
        at(PHONE, () -> {
            browser.open("#/quotient?game=0.75");
            WebElement box = browser.visible(By.id("quotient-heaps-box"));
            assertThat(box.getCssValue("overflow-x")).isEqualTo("auto");
            assertThat(pageOverflow()).as("the page wider than the phone").isLessThanOrEqualTo(0);
            browser.screenshot("newcomer-quotient-phone");
        });
    }

    @Test
    void theBusyMessageIsSaidOnceAndCapitalisedInEveryLanguage() throws IOException {
        for (String lang : List.of("en", "hr", "cs", "ro", "et", "uk")) {
            String text = catalogueText(lang, "common", "common.api.stillBusy");
            assertThat(Character.isUpperCase(text.codePointAt(0))).as(lang + ": " + text).isTrue();
        }
        // Said once, in the page's language: shown in a Latin and a Cyrillic script (the page is the same for all).
        for (String lang : List.of("en", "hr", "uk")) {
            browser.open("#/");
            new Select(browser.visible(By.id("language"))).selectByValue(lang);
            browser.wait.until(d -> lang.equals(d.findElement(By.tagName("html")).getAttribute("lang")));
            // The server refuses every request as busy (503, in its own English words): the page retries, then
            // says so. Timers run at once here, so that the six retries take no time.
            js("const later = window.setTimeout; window.setTimeout = (f, ms, ...a) => later(f, 0, ...a);"
                    + "window.fetch = () => Promise.resolve(new Response(JSON.stringify({error: 'the server is busy:"
                    + " every worker for cheap computations is busy'}), {status: 503, headers: {'Retry-After': '1',"
                    + " 'Content-Type': 'application/json'}}));"
                    + "location.hash = '#/analyze?game=nim&position=1+2';");
            browser.wait.until(d -> !d.findElements(By.cssSelector("#view .error")).isEmpty());
            List<String> errors = browser.driver.findElements(By.cssSelector("#view .error")).stream()
                    .map(WebElement::getText).toList();
            String expected = catalogueText(lang, "common", "common.api.stillBusy");
            assertThat(errors).as(lang).containsExactly(expected);
            assertThat(Character.isUpperCase(expected.codePointAt(0))).as(lang + ": " + expected).isTrue();
            assertThat(browser.driver.findElement(By.id("server-notice")).isDisplayed()).isFalse();
        }
    }

    @Test
    void misereIsOfferedForImpartialGamesAndLeftAndRightForPartizanOnes() {
        Supplier<List<String>> sides = () -> new Select(browser.driver.findElement(By.id("you-select"))).getOptions()
                .stream().filter(WebElement::isEnabled).map(o -> o.getAttribute("value")).toList();
        browser.open("#/play?game=domineering&position=3x3&you=first");
        browser.wait.until(d -> !d.findElement(By.id("play-misere-box")).isDisplayed());
        assertThat(sides.get()).containsExactly("left", "left-second", "right", "right-second");
        assertThat(new Select(browser.driver.findElement(By.id("you-select"))).getFirstSelectedOption()
                .getAttribute("value")).as("'first' becomes Left, who moves first").isEqualTo("left");
        browser.open("#/play?game=nim&position=3+4+5");
        browser.wait.until(d -> sides.get().equals(List.of("first", "second")));
        assertThat(browser.visible(By.id("play-misere-box")).isDisplayed()).isTrue();
        browser.open("#/play?game=0.137&position=5"); // a code of a family, not a listed name: impartial
        browser.wait.until(d -> sides.get().equals(List.of("first", "second")));
        assertThat(browser.driver.findElement(By.id("play-misere-box")).isDisplayed()).isTrue();

        browser.open("#/analyze?game=domineering&position=2x2");
        browser.wait.until(d -> !d.findElement(By.id("misere-box")).isDisplayed());
        browser.open("#/analyze?game=kayles&position=4");
        assertThat(browser.visible(By.id("misere-box")).isDisplayed()).isTrue();
        // typing another game's name changes what is offered at once
        browser.type(By.id("game-input"), "clobber");
        browser.wait.until(d -> !d.findElement(By.id("misere-box")).isDisplayed());
    }

    @Test
    void theHomePageScreenshotShowsEveryTab() {
        // the page itself 1280 x 800: the window, with its bars, that much larger
        int bars = ((Number) js("return window.outerHeight - window.innerHeight;")).intValue();
        at(new Dimension(DESKTOP.getWidth(), DESKTOP.getHeight() + bars), () -> {
            browser.open("#/");
            assertThat(js("return [window.innerWidth, window.innerHeight];")).isEqualTo(List.of(1280L, 800L));
            List<String> tabs = browser.driver.findElements(By.cssSelector("header nav a")).stream()
                    .map(WebElement::getText).toList();
            assertThat(tabs).contains("Quotients", "Exercises", "Glossary");
            assertThat(browser.driver.findElement(By.id("api-link")).getAttribute("href")).endsWith("/api/");
            Path shot = browser.save("explorer");
            assertThat(shot).exists();
            String docs = System.getProperty("cgt.docs.screenshot", ""); // the README's picture, docs/explorer.png
            if (!docs.isBlank()) {
                try {
                    Files.copy(shot, Path.of(docs), StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
    }

    /** A text of the catalogue as the server serves it (src/main/resources/public/i18n/LANG/AREA.json). */
    private static String catalogueText(String lang, String area, String key) throws IOException {
        String json = Files.readString(Path.of("src", "main", "resources", "public", "i18n", lang, area + ".json"),
                StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("\"" + Pattern.quote(key) + "\": \"((?:[^\"\\\\]|\\\\.)*)\"").matcher(json);
        assertThat(m.find()).as(key + " in " + lang).isTrue();
        return m.group(1);
    }
}
