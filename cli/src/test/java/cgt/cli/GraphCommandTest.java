package cgt.cli;

import static cgt.cli.CliTest.cgt;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cgt analyze graph FILE}: the text and JSON the contract promises, and refusals with exit code 2. */
class GraphCommandTest {

    @TempDir
    Path dir;

    @Test
    void anEdgeListIsLabelledVertexByVertex() throws IOException {
        Path f = write("g.txt", "a: b\nb: c\nc: a t\nloop: loop\n");
        CliTest.Run r = cgt("analyze", "graph", f.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("5 vertices, 5 moves", "outcomes: 2 P, 2 N, 1 D (draw)",
                "a: N in 3 moves, value 1\n", "b: P in 2 moves, value 0\n", "c: N in 1 move, value 2\n",
                "t: P in 0 moves, value 0\n", "loop: D, value ∞(∅)\n");
    }

    @Test
    void jsonGivesEveryVertexWithInfinityAndItsReach() throws IOException {
        Path f = write("g.dot", "digraph { a -> b; b -> a; b -> t; c -> c -> t }");
        CliTest.Run r = cgt("analyze", "graph", f.toString(), "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"vertices\":[{\"name\":\"a\",\"outcome\":\"P\",\"remoteness\":2,\"value\":0},"
                + "{\"name\":\"b\",\"outcome\":\"N\",\"remoteness\":1,\"value\":1},"
                + "{\"name\":\"t\",\"outcome\":\"P\",\"remoteness\":0,\"value\":0},"
                + "{\"name\":\"c\",\"outcome\":\"N\",\"remoteness\":1,\"value\":\"inf\",\"reach\":[0]}]}");
        Path draw = write("d.txt", "x: y\ny: x\n");
        assertThat(cgt("analyze", "graph", draw.toString(), "--json").out()).contains(
                "{\"name\":\"x\",\"outcome\":\"D\",\"remoteness\":null,\"value\":\"inf\",\"reach\":[]}");
    }

    @Test
    void badFilesAreRefusedWithOneLineAndExitCode2() throws IOException {
        CliTest.Run missing = cgt("analyze", "graph", dir.resolve("nothing.txt").toString());
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).startsWith("cgt: cannot read the graph").contains("no such file");
        CliTest.Run bad = cgt("analyze", "graph", write("bad.txt", "a: b\nb c\n").toString());
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("cgt: graph line 2: expected ':'").hasLineCount(1);
        Path binary = dir.resolve("bin");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 'a', ':'});
        assertThat(cgt("analyze", "graph", binary.toString()).err()).contains("not UTF-8 text");
        assertThat(cgt("analyze", "graph", dir.toString()).err()).contains("it is a directory");
        assertThat(cgt("analyze", "graph", "a", "b").err()).contains("takes one FILE");
        CliTest.Run misere = cgt("analyze", "graph", write("ok.txt", "a: b\n").toString(), "--misere");
        assertThat(misere.code()).isEqualTo(2);
        assertThat(misere.err()).contains("--misere is not available for game graphs");
    }

    @Test
    void gamesListsGraphs() {
        assertThat(cgt("games").out()).contains("cgt analyze graph FILE");
        assertThat(cgt("games", "graph").out()).contains("generalized Sprague-Grundy value");
        assertThat(cgt("games", "graph", "--json").out()).contains("\"kind\":\"graph\"");
    }

    private Path write(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }
}
