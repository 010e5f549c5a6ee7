package cgt.format.rules;

import cgt.catalog.Catalog;
import cgt.catalog.UserGames;
import cgt.format.CgtVersion;
import cgt.format.FileArgument;
import cgt.format.io.AtomicFiles;
import cgt.format.io.RegularFiles;
import cgt.games.Game;
import cgt.input.BadInputException;
import cgt.rules.Rules;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a game a user wrote in one Java file ({@code cgt analyze --rules Cram.java 3x3}) in memory with the
 * JDK's compiler, against the running cgt, and loads it. Compiled classes are cached (under
 * {@code $XDG_CACHE_HOME/cgt/rules} or {@code ~/.cache/cgt/rules}) by a hash of the source and of this cgt, so
 * that a second run of the same file starts at once; a cache that cannot be written is simply not used.
 * {@link #register} puts the game in the {@link Catalog} under its own name, as {@code --rules} does for the
 * command line and for {@code cgt serve}.
 */
public final class RulesCompiler {

    /** The largest rules file read: a game in one file is a few kilobytes. */
    static final long MAX_SOURCE = 1 << 20;

    /** How many files this process has compiled (not loaded from the cache), for tests of the cache. */
    private static final AtomicInteger COMPILATIONS = new AtomicInteger();

    private RulesCompiler() {
    }

    /** How many files this process has compiled rather than loaded from the cache (tests of the cache ask). */
    public static int compilations() {
        return COMPILATIONS.get();
    }

    /**
     * Compiles (or finds in the cache) the game in the file, registers it in the {@link Catalog} under its name
     * like any built-in game, and returns the name.
     *
     * @throws BadInputException when the file is missing, cannot be read, does not compile, or holds no game, or
     *     its game's name is not one a user can type or is a built-in code or family ({@link UserGameName#check})
     */
    public static String register(String file) {
        return register(file, System.getenv());
    }

    /**
     * {@link #register(String)}, with the cache of compiled rules where {@code env} says (its XDG_CACHE_HOME; tests
     * give a folder of their own instead of setting a global property).
     */
    public static String register(String file, Map<String, String> env) {
        Class<?> rules = load(file, env).rulesClass();
        Object made = instantiate(file, rules);
        if (made instanceof Rules<?> r) {
            String given;
            try {
                given = r.name();
            } catch (RuntimeException e) {
                throw new BadInputException(file + ": name() of " + rules.getSimpleName() + " failed: " + e);
            }
            UserGameName.check(file, given);
        }
        Game game = UserGames.of(made); // checks the rules before anything runs
        String name = game.name();
        Catalog.register(Catalog.single(name, () -> UserGames.of(instantiate(file, rules))));
        return name;
    }

    private static Object instantiate(String file, Class<?> rules) {
        try {
            Constructor<?> c = rules.getDeclaredConstructor();
            c.setAccessible(true);
            return c.newInstance();
        } catch (NoSuchMethodException e) {
            throw new BadInputException(file + ": " + rules.getSimpleName() + " needs a constructor without"
                    + " parameters");
        } catch (InvocationTargetException e) {
            throw new BadInputException(file + ": the constructor of " + rules.getSimpleName() + " failed: "
                    + e.getCause());
        } catch (ExceptionInInitializerError e) {
            // The class's static fields are set up on first use, here: their failure is the file's, not cgt's.
            throw new BadInputException(file + ": the static initializer of " + rules.getSimpleName() + " failed: "
                    + e.getCause());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new BadInputException(file + ": cannot make a " + rules.getSimpleName() + " (" + e + ")");
        }
    }

    /** The loaded rules class and its name. */
    record Compiled(Class<?> rulesClass) {
    }

    /**
     * The rules class in the file, compiled or taken from the cache, which is under {@code env}'s XDG_CACHE_HOME
     * when it names one (tests give a folder of their own) and under the user's home otherwise.
     *
     * @throws BadInputException when the file cannot be read, does not compile (naming the file and line of
     *     the first error), holds no rules class, or no compiler is available
     */
    static Compiled load(String fileName, Map<String, String> env) {
        Path file = FileArgument.of("--rules", fileName);
        String source = read(file, fileName);
        String key = cacheKey(source);
        Path cache = cacheDirectory(env).map(d -> d.resolve(key)).orElse(null);
        Map<String, byte[]> classes = cache == null ? null : readCache(cache);
        if (classes == null) {
            classes = compile(fileName, file, source);
            COMPILATIONS.incrementAndGet();
            if (cache != null) {
                writeCache(cache, classes);
            }
        }
        return new Compiled(rulesClass(fileName, classes));
    }

    private static String read(Path file, String fileName) {
        if (!fileName.endsWith(".java")) {
            throw new BadInputException("--rules " + fileName + ": expected a Java source file, FILE.java");
        }
        RegularFiles.requireRegularIfPresent(file, "--rules");
        try {
            if (Files.size(file) > MAX_SOURCE) {
                throw new BadInputException("--rules " + fileName + ": the file is larger than " + MAX_SOURCE
                        + " bytes; a game's rules fit in a few kilobytes");
            }
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new BadInputException("--rules " + fileName + ": no such file");
        } catch (IOException | UncheckedIOException e) {
            throw new BadInputException("--rules " + fileName + ": cannot read it (" + e.getMessage() + ")");
        }
    }

    /** A hash of the source, of this cgt (its version and build) and of the Java it runs on. */
    private static String cacheKey(String source) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(source.getBytes(StandardCharsets.UTF_8));
            sha.update(("\0" + libraryStamp() + "\0" + Runtime.version().feature()).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest()).substring(0, 32);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * What identifies the library the rules are compiled against: its version, and the time its jar (or the class
     * file of the rules interface, in a development tree) was built, so that a rebuilt cgt compiles again.
     */
    private static String libraryStamp() {
        String version;
        try {
            version = String.join(" ", CgtVersion.lines());
        } catch (UncheckedIOException e) {
            version = "unknown";
        }
        long built = 0;
        try {
            Path where = Path.of(Rules.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path stamp = Files.isDirectory(where) ? where.resolve("cgt/rules/Rules.class") : where;
            built = Files.getLastModifiedTime(stamp).toMillis();
        } catch (URISyntaxException | IOException | RuntimeException e) {
            // no stamp: the version alone keys the cache
        }
        return version + " " + built;
    }

    private static Optional<Path> cacheDirectory(Map<String, String> env) {
        String xdg = env.get("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return Optional.of(Path.of(xdg, "cgt", "rules"));
        }
        String home = System.getProperty("user.home");
        return home == null || home.isBlank() ? Optional.empty()
                : Optional.of(Path.of(home, ".cache", "cgt", "rules"));
    }

    /** The classes cached under this key, or null when there are none (or they cannot be read). */
    private static Map<String, byte[]> readCache(Path dir) {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        Map<String, byte[]> classes = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                String name = p.getFileName().toString();
                if (name.endsWith(".class")) {
                    classes.put(name.substring(0, name.length() - ".class".length()), Files.readAllBytes(p));
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return classes.isEmpty() ? null : classes;
    }

    /** Writes the classes to a fresh directory, then moves it into place, so that no reader sees half of it. */
    private static void writeCache(Path dir, Map<String, byte[]> classes) {
        try {
            AtomicFiles.createFolder(dir, tmp -> {
                for (Map.Entry<String, byte[]> c : classes.entrySet()) {
                    Files.write(tmp.resolve(c.getKey() + ".class"), c.getValue());
                }
            });
        } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException e) {
            // another run cached the same classes first, or the file system cannot move atomically: no cache
        } catch (IOException | RuntimeException e) {
            // a cache that cannot be written is not used; the rules were compiled all the same
        }
    }

    private static Map<String, byte[]> compile(String fileName, Path file, String source) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new BadInputException("--rules needs the Java compiler, and this Java (" + System.getProperty(
                    "java.home") + ") is a runtime without one; run cgt with a JDK (17 or later)");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Map<String, ByteArrayOutputStream> out = new TreeMap<>();
        StandardJavaFileManager standard = compiler.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8);
        JavaFileManager inMemory = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                    FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension),
                        kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return out.computeIfAbsent(className, k -> new ByteArrayOutputStream());
                    }
                };
            }
        };
        JavaFileObject unit = new SimpleJavaFileObject(file.toAbsolutePath().toUri(), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        List<String> options = List.of("-classpath", classPath(), "-g", "-proc:none", "-implicit:none",
                "-Xlint:none", "-nowarn");
        // The compiler's own output goes here, not to stderr: when it fails inside (a stack overflow on a file
        // nested too deeply), it prints its stack trace there, which a user must never see.
        StringWriter compilerOutput = new StringWriter();
        boolean ok = compiler.getTask(compilerOutput, inMemory, diagnostics, options, null, List.of(unit)).call();
        if (!ok) {
            if (compilerOutput.toString().contains(StackOverflowError.class.getName())) {
                throw new BadInputException(fileName + ": does not compile: nested too deeply for the Java compiler,"
                        + " which ran out of stack; split the deepest expression");
            }
            throw new BadInputException(firstError(fileName, diagnostics.getDiagnostics()));
        }
        Map<String, byte[]> classes = new TreeMap<>();
        out.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
        return classes;
    }

    /** "Foo.java:12: cannot find symbol (symbol: variable x) (and 2 more errors)". */
    static String firstError(String fileName, List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        List<Diagnostic<? extends JavaFileObject>> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                errors.add(d);
            }
        }
        if (errors.isEmpty()) {
            return fileName + ": does not compile";
        }
        Diagnostic<? extends JavaFileObject> first = errors.get(0);
        String[] lines = first.getMessage(Locale.ROOT).strip().split("\\R", -1);
        StringBuilder m = new StringBuilder(fileName);
        if (first.getLineNumber() > 0) {
            m.append(':').append(first.getLineNumber());
        }
        m.append(": ").append(lines[0].strip());
        List<String> details = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String detail = lines[i].strip().replaceAll("\\s+", " ");
            if (detail.startsWith("symbol:") || detail.startsWith("required:") || detail.startsWith("found:")) {
                details.add(detail);
            }
        }
        if (!details.isEmpty()) {
            m.append(" (").append(String.join(", ", details)).append(')');
        }
        if (errors.size() > 1) {
            m.append(" (and ").append(errors.size() - 1).append(" more error").append(errors.size() > 2 ? "s" : "")
                    .append(")");
        }
        return m.toString();
    }

    /** Where the library's classes are: the running jar, or the build's class directories. */
    private static String classPath() {
        List<String> entries = new ArrayList<>();
        for (Class<?> c : new Class<?>[] {Rules.class, RulesCompiler.class}) {
            try {
                String p = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
                if (!entries.contains(p)) {
                    entries.add(p);
                }
            } catch (URISyntaxException | RuntimeException e) {
                // fall back to the class path below
            }
        }
        entries.add(System.getProperty("java.class.path", ""));
        return String.join(File.pathSeparator, entries);
    }

    /** The class in the file that implements one of the rules interfaces: the public top-level one first. */
    private static Class<?> rulesClass(String fileName, Map<String, byte[]> classes) {
        ExitCalls.refuse(fileName, classes); // before any of the user's code can run, a static initializer included
        ClassLoader loader = new ClassLoader(RulesCompiler.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] b = classes.get(name);
                if (b == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, b, 0, b.length);
            }
        };
        String simple = Path.of(fileName).getFileName().toString().replaceFirst("\\.java$", "");
        List<Class<?>> candidates = new ArrayList<>();
        for (String name : classes.keySet()) {
            try {
                Class<?> c = Class.forName(name, false, loader);
                if (Rules.class.isAssignableFrom(c) && !c.isInterface()
                        && !Modifier.isAbstract(c.getModifiers())) {
                    candidates.add(c);
                }
            } catch (ClassNotFoundException | LinkageError e) {
                throw new BadInputException("--rules " + fileName + ": cannot load " + name + " (" + e + ")");
            }
        }
        candidates.sort((a, b) -> Boolean.compare(!a.getSimpleName().equals(simple), !b.getSimpleName().equals(simple)));
        if (candidates.isEmpty()) {
            throw new BadInputException(fileName + ": no class implements ImpartialRules, PartizanRules or"
                    + " HeapGameRules (package cgt.rules); e.g. 'public class " + simple
                    + " implements ImpartialRules<String>' with a method 'moves'");
        }
        return candidates.get(0);
    }
}
