package cgt.cli;

import cgt.partizan.Dyadic;
import cgt.partizan.Thermograph;
import cgt.partizan.Trajectory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Draws a thermograph as an SVG picture in the usual orientation: temperature upward, values increasing to
 * the left (so Left's wall is on the left), from t = -1 to a little above the temperature, with the mast
 * rising from where the walls meet.
 */
final class ThermographSvg {

    private static final int WIDTH = 640;
    private static final int HEIGHT = 480;
    private static final int MARGIN = 60;

    private final Thermograph th;
    private final double tMin = -1;
    private final double tMax;
    private final double vMin;
    private final double vMax;

    private ThermographSvg(Thermograph th) {
        this.th = th;
        double temp = Math.max(th.temperature().doubleValue(), 0);
        this.tMax = temp + Math.max(0.5, 0.25 * (temp + 1));
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Trajectory w : List.of(th.leftWall(), th.rightWall())) {
            for (Dyadic v : w.breakpointValues()) {
                lo = Math.min(lo, v.doubleValue());
                hi = Math.max(hi, v.doubleValue());
            }
        }
        double pad = Math.max(0.5, 0.1 * (hi - lo));
        this.vMin = lo - pad;
        this.vMax = hi + pad;
    }

    /** The SVG document for the thermograph, titled with the game's name. */
    static String draw(Thermograph th, String title) {
        return new ThermographSvg(th).svg(title);
    }

    private double x(double v) {
        return MARGIN + (vMax - v) / (vMax - vMin) * (WIDTH - 2 * MARGIN);
    }

    private double y(double t) {
        return MARGIN + (tMax - t) / (tMax - tMin) * (HEIGHT - 2 * MARGIN);
    }

    private String svg(String title) {
        StringBuilder b = new StringBuilder();
        b.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        b.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        b.append("  <title>").append(escape("Thermograph of " + title)).append("</title>\n");
        b.append("  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        // Temperature axis lines at t = -1 and t = 0.
        line(b, x(vMax), y(0), x(vMin), y(0), "#999999", "4 3", 1);
        line(b, x(vMax), y(tMin), x(vMin), y(tMin), "#333333", null, 1);
        text(b, MARGIN - 8, y(0) + 4, "t = 0", "end", "#666666");
        text(b, MARGIN - 8, y(tMin) + 4, "t = -1", "end", "#666666");
        // Value ticks at the integers in range (or a few evenly spaced ones).
        double step = Math.max(1, Math.pow(2, Math.ceil(Math.log((vMax - vMin) / 8) / Math.log(2))));
        for (double v = Math.ceil(vMin / step) * step; v <= vMax; v += step) {
            line(b, x(v), y(tMin), x(v), y(tMin) + 5, "#333333", null, 1);
            text(b, x(v), y(tMin) + 20, format(v), "middle", "#333333");
        }
        wall(b, th.leftWall(), "#1f4fd1");
        wall(b, th.rightWall(), "#c8102e");
        // The mast.
        double m = th.mean().doubleValue();
        double t0 = th.temperature().doubleValue();
        line(b, x(m), y(t0), x(m), y(tMax) + 8, "#000000", null, 2);
        b.append(String.format(Locale.ROOT, "  <polygon points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f\" fill=\"black\"/>%n",
                x(m), y(tMax), x(m) - 5, y(tMax) + 10, x(m) + 5, y(tMax) + 10));
        b.append(String.format(Locale.ROOT, "  <circle cx=\"%.2f\" cy=\"%.2f\" r=\"3.5\" fill=\"black\"/>%n", x(m), y(t0)));
        text(b, x(m) + 8, y(t0) - 6, "temperature " + th.temperature(), "start", "#000000");
        text(b, WIDTH / 2.0, 24, "Thermograph of " + title + ": mean " + th.mean() + ", temperature "
                + th.temperature(), "middle", "#000000");
        text(b, MARGIN, HEIGHT - 12, "left wall (Left)", "start", "#1f4fd1");
        text(b, WIDTH - MARGIN, HEIGHT - 12, "right wall (Right)", "end", "#c8102e");
        b.append("</svg>\n");
        return b.toString();
    }

    private void wall(StringBuilder b, Trajectory w, String colour) {
        List<String> points = new ArrayList<>();
        List<Dyadic> ts = w.breakpoints();
        for (Dyadic t : ts) {
            if (t.doubleValue() <= tMax) {
                points.add(String.format(Locale.ROOT, "%.2f,%.2f", x(w.valueAt(t).doubleValue()), y(t.doubleValue())));
            }
        }
        double top = tMax;
        Dyadic last = ts.get(ts.size() - 1);
        double vTop = w.valueAt(last).doubleValue() + w.slope(ts.size() - 1) * (top - last.doubleValue());
        points.add(String.format(Locale.ROOT, "%.2f,%.2f", x(vTop), y(top)));
        b.append("  <polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2.5\" points=\"")
                .append(String.join(" ", points)).append("\"/>\n");
    }

    private static void line(StringBuilder b, double x1, double y1, double x2, double y2, String colour, String dash,
            double width) {
        b.append(String.format(Locale.ROOT, "  <line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"%s\""
                + " stroke-width=\"%.1f\"%s/>%n", x1, y1, x2, y2, colour, width,
                dash == null ? "" : " stroke-dasharray=\"" + dash + "\""));
    }

    private static void text(StringBuilder b, double x, double y, String s, String anchor, String colour) {
        b.append(String.format(Locale.ROOT, "  <text x=\"%.2f\" y=\"%.2f\" text-anchor=\"%s\" fill=\"%s\">%s</text>%n",
                x, y, anchor, colour, escape(s)));
    }

    private static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.3g", v);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
