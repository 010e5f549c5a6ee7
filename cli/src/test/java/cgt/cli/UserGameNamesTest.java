package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.CliTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The names users' rules files give their games (issue 27): a name a user cannot type or read, or one cgt already
 * reads as a code, a family or {@code graph}, is refused with one line; a built-in game's name is the user's game
 * for the run, said on stderr.
 */
class UserGameNamesTest {

    @TempDir
    static Path cache;
    @TempDir
    Path dir;

    private static Run cgt(String... args) {
        return CliTest.cgtCachingIn(cache, "", args);
    }

    /** A rules file of take-one (every heap moves to the heap one smaller) whose name() returns the expression. */
    private Path named(String className, String nameExpression) throws IOException {
        Path file = dir.resolve(className + ".java");
        Files.writeString(file, """
                import cgt.rules.HeapGameRules;

                public class %s implements HeapGameRules {
                    public String name() {
                        return %s;
                    }

                    public void moves(int n, Moves to) {
                        if (n > 0) {
                            to.heaps(n - 1);
                        }
                    }
                }
                """.formatted(className, nameExpression));
        return file;
    }

    private static void assertRefused(Run r, String... fragments) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("cgt: ").contains(fragments);
        assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
    }

    /** Every refusal is checked in format's UserGameNameTest; here, that one reaches the command line as one line. */
    @Test
    void anUnusableNameIsRefusedOnOneLine() throws IOException {
        assertRefused(cgt("analyze", "--rules", named("NullName", "null").toString(), "3"), "name() gave null");
    }

    @Test
    void aCodeCannotBeTaken() throws IOException {
        assertRefused(cgt("analyze", "--rules", named("Code", "\"0.07\"").toString(), "3"), "'0.07'", "built-in");
        // The code still means the built-in game afterwards: 0.07 is Dawson's Kayles, g(3) = 1 (Winning Ways).
        assertThat(cgt("grundy", "0.07", "--to", "3").out()).isEqualTo("0\n0\n1\n1\n");
    }

    /**
     * examples/Cram.java names its game cram, as the built-in is: the run uses the user's game and says so. (The
     * example, which UserRulesTest registers too, and not a game of this class: a registered name stays for the
     * rest of the process, and other test classes ask the built-in games by name.)
     */
    @Test
    void aBuiltInNameIsTheUsersGameWithANote() {
        Run r = cgt("analyze", "--rules", "../examples/Cram.java", "1x2");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("cram ..\noutcome: N");
        assertThat(r.err()).isEqualTo("cgt: note: the rules file's game 'cram' is used in place of the built-in cram"
                + " in this run\n");
    }
}
