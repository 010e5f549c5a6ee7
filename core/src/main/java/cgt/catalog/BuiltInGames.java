package cgt.catalog;

import cgt.games.Chomp;
import cgt.games.ClassicHeapGames;
import cgt.games.FairShares;
import cgt.games.OneFromEach;
import cgt.games.StaircaseNim;
import cgt.games.Wythoff;
import cgt.games.partizan.Amazons;
import cgt.games.graph.ArcKayles;
import cgt.games.graph.ChildishHackenbush;
import cgt.games.graph.Colouring;
import cgt.games.graph.NodeKayles;
import cgt.games.partizan.Clobber;
import cgt.games.partizan.Cram;
import cgt.games.partizan.Cutcake;
import cgt.games.partizan.Domineering;
import cgt.games.partizan.Fission;
import cgt.games.partizan.Hackenbush;
import cgt.games.partizan.Konane;
import cgt.games.partizan.ToadsAndFrogs;
import java.util.List;

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
                Named.partizan("childish-hackenbush", ChildishHackenbush::new));
    }
}
