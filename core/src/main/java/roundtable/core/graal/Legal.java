package roundtable.core.graal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/** Every legal move of a seat, given the faces it can read. */
final class Legal {
  /** Chains of identical symbols are listed from this many cards of a kind at most. */
  private static final int CHAIN_LIMIT = 6;

  private Legal() {}

  static List<Action> of(GraalState s, int seat, Knowledge k) {
    if (s.outcome() != null || s.waits().any() || s.steps().isEmpty() || !(s.steps().get(0) instanceof Step.Decision d) || d.seat() != seat) {
      return List.of();
    }
    Table t = new Table(s);
    List<Play> hand = known(t, seat, k);
    List<Action> out = new ArrayList<>();
    if (d instanceof Step.Turn turn) {
      turn(t, seat, turn, hand, out);
    } else if (d instanceof Step.Defend) {
      for (Play p : distinct(hand)) {
        Card c = p.card();
        if (c == t.duel.card() || c == Card.SHIELD || c.step()) {
          add(out, List.of(p), hand.size());
        }
      }
      Powers.defences(t, seat, hand, out);
      out.add(new Move.Suffer());
    } else if (d instanceof Step.AnswerSiege) {
      for (Play p : distinct(hand)) {
        if (p.card() == Card.GRAAL) {
          add(out, List.of(p), hand.size());
        }
      }
      out.add(new Move.Suffer());
    } else if (d instanceof Step.ChooseColour) {
      for (Colour c : Colour.values()) {
        out.add(new Move.ChooseColour(c));
      }
    } else if (d instanceof Step.PickSwap) {
      List<Integer> others = t.others(seat);
      for (int i = 0; i < others.size(); i++) {
        for (int j = i + 1; j < others.size(); j++) {
          out.add(new Move.Swap(Math.min(others.get(i), others.get(j)), Math.max(others.get(i), others.get(j))));
        }
      }
    } else if (d instanceof Step.PickCamelot) {
      out.add(new Move.Restore());
      for (int o : t.others(seat)) {
        out.add(new Move.Block(o));
      }
    } else if (d instanceof Step.PickVictim) {
      for (int o : t.others(seat)) {
        out.add(new Move.Eliminate(o));
      }
    } else if (d instanceof Step.PutBack p) {
      List<CardRef> pool = new ArrayList<>(p.taken());
      if (p.named() != null) {
        pool.add(p.named());
      }
      for (int mask = 0; mask < 1 << Math.min(pool.size(), 8); mask++) {
        List<CardRef> back = new ArrayList<>();
        for (int i = 0; i < pool.size() && i < 8; i++) {
          if ((mask & 1 << i) != 0) {
            back.add(pool.get(i));
          }
        }
        if (Skills.whyNotBack(p, back) == null) {
          out.add(new Move.PutBack(back));
        }
      }
    } else if (d instanceof Step.Summoned sm) {
      Powers.summonedMoves(t, seat, sm, hand, out);
    } else if (d instanceof Step.Protect) {
      for (Play p : distinct(hand)) {
        if (p.card() == Card.ROI) {
          out.add(new Move.Protect(p));
          if (hand.size() == 2) {
            out.add(new Move.Protect(p, true));
          }
        }
      }
      out.add(new Move.Suffer());
    }
    // The call-out, at any of the seat's prompts while players hold one card without GRAAL!.
    if (hand.size() >= 2 && Rules.callOutNow(d)) {
      for (int silent : t.silent) {
        if (silent != seat) {
          for (Play p : distinct(hand)) {
            out.add(new Move.CallOut(silent, p));
            if (hand.size() == 2) {
              out.add(new Move.CallOut(silent, p, true));
            }
          }
        }
      }
    }
    return out;
  }

  private static void turn(Table t, int seat, Step.Turn turn, List<Play> hand, List<Action> out) {
    if (turn.stage() == Step.Stage.DRAWN) {
      for (Play p : hand) {
        if (p.ref().equals(turn.drawn()) && Rules.follows(t, t.topKey(), p.key())) {
          add(out, List.of(p), hand.size());
        }
      }
      out.add(new Move.Pass());
      return;
    }
    if (turn.stage() == Step.Stage.START) {
      if (Skills.whyNot(t, seat) == null) {
        if (t.characters[seat] == Character.WRITER.ordinal()) {
          if (hand.size() >= 2) {
            for (Play p : distinct(hand)) {
              out.add(new Move.Skill(p));
            }
          }
        } else {
          out.add(new Move.Skill(null));
        }
      }
    }
    int before = out.size();
    plays(t, hand, out);
    Powers.turnMoves(t, seat, turn, hand, out);
    boolean canAct = out.size() > before || Powers.usable(t, seat, turn, hand);
    if (turn.stage() == Step.Stage.REPLAY) {
      // "Il peut aussi jouer cette carte sans être obligé de rejouer ni de piocher": it may stop.
      out.add(new Move.Pass());
    }
    if (!canAct) {
      // "S'il n'a pu effectuer une action dans les choix du point 2, le joueur est obligé de piocher":
      // no card to lay and no power to use. After Rejoue the turn starts again, with its draw.
      out.add(new Move.DrawCard());
    }
  }

