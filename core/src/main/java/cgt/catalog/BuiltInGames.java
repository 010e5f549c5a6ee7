package cgt.catalog;

import cgt.games.Chomp;
import cgt.games.CoinTurning;
import cgt.games.FairShares;
import cgt.games.ClassicHeapGames;
import cgt.games.OneFromEach;
import cgt.games.StaircaseNim;
import cgt.games.Wythoff;
import cgt.games.partizan.Cake;
import cgt.games.partizan.Clobber;
import cgt.games.partizan.Cutcake;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.ElephantsAndRhinos;
import cgt.games.partizan.Hackenbush;
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
                new Named("domineering", Domineering::new),
                new Named("clobber", Clobber::new),
                new Named("toads-frogs", ToadsAndFrogs::new),
                new Named("hackenbush", Hackenbush::new),
                new Named("cutcake", Cutcake::new),
                new Named("toppling-dominoes", TopplingDominoes::new),
                new Named("elephants-rhinos", ElephantsAndRhinos::new),
                new Named("eatcake", Cake::eatcake),
                new Named("maundy-cake", Cake::maundyCake),
                new Named("turn-and-eatcake", Cake::turnAndEatcake),
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
    public Optional<cgt.games.Game> parse(String name) {
        return name.startsWith("turning:") ? Optional.of(CoinTurning.of(name.substring("turning:".length())))
                : Optional.empty();
    }
}
