package cgt.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;

/** One run of {@code cgt} inside the test's JVM, and what any run must satisfy whatever it was given. */
record CliRun(String[] args, int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new CliRun(args, code, out.toString(), err.toString());
    }

    /** Success, or a usage error told in one line: never an internal error, never a stack trace. */
    void succeededOrRejectedCleanly() {
        String what = "cgt " + Arrays.toString(args) + " wrote on stderr:\n" + err;
        assertThat(exitCode).as(what).isIn(0, Main.BAD_INPUT);
        assertThat(err).as(what).doesNotContain("internal error").doesNotContain("\tat ")
                .doesNotContain("Exception");
        if (exitCode == Main.BAD_INPUT) {
            assertThat(err).as(what).startsWith("cgt: ");
        }
    }
}
