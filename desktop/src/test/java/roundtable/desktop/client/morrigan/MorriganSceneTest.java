package roundtable.desktop.client.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** What each seat and a spectator are shown of a Morrigan table: their own hand only, the rest face down. */
class MorriganSceneTest {
  private static Scene scene(MorriganState s, Seen seen) {
    return new MorriganBoard().scene(Table.view(s, seen), seen);
  }

  private static Thing thing(Scene scene, CardRef c) {
    return scene.thing(Cards.id(c)).orElseThrow(() -> new AssertionError("no card-" + c.id() + " drawn"));
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5})
  void noSeatIsShownAFaceItMayNotReadAndASpectatorOnlyWhatIsShownToAll(int players) {
    List<Table.Step> game = Table.steps(players, 7);
    for (int i = 0; i < game.size(); i += 3) {
      MorriganState s = game.get(i).applied().state();
      for (int seat = -1; seat < players; seat++) {
        Seen seen = seat < 0 ? Table.spectator(players) : Table.seat(seat, players);
        Scene scene = scene(s, seen);
        assertEquals(scene.things().size(), scene.things().stream().map(Thing::id).distinct().count(),
            "each card drawn once");
        for (Thing t : scene.things()) {
          if (!t.faceUp() || !t.id().startsWith("card-")) {
            assertTrue(t.faceUp() || t.face().isEmpty(), "a card face down carries no face");
            continue;
          }
          CardRef c = new CardRef(Integer.parseInt(t.id().substring(5)));
          boolean shown = s.cards().publicFace(c).isPresent();
          boolean own = seat >= 0 && s.cards().hand(seat).contains(c);
          assertTrue(shown || own, "seat " + seat + " is shown " + t.face() + " (" + t.id() + ") at action " + i);
        }
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5})
  void everySeatHasItsPlaceOnTheTableAndEverythingFitsIn(int players) {
    MorriganState s = Table.find(players, a -> a.state().adversaries().size() >= 2
        && a.state().territories().stream().filter(t -> !t.isEmpty()).count() >= 2).state();
    Scene scene = scene(s, Table.seat(0, players));
    List<Mark> panels = scene.marks().stream().filter(m -> m.target().startsWith("seat:")).toList();
    assertEquals(players - 1, panels.size(), "a panel for each other seat");
    for (int a = 0; a < panels.size(); a++) {
      Mark p = panels.get(a);
      assertTrue(p.y() >= 136, "above the viewer's own panel: " + p);
      for (int b = a + 1; b < panels.size(); b++) {
        Mark q = panels.get(b);
        boolean apart = p.x() + p.w() <= q.x() || q.x() + q.w() <= p.x() || p.y() + p.h() <= q.y()
            || q.y() + q.h() <= p.y();
        assertTrue(apart, "panels " + p.target() + " and " + q.target() + " overlap");
      }
    }
    for (Thing t : scene.things()) {
      assertTrue(t.x() - t.w() / 2 >= 0 && t.x() + t.w() / 2 <= Scene.WIDTH, t + " fits across");
      assertTrue(t.y() - t.h() / 2 >= 0 && t.y() + t.h() / 2 <= Scene.HEIGHT, t + " fits up and down");
    }
  }

  @Test
  void theViewersHandFaceUpAtTheBottomTheOthersFaceDownAndASpectatorSeesNoHand() {
    MorriganState s = Table.find(4, a -> a.state().phase() == MorriganState.Phase.ACTION).state();
    Scene alice = scene(s, Table.seat(0, 4));
    for (CardRef c : s.hands().get(0)) {
      Thing t = thing(alice, c);
      assertTrue(t.faceUp(), "Alice reads her own card");
      assertTrue(t.y() < 136, "at the bottom");
      assertTrue(t.target().startsWith("hand:"), "a card of her hand is clicked");
    }
    for (CardRef c : s.hands().get(1)) {
      assertFalse(thing(alice, c).faceUp(), "Bob's cards are face down for Alice");
    }
    Scene spectator = scene(s, Table.spectator(4));
    for (List<CardRef> hand : s.hands()) {
      for (CardRef c : hand) {
        assertFalse(thing(spectator, c).faceUp(), "a spectator reads no hand");
      }
    }
  }

  @Test
  void theAdversariesInTheMiddleWithTheirReinforcementsFaceDownBehindThem() {
    MorriganState s = Table.find(4, a -> a.state().adversaries().stream().anyMatch(h -> h.under().stream()
        .anyMatch(c -> a.state().cards().publicFace(c).isEmpty()))).state();
    Scene scene = scene(s, Table.spectator(4));
    Holding h = s.adversaries().stream().filter(x -> !x.under().isEmpty()).findFirst().orElseThrow();
    Thing adversary = thing(scene, h.card());
    assertTrue(adversary.faceUp());
    assertEquals(MorriganScene.ADVERSARY_Y, adversary.y());
    assertEquals("Adversary", adversary.face(), "its full name");
    assertTrue(adversary.look().value().matches("[1-5]"), "its value in the corner: " + adversary.look());
    assertTrue(scene.detailAt(adversary.x(), adversary.y()).orElseThrow().text().contains("trophy"),
        "what it does, told on hover");
    for (CardRef c : h.under()) {
      Thing under = thing(scene, c);
      assertEquals(s.cards().publicFace(c).isPresent(), under.faceUp());
      assertTrue(under.z() < adversary.z() && under.x() > adversary.x(), "fanned behind it");
      assertEquals(Cards.id(h.card()), under.target(), "clicking the fan picks the Adversary");
    }
    assertTrue(scene.marks().stream().anyMatch(m -> m.kind() == Mark.Kind.TEXT && m.text().contains("?")),
        "its defence as far as it is known: a ? for each card face down");
  }

  @Test
  void anEpreuvesBetsLieFaceDownInTheMiddleUntilTheyAreFlippedTogether() {
    MorriganState s = Table.find(4, a -> a.state().round() instanceof Round.Betting b && b.bets().size() >= 2
        && !b.revealed()).state();
    Round.Betting b = (Round.Betting) s.round();
    Scene scene = scene(s, Table.spectator(4));
    Thing trial = thing(scene, b.trial());
    assertTrue(trial.faceUp());
    assertEquals(MorriganScene.CONTEST_Y, trial.y());
    for (var stake : b.bets()) {
      Thing bet = thing(scene, stake.card());
      assertFalse(bet.faceUp(), "a bet is face down");
      assertEquals(MorriganScene.CONTEST_Y, bet.y());
      assertTrue(scene.marks().stream().anyMatch(m -> m.text().equals(Table.NAMES.get(stake.seat()))),
          "the bettor's name under the bet");
    }
    Scene bettor = scene(s, Table.seat(b.bets().get(0).seat(), 4));
    assertTrue(thing(bettor, b.bets().get(0).card()).faceUp(), "the bettor reads its own bet");
  }

  @Test
  void eachSeatShowsItsNameAndPrestigeItsTerritoriesAndTrophies() {
    MorriganState s = Table.find(3, a -> !a.state().trophies().get(1).isEmpty()
        && !a.state().territories().get(1).isEmpty()).state();
    Scene scene = scene(s, Table.seat(0, 3));
    assertTrue(scene.marks().stream().anyMatch(m -> m.text().equals("Bob") && m.w() > 0), "the name, kept in its panel");
    assertTrue(scene.marks().stream().anyMatch(m -> m.text().equals("★ " + s.prestige(1))));
    for (CardRef c : s.trophies().get(1)) {
      assertTrue(thing(scene, c).faceUp());
    }
    for (Holding h : s.territories().get(1)) {
      Thing t = thing(scene, h.card());
      assertTrue(t.faceUp() && t.face().equals("Territory"), t.face());
      assertTrue(t.y() > MorriganScene.OWN_TOP, "Bob's, away from Alice's panel");
    }
  }

  /** A hand of 13 fans out in rows: no card covers the name band of another, and it is the largest card. */
  @Test
  void aBigHandHidesNoName() {
    MorriganState s = BigHand.of(4, 13);
    assertEquals(13, s.hands().get(0).size());
    Scene scene = scene(s, Table.seat(0, 4));
    List<Thing> hand = s.hands().get(0).stream().map(c -> thing(scene, c)).toList();
    roundtable.desktop.client.board.NamesShown.check(scene, hand);
  }
}
