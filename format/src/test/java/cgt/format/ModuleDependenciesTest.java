package cgt.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The modules' layers, read from their pom.xml files: core stands on nothing of ours, format on core alone, and the
 * faces (cli, web, survey) on core and format but never on each other; bench measures core. Test scope is free (the
 * web's tests compare its answers with the command line's), and so are the modules' other libraries. The package
 * layers inside core are core's own test (cgt.architecture.LayersTest); the classes of web and survey are checked
 * against the command line's by ArchUnit in their modules.
 */
class ModuleDependenciesTest {

    private static final String OURS = "io.github.cgtoolkit";

    /** Every module and what it may depend on outside test scope. */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "core", Set.of(),
            "format", Set.of("core"),
            "cli", Set.of("core", "format"),
            "web", Set.of("core", "format"),
            "survey", Set.of("core", "format"),
            "bench", Set.of("core"));

    /** The project's root: the module's parent folder, where the tests run from the module's folder. */
    private static Path root() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isRegularFile(here.resolve("format/pom.xml")) ? here : here.getParent();
    }

    private static Document read(Path pom) throws IOException, ParserConfigurationException, SAXException {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(pom.toFile());
    }

    private static String child(Element e, String name) {
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && c.getTagName().equals(name)) {
                return c.getTextContent().strip();
            }
        }
        return null;
    }

    /** Every {@code <module>} the parent pom names, in the default build or in a profile. */
    private static Set<String> modules() throws Exception {
        NodeList list = read(root().resolve("pom.xml")).getElementsByTagName("module");
        Set<String> modules = new TreeSet<>();
        for (int i = 0; i < list.getLength(); i++) {
            modules.add(list.item(i).getTextContent().strip());
        }
        return modules;
    }

    /**
     * The modules of ours this module depends on outside test scope: its dependencies and its profiles' (not those
     * it only manages, nor a plugin's own).
     */
    private static Set<String> dependencies(String module) throws Exception {
        NodeList list = read(root().resolve(module).resolve("pom.xml")).getElementsByTagName("dependency");
        Set<String> found = new TreeSet<>();
        for (int i = 0; i < list.getLength(); i++) {
            Element dep = (Element) list.item(i);
            if (OURS.equals(child(dep, "groupId")) && !"test".equals(child(dep, "scope")) && !managedOrPlugin(dep)) {
                found.add(child(dep, "artifactId").replaceFirst("^cgt-", ""));
            }
        }
        return found;
    }

    private static boolean managedOrPlugin(Element dep) {
        for (Node n = dep.getParentNode(); n instanceof Element e; n = n.getParentNode()) {
            if (e.getTagName().equals("dependencyManagement") || e.getTagName().equals("plugin")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void everyModuleIsCovered() throws Exception {
        assertThat(modules()).as("a new module needs its place in ALLOWED").isEqualTo(ALLOWED.keySet());
    }

    @Test
    void eachModuleDependsOnlyOnTheLayersBelowIt() throws Exception {
        Map<String, Set<String>> actual = new TreeMap<>();
        for (String module : ALLOWED.keySet()) {
            actual.put(module, dependencies(module));
        }
        for (String module : ALLOWED.keySet()) {
            assertThat(actual.get(module)).as("what %s depends on outside test scope", module)
                    .isSubsetOf(ALLOWED.get(module));
        }
        // The faces do stand on format: the shared presentation is used, not copied.
        assertThat(actual.get("cli")).contains("format");
        assertThat(actual.get("web")).contains("format");
        assertThat(actual.get("survey")).contains("format");
    }
}
