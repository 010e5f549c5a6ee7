package cgt.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import cgt.heap.MappedValues;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The core is the mathematics and the games: it never reaches for a front end, and its one piece of I/O is a file
 * its caller names. {@link MappedValues} maps the values file of a Grundy run longer than memory (the command line's
 * {@code --values-file}), locking it, growing it, and replacing it by a wider copy made beside it, and {@code cgt.heap.ValueSums}
 * keeps the values' checksums in a file beside it, named from it; nothing else in
 * core touches the console, the file system, the network or other processes, and everything else works on what a
 * caller hands it (a {@code Reader} for a graph, a {@code Progress} to report to). Maven already keeps cli and web off
 * core's class path; this test keeps the promise visible, and checks the I/O half, which Maven cannot, on the
 * compiled classes (so a fully qualified name in a method body counts as much as an import).
 */
class CoreBoundaryTest {

    /** The values file's checksums, kept beside it (package-private to cgt.heap). */
    private static final String VALUE_SUMS = "cgt.heap.ValueSums";

    private static final Pattern FRONT_END = Pattern.compile("^import\\s+(static\\s+)?(cgt\\.(cli|web|format|survey)"
            + "|picocli|io\\.javalin|org\\.apache\\.spark)\\b", Pattern.MULTILINE);

    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPath(Path.of("target/classes"));

    /** What reaches outside the process: files (by either API), the network, other processes, the console. */
    private static final DescribedPredicate<JavaClass> OUTSIDE = DescribedPredicate.describe(
            "files, the network, processes or the console",
            c -> c.getPackageName().startsWith("java.nio.file") || c.getPackageName().startsWith("java.nio.channels")
                    || c.getPackageName().startsWith("java.net")
                    || Set.of(File.class.getName(), FileInputStream.class.getName(), FileOutputStream.class.getName(),
                            FileReader.class.getName(), FileWriter.class.getName(), RandomAccessFile.class.getName(),
                            ProcessBuilder.class.getName(), Process.class.getName(), "java.io.Console")
                            .contains(c.getName()));

    @Test
    void coreSourcesImportNoFrontEnd() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).toList();
        }
        assertThat(sources).isNotEmpty();
        for (Path p : sources) {
            assertThat(FRONT_END.matcher(Files.readString(p)).find()).as("%s imports a front end", p).isFalse();
        }
    }

    @Test
    void noClassOfCoreWritesToTheConsole() {
        noClasses().should().accessField(System.class, "out").orShould().accessField(System.class, "err")
                .orShould().accessField(System.class, "in").orShould().callMethod(System.class, "console")
                .check(CORE);
    }

    @Test
    void mappedValuesAloneReachesOutsideTheProcess() {
        TreeSet<String> reaching = new TreeSet<>();
        for (JavaClass c : CORE) {
            if (c.getDirectDependenciesFromSelf().stream().anyMatch(d -> OUTSIDE.test(d.getTargetClass()))) {
                reaching.add(c.getName().replaceAll("\\$.*", ""));
            }
        }
        // Both ways: a second class that does I/O fails here, and so does a MappedValues that stopped doing it (the
        // claim above would then be stale).
        assertThat(reaching).as("classes of core that use %s", OUTSIDE.getDescription())
                .containsExactly(MappedValues.class.getName(), VALUE_SUMS);
    }

    @Test
    void mappedValuesOpensOnlyThePathItIsGiven() {
        // No path of its own making: not from a string, not a temporary file, not the user's home or a property.
        List<String> madeUp = Stream.of(CORE.get(MappedValues.class), CORE.get(VALUE_SUMS))
                .flatMap(mapped -> Stream.<JavaCall<?>>concat(mapped.getMethodCallsFromSelf().stream(),
                        mapped.getConstructorCallsFromSelf().stream()))
                .map(JavaCall::getTarget)
                .filter(t -> (t.getOwner().isEquivalentTo(Path.class) && t.getName().equals("of"))
                        || t.getOwner().isEquivalentTo(Paths.class)
                        || (t.getOwner().isEquivalentTo(Files.class) && t.getName().startsWith("createTemp"))
                        || (t.getOwner().isEquivalentTo(File.class) && t.getName().equals("<init>"))
                        || (t.getOwner().isEquivalentTo(System.class)
                                && (t.getName().equals("getProperty") || t.getName().equals("getenv"))))
                .map(t -> t.getFullName())
                .toList();
        assertThat(madeUp).as("paths MappedValues makes up instead of taking its caller's").isEmpty();
    }
}
