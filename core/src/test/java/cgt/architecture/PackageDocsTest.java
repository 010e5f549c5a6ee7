package cgt.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The map a reader of core starts from: every package core exports (read from the compiled module descriptor, so a
 * package exported tomorrow is checked tomorrow) has a {@code package-info.java} whose javadoc says what it is for;
 * so does every other package of core's sources; and no {@code package-info.java} is left behind in a folder whose
 * classes moved away.
 */
class PackageDocsTest {

    private static final Path SOURCES = Path.of("src/main/java");

    /** The javadoc right before the package declaration, without its stars: group 1. */
    private static final Pattern PACKAGE_DOC = Pattern.compile("/\\*\\*(.*?)\\*/\\s*package\\s", Pattern.DOTALL);

    @Test
    void everyExportedPackageIsDocumented() throws IOException {
        ModuleDescriptor d;
        try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
            d = ModuleDescriptor.read(in);
        }
        Set<String> exported = d.exports().stream().map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(exported).as("packages core exports").hasSizeGreaterThan(10);
        for (String p : exported) {
            assertThat(documentation(SOURCES, p)).as("the package-info.java of exported package %s", p).isNotBlank();
        }
    }

    @Test
    void everyPackageOfTheSourcesIsDocumentedAndNoDocumentationIsStale() throws IOException {
        assertEveryPackageDocumented(SOURCES);
    }

    /**
     * Every folder of {@code sources} that holds a class has a {@code package-info.java} with a non-empty javadoc,
     * and every {@code package-info.java} has a class beside it. The command line's, the web's and the survey's
     * tests check their modules with a copy of this method (no module's tests see another's).
     */
    static void assertEveryPackageDocumented(Path sources) throws IOException {
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
    static String documentation(Path sources, String pkg) throws IOException {
        Path info = sources.resolve(pkg.replace('.', '/')).resolve("package-info.java");
        if (!Files.isRegularFile(info)) {
            return "";
        }
        Matcher m = PACKAGE_DOC.matcher(Files.readString(info));
        return m.find() ? m.group(1).replaceAll("(?m)^\\s*\\*", "").strip() : "";
    }
}
