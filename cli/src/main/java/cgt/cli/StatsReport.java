package cgt.cli;

import cgt.format.json.Json;
import cgt.heap.SequenceStatistics;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
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
     * engine chose no mask; work is left out when no engine accounted for it.
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
            o.put("work", w);
        });
        return o;
    }

    /** The summary as lines of text. */
    static void text(String game, SequenceStatistics st, PrintWriter out) {
        long last = st.lastHeap();
        out.println(game + ", g(0.." + last + ")");
        out.println("largest value: " + st.largest() + ", first at heap " + st.largestFirstAt());
        long zeroCount = st.zeroCount();
        out.println("zeros (P-positions): " + zeroCount + (zeroCount == 0 ? "" : ", the last at heap "
                + st.lastZero().getAsLong()));
        if (zeroCount > 0) {
            out.println("  " + joined(st.firstZeros()) + (zeroCount > st.firstZeros().size() ? " ..." : ""));
        }
        if (st.rare().isPresent()) {
            SequenceStatistics.Rare rare = st.rare().get();
            String m = rare.maskHex();
            out.println("rare values (an even number of bits in v & " + m + "): " + rare.count() + " heaps above 0"
                    + (rare.lastHeap().isEmpty() ? "" : ", the last at heap " + rare.lastHeap().getAsLong()));
            out.println("  (a value v is rare when v & " + m + " has an even number of 1 bits, common when odd; the mask");
            out.println("  is chosen from the values to keep rare values few. A split into two heaps has a common value");
            out.println("  exactly when one part is rare, so the rare/common method of Gangolli and Plambeck pairs each");
            out.println("  heap with the few rare heaps, and scans every split only when a rare value may be missing.)");
        }
        out.println("last value: g(" + last + ") = " + st.lastValue());
        st.work().ifPresent(work -> out.printf(Locale.ROOT, "work: %,d splits evaluated; %,d heaps needed a scan beyond"
                + " the rare heaps%s%s%n", work.pairEvaluations(), work.fullScans(),
                work.settledByPeriod().isEmpty() ? "" : String.format(Locale.ROOT, ", %,d were settled from the period"
                        + " (g(n) = g(n-p), no scan)", work.settledByPeriod().getAsLong()),
                work.resumedFrom() > 0 ? " (in this run, from heap " + work.resumedFrom() + ")" : ""));
    }

    private static String joined(List<Long> list) {
        StringBuilder b = new StringBuilder();
        for (long x : list) {
            b.append(b.length() == 0 ? "" : " ").append(x);
        }
        return b.toString();
    }
}
