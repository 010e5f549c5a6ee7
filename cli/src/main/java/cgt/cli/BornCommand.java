package cgt.cli;

import cgt.format.PartizanArgs;
import cgt.format.json.Json;
import cgt.format.json.PartizanJson;
import cgt.input.BadInputException;
import cgt.input.Inputs;
import cgt.partizan.CanonicalGame;
import cgt.partizan.GamePrinter;
import cgt.partizan.born.BornByDay;
import cgt.partizan.born.DayTwoTable;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cgt born N}: the partizan games born by day N (1, 4, 22, 1474 of them). */
@Command(name = "born", description = {"The games born by day N, one per line, by birthday (N is 0 to 3: 1, 4, 22 and"
        + " 1474 games; day 4 has more than 10^28).",
    "With --table and N = 2: the classic table of {A|B} over the antichains A, B of day 1."})
final class BornCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "N", description = "The day, 0 to " + BornByDay.MAX_DAY + ".")
    String day;

    @Option(names = "--count", description = "Print only how many games there are.")
    boolean count;

    @Option(names = "--table", description = "Print the day-2 table (N must be 2).")
    boolean table;

    @Option(names = "--json", description = "Print one JSON object: day, count and games.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        int n = (int) Inputs.inRange("day", day, Integer.MIN_VALUE, Integer.MAX_VALUE);
        BornByDay.requireListable(n);
        PrintWriter out = spec.commandLine().getOut();
        if (table) {
            if (n != 2) {
                throw new BadInputException("--table shows day 2 only (the classic table of {A|B});"
                        + " ask 'cgt born 2 --table'");
            }
            out.print(dayTwoTable());
            out.flush();
            return 0;
        }
        StderrProgress progress = new StderrProgress(spec.commandLine().getErr(), Main.texts(spec));
        List<String> games = PartizanArgs.onDeepStack(() -> {
            List<String> printed = new ArrayList<>();
            for (CanonicalGame g : BornByDay.games(n, progress)) {
                printed.add(GamePrinter.print(g));
            }
            return printed;
        });
        progress.done();
        if (json) {
            out.println(Json.write(PartizanJson.born(n, games)));
        } else if (count) {
            out.println(games.size());
        } else {
            StringBuilder b = new StringBuilder();
            for (String g : games) {
                b.append(g).append('\n');
            }
            out.print(b);
            out.flush();
        }
        return 0;
    }

    /** Rows: Left's options; columns: Right's options. */
    static String dayTwoTable() {
        List<String> names = DayTwoTable.SIDE_NAMES;
        String[][] cells = new String[names.size() + 1][names.size() + 1];
        cells[0][0] = "L \\ R";
        for (int i = 0; i < names.size(); i++) {
            cells[0][i + 1] = names.get(i);
            cells[i + 1][0] = names.get(i);
            for (int j = 0; j < names.size(); j++) {
                cells[i + 1][j + 1] = GamePrinter.print(DayTwoTable.cell(i, j));
            }
        }
        int[] width = new int[cells[0].length];
        for (String[] row : cells) {
            for (int j = 0; j < row.length; j++) {
                width[j] = Math.max(width[j], row[j].length());
            }
        }
        StringBuilder b = new StringBuilder();
        for (String[] row : cells) {
            StringBuilder line = new StringBuilder();
            for (int j = 0; j < row.length; j++) {
                line.append(String.format("%-" + (width[j] + 2) + "s", row[j]));
            }
            b.append(line.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }
}
