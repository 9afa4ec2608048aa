package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Effect;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.morrigan.Move.PlaySpecial;
import roundtable.core.table.IllegalActionException;

/**
 * The Special cards played on their own in the action phase ("Jouable uniquement pendant son tour
 * de jeu"). "La carte est laissée en jeu tant que ses effets ne se sont pas dissipés ou qu'elle
 * n'a pas été utilisée. Elle est ensuite défaussée."
 */
final class Specials {
  private Specials() {}

  static void play(Table t, int me, PlaySpecial m) throws IllegalActionException {
    Special s = m.special();
    t.needInHand(me, m.card());
    switch (s) {
      case CURSE -> throw new IllegalActionException("Malédiction is played in a reinforcement phase, under an Adversary");
      case BLESSING -> throw new IllegalActionException("Bénédiction is played with a bet in an Épreuve");
      case SWORD -> throw new IllegalActionException("Epée Enchantée is played with Action cards in a fight");
      case CATAPULT -> throw new IllegalActionException("Catapulte is played with Action cards in a conquest");
      default -> { }
    }
    int expected = switch (s) {
      case ALLY, RELIC, SHIELD -> 1;
      case FAVOUR -> -1;
      default -> 0;
    };
    if (expected >= 0 && m.targets().size() != expected) {
      throw new IllegalActionException(s.title() + (expected == 0 ? " names no card" : " names one card"));
    }
    if (s == Special.SORCERY ? m.seat() < 0 || m.seat() >= t.players || m.seat() == me : m.seat() != -1) {
      throw new IllegalActionException(s == Special.SORCERY ? "Sorcellerie names another player"
          : s.title() + " names no player");
    }
    CardRef target = m.targets().isEmpty() ? null : m.targets().get(0);
    // Check everything before anything moves.
    switch (s) {
      case ALLY -> {
        if (!t.discards.contains(target)) {
          throw new IllegalActionException("Allié Inattendu takes a card of the discards; " + Table.ref(target) + " is not there");
        }
      }
      case SHIELD -> {
        if (!t.justUsed.contains(target) || !t.discards.contains(target)) {
          throw new IllegalActionException("Bouclier Béni takes back an Action card you have just used: "
              + (t.justUsed.isEmpty() ? "you have used none" : t.justUsed.stream().map(Table::ref).toList().toString()));
        }
      }
      case RELIC -> {
        if (t.territoryIndex(me, target) < 0) {
          throw new IllegalActionException("Sainte Relique protects one of your own Territories");
        }
      }
      case FAVOUR -> favourTargets(t, me, m.targets());
      default -> { }
    }
    t.claim(m.card(), me, Kind.SPECIAL, s, s.title());
    t.takeFromHand(me, m.card());
    t.say(new MorriganEvent.SpecialPlayed(me, s));
    switch (s) {
      case ALLY -> {
        // "Piochez une carte de la défausse": the discards are face up, the player picks one.
        t.discards.remove(target);
        t.passTo(target, me);
        t.discard(m.card());
      }
      case SHIELD -> {
        // "Récupérez une des cartes Action que vous venez de jouer".
        t.discards.remove(target);
        t.justUsed.remove(target);
        t.passTo(target, me);
        t.discard(m.card());
      }
      case FAVOUR -> {
        // "Piochez une carte dans la main de chacun des autres joueurs": blind, by its handle.
        for (CardRef c : m.targets()) {
          for (int seat = 0; seat < t.players; seat++) {
            t.hands.get(seat).remove(c);
          }
          t.passTo(c, me);
        }
        t.discard(m.card());
      }
      case TREASURE -> {
        t.draw(me, 2);
        t.discard(m.card());
      }
      case SORCERY -> {
        // "Obligez un autre joueur à défausser sa main": face up, as every discard.
        for (CardRef c : List.copyOf(t.hands.get(m.seat()))) {
          t.takeFromHand(m.seat(), c);
          t.discard(c);
        }
        t.discard(m.card());
      }
      case QUAKE -> {
        // "Tous les renforts des cartes Territoire en jeu sont défaussés".
        for (List<Holding> ts : t.territories) {
          for (int i = 0; i < ts.size(); i++) {
            Holding h = ts.get(i);
            h.under().forEach(t::discard);
            ts.set(i, new Holding(h.card(), List.of(), h.curse()));
          }
        }
        t.discard(m.card());
      }
      case FLOOD, WINTER -> t.effects.add(new Effect(m.card(), s, me, null));
      case RELIC -> t.effects.add(new Effect(m.card(), s, me, target));
      default -> throw new IllegalStateException(s.name());
    }
  }

  /** A seat that has just used Action cards takes one back with Bouclier Béni, or passes. */
  static void recover(Table t, int seat, Round.Recovery r, Move move) throws IllegalActionException {
    int asked = r.toAsk().get(0);
    if (seat != asked) {
      throw new IllegalActionException(Table.seat(asked) + " may take back an Action card with Bouclier Béni now, not "
          + Table.seat(seat));
    }
    List<CardRef> usable = r.cards().get(0);
    if (move instanceof PlaySpecial m && m.special() == Special.SHIELD) {
      t.needInHand(seat, m.card());
      if (m.seat() != -1 || m.targets().size() != 1 || !usable.contains(m.targets().get(0))
          || !t.discards.contains(m.targets().get(0))) {
        throw new IllegalActionException("Bouclier Béni takes back an Action card you have just used: "
            + usable.stream().map(Table::ref).toList());
      }
      t.claim(m.card(), seat, Kind.SPECIAL, Special.SHIELD, Special.SHIELD.title());
      t.takeFromHand(seat, m.card());
      t.say(new MorriganEvent.SpecialPlayed(seat, Special.SHIELD));
      t.discards.remove(m.targets().get(0));
      t.justUsed.remove(m.targets().get(0));
      t.passTo(m.targets().get(0), seat);
      t.discard(m.card());
    } else if (!(move instanceof Move.Pass)) {
      throw new IllegalActionException(Table.seat(seat) + ": take back an Action card with Bouclier Béni, or pass");
    }
    t.round = new Round.Recovery(r.toAsk().subList(1, r.toAsk().size()), r.cards().subList(1, r.cards().size()),
        r.then());
  }

  /** One card from each other player holding any, named in clockwise order from the left. */
  private static void favourTargets(Table t, int me, List<CardRef> targets) throws IllegalActionException {
    List<Integer> from = new ArrayList<>();
    for (int seat : t.clockwiseFrom(me)) {
      if (!t.hands.get(seat).isEmpty()) {
        from.add(seat);
      }
    }
    if (targets.size() != from.size()) {
      throw new IllegalActionException("Favori du Roi takes one card from each other player with a hand: "
          + from.stream().map(Table::seat).toList());
    }
    for (int i = 0; i < from.size(); i++) {
      if (!t.hands.get(from.get(i)).contains(targets.get(i))) {
        throw new IllegalActionException(Table.ref(targets.get(i)) + " is not in " + Table.seat(from.get(i)) + "'s hand");
      }
    }
  }
}
