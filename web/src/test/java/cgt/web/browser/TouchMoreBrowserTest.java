package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * One move made by touching the drawing in each game that TouchBrowserTest does not cover: the games whose pieces
 * move (Konane, Amazons, Fission, the Clobber variants, Ski Jumps, Fox and Geese, the strips, Toppling Dominoes),
 * the coin-turning games, Staircase Nim, One-from-each, the heap games that split heaps or take runs of tokens from
 * the middle (Grundy's game, Lasker's Nim, Treblecross, take-and-break codes), Fair Shares, the cakes and the
 * graph games. Each game is opened once (by address, in the page already open), clicked, and the position played
 * checked to be the move of the server's list that the clicks name: each expected position below is in that list
 * (as {@code /api/moves} gives it for the start shown), worked out by hand from the game's rule. A click that is
 * no move is answered with why, and the move list stays for the keyboard.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TouchMoreBrowserTest extends AbstractBrowserTest {

    /**
     * Opens the Play page at the address (a game's parameters) by changing the address of the page already open, as
     * a link would (a fresh page costs a second or more), and waits until the game's first turn is drawn.
     */
    private void open(String address) {
        String url = browser.driver.getCurrentUrl();
        if (!url.startsWith("http") || url.contains("?lang=")) { // a language in the address would stay chosen
            browser.open("#/play?" + address);
        } else {
            ((JavascriptExecutor) browser.driver).executeScript("location.hash = arguments[0]", "#/play?" + address);
        }
        String start = URLDecoder.decode(address.replaceAll("^.*position=([^&]*).*$", "$1"), StandardCharsets.UTF_8);
        browser.wait.until(d -> d.findElements(By.cssSelector("#history li")).size() == 1
                && d.findElement(By.cssSelector("#history li code")).getText().equals(start)
                && !d.findElements(By.cssSelector("#game figure.position")).isEmpty());
    }

    /** Opens the game at the address, waits for its touch hint, makes the clicks, and checks the position played. */
    private void plays(String address, String expected, String... clicks) {
        open(address);
        browser.visible(By.id("touch-hint"));
        for (String click : clicks) {
            touch(click);
        }
        played(expected);
    }

    /**
     * Waits until the learner's move, the history's second position, is exactly the expected one (read in one go:
     * the computer's reply redraws the page), failing at once if the page shows an error.
     */
    private void played(String expected) {
        browser.textIn(By.cssSelector("#history li:nth-child(2) code"), expected);
        browser.wait.until(d -> {
            List<WebElement> history = d.findElements(By.cssSelector("#history li code"));
            return history.size() >= 2 && history.get(1).getText().equals(expected);
        });
    }

    private static String cell(int row, int column) {
        return "rect[data-row='" + row + "'][data-col='" + column + "']";
    }

    private static String square(int column) {
        return "[data-col='" + column + "']";
    }

    private static String coin(int index) {
        return "g.coin[data-coin='" + index + "']";
    }

    @Test
    void aKonaneStoneJumpsToTheClickedSquare() {
        // xo.|... : Left's stone jumps over o to the empty square beyond.
        open("game=konane&position=xo.%7C...&you=left");
        touch(cell(1, 1)); // an empty square: no move starts there
        browser.textIn(By.id("touch-message"), "None of your moves starts there");
        assertThat(browser.driver.findElements(By.cssSelector("#play-moves button"))).hasSize(1); // the keyboard's list
        touch(cell(0, 0));
        browser.textIn(By.id("touch-message"), "Chosen");
        browser.screenshot("touch-konane");
        touch(cell(0, 2));
        played("..x|...");
    }

    @Test
    void anAmazonMovesThenShootsHerArrowBackWhereSheStood() {
        plays("game=amazons&position=x..%7C...&you=left", "#x.|...", cell(0, 0), cell(0, 1), cell(0, 0));
    }

    @Test
    void aFissionStoneSplitsUpAndDownForLeft() {
        plays("game=fission&position=...%7C.x.%7C...&you=left", ".x.|...|.x.", cell(1, 1));
    }

    @Test
    void theClobberVariantsMoveAStoneToTheClickedSquare() {
        plays("game=anti-clobber&position=x.o&you=left", "oxo", cell(0, 0), cell(0, 1)); // leaves an o behind
        plays("game=clobber-kings&position=x.%7C.o&you=left", "..|.x", cell(0, 0), cell(1, 1)); // diagonally
        plays("game=clobber-knights&position=x..%7C..o&you=left", "...|..x", cell(0, 0), cell(1, 2));
        plays("game=clobber-rooks&position=x.o&you=left", "..x", cell(0, 0), cell(0, 2)); // along the row
        plays("game=clobber-queens&position=x..%7C...%7C..o&you=left", "...|...|..x", cell(0, 0), cell(2, 2));
    }

    @Test
    void aHotClobberStoneClobbersOneOfItsOwnKind() {
        // xxo: the middle x onto the x at its left leaves x.o (its own kind: the stone that stays is Left's).
        plays("game=hot-clobber&position=xxo&you=left", "x.o", cell(0, 1), cell(0, 0));
    }

    @Test
    void aSkierSlidesToTheClickedSquareOrOffTheBoard() {
        plays("game=ski-jumps&position=L...%7C..R.&you=left", "..L.|..R.", cell(0, 0), cell(0, 2));
        // The skier clicked twice skis off the board: the one move of the list that leaves it on no square.
        plays("game=ski-jumps&position=L...%7C..R.&you=left", "....|..R.", cell(0, 0), cell(0, 0));
    }

    @Test
    void aGooseStepsDiagonallyDown() {
        // 4 wide, geese on (3,1) and (3,3), the fox on (1,1): drawn from row 3 (top) down, the goose on (3,1) is at
        // the drawing's top left, and (2,2) one row down and one column right.
        plays("game=fox-geese&position=4;(3,1),(3,3);(1,1)&you=left", "4;(3,3),(2,2);(1,1)", cell(0, 0), cell(1, 1));
    }

    @Test
    void aPieceOnAStripWithOneMoveMakesItAtTheFirstClick() {
        plays("game=elephants-rhinos&position=t..f&you=left", ".t.f", square(0));
        plays("game=backsliding-toads-frogs&position=t..f&you=left", ".t.f", square(0));
    }

    @Test
    void aDominoToppledToTheRightKnocksDownTheRow() {
        plays("game=toppling-dominoes&position=lre&you=left", "...", "g" + square(0), "g" + square(2));
    }

    @Test
    void coinsAreChosenRightmostFirstAndTurnedTogether() {
        open("game=turning-turtles&position=thht");
        touch(coin(0)); // a tail: no move turns it as its rightmost coin
        browser.textIn(By.id("touch-message"), "Start with the rightmost coin");
        touch(coin(2));
        browser.textIn(By.id("touch-message"), "These coins make a move"); // thtt alone is a move
        touch(coin(0));
        assertThat(browser.driver.findElements(By.cssSelector("g.coin.selected"))).hasSize(2);
        browser.screenshot("touch-coins");
        touch("#touch-turn");
        played("hhtt");
    }

    @Test
    void theCancelButtonForgetsTheChosenCoins() {
        open("game=twins&position=hth");
        touch(coin(2));
        browser.textIn(By.id("touch-message"), "Not a move yet"); // twins turns two coins
        assertThat(browser.visible(By.id("touch-turn")).isEnabled()).isFalse();
        touch("#touch-cancel");
        assertThat(browser.driver.findElements(By.cssSelector("g.coin.selected"))).isEmpty();
        touch(coin(2));
        touch(coin(0));
        touch("#touch-turn");
        played("ttt");
    }

    @Test
    void everyCoinTurningGameTurnsTheChosenCoins() {
        plays("game=ruler&position=hhh", "hht", coin(2), "#touch-turn");
        plays("game=mock-turtles&position=thht", "tttt", coin(2), coin(1), "#touch-turn");
        plays("game=triplets&position=hthh", "hhtt", coin(3), coin(2), coin(1), "#touch-turn");
        plays("game=mock-turtle-fives&position=thht", "thtt", coin(2), "#touch-turn");
        plays("game=turnips&position=hthht", "hhttt", coin(3), coin(2), coin(1), "#touch-turn");
        plays("game=sym&position=thht", "ttht", coin(1), "#touch-turn");
        plays("game=turning:1-3&position=thht", "htht", coin(1), coin(0), "#touch-turn");
    }

    @Test
    void aHeapIsSplitByAClickBetweenTwoTokens() {
        open("game=grundy&position=5+2");
        assertThat(browser.visible(By.id("touch-hint")).getText()).contains("splits the heap there");
        touch("rect.heap-gap[data-heap='0'][data-gap='1']"); // the first token from the other four
        played("1 4 2");
        plays("game=lasker&position=3", "1 2", "rect.heap-gap[data-heap='0'][data-gap='1']");
        plays("game=poolitaja&position=5", "2 3", "rect.heap-gap[data-heap='0'][data-gap='2']");
    }

    @Test
    void aNimHeapHasNoSplitToClick() {
        open("game=nim&position=3+4");
        assertThat(browser.visible(By.id("touch-hint")).getText()).doesNotContain("splits");
        assertThat(browser.driver.findElements(By.cssSelector("#game figure.position .heap-gap"))).isEmpty();
    }

    @Test
    void aRunOfTokensIsTakenByItsFirstAndLastToken() {
        // Treblecross takes 3 tokens from anywhere: the middle three of 5 leave 1 and 1.
        open("game=treblecross&position=5");
        touch(token(0, 1));
        browser.textIn(By.id("touch-message"), "now click the last token");
        touch(token(0, 3));
        played("1 1");
        plays("game=dawsons-chess&position=5", "3", token(0, 4), token(0, 3)); // two from the end, either order
        plays("game=0.137&position=5", "1 1", token(0, 3), token(0, 1));
    }

    @Test
    void fairSharesDividesAHeapAtAGapAndUnitesTwoHeaps() {
        // 2,3 and 4 are two games: the 4 divided at its middle is 2,2; the 2 and the 3 united are 5.
        plays("game=fair-shares&position=2,3+4", "2,3 2,2", "svg:nth-of-type(2) rect.share-gap[data-heap='0'][data-gap='2']");
        plays("game=fair-shares&position=2,3+4", "5 4", "svg:nth-of-type(1) " + token(0, 0),
                "svg:nth-of-type(1) " + token(1, 0));
    }

    private static String token(int heap, int index) {
        return "circle[data-heap='" + heap + "'][data-token='" + index + "']";
    }

    @Test
    void aStaircaseCoinGoesDownAStairWithTheCoinsAboveIt() {
        // 3 0 5 2: the fourth coin of the 5 on stair 3 goes down with the one above it: 2 reach stair 2.
        plays("game=staircase&position=3+0+5+2", "3 2 3 2", "circle[data-stair='2'][data-coin='3']");
    }

    @Test
    void oneFromEachTakesATokenFromEachChosenHeap() {
        plays("game=one-from-each&position=2+1+3", "1 1 2", token(0, 0), token(2, 1), "#touch-take");
    }

    @Test
    void aCakeIsCutOrEatenWhereClicked() {
        plays("game=cutcake&position=2,3&you=left", "2,1 2,2", "rect[data-cut='v1']");
        plays("game=maundy-cake&position=2,4&you=left", "2,2 2,2", "rect[data-cut='v2']");
        plays("game=eatcake&position=2,3&you=left", "2,1 2,1", cell(0, 1)); // the middle column eaten
        plays("game=turn-and-eatcake&position=2,3&you=left", "3,1", cell(0, 0)); // a row eaten, 1x3 turned
    }

    @Test
    void aCakeClickTheWrongWayIsRefused() {
        open("game=cutcake&position=2,3&you=left");
        touch("rect[data-cut='h1']"); // Left cuts between columns, not rows
        browser.textIn(By.id("touch-message"), "That is not one of your moves");
        browser.screenshot("touch-cutcake");
    }

    @Test
    void aVertexIsColouredByAClick() {
        plays("game=col&position=.-.-L&you=left", "L-L", "g[data-vertex='0']"); // its neighbour tinted L
        plays("game=snort&position=.-.-.&you=right-second", "R;R", "g[data-vertex='1']");
        plays("game=fjords&position=L-.-R&you=left", "L-R", "g[data-vertex='0']");
    }

    @Test
    void aColVertexNextToYourOwnColourIsRefused() {
        open("game=col&position=.-.-L&you=left"); // the L vertex is next to Left's colour
        touch("g[data-vertex='2']");
        browser.textIn(By.id("touch-message"), "That vertex is not yours to take now");
        browser.screenshot("touch-col");
    }

    @Test
    void kaylesOnGraphsRemoveAVertexOrAnEdgeWithTheirNeighbours() {
        plays("game=node-kayles&position=.-.-.-.&you=left", "-", "g[data-vertex='0']");
        plays("game=arc-kayles&position=.-.-.-.&you=left", ".;.", "path[data-edge='1']");
        plays("game=partizan-arc-kayles&position=.l.r.e.&you=left", "e", "path[data-edge='0']");
    }

    @Test
    void aChildishHackenbushEdgeIsCut() {
        plays("game=childish-hackenbush&position=l(r;e)&you=left", "lr", "path[data-edge='2']");
    }

    @Test
    void inUkrainianTheCoinHintAndRefusalAreUkrainian() {
        browser.open("?lang=uk#/play?game=turning-turtles&position=thht");
        assertThat(browser.visible(By.id("touch-hint")).getText()).contains("\u043c\u043e\u043d\u0435\u0442"); // монет
        touch(coin(0));
        browser.textIn(By.id("touch-message"), "\u041f\u043e\u0447\u043d\u0438"); // Почни
        assertThat(browser.visible(By.id("touch-turn")).getText()).isEqualTo(
                "\u041f\u0435\u0440\u0435\u0432\u0435\u0440\u043d\u0443\u0442\u0438"); // Перевернути
    }
}
