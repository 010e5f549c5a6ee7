package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;

/**
 * The coin-turning games played by touch at a phone's width (390 x 844, as ChallengeBrowserTest's phone): a row of
 * two dozen coins keeps every coin big enough for a finger, the page does not grow wider than the phone, and the
 * coins touched are the move played. Each position played is worked out by hand from the game's rule: Turning
 * Turtles turns one or two coins, the rightmost from heads to tails; the Ruler game turns a run of adjacent coins,
 * the rightmost from heads to tails. In English, Croatian and Ukrainian.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CoinsOnAPhoneBrowserTest extends AbstractBrowserTest {

    /** The least width and height, in CSS pixels, of the part of the drawing that a touch on a coin hits. */
    private static final int FINGER = 24;

    private Dimension before;

    @BeforeEach
    void phone() {
        before = browser.driver.manage().window().getSize();
        browser.driver.manage().window().setSize(new Dimension(390, 844));
    }

    @AfterEach
    void desk() {
        browser.driver.manage().window().setSize(before);
    }

    private static String coin(int index) {
        return "g.coin[data-coin='" + index + "']";
    }

    /** Opens the Play page at the address and waits until the coins are drawn and their touch hint shown. */
    private void open(String address, String start, int coins) {
        browser.open(address);
        browser.wait.until(d -> d.findElements(By.cssSelector("#history li code")).size() == 1
                && d.findElement(By.cssSelector("#history li code")).getText().equals(start)
                && d.findElements(By.cssSelector("#game figure.position g.coin")).size() == coins);
        browser.visible(By.id("touch-hint"));
    }

    /** Waits until the learner's move, the history's second position, is exactly the expected one. */
    private void played(String expected) {
        browser.wait.until(d -> {
            List<WebElement> history = d.findElements(By.cssSelector("#history li code"));
            return history.size() >= 2 && history.get(1).getText().equals(expected);
        });
    }

    @Test
    void twoDozenCoinsAreEachBigEnoughForAFingerAndTheTouchedOnesTurn() {
        String start = "hth".repeat(8); // 24 coins, the rightmost a head
        open("#/play?game=turning-turtles&position=" + start, start, 24);
        for (WebElement c : browser.driver.findElements(By.cssSelector("#game figure.position g.coin"))) {
            Rectangle r = c.getRect();
            assertThat(r.getWidth()).as("coin %s's width", c.getAttribute("data-coin")).isGreaterThanOrEqualTo(FINGER);
            assertThat(r.getHeight()).as("coin %s's height", c.getAttribute("data-coin"))
                    .isGreaterThanOrEqualTo(FINGER);
        }
        @SuppressWarnings("unchecked")
        List<Number> widths = (List<Number>) ((JavascriptExecutor) browser.driver).executeScript(
                "return [document.documentElement.scrollWidth, window.innerWidth];");
        assertThat(widths.get(0).intValue()).as("the page's width").isLessThanOrEqualTo(widths.get(1).intValue());
        touch(coin(23));
        browser.textIn(By.id("touch-message"), "These coins make a move"); // the last coin alone is a move
        touch(coin(1)); // a tail, turned to heads with it
        browser.save("coins-phone");
        touch("#touch-turn");
        played("hhhhthhthhthhthhthhthhtt");
    }

    @Test
    void aRunOfCoinsIsTouchedAndTurnedInCroatianAndUkrainian() {
        String start = "hthh".repeat(5); // 20 coins: the run of the last two, both heads, turns to tails
        open("?lang=hr#/play?game=ruler&position=" + start, start, 20);
        touch(coin(19));
        browser.textIn(By.id("touch-message"), "Ti novčići čine potez");
        touch(coin(18));
        touch("#touch-turn");
        played("hthh".repeat(4) + "htt" + "t");
        open("?lang=uk#/play?game=ruler&position=" + start, start, 20);
        for (int c = 19; c >= 16; c--) { // the run of the last four coins, rightmost first
            touch(coin(c));
        }
        browser.textIn(By.id("touch-message"), "Ці монети складають хід");
        assertThat(browser.visible(By.id("touch-turn")).getText()).isEqualTo("Перевернути");
        browser.save("coins-phone-uk");
        touch("#touch-turn");
        played("hthh".repeat(4) + "thtt");
    }
}
