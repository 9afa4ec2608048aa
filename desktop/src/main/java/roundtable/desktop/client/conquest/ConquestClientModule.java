package roundtable.desktop.client.conquest;

import roundtable.desktop.client.board.BoardModule;
import roundtable.desktop.client.board.BoardView;

/** Conquest's registration with the client: its board and its words. */
public final class ConquestClientModule implements BoardModule {
  @Override
  public String gameId() {
    return "conquest";
  }

  @Override
  public String wordsArea() {
    return "conquest";
  }

  @Override
  public BoardView<?> newBoard() {
    return new ConquestBoard();
  }
}
