package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.Game;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;

/** The games the client can draw; each board is fresh for its table. */
class BoardsTest {
  @Test
  void conquestHasABoardAndEachTableGetsItsOwn() {
    assertTrue(Boards.has("conquest"));
    BoardView<ConquestState> one = Boards.create(Conquest.GAME);
    assertNotSame(one, Boards.create(Conquest.GAME), "a board may remember its table's stones");
  }

  @Test
  void aGameWithoutABoardIsRefusedByName() {
    assertFalse(Boards.has("chess"));
    Optional<Game<?>> morrigan = GameCatalog.byId("morrigan");
    if (morrigan.isPresent() && !Boards.has("morrigan")) {
      IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
          () -> Boards.create(morrigan.get()));
      assertTrue(e.getMessage().contains("'morrigan'"), e.getMessage());
    }
  }

  @Test
  void everyGameHasATitleAndEveryBoardItsWordsArea() {
    for (Language language : Language.values()) {
      Words words = Words.of(language);
      for (String id : GameCatalog.IDS) {
        assertTrue(words.has("game." + id), "game." + id + " in " + language);
        if (Boards.has(id)) {
          assertTrue(Words.AREAS.contains(id), "the words area of the board of " + id);
        }
      }
    }
  }
}
