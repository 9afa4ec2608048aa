package roundtable.core.grailcup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.OpenCards;
import roundtable.core.random.Fix;
import roundtable.core.table.IllegalActionException;

/**
 * A position in three lines, with open cards: where the knights and the Dragon are, who holds
 * which Ally and which clover token lies where, then the Ally called next.
 *
 * <pre>
 * GrailCupState s = Position.of(4).knight(0, 20).knight(1, 15).dragon(23).lances(0, 1)
 *     .ally(0, Ally.FAIRY).ally(1, Ally.PRINCESS).clover(20, Clover.BOOTS).calling(1);
 * </pre>
 * Knights are placed in the order given (a later one stands behind on a shared square); seats not
 * placed stand on start squares 0, 1, 2...; unnamed clover spots get the lowest tokens left.
 */
final class Position {
  private final int players;
  private final List<Integer> squares = new ArrayList<>();
  private final List<Integer> stamps = new ArrayList<>();
  private int stamp;
  private int dragon = Track.RED;
  private final List<Integer> lances = new ArrayList<>();
  private final List<List<Ally>> allies = new ArrayList<>();
  private final List<Ally> faceUp = new ArrayList<>();
  private final Map<Integer, Clover> clovers = new TreeMap<>();
  private int seal = 0;

  private Position(int players) {
    this.players = players;
    for (int s = 0; s < players; s++) {
      squares.add(s);
      stamps.add(-players + s);
      lances.add(0);
      allies.add(new ArrayList<>());
    }
  }

  static Position of(int players) {
    return new Position(players);
  }

  Position knight(int seat, int square) {
    squares.set(seat, square);
    stamps.set(seat, stamp++);
    return this;
  }

  Position dragon(int square) {
    dragon = square;
    return this;
  }

  Position lances(int seat, int count) {
    lances.set(seat, count);
    return this;
  }

  Position ally(int seat, Ally ally) {
    allies.get(seat).add(ally);
    return this;
  }

  Position faceUp(Ally ally) {
    faceUp.add(ally);
    return this;
  }

  Position clover(int spot, Clover kind) {
    clovers.put(spot, kind);
    return this;
  }

  Position seal(int seat) {
    seal = seat;
    return this;
  }

  /** The position when the Chancellor (seat 0) calls Ally n. */
  GrailCupState calling(int n) {
    // the clover tokens: those named on their spots, then the rest in the reserve
    List<Integer> free = new ArrayList<>(Clovers.faces());
    List<Integer> onSpots = new ArrayList<>();
    for (int spot : Track.CLOVER_SPOTS) {
      Clover kind = clovers.get(spot);
      int face = free.stream().filter(f -> kind == null || Clover.of(f) == kind).findFirst().orElseThrow();
      free.remove(Integer.valueOf(face));
      onSpots.add(face);
    }
    List<Integer> tokens = new ArrayList<>(onSpots);
    tokens.addAll(free);
    HiddenCards cards = fixed(OpenCards.empty(players, true).newPile(Play.RESERVE, tokens));
    for (int spot : Track.CLOVER_SPOTS) {
      CardRef top = cards.pile(Play.RESERVE).get(0);
      cards = cards.dealFaceDown(Play.RESERVE, 0).putOnPile(top, Track.spotPile(spot));
    }
    // the Allies: each seat's, then those face up, then the rest face down
    List<Integer> order = new ArrayList<>();
    allies.forEach(l -> l.forEach(a -> order.add(a.number())));
    faceUp.forEach(a -> order.add(a.number()));
    for (int number = 1; number <= 9; number++) {
      if (!order.contains(number)) {
        order.add(number);
      }
    }
    cards = fixed(cards.newPile(Play.ALLIES, order));
    List<List<Integer>> chosen = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      List<Integer> mine = new ArrayList<>();
      for (int i = 0; i < allies.get(seat).size(); i++) {
        mine.add(cards.pile(Play.ALLIES).get(0).id());
        cards = cards.deal(Play.ALLIES, seat);
      }
      chosen.add(mine);
    }
    List<Integer> up = new ArrayList<>();
    for (int i = 0; i < faceUp.size(); i++) {
      CardRef top = cards.pile(Play.ALLIES).get(0);
      cards = cards.dealFaceDown(Play.ALLIES, 0).reveal(top);
      up.add(top.id());
    }
    List<Integer> down = new ArrayList<>();
    while (cards.pileSize(Play.ALLIES) > 0) {
      down.add(cards.pile(Play.ALLIES).get(0).id());
      cards = cards.dealFaceDown(Play.ALLIES, 0);
    }
    GrailCupState s = new GrailCupState(players, true, 1, new Race(squares, stamps, stamp, dragon, lances),
        new Council(seal, false, 0, 1), new RoundAllies(chosen, up, down, 0, -1, -1, -1), cards, null, 0,
        List.of(new Task.Call(n, List.of())), -1, null);
    Play p = new Play(s);
    p.settle();
    return p.state();
  }

  /** The pending shuffle fixed in the order given. */
  static HiddenCards fixed(HiddenCards cards) {
    int n = cards.pendingDraw().orElseThrow().n();
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
}
