package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/**
 * The legal actions of the seat the prompt names, from the faces it can read. Cards of the same
 * face are interchangeable, so one handle stands for each face (fights list each multiset of Action
 * values once); Favori du Roi's blind picks are listed as "the k-th card of each hand". Any other
 * handle of the same face is accepted by the rules as well.
 */
final class Legal {
  private Legal() {}

  static List<Action> actions(MorriganState s, int seat, Knowledge knowledge) {
    Map<CardRef, Card> hand = new LinkedHashMap<>();
    for (CardRef c : s.hands().get(seat)) {
      OptionalInt f = s.cards().faceFor(c, seat, knowledge);
      if (f.isPresent()) {
        hand.put(c, Card.of(f.getAsInt()));
      }
    }
    List<Action> out = new ArrayList<>();
    Round r = s.round();
    if (r instanceof Round.Placement p) {
      out.add(new Move.Pass());
      for (CardRef c : distinct(hand, null)) {
        out.add(new Move.Reinforce(p.adversary(), c));
        if (hand.get(c).is(Special.CURSE) && curseable(s, p.adversary())) {
          out.add(new Move.Curse(p.adversary(), c));
        }
      }
      return out;
    }
    if (r instanceof Round.Betting b) {
      out.add(new Move.Fold());
      CardRef blessing = find(hand, Special.BLESSING);
      for (CardRef c : distinct(hand, null)) {
        out.add(new Move.Bet(c, null));
        if (blessing != null && !c.equals(blessing) && hand.get(c).is(Kind.ACTION)) {
          out.add(new Move.Bet(c, blessing));
        }
      }
      return out;
    }
    if (r instanceof Round.Recovery rc) {
      out.add(new Move.Pass());
      CardRef shield = find(hand, Special.SHIELD);
      if (shield != null) {
        rc.cards().get(0).stream().filter(s.discards()::contains)
            .forEach(c -> out.add(new Move.PlaySpecial(Special.SHIELD, shield, List.of(c), -1)));
      }
      return out;
    }
    if (r instanceof Round.Duel d) {
      if (d.losing()) {
        Table t = new Table(s);
        Flow.highest(t, seat).forEach(c -> out.add(new Move.Lose(c)));
        return out;
      }
      if (!d.attacked()) {
        out.add(new Move.Attack(hand.keySet().stream().filter(c -> hand.get(c).is(Kind.ACTION)).toList()));
        return out;
      }
      out.add(new Move.Pass());
      for (CardRef c : distinct(hand, Kind.ACTION)) {
        out.add(new Move.Strengthen(c));
      }
      return out;
    }
    switch (s.phase()) {
      case START -> {
        out.add(new Move.Declare(true));
        out.add(new Move.Declare(false));
      }
      case ACTION -> action(s, seat, hand, out);
      case REINFORCE -> reinforce(s, seat, hand, out);
      case DISCARD -> distinct(hand, null).forEach(c -> out.add(new Move.Discard(c)));
      default -> { }
    }
    return out;
  }

  private static void action(MorriganState s, int seat, Map<CardRef, Card> hand, List<Action> out) {
    out.add(new Move.End());
    boolean flood = s.effects().stream().anyMatch(e -> e.special() == Special.FLOOD);
    boolean winter = s.effects().stream().anyMatch(e -> e.special() == Special.WINTER);
    for (CardRef c : distinct(hand, null)) {
      Card card = hand.get(c);
      switch (card.kind()) {
        case TERRITORY -> {
          if (!flood) {
            out.add(new Move.LayTerritory(c));
          }
        }
        case ADVERSARY -> out.add(new Move.LayAdversary(c));
        case TRIAL -> {
          if (!winter) {
            out.add(new Move.PlayTrial(c));
          }
        }
        case SPECIAL -> special(s, seat, c, card.special(), out);
        default -> { }
      }
    }
    List<List<CardRef>> attacks = attacks(hand);
    CardRef sword = find(hand, Special.SWORD);
    CardRef catapult = find(hand, Special.CATAPULT);
    for (Holding a : s.adversaries()) {
      for (List<CardRef> attack : attacks) {
        out.add(new Move.Fight(a.card(), attack, null));
        if (sword != null) {
          out.add(new Move.Fight(a.card(), attack, sword));
        }
      }
    }
    for (int other = 0; other < s.players(); other++) {
      if (other == seat) {
        continue;
      }
      for (Holding h : s.territories().get(other)) {
        boolean relic = s.effects().stream().anyMatch(e -> h.card().equals(e.target()));
        if (relic) {
          continue;
        }
        for (List<CardRef> attack : attacks) {
          out.add(new Move.Conquer(h.card(), attack, null));
          if (catapult != null) {
            out.add(new Move.Conquer(h.card(), attack, catapult));
          }
        }
      }
    }
  }

