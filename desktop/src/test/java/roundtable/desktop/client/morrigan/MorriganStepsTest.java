package roundtable.desktop.client.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.MorriganEvent.AdversaryBeaten;
import roundtable.core.morrigan.MorriganEvent.AttackRepelled;
import roundtable.core.morrigan.MorriganEvent.AttackSettled;
import roundtable.core.morrigan.MorriganEvent.Reinforced;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.table.Applied;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** The scenes an action passes through: what it opens is flipped where it lies, what it plays laid in the middle. */
class MorriganStepsTest {
  private static List<Scene> steps(Table.Step step, Seen seen) {
    MorriganBoard board = new MorriganBoard();
    board.scene(Table.view(step.before(), seen), seen);
    Applied<MorriganState> a = step.applied();
    return board.steps(Table.view(step.before(), seen), new Applied<>(Table.view(a.state(), seen), a.events()), seen);
  }

  private static Table.Step find(int players, java.util.function.Predicate<Table.Step> wanted) {
    for (long seed = 1; seed < 60; seed++) {
      for (Table.Step s : Table.steps(players, seed)) {
        if (wanted.test(s)) {
          return s;
        }
      }
    }
    throw new AssertionError("no such action in 60 random games");
  }

  @Test
  void aFightFlipsTheReinforcementsAndLaysTheAttackInTheMiddleThenSettles() {
    Table.Step fight = find(4, s -> (Table.happened(s.applied(), AdversaryBeaten.class)
        || Table.happened(s.applied(), AttackRepelled.class))
        && s.before().adversaries().stream().anyMatch(h -> h.under().size() >= 2));
    Seen spectator = Table.spectator(4);
    List<Scene> scenes = steps(fight, spectator);
    assertEquals(2, scenes.size(), "the clash, then the table after it");
    Scene clash = scenes.get(0);
    MorriganState before = fight.before();
    MorriganState after = fight.applied().state();
    for (Holding h : before.adversaries()) {
      for (CardRef c : h.under()) {
        if (after.cards().publicFace(c).isPresent() && before.cards().publicFace(c).isEmpty()) {
          Thing flipped = clash.thing(Cards.id(c)).orElseThrow();
          assertTrue(flipped.faceUp() && !flipped.face().isBlank(), "a reinforcement flipped, its face written");
          assertEquals(MorriganScene.CONTEST_Y, flipped.y(), "added up in the middle against the attack");
        }
      }
    }
    List<Thing> middle = clash.things().stream().filter(t -> t.y() == MorriganScene.CONTEST_Y).toList();
    assertFalse(middle.isEmpty(), "the attack laid in the middle");
    assertTrue(middle.stream().allMatch(t -> t.faceUp() && t.face().equals("Action") || t.faceUp()),
        "face up: " + middle);
    assertTrue(clash.marks().stream().anyMatch(m -> m.text().matches("\\d+  ⚔  \\d+")),
        "the attack against the defence");
    AttackSettled settled = fight.applied().events().stream().filter(e -> e instanceof AttackSettled)
        .map(e -> (AttackSettled) e).findFirst().orElseThrow();
    String score = settled.attack() + "  ⚔  " + settled.defence();
    assertTrue(clash.marks().stream().anyMatch(m -> m.text().equals(score)), "the numbers the rules added up: " + score);
  }

  @Test
  void theBetsAreFlippedTogetherBeforeTheEpreuveIsSettled() {
    Table.Step last = find(4, s -> s.before().round() instanceof Round.Betting b && b.bets().size() >= 2
        && !(s.applied().state().round() instanceof Round.Betting nb && nb.number() == b.number()));
    List<Scene> scenes = steps(last, Table.spectator(4));
    assertEquals(2, scenes.size());
    Round.Betting b = (Round.Betting) last.before().round();
    for (var stake : b.bets()) {
      Thing bet = scenes.get(0).thing(Cards.id(stake.card())).orElseThrow();
      assertTrue(bet.faceUp(), "every bet flipped at once");
      assertEquals(MorriganScene.CONTEST_Y, bet.y());
    }
  }

  @Test
  void aCardDrawnSlidesFromTheDeckKeepingItsId() {
    Table.Step draw = find(3, s -> s.before().phase() == MorriganState.Phase.DISCARD
        && s.applied().state().phase() == MorriganState.Phase.ACTION);
    Seen seen = Table.seat(draw.applied().state().turn(), 3);
    MorriganBoard board = new MorriganBoard();
    Scene before = board.scene(Table.view(draw.before(), seen), seen);
    List<Scene> scenes = steps(draw, seen);
    Scene after = scenes.get(scenes.size() - 1);
    List<CardRef> drawn = draw.applied().state().hands().get(draw.applied().state().turn()).stream()
        .filter(c -> !draw.before().hands().get(draw.applied().state().turn()).contains(c)).toList();
    assertFalse(drawn.isEmpty());
    Thing top = before.thing(Cards.id(drawn.get(0))).orElseThrow(() -> new AssertionError("on the deck before"));
    assertFalse(top.faceUp());
    assertTrue(after.thing(Cards.id(drawn.get(0))).orElseThrow().faceUp(), "in the hand, face up for its holder");
  }

  @Test
  void anActionThatOpensNothingIsOneScene() {
    Table.Step pass = find(3, s -> Table.happened(s.applied(), Reinforced.class));
    assertEquals(1, steps(pass, Table.spectator(3)).size());
  }
}
