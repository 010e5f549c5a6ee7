package cgt.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * cgt started in a JVM of its own, for the tests that stop it from outside (a signal, a kill without warning), which
 * cannot be sent to a command run in the test's JVM. These JVMs live a second or two, so they are made to start
 * quickly: no optimising compiler (it would pay only after seconds), the JDK's class-data archive, the serial
 * collector.
 */
final class CgtProcess {

    /** How long a test waits for a child to show what it waits for before it looks at what the child did. */
    private static final long PATIENCE_SECONDS = 60;

    /**
     * JVM options that leave cgt's own code interpreted (the JDK's and picocli's compiled as usual): its computations
     * run some ten times slower than in the test's JVM, for a test that must catch a child midway through a run
     * which it then repeats in its own JVM, where a short run is what keeps the test short.
     */
    static final List<String> CGT_INTERPRETED = List.of("-XX:CompileCommand=quiet",
            "-XX:CompileCommand=exclude,cgt.*::*");

    private CgtProcess() {
    }

    /**
     * The command line that runs cgt with {@code args} in a new JVM given {@code jvmOptions} besides the quick-start
     * ones.
     */
    static List<String> command(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:+UseSerialGC"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    /** Waits, polling, until {@code shown} is true or the process has ended (or a minute has passed). */
    static void waitUntil(Process p, Check shown) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
        while (p.isAlive() && System.nanoTime() < deadline && !shown.holds()) {
            Thread.sleep(10);
        }
    }

    /** Whether a file (stderr, say) exists and contains {@code text}. */
    static boolean contains(Path file, String text) throws IOException {
        return Files.exists(file) && Files.readString(file, StandardCharsets.UTF_8).contains(text);
    }

    /** Something about a child's files that a test waits for. */
    @FunctionalInterface
    interface Check {
        boolean holds() throws IOException;
    }
}
