package roundtable.desktop.client.grailcup;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.TreeMap;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/**
 * A Grail Cup table for the board's tests: up to eight players named Alice to Hugo, each holding
 * its seat's secrets, and random games played move by move with what each seat was offered.
 */
final class Table {
  static final List<String> NAMES = List.of("Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Hugo");

  /** One action of a game: the state before, who acted, what it could do, and what came of it. */
  record Turn(GrailCupState before, int seat, List<Action> legal, Action action, Applied<GrailCupState> applied) {}

  /** A game played: its turns and the seats' secrets. */
  record Game(int players, List<Turn> turns, List<SeatSecrets> secrets) {
    Seen seat(int seat) {
      return new Seen(Viewer.seat(seat), secrets.get(seat), NAMES.subList(0, players));
    }

    Seen spectator() {
      return Seen.spectator(NAMES.subList(0, players));
    }
  }

  private Table() {}

  static GrailCupState setup(int players, boolean openLog) {
    return GrailCup.GAME.setup(TableConfig.of(GrailCup.GAME, players, Map.of(), openLog));
  }

  /** The first round's draft about to start: the shuffles done, the Chancellor to keep an Ally. */
  static GrailCupState start(int players, boolean openLog) {
    Game game = play(players, openLog, 1, 1000, true);
    return game.turns().get(game.turns().size() - 1).applied().state();
  }

  static Game play(int players, boolean openLog, long seed, int limit) {
    return play(players, openLog, seed, limit, false);
  }

  /** A random game, at most {@code limit} actions (the whole game if it ends before). */
  private static Game play(int players, boolean openLog, long seed, int limit, boolean tillFirstMove) {
    SplittableRandom random = new SplittableRandom(seed);
    List<SeatSecrets> secrets = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      secrets.add(new SeatSecrets(seat, random.split()));
    }
    GrailCupState s = setup(players, openLog);
    List<Turn> turns = new ArrayList<>();
    while (turns.size() < limit) {
      Prompt prompt = GrailCup.GAME.prompt(s);
      if (prompt.isOver() || tillFirstMove && prompt.seats().containsValue(Decision.MOVE)) {
        break;
      }
      Turn turn = null;
      for (var named : prompt.seats().entrySet()) {
        int seat = named.getKey();
        boolean table = named.getValue() == Decision.RANDOMNESS || named.getValue() == Decision.PROTOCOL_STEP;
        List<Action> legal = table ? List.of(RandomnessPlayer.<GrailCupState>of(secrets.get(seat))
            .act(GrailCup.GAME, s, seat)) : GrailCup.GAME.legalActions(s, seat, secrets.get(seat));
        if (!legal.isEmpty()) {
          Action action = legal.get(random.nextInt(legal.size()));
          turn = new Turn(s, seat, table ? List.of() : legal, action, apply(s, seat, action));
          break;
        }
      }
      if (turn == null) {
        throw new AssertionError("nobody can act: " + prompt.text());
      }
      turns.add(turn);
      s = turn.applied().state();
    }
    return new Game(players, turns, secrets);
  }

  static Applied<GrailCupState> apply(GrailCupState s, int seat, Action action) {
    try {
      return GrailCup.GAME.apply(s, seat, action);
    } catch (IllegalActionException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  static Seen spectator(int players) {
    return Seen.spectator(NAMES.subList(0, players));
  }

  static Seen openSeat(int seat, int players) {
    return new Seen(Viewer.seat(seat), Knowledge.NOTHING, NAMES.subList(0, players));
  }

  /** The scene of a state as this viewer sees it (the state blanked by the game's view first). */
  static Scene scene(GrailCupBoard board, GrailCupState s, Seen seen) {
    return board.scene(GrailCup.GAME.view(s, seen.viewer()), seen);
  }

  static roundtable.desktop.client.Words words(Language language) {
    return roundtable.desktop.client.Words.of(language);
  }

  static Map<String, String> file(Language language) {
    String name = "roundtable/i18n/grailcup_" + language.code() + ".properties";
    try (var in = Table.class.getClassLoader().getResourceAsStream(name)) {
      Properties p = new Properties();
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      Map<String, String> texts = new TreeMap<>();
      p.stringPropertyNames().forEach(k -> texts.put(k, p.getProperty(k)));
      return texts;
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
