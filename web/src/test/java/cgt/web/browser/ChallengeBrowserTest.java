package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;


import java.util.List;



import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * The Play page's challenge mode (its default): no value shown until a hint is asked for, the hints in three steps,
 * the sentence that says why the computer moved as it did, and after a lost game the first mistake with the move
 * that would have won; in English and Ukrainian, and at a phone's width. Nim's facts are checked by hand here:
 * 3 xor 4 xor 5 = 2, so 3 4 5 is an N-position whose one winning move takes heap 3 to 1 (1 xor 4 xor 5 = 0).
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChallengeBrowserTest extends AbstractBrowserTest {

    private List<WebElement> hintSteps() {
        return browser.driver.findElements(By.cssSelector("#hints .hint-step"));
    }

    @Test
    void theThreeHintsOfNim345NameTheNPositionTheHeapAndTheMove() {
        browser.open("#/play?game=nim&position=3+4+5");
        browser.textIn(By.id("status"), "Your move");
        assertThat(browser.visible(By.id("mode-challenge")).getAttribute("aria-current")).isEqualTo("true");
        // Nothing gives the answer away before a hint is asked for.
        assertThat(browser.driver.findElements(By.id("current-value"))).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("#play-moves button.win, #play-moves button.lose"))).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector(".move-value"))).isEmpty();
        assertThat(hintSteps()).isEmpty();
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps()).hasSize(1);
        assertThat(hintSteps().get(0).getText()).contains("This is an N-position");
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps().get(1).getText()).contains("Move in heap 1, the one of 3.")
                .contains("Its value 3 \u2295 the nim-sum 2 = 1 is smaller than 3");
        assertThat(browser.driver.findElements(By.cssSelector("#play-moves button.win"))).isEmpty();
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps().get(2).getText()).contains("Move to 1 4 5.");
        assertThat(browser.driver.findElements(By.id("hint-next"))).isEmpty(); // three steps, no more
        assertThat(browser.driver.findElements(By.cssSelector("#play-moves button.win")))
                .extracting(b -> b.getAttribute("data-position")).containsExactly("1 4 5");
        browser.screenshot("challenge-hints");
        // The address shares the game in challenge mode; free play is the other link and shows every value.
        browser.visible(By.id("mode-free")).click();
        browser.textIn(By.id("status"), "Your move");
        assertThat(browser.driver.getCurrentUrl()).contains("mode=free");
        assertThat(browser.driver.findElements(By.cssSelector("#play-moves button.win")))
                .extracting(b -> b.getAttribute("data-position")).containsExactly("1 4 5");
        assertThat(browser.visible(By.id("current-value")).getText()).isEqualTo("G = 2, N-position");
    }

    @Test
    void theComputersMoveIsExplainedByTheNimSum() {
        browser.open("#/play?game=nim&position=3+4+5&you=second");
        browser.textIn(By.id("current-position"), "1 4 5");
        browser.textIn(By.id("status"), "Your move");
        assertThat(browser.visible(By.id("why-move")).getText())
                .isEqualTo("Why this move? It leaves nim-sum 0: 1 \u2295 4 \u2295 5 = 0, a P-position for you.");
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps().get(0).getText()).contains("This is a P-position");
        assertThat(browser.driver.findElements(By.id("hint-next"))).isEmpty(); // no move wins: no more hints
        browser.screenshot("challenge-why");
    }

    @Test
    void aLostGameShowsTheFirstMistakeAndTheMoveThatWouldHaveWon() {
        // From 1 2 (1 xor 2 = 3, an N-position) the one winning move is to 1 1; 0 2 hands the computer the win.
        browser.open("#/play?game=nim&position=1+2");
        browser.textIn(By.id("status"), "Your move");
        browser.visible(By.cssSelector("#play-moves button[data-position='0 2']")).click();
        browser.textIn(By.id("status"), "The computer wins.");
        browser.textIn(By.id("mistake-text"), "At move 1 you could win from 1 2, but you moved to 0 2");
        assertThat(browser.visible(By.id("better-move")).getText()).isEqualTo("1 1");
        browser.screenshot("challenge-mistake");
        // Playing again from there puts the learner back at 1 2.
        browser.visible(By.id("retry-mistake")).click();
        browser.textIn(By.id("status"), "Your move");
        assertThat(browser.visible(By.id("current-position")).getText()).isEqualTo("1 2");
    }

    @Test
    void aGameWonFromTheStartHasNoMistakeOfTheLearners() {
        // 1 1 is a P-position: whatever the learner does, the computer wins; no move of theirs was a mistake.
        browser.open("#/play?game=nim&position=1+1");
        browser.visible(By.cssSelector("#play-moves button[data-position='0 1']")).click();
        browser.textIn(By.id("status"), "The computer wins.");
        browser.textIn(By.id("mistake-text"), "No mistake of yours");
    }

    @Test
    void inUkrainianTheHintsAndTheWhySentenceUseTheNotesTerms() {
        browser.open("?lang=uk#/play?game=nim&position=3+4+5&you=second");
        browser.textIn(By.id("current-position"), "1 4 5");
        browser.textIn(By.id("status"), "\u0422\u0432\u0456\u0439 \u0445\u0456\u0434"); // Твій хід
        assertThat(browser.visible(By.id("why-move")).getText())
                .contains("\u043d\u0456\u043c-\u0441\u0443\u043c\u0443 0: 1 \u2295 4 \u2295 5 = 0") // нім-суму 0
                .contains("P-\u0441\u0442\u0430\u043d"); // P-стан, as the Ukrainian notes write it
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps().get(0).getText()).contains("\u0426\u0435 P-\u0441\u0442\u0430\u043d"); // Це P-стан
        browser.screenshot("challenge-uk");
    }

    @Test
    void inCroatianTheLostGameNamesTheMistake() {
        browser.open("?lang=hr#/play?game=nim&position=1+2");
        browser.visible(By.cssSelector("#play-moves button[data-position='0 2']")).click();
        browser.textIn(By.id("status"), "Ra\u010dunalo je pobijedilo."); // Računalo je pobijedilo.
        browser.textIn(By.id("mistake-text"), "mogao si pobijediti iz 1 2");
        assertThat(browser.visible(By.id("better-move")).getText()).isEqualTo("1 1");
        browser.screenshot("challenge-hr");
    }

    @Test
    void aPartizanGameHasTheSameHintsAndExplainsTheComputersReply() {
        // Domineering 2x3 with Left (vertical dominoes) to move: Left wins moving first (Left has three columns for
        // vertical dominoes, Right only two rows of three), so hints name a winning move, marked in the list.
        browser.open("#/play?game=domineering&position=2x3&you=left");
        browser.textIn(By.id("status"), "Your move");
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps().get(0).getText()).contains("you, moving now, can win");
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps().get(1).getText()).contains("There is only one part");
        browser.visible(By.id("hint-next")).click();
        List<WebElement> marked = browser.driver.findElements(By.cssSelector("#play-moves button.win"));
        assertThat(marked).hasSize(1);
        String move = marked.get(0).getAttribute("data-position");
        assertThat(hintSteps().get(2).getText()).isEqualTo("Hint 3: Move to " + move + ".");
        // With the computer as Left, moving first, its winning move is explained by the value it leaves Right.
        browser.open("#/play?game=domineering&position=2x3&you=right");
        browser.textIn(By.id("why-move"), "Why this move? It leaves ");
        assertThat(browser.visible(By.id("why-move")).getText()).contains("(outcome ").contains("lose against best play");
        browser.screenshot("challenge-partizan");
    }

    @Test
    void aBoardTooBigForItsValueIsPlayedBySearchWithoutValues() {
        // Domineering 6x6, whose value takes 40 s, is played by the search of who wins: the page says so, the hints
        // name the outcome and a winning move, free play marks the winning moves without values, and the computer's
        // reply is explained by the outcome it leaves.
        browser.open("#/play?game=domineering&position=6x6&you=left");
        browser.textIn(By.id("status"), "Your move");
        assertThat(browser.visible(By.id("by-search-note")).getText()).contains("too big for its value");
        browser.visible(By.id("hint-next")).click();
        assertThat(hintSteps().get(0).getText()).isEqualTo("Hint 1: Outcome N: you, moving now, can win.");
        browser.visible(By.id("hint-next")).click();
        browser.visible(By.id("hint-next")).click();
        List<WebElement> marked = browser.driver.findElements(By.cssSelector("#play-moves button.win"));
        assertThat(marked).hasSize(1);
        String move = marked.get(0).getAttribute("data-position");
        assertThat(hintSteps().get(2).getText()).isEqualTo("Hint 3: Move to " + move + ".");
        browser.visible(By.id("mode-free")).click();
        browser.textIn(By.id("status"), "Your move");
        assertThat(browser.driver.findElements(By.cssSelector("#play-moves button.win"))).hasSize(18);
        assertThat(browser.driver.findElements(By.cssSelector("#play-moves button.lose"))).hasSize(12);
        assertThat(browser.visible(By.cssSelector("#play-moves button.win .move-value")).getText()).isEqualTo("wins");
        assertThat(browser.visible(By.id("current-value")).getText())
                .startsWith("outcome N (found by searching who wins");
        browser.open("#/play?game=domineering&position=6x6&you=right");
        browser.textIn(By.id("why-move"), "Why this move? It leaves outcome ");
        assertThat(browser.visible(By.id("why-move")).getText()).contains("lose against best play");
        browser.screenshot("challenge-by-search");
    }

    @Test
    void thePlayPageFitsAPhone() {
        Dimension before = browser.driver.manage().window().getSize();
        try {
            browser.driver.manage().window().setSize(new Dimension(390, 844));
            for (String page : List.of("#/play?game=nim&position=3+4+5", "?lang=uk#/play?game=chomp&position=3x4",
                    "#/play?game=kayles&position=7+3")) {
                browser.open(page);
                browser.visible(By.id("hint-next")).click();
                Object widths = ((JavascriptExecutor) browser.driver).executeScript(
                        "return [document.documentElement.scrollWidth, window.innerWidth];");
                @SuppressWarnings("unchecked")
                List<Number> w = (List<Number>) widths;
                assertThat(w.get(0).intValue()).as("page width at " + page).isLessThanOrEqualTo(w.get(1).intValue());
            }
            browser.save("challenge-phone");
        } finally {
            browser.driver.manage().window().setSize(before);
        }
    }
}
