package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@code cgt shell}: JShell in this process with the library imported, driven by a script on its input. */
class ShellCommandTest {

    private record Session(int code, String out, String err) {
    }

    private static Session session(String script) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = ShellCommand.run(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)), o, e);
        }
        return new Session(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Tag("slow")
    @Test
    void aScriptUsesTheHelpersAndTheApiWithoutImportingAnything() throws Exception {
        Session s = session("""
                analyze("nim", 3, 4, 5)
                game("{1|*}")
                grundy("kayles", 11)
                compare("^", "*")
                CanonicalGame.star().plus(CanonicalGame.star())
                analyze("kayles", 5, 7).result().normalPlayValue().getAsLong()
                value("{2|-1}.Cool(1).Mean")
                methods()
                /exit
                """);
        assertThat(s.code()).isZero();
        // Nim 3 4 5: nim-sum 3 ^ 4 ^ 5 = 2, won by taking two from the heap of 3 (Bouton).
        assertThat(s.out()).contains("""
                nim 3 4 5
                outcome: N (next player wins: whoever moves next wins)
                value: 2
                winning moves (1):
                  1 4 5
                """);
        assertThat(s.out()).contains("==> {1|*}");
        // Kayles g(0..11), Winning Ways and OEIS A002186.
        assertThat(s.out()).contains("==> [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]");
        assertThat(s.out()).contains("==> ||");
        assertThat(s.out()).contains("==> 0"); // * + * = 0
        assertThat(s.out()).contains("==> 6"); // Kayles g(5) xor g(7) = 4 xor 2
        // The expression language of cgt value: {2|-1} cooled by 1 is {1|0}, of mean 1/2; and the list of methods.
        assertThat(s.out()).contains("==> 1/2").contains("G.Cool(t)");
        assertThat(s.out()).doesNotContain("Error:");
    }

    @Tag("slow")
    @Test
    void aMistakeInASnippetIsReportedAndTheSessionGoesOn() throws Exception {
        Session s = session("""
                analyze("no-such-game", 1)
                grundy("nim", 3)
                """);
        assertThat(s.code()).isZero();
        assertThat(s.out() + s.err()).contains("BadInputException").contains("no-such-game");
        assertThat(s.out()).contains("==> [0, 1, 2, 3]");
    }

    @Test
    void everyLibraryPackageIsImportedAndTheCommandLineIsNot() throws Exception {
        Set<String> packages = ShellCommand.libraryPackages(ShellCommand.libraryLocation());
        assertThat(packages).contains("cgt.analysis", "cgt.partizan", "cgt.partizan.notation", "cgt.games")
                .noneMatch(p -> p.startsWith("cgt.cli"));
        assertThat(ShellCommand.startupScript(Set.of("cgt.partizan")))
                .isEqualTo("import cgt.partizan.*;\nimport static cgt.analysis.Worksheet.*;\n");
    }

    @Test
    void theShellIsListedAmongTheCommandsAndHasHelp() {
        assertThat(CliTest.cgt("--help").out()).contains("  shell ");
        CliTest.Run help = CliTest.cgt("shell", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).startsWith("Usage: cgt shell").contains("analyze(\"nim\", 3, 4, 5)");
        // Arguments are a mistake (a script comes on standard input), reported as bad usage.
        CliTest.Run extra = CliTest.cgt("shell", "worksheet.jsh");
        assertThat(extra.code()).isEqualTo(2);
        assertThat(extra.err()).startsWith("cgt: ").contains("worksheet.jsh");
    }
}
