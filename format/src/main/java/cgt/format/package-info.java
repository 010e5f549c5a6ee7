/**
 * The presentation every face of cgt shares (the command line, the web explorer, the survey), standing on core
 * alone: reading games and positions from text ({@link cgt.format.PartizanArgs}, {@link cgt.format.HeapGameArgs},
 * {@link cgt.format.FileArgument}), messages that never echo a huge input ({@link cgt.format.Messages}), the notes
 * on each game's theory ({@link cgt.format.GameNotes}), the six languages of prose ({@link cgt.format.i18n}), the
 * version, and {@link cgt.format.ModuleCommand}, the
 * plug-in by which a module offers a {@code cgt} subcommand without depending on the command line. Faces format
 * core's results here; they never compute them, and no face depends on another.
 */
package cgt.format;
