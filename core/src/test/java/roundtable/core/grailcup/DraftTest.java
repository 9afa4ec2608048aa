package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * "Choix des Alliés": the Allies set aside, then each player keeps one in secret and passes the rest.
 * Every shuffle here is fixed in order, so the Ally cards are dealt 1, 2, 3... and the knights
 * start on squares 8, 7, 6...
 */
class DraftTest {
  static Table table(int players) {
    Table t = new Table(Table.GAME.setup(TableConfig.of(Table.GAME, players, Map.of(), true)));
    return t.shuffled();
  }

  static List<Integer> handed(Table t, int seat) {
    return new Play(t.state).packet(seat);
  }

  static List<Integer> seenBy(Table t, int seat, int by) {
    HiddenCards view = Table.GAME.view(t.state, Viewer.seat(by)).cards();
    List<Integer> faces = new ArrayList<>();
    for (int card : handed(t, seat)) {
      view.faceFor(new CardRef(card), by, Knowledge.NOTHING).ifPresent(faces::add);
    }
    return faces;
  }

  @Test
  void fourPlayersSetThreeAsideFaceUpAndOneFaceDownAndTheLastChoiceSetsOneMoreAside() throws Exception {
    Table t = table(4);
    assertEquals(3, t.state.chancellor(), "Green, last of the race, is the Chancellor");
    assertEquals(3, t.state.asideUp().size());
    assertEquals(1, t.state.asideDown().size());
    List<Integer> five = handed(t, 3);
    assertEquals(5, five.size());
    assertEquals(List.of(5, 6, 7, 8, 9), seenBy(t, 3, 3), "the Chancellor sees the cards he takes");
    assertEquals(List.of(), seenBy(t, 3, 0), "nobody else does");
    assertTrue(t.refused(0, "keep #" + five.get(0)).contains("not Red's turn"));
    assertTrue(t.refused(3, "keep #" + five.get(0)).contains("which way"));
    assertTrue(t.refused(3, "keep #999 clockwise").contains("not among the Allies handed"));
    t.act(3, "keep #" + five.get(0) + " clockwise");
    assertEquals(4, handed(t, 0).size(), "clockwise: Red receives the four others");
    assertEquals(List.of(6, 7, 8, 9), seenBy(t, 0, 0));
    assertEquals(List.of(), seenBy(t, 0, 1), "Blue sees nothing yet");
    assertTrue(t.refused(0, "keep #" + handed(t, 0).get(0) + " counterclockwise").contains("only the Chancellor"));
    t.act(0, "keep #" + handed(t, 0).get(0));
    t.act(1, "keep #" + handed(t, 1).get(0));
    assertEquals(2, handed(t, 2).size(), "the last player chooses between two cards");
    t.act(2, "keep #" + handed(t, 2).get(1));
    assertEquals(2, t.state.asideDown().size(), "the card he does not take is set aside face down");
    assertTrue(t.state.agenda().get(0) instanceof Task.Call, "then the Allies are called");
    for (int seat = 0; seat < 4; seat++) {
      assertEquals(1, t.state.chosen().get(seat).size());
    }
  }

  @Test
  void counterclockwiseTheCardsGoToTheChancellorsRight() {
    Table t = table(5);
    int chancellor = t.state.chancellor();
    t.act(chancellor, "keep #" + handed(t, chancellor).get(0) + " counterclockwise");
    assertEquals(5, handed(t, (chancellor + 4) % 5).size(), "5 players: 2 face up, 1 face down, 6 to choose from");
  }

  @Test
  void threePlayersKeepTwoAlliesEachWithASecondCardSetAsideAtRandom() {
    // "À trois joueurs ... Ce dernier écarte de nouveau une carte au hasard, face cachée, sans la
    // regarder, avant de choisir son second allié parmi les quatre cartes restantes."
    Table t = table(3);
    int c = t.state.chancellor();
    assertEquals(0, t.state.asideUp().size());
    assertEquals(8, handed(t, c).size());
    t.act(c, "keep #" + handed(t, c).get(0) + " clockwise");
    t.act((c + 1) % 3, "keep #" + handed(t, (c + 1) % 3).get(0));
    assertEquals(6, handed(t, (c + 2) % 3).size());
    t.act((c + 2) % 3, "keep #" + handed(t, (c + 2) % 3).get(0));
    t.shuffled();
    assertEquals(2, t.state.asideDown().size(), "one more card set aside at random");
    assertEquals(4, handed(t, c).size(), "the Chancellor chooses his second Ally among four");
    t.act(c, "keep #" + handed(t, c).get(0));
    t.act((c + 1) % 3, "keep #" + handed(t, (c + 1) % 3).get(0));
    assertEquals(2, handed(t, (c + 2) % 3).size());
    t.act((c + 2) % 3, "keep #" + handed(t, (c + 2) % 3).get(0));
    assertEquals(3, t.state.asideDown().size());
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(2, t.state.chosen().get(seat).size(), "two Allies each");
    }
  }

  @Test
  void eightPlayersTheLastAlsoTakesTheFirstCardSetAsideFaceDown() {
    // "À huit joueurs, le dernier joueur ne reçoit qu'une seule carte Allié de son voisin, mais prend
    // également en main la carte qui avait été écartée face cachée au tout début."
    Table t = table(8);
    int c = t.state.chancellor();
    t.act(c, "keep #" + handed(t, c).get(0) + " clockwise");
    for (int k = 1; k < 7; k++) {
      int seat = (c + k) % 8;
      t.act(seat, "keep #" + handed(t, seat).get(0));
    }
    int last = (c + 7) % 8;
    assertEquals(2, handed(t, last).size());
    assertEquals(0, t.state.asideDown().size());
    t.act(last, "keep #" + handed(t, last).get(0));
    assertEquals(1, t.state.asideDown().size(), "he sets the other aside face down");
  }

  @Test
  void theNumberOfAlliesSetAsideFaceUpFollowsTheTable() {
    int[] faceUp = {0, 0, 0, 0, 3, 2, 1, 0, 0};
    for (int players = 3; players <= 8; players++) {
      Table t = table(players);
      assertEquals(faceUp[players], t.state.asideUp().size(), players + " players");
      assertEquals(1, t.state.asideDown().size());
    }
  }
}
