package roundtable.core.bot;

import java.util.List;
import java.util.Optional;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/**
 * A seat played by a person, at a terminal or at a window. The seat's secrets answer the random
 * draws and the hidden-card steps by themselves, as for a bot; for a move, the person chooses
 * among the legal actions. {@link #choose} never blocks: until the person has chosen it returns
 * nothing, and the table asks again once woken.
 */
public abstract class PersonPlayer<S extends GameState> implements Player<S> {
  private final RandomnessPlayer<S> randomness;
  protected final Knowledge knowledge;

  protected PersonPlayer(RandomnessPlayer<S> randomness, Knowledge knowledge) {
    this.randomness = randomness;
    this.knowledge = knowledge;
  }

  @Override
  public String name() {
    return "person";
  }

  @Override
  public final Optional<Action> act(Game<S> game, S state, int seat, Decision decision) {
    if (decision == Decision.RANDOMNESS || decision == Decision.PROTOCOL_STEP) {
      return Optional.of(randomness.act(game, state, seat));
    }
    List<Action> legal = game.legalActions(state, seat, knowledge);
    if (legal.isEmpty()) {
      return Optional.empty(); // named with others (a secret token's possible holders), not this one
    }
    return choose(game, state, seat, legal);
  }

  /** The person's choice among these legal actions, if made yet. */
  protected abstract Optional<Action> choose(Game<S> game, S state, int seat, List<Action> legal);

  @Override
  public Optional<Action> audit(Game<S> game, S state, int seat) {
    return randomness.audit(game, state, seat);
  }

  @Override
  public Optional<Action> leave(Game<S> game, S state, int seat) {
    return randomness.leave(game, state, seat);
  }

  @Override
  public Optional<Action> voteOut(Game<S> game, S state, int seat, int out) {
    return randomness.voteOut(game, state, seat, out);
  }
}
