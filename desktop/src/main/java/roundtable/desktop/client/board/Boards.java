package roundtable.desktop.client.board;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.GameState;
import roundtable.desktop.client.ClientModule;

/** The board of each game the client can draw, by game id, from each game's {@link BoardModule}. */
public final class Boards {
  private static final Map<String, BoardModule> BOARDS = load();

  private Boards() {}

  /** The games that have a board, in a fixed order. */
  public static List<String> ids() {
    return BOARDS.keySet().stream().sorted().toList();
  }

  public static boolean has(String gameId) {
    return BOARDS.containsKey(gameId);
  }

  /** Whether this client can sit at a table of this game: it knows the rules and has a board. */
  public static boolean playable(String gameId) {
    return GameCatalog.byId(gameId).isPresent() && has(gameId);
  }

  /** A fresh board for one table of this game. */
  @SuppressWarnings("unchecked") // the module is found by the game's id, so the state type matches.
  public static <S extends GameState> BoardView<S> create(Game<S> game) {
    BoardModule board = BOARDS.get(game.id());
    if (board == null) {
      throw new IllegalArgumentException("the client has no board for the game '" + game.id() + "'");
    }
    return (BoardView<S>) board.newBoard();
  }

  private static Map<String, BoardModule> load() {
    Map<String, BoardModule> boards = new LinkedHashMap<>();
    for (ClientModule module : ClientModule.all()) {
      if (!(module instanceof BoardModule board)) {
        throw new IllegalStateException("the client module of " + module.gameId() + " gives no board");
      }
      boards.put(module.gameId(), board);
    }
    return Map.copyOf(boards);
  }
}
