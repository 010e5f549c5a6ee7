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
 * The Analyze page's learning panels: the impartial game tree (each option with its Grundy value, the mex written
 * out) and the step-through of the explanation. Values checked by hand: in Nim 1 2 the options are 0 2, 1 1 and 1 0
 * of values 2, 0 and 1, so G(1 2) = mex{0, 1, 2} = 3; Kayles 3 (Winning Ways) has value 3.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LearnBrowserTest extends AbstractBrowserTest {

    @Test
    void theTreeOfNim12ShowsEachOptionsValueAndTheMex() {
        browser.open("#/analyze?game=nim&position=1+2");
        browser.visible(By.id("impartial-tree-summary")).click();
        browser.textIn(By.cssSelector("#itree > li > details > summary"), "G = mex{0..2} = 3");
        List<WebElement> children = browser.driver.findElements(By.cssSelector("#itree > li > details > ul > li"));
        assertThat(children).extracting(c -> c.getAttribute("data-position")).containsExactly("0 2", "1 1", "1 0");
        assertThat(children).extracting(c -> c.findElement(By.cssSelector(".tree-value")).getAttribute("data-value"))
                .containsExactly("2", "0", "1");
        // A child opens on a click: 0 2 has the options 0 1 and 0 0, values 1 and 0, so mex 2.
        WebElement first = children.get(0).findElement(By.tagName("summary"));
        assertThat(first.getText()).contains("G = mex{0, 1} = 2");
        first.click();
        assertThat(children.get(0).findElements(By.cssSelector(":scope > details > ul > li")))
                .extracting(c -> c.getAttribute("data-position")).containsExactly("0 1", "0 0");
        browser.screenshot("learn-tree");
    }

    @Test
    void aBigTreeSaysItIsCut() {
        browser.open("#/analyze?game=nim&position=7+8+9");
        browser.visible(By.id("impartial-tree-summary")).click();
        browser.textIn(By.id("tree-cut"), "too big to show whole");
    }

    @Test
    void theStepThroughWalksTheNimSumReasoning() {
        browser.open("#/analyze?game=nim&position=3+4+5");
        browser.textIn(By.id("step-count"), "Step 1 of ");
        assertThat(browser.visible(By.id("step-prev")).isEnabled()).isFalse();
        int total = Integer.parseInt(browser.visible(By.id("step-count")).getText().replaceAll(".* of ", ""));
        boolean sawNimSum = false;
        for (int k = 1; k < total; k++) {
            browser.visible(By.id("step-next")).click();
            browser.textIn(By.id("step-count"), "Step " + (k + 1) + " of " + total);
            if (!browser.driver.findElements(By.cssSelector("#step-through table.binary")).isEmpty()) {
                sawNimSum = true;
                assertThat(browser.visible(By.id("step-about")).getText()).contains("nim-sum");
                assertThat(browser.visible(By.cssSelector("#step-through tr.sum")).getText()).contains("2");
            }
        }
        assertThat(sawNimSum).as("a step shows the nim-sum 3 xor 4 xor 5 = 2 in binary").isTrue();
        assertThat(browser.visible(By.id("step-next")).isEnabled()).isFalse();
        browser.visible(By.id("step-prev")).click();
        browser.textIn(By.id("step-count"), "Step " + (total - 1) + " of " + total);
        browser.screenshot("learn-steps");
    }

    @Test
    void inCroatianTheTreeAndTheStepsSpeakCroatian() {
        browser.open("?lang=hr#/analyze?game=kayles&position=3");
        browser.visible(By.id("impartial-tree-summary")).click();
        assertThat(browser.visible(By.id("impartial-tree-summary")).getText()).contains("Stablo igre");
        browser.textIn(By.cssSelector("#itree > li > details > summary"), "= 3");
        browser.open("?lang=hr#/analyze?game=nim&position=3+4+5");
        browser.textIn(By.id("step-count"), "Korak 1 od ");
        browser.screenshot("learn-hr");
    }

    @Test
    void inUkrainianTheTreeIsTitledInUkrainian() {
        browser.open("?lang=uk#/analyze?game=nim&position=1+1");
        assertThat(browser.visible(By.id("impartial-tree-summary")).getText()).contains("\u0414\u0435\u0440\u0435\u0432\u043e \u0433\u0440\u0438"); // Дерево гри
        browser.visible(By.id("impartial-tree-summary")).click();
        browser.textIn(By.cssSelector("#itree > li > details > summary"), "G = mex{1} = 0");
    }
}
