package roundtable.desktop.client.board;

import java.util.Map;
import java.util.function.Supplier;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.desktop.client.conquest.ConquestBoard;
import roundtable.desktop.client.graal.GraalBoard;
import roundtable.desktop.client.graalwar.GraalwarBoard;
import roundtable.desktop.client.grailcup.GrailCupBoard;
import roundtable.desktop.client.morrigan.MorriganBoard;

/** The board of each game the client can draw, by game id: a new game's board is one line here. */
public final class Boards {
  private static final Map<String, Supplier<BoardView<?>>> BOARDS = Map.of(
      "conquest", ConquestBoard::new,
      "graal", GraalBoard::new,
      "graalwar", GraalwarBoard::new,
      "grailcup", GrailCupBoard::new,
      "morrigan", MorriganBoard::new);

  private Boards() {}

  /** The games that have a board, in a fixed order. */
  public static java.util.List<String> ids() {
    return BOARDS.keySet().stream().sorted().toList();
  }

  public static boolean has(String gameId) {
    return BOARDS.containsKey(gameId);
  }

  /** A fresh board for one table of this game. */
  @SuppressWarnings("unchecked")
  public static <S extends GameState> BoardView<S> create(Game<S> game) {
    Supplier<BoardView<?>> board = BOARDS.get(game.id());
    if (board == null) {
      throw new IllegalArgumentException("the client has no board for the game '" + game.id() + "'");
    }
    return (BoardView<S>) board.get();
  }
}
