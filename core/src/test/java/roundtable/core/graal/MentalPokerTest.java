package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.SeatSecrets;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/** With mental poker: nobody reads another's hand, and a card laid under a false name is a cheat. */
class MentalPokerTest {
  private final SeatSecrets[] secrets = new SeatSecrets[3];

  private GraalState protocol(GraalState s) throws Exception {
    while (true) {
      Prompt p = Graal.GAME.prompt(s);
      if (p.isOver()) {
        return s;
      }
      int seat = p.seats().firstKey();
      Decision d = p.seats().get(seat);
      if (d != Decision.RANDOMNESS && d != Decision.PROTOCOL_STEP) {
        return s;
      }
      s = Graal.GAME.apply(s, seat, secrets[seat].step(Graal.GAME, s)).state();
    }
  }

  @Test
  void handsAreReadByTheirHoldersOnlyAndAFalseNameIsACheat() throws Exception {
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 3; i++) {
      secrets[i] = new SeatSecrets(i, random.split());
    }
    GraalState s = protocol(Graal.GAME.setup(TableConfig.of(Graal.GAME, 3, Map.of(), false)));
    int seat = Graal.GAME.prompt(s).seats().firstKey();
    CardRef card = Graal.hand(s, seat).get(0);
    OptionalInt face = s.cards().faceFor(card, seat, secrets[seat]);
    assertTrue(face.isPresent(), "the holder reads its card");
    for (int other = 0; other < 3; other++) {
      if (other != seat) {
        assertFalse(s.cards().faceFor(card, other, secrets[other]).isPresent(), "nobody else does");
      }
      assertFalse(s.cards().faceFor(new CardRef(s.ancestors().get(other)), other, secrets[other]).isPresent(),
          "an ancestor is unseen even by its owner");
    }
    assertFalse(Graal.GAME.view(s, Viewer.SPECTATOR).cards().publicFace(card).isPresent());
    assertFalse(Graal.GAME.legalActions(s, seat, secrets[seat]).isEmpty());
    assertTrue(Graal.GAME.legalActions(s, seat, Knowledge.NOTHING).stream().noneMatch(a -> a instanceof Move.Lay),
        "without its keys a seat can't name its cards");
    int wrong = Card.key(face.getAsInt()) == Card.face(Card.GRAAL) ? Card.face(Card.SIEGE) : Card.face(Card.GRAAL);
    s = Graal.GAME.apply(s, seat, new Move.Lay(List.of(new Play(card, wrong)), false)).state();
    s = protocol(s);
    assertNotNull(s.outcome());
    assertEquals(List.of(), s.outcome().winners());
    assertTrue(s.outcome().text().startsWith("cheat: seat " + seat + " named graal"), s.outcome().text());
  }
}
