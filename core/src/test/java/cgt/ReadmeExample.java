package cgt;

import cgt.analysis.ImpartialAnalyzer;
import cgt.catalog.Catalog;
import cgt.games.ImpartialGame;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import java.util.List;

public class ReadmeExample {
    public static void main(String[] args) {
        ImpartialGame<?> kayles = (ImpartialGame<?>) Catalog.find("kayles");
        var a = ImpartialAnalyzer.analyze(kayles, List.of("5", "7"), false, false);
        System.out.println(a.outcome() + ", value " + a.value() + ", winning moves " + a.winningPositions(10));
        CanonicalGame g = GameParser.parse("{1|*}"), h = GameParser.parse("^");
        System.out.println(g + " + " + h + " = " + g.plus(h) + ", and " + g + " " + g.compare(h) + " " + h);
    }
}
