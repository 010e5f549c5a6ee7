package cgt.outcome;

/** The two players of a partizan game. Left is blue and positive, Right red and negative. */
public enum Player {
    LEFT, RIGHT;

    /** The other player. */
    public Player opponent() {
        return this == LEFT ? RIGHT : LEFT;
    }

    /** "Left" or "Right". */
    public String title() {
        return this == LEFT ? "Left" : "Right";
    }
}
