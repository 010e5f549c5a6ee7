package cgt.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;

/**
 * Ctrl-C (or a plain kill) as an interrupt of the running command, so that it stops the way it chooses: it
 * says that it was interrupted, and saves first what it must. On such a signal the JVM runs its shutdown
 * hooks and exits when they end; the hook here interrupts the command's thread and waits for the command to
 * finish, briefly unless the command asked for longer. Without it a long computation ended silently, and
 * each command that saves work needed a hook of its own.
 */
final class SignalGuard {

    /** How long a command has to stop after a signal unless it asks for longer. */
    private static final long USUAL_GRACE_MILLIS = 2_000;

    private static volatile long graceMillis = USUAL_GRACE_MILLIS;

    private SignalGuard() {
    }

    /** Runs the command on this thread with the guard in place, and returns its exit code. */
    static int run(IntSupplier command) {
        Thread commandThread = Thread.currentThread();
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            if (finished.getCount() == 0) {
                return; // an ordinary exit
            }
            commandThread.interrupt();
            try {
                finished.await(graceMillis, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "cgt-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return command.getAsInt();
        } finally {
            finished.countDown();
        }
    }

    /** Lets the running command take up to {@code millis} to stop after a signal, to save its work. */
    static void allowToStopWithin(long millis) {
        graceMillis = Math.max(graceMillis, millis);
    }
}
