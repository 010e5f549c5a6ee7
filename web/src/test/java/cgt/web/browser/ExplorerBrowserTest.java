package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;


import java.util.List;



import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The explorer's pages in headless chromium, as a user would use them: typing into the forms, clicking moves,
 * playing the computer; each test saves a screenshot of its page to target/screenshots. Runs only with
 * -Dcgt.browser=true (a machine may lack chromium; .ci/run installs it and sets the property). The README's
 * picture (docs/explorer.png) is NewcomerBrowserTest's, of the home page.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExplorerBrowserTest extends AbstractBrowserTest {

    @Test
    void theFirstPageOffersAnExampleOnEveryPage() {
        browser.open("#/");
        assertThat(browser.visible(By.tagName("h1")).getText()).isEqualTo("Explore combinatorial games");
        List<WebElement> examples = browser.driver.findElements(By.cssSelector(".card .examples a"));
        assertThat(examples).extracting(WebElement::getText).contains("Who wins Nim 3 4 5?", "Kayles to 500");
        browser.screenshot("home");
    }

    @Test
    void analyzingNim345ShowsAnNPositionAndTheMoveTo145() {
        browser.open("#/analyze");
        browser.type(By.id("game-input"), "nim");
        browser.type(By.id("position-input"), "3 4 5");
        browser.visible(By.id("analyze-button")).click();
        browser.textIn(By.id("result-title"), "nim 3 4 5");
        assertThat(browser.visible(By.id("outcome")).getText()).isEqualTo("N");
        assertThat(browser.driver.findElements(By.cssSelector("#winning-moves a.move")))
                .extracting(WebElement::getText).containsExactly("1 4 5");
        assertThat(browser.driver.getCurrentUrl()).contains("#/analyze?game=nim&position=3+4+5");
        // the explanation: the nim-sum in binary columns, 3 4 5 -> 011 100 101 -> 010
        assertThat(browser.visible(By.cssSelector("table.binary tr.sum")).getText()).contains("2").contains("0 1 0");
        browser.screenshot("analyze");
    }

    @Test
    void clickingAWinningMoveMakesItTheNewPosition() {
        browser.open("#/analyze?game=nim&position=3+4+5");
        browser.visible(By.cssSelector("#winning-moves a.move")).click();
        browser.textIn(By.id("result-title"), "nim 1 4 5");
        assertThat(browser.visible(By.id("outcome")).getText()).isEqualTo("P");
        assertThat(browser.visible(By.id("position-input")).getAttribute("value")).isEqualTo("1 4 5");
        assertThat(browser.driver.getCurrentUrl()).contains("position=1+4+5");
    }

    /** Ski Jumps is drawn: Winning Ways' board with a jumper of each side, and a slipper drawn paler. */
    @Test
    void aBoardTooBigForItsValueIsAnalyzedBySearch() {
        // Domineering 6x6: its value takes 40 s, past the request's budget; the page gives who wins and every
        // winning move of each player (18 each: the transpose exchanges the players), found by the search.
        browser.open("#/analyze?game=domineering&position=6x6");
        browser.textIn(By.id("value"), "too big to compute here");
        assertThat(browser.visible(By.id("outcome")).getText()).contains("N");
        assertThat(browser.driver.findElements(By.cssSelector("#left-moves li"))).hasSize(18);
        assertThat(browser.driver.findElements(By.cssSelector("#right-moves li"))).hasSize(18);
        assertThat(browser.driver.findElements(By.id("by-search-partial"))).isEmpty();
        browser.screenshot("analyze-by-search");
    }

    @Test
    void skiJumpsIsDrawnWithItsJumpersAndSlippers() {
        browser.open("#/play?game=ski-jumps&position=L....|....R|l....&mode=free");
        // The position's own figure (the move list draws each move's position too, smaller, outside a figure).
        String drawing = "figure svg.drawing ";
        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(drawing + "circle")));
        assertThat(browser.driver.findElements(By.cssSelector(drawing + "rect.cell"))).hasSize(15);
        assertThat(browser.driver.findElements(By.cssSelector(drawing + "circle.left-stone"))).hasSize(2);
        assertThat(browser.driver.findElements(By.cssSelector(drawing + "circle.right-stone"))).hasSize(1);
        assertThat(browser.driver.findElements(By.cssSelector(drawing + "circle.slipper"))).hasSize(1);
    }

    /** Misère play shows misère values: the genus, the element of Kayles' quotient, the normal value by name. */
    @Test
    void misereKaylesShowsItsGenusAndQuotientElement() {
        browser.open("#/analyze?game=kayles&position=100+200+300+1000&misere=true");
        browser.textIn(By.id("result-title"), "kayles 100 200 300 1000");
        assertThat(browser.visible(By.id("outcome")).getText()).isEqualTo("N");
        assertThat(browser.visible(By.id("quotient-element")).getText())
                .isEqualTo("cf, not in the P-portion of the game\u2019s misère quotient, order 40");
        assertThat(browser.visible(By.id("genus")).getText()).contains("not computed");
        assertThat(browser.visible(By.id("normal-value")).getText()).isEqualTo("5");
        assertThat(browser.driver.findElements(By.id("value"))).isEmpty();
        browser.open("#/analyze?game=kayles&position=5+7&misere=true");
        browser.textIn(By.id("result-title"), "kayles 5 7");
        assertThat(browser.visible(By.id("genus")).getText()).isEqualTo("6^46 (misère Grundy value 4)");
        assertThat(browser.driver.findElements(By.id("quotient-element"))).isEmpty();
    }

    @Test
    void theComputerWinsNim12WhenItMovesFirst() {
        browser.open("#/play?game=nim&position=1+2&you=second&mode=free"); // free play: every move with its value
        // the computer answers 1 2 with the only winning move, to 1 1; either reply of ours loses
        browser.textIn(By.id("current-position"), "1 1");
        browser.textIn(By.id("status"), "Your move");
        List<WebElement> moves = browser.driver.findElements(By.cssSelector("#play-moves button"));
        assertThat(moves).extracting(m -> m.getAttribute("data-position")).containsExactlyInAnyOrder("0 1", "1 0");
        assertThat(moves).allSatisfy(m -> assertThat(m.getAttribute("class")).contains("lose"));
        moves.get(0).click();
        browser.textIn(By.id("status"), "The computer wins.");
        assertThat(browser.visible(By.id("current-position")).getText()).isEqualTo("0 0");
        assertThat(browser.driver.findElements(By.cssSelector("#history li"))).hasSize(4);
        browser.screenshot("play");
        // undo takes back our move and the computer's answer
        browser.visible(By.id("undo-button")).click();
        browser.textIn(By.id("status"), "Your move");
        assertThat(browser.visible(By.id("current-position")).getText()).isEqualTo("1 1");
    }

    @Test
    void kaylesTo500ShowsItsPeriod12() {
        browser.open("#/sequences");
        browser.type(By.id("game-input"), "kayles");
        browser.type(By.id("to-input"), "500");
        browser.visible(By.id("plot-button")).click();
        browser.textIn(By.id("period"), "12");
        assertThat(browser.visible(By.id("preperiod")).getText()).isEqualTo("71");
        assertThat(browser.visible(By.id("proved")).getText()).startsWith("yes");
        assertThat(browser.driver.findElements(By.cssSelector("#pn-strip rect"))).hasSize(501);
        browser.visible(By.cssSelector("#plot canvas, #plot svg"));
        browser.screenshot("sequences");
    }

    @Test
    void aLongSequenceShowsItsProgressAndCanBeCancelled() {
        // Grundy's game to a million heaps takes this machine many seconds: long enough to see it run
        browser.open("#/sequences?game=grundy&to=1000000");
        browser.wait.until(d -> ((JavascriptExecutor) d).executeScript(
                "const p = document.querySelector('#result progress[max]'); return p !== null && p.value > 0;"));
        browser.visible(By.cssSelector("#result button.cancel")).click();
        browser.textIn(By.cssSelector("#result [role=status]"), "Cancelled.");
    }

    @Test
    void calculatingTheFormZeroStarStarGivesUp() {
        browser.open("#/partizan");
        browser.type(By.id("expr-input"), "{0,*|*}");
        browser.visible(By.id("calculate-button")).click();
        browser.textIn(By.id("canonical"), "^");
        assertThat(browser.visible(By.id("outcome")).getText()).isEqualTo("L");
        // the form as typed: Left's option * reverses through 0 (^ = {0|*})
        browser.textIn(By.cssSelector("ul.marks"), "reversible through 0");
        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("svg.thermograph")));
        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("svg.hasse")));
        assertThat(browser.driver.findElements(By.cssSelector("svg.hasse g.node"))).hasSize(22);
        browser.screenshot("partizan");
    }

    /** CGSuite's methods in the expression box: a game answer is the usual page, any other answer is shown as such. */
    @Test
    void methodsAreAnsweredOnThePartizanPage() {
        browser.open("#/partizan");
        browser.type(By.id("expr-input"), "{2|-1}.Cool(1)");
        browser.visible(By.id("calculate-button")).click();
        browser.textIn(By.id("canonical"), "{1|0}");
        browser.open("#/partizan");
        browser.type(By.id("expr-input"), "{3||2*|1*}.Thermograph");
        browser.visible(By.id("calculate-button")).click();
        // CGSuite's own test cases give this thermograph (CanonicalShortGameTestCase.scala).
        browser.textIn(By.id("answer"), "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])");
        assertThat(browser.visible(By.id("answer-kind")).getText()).isEqualTo("thermograph");
        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("svg.thermograph")));
        browser.open("#/partizan");
        browser.type(By.id("expr-input"), "^.RightOptions");
        browser.visible(By.id("calculate-button")).click();
        browser.textIn(By.id("answer"), "{*}");
    }

    @Test
    void aMalformedPositionIsAnsweredWithTheServersMessage() {
        browser.open("#/analyze");
        browser.type(By.id("game-input"), "nim");
        browser.type(By.id("position-input"), "3 x 5");
        browser.visible(By.id("analyze-button")).click();
        WebElement error = browser.visible(By.cssSelector("#result .error"));
        assertThat(error.getText()).containsIgnoringCase("x").doesNotContain("Exception").doesNotContain("500");
        assertThat(error.getAttribute("role")).isEqualTo("alert");
        browser.screenshot("error");
    }

    /**
     * Kayles' misère quotient as Plambeck and Siegel give it: order 40, seven generators (heaps 1, 2, 5, 9, 12, 25,
     * 27), nine elements in the P-portion, stable from heap 71 with period 12; Dawson's Kayles to heap 24 is a
     * quotient of order 24, not proved. A typed sum links to the analyze page in misère play.
     */
    @Test
    void kaylesMisereQuotientHasOrder40AndSevenGenerators() {
        browser.open("#/quotient?game=kayles");
        browser.textIn(By.id("quotient-order"), "40");
        assertThat(browser.visible(By.id("quotient-order")).getText()).isEqualTo("40");
        assertThat(browser.visible(By.id("quotient-proved")).getText()).startsWith("proved: stable from heap 71");
        assertThat(browser.visible(By.id("quotient-period")).getText()).isEqualTo("12");
        List<WebElement> generators = browser.driver.findElements(By.cssSelector("#quotient-generators li"));
        assertThat(generators).extracting(g -> g.getAttribute("data-heap"))
                .containsExactly("1", "2", "5", "9", "12", "25", "27");
        assertThat(generators.get(0).getText()).isEqualTo("a = heap 1");
        assertThat(browser.driver.findElements(By.cssSelector("#quotient-pportion li"))).extracting(WebElement::getText)
                .containsExactly("a", "d", "e", "ac", "b^2", "ac^2", "ad^2", "ade", "adf");
        // the heap map up to the end of its first period (heaps 0..82), that period bracketed
        assertThat(browser.driver.findElements(By.cssSelector("#quotient-heaps td[data-heap]"))).hasSize(83);
        assertThat(browser.driver.findElements(By.cssSelector("#quotient-heaps td.periodic"))).hasSize(12);
        assertThat(browser.visible(By.cssSelector("#quotient-heaps td[data-heap='1']")).getAttribute("class"))
                .contains("in-p"); // a lone heap of 1 is a misère P-position
        browser.type(By.id("quotient-sum-input"), "3 5 12");
        assertThat(browser.visible(By.id("quotient-sum-link")).getAttribute("href"))
                .endsWith("#/analyze?game=kayles&position=3+5+12&misere=true");
        assertThat(browser.driver.getCurrentUrl()).endsWith("#/quotient?game=kayles&sum=3+5+12");
        browser.screenshot("quotient");
        browser.open("#/quotient?game=kayles&sum=3+5+12"); // the address brings the sum back
        assertThat(browser.visible(By.id("quotient-sum-link")).getAttribute("href"))
                .endsWith("#/analyze?game=kayles&position=3+5+12&misere=true");
        // each heap with its element, read from the heap map (the page multiplies nothing)
        assertThat(browser.visible(By.id("quotient-sum-elements")).getText())
                .isEqualTo("3\u2009→\u2009ab · 5\u2009→\u2009c · 12\u2009→\u2009e");

        browser.open("#/quotient?game=0.07&to=24");
        browser.textIn(By.id("quotient-order"), "24");
        assertThat(browser.visible(By.id("quotient-order")).getText()).isEqualTo("24");
        assertThat(browser.visible(By.id("quotient-proved")).getText())
                .isEqualTo("not proved: the quotient of heaps 1..24, exact for sums of those heaps");
        assertThat(browser.driver.findElements(By.cssSelector("#quotient-heaps td[data-heap]"))).hasSize(25);
        browser.screenshot("quotient-dawson");
        // Without a bound, Dawson's Kayles stops where its quotient outgrows the server's trials, and says why.
        browser.open("#/quotient?game=0.07");
        browser.textIn(By.id("quotient-proved"), "not proved: the quotient of heaps 1..");
        assertThat(browser.visible(By.id("quotient-stopped")).getText()).contains("grows too large at heap");
    }
}
