package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cgt.cli.CliTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27's "every path ends in exit 0, 2 or 130 with one line": files that are no regular file (a directory, a
 * FIFO, a device, a link for a file written in place) wherever a file is read or written, and rules files that
 * fail before a position is asked about (a static initializer that throws, a source javac cannot parse, a
 * ruleset whose play cycles). Each was a stack trace, an internal error (exit 1) or a hang before.
 */
@Order(Integer.MAX_VALUE) // a long class, last in the list (junit-platform.properties)
class EveryPathEndsInOneLineTest {

    @TempDir
    static Path cache;
    @TempDir
    Path dir;

    private static Run cgt(String... args) {
        return CliTest.cgtCachingIn(cache, "", args);
    }

    private static void assertRefused(Run r, String... fragments) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("cgt: ").doesNotContain("Exception\n").doesNotContain("internal error")
                .contains(fragments);
        assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
    }

    /** A FIFO (named pipe) in the folder: opening one to read waits for a writer that never comes. */
    private Path fifo(String name) throws IOException, InterruptedException {
        Path p = dir.resolve(name);
        Process mk = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
        assumeTrue(mk.waitFor() == 0, "mkfifo is needed to make a FIFO");
        return p;
    }

    @Test
    void aCheckpointThatIsNoRegularFileIsRefused() throws Exception {
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--checkpoint", "/"), "--checkpoint /", "a directory");
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--checkpoint", dir.toString()), "a directory");
        Path fifo = fifo("ckpt");
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--checkpoint", fifo.toString()), "--checkpoint " + fifo,
                "a FIFO, device or socket, not a regular file");
    }

    @Test
    void aValuesFileThatIsNoRegularFileIsRefused() throws Exception {
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--values-file", dir.toString()), "the values file " + dir,
                "is a directory");
        Path fifo = fifo("values");
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--values-file", fifo.toString()),
                "a FIFO, device or socket");
        assumeTrue(Files.exists(Path.of("/dev/null")));
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--values-file", "/dev/null"),
                "the values file /dev/null is a FIFO, device or socket");
    }

    /** Values files are written in place (mapped): one through a link would overwrite what the link's maker chose. */
    @Test
    void aValuesFileThatIsALinkIsRefusedAndItsTargetUntouched() throws IOException {
        Path target = dir.resolve("precious.txt");
        Files.writeString(target, "keep me\n");
        Path link = Files.createSymbolicLink(dir.resolve("k.values"), target);
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--values-file", link.toString()), "a symbolic link");
        assertThat(Files.readString(target)).isEqualTo("keep me\n");
        Path dangling = Files.createSymbolicLink(dir.resolve("d.values"), dir.resolve("nowhere"));
        assertRefused(cgt("grundy", "kayles", "--to", "100", "--values-file", dangling.toString()), "a symbolic link");
        assertThat(dir.resolve("nowhere")).doesNotExist();
    }

    @Test
    void aRulesFileOrGraphThatIsNoRegularFileIsRefused() throws Exception {
        Path fifo = fifo("Rules.java");
        assertRefused(cgt("analyze", "--rules", fifo.toString(), "3"), "--rules " + fifo, "not a regular file");
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        Path device = Files.createSymbolicLink(dir.resolve("Zero.java"), Path.of("/dev/zero"));
        assertRefused(cgt("analyze", "--rules", device.toString(), "3"), "--rules " + device, "a FIFO, device");
        Path graph = fifo("graph.txt");
        assertRefused(cgt("analyze", "graph", graph.toString()), "the graph file " + graph, "not a regular file");
    }

    @Test
    void aStaticInitializerThatThrowsIsTheFilesFault() throws IOException {
        Path file = dir.resolve("StaticThrows.java");
        Files.writeString(file, """
                import cgt.rules.HeapGameRules;

                public class StaticThrows implements HeapGameRules {
                    static final int LIMIT = Integer.parseInt("none");

                    public void moves(int n, Moves to) {
                        if (n > 0) {
                            to.heaps(n - 1);
                        }
                    }
                }
                """);
        assertRefused(cgt("analyze", "--rules", file.toString(), "3"),
                file + ": the static initializer of StaticThrows failed: java.lang.NumberFormatException");
    }

    @Test
    void twoHundredThousandNestedParenthesesDoNotCompileOnOneLine() throws IOException {
        Path file = dir.resolve("Deep.java");
        Files.writeString(file, "public class Deep { int x = " + "(".repeat(200_000) + "1" + ")".repeat(200_000)
                + "; }\n");
        // The compiler overflows its stack; its own report of that (a stack trace) stays inside cgt. (20,000 levels
        // overflowed only while the compiler's recursion ran interpreted: once the JIT had compiled it, its smaller
        // frames fitted, the file compiled, and the test failed in one CI run.)
        assertRefused(cgt("analyze", "--rules", file.toString(), "3"),
                file + ": does not compile: nested too deeply for the Java compiler");
    }

    /** A partizan ruleset whose play cycles is a loopy game: solved as one (Left always has a move, Right never). */
    @Test
    void aCyclingPartizanRulesetIsSolvedAsALoopyGame() throws IOException {
        Path file = dir.resolve("Cycle.java");
        Files.writeString(file, """
                import cgt.rules.PartizanRules;
                import java.util.List;

                public class Cycle implements PartizanRules<Integer> {
                    public List<Integer> leftMoves(Integer n) {
                        return List.of((n + 1) % 4);
                    }

                    public List<Integer> rightMoves(Integer n) {
                        return List.of();
                    }
                }
                """);
        Run r = cgt("analyze", "--rules", file.toString(), "1", "--json");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        // on = {on|}: Left moves forever, Right never can (Winning Ways, ch. 11); the graph is the 4-cycle.
        assertThat(r.out()).contains("\"outcome\":\"L\"", "\"value\":\"on\"", "\"positions\":4", "\"moves\":4");
    }

    /** Slow only for the seconds it still takes to refuse (about 3 here on a loaded machine; issue 27 saw 18). */
    @Test
    @Tag("slow")
    void aHugeHeapOfAnUnboundedCodeIsRefusedWithItsSize() {
        assertRefused(cgt("analyze", "0.[3]", "100000000"), "g(0..100000000)", "limit");
    }
}
