package cgt.web.browser;

import cgt.web.WebServer;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer in a real browser, for the browser tests: the server started in this JVM on a free loopback port,
 * and Debian's headless chromium driven through Debian's chromedriver (both pinned by path, so that nothing is
 * downloaded). Screenshots go to the build's output, target/screenshots.
 */
final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target", "screenshots");

    private final WebServer server;
    private final Path profile;
    private final ChromeDriverService service;
    final ChromeDriver driver;
    final WebDriverWait wait;

    /** A browser whose languages (navigator.languages, Accept-Language) are en-US, whatever the machine's locale. */
    Browser() throws IOException {
        String language = "en-US"; // the English texts the tests read
        // The server starts beside Chromium, not before it: each takes a second or so, much of it waiting.
        CompletableFuture<WebServer> starting = CompletableFuture.supplyAsync(
                () -> WebServer.withDefaults(List.of()).start("127.0.0.1", 0)); // no games of the user's
        profile = Files.createTempDirectory("cgt-chromium-");
        service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort()
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1200,1000", "--user-data-dir=" + profile,
                "--lang=" + language);
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", language));
        ChromeDriver d;
        try {
            d = new ChromeDriver(service, options);
        } catch (RuntimeException e) {
            service.stop();
            try {
                starting.join().close();
            } catch (RuntimeException serverFailedToo) {
                e.addSuppressed(serverFailedToo);
            }
            throw e;
        }
        try {
            server = starting.join();
        } catch (RuntimeException e) {
            d.quit();
            service.stop();
            throw e;
        }
        driver = d;
        wait = new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(25));
        wait.ignoring(StaleElementReferenceException.class); // the pages replace their content as answers come
    }

    /** Opens the explorer at an address inside it ("#/analyze?game=nim"). */
    void open(String hash) {
        driver.get("about:blank"); // a fresh page each time, not only a new address in the same one
        driver.get("http://127.0.0.1:" + server.port() + "/" + hash);
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("main#view h1")));
    }

    /** Waits until an element is there and visible, and returns it. */
    WebElement visible(By by) {
        return wait.until(ExpectedConditions.visibilityOfElementLocated(by));
    }

    /**
     * Waits until an element's text contains the given text; fails at once, with the page's message, if the page
     * shows an error instead.
     */
    void textIn(By by, String text) {
        wait.until(d -> {
            List<WebElement> errors = d.findElements(By.cssSelector("#view .error"));
            if (!errors.isEmpty() && errors.get(0).isDisplayed()) {
                throw new AssertionError("the page shows an error instead of " + by + ": " + errors.get(0).getText());
            }
            List<WebElement> found = d.findElements(by);
            return !found.isEmpty() && found.get(0).getText().contains(text);
        });
    }

    /** Replaces a text box's content. */
    void type(By by, String text) {
        WebElement e = visible(by);
        e.clear();
        e.sendKeys(text);
    }

    /** The errors the page's scripts raised (app.js keeps them in window.cgtErrors). */
    @SuppressWarnings("unchecked")
    List<Object> scriptErrors() {
        Object r = ((JavascriptExecutor) driver).executeScript("return window.cgtErrors || [];");
        return (List<Object>) r;
    }

    /**
     * Saves the whole page as target/screenshots/NAME.png, as wide as the window and as high as the page (at least 600
     * pixels, at most 3,000). Chromium captures it beyond the window (the DevTools protocol's Page.captureScreenshot):
     * the image that a window stretched to the page's height shows, as no page sizes anything by the window's height,
     * without the two resizes and layouts of stretching it; PNG encoded for speed, a quarter bigger, a third quicker.
     */
    Path screenshot(String name) {
        @SuppressWarnings("unchecked")
        List<Number> size = (List<Number>) ((JavascriptExecutor) driver).executeScript("return [window.innerWidth,"
                + " Math.min(3000, Math.max(600, document.documentElement.scrollHeight))];");
        Map<String, Object> shot = driver.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png",
                "optimizeForSpeed", true, "captureBeyondViewport", true, "clip", Map.of("x", 0, "y", 0,
                        "width", size.get(0).intValue(), "height", size.get(1).intValue(), "scale", 1)));
        try {
            Path to = SCREENSHOTS.resolve(name + ".png");
            Files.createDirectories(to.getParent());
            return Files.write(to, Base64.getDecoder().decode((String) shot.get("data")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Saves what the window shows (1200 x 1000) as target/screenshots/NAME.png. */
    Path save(String name) {
        try {
            File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Files.createDirectories(SCREENSHOTS);
            Path to = SCREENSHOTS.resolve(name + ".png");
            Files.copy(shot.toPath(), to, StandardCopyOption.REPLACE_EXISTING);
            return to;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            service.stop();
            server.close();
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                // a temporary profile left behind is harmless
            }
        }
    }
}
