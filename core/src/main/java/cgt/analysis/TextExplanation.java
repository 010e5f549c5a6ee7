package cgt.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Writes the {@link Step}s of an explanation as the plain-text lines {@code cgt analyze --explain} prints: mex
 * steps, binary columns, the nim-equation and the winning moves.
 */
public final class TextExplanation {

    private TextExplanation() {
    }

    /** The steps as lines, in order (a nim-sum takes several lines, every other step one). */
    public static List<String> lines(List<Step> steps) {
        List<String> out = new ArrayList<>();
        for (Step s : steps) {
            write(s, out);
        }
        return out;
    }

    private static void write(Step step, List<String> out) {
        if (step instanceof Step.Rule r) {
            out.add(r.text());
        } else if (step instanceof Step.Mex m) {
            out.add(mex(m));
        } else if (step instanceof Step.MexSummary m) {
            out.add(label(m.component()) + " = mex of its " + m.optionCount() + " options' values = mex{"
                    + ranges(new TreeSet<>(m.optionValues())) + "} = " + m.value());
        } else if (step instanceof Step.Value v) {
            out.add(label(v.component()) + " = " + v.value());
        } else if (step instanceof Step.ValueRule r) {
            List<String> values = new ArrayList<>();
            for (Step.ComponentValue v : r.values()) {
                values.add(label(v.component()) + " = " + v.value());
            }
            out.add(String.join(", ", values) + ": " + r.rule() + ".");
        } else if (step instanceof Step.NimSum n) {
            nimSum(n, out);
        } else if (step instanceof Step.WinningMove w) {
            out.add("  " + label(w.component()) + ": " + w.value() + " ⊕ " + w.sum() + " = " + w.target()
                    + (w.target() > w.value() ? " (a larger value, which this part's options also reach)" : "")
                    + " → " + String.join("; ", w.positions()));
        } else if (step instanceof Step.MoreMoves m) {
            out.add("  ... " + m.more() + " more winning moves (" + m.total() + " in all)");
        } else if (step instanceof Step.WinningMoves w) {
            out.add(winningMoves(w));
        } else if (step instanceof Step.PartValues p) {
            partValues(p, out);
        } else {
            throw new IllegalArgumentException("no text for " + step);
        }
    }

    private static String mex(Step.Mex m) {
        if (m.options().isEmpty()) {
            return label(m.component()) + " = mex{} = 0 (no moves)";
        }
        List<String> labels = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (Step.MexOption o : m.options()) {
            List<String> parts = new ArrayList<>();
            for (String c : o.components()) {
                parts.add(label(c));
            }
            labels.add(String.join("⊕", parts));
            values.add(Long.toString(o.value()));
        }
        return label(m.component()) + " = mex{" + String.join(", ", labels) + "} = mex{" + String.join(", ", values)
                + "} = " + m.value();
    }

    private static void nimSum(Step.NimSum n, List<String> out) {
        List<String> left = new ArrayList<>();
        for (Step.ComponentValue p : n.parts()) {
            left.add(label(p.component()) + " = " + p.value());
        }
        left.add("nim-sum = " + n.sum());
        int width = left.stream().mapToInt(String::length).max().orElse(0);
        int size = n.parts().size();
        for (int i = 0; i <= size; i++) {
            long v = i < size ? n.parts().get(i).value() : n.sum();
            if (i == size) {
                out.add("  " + " ".repeat(width) + "   " + "-".repeat(n.bits()));
            }
            out.add("  " + " ".repeat(width - left.get(i).length()) + left.get(i) + " = " + n.binary(v));
        }
    }

    private static String winningMoves(Step.WinningMoves w) {
        String moves = String.join("; ", w.positions());
        boolean cut = w.count() > w.positions().size();
        return switch (w.reason()) {
            case VALUE_ZERO -> "G = " + w.value() + " ≠ 0, so this is an N-position: the player to move wins by"
                    + " moving to an option of value 0: " + moves
                    + (cut ? "; ... (" + w.count() + " winning moves in all)" : "") + ".";
            case CLOSED_FORM -> "An N-position: the player to move wins by moving to a P-position: " + moves + ".";
            case MISERE -> "Winning move" + (w.count() == 1 ? "" : "s") + ": " + moves
                    + (cut ? "; ... (" + w.count() + " in all)" : "");
        };
    }

    private static void partValues(Step.PartValues p, List<String> out) {
        if (p.parts().size() == 1) {
            out.add("  " + p.parts().get(0).text() + "  =  " + p.sum());
            return;
        }
        int width = p.parts().stream().mapToInt(x -> x.text().length()).max().orElse(0);
        for (PartizanAnalysis.Part x : p.parts()) {
            out.add("  " + x.text() + " ".repeat(width - x.text().length()) + "  =  " + x.value());
        }
        out.add("  sum = " + p.sum());
    }

    private static String label(String component) {
        return "G(" + component + ")";
    }

    /** "0..5, 7, 9..12": a sorted set of values with runs written as ranges. */
    public static String ranges(SortedSet<Long> values) {
        StringBuilder b = new StringBuilder();
        Long start = null;
        Long prev = null;
        for (Long v : values) {
            if (prev != null && v == prev + 1) {
                prev = v;
                continue;
            }
            appendRun(b, start, prev);
            start = v;
            prev = v;
        }
        appendRun(b, start, prev);
        return b.toString();
    }

    private static void appendRun(StringBuilder b, Long start, Long end) {
        if (start == null) {
            return;
        }
        b.append(b.length() == 0 ? "" : ", ").append(start);
        if (end > start + 1) {
            b.append("..").append(end);
        } else if (end > start) {
            b.append(", ").append(end);
        }
    }
}
