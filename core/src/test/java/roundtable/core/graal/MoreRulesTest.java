package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.graal.Position.act;
import static roundtable.core.graal.Position.assertTurn;
import static roundtable.core.graal.Position.card;
import static roundtable.core.graal.Position.handSize;
import static roundtable.core.graal.Position.head;
import static roundtable.core.graal.Position.lay;
import static roundtable.core.graal.Position.refused;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Knowledge;

/** More rules and refusals: the powers' timing and uses, the Roi pêcheur, the Graal against the Siège. */
class MoreRulesTest {
  @Test
  void vivianeOnceARound() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.VIVIANE)
        .hand(0, "grimoire.blue", "talisman.blue", "runestone.blue").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.EXCALIBUR, -1));
    assertEquals(1, s.powerUses().get(0));
    GraalState used = s;
    assertEquals("viviane's power is used 1 time a round", Powers.power(new Table(used), 0,
        new Step.Turn(0, Step.Stage.MAIN, null)));
  }

  @Test
  void aPowerOutsideItsTimeIsRefused() throws Exception {
    GraalState s = Position.of(3).ancestor(1, Ancestor.ELAINE).hand(0, "draw2.red", "talisman.blue")
        .hand(1, "grimoire.green", "talisman.green").build();
    s = lay(s, 0, "draw2.red");
    assertEquals("elaine's power can't be used when attacked", refused(s, 1, new Move.Give(card(s, 1, "grimoire.green"), 2)));
  }

  @Test
  void percevalDoesNotAttackHimself() {
    GraalState s = Position.of(3).ancestor(0, Ancestor.PERCEVAL).hand(0, "grimoire.blue", "talisman.blue").build();
    assertEquals("Perceval attacks another player still in the game",
        refused(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.DRAW_TWO, 0)));
    assertEquals("Perceval attacks with Pioche 2 or Prends-moi une carte, or a base card turned into one",
        refused(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.EXCALIBUR, 2)));
  }

  @Test
  void tristansCardMustFollowAsABaseCard() {
    GraalState s = Position.of(3).top("talisman.red").ancestor(0, Ancestor.TRISTAN)
        .hand(0, "draw2.blue", "talisman.blue").build();
    assertEquals("grimoire.blue goes on red or on a grimoire",
        refused(s, 0, new Move.Lay(List.of(card(s, 0, "draw2.blue")), false, Card.GRIMOIRE, -1)));
  }

  @Test
  void guenevereCannotSendTheAttacker() throws Exception {
    GraalState s = Position.of(3).ancestor(1, Ancestor.GUENEVERE).hand(0, "draw2.red", "talisman.blue")
        .hand(1, "grimoire.green", "talisman.green").build();
    s = lay(s, 0, "draw2.red");
    assertEquals("Guenièvre names another player, not the one who attacks her",
        refused(s, 1, new Move.Substitute(card(s, 1, "grimoire.green"), 0)));
  }

  @Test
  void camelotRestoresOnesOwnPowers() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.VIVIANE)
        .hand(0, "grimoire.blue", "camelot", "talisman.blue", "runestone.blue").hand(2, "runestone.yellow", "talisman.green")
        .build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.EXCALIBUR, -1));
    s = act(s, 1, new Move.Suffer());
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    assertEquals(1, s.powerUses().get(0));
    s = act(s, 2, new Move.DrawCard());
    s = act(s, 2, new Move.Pass());
    s = lay(s, 0, "camelot");
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    s = act(s, 0, new Move.Restore());
    assertEquals(0, s.powerUses().get(0));
  }

  @Test
  void theRoiPecheurStopsTheChateau() throws Exception {
    GraalState s = Position.of(4).round(5).hand(0, "chateau", "talisman.blue").hand(1, "roi", "grimoire.green")
        .hand(3, "runestone.red").build();
    s = lay(s, 0, "chateau");
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    s = act(s, 0, new Move.Swap(1, 3));
    s = act(s, 1, new Move.Protect(card(s, 1, "roi")));
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    assertEquals(1, handSize(s, 1));
    assertEquals(1, handSize(s, 3), "no exchange");
    assertTurn(s, 1);
  }

  @Test
  void theRoiPecheurStopsCamelotsBlock() throws Exception {
    GraalState s = Position.of(3).round(5).hand(0, "camelot", "talisman.blue").hand(2, "roi", "grimoire.green").build();
    s = lay(s, 0, "camelot");
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    s = act(s, 0, new Move.Block(2));
    s = act(s, 2, new Move.Protect(card(s, 2, "roi")));
    assertFalse(s.blocked().get(2));
  }

  @Test
  void noRoiPecheurWindowBeforeRoundFive() throws Exception {
    GraalState s = Position.of(3).round(4).hand(0, "nef", "talisman.blue").build();
    s = lay(s, 0, "nef");
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    assertTurn(s, 1);
  }

  @Test
  void theGraalEscapesTheSiegeAndPlayGoesOnAfterIt() throws Exception {
    GraalState s = Position.of(4).hand(0, "siege", "talisman.blue").hand(1, "graal", "grimoire.green").build();
    s = lay(s, 0, "siege");
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    s = lay(s, 1, "graal");
    assertNull(s.outcome());
    assertEquals(new Step.ChooseColour(1), head(s));
    s = act(s, 1, new Move.ChooseColour(Colour.GREEN));
    assertEquals(1, handSize(s, 1), "no six cards");
    assertTurn(s, 2);
  }

  @Test
  void aPlayerAttackedCannotUseItsSkill() throws Exception {
    GraalState s = Position.of(3).hand(0, "draw2.red", "talisman.blue").build();
    s = lay(s, 0, "draw2.red");
    assertTrue(refused(s, 1, new Move.Skill(null)).startsWith("attacked with draw2"));
  }

  @Test
  void aMoveOutOfTurnIsRefused() {
    GraalState s = Position.of(3).hand(0, "talisman.red").build();
    assertEquals("it is seat 0's turn to act, not seat 2's", refused(s, 2, new Move.Suffer()));
  }

  @Test
  void aPlayerWhoCanLayDoesNotDraw() throws Exception {
    // "S'il n'a pu effectuer une action dans les choix du point 2, le joueur est obligé de piocher une carte"
    GraalState s = Position.of(3).top("talisman.red").hand(0, "grimoire.blue", "talisman.blue").build();
    assertEquals("you can lay talisman.blue: a player draws only when it can lay no card", refused(s, 0, new Move.DrawCard()));
    assertFalse(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING).contains(new Move.DrawCard()));
    GraalState cannot = Position.of(3).top("talisman.red").hand(0, "grimoire.blue", "runestone.green").build();
    cannot = act(cannot, 0, new Move.DrawCard());
    assertEquals(3, handSize(cannot, 0));
  }

  @Test
  void afterRejoueAPlayerWhoCannotLayMayDrawOrStop() throws Exception {
    // "Je rejoue : le joueur peut rejouer et recommencer son tour ... Il peut aussi jouer cette carte sans
    // être obligé de rejouer ni de piocher." The turn starts again, draw included; or it stops.
    GraalState s = Position.of(3).top("talisman.red").hand(0, "replay.red", "grimoire.blue", "runestone.green").build();
    s = lay(s, 0, "replay.red");
    assertEquals(new Step.Turn(0, Step.Stage.REPLAY, null), head(s));
    assertTrue(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING).contains(new Move.Pass()), "it may stop");
    GraalState drawn = act(s, 0, new Move.DrawCard());
    assertEquals(3, handSize(drawn, 0));
    assertEquals(Step.Stage.DRAWN, ((Step.Turn) head(drawn)).stage());
    s = act(s, 0, new Move.Pass());
    assertTurn(s, 1);
    GraalState can = Position.of(3).top("talisman.red").hand(0, "replay.red", "grimoire.red", "runestone.green").build();
    can = lay(can, 0, "replay.red");
    assertEquals("you can lay grimoire.red: a player draws only when it can lay no card", refused(can, 0, new Move.DrawCard()));
  }

  @Test
  void aPlayerWhoCanUseItsPowerDoesNotDraw() throws Exception {
    // "2. Ensuite, il peut choisir une action dans la liste suivante : - Utiliser le pouvoir de son
    // ancêtre légendaire si révélé ... 3. S'il n'a pu effectuer une action dans les choix du point 2, le
    // joueur est obligé de piocher une carte": Elaine with two cards can always give one, so she does not draw.
    GraalState s = Position.of(3).top("talisman.red").ancestor(0, Ancestor.ELAINE)
        .hand(0, "grimoire.blue", "runestone.green").build();
    assertEquals("you can use elaine's power: a player draws only when it can neither lay a card nor use its ancestor's power",
        refused(s, 0, new Move.DrawCard()));
    assertFalse(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING).contains(new Move.DrawCard()));
    // Viviane turns a base card into Excalibur: with no base card she has nothing to use it on, and draws.
    GraalState v = Position.of(3).top("talisman.red").ancestor(0, Ancestor.VIVIANE)
        .hand(0, "skip.blue", "replay.green").build();
    assertTrue(Graal.GAME.legalActions(v, 0, Knowledge.NOTHING).contains(new Move.DrawCard()));
    v = act(v, 0, new Move.DrawCard());
    assertEquals(3, handSize(v, 0));
  }
}
