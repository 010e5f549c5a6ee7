package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;


import java.util.List;



import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Moves made by touching the drawing on the Play page: tokens taken from a heap, a Chomp bite, a Domineering
 * domino, a Hackenbush edge cut, Kayles pins knocked down; a click that is no legal move is answered with why, and
 * the move list stays for the keyboard. The position each click leads to is worked out by hand in each test.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TouchBrowserTest extends AbstractBrowserTest {

    /**
     * Waits until the game's history holds the learner's move as its second position, and returns the history, read
     * in one go (the computer's reply redraws the page: a history read apart from the wait may be caught empty).
     */
    private List<String> afterFirstMove(String position) {
        browser.textIn(By.cssSelector("#history li:nth-child(2) code"), position);
        return browser.wait.until(d -> {
            List<String> history = d.findElements(By.cssSelector("#history li code")).stream()
                    .map(WebElement::getText).toList();
            return history.size() >= 2 ? history : null;
        });
    }

    @Test
    void clickingATokenTakesItAndTheTokensToItsRight() {
        browser.open("#/play?game=nim&position=3+4+5");
        assertThat(browser.visible(By.id("touch-hint")).getText()).contains("takes it and every token to its right");
        touch("circle[data-heap='0'][data-token='1']"); // the second token of the heap of 3: 1 is left
        assertThat(afterFirstMove("1 4 5")).startsWith("3 4 5", "1 4 5");
    }

    @Test
    void aClickThatIsNoMoveSaysSo() {
        // Subtraction {1, 2}: taking all 5 tokens is not a move.
        browser.open("#/play?game=subtraction:1,2&position=5");
        touch("circle[data-heap='0'][data-token='0']");
        browser.textIn(By.id("touch-message"), "Taking 5 tokens from heap 1 (leaving 0) is not a legal move here");
        assertThat(browser.driver.findElements(By.cssSelector("#history li"))).hasSize(1);
        touch("circle[data-heap='0'][data-token='3']"); // taking 2 is
        afterFirstMove("3");
    }

    @Test
    void bitingChompTakesTheSquaresBelowAndRight() {
        browser.open("#/play?game=chomp&position=3x3");
        touch("rect[data-row='0'][data-col='0']");
        browser.textIn(By.id("touch-message"), "poisoned");
        touch("rect[data-row='1'][data-col='1']"); // rows 3, 3, 3 become 3, 1, 1
        afterFirstMove("3,1,1");
        browser.screenshot("touch-chomp");
    }

    @Test
    void aDominoIsPlacedByClickingACell() {
        // Left places vertical dominoes: a click on the top left cell of 2x3 covers it and the one below.
        browser.open("#/play?game=domineering&position=2x3&you=left");
        touch("rect[data-row='1'][data-col='0']");
        browser.textIn(By.id("touch-message"), "No room there for Left's vertical domino");
        touch("rect[data-row='0'][data-col='0']");
        afterFirstMove("#..|#..");
    }

    @Test
    void cuttingAHackenbushEdgeDropsWhatStandsOnIt() {
        // A blue edge with a red one on it, and a blue stalk of two beside: Left cuts blue edges only.
        browser.open("#/play?game=hackenbush&position=lr+ll&you=left");
        touch(".edge-hit[data-path='0.0']"); // the red edge of lr
        browser.textIn(By.id("touch-message"), "That edge is red: only Right may cut it.");
        touch(".edge-hit[data-path='0']"); // the blue edge under it: both fall
        afterFirstMove("ll");
        browser.screenshot("touch-hackenbush");
    }

    @Test
    void kaylesPinsAreKnockedDownOneOrTwoAtATime() {
        browser.open("#/play?game=kayles&position=5");
        assertThat(browser.visible(By.id("touch-hint")).getText()).contains("pin");
        touch("rect.pin[data-row='0'][data-pin='2']"); // the middle pin: 2 and 2 are left
        afterFirstMove("2 2");
        browser.open("#/play?game=dawsons-kayles&position=5");
        touch("rect.pin[data-row='0'][data-pin='2']");
        browser.textIn(By.id("touch-message"), "two adjacent pins");
        touch("rect.pin-gap[data-row='0'][data-gap='0']"); // the first two pins: 3 are left
        afterFirstMove("3");
        browser.screenshot("touch-kayles");
    }

    @Test
    void wythoffsQueenMovesToAClickedSquare() {
        browser.open("#/play?game=wythoff&position=3,5");
        touch("rect[data-x='2'][data-y='2']"); // not on a line from (3, 5)
        browser.textIn(By.id("touch-message"), "The queen cannot go to (2, 2)");
        touch("rect[data-x='1'][data-y='3']"); // diagonally down and left by 2
        afterFirstMove("1,3");
    }

    @Test
    void aClobberStoneClobbersItsNeighbourInTwoClicks() {
        // Left's x at the left end clobbers the o next to it: xoo becomes .xo.
        browser.open("#/play?game=clobber&position=xoo&you=left");
        touch("rect[data-row='0'][data-col='1']");
        browser.textIn(By.id("touch-message"), "Click one of your own stones first");
        touch("rect[data-row='0'][data-col='0']");
        browser.textIn(By.id("touch-message"), "Chosen");
        touch("rect[data-row='0'][data-col='2']"); // not next to it
        browser.textIn(By.id("touch-message"), "right next to it");
        touch("rect[data-row='0'][data-col='1']");
        afterFirstMove(".xo");
    }

    @Test
    void aCramDominoCoversTwoClickedSquares() {
        browser.open("#/play?game=cram&position=2x2");
        touch("rect[data-row='0'][data-col='0']");
        touch("rect[data-row='0'][data-col='1']");
        afterFirstMove("##|..");
    }

    @Test
    void aToadMovesByAClick() {
        // t.f with Left (toads) to move: the toad slides right into the gap.
        browser.open("#/play?game=toads-frogs&position=t..f&you=left");
        touch("rect[data-col='3']");
        browser.textIn(By.id("touch-message"), "Left moves the toads (T): click a toad.");
        touch("rect[data-col='0']");
        afterFirstMove(".t.f");
    }

    @Test
    void inCzechTheTouchHintAndRefusalAreCzech() {
        browser.open("?lang=cs#/play?game=chomp&position=2x2");
        assertThat(browser.visible(By.id("touch-hint")).getText()).contains("ukousne");
        touch("rect[data-row='0'][data-col='0']");
        browser.textIn(By.id("touch-message"), "otr\u00e1ven\u00e9"); // otrávené
    }
}
