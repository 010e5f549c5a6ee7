package cgt.cli;

import cgt.analysis.Worksheet;
import cgt.input.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import jdk.jshell.tool.JavaShellToolBuilder;
import picocli.CommandLine.Command;

/**
 * {@code cgt shell}: the JDK's JShell, run in this process, with the library on its class path, every package of
 * the library imported and the worksheet helpers ({@link Worksheet}) imported statically, so that a session is
 * one command: {@code analyze("nim", 3, 4, 5)}, {@code game("{1|*}")}, {@code grundy("kayles", 20)}, and the
 * expression language of {@code cgt value}, methods and all: {@code value("{2|-1}.Cool(1)")}, {@code methods()}.
 *
 * <p>Snippets run in this JVM (JShell's local execution), on the classes already loaded: no second JVM to
 * start, and the values a session computes are the library's own objects. With standard input not a terminal
 * the shell reads it as a script, which is how the tests drive it.
 */
@Command(name = "shell", description = {"JShell with the library imported, and helpers: analyze, game, value,"
        + " grundy, period.",
        "For example analyze(\"nim\", 3, 4, 5), game(\"{1|*}\"), value(\"{2|-1}.Cool(1)\"), grundy(\"kayles\", 20),"
                + " period(\"0.07\"), compare(\"^\", \"*\"), born(2), misere(\"nim\", 1, 1), explain(\"nim\", 3, 4, 5);"
                + " methods() lists the methods value(...) takes, as cgt value does. /exit"
                + " leaves; Ctrl-C stops a long computation. With standard input not a terminal, reads it as a"
                + " script."})
final class ShellCommand implements Callable<Integer> {

    @Override
    public Integer call() throws Exception {
        return run(System.in, System.out, System.err);
    }

    /** Runs a session on these streams until its input ends or {@code /exit}; returns JShell's exit code. */
    static int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        Path classPath = libraryLocation();
        Path startup = Files.createTempFile("cgt-shell-startup", ".jsh");
        try {
            Files.writeString(startup, startupScript(libraryPackages(classPath)), StandardCharsets.UTF_8);
            return JavaShellToolBuilder.builder()
                    .in(in, null)
                    .out(out)
                    .err(err)
                    // Settings live for the session only: a worksheet starts the same way every time, and the
                    // user's own JShell settings (kept in Java's preferences) are neither read nor changed.
                    .persistence(new HashMap<>())
                    .start("--execution", "local",
                            "--class-path", classPath.toString(),
                            "--startup", "DEFAULT", "--startup", startup.toString());
        } finally {
            Files.deleteIfExists(startup);
        }
    }

    /** The imports a session starts with: every package of the library, and the helpers by their short names. */
    static String startupScript(Set<String> packages) {
        StringBuilder b = new StringBuilder();
        for (String p : packages) {
            b.append("import ").append(p).append(".*;\n");
        }
        b.append("import static ").append(Worksheet.class.getName()).append(".*;\n");
        return b.toString();
    }

    /** The jar or class directory the library was loaded from: the class path JShell compiles snippets against. */
    static Path libraryLocation() {
        try {
            return Path.of(Worksheet.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | NullPointerException | SecurityException e) {
            throw new BadInputException("cgt shell cannot find the library's classes (" + e + ")");
        }
    }

    /**
     * The library's packages, found in its jar or class directory rather than listed here, so that a package
     * added or moved is imported without a change to this class; the command line's own package is left out.
     */
    static Set<String> libraryPackages(Path location) throws IOException {
        List<String> classes = new ArrayList<>();
        if (Files.isDirectory(location)) {
            try (Stream<Path> files = Files.walk(location)) {
                files.filter(f -> f.toString().endsWith(".class"))
                        .forEach(f -> classes.add(location.relativize(f).toString().replace('\\', '/')));
            }
        } else {
            try (ZipFile jar = new ZipFile(location.toFile())) {
                jar.stream().map(ZipEntry::getName).filter(n -> n.endsWith(".class")).forEach(classes::add);
            }
        }
        Set<String> packages = new TreeSet<>();
        for (String c : classes) {
            int slash = c.lastIndexOf('/');
            if (slash < 0 || c.endsWith("package-info.class") || c.endsWith("module-info.class")) {
                continue;
            }
            String p = c.substring(0, slash).replace('/', '.');
            if (p.startsWith("cgt.") && !p.equals("cgt.cli") && !p.startsWith("cgt.cli.")) {
                packages.add(p);
            }
        }
        return packages;
    }
}
