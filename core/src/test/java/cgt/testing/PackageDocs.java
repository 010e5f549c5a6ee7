package cgt.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The check every module's {@code PackageDocsTest} makes of its own sources, written once: every package has a
 * {@code package-info.java} whose javadoc says what it is for, and no {@code package-info.java} is left behind in a
 * folder whose classes moved away. In core's test-jar, so that cli, format, web and survey check themselves with
 * the same rule.
 */
public final class PackageDocs {

    /** The javadoc right before the package declaration, without its stars: group 1. */
    private static final Pattern PACKAGE_DOC = Pattern.compile("/\\*\\*(.*?)\\*/\\s*package\\s", Pattern.DOTALL);

    private PackageDocs() {
    }

    /**
     * Every folder of {@code sources} that holds a class has a {@code package-info.java} with a non-empty javadoc,
     * and every {@code package-info.java} has a class beside it.
     */
    public static void assertEveryPackageDocumented(Path sources) throws IOException {
        TreeSet<Path> withClasses = new TreeSet<>();
        TreeSet<Path> withInfo = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString();
                if (name.equals("package-info.java")) {
                    withInfo.add(f.getParent());
                } else if (!name.equals("module-info.java")) {
                    withClasses.add(f.getParent());
                }
            }
        }
        assertThat(withClasses).as("packages under %s", sources).isNotEmpty();
        for (Path dir : withClasses) {
            String p = sources.relativize(dir).toString().replace(dir.getFileSystem().getSeparator(), ".");
            assertThat(documentation(sources, p)).as("the package-info.java of package %s", p).isNotBlank();
        }
        assertThat(List.copyOf(withInfo)).as("package-info.java files with no class beside them (stale: the classes"
                + " moved)").isSubsetOf(withClasses);
    }

    /** The text of the package's javadoc, stars and spaces aside; empty when there is none. */
    public static String documentation(Path sources, String pkg) throws IOException {
        Path info = sources.resolve(pkg.replace('.', '/')).resolve("package-info.java");
        if (!Files.isRegularFile(info)) {
            return "";
        }
        Matcher m = PACKAGE_DOC.matcher(Files.readString(info));
        return m.find() ? m.group(1).replaceAll("(?m)^\\s*\\*", "").strip() : "";
    }
}
