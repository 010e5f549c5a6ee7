package cgt.catalog;

import cgt.games.Chomp;
import cgt.games.FairShares;
import cgt.games.ClassicHeapGames;
import cgt.games.OneFromEach;
import cgt.games.StaircaseNim;
import cgt.games.Wythoff;
import cgt.games.partizan.Amazons;
import cgt.games.partizan.Clobber;
import cgt.games.partizan.ClobberVariant;
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
                new Named("domineering", Domineering::new),
                new Named("clobber", Clobber::new),
                new Named("toads-frogs", ToadsAndFrogs::new),
                new Named("hackenbush", Hackenbush::new),
                new Named("cutcake", Cutcake::new),
                new Named("cram", Cram::new),
                new Named("konane", Konane::new),
                new Named("fission", Fission::new),
                new Named("amazons", Amazons::new),
                new Named("anti-clobber", ClobberVariant::antiClobber),
                new Named("hot-clobber", ClobberVariant::hotClobber),
                new Named("clobber-kings", ClobberVariant::kings),
                new Named("clobber-knights", ClobberVariant::knights),
                new Named("clobber-rooks", ClobberVariant::rooks),
                new Named("clobber-queens", ClobberVariant::queens));
    }
}
