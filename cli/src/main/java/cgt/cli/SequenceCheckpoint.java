package cgt.cli;

import cgt.heap.GrundySequence;
import cgt.input.BadInputException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The checkpoint file of a long Grundy sequence run: the game's name and the finished values g(0..k-1).
 *
 * <p>The file is written to a temporary file beside it and renamed over it, so that a run killed at any
 * moment (even by {@code kill -9}) leaves either the previous checkpoint or the new one, never a torn one.
 * Format: the line {@code cgt grundy checkpoint 1}, the game's name on a line, the count k as a 32-bit
 * integer, then k values as unsigned 16-bit integers, all big-endian.
 */
final class SequenceCheckpoint {

    private static final String MAGIC = "cgt grundy checkpoint 1";

    private final Path file;
    private final String game;

    SequenceCheckpoint(Path file, String game) {
        this.file = file;
        this.game = game;
    }

    /** The values saved for this game, if the file exists. */
    Optional<GrundySequence> load() {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            String magic = readLine(in);
            if (!MAGIC.equals(magic)) {
                throw new BadInputException("--checkpoint " + file + " is not a cgt grundy checkpoint; give a new file"
                        + " name, or the file an earlier 'cgt grundy ... --checkpoint' run wrote");
            }
            String savedGame = readLine(in);
            if (!game.equals(savedGame)) {
                throw new BadInputException("--checkpoint " + file + " holds values of " + savedGame + ", not of "
                        + game + "; give another file");
            }
            int count = in.readInt();
            if (count < 1) {
                throw new BadInputException("--checkpoint " + file + " is damaged (it says it holds " + count
                        + " values); delete it to start again");
            }
            int[] values = new int[count];
            for (int i = 0; i < count; i++) {
                values[i] = in.readUnsignedShort();
            }
            return Optional.of(GrundySequence.of(values));
        } catch (EOFException e) {
            throw new BadInputException("--checkpoint " + file + " is cut short; delete it to start again");
        } catch (IOException e) {
            throw new BadInputException("cannot read --checkpoint " + file + ": " + e.getMessage());
        }
    }

    /** Replaces the file with the given values. */
    void save(GrundySequence done) {
        Path temp = file.resolveSibling(file.getFileName() + ".partial");
        try {
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temp),
                    1 << 16))) {
                out.write((MAGIC + "\n" + game + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
                int count = done.lastHeap() + 1;
                out.writeInt(count);
                for (int i = 0; i < count; i++) {
                    out.writeShort(done.get(i));
                }
            }
            try {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (NoSuchFileException e) {
            throw new BadInputException("cannot write --checkpoint " + file + ": no such directory");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write --checkpoint " + file, e);
        }
    }

    private static String readLine(DataInputStream in) throws IOException {
        StringBuilder b = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0 || b.length() > 200) {
                return null;
            }
            b.append((char) c);
        }
        return b.toString();
    }
}
