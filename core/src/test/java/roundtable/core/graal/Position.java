package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.OpenCards;
import roundtable.core.random.Fix;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;

/**
 * A position set in a few lines, for the rulebook's examples:
 * {@code Position.of(3).hand(0, "draw2.red").hand(1, "talisman.blue").top("talisman.red").build()}.
 * Open cards; the deck holds the cards given, or twenty base cards.
 */
final class Position {
  private final int players;
  private final List<List<String>> hands = new ArrayList<>();
  private final List<String> deck = new ArrayList<>();
  private final List<Ancestor> ancestors = new ArrayList<>();
  private final List<Integer> revealed = new ArrayList<>();
  private String top = "talisman.red";
  private int round = 3;
  private int turn = 0;
  private boolean noRound5;
  private final List<Integer> characters = new ArrayList<>();

  private Position(int players) {
    this.players = players;
    for (int i = 0; i < players; i++) {
      hands.add(new ArrayList<>());
      ancestors.add(Ancestor.values()[i]);
      characters.add(i % 6);
    }
  }

  static Position of(int players) {
    return new Position(players);
  }

  Position hand(int seat, String... cards) {
    hands.get(seat).addAll(List.of(cards));
    return this;
  }

  Position top(String card) {
    top = card;
    return this;
  }

  Position deck(String... cards) {
    deck.addAll(List.of(cards));
    return this;
  }

  Position round(int r) {
    round = r;
    return this;
  }

  Position noRound5() {
    noRound5 = true;
    return this;
  }

  Position turn(int seat) {
    turn = seat;
    return this;
  }

  Position character(int seat, Character c) {
    characters.set(seat, c.ordinal());
    return this;
  }

  /** The seat's ancestor, revealed. */
  Position ancestor(int seat, Ancestor a) {
    int other = ancestors.indexOf(a);
    if (other >= 0) {
      ancestors.set(other, ancestors.get(seat));
    }
    ancestors.set(seat, a);
    revealed.add(seat);
    return this;
  }

