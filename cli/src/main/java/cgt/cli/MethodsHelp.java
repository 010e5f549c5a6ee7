package cgt.cli;

import cgt.expression.Methods;

/** The list of the expression methods, one a line with what it answers, as {@code cgt value --methods} prints it. */
final class MethodsHelp {

    private MethodsHelp() {
    }

    static String text() {
        StringBuilder b = new StringBuilder("Methods, written after a term as in CGSuite: G.Temperature,"
                + " {2|-1}.Cool(1), (^+*).OutcomeClass; they chain: G.Cool(1).Mean.\n");
        int width = Methods.ofGames().stream().mapToInt(m -> m.signature().length()).max().orElse(0);
        for (Methods.Method m : Methods.ofGames()) {
            b.append("  G.").append(m.signature()).append(" ".repeat(width - m.signature().length() + 2))
                    .append(m.summary()).append('\n');
        }
        return b.toString();
    }
}
