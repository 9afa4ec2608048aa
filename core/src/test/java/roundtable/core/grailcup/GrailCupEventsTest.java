package roundtable.core.grailcup;

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
import roundtable.core.grailcup.GrailCupEvent.Landmark;
import roundtable.core.grailcup.GrailCupEvent.Stride;
import roundtable.core.grailcup.GrailCupEvent.Way;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.TableConfig;

/**
 * The table tells what happens with records that carry the seats, Allies, clover tokens and
 * squares (for the board's animation and its words in every language), each with the terminal's
 * English line as it was.
 */
class GrailCupEventsTest {
  /** Every event of the games played so far, in order. */
  private final List<Event> told = new ArrayList<>();

  private void tell(GrailCupState before, int seat, Action action) throws IllegalActionException {
    told.addAll(GrailCup.GAME.apply(before, seat, action).events());
  }

  @Test
  void randomGamesForThreeToSixTellOnlyGrailCupEvents() throws Exception {
    for (int game = 0; game < 40; game++) {
      Playout p = new Playout(3 + game % 4, 700 + game, true);
      while (true) {
        GrailCupState before = p.state;
        var prompt = GrailCup.GAME.prompt(before);
        if (prompt.isOver()) {
          break;
        }
        Action action = null;
        int seat = -1;
        for (var named : prompt.seats().entrySet()) {
          action = p.choose(named.getKey(), named.getValue());
          seat = named.getKey();
          if (action != null) {
            break;
          }
        }
        var applied = GrailCup.GAME.apply(before, seat, action);
        told.addAll(applied.events());
        p.state = applied.state();
        assertTrue(p.actions++ < 5000, "the game ends");
      }
    }
    onlyGrailCupEvents();
  }

  @Test
  void greedyAgainstRandomBotsTellOnlyGrailCupEvents() {
    for (int seed = 0; seed < 8; seed++) {
      int players = 3 + seed % 4;
      List<String> names = new ArrayList<>();
      for (int s = 0; s < players; s++) {
        names.add(s == seed % players ? "greedy" : "random");
      }
      var seats = Bots.seats(GrailCup.GAME, names, new SplittableRandom(seed));
      var config = TableConfig.of(GrailCup.GAME, players, Map.of(), true);
      var result = Selfplay.run(GrailCup.GAME, config, seats, 20_000, (before, seat, decision, action, after) -> {
        try {
          tell(before, seat, action);
        } catch (IllegalActionException e) {
          throw new AssertionError(e);
        }
      });
      assertTrue(result.finished(), result.problem().orElse(""));
    }
    onlyGrailCupEvents();
  }

  private void onlyGrailCupEvents() {
    assertFalse(told.isEmpty());
    Set<Class<?>> kinds = new HashSet<>();
    for (Event e : told) {
      assertFalse(e instanceof Event.Note, "a note in words only: " + e.text());
      assertInstanceOf(GrailCupEvent.class, e, e.text());
      assertFalse(e.text().isBlank(), e.toString());
      kinds.add(e.getClass());
    }
    // The common things of a game are all told: the rounds, the draft, the calling, the track, the winner.
    for (Class<?> k : List.of(GrailCupEvent.RoundBegins.class, GrailCupEvent.ChancellorKept.class,
        GrailCupEvent.AllyKept.class, GrailCupEvent.AllyShown.class, GrailCupEvent.NobodyPlays.class,
        GrailCupEvent.KnightMoved.class, GrailCupEvent.DieRolled.class, GrailCupEvent.TokenTurned.class,
        GrailCupEvent.SealTaken.class, GrailCupEvent.GrailWon.class)) {
      assertTrue(kinds.contains(k), k.getSimpleName() + " told in " + kinds);
    }
  }

