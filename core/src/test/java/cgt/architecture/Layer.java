package cgt.architecture;

import java.util.List;

/**
 * A layer of core: its name and packages. {@link #ALL} lists them bottom to top; {@link LayersTest} checks
 * that dependencies only point down, {@link ModuleDescriptorTest} that the module exports them.
 */
record Layer(String name, String... packages) {

    static final List<Layer> ALL = List.of(
            new Layer("support", "cgt.task", "cgt.input"),
            new Layer("values", "cgt.outcome", "cgt.nimber", "cgt.partizan"),
            new Layer("rules", "cgt.rules"),
            new Layer("engines", "cgt.impartial", "cgt.heap", "cgt.heap.huge", "cgt.partizan.search",
                    "cgt.partizan.solve", "cgt.loopy", "cgt.loopy.partizan", "cgt.misere", "cgt.misere.quotient"),
            new Layer("rulesets", "cgt.games", "cgt.games.partizan", "cgt.games.graph"),
            new Layer("api", "cgt.expression", "cgt.partizan.notation", "cgt.partizan.born", "cgt.analysis", "cgt.misere.analysis",
                    "cgt.match", "cgt.catalog"));
}
