package cgt;

import cgt.analysis.Analysis;
import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.PeriodAnalysis;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.games.HeapGame;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import cgt.task.Effort;
import java.util.List;
import java.util.Optional;

public class ReadmeExample {
    public static void main(String[] args) {
        // 1. A position of any game, by name: who wins, the value, the winning moves.
        Analysis a = Analysis.of(Catalog.find("kayles"), List.of("5", "7"), Request.normalPlay());
        ImpartialAnalysis<?> k = (ImpartialAnalysis<?>) a; // a PartizanAnalysis for a partizan ruleset
        System.out.println(k.outcome() + ", value " + k.normalPlayValue().getAsLong() + ", winning moves "
                + k.winningPositions(10));

        // 2. A partizan value: canonical form, sums, comparison, mean and temperature.
        CanonicalGame g = GameParser.parse("{1|*}"), h = GameParser.parse("^");
        System.out.println(g + " + " + h + " = " + g.plus(h) + ", and " + g + " " + g.compare(h) + " " + h);
        CanonicalGame s = GameParser.parse("{5|-3}");
        System.out.println(s + ": mean " + s.mean() + ", temperature " + s.temperature());
        System.out.println(GameParser.parse("+-1").thermograph());

        // 3. A heap game's Grundy sequence and its period.
        HeapGame kayles = Catalog.heap("kayles").orElseThrow();
        System.out.println(kayles.values().sequence(15));
        System.out.println(PeriodAnalysis.of(kayles, Optional.empty(), Effort.QUIET));
    }
}
