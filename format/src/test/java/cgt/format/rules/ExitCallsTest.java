package cgt.format.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rules that would end the program are refused when they are loaded, before any of their code runs. */
class ExitCallsTest {

    /** Compiled by the build's javac, not by RulesCompiler: the reader is checked on the class files of both. */
    static final class Quits {
        void quit() {
            System.exit(3);
        }
    }

    static final class Halts {
        IntConsumer halt() {
            return Runtime.getRuntime()::halt;
        }
    }

    private static byte[] classFile(Class<?> c) throws IOException {
        try (InputStream in = c.getResourceAsStream(c.getName().substring(c.getPackageName().length() + 1)
                + ".class")) {
            return in.readAllBytes();
        }
    }

    @Test
    void theBuildsOwnClassFilesAreReadAlike() throws IOException {
        assertThat(ExitCalls.exitCall(classFile(Quits.class))).isEqualTo("System.exit");
        assertThat(ExitCalls.exitCall(classFile(Halts.class))).isEqualTo("Runtime.halt");
        assertThat(ExitCalls.exitCall(classFile(ExitCallsTest.class))).isNull(); // names them in strings only
        assertThat(ExitCalls.exitCall(classFile(RulesCompiler.class))).isNull();
        assertThat(ExitCalls.exitCall(new byte[] {1, 2, 3})).isNull();
    }

    @Test
    void aRulesFileThatExitsIsRefusedWithOneLineAndOneThatDoesNotIsLoaded(@TempDir Path dir) throws IOException {
        Map<String, String> env = Map.of("XDG_CACHE_HOME", dir.resolve("cache").toString());
        Path file = dir.resolve("Quitter.java");
        Files.writeString(file, """
                import cgt.rules.HeapGameRules;

                public class Quitter implements HeapGameRules {
                    public void moves(int n, Moves to) {
                        if (n > 5) {
                            Runtime.getRuntime().exit(1);
                        }
                        if (n > 0) {
                            to.heaps(n - 1);
                        }
                    }
                }
                """);
        assertThatThrownBy(() -> RulesCompiler.register(file.toString(), env)).isInstanceOf(BadInputException.class)
                .hasMessage(file + ": Quitter calls Runtime.exit, which would end the program (and a server for"
                        + " everyone); rules must return their moves instead, or throw an exception for a position"
                        + " they refuse");
        // The second time the compiled classes come from the cache: refused alike.
        assertThatThrownBy(() -> RulesCompiler.register(file.toString(), env)).hasMessageContaining("Runtime.exit");
        Files.writeString(file, Files.readString(file).replace("Runtime.getRuntime().exit(1)",
                "throw new IllegalArgumentException(\"too big\")"));
        assertThat(RulesCompiler.register(file.toString(), env)).isEqualTo("quitter");
    }
}
