package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code cgt serve} and {@code cgt survey} live in modules of their own; on the cgt jar's class path alone they
 * are not "unknown commands" but say how to run them.
 */
class ModuleCommandTest {

    @Test
    void aModuleCommandWithoutItsModuleSaysHowToRunIt() {
        CliTest.Run run = CliTest.cgt("serve", "--port", "9000");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo("cgt: 'cgt serve' needs the web module, which this class path lacks;"
                + " run it as './cgt serve ...' from the project's folder, which builds and adds it");
        assertThat(CliTest.cgt("survey", "octal:2").err()).contains("needs the survey module");
    }

    @Test
    void theHelpStillListsEveryBuiltInCommand() {
        assertThat(CliTest.cgt("--help").out()).contains("analyze", "grundy", "shell");
    }
}
