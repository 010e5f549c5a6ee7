package cgt.format;

import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.input.BadInputException;

/**
 * Reading a heap game from its name, as the commands that compute Grundy sequences ({@code grundy},
 * {@code period}, {@code quotient}) and the web's matching pages take it: one place says which games qualify and
 * what the message is when one does not.
 */
public final class HeapGameArgs {

    private HeapGameArgs() {
    }

    /** The heap game of that name, or a message saying what {@code command} accepts. */
    public static HeapGame heapGame(String command, String name) {
        return Catalog.heap(name).orElseThrow(() -> new BadInputException(command + " needs a heap game, and "
                + Catalog.find(name).name() + " is not one; heap games are nim, kayles, grundy, subtraction:1,3,4,"
                + " take-and-break codes such as 0.137, and the others 'cgt games' lists with position 'heap sizes'"));
    }
}
