package roundtable.desktop.client.board;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * A whole game between random players, each holding its seat's secrets (draws and hidden-card steps
 * answered by them, moves picked at random among the legal ones): every applied action, for the
 * boards' tests to pass through their scenes and words.
 */
public final class RandomGame {
  static final int MAX_ACTIONS = 5000;

  private RandomGame() {}

  public static <S extends GameState> List<Applied<S>> play(Game<S> game, TableConfig config, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<SeatSecrets> secrets = new ArrayList<>();
    for (int seat = 0; seat < config.players(); seat++) {
      secrets.add(new SeatSecrets(seat, random.split()));
    }
    S s = game.setup(config);
    List<Applied<S>> played = new ArrayList<>();
    for (int n = 0; n < MAX_ACTIONS; n++) {
      Prompt prompt = game.prompt(s);
      if (prompt.isOver()) {
        return played;
      }
      Applied<S> applied = null;
      for (var named : prompt.seats().entrySet()) {
        int seat = named.getKey();
        List<Action> legal = named.getValue() == Decision.RANDOMNESS || named.getValue() == Decision.PROTOCOL_STEP
            ? List.of(RandomnessPlayer.<S>of(secrets.get(seat)).act(game, s, seat))
            : game.legalActions(s, seat, secrets.get(seat));
        if (!legal.isEmpty()) {
          applied = apply(game, s, seat, legal.get(random.nextInt(legal.size())));
          break;
        }
      }
      if (applied == null) {
        throw new AssertionError("nobody can act: " + prompt.text());
      }
      played.add(applied);
      s = applied.state();
    }
    throw new AssertionError("the game did not end within " + MAX_ACTIONS + " actions");
  }

  private static <S extends GameState> Applied<S> apply(Game<S> game, S s, int seat, Action action) {
    try {
      return game.apply(s, seat, action);
    } catch (IllegalActionException e) {
      throw new AssertionError("the rules refused their own legal action: " + e.getMessage(), e);
    }
  }
}
