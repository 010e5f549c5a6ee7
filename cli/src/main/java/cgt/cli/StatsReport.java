package cgt.cli;

import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.heap.GrundyEngine;
import cgt.heap.SequenceStatistics;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * The summary {@code cgt grundy --stats} prints, as text or as one JSON object, written once for a table in memory
 * and for a values file alike: both come as a {@link SequenceStatistics}. A values file adds its own line and key
 * ({@link HugeGrundyRun}).
 */
final class StatsReport {

    private StatsReport() {
    }

    /**
     * {game, to, max, maxFirstAt, zeroCount, zeros, lastZero, rareMask, rareCount, lastRare, last, work?}: lastZero is
     * -1 rather than null when there is none (the key's meaning since it was added); the rare keys are null when the
     * engine chose no mask; work is left out when no engine accounted for it, and its threads {threads,
     * pipelineHeaps, pipelineSeconds, aloneHeaps, aloneSeconds, changes, waitedSeconds} when the run had more than
     * one thread (waitedSeconds: the pipeline's threads' waits for one another, added up).
     */
    static Map<String, Object> json(String game, SequenceStatistics st) {
        Map<String, Object> o = Json.object();
        o.put("game", game);
        o.put("to", st.lastHeap());
        o.put("max", st.largest());
        o.put("maxFirstAt", st.largestFirstAt());
        o.put("zeroCount", st.zeroCount());
        o.put("zeros", st.firstZeros());
        o.put("lastZero", st.lastZero().orElse(-1));
        o.put("rareMask", st.rare().map(SequenceStatistics.Rare::maskHex).orElse(null));
        o.put("rareCount", st.rare().map(SequenceStatistics.Rare::count).orElse(null));
        o.put("lastRare", st.rare().map(SequenceStatistics.Rare::lastHeap));
        o.put("last", st.lastValue());
        st.work().ifPresent(work -> {
            Map<String, Object> w = Json.object();
            w.put("fullScans", work.fullScans());
            w.put("splitsEvaluated", work.pairEvaluations());
            w.put("settledByPeriod", work.settledByPeriod().orElse(0));
            GrundyEngine.Threads t = work.threads();
            if (t.threads() > 1) {
                Map<String, Object> shared = Json.object();
                shared.put("threads", t.threads());
                shared.put("pipelineHeaps", t.pipelineHeaps());
                shared.put("pipelineSeconds", t.pipelineNanos() / 1e9);
                shared.put("aloneHeaps", t.aloneHeaps());
                shared.put("aloneSeconds", t.aloneNanos() / 1e9);
                shared.put("changes", t.changes());
                shared.put("waitedSeconds", t.waitNanos() / 1e9);
                w.put("threads", shared);
            }
            o.put("work", w);
        });
        return o;
    }

    /** The summary as lines of text, in the run's language (stats.*; numbers of work grouped as it groups them). */
    static void text(String game, SequenceStatistics st, PrintWriter out, Texts texts) {
        long last = st.lastHeap();
        out.println(game + ", g(0.." + last + ")");
        out.println(texts.text("stats.largest", st.largest(), st.largestFirstAt()));
        long zeroCount = st.zeroCount();
        out.println(zeroCount == 0 ? texts.text("stats.zerosAbsent")
                : texts.text("stats.zeros", zeroCount, st.lastZero().getAsLong()));
        if (zeroCount > 0) {
            out.println("  " + joined(st.firstZeros()) + (zeroCount > st.firstZeros().size() ? " ..." : ""));
        }
        if (st.rare().isPresent()) {
            SequenceStatistics.Rare rare = st.rare().get();
            String m = rare.maskHex();
            out.println(rare.lastHeap().isEmpty() ? texts.text("stats.rare.noLast", m, rare.count())
                    : texts.text("stats.rare", m, rare.count(), rare.lastHeap().getAsLong()));
            // The note is lines of its own, each printed with the platform's line separator.
            texts.text("stats.rare.note", m).lines().forEach(out::println);
        }
        out.println(texts.text("stats.last", last, st.lastValue()));
        st.work().ifPresent(work -> out.println(texts.text("stats.work", work.pairEvaluations(), work.fullScans(),
                work.settledByPeriod().isEmpty() ? "" : texts.text("stats.work.period",
                        work.settledByPeriod().getAsLong()),
                work.resumedFrom() > 0 ? texts.text("stats.work.resumed", work.resumedFrom()) : "")));
        st.work().map(SequenceStatistics.Work::threads).filter(t -> t.threads() > 1).ifPresent(t -> out.println(
                texts.text("stats.threads", t.threads(), t.pipelineHeaps(),
                        Decimals.of(t.pipelineNanos() / 1e9, 1, texts), t.aloneHeaps(),
                        Decimals.of(t.aloneNanos() / 1e9, 1, texts), t.changes(), Math.round(100 * t.waitedShare()))));
    }

    private static String joined(List<Long> list) {
        StringBuilder b = new StringBuilder();
        for (long x : list) {
            b.append(b.length() == 0 ? "" : " ").append(x);
        }
        return b.toString();
    }
}
