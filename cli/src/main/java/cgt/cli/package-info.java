/**
 * The {@code cgt} command (picocli). {@link cgt.cli.Main} is the entry point: it registers one class per subcommand
 * ({@code AnalyzeCommand}, {@code GrundyCommand}, {@code PeriodCommand}, {@code ValueCommand}, ...), each reading its
 * arguments, asking core for a typed result and printing it as text or, with {@code --json}, as JSON; it turns
 * failures into exit codes (2 for bad input, in one line; 1 for a failure; 130 for Ctrl-C, which
 * {@code SignalGuard} turns into an interrupt). What the commands share lives beside them: the heap engine's
 * options ({@link cgt.cli.HeapEngineOptions}), progress on stderr ({@code StderrProgress}), checkpoints of long
 * runs ({@code SequenceCheckpoint}) and terminal play. Subcommands from other modules ({@code cgt serve},
 * {@code cgt survey}) are found by the {@code ServiceLoader}. This package formats core's results; it never computes
 * them.
 */
package cgt.cli;
