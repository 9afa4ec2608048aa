package roundtable.desktop.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomBot;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Game;
import roundtable.core.conquest.Conquest;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;

/**
 * Issue 27: a program's seat at a table ({@link ProgramSeat}) never makes the session wait. Asked,
 * it answers nothing at once and wakes the session when the program's line is in; the next ask on
 * the same state gets the action. An answer to a state the table left is dropped and the program
 * asked again; a late program is said on stderr and the fallback bot plays on the next ask.
 */
class ProgramSeatTest {
  private static final Path DIR = Path.of("target", "bot-programs", "seat");
  /** Time the session thread may spend in one ask: building the request, no waiting. */
  private static final long QUICK_MS = 200;

  private final StringWriter err = new StringWriter();
  private final Semaphore woken = new Semaphore(0);

  @Test
  void askedItAnswersNothingAtOnceThenTheProgramsActionOnceWoken() throws Exception {
    play(Conquest.GAME, "good", (game, seat, states, program) -> {
      assertEquals(Optional.empty(), quickly(program, game, states.get(0), seat));
      assertTrue(woken.tryAcquire(20, TimeUnit.SECONDS), "woken");
      Optional<Action> played = quickly(program, game, states.get(0), seat);
      assertTrue(played.isPresent());
      assertTrue(game.legalActions(states.get(0), seat, secrets(seat)).contains(played.get()));
      // Its answer to a state the table has left is dropped: the program is asked on the new one.
      assertEquals(Optional.empty(), quickly(program, game, states.get(1), seat));
      assertTrue(woken.tryAcquire(20, TimeUnit.SECONDS), "woken");
      assertEquals(Optional.empty(), quickly(program, game, states.get(2), seat));
      assertTrue(woken.tryAcquire(20, TimeUnit.SECONDS), "woken");
      Optional<Action> third = quickly(program, game, states.get(2), seat);
      assertTrue(third.isPresent());
      assertTrue(game.legalActions(states.get(2), seat, secrets(seat)).contains(third.get()));
      assertEquals(2, program.requests());
    });
    assertEquals("", err.toString());
  }

  @Test
  void aLateProgramIsSaidAndTheFallbackPlaysOnTheNextAsk() throws Exception {
    play(Conquest.GAME, "late", (game, seat, states, program) -> {
      assertEquals(Optional.empty(), quickly(program, game, states.get(0), seat));
      assertTrue(woken.tryAcquire(20, TimeUnit.SECONDS), "woken once the time is up");
      assertTrue(err.toString().startsWith("roundtable: seat " + seat + "'s program (java "), err.toString());
      assertTrue(err.toString().contains(" did not answer within 1000 ms at step "), err.toString());
      Optional<Action> fallback = quickly(program, game, states.get(0), seat);
      assertTrue(fallback.isPresent(), "the greedy bot plays");
      assertTrue(program.failure().orElseThrow().startsWith("did not answer within 1000 ms at step "));
    });
  }

  interface Check<S extends GameState> {
    void check(Game<S> game, int seat, List<S> states, ProgramSeat<S> program) throws Exception;
  }

  private final Map<Integer, SeatSecrets> secrets = new java.util.HashMap<>();

  private SeatSecrets secrets(int seat) {
    return secrets.computeIfAbsent(seat, s -> new SeatSecrets(s, new SplittableRandom(40 + s)));
  }

  /** The program ({@link ScriptedBot} in this mode, good once first) at seat 1, asked on states of a random game where it moves. */
  private <S extends GameState> void play(Game<S> game, String mode, Check<S> check) throws Exception {
    TableConfig config = TableConfig.of(game, 2, Map.of(), false);
    int seat = 1;
    List<S> states = new ArrayList<>();
    List<Player<S>> players = new ArrayList<>();
    for (int s = 0; s < 2; s++) {
      players.add(new BotPlayer<>(new RandomBot<>(), RandomnessPlayer.of(secrets(s)), secrets(s), new SplittableRandom(s)));
    }
    Selfplay.play(game, config, players, 200, (before, by, decision, action, after) -> {
      if (by == seat && decision == Decision.MOVE && states.size() < 3) {
        states.add(before);
      }
    });
    assertEquals(3, states.size());
    assertNotEquals(states.get(0), states.get(1));
    Files.createDirectories(DIR);
    SeatSecrets mine = new SeatSecrets(seat, new SplittableRandom(41));
    ProgramSeat<S> program = new ProgramSeat<>(game, seat,
        new ProgramSeat.Run<>(ScriptedBot.command(mode, 0), 1000, Optional.of(Bots.byName("greedy", game)),
            new PrintWriter(err, true)),
        RandomnessPlayer.of(mine), mine, new SplittableRandom(3), woken::release);
    try (program) {
      program.open(config, DIR.resolve(mode + ".stderr"));
      check.check(game, seat, states, program);
    }
  }

  /** Asks the seat, and checks the ask took no time to speak of. */
  private static <S extends GameState> Optional<Action> quickly(ProgramSeat<S> program, Game<S> game, S state, int seat) {
    long start = System.nanoTime();
    Optional<Action> action = program.act(game, state, seat, Decision.MOVE);
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertTrue(ms < QUICK_MS, "the ask took " + ms + " ms");
    return action;
  }
}
