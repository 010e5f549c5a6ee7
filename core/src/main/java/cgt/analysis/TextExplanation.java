package cgt.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Writes the {@link Step}s of an explanation as the plain-text lines {@code cgt analyze --explain} prints: mex
 * steps, binary columns, the nim-equation and the winning moves; in English, or in the words of another language
 * ({@link ExplanationWords}), laid out the same way.
 */
public final class TextExplanation {

    private TextExplanation() {
    }

    /** The steps as lines in English, in order (a nim-sum takes several lines, every other step one). */
    public static List<String> lines(List<Step> steps) {
        return lines(steps, ExplanationWords.ENGLISH);
    }

    /** The steps as lines said in {@code words}, laid out as in English. */
    public static List<String> lines(List<Step> steps, ExplanationWords words) {
        List<String> out = new ArrayList<>();
        for (Step s : steps) {
            write(s, words, out);
        }
        return out;
    }

    private static void write(Step step, ExplanationWords w, List<String> out) {
        if (step instanceof Step.Rule r) {
            out.add(w.sentence(r.text(), r.key(), r.args()));
        } else if (step instanceof Step.Mex m) {
            out.add(mex(m, w));
        } else if (step instanceof Step.MexSummary m) {
            out.add(w.phrase("step.mexSummary", label(m.component()), m.optionCount(),
                    ranges(new TreeSet<>(m.optionValues())), m.value()));
        } else if (step instanceof Step.Value v) {
            out.add(label(v.component()) + " = " + v.value());
        } else if (step instanceof Step.ValueRule r) {
            List<String> values = new ArrayList<>();
            for (Step.ComponentValue v : r.values()) {
                values.add(label(v.component()) + " = " + v.value());
            }
            out.add(String.join(", ", values) + ": " + w.sentence(r.rule(), r.key(), List.of()) + ".");
        } else if (step instanceof Step.NimSum n) {
            nimSum(n, w, out);
        } else if (step instanceof Step.WinningMove m) {
            out.add("  " + label(m.component()) + ": " + m.value() + " ⊕ " + m.sum() + " = " + m.target()
                    + (m.target() > m.value() ? " " + w.phrase("step.largerValue") : "") + " → "
                    + String.join("; ", m.positions()));
        } else if (step instanceof Step.MoreMoves m) {
            out.add("  ... " + w.phrase("step.moreMoves", m.more(), m.total()));
        } else if (step instanceof Step.WinningMoves m) {
            out.add(winningMoves(m, w));
        } else if (step instanceof Step.PartValues p) {
            partValues(p, w, out);
        } else {
            throw new IllegalArgumentException("no text for " + step);
        }
    }

    private static String mex(Step.Mex m, ExplanationWords w) {
        if (m.options().isEmpty()) {
            return w.phrase("step.noMoves", label(m.component()));
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

    private static void nimSum(Step.NimSum n, ExplanationWords w, List<String> out) {
        List<String> left = new ArrayList<>();
        for (Step.ComponentValue p : n.parts()) {
            left.add(label(p.component()) + " = " + p.value());
        }
        left.add(w.phrase("step.nimSum") + " = " + n.sum());
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

    private static String winningMoves(Step.WinningMoves m, ExplanationWords w) {
        String moves = String.join("; ", m.positions());
        boolean cut = m.count() > m.positions().size();
        return switch (m.reason()) {
            case VALUE_ZERO -> w.phrase("step.winning.valueZero", m.value(), moves
                    + (cut ? w.phrase("step.winning.cut", m.count()) : ""));
            case CLOSED_FORM -> w.phrase("step.winning.closedForm", moves);
            case MISERE -> w.phrase("step.winning.misere", m.count(), moves)
                    + (cut ? w.phrase("step.winning.misereCut", m.count()) : "");
        };
    }

    private static void partValues(Step.PartValues p, ExplanationWords w, List<String> out) {
        if (p.parts().size() == 1) {
            out.add("  " + p.parts().get(0).text() + "  =  " + p.sum());
            return;
        }
        int width = p.parts().stream().mapToInt(x -> x.text().length()).max().orElse(0);
        for (PartizanAnalysis.Part x : p.parts()) {
            out.add("  " + x.text() + " ".repeat(width - x.text().length()) + "  =  " + x.value());
        }
        out.add("  " + w.phrase("step.sum") + " = " + p.sum());
    }

    private static String label(String component) {
        return "G(" + component + ")";
    }

    /** "0..5, 7, 9..12": a sorted set of values with runs written as ranges. */
    static String ranges(SortedSet<Long> values) {
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
