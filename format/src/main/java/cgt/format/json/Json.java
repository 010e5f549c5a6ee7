package cgt.format.json;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON for {@code --json} output: maps (insertion-ordered), lists, strings, numbers, booleans and
 * null (an empty Optional, OptionalInt or OptionalLong is null, a full one its value). Small on purpose: cgt only ever writes JSON, and one object per command.
 */
public final class Json {

    private Json() {
    }

    /** A map that keeps its keys in the order they were put, for objects whose key order is part of the look. */
    public static Map<String, Object> object() {
        return new LinkedHashMap<>();
    }

    /** The value as JSON text, on one line. */
    public static String write(Object value) {
        StringBuilder b = new StringBuilder();
        write(value, b);
        return b.toString();
    }

    private static void write(Object value, StringBuilder b) {
        if (value == null) {
            b.append("null");
        } else if (value instanceof java.util.Optional<?> o) {
            write(o.orElse(null), b); // a typed result's "none" is JSON's null
        } else if (value instanceof java.util.OptionalLong o) {
            write(o.isPresent() ? (Object) o.getAsLong() : null, b);
        } else if (value instanceof java.util.OptionalInt o) {
            write(o.isPresent() ? (Object) o.getAsInt() : null, b);
        } else if (value instanceof String s) {
            string(s, b);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long
                || value instanceof java.math.BigInteger || value instanceof Short || value instanceof Byte) {
            b.append(value);
        } else if (value instanceof Number n) {
            double d = n.doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                b.append("null");
            } else {
                b.append(n);
            }
        } else if (value instanceof Map<?, ?> m) {
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) {
                    b.append(',');
                }
                first = false;
                string(String.valueOf(e.getKey()), b);
                b.append(':');
                write(e.getValue(), b);
            }
            b.append('}');
        } else if (value instanceof Iterable<?> list) {
            b.append('[');
            boolean first = true;
            for (Object o : list) {
                if (!first) {
                    b.append(',');
                }
                first = false;
                write(o, b);
            }
            b.append(']');
        } else if (value instanceof int[] ints) {
            write(java.util.Arrays.stream(ints).boxed().toList(), b);
        } else if (value instanceof long[] longs) {
            write(java.util.Arrays.stream(longs).boxed().toList(), b);
        } else if (value instanceof Enum<?> e) {
            string(e.name(), b);
        } else {
            string(value.toString(), b);
        }
    }

    private static void string(String s, StringBuilder b) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '\b' -> b.append("\\b");
                case '\f' -> b.append("\\f");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }

    /** A list, for readability at call sites. */
    public static List<Object> list(Object... items) {
        return List.of(items);
    }
}
