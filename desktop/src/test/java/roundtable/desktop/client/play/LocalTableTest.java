package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.canon.StateHash;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/** A game on this laptop alone: bots play it to its end, and the window's seat is asked its moves. */
@Timeout(20)
class LocalTableTest {
  private static final Conquest GAME = Conquest.GAME;

  private static LocalTable<ConquestState> table(List<String> kinds, long seed, Inbox inbox,
      Map<String, String> options) {
    return new LocalTable<>(GAME, TableConfig.of(GAME, kinds.size(), options, false), kinds, seed, 0, inbox);
  }

  /** Runs a bots' game to its end; what the listener heard. */
  private static Recorder<ConquestState> botsGame(long seed, List<String> bots) throws Exception {
    Inbox inbox = new Inbox();
    Recorder<ConquestState> heard = new Recorder<>();
    try (LocalTable<ConquestState> table = table(bots, seed, inbox, Map.of())) {
      table.open(heard);
      inbox.runUntil(() -> heard.ending != null);
    }
    return heard;
  }

  @Test
  void aGameOfBotsIsPlayedToItsEndAndEveryMoveIsHeard() throws Exception {
    Recorder<ConquestState> heard = botsGame(7, List.of("random", "greedy"));

    assertEquals("begun", heard.calls.get(0));
    assertEquals("ended", heard.calls.get(heard.calls.size() - 1));
    assertEquals(heard.calls.size() - 2, heard.applied.size(), "only moves in between: " + heard.calls);
    assertTrue(heard.turns.isEmpty(), "no seat is played at the window");
    assertEquals(-1, heard.seen.seat(), "the window watches as a spectator");
    assertEquals(Viewer.SPECTATOR, heard.seen.viewer());
    assertEquals(List.of("bot 1 (random)", "bot 2 (greedy)"), heard.seen.names());

    ConquestState state = heard.begun;
    for (Recorder.Heard<ConquestState> move : heard.applied) {
      assertEquals(state, move.before(), "each move follows the one before");
      Applied<ConquestState> again = GAME.apply(state, move.seat(), move.action());
      assertEquals(StateHash.hex(again.state()), StateHash.hex(move.applied().state()),
          "the rules give the same state");
      assertEquals(again.events(), move.applied().events());
      state = move.applied().state();
    }
    assertTrue(GAME.prompt(state).isOver(), "the last state is the end");
    assertTrue(heard.ending.outcome().isPresent(), "ended with an outcome: " + heard.ending);
    assertEquals(GAME.outcome(state), heard.ending.outcome());
    assertEquals(Optional.empty(), heard.ending.stop());
  }

  @Test
  void theListenerIsOnlyEverCalledWhereTheTasksArePosted() throws Exception {
    Recorder<ConquestState> heard = botsGame(3, List.of("random", "random", "random"));
    assertTrue(heard.threads.stream().allMatch(t -> t == Thread.currentThread()), "all on the test's thread");
    assertNotNull(heard.ending.outcome().orElse(null));
  }

  @Test
  void theSameSeedPlaysTheSameGame() throws Exception {
    List<Action> first = botsGame(11, List.of("random", "random")).applied.stream().map(h -> h.action()).toList();
    List<Action> second = botsGame(11, List.of("random", "random")).applied.stream().map(h -> h.action()).toList();
    assertEquals(first, second);
  }

  @Test
  void theWindowsSeatIsAskedItsLegalMovesAndItsChoiceIsPlayed() throws Exception {
    Inbox inbox = new Inbox();
    Recorder<ConquestState> heard = new Recorder<>();
    try (LocalTable<ConquestState> table = table(List.of("random", LocalTable.PERSON), 5, inbox, Map.of())) {
      table.open(heard);
      inbox.runUntil(() -> !heard.turns.isEmpty());
      assertEquals(1, heard.seen.seat(), "the window sits at seat 1");
      assertEquals(List.of("bot 1 (random)", "you"), heard.seen.names());
      Recorder.Turn<ConquestState> turn = heard.turns.get(0);
      assertEquals(1, turn.seat());
      assertEquals(heard.now(), turn.state(), "asked about the state as it is now");
      assertEquals(GAME.legalActions(turn.state(), 1, heard.seen.knowledge()), turn.legal());
      assertFalse(turn.legal().isEmpty());

      int before = heard.applied.size();
      Action chosen = turn.legal().get(turn.legal().size() - 1);
      table.choose(chosen);
      inbox.runUntil(() -> heard.applied.size() > before);
      Recorder.Heard<ConquestState> played = heard.applied.get(before);
      assertEquals(1, played.seat());
      assertEquals(chosen, played.action());
      assertEquals(turn.state(), played.before());

      inbox.runUntil(() -> heard.turns.size() > 1 || heard.ending != null);
      assertEquals(2, heard.turns.size(), "asked once more, after the bot's move");
      Recorder.Turn<ConquestState> next = heard.turns.get(1);
      assertEquals(heard.now(), next.state());
      assertEquals(GAME.legalActions(next.state(), 1, heard.seen.knowledge()), next.legal());
    }
  }

