package roundtable.desktop.client.graal;

import roundtable.desktop.client.board.BoardModule;
import roundtable.desktop.client.board.BoardView;

/** Graal's registration with the client: its board and its words. */
public final class GraalClientModule implements BoardModule {
  @Override
  public String gameId() {
    return "graal";
  }

  @Override
  public String wordsArea() {
    return "graal";
  }

  @Override
  public BoardView<?> newBoard() {
    return new GraalBoard();
  }
}
