package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.OpenCards;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.random.Fix;

/**
 * A position in three lines, with open cards: {@code Position.of(3).turn(0).hand(0, "A3 A5 T4 sword")
 * .adversary("X4", 1, "A2 E1").territory(1, "T3", "A2").build()}. Cards: A1..A5 Action, E1..E5
 * Épreuve, X1..X5 Adversaire, T1..T5 Territoire, and the Specials by their notation word
 * (ally, favour, treasure, sorcery, flood, winter, curse, quake, bless, catapult, sword, relic,
 * shield). The rest of the deck follows {@link #deck} in the deck's order.
 */
final class Position {
  private final int players;
  private int turn;
  private Phase phase = Phase.ACTION;
  private final List<Placed> placed = new ArrayList<>();
  private final List<Integer> used = new ArrayList<>();
  private final List<Integer> deckTop = new ArrayList<>();

  /** One card to deal: to whom (in the hidden cards), where in game terms, face up or not. */
  private record Placed(int face, int seat, String where, int index, boolean open) {}

  private Position(int players) {
    this.players = players;
  }

  static Position of(int players) {
    return new Position(players);
  }

  Position turn(int seat) {
    turn = seat;
    return this;
  }

  Position phase(Phase p) {
    phase = p;
    return this;
  }

  Position hand(int seat, String cards) {
    for (String c : words(cards)) {
      placed.add(new Placed(take(c), seat, "hand", 0, false));
    }
    return this;
  }

  /** A Territory of this seat, reinforced face down by it with these cards. */
  Position territory(int seat, String card, String under) {
    int index = count("territory", seat);
    placed.add(new Placed(take(card), seat, "territory", index, true));
    for (String c : words(under)) {
      placed.add(new Placed(take(c), seat, "t-under", index, false));
    }
    return this;
  }

  Position territory(int seat, String card) {
    return territory(seat, card, "");
  }

  /** An Adversary in the middle, reinforced face down by {@code by} with these cards. */
  Position adversary(String card, int by, String under) {
    int index = count("adversary", 0);
    placed.add(new Placed(take(card), 0, "adversary", index, true));
    for (String c : words(under)) {
      placed.add(new Placed(take(c), by, "a-under", index, false));
    }
    return this;
  }

  Position adversary(String card) {
    return adversary(card, 0, "");
  }

  Position trophy(int seat, String cards) {
    for (String c : words(cards)) {
      placed.add(new Placed(take(c), seat, "trophy", 0, true));
    }
    return this;
  }

  Position discards(String cards) {
    for (String c : words(cards)) {
      placed.add(new Placed(take(c), 0, "discard", 0, true));
    }
    return this;
  }

  /** The top of the deck, top first; the rest of the deck follows in the deck's order. */
  Position deck(String cards) {
    for (String c : words(cards)) {
      deckTop.add(take(c));
    }
    return this;
  }

  /** The deck holds only the cards of {@link #deck}; every other card lies in the discards, face up. */
  Position exhaust() {
    for (int f = 0; f < Card.DECK.size(); f++) {
      if (!used.contains(f)) {
        used.add(f);
        placed.add(new Placed(f, 0, "discard", 0, true));
      }
    }
    return this;
  }

  MorriganState build() {
    List<Integer> order = new ArrayList<>();
    placed.forEach(p -> order.add(p.face()));
    order.addAll(deckTop);
    for (int f = 0; f < Card.DECK.size(); f++) {
      if (!used.contains(f)) {
        order.add(f);
      }
    }
    HiddenCards cards = OpenCards.empty(players, true).newPile(MorriganState.DECK, order);
    List<Integer> identity = new ArrayList<>();
    for (int i = 0; i < order.size(); i++) {
      identity.add(i);
    }
    try {
      cards = cards.step(0, new Fix(identity));
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    List<List<CardRef>> hands = lists();
    List<List<Holding>> territories = new ArrayList<>();
    List<List<CardRef>> trophies = lists();
    for (int s = 0; s < players; s++) {
      territories.add(new ArrayList<>());
    }
    List<Holding> adversaries = new ArrayList<>();
    List<CardRef> discards = new ArrayList<>();
    for (Placed p : placed) {
      CardRef c = cards.pile(MorriganState.DECK).get(0);
      cards = cards.deal(MorriganState.DECK, p.seat());
      if (p.open()) {
        cards = cards.reveal(c);
      }
      switch (p.where()) {
        case "hand" -> hands.get(p.seat()).add(c);
        case "territory" -> territories.get(p.seat()).add(new Holding(c, List.of(), null));
        case "t-under" -> territories.get(p.seat()).set(p.index(), under(territories.get(p.seat()).get(p.index()), c));
        case "adversary" -> adversaries.add(new Holding(c, List.of(), null));
        case "a-under" -> adversaries.set(p.index(), under(adversaries.get(p.index()), c));
        case "trophy" -> trophies.get(p.seat()).add(c);
        default -> discards.add(c);
      }
    }
    return new MorriganState(players, true, cards, null, turn, 1, phase, hands, territories, adversaries, trophies,
        discards, List.of(), List.of(), List.of(), null, List.of(), List.of(), null);
  }

  private static Holding under(Holding h, CardRef c) {
    List<CardRef> u = new ArrayList<>(h.under());
    u.add(c);
    return new Holding(h.card(), u, h.curse());
  }

  private List<List<CardRef>> lists() {
    List<List<CardRef>> l = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      l.add(new ArrayList<>());
    }
    return l;
  }

  private int count(String where, int seat) {
    return (int) placed.stream().filter(p -> p.where().equals(where) && (where.equals("adversary") || p.seat() == seat))
        .count();
  }

  private static List<String> words(String text) {
    return text.isBlank() ? List.of() : List.of(text.trim().split("\\s+"));
  }

  /** The first face of this card not used yet. */
  private int take(String spec) {
    Card card = parse(spec);
    for (int f = 0; f < Card.DECK.size(); f++) {
      if (Card.of(f).equals(card) && !used.contains(f)) {
        used.add(f);
        return f;
      }
    }
    throw new IllegalArgumentException("no more " + spec + " in the deck");
  }

  static Card parse(String spec) {
    for (Special s : Special.values()) {
      if (s.word().equals(spec)) {
        return Card.special(s);
      }
    }
    Kind kind = switch (spec.charAt(0)) {
      case 'A' -> Kind.ACTION;
      case 'E' -> Kind.TRIAL;
      case 'X' -> Kind.ADVERSARY;
      case 'T' -> Kind.TERRITORY;
      default -> throw new IllegalArgumentException("unknown card " + spec);
    };
    return Card.of(kind, Integer.parseInt(spec.substring(1)));
  }
}
