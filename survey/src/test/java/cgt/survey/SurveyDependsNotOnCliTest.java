package cgt.survey;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The survey stands on core and format, never on the command line: the plug-in it offers {@code cgt survey} by
 * (ModuleCommand) and the file writing it shares live in format. Read from the compiled main classes (ArchUnit), so a
 * fully qualified name in a method body counts as much as an import; the survey's tests still run surveys through
 * the command line, as a user does.
 */
class SurveyDependsNotOnCliTest {

    @Test
    void noMainClassOfTheSurveyDependsOnTheCommandLine() {
        JavaClasses survey = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(Path.of("target/classes"));
        assertThat(survey.stream().filter(c -> c.getPackageName().startsWith("cgt.survey"))).as("the survey's classes")
                .hasSizeGreaterThan(3);
        noClasses().that().resideInAPackage("cgt.survey..").should().dependOnClassesThat().resideInAPackage("cgt.cli..")
                .because("the faces stand on core and format, never on each other").check(survey);
    }
}
