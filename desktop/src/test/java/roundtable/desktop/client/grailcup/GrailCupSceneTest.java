package roundtable.desktop.client.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.hidden.CardRef;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** What each seat and a spectator are shown: the track, the knights, and no hidden face to those who can't see it. */
class GrailCupSceneTest {
  private final GrailCupBoard board = new GrailCupBoard();

  @Test
  void theTrackHasItsFortySixSquaresTheDragonOnTheRedSquareAndATokenFaceDownOnEachCloverSpot() {
    GrailCupState s = Table.start(4, true);
    Scene scene = Table.scene(board, s, Table.spectator(4));
    for (int sq = 0; sq < 46; sq++) {
      assertTrue(scene.place("sq:" + sq).isPresent(), "square " + sq);
    }
    Thing dragon = scene.thing("dragon").orElseThrow();
    assertEquals(TrackLayout.x(16), dragon.x());
    for (int spot : List.of(11, 20, 22, 28, 36)) {
      List<Thing> tokens = scene.on("sq:" + spot).stream().filter(t -> t.id().startsWith("card-")).toList();
      assertEquals(1, tokens.size(), "one token on " + spot);
      assertFalse(tokens.get(0).faceUp());
      assertEquals("", tokens.get(0).face());
    }
    for (int seat = 0; seat < 4; seat++) {
      Thing knight = scene.thing("knight-" + seat).orElseThrow();
      assertEquals(TrackLayout.x(s.squares().get(seat)), knight.x(), 4.5f);
      assertEquals("knight:" + seat, knight.target());
    }
    assertEquals(1, scene.things().stream().filter(t -> t.id().equals("seal")).count());
  }

  @Test
  void knightsOnOneSquareStandInTheirOrderTheNewcomerBehind() {
    Positions at = new Positions(List.of(20, 20, 20), List.of(5, 3, 9), 16, List.of(0, 0, 0), -1, -1, -1);
    assertEquals(List.of(1, 0, 2), at.on(20), "front first: the one that arrived first");
    assertEquals(List.of(1, 2, 0), at.knight(0, 20).on(20), "arriving again, even backwards, it stands behind");
    GrailCupState s = Table.start(3, true);
    Scene scene = GrailCupScene.draw(s, Table.spectator(3), at, 0, new java.util.HashMap<>());
    Thing front = scene.thing("knight-1").orElseThrow();
    Thing middle = scene.thing("knight-0").orElseThrow();
    Thing back = scene.thing("knight-2").orElseThrow();
    assertTrue(front.y() < middle.y() && middle.y() < back.y(), "the ones behind stand further up the square");
    assertTrue(front.z() > middle.z() && middle.z() > back.z(), "and are drawn under the one in front");
  }

  @Test
  void theChancellorSeesTheAlliesHandedToItTheOthersAndASpectatorSeeTheirBacks() {
    GrailCupState s = Table.start(5, true);
    int chancellor = s.chancellor();
    Set<Integer> hand = s.cards().hand(chancellor).stream().map(CardRef::id).collect(Collectors.toSet());
    Scene own = Table.scene(board, s, Table.openSeat(chancellor, 5));
    List<Thing> packet = own.things().stream().filter(t -> t.target().startsWith("hand:")).toList();
    assertEquals(9 - 3, packet.size(), "five players: two set aside face up, one face down");
    packet.forEach(card -> assertTrue(card.faceUp(), card.id()));
    for (Seen other : List.of(Table.openSeat((chancellor + 1) % 5, 5), Table.spectator(5))) {
      Scene scene = Table.scene(board, s, other);
      for (int card : hand) {
        Thing t = scene.thing("card-" + card).orElseThrow();
        boolean up = s.asideUp().contains(card);
        assertEquals(up, t.faceUp(), "only the Allies set aside face up are face up: " + t);
        assertTrue(up || t.face().isEmpty());
      }
    }
  }

  @Test
  void noHiddenFaceLeaksThroughAWholeOpenGame() {
    noLeaks(Table.play(4, true, 11, 100_000));
  }

  @Test
  void noHiddenFaceLeaksWithMentalPokerAndEachSeatReadsItsOwnCards() {
    noLeaks(Table.play(3, false, 5, 500));
  }

  /** After every action: a face up card is public or the viewer's own; every card of its own hand is face up. */
  private static void noLeaks(Table.Game game) {
    GrailCupBoard board = new GrailCupBoard();
    int checked = 0;
    for (Table.Turn turn : game.turns()) {
      GrailCupState s = turn.applied().state();
      for (int viewer = -1; viewer < game.players(); viewer++) {
        Seen seen = viewer < 0 ? game.spectator() : game.seat(viewer);
        Scene scene = Table.scene(board, s, seen);
        Set<Integer> own = viewer < 0 ? Set.of()
            : s.cards().hand(viewer).stream().map(CardRef::id).collect(Collectors.toSet());
        for (Thing t : scene.things()) {
          if (!t.id().startsWith("card-")) {
            continue;
          }
          int card = Integer.parseInt(t.id().substring(5));
          boolean shown = s.cards().publicFace(new CardRef(card)).isPresent();
          boolean known = viewer >= 0
              && s.cards().faceFor(new CardRef(card), viewer, game.secrets().get(viewer)).isPresent();
          if (t.faceUp()) {
            assertTrue(shown || known, "seat " + viewer + " sees " + t);
            assertTrue(shown || own.contains(card) || t.shape() == Thing.Shape.TOKEN,
                "besides its own hand, a seat only remembers the clover tokens its Merlin looked at: " + t);
          } else {
            assertEquals("", t.face(), "a face-down thing carries no face");
            assertFalse(own.contains(card) && s.cards().pending().isOver() && !s.asideDown().contains(card)
                && !s.asideUp().contains(card), "seat " + viewer + " reads its own " + t);
          }
          checked++;
        }
      }
    }
    assertTrue(checked > 1000, "cards checked: " + checked);
  }
}
