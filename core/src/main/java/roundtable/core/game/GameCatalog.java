package roundtable.core.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games this table can play, found by id (as in a log's {@code game:} line). They are the
 * registered {@link GameModule}s, in the order of the services file.
 */
public final class GameCatalog {
  private static final List<GameModule<?>> MODULES = load();

  /** Every game id of the table, in the catalog's order. */
  public static final List<String> IDS = MODULES.stream().map(m -> m.game().id()).toList();

  private GameCatalog() {}

  public static List<Game<?>> all() {
    return MODULES.stream().<Game<?>>map(GameModule::game).toList();
  }

  public static Optional<Game<?>> byId(String id) {
    return moduleOf(id).map(GameModule::game);
  }

  /** The registration of the game with this id. */
  public static Optional<GameModule<?>> moduleOf(String id) {
    return MODULES.stream().filter(m -> m.game().id().equals(id)).findFirst();
  }

  /** Why {@link #byId} found nothing, in words. */
  public static String unknown(String id) {
    return "unknown game '" + id + "'; the games are: " + String.join(", ", IDS);
  }

  @SuppressWarnings("rawtypes") // ServiceLoader knows the raw interface only.
  private static List<GameModule<?>> load() {
    List<GameModule<?>> modules = new ArrayList<>();
    for (GameModule module : ServiceLoader.load(GameModule.class, GameCatalog.class.getClassLoader())) {
      modules.add(module);
    }
    if (modules.isEmpty()) {
      throw new IllegalStateException("no game is registered in META-INF/services/" + GameModule.class.getName());
    }
    return List.copyOf(modules);
  }
}