  @Test
  void theLinesAreTheTerminalsAsBefore() {
    // Seat 0 is Red, 1 Blue, 2 Yellow, 3 Green.
    assertEquals("Round 3: Green is the Chancellor", new GrailCupEvent.RoundBegins(3, 3).text());
    assertEquals("Set aside face up: the Squire (2), the Unicorn (9)", new GrailCupEvent.AsideFaceUp(List.of(2, 9)).text());
    assertEquals("Blue keeps an Ally and passes the rest counterclockwise",
        new GrailCupEvent.ChancellorKept(1, Way.COUNTERCLOCKWISE).text());
    assertEquals("Yellow keeps an Ally", new GrailCupEvent.AllyKept(2).text());
    assertEquals("Red starts on start 7, square 2", new GrailCupEvent.KnightMoved(0, 0, 2, Stride.START).text());
    assertEquals("Red advances to square 16", new GrailCupEvent.KnightMoved(0, 12, 16, Stride.ADVANCE).text());
    assertEquals("Blue rides the Unicorn to square 30", new GrailCupEvent.KnightMoved(1, 20, 30, Stride.UNICORN).text());
    assertEquals("Blue shows the Fairy (8)", new GrailCupEvent.AllyShown(1, 8).text());
    assertEquals("Red: \"Blue's knight will be first!\"", new GrailCupEvent.SquirePredicts(0, 1).text());
    assertEquals("The Squire was wrong: Blue is not first", new GrailCupEvent.SquireWrong(0, 1).text());
    assertEquals("Red takes the clover tokens of squares [11, 20, 28] and looks at them",
        new GrailCupEvent.TokensLooked(0, List.of(11, 20, 28)).text());
    assertEquals("Green turns over the clover token on square 22: Fake Grail",
        new GrailCupEvent.TokenTurned(3, 22, Clover.FAKE_GRAIL).text());
    assertEquals("Green rolls the Village die: the Thief", new GrailCupEvent.DieRolled(3, 2).text());
    assertEquals("Yellow has no Castle ahead and stays", new GrailCupEvent.NoneAhead(2, Landmark.CASTLE).text());
    assertEquals("Nobody else has a Lance to take", new GrailCupEvent.NoLanceToTake(2).text());
    // The Lance Magnet: Red takes one of Blue's two Lances and has three.
    assertEquals("Red takes a Lance from Blue", new GrailCupEvent.LanceLostToMagnet(1, 1, 0).text());
    assertEquals("Red has 3 Lances", new GrailCupEvent.LanceWonByMagnet(0, 3).text());
    assertEquals("The Thief takes a Lance from Orange", new GrailCupEvent.ThiefTakesLance(7, 0).text());
    // The outcomes of a cheat caught are the cheat's lines.
    assertEquals("Blue kept an Ally and never showed it when it was called: a cheat",
        new GrailCupEvent.AllyNeverShown(1).text());
    assertEquals("Red showed the Princess (6) when the Dragon Tamer (5) was called: a cheat",
        new GrailCupEvent.WrongAllyShown(0, 6, 5).text());
  }

  @Test
  void theGrailWonIsTheLastThingToldAndNamesTheWinner() throws Exception {
    for (int game = 0; game < 8; game++) {
      told.clear();
      Playout p = new Playout(3 + game % 4, 900 + game, true);
      while (!GrailCup.GAME.prompt(p.state).isOver()) {
        var prompt = GrailCup.GAME.prompt(p.state);
        for (var named : prompt.seats().entrySet()) {
          Action action = p.choose(named.getKey(), named.getValue());
          if (action != null) {
            var applied = GrailCup.GAME.apply(p.state, named.getKey(), action);
            told.addAll(applied.events());
            p.state = applied.state();
            break;
          }
        }
      }
      GrailCupEvent.GrailWon won = assertInstanceOf(GrailCupEvent.GrailWon.class, told.get(told.size() - 1));
      assertEquals(List.of(won.seat()), GrailCup.GAME.outcome(p.state).orElseThrow().winners());
    }
  }
}
