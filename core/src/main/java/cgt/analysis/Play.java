package cgt.analysis;

/** Which convention decides the winner: the player who cannot move loses (normal) or wins (misère). */
public enum Play {
    /** Whoever cannot move loses. */
    NORMAL,
    /** Whoever cannot move wins (whoever takes the last token loses). */
    MISERE;

    /** The play the command-line flag {@code --misere} asks for. */
    public static Play misereIf(boolean misere) {
        return misere ? MISERE : NORMAL;
    }
}
