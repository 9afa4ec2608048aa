package roundtable.core.grailcup;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Fix;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;

/**
 * Plays random games: each move at random among the legal ones; with open cards a die or shuffle is
 * fixed in the clear from the same random source, with mental poker every seat's secrets answer.
 */
final class Playout {
  static final GrailCup GAME = GrailCup.GAME;

  final SplittableRandom random;
  final SeatSecrets[] secrets;
  GrailCupState state;
  int actions;

  Playout(int players, long seed, boolean open) {
    random = new SplittableRandom(seed);
    secrets = new SeatSecrets[players];
    for (int seat = 0; seat < players; seat++) {
      secrets[seat] = new SeatSecrets(seat, random.split());
    }
    state = GAME.setup(TableConfig.of(GAME, players, java.util.Map.of(), open));
  }

  Knowledge knowledge(int seat) {
    return secrets[seat];
  }

  /** One step of whatever the table waits for; false once the game is over. */
  boolean step() throws IllegalActionException {
    Prompt prompt = GAME.prompt(state);
    if (prompt.isOver()) {
      return false;
    }
    for (var named : prompt.seats().entrySet()) {
      int seat = named.getKey();
      Action action = choose(seat, named.getValue());
      if (action != null) {
        state = GAME.apply(state, seat, action).state();
        actions++;
        return true;
      }
    }
    throw new AssertionError("nobody the prompt names can act: " + prompt.text());
  }

  Action choose(int seat, Decision decision) {
    if (decision == Decision.RANDOMNESS && state.openLog()) {
      JointDraw draw = GAME.pendingDraw(state).orElseThrow();
      return new Fix(draw.shuffle() ? permutation(draw.n()) : List.of(random.nextInt(draw.n())));
    }
    if (decision == Decision.RANDOMNESS || decision == Decision.PROTOCOL_STEP) {
      return secrets[seat].step(GAME, state);
    }
    List<Action> legal = GAME.legalActions(state, seat, secrets[seat]);
    return legal.isEmpty() ? null : legal.get(random.nextInt(legal.size()));
  }

  private List<Integer> permutation(int n) {
    List<Integer> p = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      p.add(i);
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = p.get(i);
      p.set(i, p.get(j));
      p.set(j, t);
    }
    return p;
  }

  /** Plays to the end, within this many actions. */
  GrailCupState playOut(int max) throws IllegalActionException {
    while (step()) {
      if (actions > max) {
        throw new AssertionError("the game did not end within " + max + " actions\n" + GAME.diagram(state));
      }
    }
    return state;
  }
}
