package roundtable.core.morrigan;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import roundtable.core.game.Bot;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.Knowledge;

/**
 * Morrigan's heuristic bot ("greedy"): lays its Territories, attacks when its Action cards beat
 * what it can see of a defence plus an average for each face-down card, bets its best Action card
 * on an Épreuve and bluffs now and then, reinforces with the cards it needs least, challenges
 * Maletar when its hand and the draw promise enough. It reads only the faces its seat may see.
 */
public final class MorriganBot implements Bot<MorriganState>, roundtable.core.bot.Judging<MorriganState> {
  /** What an unknown face-down card adds to a defence on average (50 Action cards of 108, 2.7 each). */
  static final double HIDDEN = 1.3;

  @Override
  public String name() {
    return "greedy";
  }

  /** It scores moves, not positions: the searching bot judges positions with {@link MorriganEvaluator}. */
  @Override
  public roundtable.core.bot.Evaluator<MorriganState> evaluator() {
    return MorriganEvaluator.INSTANCE;
  }

  /**
   * The searching bot expects the others to play as this bot, each on its own view: searched in its
   * tree, their moves were fitted to its cards rather than their own (docs/performance.md, issue 18).
   */
  @Override
  public roundtable.core.game.Bot<MorriganState> othersModel() {
    return this;
  }

  @Override
  public Optional<Action> choose(Game<MorriganState> game, MorriganState s, int seat, Knowledge knowledge,
      RandomGenerator rng) {
    List<Action> legal = game.legalActions(s, seat, knowledge);
    Action best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Action a : legal) {
      double score = score(s, seat, knowledge, (Move) a, rng) + rng.nextDouble() * 0.01;
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return Optional.ofNullable(best);
  }

  private static Card face(MorriganState s, CardRef c, int seat, Knowledge k) {
    OptionalInt f = s.cards().faceFor(c, seat, k);
    return f.isPresent() ? Card.of(f.getAsInt()) : null;
  }

  /** How much the bot wants to keep a card. */
  static double utility(Card c) {
    if (c == null) {
      return 0;
    }
    return switch (c.kind()) {
      case ACTION -> 1 + c.value();
      case TERRITORY -> 5 + c.value();
      case TRIAL -> 1 + c.value() / 2.0;
      case ADVERSARY -> 1 + c.value() / 3.0;
      case SPECIAL -> switch (c.special()) {
        case TREASURE, ALLY, FAVOUR, SWORD, CATAPULT, SHIELD -> 4;
        case RELIC, SORCERY, QUAKE, BLESSING -> 3;
        default -> 1.5;
      };
    };
  }

  private static double score(MorriganState s, int seat, Knowledge k, Move m, RandomGenerator rng) {
    int hand = s.hands().get(seat).size();
    Round r = s.round();
    if (m instanceof Move.End || m instanceof Move.Pass || m instanceof Move.Fold) {
      return 0;
    }
    if (m instanceof Move.Declare d) {
      // Attack: its Action cards and the draw; defence: 5 and about 3.5 from each opponent with a hand.
      double attack = actionSum(s, seat, k) + HIDDEN * (s.players() + 1);
      double defence = 5;
      for (int o = 0; o < s.players(); o++) {
        defence += o != seat && !s.hands().get(o).isEmpty() ? 3.5 : 0;
      }
      Table t = new Table(s);
      int keep = s.prestige(seat) - t.shown(Flow.highest(t, seat).get(0)).value();
      boolean go = attack > defence || keep >= MorriganState.DUEL_PRESTIGE || rng.nextInt(3) == 0;
      return d.duel() == go ? 1 : -1;
    }
    if (m instanceof Move.Attack || m instanceof Move.Lose) {
      return 1;
    }
    if (m instanceof Move.Strengthen x) {
      return 10 + face(s, x.card(), seat, k).value();
    }
    if (m instanceof Move.Discard x) {
      return -utility(face(s, x.card(), seat, k));
    }
    if (m instanceof Move.Bet b) {
      Card c = face(s, b.card(), seat, k);
      int v = c.strength() * (b.blessing() != null ? 2 : 1);
      boolean rebet = r instanceof Round.Betting bet && bet.number() > 1;
      if (v >= (rebet ? 1 : 3)) {
        return 10 + v - (b.blessing() != null ? 1 : 0);
      }
      // A bluff now and then, with a card it needs little.
      return c.strength() == 0 && rng.nextInt(rebet ? 2 : 4) == 0 ? 3 - utility(c) / 3 : -1;
    }
    if (m instanceof Move.Reinforce x) {
      Card c = face(s, x.card(), seat, k);
      boolean own = s.territories().get(seat).stream().anyMatch(h -> h.card().equals(x.target()));
      if (r instanceof Round.Placement) {
        return (hand > 4 ? 6 : 2) - utility(c) + (c.strength() == 0 ? 2 : 0);
      }
      if (own) {
        if (threat(s, seat) && c.is(Kind.ACTION)) {
          return -1; // kept for Maletar
        }
        return hand > 3 ? 20 - utility(c) + (c.is(Kind.ACTION) ? 3 : 0) : -1;
      }
      return hand > 5 ? 8 - utility(c) : -1;
    }
    if (m instanceof Move.Curse) {
      return hand > 5 ? 5 : -1;
    }
    if (m instanceof Move.LayTerritory x) {
      return 100 + face(s, x.card(), seat, k).value();
    }
    if (m instanceof Move.Fight x) {
      Holding h = s.adversaries().stream().filter(a -> a.card().equals(x.adversary())).findFirst().orElseThrow();
      if (threat(s, seat)) {
        return -1; // Action cards are kept for Maletar
      }
      return battle(s, seat, k, h, x.actions(), x.sword(), 80);
    }
    if (m instanceof Move.Conquer x) {
      for (int other = 0; other < s.players(); other++) {
        for (Holding h : s.territories().get(other)) {
          if (h.card().equals(x.territory())) {
            if (threat(s, seat) && s.prestige(other) < 12) {
              return -1; // only the leaders are worth Action cards now
            }
            return battle(s, seat, k, h, x.actions(), x.catapult(), 70 + s.prestige(other));
          }
        }
      }
      return -1;
    }
    if (m instanceof Move.PlayTrial x) {
      int best = 0;
      boolean blessing = false;
      for (CardRef c : s.hands().get(seat)) {
        Card f = face(s, c, seat, k);
        if (f != null) {
          best = Math.max(best, f.strength());
          blessing |= f.is(Special.BLESSING);
        }
      }
      return best * (blessing ? 2 : 1) >= 4 ? 30 + face(s, x.card(), seat, k).value() : -1;
    }
    if (m instanceof Move.LayAdversary x) {
      int value = face(s, x.card(), seat, k).value();
      return actionSum(s, seat, k) > value + HIDDEN * (s.players() - 1) + 1 ? 25 : -1;
    }
    if (m instanceof Move.PlaySpecial x) {
      return special(s, seat, x);
    }
    return -1;
  }

