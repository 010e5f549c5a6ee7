package cgt.cli;

import cgt.format.json.Json;
import cgt.nimber.Nimbers;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.LongBinaryOperator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt table nim-sum|nim-product}: the addition or multiplication table of the nimbers. */
@Command(name = "table", description = "The nim-addition or nim-multiplication table of 0..N-1.")
final class TableCommand implements Callable<Integer> {

    /** The largest table printed. */
    static final int MAX_SIZE = 1024;

    enum Operation {
        NIM_SUM("nim-sum", "⊕", Nimbers::nimSum),
        NIM_PRODUCT("nim-product", "⊗", Nimbers::nimProduct);

        final String label;
        final String symbol;
        final LongBinaryOperator op;

        Operation(String label, String symbol, LongBinaryOperator op) {
            this.label = label;
            this.symbol = symbol;
            this.op = op;
        }
    }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OPERATION", description = "nim-sum or nim-product")
    String operation;

    @Option(names = "--size", paramLabel = "N", defaultValue = "16",
            description = "Rows and columns 0..N-1 (default ${DEFAULT-VALUE}, at most " + MAX_SIZE + ").")
    String size;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Operation op = switch (operation.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "nim-sum", "sum", "nim-addition" -> Operation.NIM_SUM;
            case "nim-product", "product", "nim-multiplication" -> Operation.NIM_PRODUCT;
            default -> throw new cgt.input.BadInputException("unknown table '" + operation
                    + "': expected nim-sum or nim-product");
        };
        int n = (int) cgt.input.Inputs.inRange("--size", size, 1, MAX_SIZE);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Object> rows = new ArrayList<>();
            for (int a = 0; a < n; a++) {
                long[] row = new long[n];
                for (int b = 0; b < n; b++) {
                    row[b] = op.op.applyAsLong(a, b);
                }
                rows.add(row);
            }
            Map<String, Object> o = Json.object();
            o.put("operation", op.label);
            o.put("size", n);
            o.put("rows", rows);
            out.println(Json.write(o));
            return 0;
        }
        long max = 0;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                max = Math.max(max, op.op.applyAsLong(a, b));
            }
        }
        int w = Long.toString(Math.max(max, n - 1)).length();
        StringBuilder header = new StringBuilder(pad(op.symbol, w)).append(" |");
        for (int b = 0; b < n; b++) {
            header.append(' ').append(pad(Integer.toString(b), w));
        }
        out.println(header);
        out.println("-".repeat(w + 1) + "+" + "-".repeat((w + 1) * n));
        for (int a = 0; a < n; a++) {
            StringBuilder row = new StringBuilder(pad(Integer.toString(a), w)).append(" |");
            for (int b = 0; b < n; b++) {
                row.append(' ').append(pad(Long.toString(op.op.applyAsLong(a, b)), w));
            }
            out.println(row);
        }
        return 0;
    }

    private static String pad(String s, int w) {
        return " ".repeat(Math.max(0, w - s.length())) + s;
    }
}
