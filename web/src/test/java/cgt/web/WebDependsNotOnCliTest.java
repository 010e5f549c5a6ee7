package cgt.web;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The web explorer stands on core and format, never on the command line: the JSON views, messages and argument
 * parsing they share live in format. Read from the compiled main classes (ArchUnit), so a fully qualified name in a
 * method body counts as much as an import; the web's tests may still run the command line to compare with it.
 */
class WebDependsNotOnCliTest {

    @Test
    void noMainClassOfTheWebDependsOnTheCommandLine() {
        JavaClasses web = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(Path.of("target/classes"));
        assertThat(web.stream().filter(c -> c.getPackageName().startsWith("cgt.web"))).as("the web's classes")
                .hasSizeGreaterThan(10);
        noClasses().that().resideInAPackage("cgt.web..").should().dependOnClassesThat().resideInAPackage("cgt.cli..")
                .because("the faces stand on core and format, never on each other").check(web);
    }
}
