package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/** Every action the rules list is one they accept, and only the seat the prompt names has any. */
class LegalActionsTest {
  @Test
  void everyListedActionIsAccepted() throws Exception {
    Morrigan game = Morrigan.GAME;
    long checked = 0;
    for (int players = 3; players <= 5; players++) {
      SplittableRandom random = new SplittableRandom(players);
      MorriganState s = game.setup(TableConfig.of(game, players, Map.of(), true));
      SeatSecrets[] secrets = new SeatSecrets[players];
      for (int seat = 0; seat < players; seat++) {
        secrets[seat] = new SeatSecrets(seat, random.split());
      }
      for (int step = 0; step < 3_000 && !game.prompt(s).isOver(); step++) {
        Prompt p = game.prompt(s);
        int seat = p.seats().firstKey();
        if (p.seats().get(seat) == Decision.RANDOMNESS || p.seats().get(seat) == Decision.PROTOCOL_STEP) {
          s = game.apply(s, seat, secrets[seat].step(game, s)).state();
          continue;
        }
        for (int other = 0; other < players; other++) {
          if (other != seat) {
            assertEquals(0, game.legalActions(s, other, secrets[other]).size());
          }
        }
        var legal = game.legalActions(s, seat, secrets[seat]);
        assertTrue(!legal.isEmpty(), p.text());
        for (Action a : legal) {
          game.apply(s, seat, a);
          checked++;
        }
        s = game.apply(s, seat, legal.get(random.nextInt(legal.size()))).state();
      }
    }
    assertTrue(checked > 1000);
  }
}
