package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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

/** Each card's rule ("Description et actions des cartes"), and the refusals with their reasons. */
class CardsTest {
  @Test
  void aBaseCardByColourThenOthersOfItsSymbol() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "grimoire.red", "grimoire.blue", "talisman.green").build();
    s = lay(s, 0, "grimoire.red", "grimoire.blue");
    assertEquals(Colour.BLUE, s.colour(), "the last card laid gives the colour");
    assertTurn(s, 1);
  }

  @Test
  void baseCardsOfTheDiscardsSymbol() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "talisman.blue", "talisman.green", "grimoire.green").build();
    s = lay(s, 0, "talisman.blue", "talisman.green");
    assertEquals(1, handSize(s, 0));
  }

  @Test
  void aCardOfAnotherColourAndSymbolIsRefused() {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "grimoire.blue", "runestone.blue").build();
    assertEquals("grimoire.blue goes on red or on a grimoire",
        refused(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false)));
    assertEquals("cards laid together must all be grimoire cards, like the first",
        refused(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue"), card(s, 0, "runestone.blue")), false)));
    assertEquals("it is seat 0's turn to act, not seat 1's", refused(s, 1, new Move.DrawCard()));
  }

  @Test
  void drawingOnlyWhenNothingCanBeLaidThenTheCardDrawnMayBeLaid() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "grimoire.blue", "runestone.blue")
        .deck("talisman.yellow", "grimoire.green").build();
    List<roundtable.core.table.Action> legal = Graal.GAME.legalActions(s, 0, Knowledge.NOTHING);
    assertTrue(legal.contains(new Move.DrawCard()));
    s = act(s, 0, new Move.DrawCard());
    assertEquals(Step.Stage.DRAWN, ((Step.Turn) head(s)).stage());
    assertEquals("only the card just drawn may be laid now",
        refused(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false)));
    s = lay(s, 0, "talisman.yellow");
    assertTurn(s, 1);
    GraalState can = Position.of(3).top("talisman.red").hand(0, "grimoire.red", "runestone.blue").build();
    assertFalse(Graal.GAME.legalActions(can, 0, Knowledge.NOTHING).contains(new Move.DrawCard()));
  }

  @Test
  void keepingTheCardDrawn() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "grimoire.blue").deck("grimoire.green").build();
    s = act(s, 0, new Move.DrawCard());
    s = act(s, 0, new Move.Pass());
    assertEquals(2, handSize(s, 0));
    assertTurn(s, 1);
  }

  @Test
  void merlinsHatChangesTheColour() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "hat", "grimoire.blue").build();
    s = lay(s, 0, "hat");
    assertEquals(new Step.ChooseColour(0), head(s));
    s = act(s, 0, new Move.ChooseColour(Colour.PURPLE));
    assertEquals(Colour.PURPLE, s.colour());
    assertTurn(s, 1);
  }

  @Test
  void theRoundTableChangesDirectionAndColour() throws Exception {
    GraalState s = Position.of(4).top("talisman.red").hand(0, "roundtable.green", "grimoire.blue").build();
    s = lay(s, 0, "roundtable.green");
    assertEquals(-1, s.direction());
    assertEquals(Colour.GREEN, s.colour());
    assertTurn(s, 3);
  }

  @Test
  void rejoueLetsThePlayerPlayAgainOrStop() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "replay.red", "replay.blue", "grimoire.blue", "talisman.green").build();
    s = lay(s, 0, "replay.red", "replay.blue");
    assertEquals(new Step.Turn(0, Step.Stage.REPLAY, null), head(s));
    assertEquals("you can lay grimoire.blue: a player draws only when it can lay no card", refused(s, 0, new Move.DrawCard()));
    s = lay(s, 0, "grimoire.blue");
    assertTurn(s, 1);
    GraalState stop = Position.of(3).top("talisman.red").hand(0, "replay.red", "grimoire.blue").build();
    stop = lay(stop, 0, "replay.red");
    stop = act(stop, 0, new Move.Pass());
    assertTurn(stop, 1);
  }

  @Test
  void passeTonTourSkipsOnePlayerPerCard() throws Exception {
    GraalState s = Position.of(4).top("talisman.red").hand(0, "skip.red", "skip.blue", "grimoire.blue").build();
    s = lay(s, 0, "skip.red", "skip.blue");
    assertTurn(s, 3);
  }

  @Test
  void aSpellByColourOrBySpell() throws Exception {
    GraalState s = Position.of(3).top("skip.green").hand(0, "skip.blue", "grimoire.blue").build();
    s = lay(s, 0, "skip.blue");
    assertTurn(s, 2);
  }

  @Test
  void theShieldWhenNotAttackedChoosesTheColour() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").hand(0, "shield", "grimoire.blue").build();
    s = lay(s, 0, "shield");
    assertEquals(new Step.ChooseColour(0), head(s));
  }

  @Test
  void theShieldAgainstAnAttackProtectsAndItsLayerChooses() throws Exception {
    GraalState s = Position.of(3).hand(0, "draw2.red", "talisman.blue").hand(1, "shield", "grimoire.green").build();
    s = lay(s, 0, "draw2.red");
    s = lay(s, 1, "shield");
    assertEquals(new Step.ChooseColour(1), head(s));
    s = act(s, 1, new Move.ChooseColour(Colour.GREEN));
    assertEquals(1, handSize(s, 1));
    assertTurn(s, 2);
  }

  @Test
  void anAttackedPlayerCannotLayAnyCard() {
    GraalState s0 = Position.of(3).hand(0, "draw2.red", "talisman.blue").hand(1, "grimoire.red", "take1.red").build();
    GraalState s = attack(s0);
    assertEquals("attacked with draw2: counter with a draw2, protect yourself with a shield, lay a step card, or suffer the attack",
        refused(s, 1, new Move.Lay(List.of(card(s, 1, "take1.red")), false)));
  }

  private static GraalState attack(GraalState s) {
    try {
      return lay(s, 0, "draw2.red");
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void prendsMoiUneCarteTakesACardAtRandom() throws Exception {
    GraalState s = Position.of(3).hand(0, "take1.red", "talisman.blue", "runestone.blue").hand(1, "grimoire.green").build();
    s = lay(s, 0, "take1.red");
    s = act(s, 1, new Move.Suffer());
    assertEquals(1, handSize(s, 0));
    assertEquals(2, handSize(s, 1));
    assertTurn(s, 2);
  }

  @Test
  void nefDeSalomonGivesTwoCardsToEveryOpponent() throws Exception {
    GraalState s = Position.of(4).hand(0, "nef", "talisman.blue").build();
    s = lay(s, 0, "nef");
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    for (int o = 1; o < 4; o++) {
      assertEquals(5, handSize(s, o));
    }
    assertTurn(s, 1);
  }

  @Test
  void chateauAventureuxExchangesTwoHands() throws Exception {
    GraalState s = Position.of(4).hand(0, "chateau", "talisman.blue").hand(1, "grimoire.green")
        .hand(3, "runestone.red", "runestone.blue", "grimoire.yellow", "talisman.purple").build();
    s = lay(s, 0, "chateau");
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    assertEquals("the Château aventureux: name two other players, who exchange their hands",
        refused(s, 0, new Move.Swap(0, 1)));
    s = act(s, 0, new Move.Swap(1, 3));
    assertEquals(4, handSize(s, 1));
    assertEquals(1, handSize(s, 3));
    assertNotNull(card(s, 3, "grimoire.green"));
    assertTurn(s, 1);
  }

  @Test
  void camelotBlocksAPlayersPowersOrRestoresOnesOwn() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.ELAINE).ancestor(1, Ancestor.ISEULT)
        .hand(0, "camelot", "talisman.blue", "grimoire.blue").hand(1, "grimoire.green", "talisman.green").build();
    s = lay(s, 0, "camelot");
    s = act(s, 0, new Move.ChooseColour(Colour.GREEN));
    s = act(s, 0, new Move.Block(1));
    assertTrue(s.blocked().get(1));
    assertEquals("Camelot blocks your ancestor's powers for the rest of the round",
        refused(s, 1, new Move.Lay(List.of(card(s, 1, "grimoire.green")), false, Card.HAT, -1)));
  }

  @Test
  void theRoiPecheurOutOfTurnEscapesTheNef() throws Exception {
    GraalState s = Position.of(3).round(5).hand(0, "nef", "talisman.blue").hand(1, "roi", "grimoire.green")
        .hand(2, "grimoire.red", "runestone.red").build();
    s = lay(s, 0, "nef");
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    assertEquals(Step.Protect.class, head(s).getClass());
    s = act(s, 1, new Move.Protect(card(s, 1, "roi")));
    assertEquals(new Step.ChooseColour(0), head(s), "the Nef's layer chooses the colour");
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    assertEquals(1, handSize(s, 1));
    assertEquals(new Step.Protect(2, 0, Card.NEF, new Step.Draw(2, 2)), head(s), "every target is asked");
    s = act(s, 2, new Move.Suffer());
    assertEquals(4, handSize(s, 2));
    assertTurn(s, 1);
  }

  @Test
  void aStepCardCancelsAnAttack() throws Exception {
    // "Poser une carte étape, l'attaque est annulée, les effets de la carte étape s'appliquent et il
    // choisit la couleur." B answers A's Pioche 2 with the Nef de Salomon: B draws nothing, everybody
    // else draws two, B chooses the colour, C plays.
    GraalState s = Position.of(3).hand(0, "draw2.red", "talisman.blue").hand(1, "nef", "grimoire.green").build();
    s = lay(s, 0, "draw2.red");
    s = lay(s, 1, "nef");
    assertEquals(new Step.ChooseColour(1), head(s));
    s = act(s, 1, new Move.ChooseColour(Colour.GREEN));
    assertEquals(1, handSize(s, 1), "the attack is cancelled");
    assertEquals(3, handSize(s, 0));
    assertEquals(5, handSize(s, 2));
    assertTurn(s, 2);
  }

  @Test
  void aDrawTwoDuelSufferedKeepsTheVisibleColour() throws Exception {
    // "il subit les effets cumulatifs de toutes les cartes du duel, l'autre joueur choisit la couleur si
    // les cartes posées étaient « Excalibur », sinon c'est la couleur visible qui s'applique"
    GraalState s = Position.of(3).hand(0, "draw2.red", "talisman.blue").hand(1, "draw2.blue", "grimoire.green").build();
    s = lay(s, 0, "draw2.red");
    s = lay(s, 1, "draw2.blue");
    s = act(s, 0, new Move.Suffer());
    assertEquals(5, handSize(s, 0), "2 x 2 cards");
    assertEquals(Colour.BLUE, s.colour(), "the visible colour");
    assertTurn(s, 2);
  }

  @Test
  void theRoiPecheurOnItsTurnIsAStepCard() throws Exception {
    // "Peut être posée à son tour de jeu sans autre effet que ceux d'une carte étape (choix couleur -
    // annulation duel/attaque)"
    GraalState s = Position.of(3).round(5).top("talisman.red").hand(0, "roi", "grimoire.blue").build();
    s = lay(s, 0, "roi");
    assertEquals(new Step.ChooseColour(0), head(s));
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    assertTurn(s, 1);
    GraalState a = Position.of(3).round(5).hand(0, "draw2.red", "talisman.blue").hand(1, "roi", "grimoire.green").build();
    a = lay(a, 0, "draw2.red");
    a = lay(a, 1, "roi");
    a = act(a, 1, new Move.ChooseColour(Colour.GREEN));
    assertEquals(1, handSize(a, 1), "the attack is cancelled");
    assertTurn(a, 2);
  }

  @Test
  void theChateauWithTwoPlayersLeftExchangesTheirHands() throws Exception {
    // "S'il ne reste que 2 joueurs (lors de la dernière manche du tournoi) ils échangent leur main."
    GraalState s = Position.of(3).round(6).top("talisman.red").hand(0, "talisman.red")
        .hand(1, "runestone.yellow", "grimoire.purple").hand(2, "chateau", "grimoire.red", "runestone.blue")
        .deck("hat", "grimoire.yellow", "talisman.purple").build();
    s = lay(s, 0, "talisman.red");
    s = act(s, 0, new Move.Eliminate(2));
    s = act(s, 1, new Move.DrawCard());
    s = act(s, 1, new Move.Pass());
    s = lay(s, 0, "chateau");
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    assertEquals(3, handSize(s, 0));
    assertEquals(2, handSize(s, 1));
    assertNotNull(card(s, 1, "grimoire.red"));
    assertTurn(s, 1);
  }
}
