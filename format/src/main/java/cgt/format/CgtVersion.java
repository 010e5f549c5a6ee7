package cgt.format;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Properties;

/**
 * Which cgt this is: the build's version (from {@code cgt-version.properties}, filled in by Maven) and the Java it
 * runs on. {@code cgt --version} prints it, and the cache of compiled rules files is keyed by it, so both read it
 * here.
 */
public final class CgtVersion {

    private CgtVersion() {
    }

    /** "cgt 0.1.0" (or "cgt (development build)" without the properties file) and "Java 17.0.x on Linux". */
    public static List<String> lines() {
        Properties p = new Properties();
        try (InputStream in = CgtVersion.class.getResourceAsStream("/cgt-version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.of("cgt " + p.getProperty("version", "(development build)"),
                "Java " + System.getProperty("java.version") + " on " + System.getProperty("os.name"));
    }
}
