package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.random.Fix;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/** "Mise en place du jeu", and what each viewer sees of it. */
class SetupTest {
  /** Set-up with every draw fixed: the deck in its listed order, but {@code flipped} turned first. */
  static GraalState setup(int players, int flipped) throws Exception {
    GraalState s = Graal.GAME.setup(TableConfig.of(Graal.GAME, players, Map.of(), true));
    while (true) {
      Prompt p = Graal.GAME.prompt(s);
      if (!p.seats().containsValue(Decision.RANDOMNESS)) {
        return s;
      }
      JointDraw draw = Graal.GAME.pendingDraw(s).orElseThrow();
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < draw.n(); i++) {
        order.add(i);
      }
      if (draw.n() == Card.roundDeck(1, false, -1).size()) {
        int at = Card.roundDeck(1, false, -1).indexOf(flipped);
        order.set(at, 6 * players);
        order.set(6 * players, at);
      }
      s = Graal.GAME.apply(s, p.seats().firstKey(), new Fix(order)).state();
    }
  }

  @Test
  void charactersFaceUpAncestorsUnseenSixCardsEachAndTheFirstCardTurned() throws Exception {
    GraalState s = setup(4, Card.face(Card.TALISMAN, Colour.GREEN));
    Set<Integer> characters = new HashSet<>(s.characters());
    assertEquals(4, characters.size(), "four different characters");
    for (int seat = 0; seat < 4; seat++) {
      assertEquals(6, Graal.hand(s, seat).size());
      CardRef ancestor = new CardRef(s.ancestors().get(seat));
      assertFalse(s.cards().faceFor(ancestor, seat, Knowledge.NOTHING).isPresent(), "unseen even by its owner");
      for (CardRef c : Graal.hand(s, seat)) {
        assertTrue(s.cards().faceFor(c, seat, Knowledge.NOTHING).isPresent());
        assertFalse(s.cards().publicFace(c).isPresent());
      }
    }
    assertEquals(Card.face(Card.TALISMAN, Colour.GREEN), s.cards().publicFace(s.top()).getAsInt());
    assertEquals(Colour.GREEN, s.colour());
    assertEquals(new Step.Turn(1, Step.Stage.START, null), s.steps().get(0), "the dealer's left plays first");
    assertEquals(42 - 24 - 1, s.cards().pileSize(Table.DECK), "round 1: base cards, magic objects, Graal and Siège");
  }

  @Test
  void theFirstCardActsAsIfTheDealerHadLaidIt() throws Exception {
    // "le dealer retourne « le chapeau de Merlin » comme première carte, il choisit la couleur du jeu
    // et on passe au joueur suivant"
    GraalState s = setup(3, Card.face(Card.HAT, null));
    assertEquals(new Step.ChooseColour(0), s.steps().get(0));
    s = Position.act(s, 0, new Move.ChooseColour(Colour.YELLOW));
    assertEquals(new Step.Turn(1, Step.Stage.START, null), s.steps().get(0));
  }

  @Test
  void aViewBlanksWhatTheViewerCannotSee() throws Exception {
    GraalState s = setup(3, Card.face(Card.TALISMAN, Colour.GREEN));
    GraalState seen = Graal.GAME.view(s, Viewer.seat(1));
    CardRef mine = Graal.hand(s, 1).get(0);
    CardRef theirs = Graal.hand(s, 2).get(0);
    assertTrue(seen.cards().faceFor(mine, 1, Knowledge.NOTHING).isPresent());
    assertFalse(seen.cards().faceFor(theirs, 1, Knowledge.NOTHING).isPresent());
    assertFalse(seen.cards().faceFor(theirs, 2, Knowledge.NOTHING).isPresent(), "a view holds only the viewer's faces");
    GraalState spectator = Graal.GAME.view(s, Viewer.SPECTATOR);
    assertFalse(spectator.cards().faceFor(mine, 1, Knowledge.NOTHING).isPresent());
    assertTrue(spectator.cards().publicFace(spectator.top()).isPresent());
    assertEquals(Graal.GAME.legalActions(s, 1, Knowledge.NOTHING), Graal.GAME.legalActions(seen, 1, Knowledge.NOTHING),
        "a seat's own view is enough to list its moves");
  }

  @Test
  void sixCardsAreDealtOneByOneClockwiseFromTheDealersLeft() throws Exception {
    // "Le dealer mélange les cartes triées du point 3 et distribue 6 cartes au total à chaque joueurs, 1
    // par 1 dans le sens des aiguilles d'une montre." The deck in its listed order: seat 1 (the dealer's
    // left) gets the 1st, 4th, 7th... card, seat 2 the 2nd, 5th..., the dealer the 3rd, 6th...
    GraalState s = setup(3, Card.face(Card.ROUND_TABLE, Colour.YELLOW));
    List<Integer> deck = Card.roundDeck(1, false, -1);
    for (int seat = 0; seat < 3; seat++) {
      Set<Integer> expected = new HashSet<>();
      for (int i = 0; i < 6; i++) {
        expected.add(deck.get(3 * i + (seat + 2) % 3));
      }
      Set<Integer> faces = new HashSet<>();
      for (CardRef c : Graal.hand(s, seat)) {
        faces.add(s.cards().faceFor(c, seat, Knowledge.NOTHING).getAsInt());
      }
      assertEquals(expected, faces, "seat " + seat);
    }
  }
}
