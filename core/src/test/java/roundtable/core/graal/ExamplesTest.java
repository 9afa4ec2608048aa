package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.graal.Position.act;
import static roundtable.core.graal.Position.assertTurn;
import static roundtable.core.graal.Position.card;
import static roundtable.core.graal.Position.handSize;
import static roundtable.core.graal.Position.head;
import static roundtable.core.graal.Position.lay;
import static roundtable.core.graal.Position.refused;

import org.junit.jupiter.api.Test;

/** The rulebook's "Exemples d'actions de jeu" and its two power examples, replayed. A is seat 0, B 1, C 2, D 3. */
class ExamplesTest {
  @Test
  void example1DrawTwoSuffered() throws Exception {
    // "A pose « Pioche 2 cartes ». B subit les effets du sort d'attaque, il Pioche 2 cartes et passe son tour."
    GraalState s = Position.of(3).hand(0, "draw2.red", "talisman.blue").hand(1, "grimoire.green").build();
    s = lay(s, 0, "draw2.red");
    assertEquals(new Step.Defend(1), head(s));
    s = act(s, 1, new Move.Suffer());
    assertEquals(3, handSize(s, 1));
    assertTurn(s, 2);
  }

  @Test
  void example2ExcaliburDuel() throws Exception {
    // "A pose excalibur. B contre-attaque avec sa carte Excalibur. A ... perd cette bataille et doit
    // prendre dans la Pioche 2x 4 cartes = 8 cartes. B remporte ce combat et choisit la couleur du jeu.
    // C'est le joueur qui suit le joueur B qui peut jouer son tour."
    GraalState s = Position.of(3).hand(0, "excalibur", "talisman.blue").hand(1, "excalibur", "grimoire.green").build();
    s = lay(s, 0, "excalibur");
    s = lay(s, 1, "excalibur");
    assertEquals(new Step.Defend(0), head(s));
    s = act(s, 0, new Move.Suffer());
    assertEquals(9, handSize(s, 0));
    assertEquals(new Step.ChooseColour(1), head(s));
    s = act(s, 1, new Move.ChooseColour(Colour.GREEN));
    assertEquals(Colour.GREEN, s.colour());
    assertTurn(s, 2);
  }

  @Test
  void example3ShieldInADuel() throws Exception {
    // "A pose « Prends-moi une carte ». B contre-attaque ... A contre-attaque avec sa seconde carte ...
    // B ... pose sa carte bouclier de Lancelot. B perd cette bataille et doit prendre dans la main de
    // A : 3 cartes - 1 (grâce au bouclier) = 2 cartes. A choisit la couleur du jeu, c'est le joueur qui
    // suit le joueur B qui peut jouer son tour."
    GraalState s = Position.of(3)
        .hand(0, "take1.red", "take1.blue", "talisman.blue", "grimoire.blue", "runestone.blue")
        .hand(1, "take1.green", "shield", "grimoire.green").build();
    s = lay(s, 0, "take1.red");
    s = lay(s, 1, "take1.green");
    s = lay(s, 0, "take1.blue");
    s = lay(s, 1, "shield");
    assertEquals(1, handSize(s, 0));
    assertEquals(3, handSize(s, 1));
    assertEquals(new Step.ChooseColour(0), head(s));
    s = act(s, 0, new Move.ChooseColour(Colour.BLUE));
    assertTurn(s, 2);
  }

  @Test
  void example4StepCardCancelsTheDuel() throws Exception {
    // "B ... pose sa carte étape « siège périlleux ». Le duel est annulé, ... le joueur C pioche 6
    // cartes car il n'a pas le Graal et passe son tour. B choisit la couleur. Le jeu reprend avec le joueur D."
    GraalState s = Position.of(4)
        .hand(0, "take1.red", "take1.blue", "talisman.blue")
        .hand(1, "take1.green", "siege", "grimoire.green")
        .hand(2, "runestone.red").build();
    s = lay(s, 0, "take1.red");
    s = lay(s, 1, "take1.green");
    s = lay(s, 0, "take1.blue");
    s = lay(s, 1, "siege");
    assertEquals(new Step.ChooseColour(1), head(s));
    s = act(s, 1, new Move.ChooseColour(Colour.YELLOW));
    assertEquals(new Step.AnswerSiege(2, 1), head(s));
    s = act(s, 2, new Move.Suffer());
    assertEquals(7, handSize(s, 2));
    assertEquals(1, handSize(s, 0), "the duel is cancelled: nobody takes a card");
    assertEquals(1, handSize(s, 1));
    assertTurn(s, 3);
  }

  @Test
  void example5AttackerCancelsWithAStepCard() throws Exception {
    // "A n'a plus de carte pour contre attaquer mais pose sa carte étape « siège périlleux ». ... le
    // joueur B pioche 6 cartes car il n'a pas le Graal et passe son tour. A choisit la couleur. Le jeu
    // reprend avec le joueur C."
    GraalState s = Position.of(3).hand(0, "take1.red", "siege", "talisman.blue")
        .hand(1, "take1.green", "grimoire.green").build();
    s = lay(s, 0, "take1.red");
    s = lay(s, 1, "take1.green");
    s = lay(s, 0, "siege");
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    assertEquals(new Step.AnswerSiege(1, 0), head(s));
    s = act(s, 1, new Move.Suffer());
    assertEquals(7, handSize(s, 1));
    assertTurn(s, 2);
  }

  @Test
  void powerExample1GuenevereSendsLancelot() throws Exception {
    // "Guenièvre est attaquée, elle utilise son pouvoir et choisit Lancelot pour se battre à sa place.
    // Il transforme une carte de base en bouclier pour se protéger. Le combat est terminé; le jeu
    // reprend avec le joueur suivant Lancelot."
    GraalState s = Position.of(4).ancestor(1, Ancestor.GUENEVERE).ancestor(3, Ancestor.LANCELOT)
        .hand(0, "draw2.red", "talisman.blue").hand(1, "grimoire.green", "talisman.green")
        .hand(3, "runestone.blue", "grimoire.yellow").build();
    s = lay(s, 0, "draw2.red");
    s = act(s, 1, new Move.Substitute(card(s, 1, "grimoire.green"), 3));
    assertEquals(new Step.Defend(3), head(s));
    s = act(s, 3, new Move.Lay(java.util.List.of(card(s, 3, "runestone.blue")), false, Card.SHIELD, -1));
    s = act(s, 3, new Move.ChooseColour(Colour.BLUE));
    assertEquals(1, handSize(s, 1));
    assertEquals(1, handSize(s, 3));
    assertTurn(s, 0);
  }

  @Test
  void powerExample2ArthurInADuelHasNoPower() throws Exception {
    // "Arthur est attaqué avec « Excalibur ». Il choisit de contre-attaquer avec une autre carte
    // Excalibur et ne peut plus utiliser son pouvoir car il est rentré en duel."
    GraalState s = Position.of(3).ancestor(1, Ancestor.ARTHUR).ancestor(2, Ancestor.LANCELOT)
        .hand(0, "excalibur", "excalibur", "talisman.blue").hand(1, "excalibur", "grimoire.green").build();
    s = lay(s, 0, "excalibur");
    assertTrue(Graal.GAME.legalActions(s, 1, roundtable.core.table.Knowledge.NOTHING).contains(new Move.Summon(2)),
        "attacked, Arthur may summon");
    s = lay(s, 1, "excalibur");
    s = lay(s, 0, "excalibur");
    assertEquals("arthur's power can't be used in a duel", refused(s, 1, new Move.Summon(2)));
  }
}
