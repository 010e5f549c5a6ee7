package cgt.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every package of format's sources has a {@code package-info.java} whose javadoc says what it is for, and no
 * {@code package-info.java} is left in a folder whose classes moved away. The same check as core's
 * {@code cgt.architecture.PackageDocsTest}, which this module's tests cannot see.
 */
class PackageDocsTest {

    private static final Pattern PACKAGE_DOC = Pattern.compile("/\\*\\*(.*?)\\*/\\s*package\\s", Pattern.DOTALL);

    @Test
    void everyPackageIsDocumentedAndNoDocumentationIsStale() throws IOException {
        Path sources = Path.of("src/main/java");
        TreeSet<Path> withClasses = new TreeSet<>();
        TreeSet<Path> withInfo = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                (f.getFileName().toString().equals("package-info.java") ? withInfo : withClasses).add(f.getParent());
            }
        }
        assertThat(withClasses).as("packages under %s", sources).isNotEmpty();
        for (Path dir : withClasses) {
            Path info = dir.resolve("package-info.java");
            String doc = "";
            if (Files.isRegularFile(info)) {
                Matcher m = PACKAGE_DOC.matcher(Files.readString(info));
                doc = m.find() ? m.group(1).replaceAll("(?m)^\\s*\\*", "").strip() : "";
            }
            assertThat(doc).as("the package-info.java of %s", sources.relativize(dir)).isNotBlank();
        }
        assertThat(List.copyOf(withInfo)).as("package-info.java files with no class beside them (stale: the classes"
                + " moved)").isSubsetOf(withClasses);
    }
}
