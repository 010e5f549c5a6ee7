package cgt.survey;

import cgt.input.BadInputException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a {@code --master} before Spark is started with it: Spark takes {@code local[0]} for a context it cannot
 * build (a stack trace), and keeps trying a standalone master that does not answer for a minute before it gives
 * up, so a mistyped host looked like a hung survey. A local master's threads are checked, and a standalone master's
 * port is tried once with a short timeout.
 */
final class Masters {

    /** How long a standalone master has to accept a connection: well within the ten seconds a user waits. */
    static final int CONNECT_MILLIS = 4000;
    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\*|\\d{1,9})(?:,(\\d{1,9}))?\\])?");
    private static final Pattern STANDALONE = Pattern.compile("spark://(.+)");

    private Masters() {
    }

    /**
     * Refuses a local master with no threads (or more than four a processor) and a standalone master none of whose
     * addresses accepts a connection; other masters (YARN, Kubernetes) are left to Spark.
     *
     * @throws BadInputException naming what was wrong and what is accepted
     */
    static void check(String master) {
        Matcher local = LOCAL.matcher(master);
        if (local.matches()) {
            checkLocal(master, local.group(1), local.group(2));
            return;
        }
        if (master.startsWith("local")) {
            throw new BadInputException("--master '" + master + "' is not a local master; local, local[N], local[*]"
                    + " or local[N,F] (N threads, F attempts a task)");
        }
        Matcher standalone = STANDALONE.matcher(master);
        if (standalone.matches()) {
            checkAnswers(master, standalone.group(1));
        }
    }

    private static void checkLocal(String master, String threads, String attempts) {
        int most = Runtime.getRuntime().availableProcessors() * 4;
        if (threads != null && !threads.equals("*")) {
            long n = Long.parseLong(threads);
            if (n < 1 || n > most) {
                throw new BadInputException("--master " + master + " asks for " + n + " threads; local[N] takes 1 to "
                        + most + " (four a processor here), or local[*] for one a processor");
            }
        }
        if (attempts != null && (Long.parseLong(attempts) < 1 || Long.parseLong(attempts) > 100)) {
            throw new BadInputException("--master " + master + " gives a task " + attempts + " attempts; local[N,F]"
                    + " takes F from 1 to 100");
        }
    }

    /** Tries each host:port of the master (a high-availability master lists several) until one accepts. */
    private static void checkAnswers(String master, String addresses) {
        List<String> failures = new ArrayList<>();
        for (String address : addresses.split(",", -1)) {
            int colon = address.lastIndexOf(':');
            String host = colon < 0 ? address : address.substring(0, colon);
            int port;
            try {
                port = colon < 0 ? 7077 : Integer.parseInt(address.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (host.isEmpty() || port < 1 || port > 65535) {
                throw new BadInputException("--master " + master + ": '" + address + "' is not host:port (e.g."
                        + " spark://host:7077)");
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(host, port), CONNECT_MILLIS);
                return;
            } catch (UnknownHostException e) {
                failures.add(host + ": no such host");
            } catch (SocketTimeoutException e) {
                failures.add(address + ": no answer in " + CONNECT_MILLIS / 1000 + " s");
            } catch (IOException | IllegalArgumentException e) {
                failures.add(address + ": " + (e.getMessage() == null ? "cannot connect" : e.getMessage().toLowerCase(
                        java.util.Locale.ROOT)));
            }
        }
        throw new BadInputException("--master " + master + " does not answer (" + String.join("; ", failures)
                + "); start the master there (sbin/start-master.sh), or check the address");
    }
}
