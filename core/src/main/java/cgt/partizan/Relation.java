package cgt.partizan;

/**
 * How two games compare in the partial order of games: G = H, G &lt; H, G &gt; H, or G || H (confused,
 * incomparable: whoever moves first in G - H wins).
 */
public enum Relation {
    EQUAL("="),
    LESS("<"),
    GREATER(">"),
    CONFUSED("||");

    private final String symbol;

    Relation(String symbol) {
        this.symbol = symbol;
    }

    /** The relation from the answers to "G &lt;= H?" and "G &gt;= H?". */
    public static Relation of(boolean leq, boolean geq) {
        if (leq) {
            return geq ? EQUAL : LESS;
        }
        return geq ? GREATER : CONFUSED;
    }

    /** One of {@code =}, {@code <}, {@code >}, {@code ||}. */
    public String symbol() {
        return symbol;
    }

    /** The relation seen from the other side: H ? G. */
    public Relation reversed() {
        return switch (this) {
            case LESS -> GREATER;
            case GREATER -> LESS;
            default -> this;
        };
    }

    @Override
    public String toString() {
        return symbol;
    }
}
