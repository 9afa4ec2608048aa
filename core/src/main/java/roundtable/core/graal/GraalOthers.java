package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import roundtable.core.bot.GreedyBot;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/**
 * The searching bot's picture of the other players (issue 18): Graal's greedy bot, made cheaper.
 * That bot plays every legal move and judges the hand sizes after it; this one first drops the
 * lays of fewer cards than the longest (one card fewer in hand counts more than anything a lay
 * does to the others' hands at once), and picks a colour at random, as the greedy bot does among
 * colours it cannot tell apart (the next hand is not dealt with yet).
 */
final class GraalOthers implements Bot<GraalState> {
  private final GreedyBot<GraalState> greedy;

  GraalOthers(GreedyBot<GraalState> greedy) {
    this.greedy = greedy;
  }

  @Override
  public String name() {
    return "greedy, cheaper";
  }

  @Override
  public Optional<Action> choose(Game<GraalState> game, GraalState s, int seat, Knowledge knowledge,
      RandomGenerator rng) {
    List<Action> legal = game.legalActions(s, seat, knowledge);
    if (legal.size() <= 1 || legal.stream().allMatch(a -> a instanceof Move.ChooseColour)) {
      return legal.isEmpty() ? Optional.empty() : Optional.of(legal.get(rng.nextInt(legal.size())));
    }
    int longest = 0;
    for (Action a : legal) {
      longest = a instanceof Move.Lay lay ? Math.max(longest, lay.cards().size()) : longest;
    }
    List<Action> kept = new ArrayList<>();
    for (Action a : legal) {
      if (!(a instanceof Move.Lay lay) || lay.cards().size() == longest) {
        kept.add(a);
      }
    }
    return greedy.chooseAmong(game, s, seat, kept, rng);
  }
}
