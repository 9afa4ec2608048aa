package roundtable.desktop.client.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Decision;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** What each seat and a spectator are shown: its own hand face up, nobody else's, no ancestor before its time. */
class GraalSceneTest {
  private static boolean dealt(GraalState s) {
    return Graal.GAME.prompt(s).seats().containsValue(Decision.MOVE) && s.round() == 1;
  }

  private static Scene scene(GraalState s, Seen seen) {
    return GraalScene.draw(Table.seenBy(s, seen), seen, new GraalFaces(Words.of(Language.FRENCH)));
  }

  @Test
  void afterTheDealEachSeatSeesItsOwnSixCardsAndTheOthersBacks() {
    GraalState s = Table.first(4, 7, GraalSceneTest::dealt);
    for (int v = 0; v < 4; v++) {
      Scene scene = scene(s, Table.seat(v, 4));
      for (int seat = 0; seat < 4; seat++) {
        for (CardRef c : Graal.hand(s, seat)) {
          Thing t = scene.thing(Cards.id(c)).orElseThrow();
          if (seat == v) {
            assertTrue(t.faceUp() && !t.face().isBlank(), "seat " + v + " reads its own " + t.id());
            assertEquals("hand:" + t.id(), t.target(), "and may click it");
          } else if (s.cards().publicFace(c).isEmpty()) {
            assertFalse(t.faceUp(), "seat " + v + " sees the back of seat " + seat + "'s " + t.id());
            assertEquals("", t.face());
          }
        }
        Thing ancestor = scene.thing(Cards.id(new CardRef(s.ancestors().get(seat)))).orElseThrow();
        assertFalse(ancestor.faceUp(), "an ancestor is unseen, even by its owner, until revealed");
        assertTrue(scene.thing("character-" + seat).orElseThrow().faceUp(), "the characters are drawn face up");
      }
    }
  }

  @Test
  void noSceneShowsAFaceItsViewerMayNotRead() {
    for (int players : List.of(3, 5)) {
      List<GraalState> states = Table.states(players, 11 + players);
      for (int i = 0; i < states.size(); i += 7) {
        GraalState s = states.get(i);
        Set<Integer> open = new HashSet<>();
        for (Thing t : scene(s, Table.spectator(players)).things()) {
          if (t.id().startsWith("card-") && t.faceUp()) {
            int id = Integer.parseInt(t.id().substring(5));
            assertTrue(s.cards().publicFace(new CardRef(id)).isPresent(), "a spectator reads only open cards: " + t.id());
            open.add(id);
          }
        }
        for (int v = 0; v < players; v++) {
          Set<Integer> mine = new HashSet<>(open);
          Graal.hand(s, v).forEach(c -> mine.add(c.id()));
          for (Thing t : scene(s, Table.seat(v, players)).things()) {
            if (t.id().startsWith("card-") && t.faceUp()) {
              int id = Integer.parseInt(t.id().substring(5));
              assertTrue(mine.contains(id) || s.cards().publicFace(new CardRef(id)).isPresent(),
                  "seat " + v + " reads only its hand and open cards: " + t.id());
            }
          }
        }
      }
    }
  }

  @Test
  void aDuelShowsWhoAttacksWhomAndItsCumulativeEffect() {
    GraalState s = Table.first(4, 3, st -> st.duel() != null && st.duel().count() >= 2);
    Scene scene = scene(s, Table.spectator(4));
    String effect = GraalScene.effect(s.duel());
    assertTrue(effect.matches("(\\+?\\d)(\\+\\d)+ = \\d+"), effect);
    assertTrue(texts(scene).contains(effect));
    assertTrue(texts(scene).containsAll(List.of(Table.NAMES.get(s.duel().attacker()), "→",
        Table.NAMES.get(s.duel().defender()))));
  }

  @Test
  void theRoundsWonAreNamedInTheCornerAndTheDirectionIsDrawn() {
    GraalState s = Table.first(3, 5, st -> st.round() == 3);
    Scene scene = scene(s, Table.spectator(3));
    for (int w : s.roundWinners()) {
      assertTrue(texts(scene).contains(Table.NAMES.get(w)));
    }
    assertEquals(2, s.roundWinners().size());
    assertTrue(texts(scene).containsAll(s.direction() > 0 ? List.of("←", "↑", "→", "↓") : List.of("→", "↓", "←", "↑")));
  }

  @Test
  void theStepCardWonGoesToTheWinnersHandFaceUpForAll() {
    GraalState s = Table.first(3, 5, st -> st.round() == 2 && dealt2(st));
    int winner = s.roundWinners().get(0);
    Scene scene = scene(s, Table.spectator(3));
    List<Thing> nef = Graal.hand(s, winner).stream().map(c -> scene.thing(Cards.id(c)).orElseThrow())
        .filter(t -> t.faceUp() && t.face().startsWith("Nef")).toList();
    assertEquals(1, nef.size(), "the Nef de Salomon, seen by everybody in the hand of round 1's winner");
  }

  private static boolean dealt2(GraalState s) {
    return Graal.GAME.prompt(s).seats().containsValue(Decision.MOVE);
  }

  @Test
  void anEliminatedPlayerIsCrossedOutAndHoldsNothing() {
    GraalState s = Table.first(4, 9, st -> st.out().contains(true));
    int out = s.out().indexOf(true);
    Scene scene = scene(s, Table.spectator(4));
    assertTrue(texts(scene).contains(Table.NAMES.get(out) + " ×"));
    assertTrue(Graal.hand(s, out).isEmpty());
    assertFalse(scene.things().stream().anyMatch(t -> t.id().startsWith("character-")), "no character in the tournament");
  }

  @Test
  void theFiveColoursAreThereToChoose() {
    GraalState s = Table.first(3, 1, GraalSceneTest::dealt);
    Scene scene = scene(s, Table.seat(0, 3));
    for (String c : List.of("red", "green", "blue", "purple", "yellow")) {
      assertTrue(scene.place("colour:" + c).isPresent(), c);
    }
    assertTrue(scene.place("graal").isPresent(), "the GRAAL! button beside the hand");
    assertTrue(scene.place("skill").isPresent(), "the skill beside the character");
  }

  static List<String> texts(Scene scene) {
    return scene.marks().stream().filter(m -> m.kind() == Mark.Kind.TEXT).map(Mark::text).toList();
  }

  /** A hand of a dozen cards or more (a Siège périlleux, a duel lost) fans out in rows: every name in sight. */
  @Test
  void aBigHandHidesNoName() {
    for (long seed = 1; seed < 40; seed++) {
      for (GraalState s : Table.states(4, seed)) {
        if (Graal.GAME.prompt(s).seats().containsValue(Decision.MOVE) && Graal.hand(s, 0).size() >= 12) {
          Seen seen = Table.seat(0, 4);
          Scene scene = scene(s, seen);
          List<Thing> hand = Graal.hand(s, 0).stream().map(c -> scene.thing(Cards.id(c)).orElseThrow()).toList();
          roundtable.desktop.client.board.NamesShown.check(scene, hand);
          return;
        }
      }
    }
    throw new AssertionError("no hand of 12 in 40 random games");
  }
}
