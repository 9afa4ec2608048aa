package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Game;
import roundtable.core.graal.Graal;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;

/**
 * The deals a searching bot imagines at a mental-poker table: its own cards as its key reads them,
 * every other card a face of its own deck, and a world the rules play on as on the real table.
 */
class PokerWorldsTest {
  /**
   * Along the first thousand actions of a game of graal (two decks: the ancestors and the rest), at
   * every fourth move of seat 0, a sampled deal keeps seat 0's hand and every face up card, and
   * every seat's moves and a move played in it are the rules' as on any deal: an ancestor is never
   * dealt a face of the other deck.
   */
  @Test
  void everyWorldKeepsWhatTheSeatKnowsAndEachCardInItsDeck() throws IllegalActionException {
    Game<GameState> game = cast(Graal.GAME);
    SplittableRandom root = new SplittableRandom(3);
    List<Player<GameState>> players = new ArrayList<>();
    List<SeatSecrets> secrets = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      SeatSecrets own = new SeatSecrets(seat, root.split());
      secrets.add(own);
      players.add(new BotPlayer<>(Bots.byName("random", game), RandomnessPlayer.of(own), own, root.split()));
    }
    List<GameState> asked = new ArrayList<>();
    Selfplay.play(game, TableConfig.of(game, 3, Map.of(), false), players, 1_000, (before, seat, decision, action, after) -> {
      if (seat == 0 && decision == Decision.MOVE) {
        asked.add(before);
      }
    });
    assertTrue(asked.size() > 20, "seat 0 moved " + asked.size() + " times");
    SplittableRandom rng = new SplittableRandom(5);
    for (int i = 0; i < asked.size(); i += 4) {
      GameState state = asked.get(i);
      PokerCards real = (PokerCards) game.hiddenCards(state).orElseThrow();
      HiddenCards dealt = real.redeal(0, secrets.get(0), rng).orElseThrow();
      for (CardRef card : real.hand(0)) {
        assertEquals(real.faceFor(card, 0, secrets.get(0)), dealt.faceFor(card, 0, Knowledge.NOTHING));
      }
      real.faces().forEach((id, face) -> assertEquals(face, dealt.publicFace(new CardRef(id)).orElseThrow()));
      GameState world = game.withHiddenCards(state, dealt).orElseThrow();
      for (int seat = 0; seat < 3; seat++) {
        List<Action> moves = game.legalActions(world, seat, Knowledge.NOTHING);
        if (!moves.isEmpty()) {
          game.apply(world, seat, moves.get(rng.nextInt(moves.size())));
        }
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static Game<GameState> cast(Game<?> game) {
    return (Game<GameState>) game;
  }
}
