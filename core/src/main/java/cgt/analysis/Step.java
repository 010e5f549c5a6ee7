package cgt.analysis;

import cgt.partizan.CanonicalGame;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One step of the reasoning behind an analysis, as data: which mex gives a value, which nim-sum, which move wins.
 * {@link TextExplanation} writes steps as the lines {@code cgt analyze --explain} prints; a web page can render the
 * same steps as HTML. Components and positions are held as text in the game's own syntax, ready to print.
 */
public sealed interface Step {

    /**
     * A sentence that needs no structure (a rule of the game, a verdict, how a search went): its English text, and
     * for the common sentences a message key and its arguments, so that a face can say it in another language
     * (core holds no language but English; format's catalogues hold the others).
     *
     * @param text the sentence in English, as {@link TextExplanation} prints it
     * @param key the message key of the sentence, or "" when it has none (it is then said in English)
     * @param args the arguments the key's message takes, in order: numbers and positions, never prose
     */
    record Rule(String text, String key, List<Object> args) implements Step {
        public Rule {
            args = List.copyOf(args);
        }

        /** A sentence without a message key: said in English in every language. */
        public Rule(String text) {
            this(text, "", List.of());
        }
    }

    /** A component and its value: G(component) = value. */
    record ComponentValue(String component, long value) {
    }

    /**
     * A value by its mex, every option listed: G(c) = mex{G(o1), G(o2)⊕G(o3)} = mex{v1, v2} = value. No options:
     * G(c) = mex{} = 0.
     */
    record Mex(String component, List<MexOption> options, long value) implements Step {
        public Mex {
            options = List.copyOf(options);
        }
    }

    /** One option in a mex step: the components it leaves (a sum when several) and its value, their nim-sum. */
    record MexOption(List<String> components, long value) {
        public MexOption {
            components = List.copyOf(components);
        }
    }

    /** A value by its mex, for a component with too many options to list: the set of their values. */
    record MexSummary(String component, int optionCount, SortedSet<Long> optionValues, long value) implements Step {
        public MexSummary {
            optionValues = new TreeSet<>(optionValues);
        }
    }

    /** A value stated without its options (there are too many even to enumerate). */
    record Value(String component, long value) implements Step {
    }

    /**
     * Values that follow from one rule of the game (a Nim heap's value is its size).
     *
     * @param rule the rule in English
     * @param key the message key of the rule in another language ("valueRule." and the game's name), or "" for none;
     *     a face uses it only where the catalogue's English for that key is this rule, word for word
     */
    record ValueRule(List<ComponentValue> values, String rule, String key) implements Step {
        public ValueRule {
            values = List.copyOf(values);
        }

        /** A rule without a message key: said in English in every language. */
        public ValueRule(List<ComponentValue> values, String rule) {
            this(values, rule, "");
        }
    }

    /** The nim-sum of the parts' values, written in binary columns. */
    record NimSum(List<ComponentValue> parts, long sum) implements Step {
        public NimSum {
            parts = List.copyOf(parts);
        }

        /** The number of binary digits each column shows: enough for the largest value, at least one. */
        public int bits() {
            long max = sum;
            for (ComponentValue p : parts) {
                max = Math.max(max, p.value());
            }
            return Math.max(1, 64 - Long.numberOfLeadingZeros(max));
        }

        /** {@code v} in binary, padded with zeros to {@link #bits()} digits. */
        public String binary(long v) {
            String b = Long.toBinaryString(v);
            return "0".repeat(Math.max(0, bits() - b.length())) + b;
        }
    }

    /**
     * The winning moves in one part of a sum: its value g becomes g ⊕ sum, which makes the nim-sum 0.
     *
     * @param positions the first winning moves in this part, each written as the position it leads to
     */
    record WinningMove(String component, long value, long sum, List<String> positions) implements Step {
        public WinningMove {
            positions = List.copyOf(positions);
        }

        /** The value this part's winning moves reach. */
        public long target() {
            return value ^ sum;
        }
    }

    /** The winning moves a sum's explanation leaves out: {@code more} of {@code total}. */
    record MoreMoves(long more, long total) implements Step {
    }

    /**
     * The verdict on a position with winning moves, and the first of them.
     *
     * @param reason why they win
     * @param value the position's value when the reason is {@link Reason#VALUE_ZERO}, otherwise 0
     * @param positions the first winning moves, each written as the position it leads to
     * @param count how many winning moves there are
     */
    record WinningMoves(Reason reason, long value, List<String> positions, long count) implements Step {
        public WinningMoves {
            positions = List.copyOf(positions);
        }

        /** How the winning moves were found. */
        public enum Reason {
            /** Moves to an option of value 0 (one component in normal play). */
            VALUE_ZERO,
            /** Moves to a P-position by a closed form. */
            CLOSED_FORM,
            /** Moves found by a misère rule or search. */
            MISERE
        }
    }

    /** A partizan position's independent parts and their values, and the value of their sum. */
    record PartValues(List<PartizanAnalysis.Part> parts, CanonicalGame sum) implements Step {
        public PartValues {
            parts = List.copyOf(parts);
        }
    }
}
