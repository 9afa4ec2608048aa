package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomBot;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.crypto.Audit;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.log.LogNotation;
import roundtable.core.random.Fix;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.SeatAction;
import roundtable.core.table.TableConfig;
import roundtable.desktop.cli.TerminalPlayer;

/**
 * A person plays seat 0 of a conquest game from a terminal (a pipe and a string writer here), the
 * other seats bots, driven as a session drives its seats: ask after every change, and when
 * nobody acts, wait to be woken.
 */
class TerminalPlayerTest {
  static final Game<ConquestState> GAME = Conquest.GAME;
  static final String ASK = "your move (number or action, 'help' for the list):";

  /** Three seats, secret tokens dealt by mental poker: moves, protocol steps and an audit. */
  static final TableConfig TABLE = TableConfig.of(GAME, 3,
      Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-secret"), false);

  final StringWriter screen = new StringWriter();
  final Semaphore woken = new Semaphore(0);

  TerminalPlayer<ConquestState> person(BufferedReader in, SeatSecrets secrets) {
    return new TerminalPlayer<ConquestState>(secrets, in, new PrintWriter(screen, true), woken::release).start();
  }

  static List<Player<ConquestState>> bots(Player<ConquestState> first, int players) {
    SplittableRandom root = new SplittableRandom(42);
    List<Player<ConquestState>> seats = new ArrayList<>(List.of(first));
    for (int seat = 1; seat < players; seat++) {
      SeatSecrets secrets = new SeatSecrets(seat, root.split());
      seats.add(new BotPlayer<>(new RandomBot<>(), RandomnessPlayer.of(secrets), secrets, root.split()));
    }
    return seats;
  }

  /** The first seat the prompt names that acts now, as a session asks its seats. */
  static Optional<SeatAction> ask(List<Player<ConquestState>> seats, ConquestState state) {
    for (var named : GAME.prompt(state).seats().entrySet()) {
      Optional<Action> action = seats.get(named.getKey()).act(GAME, state, named.getKey(), named.getValue());
      if (action.isPresent()) {
        return Optional.of(new SeatAction(named.getKey(), action.get()));
      }
    }
    return Optional.empty();
  }

  @Test
  void actNeverWaitsForThePerson() throws Exception {
    PipedWriter keyboard = new PipedWriter();
    TerminalPlayer<ConquestState> person = person(new BufferedReader(new PipedReader(keyboard)),
        new SeatSecrets(0, new SplittableRandom(1)));
    ConquestState s = GAME.setup(TableConfig.of(GAME, 2, Map.of(), true));
    s = GAME.apply(s, 0, new Fix(List.of(0))).state(); // an open log: seat 0 starts
    ConquestState start = s;
    List<Action> legal = GAME.legalActions(s, 0, Knowledge.NOTHING);
    assertEquals(Optional.empty(), assertTimeoutPreemptively(Duration.ofMillis(500),
        () -> person.act(GAME, start, 0, Decision.MOVE)), "nothing typed: nothing played, at once");
    String shown = screen.toString();
    assertTrue(shown.contains("round 1; Grails:"), shown);
    assertTrue(shown.contains(GAME.prompt(s).text() + "\n"), shown);
    assertTrue(shown.contains("  1. " + LogNotation.of(GAME).format(legal.get(0))), shown);
    assertTrue(shown.endsWith(ASK + "\n"), shown);
    assertEquals(Optional.empty(), assertTimeoutPreemptively(Duration.ofMillis(500),
        () -> person.act(GAME, start, 0, Decision.MOVE)));
    assertEquals(shown, screen.toString(), "asked again on the same position: shown once");
    keyboard.write("3\n");
    keyboard.flush();
    assertTrue(woken.tryAcquire(5, TimeUnit.SECONDS), "a line typed wakes the session");
    assertEquals(Optional.of(legal.get(2)), person.act(GAME, start, 0, Decision.MOVE), "3: the third action");
    keyboard.close();
    for (int i = 0; i < 100 && !screen.toString().endsWith("input closed: the seat waits\n"); i++) {
      Thread.sleep(20);
    }
    assertTrue(screen.toString().endsWith("input closed: the seat waits\n"), screen.toString());
  }

  @Test
  @Timeout(120)
  void aPersonPlaysASeatOfConquestToTheEnd() throws Exception {
    PipedWriter keyboard = new PipedWriter();
    SeatSecrets secrets = new SeatSecrets(0, new SplittableRandom(7));
    List<Player<ConquestState>> seats = bots(person(new BufferedReader(new PipedReader(keyboard)), secrets), 3);
    // What the person types when a real choice waits for it (a token to show has only '1').
    Deque<String> script = new ArrayDeque<>(List.of("e9 slide", "help", "99", "2", "slide e5 e6", "LAST"));
    ConquestState s = GAME.setup(TABLE);
    List<SeatAction> audits = new ArrayList<>();
    List<String> refusals = new ArrayList<>();
    Action expected = null;
    int personMoves = 0;
    while (true) {
      Prompt prompt = GAME.prompt(s);
      if (prompt.isOver()) {
        for (int seat = 0; seat < 3; seat++) {
          int at = seat;
          seats.get(seat).audit(GAME, s, seat).ifPresent(a -> audits.add(new SeatAction(at, a)));
        }
        break;
      }
      Optional<SeatAction> next = ask(seats, s);
      if (next.isPresent()) {
        if (next.get().seat() == 0 && prompt.seats().get(0) == Decision.MOVE) {
          personMoves++;
          if (expected != null) {
            assertEquals(expected, next.get().action());
            expected = null;
          }
        }
        s = GAME.apply(s, next.get().seat(), next.get().action()).state();
        continue;
      }
      // Nobody acts: the game waits for the person, who has been shown the position.
      String shown = screen.toString();
      assertTrue(shown.endsWith(ASK + "\n") || shown.endsWith("or 'help'\n"), shown);
      List<Action> legal = GAME.legalActions(s, 0, secrets);
      String line = legal.size() < 3 || script.isEmpty() ? "1" : script.poll();
      if (line.equals("2")) {
        expected = legal.get(1);
      } else if (line.equals("LAST")) {
        expected = legal.get(legal.size() - 1);
        line = LogNotation.of(GAME).format(expected); // the action written out, not its number
      } else if (line.equals("slide e5 e6")) {
        ConquestState now = s;
        Action slide = LogNotation.of(GAME).parse(line);
        refusals.add(assertThrows(IllegalActionException.class, () -> GAME.apply(now, 0, slide)).getMessage());
      }
      keyboard.write(line + "\n");
      keyboard.flush();
      assertTrue(woken.tryAcquire(10, TimeUnit.SECONDS), "woken after '" + line + "'");
    }
    keyboard.close();
    String shown = screen.toString();
    assertTrue(script.isEmpty(), "every scripted line was typed");
    assertTrue(shown.contains("\n'e9 slide' is not an action here: 'e9' is not a move: write unstack, restack, slide,"
        + " blocked or show; type a number 1-"), shown);
    int help = shown.indexOf("\n'e9 slide' is not an action here");
    assertTrue(shown.substring(shown.indexOf('\n', help + 1) + 1).startsWith("  1. "), "help prints the list again");
    assertTrue(shown.contains("\n'99' is not an action here: there is no action 99; type a number 1-"), shown);
    assertTrue(shown.contains("\n'slide e5 e6' is not an action here: " + refusals.get(0) + "; type a number 1-"), shown);
    assertTrue(shown.contains("\nin your hand: "), "the person sees its own token: " + shown);
    assertEquals(null, expected, "the number and the text were played");
    assertTrue(personMoves > 5, "moves: " + personMoves);
    Audit.Result audit = Audit.ofLog(GAME.hiddenCards(s), audits).orElseThrow();
    assertTrue(audit.verified(), audit.text());
    assertEquals(3, audits.size(), "the person's seat publishes its seeds too");
  }
}
