package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Fix;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * The same game on both hidden-card implementations: a game played with mental poker, then its
 * moves replayed on open cards whose shuffles are fixed to the orders the poker shuffles gave.
 * The rules must take every move and end the same way.
 */
class BothCardsTest {
  private record Played(int seat, Action action) {}

  @Test
  void aMentalPokerGameReplaysMoveForMoveOnOpenCards() throws Exception {
    replay(3, 21, new MorriganBot(), 1);
  }

  @Test
  void aLongerGameWithANewDeckFromTheDiscardsToo() throws Exception {
    replay(4, 26, new roundtable.core.bot.RandomBot<>(), 3);
  }

  private static void replay(int players, long seed, roundtable.core.game.Bot<MorriganState> bot, int shuffles)
      throws Exception {
    Morrigan game = Morrigan.GAME;
    SplittableRandom random = new SplittableRandom(seed);
    SeatSecrets[] secrets = new SeatSecrets[players];
    for (int s = 0; s < players; s++) {
      secrets[s] = new SeatSecrets(s, random.split());
    }
    MorriganState s = game.setup(TableConfig.of(game, players, Map.of(), false));
    List<Played> moves = new ArrayList<>();
    List<List<CardRef>> decks = new ArrayList<>();
    int first = -1;
    for (int step = 0; step < 20_000 && !game.prompt(s).isOver(); step++) {
      Prompt p = game.prompt(s);
      int seat = p.seats().firstKey();
      Decision d = p.seats().get(seat);
      int before = s.cards().pileSize(MorriganState.DECK);
      if (d == Decision.RANDOMNESS || d == Decision.PROTOCOL_STEP) {
        s = game.apply(s, seat, secrets[seat].step(game, s)).state();
        if (first < 0 && s.turn() >= 0) {
          first = s.turn();
        }
        if (s.cards().pileSize(MorriganState.DECK) > before + 1) {
          decks.add(s.cards().pile(MorriganState.DECK));
        }
        continue;
      }
      Action a = bot.choose(game, s, seat, secrets[seat], random).orElseThrow();
      moves.add(new Played(seat, a));
      s = game.apply(s, seat, a).state();
    }
    MorriganState poker = s;
    assertNotNull(poker.outcome(), "the poker game ends");

    MorriganState o = game.setup(TableConfig.of(game, players, Map.of(), true));
    o = game.apply(o, 0, new Fix(List.of(first))).state();
    int deck = 0;
    int next = 0;
    List<Integer> pending = identity(Card.DECK.size());
    while (!game.prompt(o).isOver()) {
      Prompt p = game.prompt(o);
      int seat = p.seats().firstKey();
      if (p.seats().get(seat) == Decision.RANDOMNESS) {
        o = game.apply(o, seat, new Fix(order(poker, secrets, decks.get(deck++), pending))).state();
        continue;
      }
      Played m = moves.get(next++);
      assertEquals(m.seat(), seat, "move " + next);
      MorriganState before = o;
      o = game.apply(o, seat, m.action()).state();
      if (!game.prompt(o).isOver() && game.prompt(o).seats().containsValue(Decision.RANDOMNESS)) {
        // The discards, put back on the empty deck one by one, are the faces the shuffle orders.
        List<Integer> faces = new ArrayList<>();
        for (CardRef c : before.discards()) {
          faces.add(0, before.cards().publicFace(c).getAsInt());
        }
        pending = faces;
      }
    }
    assertEquals(moves.size(), next, "every move of the poker game was played");
    assertEquals(poker.outcome(), o.outcome());
    for (int seat = 0; seat < players; seat++) {
      assertEquals(poker.prestige(seat), o.prestige(seat));
    }
    assertTrue(decks.size() >= shuffles, decks.size() + " shuffles");
    System.out.printf("morrigan on both hidden-card implementations: %d moves, %d shuffles, %s%n", moves.size(),
        decks.size(), o.outcome().text());
  }

  private static List<Integer> identity(int n) {
    List<Integer> l = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      l.add(i);
    }
    return l;
  }

  /** The fix that orders {@code faces} as the poker pile was: known faces in place, the rest in any order. */
  private static List<Integer> order(MorriganState poker, SeatSecrets[] secrets, List<CardRef> pile, List<Integer> faces) {
    List<Integer> wanted = new ArrayList<>();
    List<Integer> left = new ArrayList<>(faces);
    // A pile's handles are numbered in order; the cards dealt at once are missing from its front.
    int start = pile.get(0).id() - (faces.size() - pile.size());
    for (int id = start; id < start + faces.size(); id++) {
      int face = faceOf(poker, secrets, new CardRef(id));
      wanted.add(face);
      if (face >= 0) {
        left.remove(Integer.valueOf(face));
      }
    }
    List<Integer> result = new ArrayList<>();
    for (int face : wanted) {
      int f = face >= 0 ? face : left.remove(0);
      result.add(faces.indexOf(f));
    }
    return result;
  }

  private static int faceOf(MorriganState poker, SeatSecrets[] secrets, CardRef c) {
    OptionalInt open = poker.cards().publicFace(c);
    if (open.isPresent()) {
      return open.getAsInt();
    }
    for (int seat = 0; seat < secrets.length; seat++) {
      OptionalInt f = poker.cards().faceFor(c, seat, secrets[seat]);
      if (f.isPresent()) {
        return f.getAsInt();
      }
    }
    return -1;
  }
}
