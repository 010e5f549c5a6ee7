package cgt.format;

/**
 * A subcommand that lives in a module of its own, because it needs libraries the {@code cgt} jar should not carry:
 * {@code cgt serve} (the web explorer, on Javalin) and {@code cgt survey} (families of games, on Apache Spark). The
 * module provides it as a {@link java.util.ServiceLoader} service; {@code ./cgt} puts the module on the class path
 * when its command is asked for, and the command line ({@code cgt.cli.Main}) registers what it finds. It lives here,
 * below the faces, so that a module can offer a command without depending on the command line's module.
 */
public interface ModuleCommand {

    /** The subcommand's name, e.g. {@code serve}. */
    String name();

    /** A new picocli command object (a class annotated with {@code @Command}) to run it. */
    Object newCommand();
}
