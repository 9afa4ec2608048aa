package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * With mental poker the rules cannot read a face before it is opened: a card laid face up as what
 * it is not is caught when it is opened, and the game stops with the cheat named.
 */
class CheatTest {
  @Test
  void aCardLaidAsATerritoryThatIsNotOneStopsTheGame() throws Exception {
    Morrigan game = Morrigan.GAME;
    MorriganState s = game.setup(TableConfig.of(game, 3, Map.of(), false));
    SplittableRandom random = new SplittableRandom(11);
    SeatSecrets[] secrets = new SeatSecrets[3];
    for (int seat = 0; seat < 3; seat++) {
      secrets[seat] = new SeatSecrets(seat, random.split());
    }
    s = protocol(s, secrets);
    int seat = s.turn();
    assertEquals(Phase.ACTION, s.phase());
    CardRef liar = null;
    for (CardRef c : s.hands().get(seat)) {
      if (Card.of(s.cards().faceFor(c, seat, secrets[seat]).getAsInt()).kind() != Card.Kind.TERRITORY) {
        liar = c;
        break;
      }
    }
    // The rules cannot tell yet: the card is only opened to its holder.
    Applied<MorriganState> laid = game.apply(s, seat, new Move.LayTerritory(liar));
    said.addAll(laid.events());
    s = laid.state();
    s = protocol(s, secrets);
    assertTrue(game.prompt(s).isOver());
    assertTrue(s.outcome().text().startsWith("cheat: seat " + seat + " laid "), s.outcome().text());
    assertTrue(s.outcome().text().endsWith(" as Territoire"));
    MorriganEvent.CheatCaught caught = (MorriganEvent.CheatCaught) said.get(said.size() - 1);
    assertEquals(seat, caught.seat());
    assertEquals(Card.Kind.TERRITORY, caught.kind());
    assertEquals(Card.of(s.cards().publicFace(liar).getAsInt()), caught.face(), "the face flipped, not a Territoire");
    assertEquals(s.outcome().text(), caught.text());
  }

  /** The events of the actions applied so far. */
  private final List<Event> said = new ArrayList<>();

  /** Answers the protocol steps until a seat must move. */
  private MorriganState protocol(MorriganState s, SeatSecrets[] secrets) throws Exception {
    while (true) {
      Prompt p = Morrigan.GAME.prompt(s);
      if (p.isOver()) {
        return s;
      }
      int seat = p.seats().firstKey();
      Decision d = p.seats().get(seat);
      if (d != Decision.RANDOMNESS && d != Decision.PROTOCOL_STEP) {
        return s;
      }
      Applied<MorriganState> applied = Morrigan.GAME.apply(s, seat, secrets[seat].step(Morrigan.GAME, s));
      said.addAll(applied.events());
      s = applied.state();
    }
  }
}
