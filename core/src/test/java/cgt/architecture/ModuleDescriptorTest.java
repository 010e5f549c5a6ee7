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
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What core's module descriptor promises a library user: every package of the layers is exported except the
 * engines' internals, and core reads nothing beyond java.base. Read from the compiled descriptor, so it holds
 * whether the tests run on the class path or the module path.
 */
class ModuleDescriptorTest {

    /** Packages that are core's own business: reachable inside the module, hidden from its users. */
    static final Set<String> INTERNAL = Set.of("cgt.heap.huge");

    private static ModuleDescriptor descriptor() throws IOException {
        try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
            return ModuleDescriptor.read(in);
        }
    }

    @Test
    void exportsEveryLayeredPackageButTheInternals() throws IOException {
        TreeSet<String> api = new TreeSet<>();
        for (Layer layer : Layer.ALL) {
            api.addAll(List.of(layer.packages()));
        }
        api.removeAll(INTERNAL);
        ModuleDescriptor d = descriptor();
        assertThat(d.name()).isEqualTo("cgt.core");
        Set<String> exported = d.exports().stream().map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(exported).isEqualTo(api);
        for (String internal : INTERNAL) {
            assertThat(Path.of("target/classes", internal.replace('.', '/'))).as("internal package %s", internal)
                    .isDirectory();
        }
    }

    @Test
    void readsTheJdkAlone() throws IOException {
        assertThat(descriptor().requires()).extracting(ModuleDescriptor.Requires::name).containsOnly("java.base");
    }
}
