package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * What every browser test class shares: one headless browser, with the explorer's server behind it, for the whole
 * class (started once: a browser costs seconds), and after each test no error raised by the page's scripts and the
 * language choice forgotten, so that the next test opens in English whatever the last one chose. A class says
 * {@code @Tag("slow")}, {@code @EnabledIfSystemProperty(named = "cgt.browser", matches = "true")} and
 * {@code @TestInstance(PER_CLASS)} itself, where a reader looks for them.
 */
// One browser class at a time: the web's classes run two at a time (junit-platform.properties), and two browsers
// on two cores would each wait past their timeouts.
@ResourceLock("browser")
abstract class AbstractBrowserTest {

    Browser browser;

    @BeforeAll
    void start() throws IOException {
        browser = new Browser();
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
    }

    @AfterEach
    void noScriptErrorsAndBackToEnglish() {
        assertThat(browser.scriptErrors()).as("errors raised by the page's scripts").isEmpty();
        ((JavascriptExecutor) browser.driver).executeScript("localStorage.removeItem('cgt.lang');");
    }

    /**
     * Clicks a part of the current position's drawing on the Play page (not the small drawings on the move buttons),
     * found again if the page redraws it between finding and clicking (the wait ignores stale elements).
     */
    void touch(String selector) {
        By by = By.cssSelector("#game figure.position " + selector);
        browser.wait.until(d -> {
            WebElement e = d.findElement(by);
            if (!e.isDisplayed()) {
                return false;
            }
            e.click();
            return true;
        });
    }
}
