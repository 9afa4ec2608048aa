package roundtable.desktop.client;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * One game's registration with the client: the game it draws and the area of its words. Each
 * game has one, named for it ({@code ConquestClientModule}), listed once in
 * {@code META-INF/services/roundtable.desktop.client.ClientModule}; it is also the game's
 * {@code BoardModule}, which gives the board.
 */
public interface ClientModule {
  /** The id of the game, as in {@code Game.id()}. */
  String gameId();

  /** The area of the game's words: {@code roundtable/i18n/AREA_CODE.properties}. */
  String wordsArea();

  /** Every game's registration with the client, in the order of the services file. */
  static List<ClientModule> all() {
    List<ClientModule> modules = new ArrayList<>();
    ServiceLoader.load(ClientModule.class, ClientModule.class.getClassLoader()).forEach(modules::add);
    return List.copyOf(modules);
  }
}
