package cgt.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The layers of core, bottom to top, and the rule that a package depends only on its own layer or those
 * below it, with no cycle between any two packages. Read from the compiled classes (ArchUnit), so a fully
 * qualified name in a method body counts as much as an import.
 *
 * <ol>
 *   <li>support: cancellation, progress, sizes, and the bad-input exception everything may throw;
 *   <li>values: outcomes, nimbers, canonical partizan games with their thermographs and written form;
 *   <li>rules: the one rules interface of each kind that every game implements, built-in or a user's;
 *   <li>engines: the Sprague-Grundy solver, the heap engine and its periods, the partizan search;
 *   <li>rulesets: the games, knowing their moves, parts and how their positions are written;
 *   <li>notation, analysis, explanation and the registry of games, which the faces (cli, web) call.
 * </ol>
 */
@Tag("slow")
class LayersTest {

    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPath(Path.of("target/classes"));

    /** The layered architecture over the given classes (a test may pass a deliberate violation). */
    static LayeredArchitecture layers() {
        LayeredArchitecture arch = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (Layer layer : Layer.ALL) {
            arch = arch.layer(layer.name()).definedBy(layer.packages());
        }
        for (int i = 0; i < Layer.ALL.size(); i++) {
            String[] above = Layer.ALL.subList(i + 1, Layer.ALL.size()).stream().map(Layer::name)
                    .toArray(String[]::new);
            arch = above.length == 0
                    ? arch.whereLayer(Layer.ALL.get(i).name()).mayNotBeAccessedByAnyLayer()
                    : arch.whereLayer(Layer.ALL.get(i).name()).mayOnlyBeAccessedByLayers(above);
        }
        return arch;
    }

    @Test
    void everyPackageOfCoreBelongsToALayer() {
        TreeSet<String> layered = new TreeSet<>();
        Layer.ALL.forEach(l -> layered.addAll(List.of(l.packages())));
        TreeSet<String> packages = new TreeSet<>();
        for (JavaClass c : CORE) {
            packages.add(c.getPackageName());
        }
        assertThat(packages).as("packages of core").hasSizeGreaterThan(10);
        assertThat(layered).as("every package of core is in a layer (add it to Layer.ALL)")
                .containsAll(packages);
    }

    @Test
    void dependenciesPointDownward() {
        layers().check(CORE);
    }

    @Test
    void noCycleBetweenPackages() {
        slices().matching("cgt.(**)").should().beFreeOfCycles().check(CORE);
    }
}
