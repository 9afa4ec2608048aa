package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import roundtable.core.game.Bot;
import roundtable.core.bot.RandomBot;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * A whole game between bots, every protocol step answered by the seats' secrets; checks conservation
 * and keeps the events.
 */
final class Playout {
  final List<String> lines = new ArrayList<>();
  /** What the rules said happened, action after action. */
  final List<Event> events = new ArrayList<>();
  MorriganState state;
  int actions;
  String problem;

  static Playout play(int players, long seed, int maxActions, boolean openLog) throws Exception {
    return play(players, seed, maxActions, openLog, new RandomBot<>());
  }

  static Playout play(int players, long seed, int maxActions, boolean openLog, Bot<MorriganState> bot)
      throws Exception {
    Playout p = new Playout();
    SplittableRandom random = new SplittableRandom(seed);
    Morrigan game = Morrigan.GAME;
    p.state = game.setup(TableConfig.of(game, players, Map.of(), openLog));
    SeatSecrets[] secrets = new SeatSecrets[players];
    for (int s = 0; s < players; s++) {
      secrets[s] = new SeatSecrets(s, random.split());
    }
    while (p.actions < maxActions) {
      Prompt prompt = game.prompt(p.state);
      if (prompt.isOver()) {
        break;
      }
      int seat = prompt.seats().firstKey();
      Decision d = prompt.seats().get(seat);
      Action a;
      if (d == Decision.RANDOMNESS || d == Decision.PROTOCOL_STEP) {
        a = secrets[seat].step(game, p.state);
      } else {
        a = bot.choose(game, p.state, seat, secrets[seat], random).orElseThrow(
            () -> new AssertionError("no legal action for seat " + seat + ": " + prompt.text()));
        p.lines.add(seat + " " + game.notation().format(a));
      }
      Applied<MorriganState> applied = game.apply(p.state, seat, a);
      p.events.addAll(applied.events());
      p.state = applied.state();
      p.actions++;
      if (!openLog) {
        // what a spectator is shown at any step, even while a card just laid waits for its shares
        game.diagram(game.view(p.state, Viewer.SPECTATOR));
      }
      // Every card in exactly one place: checked after every fifth action (and at the end) to keep
      // a thousand games quick.
      String wrong = p.actions % 5 == 0 || game.prompt(p.state).isOver() ? Conservation.problem(p.state) : null;
      if (wrong != null) {
        throw new AssertionError("after '" + seat + " " + a + "': " + wrong + "\n" + game.diagram(p.state));
      }
    }
    return p;
  }

  boolean ended() {
    return state.outcome() != null;
  }
}