  GraalState build() {
    List<Integer> faces = new ArrayList<>();
    List<Integer> used = new ArrayList<>();
    for (List<String> h : hands) {
      if (h.isEmpty()) {
        // A seat without cards would have won the round: it gets three base cards.
        h.addAll(List.of("runestone.yellow", "grimoire.purple", "talisman.green"));
      }
      h.forEach(c -> faces.add(face(c, used)));
    }
    faces.add(face(top, used));
    List<String> rest = new ArrayList<>(deck);
    if (rest.isEmpty()) {
      for (int i = 0; i < 15; i++) {
        rest.add(List.of("talisman", "runestone", "grimoire").get(i % 3) + "." + Colour.values()[(i / 3 + 1) % 5].code());
      }
    }
    rest.forEach(c -> faces.add(face(c, used)));
    HiddenCards cards = fixed(OpenCards.empty(players, true).newPile(Table.DECK, faces), faces.size());
    List<Integer> anc = ancestors.stream().map(Ancestor::face).toList();
    cards = fixed(cards.newPile(Table.ANCESTORS, anc), anc.size());
    List<Integer> ancestorIds = new ArrayList<>();
    List<Integer> chars = new ArrayList<>();
    List<Integer> zero = new ArrayList<>();
    List<Boolean> no = new ArrayList<>();
    List<Integer> minus = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      minus.add(-1);
      cards = cards.dealFaceDown(Table.ANCESTORS, s);
      CardRef a = cards.hand(s).get(0);
      ancestorIds.add(a.id());
      if (revealed.contains(s)) {
        cards = cards.reveal(a);
      }
      chars.add(characters.get(s));
      zero.add(0);
      no.add(false);
    }
    for (int s = 0; s < players; s++) {
      for (int i = 0; i < hands.get(s).size(); i++) {
        cards = cards.deal(Table.DECK, s);
      }
    }
    cards = cards.dealFaceDown(Table.DECK, turn);
    List<CardRef> h = cards.hand(turn);
    CardRef topCard = h.get(h.size() - 1);
    cards = cards.reveal(topCard);
    Colour colour = Card.colour(Card.parse(top));
    return new GraalState(players, true, noRound5, cards, null, 0, round, 0,
        new Roster(chars, ancestorIds, zero, zero, no, no, minus),
        new DiscardPile(List.of(topCard), java.util.Map.of(), colour == null ? Colour.RED : colour, 1), null, List.of(),
        List.of(new Step.Turn(turn, Step.Stage.START, null)), List.of(), null);
  }

  private static int face(String name, List<Integer> used) {
    int key = Card.parse(name);
    if (key < 0) {
      throw new IllegalArgumentException("no card " + name);
    }
    for (int f = 0; f < Card.FACES; f++) {
      if (Card.key(f) == key && !used.contains(f)) {
        used.add(f);
        return f;
      }
    }
    return key; // a position may hold more copies than the game: tests only
  }

  private static HiddenCards fixed(HiddenCards cards, int n) {
    List<Integer> identity = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      identity.add(i);
    }
    try {
      return cards.step(0, new Fix(identity));
    } catch (IllegalActionException e) {
      throw new IllegalStateException(e);
    }
  }

  // ---- playing from a position ----

  /** The card of this name in the seat's hand. */
  static Play card(GraalState s, int seat, String name) {
    int key = Card.parse(name);
    for (CardRef c : Graal.hand(s, seat)) {
      OptionalInt f = s.cards().faceFor(c, seat, Knowledge.NOTHING);
      if (f.isPresent() && Card.key(f.getAsInt()) == key) {
        return new Play(c, key);
      }
    }
    throw new AssertionError(Table.name(seat) + " holds no " + name);
  }

  static GraalState lay(GraalState s, int seat, String... names) throws IllegalActionException {
    List<Play> plays = new ArrayList<>();
    List<CardRef> taken = new ArrayList<>();
    for (String n : names) {
      int key = Card.parse(n);
      Play found = null;
      for (CardRef c : Graal.hand(s, seat)) {
        OptionalInt f = s.cards().faceFor(c, seat, Knowledge.NOTHING);
        if (!taken.contains(c) && f.isPresent() && Card.key(f.getAsInt()) == key) {
          found = new Play(c, key);
          break;
        }
      }
      if (found == null) {
        throw new AssertionError(Table.name(seat) + " holds no " + n);
      }
      taken.add(found.ref());
      plays.add(found);
    }
    return act(s, seat, new Move.Lay(plays, false));
  }

  /** Applies a move, then fixes any joint draw it starts (a card taken at random: the first one). */
  static GraalState act(GraalState s, int seat, Action move) throws IllegalActionException {
    GraalState next = Graal.GAME.apply(s, seat, move).state();
    while (true) {
      Prompt p = Graal.GAME.prompt(next);
      if (p.isOver() || !p.seats().containsValue(Decision.RANDOMNESS)) {
        return next;
      }
      var draw = Graal.GAME.pendingDraw(next).orElseThrow();
      List<Integer> values = new ArrayList<>();
      for (int i = 0; i < (draw.shuffle() ? draw.n() : 1); i++) {
        values.add(i);
      }
      next = Graal.GAME.apply(next, p.seats().firstKey(), new Fix(values)).state();
    }
  }

  static String refused(GraalState s, int seat, Action move) {
    return assertThrows(IllegalActionException.class, () -> Graal.GAME.apply(s, seat, move)).getMessage();
  }

  static int handSize(GraalState s, int seat) {
    return Graal.hand(s, seat).size();
  }

  static Step head(GraalState s) {
    return s.steps().get(0);
  }

  /** The seat the prompt names. */
  static int toAct(GraalState s) {
    return Graal.GAME.prompt(s).seats().firstKey();
  }

  static void assertTurn(GraalState s, int seat) {
    assertEquals(new Step.Turn(seat, Step.Stage.START, null), head(s), () -> Graal.GAME.diagram(s));
  }
}
