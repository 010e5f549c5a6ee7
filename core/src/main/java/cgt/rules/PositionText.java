package cgt.rules;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The default text of positions for the games users write: the position type is read from the class's
 * declaration ({@code implements ImpartialRules<String>}), and integers, text, lists of integers and records
 * of integers, booleans and text are read and written without any code of the user's.
 */
public final class PositionText {

    private PositionText() {
    }

    /** TopplingDominoes: toppling-dominoes. */
    static String nameOf(Class<?> type) {
        return type.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** The position type a rules class declares, or null when it cannot be told (a raw or generic type). */
    static Type positionType(Class<?> rules) {
        for (Class<?> c = rules; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Type t : c.getGenericInterfaces()) {
                if (t instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw
                        && Rules.class.isAssignableFrom(raw)) {
                    return p.getActualTypeArguments()[0];
                }
            }
        }
        return null;
    }

    private static Class<?> rawType(Type t) {
        if (t instanceof Class<?> c) {
            return c;
        }
        if (t instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
            return c;
        }
        return null;
    }

    /**
     * Why positions of this type cannot be remembered (an array has no equals), or null when they can; the
     * loader refuses such rules with this message before any play.
     */
    public static String unfitPositionType(Class<?> rules) {
        Class<?> raw = rawType(positionType(rules));
        if (raw != null && raw.isArray()) {
            return "positions of type " + raw.getSimpleName() + " cannot be remembered (arrays have no equals);"
                    + " use a String, an Integer, a List<Integer> or a record";
        }
        return null;
    }

    static String syntaxOf(Rules<?> rules) {
        Class<?> raw = rawType(positionType(rules.getClass()));
        if (raw == Integer.class || raw == Long.class) {
            return "a whole number per argument: 7";
        }
        if (raw == String.class) {
            return "text, one position per argument";
        }
        if (raw == List.class) {
            return "whole numbers separated by commas, one position per argument: 3,4,5";
        }
        if (raw != null && raw.isRecord()) {
            List<String> names = new ArrayList<>();
            for (RecordComponent c : raw.getRecordComponents()) {
                names.add(c.getName());
            }
            return String.join(",", names) + " (separated by commas), one position per argument";
        }
        return "one position per argument";
    }

    @SuppressWarnings("unchecked")
    static <P> P parse(Rules<P> rules, String text) {
        Type type = positionType(rules.getClass());
        Class<?> raw = rawType(type);
        String t = text.strip();
        if (raw == String.class) {
            return (P) t;
        }
        if (raw == Integer.class) {
            return (P) Integer.valueOf(integer(t));
        }
        if (raw == Long.class) {
            return (P) Long.valueOf(longInteger(t));
        }
        if (raw == List.class) {
            List<Integer> values = new ArrayList<>();
            for (String part : t.split(",", -1)) {
                values.add(integer(part.strip()));
            }
            return (P) List.copyOf(values);
        }
        if (raw != null && raw.isRecord()) {
            return (P) record(raw, t);
        }
        throw new IllegalArgumentException("positions of type " + (raw == null ? type : raw.getSimpleName())
                + " have no default syntax; write parse(String) and format(P) in the rules");
    }

    private static Object record(Class<?> type, String text) {
        RecordComponent[] components = type.getRecordComponents();
        String[] parts = text.split(",", -1);
        if (parts.length != components.length) {
            throw new IllegalArgumentException("expected " + components.length + " values separated by commas, got "
                    + parts.length);
        }
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            String p = parts[i].strip();
            if (types[i] == int.class || types[i] == Integer.class) {
                values[i] = integer(p);
            } else if (types[i] == long.class || types[i] == Long.class) {
                values[i] = longInteger(p);
            } else if (types[i] == boolean.class || types[i] == Boolean.class) {
                if (!p.equals("true") && !p.equals("false")) {
                    throw new IllegalArgumentException("expected true or false for " + components[i].getName());
                }
                values[i] = Boolean.parseBoolean(p);
            } else if (types[i] == String.class) {
                values[i] = p;
            } else {
                throw new IllegalArgumentException("records with a " + types[i].getSimpleName() + " component have"
                        + " no default syntax; write parse(String) and format(P) in the rules");
            }
        }
        try {
            var constructor = type.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(values);
        } catch (InvocationTargetException e) {
            // The record's own check refused the values: its message says why.
            throw e.getCause() instanceof IllegalArgumentException iae ? iae
                    : new IllegalArgumentException(String.valueOf(e.getCause()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("cannot make a " + type.getSimpleName() + ": " + e);
        }
    }

    private static int integer(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number");
        }
    }

    private static long longInteger(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number");
        }
    }

    static String format(Object position) {
        if (position instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            list.forEach(o -> parts.add(String.valueOf(o)));
            return String.join(",", parts);
        }
        if (position instanceof Record r) {
            List<String> parts = new ArrayList<>();
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                try {
                    var accessor = c.getAccessor();
                    accessor.setAccessible(true);
                    parts.add(String.valueOf(accessor.invoke(r)));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
            return String.join(",", parts);
        }
        return String.valueOf(position);
    }
}