  @Test
  void aChoiceTheRulesRefuseIsIgnoredAndTheSeatIsAskedAgain() throws Exception {
    Inbox inbox = new Inbox();
    Recorder<ConquestState> heard = new Recorder<>();
    try (LocalTable<ConquestState> table = table(List.of(LocalTable.PERSON, "random"), 9, inbox, Map.of())) {
      table.open(heard);
      inbox.runUntil(() -> !heard.turns.isEmpty());
      for (int i = 0; i < 3; i++) {
        table.choose(new Move.Slide(0, 80)); // not a legal move: wakes the table
      }
      Action legal = heard.turns.get(0).legal().get(0);
      table.choose(legal);
      ConquestState asked = heard.turns.get(0).state();
      inbox.runUntil(() -> heard.applied.stream().anyMatch(h -> h.before() == asked));
      // Each refused choice wakes the table, which asks the board again: its input was spent on it.
      assertTrue(heard.turns.stream().filter(t -> t.state() == asked).count() >= 1);
      assertEquals(legal, heard.applied.stream().filter(h -> h.before() == asked).findFirst().orElseThrow().action(),
          "the moves the rules do not offer were ignored");
    }
  }

  @Test
  void aBugInTheRulesStopsTheGameWithItsReasonInsteadOfFreezingIt() throws Exception {
    Inbox inbox = new Inbox();
    Recorder<ConquestState> heard = new Recorder<>();
    BrokenConquest broken = BrokenConquest.afterApplies(5);
    try (LocalTable<ConquestState> table = new LocalTable<>(broken, TableConfig.of(broken, 2, Map.of(), false),
        List.of("random", "random"), 1, 0, inbox)) {
      table.open(heard);
      inbox.runUntil(() -> heard.ending != null);
    }
    assertEquals(5, heard.applied.size());
    assertTrue(heard.ending.outcome().isEmpty(), "stopped, not ended: " + heard.ending);
    assertTrue(heard.ending.stop().orElseThrow().toString().contains("a bug in the rules"), heard.ending.toString());
  }

  @Test
  void aBugInTheSetupStopsTheGameWithItsReason() throws Exception {
    Inbox inbox = new Inbox();
    Recorder<ConquestState> heard = new Recorder<>();
    BrokenConquest broken = BrokenConquest.inSetup();
    try (LocalTable<ConquestState> table = new LocalTable<>(broken, TableConfig.of(broken, 2, Map.of(), false),
        List.of("random", LocalTable.PERSON), 1, 0, inbox)) {
      table.open(heard);
      inbox.runUntil(() -> heard.ending != null);
    }
    assertEquals(List.of("ended"), heard.calls);
    assertTrue(heard.ending.stop().orElseThrow().toString().contains("a bug in setup"), heard.ending.toString());
  }

  @Test
  void aBugWhenTheWindowsMoveIsAppliedStopsTheGame() throws Exception {
    Inbox inbox = new Inbox();
    Recorder<ConquestState> heard = new Recorder<>();
    BrokenConquest broken = BrokenConquest.onMoveOf(0);
    try (LocalTable<ConquestState> table = new LocalTable<>(broken, TableConfig.of(broken, 2, Map.of(), false),
        List.of(LocalTable.PERSON, "random"), 1, 0, inbox)) {
      table.open(heard);
      inbox.runUntil(() -> !heard.turns.isEmpty());
      table.choose(heard.turns.get(0).legal().get(0));
      inbox.runUntil(() -> heard.ending != null);
      assertTrue(heard.ending.stop().orElseThrow().toString().contains("a bug in the rules"), heard.ending.toString());
      assertTrue(heard.applied.stream().noneMatch(h -> h.seat() == 0 && h.action() instanceof Move));
    }
  }

  @Test
  void aTableHasAKindPerSeatAndOnePersonAtMost() {
    Inbox inbox = new Inbox();
    TableConfig two = TableConfig.of(GAME, 2, Map.of(), false);
    assertThrows(IllegalArgumentException.class,
        () -> new LocalTable<>(GAME, two, List.of("random", "random", "random"), 1, 0, inbox));
    assertThrows(IllegalArgumentException.class,
        () -> new LocalTable<>(GAME, two, List.of(LocalTable.PERSON, LocalTable.PERSON), 1, 0, inbox));
    assertEquals(0, inbox.waiting(), "nothing was posted");
  }
}
