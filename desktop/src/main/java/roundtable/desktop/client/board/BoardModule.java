package roundtable.desktop.client.board;

import roundtable.desktop.client.ClientModule;

/** A game's registration with the client, with the board that draws the game. */
public interface BoardModule extends ClientModule {
  /** A fresh board for one table of this game. */
  BoardView<?> newBoard();
}
