package roundtable.core.bot;

import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.game.Bot;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/**
 * A seat played by a bot: random draws go to the seat's randomness player, every other decision
 * to the bot, with what the seat knows and the seat's own random source.
 */
public final class BotPlayer<S extends GameState> implements Player<S> {
  private final Bot<S> bot;
  private final RandomnessPlayer<S> randomness;
  private final Knowledge knowledge;
  private final RandomGenerator rng;

  public BotPlayer(Bot<S> bot, RandomnessPlayer<S> randomness, Knowledge knowledge, RandomGenerator rng) {
    this.bot = bot;
    this.randomness = randomness;
    this.knowledge = knowledge;
    this.rng = rng;
  }

  @Override
  public String name() {
    return "bot:" + bot.name();
  }

  @Override
  public Optional<Action> act(Game<S> game, S state, int seat, Decision decision) {
    return decision == Decision.RANDOMNESS || decision == Decision.PROTOCOL_STEP
        ? Optional.of(randomness.act(game, state, seat))
        : bot.choose(game, state, seat, knowledge, rng);
  }

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
