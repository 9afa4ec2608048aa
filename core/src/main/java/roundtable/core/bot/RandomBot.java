package roundtable.core.bot;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.game.Bot;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/** Plays any legal action, each as likely as the others. */
public final class RandomBot<S extends GameState> implements Bot<S> {
  @Override
  public String name() {
    return "random";
  }

  @Override
  public Optional<Action> choose(Game<S> game, S state, int seat, Knowledge knowledge, RandomGenerator rng) {
    List<Action> actions = game.legalActions(state, seat, knowledge);
    return actions.isEmpty() ? Optional.empty() : Optional.of(actions.get(rng.nextInt(actions.size())));
  }
}
