package cgt.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.testing.PackageDocs;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The map a reader of core starts from: every package core exports (read from the compiled module descriptor, so a
 * package exported tomorrow is checked tomorrow) has a {@code package-info.java} whose javadoc says what it is for;
 * so does every other package of core's sources; and no {@code package-info.java} is left behind in a folder whose
 * classes moved away.
 */
class PackageDocsTest {

    private static final Path SOURCES = Path.of("src/main/java");

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
            assertThat(PackageDocs.documentation(SOURCES, p)).as("the package-info.java of exported package %s", p)
                    .isNotBlank();
        }
    }

    @Test
    void everyPackageOfTheSourcesIsDocumentedAndNoDocumentationIsStale() throws IOException {
        PackageDocs.assertEveryPackageDocumented(SOURCES);
    }
}
