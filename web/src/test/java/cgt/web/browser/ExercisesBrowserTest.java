package cgt.web.browser;

import static org.assertj.core.api.Assertions.assertThat;


import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;



import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The exercises page in headless chromium: a Nim exercise answered right and wrong (the explanation shows the nim-sum),
 * the printed worksheet with its answer key, and the page in Ukrainian and in Romanian. The right Nim answer is
 * worked out here from the question's heaps, by exclusive or, not read from the page.
 */
@Tag("slow")
@EnabledIfSystemProperty(named = "cgt.browser", matches = "true")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExercisesBrowserTest extends AbstractBrowserTest {

    private static final Pattern HEAPS = Pattern.compile("(\\d+(?: \\d+)+)");
    @Test
    void aNimExerciseAnsweredWrongShowsTheRightAnswerAndTheNimSumAndRightSaysSo() {
        browser.open("#/exercises?seed=11&kinds=nim&count=2");
        int[] heaps = heaps(browser.visible(By.cssSelector("#exercise-1 .question")).getText());
        int sum = Arrays.stream(heaps).reduce(0, (a, b) -> a ^ b);
        String right = sum == 0 ? "P" : winningMove(heaps, sum);
        String wrong = sum == 0 ? movedOne(heaps) : "P";
        browser.type(By.id("answer-1"), wrong);
        browser.visible(By.cssSelector("#exercise-1 button.check")).click();
        browser.textIn(By.cssSelector("#feedback-1 .verdict"), "Not right.");
        assertThat(browser.visible(By.cssSelector("#feedback-1 table.binary tr.sum")).getText())
                .contains(String.valueOf(sum));
        browser.screenshot("exercises-wrong");
        browser.type(By.id("answer-1"), "  " + right.replace(" ", " ,  ") + " ");
        browser.visible(By.cssSelector("#exercise-1 button.check")).click();
        browser.textIn(By.cssSelector("#feedback-1 .verdict"), "Right.");
        assertThat(browser.visible(By.cssSelector("#feedback-1 .verdict")).getText()).doesNotContain("Not right");
        assertThat(browser.driver.getCurrentUrl()).contains("seed=11");
    }

    @Test
    void theWorksheetListsTheQuestionsThenTheAnswerKey() {
        browser.open("#/exercises?seed=11&count=7&print=1");
        browser.textIn(By.id("answer-key"), "Answer key");
        List<WebElement> questions = browser.driver.findElements(By.cssSelector(".worksheet-list > li"));
        List<WebElement> answers = browser.driver.findElements(By.cssSelector("#answer-key li"));
        assertThat(questions).hasSize(7);
        assertThat(answers).hasSize(7);
        assertThat(questions.get(0).getText()).startsWith("Nim with heaps");
        assertThat(answers.get(0).getText()).containsAnyOf("P-position", "N-position");
        assertThat(browser.driver.findElement(By.cssSelector("header.top")).isDisplayed()).isTrue(); // on screen
        browser.screenshot("exercises-worksheet");
    }

    @Test
    void inUkrainianTheSheetAndItsVerdictAreUkrainian() {
        browser.open("?lang=uk#/exercises?seed=11&kinds=nim&count=1");
        assertThat(browser.visible(By.tagName("h1")).getText()).isEqualTo("Вправи");
        String question = browser.visible(By.cssSelector("#exercise-1 .question")).getText();
        assertThat(question).startsWith("Нім з купками");
        int[] heaps = heaps(question);
        int sum = Arrays.stream(heaps).reduce(0, (a, b) -> a ^ b);
        browser.type(By.id("answer-1"), sum == 0 ? "p" : winningMove(heaps, sum));
        browser.visible(By.cssSelector("#exercise-1 button.check")).click();
        browser.textIn(By.cssSelector("#feedback-1 .verdict"), "Правильно.");
        browser.screenshot("exercises-uk");
    }

    @Test
    void inRomanianAValueIsShownAndThenAnsweredInAnyFormOfIt() {
        browser.open("?lang=ro#/exercises?seed=11&kinds=value&count=1");
        assertThat(browser.visible(By.tagName("h1")).getText()).isEqualTo("Exerciții");
        assertThat(browser.visible(By.cssSelector("#exercise-1 .question")).getText())
                .startsWith("Care este valoarea jocului");
        WebElement show = browser.visible(By.cssSelector("#exercise-1 button.show-answer"));
        assertThat(show.getText()).isEqualTo("Arată răspunsul");
        show.click();
        browser.textIn(By.cssSelector("#feedback-1 .verdict"), "rezultat");
        String shown = browser.visible(By.cssSelector("#feedback-1 .verdict")).getText();
        String value = shown.substring(0, shown.indexOf(" (rezultat"));
        browser.type(By.id("answer-1"), value + " + 0"); // the same value, written another way
        browser.visible(By.cssSelector("#exercise-1 button.check")).click();
        browser.textIn(By.cssSelector("#feedback-1 .verdict"), "Corect.");
        browser.screenshot("exercises-ro");
    }

    private static int[] heaps(String question) {
        Matcher m = HEAPS.matcher(question);
        assertThat(m.find()).as(question).isTrue();
        return Arrays.stream(m.group(1).split(" ", -1)).mapToInt(Integer::parseInt).toArray();
    }

    /** The heaps after Bouton's winning move: a heap x with x xor sum < x made x xor sum. */
    private static String winningMove(int[] heaps, int sum) {
        int[] after = heaps.clone();
        for (int i = 0; i < after.length; i++) {
            if ((after[i] ^ sum) < after[i]) {
                after[i] ^= sum;
                break;
            }
        }
        return String.join(" ", Arrays.stream(after).mapToObj(String::valueOf).toList());
    }

    /** Some move (one taken from the first non-empty heap): from a P-position every move is wrong. */
    private static String movedOne(int[] heaps) {
        int[] after = heaps.clone();
        for (int i = 0; i < after.length; i++) {
            if (after[i] > 0) {
                after[i]--;
                break;
            }
        }
        return String.join(" ", Arrays.stream(after).mapToObj(String::valueOf).toList());
    }
}
