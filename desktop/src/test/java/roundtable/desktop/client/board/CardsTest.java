package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.OpenCards;
import roundtable.core.random.Fix;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;

/** Hands and piles as every card board draws them: face up only for whoever may read the card. */
class CardsTest {
  static final int BACK = 0x7a2030ff;
  static final List<String> NAMES = List.of("Alice", "Bob");

  /** Six cards 10..15 in a known order (an open log may fix the shuffle), two dealt to each seat, two left. */
  private static HiddenCards dealt() throws Exception {
    HiddenCards cards = OpenCards.empty(2, true).newPile("deck", List.of(10, 11, 12, 13, 14, 15))
        .step(0, new Fix(List.of(0, 1, 2, 3, 4, 5)));
    for (int i = 0; i < 4; i++) {
      cards = cards.deal("deck", i % 2);
    }
    return cards;
  }

  private static Seen seat(int seat) {
    return new Seen(Viewer.seat(seat), Knowledge.NOTHING, NAMES);
  }

  private static List<Thing> hand(HiddenCards cards, int holder, Seen seen) {
    return Cards.hand(cards.view(seen.viewer()), cards.hand(holder), seen, 400, 100, 600, BACK, face -> "card " + face,
        "hand:");
  }

  @Test
  void aSeatSeesItsOwnHandFaceUpAndTheOthersFaceDown() throws Exception {
    HiddenCards cards = dealt();
    List<Thing> mine = hand(cards, 0, seat(0));
    assertEquals(2, mine.size());
    assertTrue(mine.stream().allMatch(Thing::faceUp));
    assertTrue(mine.stream().allMatch(t -> t.face().startsWith("card 1")), mine.toString());
    List<Thing> theirs = hand(cards, 1, seat(0));
    assertTrue(theirs.stream().noneMatch(Thing::faceUp));
    assertTrue(theirs.stream().allMatch(t -> t.face().isEmpty()), "a card face down carries no face at all");
  }

  @Test
  void aSpectatorSeesEveryHandFaceDownAndACardShownToAllFaceUp() throws Exception {
    HiddenCards cards = dealt();
    Seen spectator = Seen.spectator(NAMES);
    assertTrue(hand(cards, 0, spectator).stream().noneMatch(Thing::faceUp));
    HiddenCards shown = cards.reveal(cards.hand(1).get(0));
    List<Thing> bob = hand(shown, 1, spectator);
    assertTrue(bob.get(0).faceUp());
    assertFalse(bob.get(1).faceUp());
  }

  @Test
  void aCardKeepsItsIdAndTheHandFitsItsWidth() throws Exception {
    HiddenCards cards = dealt();
    List<Thing> mine = hand(cards, 0, seat(0));
    assertEquals(Cards.id(cards.hand(0).get(0)), mine.get(0).id());
    assertEquals("hand:" + mine.get(1).id(), mine.get(1).target());
    float left = mine.get(0).x() - Thing.CARD_W / 2;
    float right = mine.get(1).x() + Thing.CARD_W / 2;
    assertTrue(right - left <= 600, "the hand stays within its width");
    assertEquals(400, (mine.get(0).x() + mine.get(1).x()) / 2, 0.01, "centred");
  }

  @Test
  void theDrawPileIsFaceDownForEverybody() throws Exception {
    HiddenCards cards = dealt();
    List<Thing> deck = Cards.pile(cards.view(Viewer.seat(0)), "deck", seat(0), 100, 100, BACK, face -> "" + face, "");
    assertEquals(2, deck.size());
    assertTrue(deck.stream().noneMatch(Thing::faceUp));
    assertTrue(deck.get(1).z() > deck.get(0).z(), "the top card is drawn over the one under it");
  }

  /**
   * Issue 16: once a seat leaves a game on mental poker for good, its key is public and its hand is
   * read by everybody alike: another seat and a spectator see it face up; nobody else's hand opens.
   */
  @Test
  void theHandOfASeatThatLeftForGoodIsFaceUpForEverybodyAndNoOtherHandOpens() throws Exception {
    var game = roundtable.core.graal.Graal.GAME;
    var rules = roundtable.core.bot.LeftSeats.of(game);
    var players = roundtable.core.bot.Bots.seats(game, List.of("random", "random", "random"),
        new java.util.SplittableRandom(3));
    var state = game.setup(roundtable.core.table.TableConfig.of(game, 3, java.util.Map.of(), false));
    int leaver = -1;
    for (int steps = 0; leaver < 0; steps++) {
      assertTrue(steps < 5_000, "nobody was asked to move");
      for (var named : game.prompt(state).seats().entrySet()) {
        var action = players.get(named.getKey()).act(game, state, named.getKey(), named.getValue());
        if (action.isEmpty()) {
          continue;
        }
        if (named.getValue() == roundtable.core.table.Decision.MOVE
            && !roundtable.core.graal.Graal.hand(state, named.getKey()).isEmpty()) {
          leaver = named.getKey();
          state = rules.apply(state, leaver, players.get(leaver).leave(game, state, leaver).orElseThrow()).state();
        } else {
          state = rules.apply(state, named.getKey(), action.get()).state();
        }
        break;
      }
    }
    HiddenCards cards = state.cards();
    assertEquals(java.util.Set.of(leaver), cards.leftSeats());
    int other = (leaver + 1) % 3;
    List<String> names = List.of("Ann", "Bob", "Cid");
    for (Seen seen : List.of(Seen.spectator(names), new Seen(Viewer.seat(other), Knowledge.NOTHING, names))) {
      // its hand in the game's terms: not its ancestor, face down and unseen even by its owner
      List<roundtable.core.hidden.CardRef> hand = roundtable.core.graal.Graal.hand(state, leaver);
      assertFalse(hand.isEmpty());
      for (var card : hand) {
        assertTrue(Cards.face(cards, card, seen).isPresent(), "card " + card + " of the seat that left, for " + seen);
      }
      int third = 3 - leaver - other;
      for (var card : roundtable.core.graal.Graal.hand(state, third)) {
        assertTrue(cards.publicFace(card).isPresent() || Cards.face(cards, card, seen).isEmpty(),
            "another seat's card stays hidden from " + seen);
      }
    }
    for (var card : roundtable.core.graal.Graal.hand(state, other)) {
      assertTrue(cards.publicFace(card).isPresent() || Cards.face(cards, card, Seen.spectator(names)).isEmpty());
    }
  }
}
