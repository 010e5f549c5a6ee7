/**
 * The registry of games a user can name: {@link cgt.catalog.Catalog#find} turns {@code kayles},
 * {@code subtraction:1,3,4} or {@code 0.137} into a new {@code cgt.games.Game} object on every call. Games come
 * from {@link cgt.catalog.GameProvider}s: the built-ins ({@link cgt.catalog.BuiltInGames},
 * {@link cgt.catalog.HeapFamilies}) through the {@code ServiceLoader}, and a user's compiled rules through
 * {@link cgt.catalog.Catalog#register}. A new built-in game is one line in {@code BuiltInGames} (a partizan one
 * {@code Named.partizan(name, Rules::new)}). {@link cgt.catalog.UserGames#of} turns the rules a user writes
 * ({@code cgt.rules}) into games, each call into the user's code guarded so that a fault in it is reported as bad
 * input naming the method and the line.
 */
package cgt.catalog;
