package cgt.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Games are immutable values, and a request's settings travel in the request: a method named like a wither
 * ({@code withMisereRule}) or like the request setters games once had ({@code reportingTo}, {@code usingThreads})
 * returns a new object, never {@code this} after changing it. A game the catalog hands out may be shared by requests
 * on several threads; a wither that mutates would let one request's settings leak into another's.
 */
class NoMutatingWithersTest {

    /**
     * The declaration of such a method, up to the brace that opens its body (parameters may span lines). The
     * lookahead first asks that such a name come before the next parenthesis, semicolon or brace, which the part of a
     * declaration before its name never holds: without it the return type's characters (spaces among them) and the
     * spaces after them were tried in every split at the start of every line, seconds over core's sources.
     */
    private static final Pattern DECLARATION = Pattern.compile("(?m)^(?=[^(;{}]*\\b(?:with[A-Z]|reportingTo"
            + "|usingThreads))[ \\t]*(?:(?:public|protected|private|static|final|synchronized|default)\\s+)*"
            + "(?:<[^>]*>\\s*)?[\\w.<>\\[\\], ?]+\\s+(with[A-Z]\\w*|reportingTo|usingThreads)"
            + "\\s*\\([^)]*\\)\\s*(?:throws\\s+[\\w.,\\s]+)?\\{");
    private static final Pattern RETURNS_THIS = Pattern.compile("\\breturn\\s+this\\s*;");

    @Test
    void noWitherInCoreReturnsThis() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        assertThat(sources).isNotEmpty();
        List<String> withers = new ArrayList<>();
        List<String> mutating = new ArrayList<>();
        for (Path p : sources) {
            String text = Files.readString(p);
            for (Method m : methods(text)) {
                withers.add(p.getFileName() + "." + m.name());
                if (RETURNS_THIS.matcher(m.body()).find()) {
                    mutating.add(p.getFileName() + "." + m.name());
                }
            }
        }
        // The scan sees the withers there are (HeapGame's among them), so that its silence means something.
        assertThat(withers).contains("HeapGame.java.withMisereRule", "HeapGame.java.withMoveFamilies",
                "Request.java.reportingTo", "Request.java.usingThreads", "GrundyEngine.java.withThreads");
        assertThat(mutating).as("withers that return this (return a new object instead)").isEmpty();
    }

    @Test
    void theScanFindsAWitherThatReturnsThisAndPassesOneThatDoesNot() {
        String source = """
                final class Sample {
                    private int limit;

                    /** Mutates. */
                    public Sample withLimit(int limit) {
                        // don't take a negative limit: '}' would not do
                        if (limit < 0) {
                            throw new IllegalArgumentException("{");
                        }
                        this.limit = limit;
                        return this;
                    }

                    public Sample reportingTo(
                            Object progress) {
                        return new Sample();
                    }

                    void use() {
                        Sample s = new Sample().withLimit(3);
                    }
                }
                """;
        List<Method> found = methods(source);
        assertThat(found).extracting(Method::name).containsExactly("withLimit", "reportingTo");
        assertThat(RETURNS_THIS.matcher(found.get(0).body()).find()).isTrue();
        assertThat(RETURNS_THIS.matcher(found.get(1).body()).find()).isFalse();
    }

    private record Method(String name, String body) {
    }

    /** The declared withers of a source file with their bodies, the braces matched outside comments and literals. */
    private static List<Method> methods(String text) {
        List<Method> methods = new ArrayList<>();
        Matcher m = DECLARATION.matcher(text);
        while (m.find()) {
            int open = m.end() - 1;
            methods.add(new Method(m.group(1), text.substring(open, closing(text, open) + 1)));
        }
        return methods;
    }

    /** The index of the brace that closes the one at {@code open}. */
    private static int closing(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (text.startsWith("//", i)) {
                i = text.indexOf('\n', i);
            } else if (text.startsWith("/*", i)) {
                i = text.indexOf("*/", i + 2) + 1;
            } else if (c == '"' || c == '\'') {
                i = endOfLiteral(text, i, c);
            } else if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        throw new IllegalStateException("unbalanced braces after index " + open);
    }

    private static int endOfLiteral(String text, int start, char quote) {
        for (int i = start + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == quote) {
                return i;
            }
        }
        return text.length();
    }
}
