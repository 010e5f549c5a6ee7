package cgt.cli;

import cgt.format.PartizanArgs;
import cgt.format.i18n.Texts;
import cgt.format.json.Json;
import cgt.format.json.PartizanJson;
import cgt.input.BadInputException;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.GamePrinter;
import cgt.partizan.Thermograph;
import cgt.partizan.Trajectory;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt thermograph EXPR [--svg FILE]}: a game's thermograph, as text, JSON or an SVG picture. */
@Command(name = "thermograph", modelTransformer = ExpressionArgs.ExpressionsMayStartWithMinus.class,
        description = {"The thermograph of a partizan game: its mean, its temperature, and its left and right walls"
                + " as functions of the temperature t from -1 up.",
            "Each wall is listed as breakpoints t:value with the slope after each; --svg draws the picture."})
final class ThermographCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "EXPR", description = "The game, as for 'cgt value'.")
    List<String> expression;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write the thermograph as an SVG picture to FILE.")
    Path svg;

    @Option(names = "--json", description = "Print one JSON object: canonical, mean, temperature, leftWall, rightWall.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        Object[] computed = PartizanArgs.onDeepStack(() -> {
            CanonicalGame g = PartizanArgs.parse(expression);
            return new Object[] {GamePrinter.print(g), g.thermograph()};
        });
        String name = (String) computed[0];
        Thermograph th = (Thermograph) computed[1];
        PrintWriter out = spec.commandLine().getOut();
        if (svg != null) {
            try {
                Files.writeString(svg, ThermographSvg.draw(th, name), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new BadInputException("cannot write " + svg + ": " + e.getMessage());
            }
        }
        if (json) {
            Map<String, Object> o = PartizanJson.thermograph(name, th);
            if (svg != null) {
                o.put("svg", svg.toString());
            }
            out.println(Json.write(o));
            return 0;
        }
        Texts texts = Main.texts(spec);
        out.println(texts.text("thermograph.heading", name, th.mean(), th.temperature()));
        out.println(texts.text("thermograph.leftWall", wall(th.leftWall(), texts)));
        out.println(texts.text("thermograph.rightWall", wall(th.rightWall(), texts)));
        if (svg != null) {
            out.println(texts.text("thermograph.drawnTo", svg));
        }
        return 0;
    }

    /**
     * A wall in words, breakpoint by breakpoint with the slope after each (in English as core's
     * {@link Trajectory#toString()} writes it: 5 at t=-1 then slope -1, 5/2 at t=3/2 then vertical).
     */
    static String wall(Trajectory wall, Texts texts) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < wall.breakpointCount(); i++) {
            int s = wall.slope(i);
            Dyadic value = wall.breakpointValues().get(i);
            Dyadic t = wall.breakpoints().get(i);
            parts.add(s == 0 ? texts.text("thermograph.vertical", value, t)
                    : texts.text("thermograph.slope", value, t, (s > 0 ? "+" : "") + s));
        }
        return String.join(", ", parts);
    }
}
