package cgt.web;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.task.Progress;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A job's stage in its JSON: the English words as before ({@code stage}), and the message key and arguments
 * ({@code stageKey}, {@code stageArgs}) that the explorer says it by in the page's language; the English text of each
 * key in the Sequences page's catalogue is the server's words for it, filled with the same arguments.
 */
class JobStageTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT.withBudget(Duration.ofMinutes(1)));

    @Test
    void aStageCarriesItsKeyAndArgumentsBesideItsWords() {
        Jobs.Job job = new Jobs.Job("j1", "me", "period");
        assertThat(job.toJsonText()).contains("\"stage\":\"\",\"stageKey\":\"\",\"stageArgs\":[]");
        job.report(Progress.Stage.of("period search (limit 5000), values computed", "stage.periodLimit", 5000), 7,
                5000);
        assertThat(job.toJsonText()).contains("\"stage\":\"period search (limit 5000), values computed\","
                + "\"stageKey\":\"stage.periodLimit\",\"stageArgs\":[5000],\"done\":7,\"total\":5000");
        // A stage named by its words alone gets the key the catalogues name such a stage by.
        job.report("grundy values", 3, 10);
        assertThat(job.toJsonText()).contains("\"stage\":\"grundy values\",\"stageKey\":\"stage.grundy_values\","
                + "\"stageArgs\":[],\"done\":3");
        // An argument that is itself a statement (a partizan search's size) is sent as its English words.
        job.report(Progress.Stage.of("parts solved (searching 2 by 2 board with 1 skiers; ...)", "stage.partsSized",
                Progress.Stage.of("2 by 2 board with 1 skiers", "stage.size.skiJumps", 2, 2, 1)), 1, -1);
        assertThat(Jobs.stageArgs(job.stage)).isEqualTo(List.of("2 by 2 board with 1 skiers"));
    }

    @Test
    void aPeriodJobSaysItsStageByKeyAndThePagesEnglishIsTheServersWords() throws Exception {
        String job = api.finishedJob("kind=period&game=kayles&max=5000", 30);
        assertThat(job).contains("\"stage\":\"period search (limit 5000), values computed\",\"stageKey\":"
                + "\"stage.periodLimit\",\"stageArgs\":[5000]");
        // The Sequences page's English for the key, filled as the page fills it ({0} the first argument), is the
        // server's words.
        Matcher text = Pattern.compile("\"sequences\\.stage\\.periodLimit\": \"([^\"]*)\"").matcher(catalogue("en"));
        assertThat(text.find()).isTrue();
        Matcher arg = Pattern.compile("\"stageArgs\":\\[(\\d+)]").matcher(job);
        assertThat(arg.find()).isTrue();
        assertThat(text.group(1).replace("{0}", arg.group(1))).isEqualTo("period search (limit 5000), values computed");
        assertThat(catalogue("en")).contains("\"sequences.stage.grundy_values\": \"grundy values\"");
        assertThat(catalogue("uk")).contains("\"sequences.stage.periodLimit\": \"пошук періоду (межа {0}),");
    }

    private static String catalogue(String lang) throws IOException {
        try (InputStream in = JobStageTest.class.getResourceAsStream("/public/i18n/" + lang + "/sequences.json")) {
            assertThat(in).as("%s/sequences.json", lang).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
