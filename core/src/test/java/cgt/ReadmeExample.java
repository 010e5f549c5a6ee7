package cgt;

import cgt.analysis.ImpartialAnalysis;
import cgt.analysis.ImpartialAnalyzer;
import cgt.analysis.Request;
import cgt.catalog.Catalog;
import cgt.partizan.CanonicalGame;
import cgt.partizan.notation.GameParser;
import java.util.List;

public class ReadmeExample {
    public static void main(String[] args) {
        ImpartialAnalysis<?> a = ImpartialAnalyzer.analyze(Catalog.impartial("kayles").orElseThrow(),
                List.of("5", "7"), Request.normalPlay());
        System.out.println(a.outcome() + ", value " + a.normalPlayValue().getAsLong() + ", winning moves "
                + a.winningPositions(10));
        CanonicalGame g = GameParser.parse("{1|*}"), h = GameParser.parse("^");
        System.out.println(g + " + " + h + " = " + g.plus(h) + ", and " + g + " " + g.compare(h) + " " + h);
    }
}
