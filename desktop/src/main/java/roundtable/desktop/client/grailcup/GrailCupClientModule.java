package roundtable.desktop.client.grailcup;

import roundtable.desktop.client.board.BoardModule;
import roundtable.desktop.client.board.BoardView;

/** GrailCup's registration with the client: its board and its words. */
public final class GrailCupClientModule implements BoardModule {
  @Override
  public String gameId() {
    return "grailcup";
  }

  @Override
  public String wordsArea() {
    return "grailcup";
  }

  @Override
  public BoardView<?> newBoard() {
    return new GrailCupBoard();
  }
}
