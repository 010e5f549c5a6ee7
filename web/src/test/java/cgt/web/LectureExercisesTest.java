package cgt.web;

import static cgt.web.ApiTestSupport.q;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every exercise of the lecture notes, as docs/lecture-exercises.txt lists it, asked of the explorer's API: each
 * request answers 200 and its JSON holds the answer the list gives (the note's, or the published one where the note
 * slips). The list's own shape is checked too: each exercise says whether cgt answers it, and why not when it does not.
 */
class LectureExercisesTest {

    @RegisterExtension
    static final ApiTestSupport api = new ApiTestSupport(Limits.DEFAULT);

    static final Path LIST = Path.of("..", "docs", "lecture-exercises.txt");
    private static final List<String> STATUSES = List.of("answered", "illustrated", "unanswerable");
    private static final Pattern VALUES = Pattern.compile("\"values\":\\[([0-9,]*)\\]");

    /** One exercise of the list: its fields in order, each key with its lines. */
    record Entry(String id, List<String[]> fields) {
        String first(String key) {
            return fields.stream().filter(f -> f[0].equals(key)).map(f -> f[1]).findFirst().orElse(null);
        }
    }

    static List<Entry> entries() throws IOException {
        List<Entry> out = new ArrayList<>();
        List<String[]> fields = null;
        for (String line : Files.readAllLines(LIST, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(": ");
            String key = line.substring(0, colon);
            String value = line.substring(colon + 2).strip();
            if (key.equals("exercise")) {
                fields = new ArrayList<>();
                out.add(new Entry(value, fields));
            }
            fields.add(new String[] {key, value});
        }
        return out;
    }

    @Test
    void everyExerciseSaysWhereItIsWhatItAsksAndWhetherCgtAnswersIt() throws IOException {
        List<Entry> entries = entries();
        Map<String, Integer> byStatus = new LinkedHashMap<>();
        for (Entry e : entries) {
            assertThat(e.first("note")).as(e.id()).isNotBlank();
            assertThat(e.first("question")).as(e.id()).isNotBlank();
            String status = e.first("status");
            assertThat(STATUSES).as(e.id()).contains(status);
            byStatus.merge(status, 1, Integer::sum);
            if (status.equals("unanswerable")) {
                assertThat(e.first("why")).as(e.id()).isNotBlank();
                assertThat(e.first("ask")).as(e.id()).isNull();
            } else {
                assertThat(e.first("answer")).as(e.id()).isNotBlank();
                assertThat(e.first("ask")).as(e.id()).isNotNull();
            }
        }
        assertThat(entries).extracting(Entry::id).doesNotHaveDuplicates();
        // Every note is in the list.
        for (String note : List.of("000", "001", "002", "003", "004")) {
            assertThat(entries).as(note).anyMatch(e -> e.first("note").startsWith(note));
        }
        assertThat(byStatus).containsEntry("answered", 44).containsEntry("illustrated", 13)
                .containsEntry("unanswerable", 4);
    }

    @TestFactory
    Stream<DynamicTest> everyAnswerIsTheExplorers() throws IOException {
        return entries().stream().filter(e -> e.first("ask") != null)
                .map(e -> DynamicTest.dynamicTest(e.id(), () -> run(e)));
    }

    private static void run(Entry e) throws Exception {
        String body = null;
        String ask = null;
        for (String[] f : e.fields()) {
            switch (f[0]) {
                case "ask" -> {
                    ask = f[1];
                    HttpResponse<String> r = api.get(encoded(ask));
                    assertThat(r.statusCode()).as(e.id() + ": " + ask + " -> " + r.body()).isEqualTo(200);
                    body = r.body();
                }
                case "expect" -> assertThat(body).as(e.id() + ": " + ask).contains(f[1]);
                case "zeros" -> assertThat(zeros(body)).as(e.id() + ": " + ask).isEqualTo(numbers(f[1]));
                case "count" -> {
                    int eq = f[1].lastIndexOf(" = ");
                    String text = f[1].substring(0, eq);
                    int n = Integer.parseInt(f[1].substring(eq + 3));
                    assertThat(occurrences(body, text)).as(e.id() + ": " + text + " in " + ask).isEqualTo(n);
                }
                default -> {
                    // the prose fields: checked by the test above
                }
            }
        }
    }

    /** The ask's path with each query parameter's value URL-encoded ("+" is a sum, a space a separator). */
    static String encoded(String ask) {
        int mark = ask.indexOf('?');
        if (mark < 0) {
            return ask;
        }
        StringBuilder b = new StringBuilder(ask.substring(0, mark + 1));
        String[] params = ask.substring(mark + 1).split("&", -1);
        for (int i = 0; i < params.length; i++) {
            int eq = params[i].indexOf('=');
            b.append(i == 0 ? "" : "&").append(params[i], 0, eq + 1).append(q(params[i].substring(eq + 1)));
        }
        return b.toString();
    }

    /** The heaps whose value is 0 in the answer's "values" list. */
    private static List<Integer> zeros(String body) {
        Matcher m = VALUES.matcher(body);
        assertThat(m.find()).as("a values list in " + body).isTrue();
        long[] values = Arrays.stream(m.group(1).split(",", -1)).mapToLong(Long::parseLong).toArray();
        return IntStream.range(0, values.length).filter(i -> values[i] == 0).boxed().toList();
    }

    private static List<Integer> numbers(String text) {
        return Arrays.stream(text.strip().split("\\s+", -1)).map(Integer::valueOf).toList();
    }

    private static int occurrences(String body, String text) {
        int n = 0;
        for (int i = body.indexOf(text); i >= 0; i = body.indexOf(text, i + 1)) {
            n++;
        }
        return n;
    }
}