  /** The cards a player not attacked may lay. */
  static void plays(Table t, List<Play> hand, List<Action> out) {
    TreeMap<Card, List<Play>> byCard = new TreeMap<>();
    int top = t.topKey();
    for (Play p : hand) {
      byCard.computeIfAbsent(p.card(), c -> new ArrayList<>()).add(p);
    }
    for (var e : byCard.entrySet()) {
      Card c = e.getKey();
      if (c.kind() == Card.Kind.BASE || c == Card.REPLAY || c == Card.SKIP) {
        chains(t, top, e.getValue(), hand.size(), out);
      } else {
        for (Play p : distinct(e.getValue())) {
          if (Rules.follows(t, top, p.key())) {
            add(out, List.of(p), hand.size());
          }
        }
      }
    }
  }

  /**
   * Whether a card of the hand may be laid alone: {@link #plays} lists a lay only if its first card
   * may (so none may, none is listed), without making the lays (issue 18).
   */
  static boolean anyAlone(Table t, List<Play> hand) {
    int top = t.topKey();
    for (Play p : hand) {
      if (Rules.follows(t, top, p.key())) {
        return true;
      }
    }
    return false;
  }

  /** Cards of one symbol laid together, the first one valid, each possible last one (its colour stays). */
  private static void chains(Table t, int top, List<Play> group, int handSize, List<Action> out) {
    int n = Math.min(group.size(), CHAIN_LIMIT);
    boolean[] valid = new boolean[n]; // each card alone may be laid first
    for (int i = 0; i < n; i++) {
      valid[i] = Rules.follows(t, top, group.get(i).key());
    }
    Set<Long> seen = new HashSet<>();
    for (int mask = 1; mask < 1 << n; mask++) {
      int size = Integer.bitCount(mask);
      long kinds = kinds(group, mask);
      for (int l = 0; l < n; l++) {
        if ((mask & 1 << l) == 0) {
          continue;
        }
        int first = -1;
        for (int i = 0; i < n; i++) {
          if ((mask & 1 << i) != 0 && (i != l || size == 1) && valid[i]) {
            first = i;
            break;
          }
        }
        if (first < 0) {
          continue;
        }
        // the same cards by kind with the same kind last: the same lay
        if (!seen.add(kinds << 7 | group.get(l).key())) {
          continue;
        }
        List<Play> order = new ArrayList<>();
        order.add(group.get(first));
        for (int i = 0; i < n; i++) {
          if ((mask & 1 << i) != 0 && i != first && i != l) {
            order.add(group.get(i));
          }
        }
        if (l != first) {
          order.add(group.get(l));
        }
        add(out, order, handSize);
      }
    }
  }

  /** The kinds (keys) of the cards of a subset, sorted, one plus each in 7 bits. */
  private static long kinds(List<Play> group, int mask) {
    int[] keys = new int[Integer.bitCount(mask)];
    for (int i = 0, k = 0; k < keys.length; i++) {
      if ((mask & 1 << i) != 0) {
        keys[k++] = group.get(i).key();
      }
    }
    java.util.Arrays.sort(keys);
    long packed = 0;
    for (int key : keys) {
      packed = packed << 7 | (key + 1);
    }
    return packed;
  }

  /** A lay, and the same with "GRAAL!" when it leaves one card. */
  static void add(List<Action> out, List<Play> cards, int handSize) {
    out.add(new Move.Lay(cards, false));
    if (handSize - cards.size() == 1) {
      out.add(new Move.Lay(cards, true));
    }
  }

  /** One card of each kind (copies are alike). */
  static List<Play> distinct(List<Play> hand) {
    List<Play> out = new ArrayList<>();
    Set<Integer> keys = new java.util.HashSet<>();
    for (Play p : hand) {
      if (keys.add(p.key())) {
        out.add(p);
      }
    }
    return out;
  }

  /** The seat's hand with the faces it can read. */
  static List<Play> known(Table t, int seat, Knowledge k) {
    List<Play> out = new ArrayList<>();
    for (CardRef c : t.hand(seat)) {
      OptionalInt f = t.cards.faceFor(c, seat, k);
      if (f.isPresent() && f.getAsInt() < Card.FACES) {
        out.add(new Play(c, f.getAsInt()));
      }
    }
    return out;
  }
}
