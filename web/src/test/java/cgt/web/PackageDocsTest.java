package cgt.web;

import cgt.testing.PackageDocs;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Every package of the web explorer's sources has a {@code package-info.java} whose javadoc says what it is for, and no
 * {@code package-info.java} is left in a folder whose classes moved away. The rule is
 * core's, {@link PackageDocs}.
 */
class PackageDocsTest {

    @Test
    void everyPackageIsDocumentedAndNoDocumentationIsStale() throws IOException {
        PackageDocs.assertEveryPackageDocumented(Path.of("src/main/java"));
    }
}