  private static void special(MorriganState s, int seat, CardRef c, Special sp, List<Action> out) {
    switch (sp) {
      case ALLY -> {
        Map<Integer, CardRef> byFace = new TreeMap<>();
        for (CardRef d : s.discards()) {
          byFace.putIfAbsent(s.cards().publicFace(d).orElse(-1), d);
        }
        Map<Card, CardRef> seen = new LinkedHashMap<>();
        for (var e : byFace.entrySet()) {
          if (e.getKey() >= 0) {
            seen.putIfAbsent(Card.of(e.getKey()), e.getValue());
          }
        }
        seen.values().forEach(d -> out.add(new Move.PlaySpecial(sp, c, List.of(d), -1)));
      }
      case SHIELD -> s.justUsed().stream().filter(s.discards()::contains)
          .forEach(d -> out.add(new Move.PlaySpecial(sp, c, List.of(d), -1)));
      case RELIC -> s.territories().get(seat)
          .forEach(h -> out.add(new Move.PlaySpecial(sp, c, List.of(h.card()), -1)));
      case SORCERY -> {
        for (int other = 0; other < s.players(); other++) {
          if (other != seat) {
            out.add(new Move.PlaySpecial(sp, c, List.of(), other));
          }
        }
      }
      case FAVOUR -> {
        int most = 0;
        List<List<CardRef>> from = new ArrayList<>();
        for (int i = 1; i < s.players(); i++) {
          List<CardRef> h = s.hands().get((seat + i) % s.players());
          if (!h.isEmpty()) {
            from.add(h);
            most = Math.max(most, h.size());
          }
        }
        for (int k = 0; k < Math.max(1, most); k++) {
          List<CardRef> picks = new ArrayList<>();
          for (List<CardRef> h : from) {
            picks.add(h.get(k % h.size()));
          }
          out.add(new Move.PlaySpecial(sp, c, picks, -1));
        }
      }
      case TREASURE, QUAKE, FLOOD, WINTER -> out.add(new Move.PlaySpecial(sp, c, List.of(), -1));
      default -> { }
    }
  }

  private static void reinforce(MorriganState s, int seat, Map<CardRef, Card> hand, List<Action> out) {
    out.add(new Move.End());
    List<CardRef> targets = new ArrayList<>();
    s.territories().get(seat).forEach(h -> targets.add(h.card()));
    s.adversaries().forEach(h -> targets.add(h.card()));
    for (CardRef target : targets) {
      if (s.reinforced().contains(target.id())) {
        continue;
      }
      boolean adversary = s.adversaries().stream().anyMatch(h -> h.card().equals(target));
      for (CardRef c : distinct(hand, null)) {
        out.add(new Move.Reinforce(target, c));
        if (hand.get(c).is(Special.CURSE) && adversary && curseable(s, target)) {
          out.add(new Move.Curse(target, c));
        }
      }
    }
  }

  private static boolean curseable(MorriganState s, CardRef adversary) {
    return s.adversaries().stream().anyMatch(h -> h.card().equals(adversary) && h.curse() == null);
  }

  /** One handle per face in the hand (of this kind, or any when null). */
  static List<CardRef> distinct(Map<CardRef, Card> hand, Kind kind) {
    Map<Card, CardRef> one = new LinkedHashMap<>();
    hand.forEach((c, card) -> {
      if (kind == null || card.kind() == kind) {
        one.putIfAbsent(card, c);
      }
    });
    return List.copyOf(one.values());
  }

  static CardRef find(Map<CardRef, Card> hand, Special special) {
    return hand.entrySet().stream().filter(e -> e.getValue().is(special)).map(Map.Entry::getKey).findFirst()
        .orElse(null);
  }

  /** Every non-empty multiset of the hand's Action cards, one handle list each. */
  static List<List<CardRef>> attacks(Map<CardRef, Card> hand) {
    Map<Integer, List<CardRef>> byValue = new TreeMap<>();
    hand.forEach((c, card) -> {
      if (card.is(Kind.ACTION)) {
        byValue.computeIfAbsent(card.value(), v -> new ArrayList<>()).add(c);
      }
    });
    List<List<CardRef>> all = new ArrayList<>();
    all.add(List.of());
    for (List<CardRef> same : byValue.values()) {
      List<List<CardRef>> next = new ArrayList<>();
      for (List<CardRef> base : all) {
        for (int k = 0; k <= same.size(); k++) {
          List<CardRef> more = new ArrayList<>(base);
          more.addAll(same.subList(0, k));
          next.add(more);
        }
      }
      all = next;
    }
    all.remove(0);
    return all;
  }
}
