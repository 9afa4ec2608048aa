package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Selfplay;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.TableConfig;

/**
 * The table tells what happens with records that carry the seats, cards and counts (for the
 * window's animation and its words in every language), each with the terminal's English line.
 */
class GraalEventsTest {
  /** Every event of the games played so far, in order. */
  private final List<Event> told = new ArrayList<>();

  private void tell(GraalState before, int seat, Action action) throws IllegalActionException {
    if (before.outcome() == null) { // the audit steps come after the end
      told.addAll(Graal.GAME.apply(before, seat, action).events());
    }
  }

  @Test
  void randomGamesForThreeToSixTellOnlyGraalEvents() throws Exception {
    for (int game = 0; game < 40; game++) {
      int players = 3 + game % 4;
      Map<String, String> options = game % 2 == 1 ? Map.of("round5", "without") : Map.of();
      Playouts.Result r = Playouts.play(players, options, true, true, 7000 + game, 5000,
          (before, seat, action, after) -> tell(before, seat, action));
      assertFalse(r.capped());
    }
    onlyGraalEvents();
  }

  @Test
  void greedyAgainstRandomBotsTellOnlyGraalEvents() {
    for (int seed = 0; seed < 6; seed++) {
      int players = 3 + seed % 2;
      List<String> names = new ArrayList<>(List.of("random", "random", "random", "random").subList(0, players));
      names.set(seed % players, "greedy");
      var seats = Bots.seats(Graal.GAME, names, new SplittableRandom(seed));
      var config = TableConfig.of(Graal.GAME, players, Map.of("round5", "without"), true);
      var result = Selfplay.run(Graal.GAME, config, seats, 20_000, (before, seat, decision, action, after) -> {
        try {
          tell(before, seat, action);
        } catch (IllegalActionException e) {
          throw new AssertionError(e);
        }
      });
      assertTrue(result.finished(), result.problem().orElse(""));
    }
    onlyGraalEvents();
  }

  private void onlyGraalEvents() {
    assertFalse(told.isEmpty());
    Set<Class<?>> kinds = new HashSet<>();
    for (Event e : told) {
      assertFalse(e instanceof Event.Note, "a note in words only: " + e.text());
      assertInstanceOf(GraalEvent.class, e, e.text());
      assertFalse(e.text().isBlank(), e.toString());
      kinds.add(e.getClass());
    }
    // The common things of a game are all told: a lay, a draw, an attack, a round won, the game won.
    for (Class<?> k : List.of(GraalEvent.CardsLaid.class, GraalEvent.CardDrawn.class, GraalEvent.Attacked.class,
        GraalEvent.RoundWon.class, GraalEvent.GameWon.class, GraalEvent.CharacterDrawn.class)) {
      assertTrue(kinds.contains(k), k.getSimpleName() + " told in " + kinds);
    }
  }

  @Test
  void theLinesAreTheTerminalsAsBefore() {
    Play red = new Play(new CardRef(7), Card.face(Card.GRIMOIRE, Colour.RED));
    Play blue = new Play(new CardRef(9), Card.face(Card.GRIMOIRE, Colour.BLUE));
    assertEquals("seat 2 lays grimoire.red grimoire.blue", new GraalEvent.CardsLaid(2, List.of(red, blue)).text());
    assertEquals("seat 0 attacks seat 1 with draw2", new GraalEvent.Attacked(0, 1, Card.DRAW_TWO).text());
    assertEquals("seat 1 suffers the 1 card of the attack", new GraalEvent.AttackSuffered(1, 1).text());
    assertEquals("seat 1 suffers the 3 cards of the attack", new GraalEvent.AttackSuffered(1, 3).text());
    assertEquals("seat 0 wins nef for this round", new GraalEvent.GiftWon(0, Card.NEF).text());
    assertEquals("seat 0 uses the Historien's skill", new GraalEvent.SkillUsed(0, Character.HISTORIAN).text());
    assertEquals("Arthur summons lancelot", new GraalEvent.AncestorSummoned(3, 1, Ancestor.LANCELOT).text());
    assertEquals("seat 2 fights in Guenièvre's place", new GraalEvent.Substituted(1, 2).text());
    assertEquals("cheat: seat 1 named grimoire.red but laid talisman.red",
        new GraalEvent.CheatCaught(1, red.key(), Card.face(Card.TALISMAN, Colour.RED)).text());
    assertEquals("cheat: seat 1 named grimoire.red but laid a card nobody can read",
        new GraalEvent.CheatCaught(1, red.key(), -1).text());
    // The golden logs' outcome lines.
    assertEquals("seat 0 lays the Graal as its last card, its ancestor revealed, and wins the game",
        new GraalEvent.GameWon(0, GraalEvent.Ending.GRAAL).text());
    assertEquals("seat 2 is the last one standing and wins the tournament",
        new GraalEvent.GameWon(2, GraalEvent.Ending.LAST_STANDING).text());
  }

  @Test
  void theGameWonIsTheOutcomeInWords() throws Exception {
    for (int game = 0; game < 12; game++) {
      told.clear();
      Playouts.Result r = Playouts.play(3 + game % 4, Map.of(), true, true, 900 + game, 5000,
          (before, seat, action, after) -> tell(before, seat, action));
      Event last = told.get(told.size() - 1);
      GraalEvent.GameWon won = assertInstanceOf(GraalEvent.GameWon.class, last, "the last thing told is the game won");
      assertEquals(List.of(won.seat()), r.state().outcome().winners());
      assertEquals(won.text(), r.state().outcome().text());
    }
  }
}
