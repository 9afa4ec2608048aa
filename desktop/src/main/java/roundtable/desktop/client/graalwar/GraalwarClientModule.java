package roundtable.desktop.client.graalwar;

import roundtable.desktop.client.board.BoardModule;
import roundtable.desktop.client.board.BoardView;

/** Graalwar's registration with the client: its board and its words. */
public final class GraalwarClientModule implements BoardModule {
  @Override
  public String gameId() {
    return "graalwar";
  }

  @Override
  public String wordsArea() {
    return "graalwar";
  }

  @Override
  public BoardView<?> newBoard() {
    return new GraalwarBoard();
  }
}
