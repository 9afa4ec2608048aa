package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/** What each viewer may see: its own Allies; nobody the tokens on the board or the cards set aside face down. */
class ViewTest {
  @Test
  void aSeatSeesItsOwnAllyAndNothingElseHidden() {
    GrailCupState s = Position.of(4).knight(0, 3).ally(0, Ally.FAIRY).ally(1, Ally.PRIEST).faceUp(Ally.MERLIN)
        .calling(1);
    int fairy = s.chosen().get(0).get(0);
    int priest = s.chosen().get(1).get(0);
    HiddenCards red = Table.GAME.view(s, Viewer.seat(0)).cards();
    assertEquals(8, red.faceFor(new CardRef(fairy), 0, Knowledge.NOTHING).getAsInt());
    assertTrue(red.faceFor(new CardRef(priest), 0, Knowledge.NOTHING).isEmpty(), "Red does not see Blue's Ally");
    HiddenCards spectator = Table.GAME.view(s, Viewer.SPECTATOR).cards();
    assertTrue(spectator.faceFor(new CardRef(fairy), 0, Knowledge.NOTHING).isEmpty());
    assertEquals(3, spectator.publicFace(new CardRef(s.asideUp().get(0))).getAsInt(), "Merlin lies face up");
    for (int card : s.asideDown()) {
      assertTrue(red.faceFor(new CardRef(card), 0, Knowledge.NOTHING).isEmpty(), "cards set aside face down");
    }
    for (int spot : Track.CLOVER_SPOTS) {
      CardRef token = s.cards().pile(Track.spotPile(spot)).get(0);
      assertTrue(red.faceFor(token, 0, Knowledge.NOTHING).isEmpty(), "the token on " + spot);
    }
    assertEquals(StateHash.hex(s), StateHash.hex(Table.GAME.view(s, Viewer.SPECTATOR)),
        "the state hash covers only what everybody sees");
  }
}
