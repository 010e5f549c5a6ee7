package cgt.expression;

/**
 * The answer of a predicate such as {@code G.IsNumber}, printed {@code true} or {@code false}.
 *
 * @param value the truth value
 */
public record BooleanValue(boolean value) implements Value {

    @Override
    public String kind() {
        return "boolean";
    }

    @Override
    public String toString() {
        return Boolean.toString(value);
    }
}
