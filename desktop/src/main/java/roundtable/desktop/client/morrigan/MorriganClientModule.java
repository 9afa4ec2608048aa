package roundtable.desktop.client.morrigan;

import roundtable.desktop.client.board.BoardModule;
import roundtable.desktop.client.board.BoardView;

/** Morrigan's registration with the client: its board and its words. */
public final class MorriganClientModule implements BoardModule {
  @Override
  public String gameId() {
    return "morrigan";
  }

  @Override
  public String wordsArea() {
    return "morrigan";
  }

  @Override
  public BoardView<?> newBoard() {
    return new MorriganBoard();
  }
}
