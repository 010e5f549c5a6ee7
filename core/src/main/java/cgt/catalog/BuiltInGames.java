package cgt.catalog;

import cgt.games.Chomp;
import cgt.games.CoinTurning;
import cgt.games.ClassicHeapGames;
import cgt.games.FairShares;
import cgt.games.Game;
import cgt.games.OneFromEach;
import cgt.games.StaircaseNim;
import cgt.games.Wythoff;
import cgt.games.partizan.Amazons;
import cgt.games.partizan.BackslidingToadsAndFrogs;
import cgt.games.graph.ArcKayles;
import cgt.games.graph.ChildishHackenbush;
import cgt.games.graph.Colouring;
import cgt.games.graph.NodeKayles;
import cgt.games.partizan.Cake;
import cgt.games.partizan.Clobber;
import cgt.games.partizan.ClobberVariant;
import cgt.games.partizan.Cram;
import cgt.games.partizan.Cutcake;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.Fission;
import cgt.games.partizan.FoxAndGeese;
import cgt.games.partizan.ElephantsAndRhinos;
import cgt.games.partizan.Hackenbush;
import cgt.games.partizan.Konane;
import cgt.games.partizan.SkiJumps;
import cgt.games.partizan.ToadsAndFrogs;
import cgt.games.partizan.TopplingDominoes;
import java.util.List;
import java.util.Optional;

/** The games cgt knows by name, in the order {@code cgt games} lists them. */
public final class BuiltInGames implements GameProvider {

    /** The provider the {@code ServiceLoader} makes, which needs a public constructor without arguments. */
    public BuiltInGames() {
    }

    @Override
    public List<Named> games() {
        return List.of(
                new Named("nim", ClassicHeapGames::nim),
                new Named("mark", ClassicHeapGames::mark),
                new Named("upto-half", ClassicHeapGames::uptoHalf),
                new Named("lasker", ClassicHeapGames::lasker),
                new Named("lasker-unequal", ClassicHeapGames::laskerUnequal),
                new Named("grundy", ClassicHeapGames::grundy),
                new Named("poolitaja", ClassicHeapGames::poolitaja),
                new Named("kayles", ClassicHeapGames::kayles),
                new Named("dawsons-kayles", ClassicHeapGames::dawsonsKayles),
                new Named("dawsons-chess", ClassicHeapGames::dawsonsChess),
                new Named("treblecross", ClassicHeapGames::treblecross),
                new Named("wythoff", Wythoff::new),
                new Named("chomp", Chomp::new),
                new Named("staircase", StaircaseNim::new),
                new Named("one-from-each", OneFromEach::new),
                new Named("fair-shares", FairShares::new),
                Named.partizan("domineering", Domineering::new),
                Named.partizan("clobber", Clobber::new),
                Named.partizan("toads-frogs", ToadsAndFrogs::new),
                Named.partizan("hackenbush", Hackenbush::new),
                Named.partizan("cutcake", Cutcake::new),
                Named.partizan("cram", Cram::new),
                Named.partizan("konane", Konane::new),
                Named.partizan("fission", Fission::new),
                Named.partizan("amazons", Amazons::new),
                Named.partizan("col", Colouring::col),
                Named.partizan("snort", Colouring::snort),
                Named.partizan("node-kayles", NodeKayles::new),
                Named.partizan("arc-kayles", ArcKayles::arcKayles),
                Named.partizan("partizan-arc-kayles", ArcKayles::partizanArcKayles),
                Named.partizan("fjords", Colouring::fjords),
                Named.partizan("childish-hackenbush", ChildishHackenbush::new),
                Named.partizan("toppling-dominoes", TopplingDominoes::new),
                Named.partizan("elephants-rhinos", ElephantsAndRhinos::new),
                Named.partizan("ski-jumps", SkiJumps::new),
                Named.partizan("eatcake", Cake::eatcake),
                Named.partizan("maundy-cake", Cake::maundyCake),
                Named.partizan("turn-and-eatcake", Cake::turnAndEatcake),
                Named.partizan("anti-clobber", ClobberVariant::antiClobber),
                Named.partizan("hot-clobber", ClobberVariant::hotClobber),
                Named.partizan("clobber-kings", ClobberVariant::kings),
                Named.partizan("clobber-knights", ClobberVariant::knights),
                Named.partizan("clobber-rooks", ClobberVariant::rooks),
                Named.partizan("clobber-queens", ClobberVariant::queens),
                Named.partizan("fox-geese", FoxAndGeese::new),
                Named.partizan("backsliding-toads-frogs", BackslidingToadsAndFrogs::new),
                new Named("turning-turtles", () -> CoinTurning.named("turning-turtles", "Turning Turtles", "1-2")),
                new Named("mock-turtles", () -> CoinTurning.named("mock-turtles", "Mock Turtles", "1-3")),
                new Named("twins", () -> CoinTurning.named("twins", "Twins", "2")),
                new Named("triplets", () -> CoinTurning.named("triplets", "Triplets", "3")),
                new Named("ruler", () -> CoinTurning.named("ruler", "Ruler", "1+C")),
                new Named("mock-turtle-fives", () -> CoinTurning.named("mock-turtle-fives", "Mock Turtle Fives",
                        "1-3C(5)")),
                new Named("turnips", () -> CoinTurning.named("turnips", "Turnips", "3E")),
                new Named("sym", () -> CoinTurning.named("sym", "Sym", "1+S")));
    }

    @Override
    public List<Family> families() {
        return List.of(new Family("turning:CODE", "coin turning as CGSuite codes it: turn coins as CODE allows, the"
                + " rightmost from heads to tails", "turning:1-3, turning:1-3C(5)"));
    }

    @Override
    public Optional<Game> parse(String name) {
        return name.startsWith("turning:") ? Optional.of(CoinTurning.of(name.substring("turning:".length())))
                : Optional.empty();
    }
}
