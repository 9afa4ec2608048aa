package roundtable.core.log;

import java.util.List;
import java.util.Optional;
import roundtable.core.conquest.Conquest;
import roundtable.core.graal.Graal;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.table.Game;

/** The games this table can play, found by id (as in a log's {@code game:} line). */
public final class GameCatalog {
  /** Every game id of the table, the ones still to be written included. */
  public static final List<String> IDS = List.of("grailcup", "morrigan", "graal", "graalwar", "conquest");

  private static final List<Game<?>> GAMES = List.of(Conquest.GAME, Graalwar.GAME, GrailCup.GAME, Morrigan.GAME,
      Graal.GAME);

  private GameCatalog() {}

  public static List<Game<?>> all() {
    return GAMES;
  }

  public static Optional<Game<?>> byId(String id) {
    return GAMES.stream().filter(g -> g.id().equals(id)).findFirst();
  }

  /** Why {@link #byId} found nothing, in words. */
  public static String unknown(String id) {
    String playable = String.join(", ", all().stream().map(Game::id).toList());
    return (IDS.contains(id) ? id + " is not playable yet" : "unknown game '" + id + "'")
        + "; the games are: " + playable;
  }
}