  private static double special(MorriganState s, int seat, Move.PlaySpecial x) {
    switch (x.special()) {
      case TREASURE:
        return 50;
      case FAVOUR:
        return 45;
      case ALLY:
      case SHIELD: {
        double u = utility(s.shown(x.targets().get(0)));
        return u >= 4 ? 40 + u : -1;
      }
      case SORCERY: {
        int target = x.seat();
        int leader = s.prestige(target);
        for (int o = 0; o < s.players(); o++) {
          if (o != seat && s.prestige(o) > leader) {
            return -1;
          }
        }
        return s.hands().get(target).size() >= 3 ? 30 + s.hands().get(target).size() : -1;
      }
      case RELIC:
        return s.effects().isEmpty() && s.shown(x.targets().get(0)).value() >= 3 ? 15 : -1;
      case QUAKE: {
        int mine = 0;
        int theirs = 0;
        for (int o = 0; o < s.players(); o++) {
          for (Holding h : s.territories().get(o)) {
            if (o == seat) {
              mine += h.under().size();
            } else {
              theirs += h.under().size();
            }
          }
        }
        return theirs - 2 * mine >= 2 ? 20 : -1;
      }
      default:
        return -1;
    }
  }

  /** Worth it when the attack beats the visible defence plus an average for each hidden card. */
  private static double battle(MorriganState s, int seat, Knowledge k, Holding h, List<CardRef> attack,
      CardRef doubler, double worth) {
    double defence = s.shown(h.card()).value();
    for (CardRef c : h.under()) {
      OptionalInt f = s.cards().publicFace(c);
      defence += f.isPresent() ? Card.of(f.getAsInt()).strength() : HIDDEN;
    }
    if (h.curse() != null) {
      defence *= 2;
    }
    int power = 0;
    for (CardRef c : attack) {
      power += face(s, c, seat, k).value();
    }
    int cost = power + (doubler != null ? 3 : 0);
    if (doubler != null) {
      power *= 2;
    }
    return power > defence + 0.5 ? worth + 3 * s.shown(h.card()).value() - cost : -1;
  }

  /** Another player is near the duel: Action cards are better kept to strengthen Maletar. */
  private static boolean threat(MorriganState s, int seat) {
    for (int o = 0; o < s.players(); o++) {
      if (o != seat && s.prestige(o) >= 12 && s.prestige(seat) < MorriganState.DUEL_PRESTIGE - 3) {
        return true;
      }
    }
    return false;
  }

  private static int actionSum(MorriganState s, int seat, Knowledge k) {
    int sum = 0;
    for (CardRef c : s.hands().get(seat)) {
      Card f = face(s, c, seat, k);
      sum += f == null ? 0 : f.strength();
    }
    return sum;
  }
}
