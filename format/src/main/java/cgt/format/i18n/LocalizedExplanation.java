package cgt.format.i18n;

import cgt.analysis.PartizanAnalysis;
import cgt.analysis.Step;
import cgt.analysis.TextExplanation;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Core's explanation {@link Step}s as lines in a language, laid out as {@link TextExplanation} lays them out in
 * English (the mex steps, the nim-sum in binary columns, the winning moves). English is core's own text, byte for
 * byte; another language says every word from its catalogue. A sentence core gives with a message key is said
 * in the language only where the English catalogue's message for that key is core's sentence word for word: a
 * sentence core has reworded stays English rather than be translated from what it no longer says.
 */
public final class LocalizedExplanation {

    private LocalizedExplanation() {
    }

    /** The steps as lines in the language of {@code texts}. */
    public static List<String> lines(List<Step> steps, Texts texts) {
        return texts.language() == Language.EN ? TextExplanation.lines(steps) : render(steps, texts);
    }

    /** The steps as lines from the catalogue of {@code texts}, English included (for the test that they agree). */
    static List<String> render(List<Step> steps, Texts texts) {
        List<String> out = new ArrayList<>();
        for (Step s : steps) {
            write(s, texts, out);
        }
        return out;
    }

    private static void write(Step step, Texts t, List<String> out) {
        if (step instanceof Step.Rule r) {
            out.add(t.sentence(r.text(), r.key(), r.args()));
        } else if (step instanceof Step.Mex m) {
            out.add(mex(m, t));
        } else if (step instanceof Step.MexSummary m) {
            out.add(t.text("step.mexSummary", label(m.component()), m.optionCount(),
                    TextExplanation.ranges(new TreeSet<>(m.optionValues())), m.value()));
        } else if (step instanceof Step.Value v) {
            out.add(label(v.component()) + " = " + v.value());
        } else if (step instanceof Step.ValueRule r) {
            List<String> values = new ArrayList<>();
            for (Step.ComponentValue v : r.values()) {
                values.add(label(v.component()) + " = " + v.value());
            }
            out.add(String.join(", ", values) + ": " + t.sentence(r.rule(), r.key(), List.of()) + ".");
        } else if (step instanceof Step.NimSum n) {
            nimSum(n, t, out);
        } else if (step instanceof Step.WinningMove w) {
            out.add("  " + label(w.component()) + ": " + w.value() + " ⊕ " + w.sum() + " = " + w.target()
                    + (w.target() > w.value() ? " " + t.text("step.largerValue") : "") + " → "
                    + String.join("; ", w.positions()));
        } else if (step instanceof Step.MoreMoves m) {
            out.add("  ... " + t.text("step.moreMoves", m.more(), m.total()));
        } else if (step instanceof Step.WinningMoves w) {
            out.add(winningMoves(w, t));
        } else if (step instanceof Step.PartValues p) {
            partValues(p, t, out);
        } else {
            throw new IllegalArgumentException("no text for " + step);
        }
    }

    private static String mex(Step.Mex m, Texts t) {
        if (m.options().isEmpty()) {
            return t.text("step.noMoves", label(m.component()));
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

    private static void nimSum(Step.NimSum n, Texts t, List<String> out) {
        List<String> left = new ArrayList<>();
        for (Step.ComponentValue p : n.parts()) {
            left.add(label(p.component()) + " = " + p.value());
        }
        left.add(t.text("step.nimSum") + " = " + n.sum());
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

    private static String winningMoves(Step.WinningMoves w, Texts t) {
        String moves = String.join("; ", w.positions());
        boolean cut = w.count() > w.positions().size();
        return switch (w.reason()) {
            case VALUE_ZERO -> t.text("step.winning.valueZero", w.value(), moves
                    + (cut ? t.text("step.winning.cut", w.count()) : ""));
            case CLOSED_FORM -> t.text("step.winning.closedForm", moves);
            case MISERE -> t.text("step.winning.misere", w.count(), moves)
                    + (cut ? t.text("step.winning.misereCut", w.count()) : "");
        };
    }

    private static void partValues(Step.PartValues p, Texts t, List<String> out) {
        if (p.parts().size() == 1) {
            out.add("  " + p.parts().get(0).text() + "  =  " + p.sum());
            return;
        }
        int width = p.parts().stream().mapToInt(x -> x.text().length()).max().orElse(0);
        for (PartizanAnalysis.Part x : p.parts()) {
            out.add("  " + x.text() + " ".repeat(width - x.text().length()) + "  =  " + x.value());
        }
        out.add("  " + t.text("step.sum") + " = " + p.sum());
    }

    private static String label(String component) {
        return "G(" + component + ")";
    }
}
