package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundtable.core.graal.Position.act;
import static roundtable.core.graal.Position.card;
import static roundtable.core.graal.Position.handSize;
import static roundtable.core.graal.Position.head;
import static roundtable.core.graal.Position.lay;
import static roundtable.core.graal.Position.refused;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Knowledge;

/** "GRAAL !", winning a round ("Victoire de manche"), the game ("Gain de partie") and the tournament. */
class WinningTest {
  @Test
  void sayingGraalWithOneCardLeft() throws Exception {
    GraalState s = Position.of(3).hand(0, "talisman.red", "grimoire.blue").build();
    assertTrue(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING)
        .contains(new Move.Lay(List.of(card(s, 0, "talisman.red")), true)));
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "talisman.red")), true));
    assertEquals(List.of(), s.silent());
    assertFalse(Graal.GAME.legalActions(s, 1, Knowledge.NOTHING).stream().anyMatch(a -> a instanceof Move.CallOut));
  }

  @Test
  void sayingGraalWithMoreCardsIsRefused() {
    GraalState s = Position.of(3).hand(0, "talisman.red", "grimoire.blue", "grimoire.red").build();
    assertEquals("say GRAAL! when you are left with one card",
        refused(s, 0, new Move.Lay(List.of(card(s, 0, "talisman.red")), true)));
  }

  @Test
  void aPlayerWhoForgetsIsCalledOutAndGivenACard() throws Exception {
    GraalState s = Position.of(3).hand(0, "talisman.red", "grimoire.blue")
        .hand(1, "runestone.green", "grimoire.green", "talisman.yellow").build();
    s = lay(s, 0, "talisman.red");
    assertEquals(List.of(0), s.silent());
    s = act(s, 1, new Move.CallOut(0, card(s, 1, "talisman.yellow")));
    assertEquals(2, handSize(s, 0));
    assertEquals(2, handSize(s, 1));
    assertEquals(List.of(), s.silent());
    assertEquals(new Step.Turn(1, Step.Stage.START, null), head(s), "the call-out is not a turn");
  }

  @Test
  void aPlayerLeftWithOneCardByAnAttackIsCalledOutByTheNextPlayers() throws Exception {
    // "Dès qu'un joueur n'a plus qu'une carte en main il doit se manifester en disant GRAAL !, s'il ne
    // le fait pas, un joueur adverse peut le lui faire remarquer et lui donner une des cartes de son jeu."
    // A lays Prends-moi une carte with three cards; B suffers and takes one of A's two at random: A
    // holds one card without having laid it. C, whose turn comes, may call A out but lays; D may still
    // call A out, at its own turn, and does.
    GraalState s = Position.of(4).top("talisman.red").hand(0, "take1.red", "talisman.blue", "grimoire.blue")
        .hand(1, "grimoire.green", "runestone.green").hand(2, "runestone.red", "grimoire.yellow", "talisman.yellow")
        .hand(3, "talisman.purple", "grimoire.purple", "runestone.purple").build();
    s = lay(s, 0, "take1.red");
    s = act(s, 1, new Move.Suffer());
    assertEquals(1, handSize(s, 0));
    assertEquals(List.of(0), s.silent());
    assertEquals(new Step.Turn(2, Step.Stage.START, null), head(s));
    assertTrue(Graal.GAME.legalActions(s, 2, Knowledge.NOTHING).contains(new Move.CallOut(0, card(s, 2, "talisman.yellow"))));
    s = lay(s, 2, "runestone.red");
    assertEquals(new Step.Turn(3, Step.Stage.START, null), head(s));
    s = act(s, 3, new Move.CallOut(0, card(s, 3, "talisman.purple")));
    assertEquals(2, handSize(s, 0));
    assertEquals(List.of(), s.silent());
    assertEquals(new Step.Turn(3, Step.Stage.START, null), head(s), "the call-out is not a move: D plays on");
  }

  @Test
  void theCallOutWindowClosesAtTheForgetfulPlayersNextTurn() throws Exception {
    // Nobody calls A out before A's turn comes round again: then it is too late.
    GraalState s = Position.of(4).top("talisman.red").hand(0, "take1.red", "talisman.blue", "grimoire.blue")
        .hand(1, "grimoire.green", "runestone.green").hand(2, "runestone.red", "grimoire.yellow", "talisman.yellow")
        .hand(3, "talisman.purple", "grimoire.purple", "hat").build();
    s = lay(s, 0, "take1.red");
    s = act(s, 1, new Move.Suffer());
    s = lay(s, 2, "runestone.red");
    s = lay(s, 3, "hat");
    assertEquals(new Step.ChooseColour(3), head(s));
    assertTrue(Graal.GAME.legalActions(s, 3, Knowledge.NOTHING).contains(new Move.CallOut(0, card(s, 3, "talisman.purple"))),
        "at any of D's prompts, not only the start of its turn");
    s = act(s, 3, new Move.ChooseColour(Colour.GREEN));
    assertEquals(new Step.Turn(0, Step.Stage.START, null), head(s));
    assertEquals(List.of(), s.silent());
    assertTrue(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING).stream().noneMatch(a -> a instanceof Move.CallOut));
  }

  @Test
  void theColourChosenAfterTheLayIsPartOfItNotANewAction() throws Exception {
    // A lays a Chapeau de Merlin, keeping one card, and forgets GRAAL!; choosing the colour finishes
    // that lay: B may still call A out.
    GraalState s = Position.of(3).hand(0, "hat", "grimoire.blue").hand(1, "runestone.green", "talisman.yellow").build();
    s = lay(s, 0, "hat");
    assertEquals(List.of(0), s.silent());
    s = act(s, 0, new Move.ChooseColour(Colour.GREEN));
    assertEquals(List.of(0), s.silent());
    assertTrue(Graal.GAME.legalActions(s, 1, Knowledge.NOTHING).contains(new Move.CallOut(0, card(s, 1, "talisman.yellow"))));
  }

  @Test
  void twoForgetfulPlayersAreBothOpenToTheCallOut() throws Exception {
    // A lays, keeping one card, and forgets GRAAL!. B lays Prends-moi une carte keeping two; C takes
    // one of them: B holds one card too. D may call out both, one after the other, then plays.
    GraalState s = Position.of(4).top("talisman.red").hand(0, "talisman.red", "grimoire.blue")
        .hand(1, "take1.red", "talisman.green", "grimoire.green").hand(2, "runestone.red", "runestone.blue")
        .hand(3, "talisman.purple", "grimoire.purple", "runestone.purple", "hat").build();
    s = lay(s, 0, "talisman.red");
    s = lay(s, 1, "take1.red");
    s = act(s, 2, new Move.Suffer());
    assertEquals(List.of(0, 1), s.silent());
    assertEquals(new Step.Turn(3, Step.Stage.START, null), head(s));
    List<roundtable.core.table.Action> legal = Graal.GAME.legalActions(s, 3, Knowledge.NOTHING);
    assertTrue(legal.contains(new Move.CallOut(0, card(s, 3, "talisman.purple"))));
    assertTrue(legal.contains(new Move.CallOut(1, card(s, 3, "talisman.purple"))));
    s = act(s, 3, new Move.CallOut(1, card(s, 3, "talisman.purple")));
    s = act(s, 3, new Move.CallOut(0, card(s, 3, "grimoire.purple")));
    assertEquals(List.of(), s.silent());
    assertEquals(2, handSize(s, 0));
    assertEquals(2, handSize(s, 1));
    assertEquals(new Step.Turn(3, Step.Stage.START, null), head(s), "D plays on");
  }

  @Test
  void theCallOutWindowClosesAtTheForgetfulPlayersNextAction() throws Exception {
    // "s'il ne le fait pas, un joueur adverse peut le lui faire remarquer": until A acts again. In round
    // 5 A, left with one card by Prends-moi une carte, is asked whether it escapes C's Camelot with the
    // Roi pêcheur; it lets it be and still holds one card, but it has acted: D can no longer call it out.
    GraalState s = Position.of(4).round(5).top("talisman.red").hand(0, "take1.red", "talisman.blue", "grimoire.blue")
        .hand(1, "grimoire.green", "runestone.green").hand(2, "camelot", "grimoire.yellow", "talisman.yellow")
        .hand(3, "talisman.purple", "grimoire.purple", "runestone.purple").build();
    s = lay(s, 0, "take1.red");
    s = act(s, 1, new Move.Suffer());
    assertEquals(List.of(0), s.silent());
    s = lay(s, 2, "camelot");
    assertTrue(Graal.GAME.legalActions(s, 2, Knowledge.NOTHING).contains(new Move.CallOut(0, card(s, 2, "talisman.yellow"))));
    s = act(s, 2, new Move.ChooseColour(Colour.YELLOW));
    s = act(s, 2, new Move.Block(0));
    assertEquals(Step.Protect.class, head(s).getClass());
    s = act(s, 0, new Move.Suffer());
    assertEquals(1, handSize(s, 0));
    assertEquals(List.of(), s.silent());
    assertEquals(new Step.Turn(3, Step.Stage.START, null), head(s));
    assertTrue(Graal.GAME.legalActions(s, 3, Knowledge.NOTHING).stream().noneMatch(a -> a instanceof Move.CallOut));
  }

  @Test
  void graalIsSaidWithAnyMoveThatLeavesOneCard() throws Exception {
    // "Dès qu'un joueur n'a plus qu'une carte en main il doit se manifester en disant GRAAL !": Elaine
    // giving her last card but one says it with her gift; without it she may be called out.
    GraalState s = Position.of(3).ancestor(0, Ancestor.ELAINE).hand(0, "grimoire.blue", "talisman.blue").build();
    assertTrue(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING).contains(new Move.Give(card(s, 0, "grimoire.blue"), 2, true)));
    assertEquals(List.of(), act(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 2, true)).silent());
    assertEquals(List.of(0), act(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 2)).silent());
    GraalState three = Position.of(3).ancestor(0, Ancestor.ELAINE).hand(0, "grimoire.blue", "talisman.blue", "runestone.red")
        .build();
    assertEquals("say GRAAL! when you are left with one card",
        refused(three, 0, new Move.Give(card(three, 0, "grimoire.blue"), 2, true)));
    // A caller left with one card by its own call-out says it with the call-out.
    GraalState c = Position.of(3).hand(0, "talisman.red", "grimoire.blue").hand(1, "runestone.green", "talisman.yellow").build();
    c = lay(c, 0, "talisman.red");
    assertTrue(Graal.GAME.legalActions(c, 1, Knowledge.NOTHING).contains(new Move.CallOut(0, card(c, 1, "talisman.yellow"), true)));
    c = act(c, 1, new Move.CallOut(0, card(c, 1, "talisman.yellow"), true));
    assertEquals(List.of(), c.silent());
    assertEquals(1, handSize(c, 1));
  }

  @Test
  void layingTheLastCardWinsTheRoundRevealsTheAncestorAndGivesTheStepCard() throws Exception {
    GraalState s = Position.of(3).round(1).hand(0, "talisman.red").build();
    s = lay(s, 0, "talisman.red");
    assertEquals(List.of(0), s.roundWinners());
    assertEquals(2, s.round());
    assertNotNull(Graal.ancestor(s, 0), "the winner's ancestor is revealed");
    assertNull(Graal.ancestor(s, 1));
    s = Playouts.settleDraws(s);
    assertEquals(7, handSize(s, 0), "six cards and the Nef de Salomon");
    assertNotNull(card(s, 0, "nef"));
    assertEquals(6, handSize(s, 1));
  }

  @Test
  void theEndOfRoundThreeRevealsEveryAncestor() throws Exception {
    GraalState s = Position.of(3).round(3).hand(0, "talisman.red").build();
    s = lay(s, 0, "talisman.red");
    for (int i = 0; i < 3; i++) {
      assertNotNull(Graal.ancestor(s, i));
    }
  }

  @Test
  void anAttackAsLastCardThatIsCounteredLosesTheRound() throws Exception {
    GraalState s = Position.of(3).hand(0, "draw2.red").hand(1, "draw2.blue", "talisman.blue").build();
    s = lay(s, 0, "draw2.red");
    assertEquals(0, handSize(s, 0));
    s = lay(s, 1, "draw2.blue");
    s = act(s, 0, new Move.Suffer());
    assertEquals(4, handSize(s, 0));
    assertTrue(s.roundWinners().isEmpty());
  }

  @Test
  void takeOneAsTheLastButOneCardForcesTheLastDraw() throws Exception {
    GraalState s = Position.of(3).hand(0, "take1.red", "talisman.blue").hand(1, "grimoire.green", "grimoire.red").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "take1.red")), true));
    s = act(s, 1, new Move.Suffer());
    assertEquals(List.of(0), s.roundWinners());
  }

  @Test
  void theGraalAsLastCardWithTheAncestorRevealedWinsTheGame() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.TRISTAN).hand(0, "graal").build();
    s = lay(s, 0, "graal");
    assertEquals(List.of(0), s.outcome().winners());
    GraalState hidden = Position.of(3).round(2).hand(0, "graal").build();
    hidden = lay(hidden, 0, "graal");
    hidden = act(hidden, 0, new Move.ChooseColour(Colour.RED));
    assertNull(hidden.outcome(), "without its ancestor revealed, the Graal only wins the round");
    assertEquals(List.of(0), hidden.roundWinners());
  }

  @Test
  void theGraalOnTheSiegePerilleuxLaidLastWinsTheGame() throws Exception {
    // "Si un joueur remporte la manche en posant comme dernière carte le siège périlleux et que le
    // joueur suivant pose le Graal alors c'est le joueur qui possède le graal qui remporte la partie."
    GraalState s = Position.of(3).ancestor(1, Ancestor.ISEULT).hand(0, "siege").hand(1, "graal", "talisman.blue").build();
    s = lay(s, 0, "siege");
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    assertEquals(new Step.AnswerSiege(1, 0), head(s));
    s = lay(s, 1, "graal");
    assertEquals(List.of(1), s.outcome().winners());
    assertEquals("seat 1 lays the Graal on the Siège périlleux laid as a last card and wins the game", s.outcome().text());
  }

  @Test
  void theGraalOnTheSiegePerilleuxOfAHiddenAncestorOnlyChoosesTheColour() throws Exception {
    // "seuls les joueurs ayant révélé leur ancêtre légendaire (1 victoire ou étape Camelot) peuvent
    // espérer gagner en possédant cette carte. Pour tous les autres joueurs, le Graal permet juste de
    // changer la couleur du jeu." A's Siège was its last card: A wins the round, not B the game.
    GraalState s = Position.of(3).round(2).hand(0, "siege").hand(1, "graal", "talisman.blue").build();
    s = lay(s, 0, "siege");
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    s = lay(s, 1, "graal");
    assertNull(s.outcome(), "B's ancestor is hidden");
    assertEquals(new Step.ChooseColour(1), head(s), "the Graal chooses the colour");
    s = act(s, 1, new Move.ChooseColour(Colour.BLUE));
    assertEquals(List.of(0), s.roundWinners(), "A laid its last card and wins the round");
    assertEquals(3, s.round());
  }

  @Test
  void theTournamentWinnerEliminatesAnOpponentAndTakesItsHand() throws Exception {
    GraalState s = Position.of(3).round(6).hand(0, "talisman.red").hand(2, "grimoire.red", "grimoire.blue").build();
    assertTrue(s.tournament());
    s = lay(s, 0, "talisman.red");
    assertEquals(new Step.PickVictim(0), head(s));
    s = act(s, 0, new Move.Eliminate(2));
    assertTrue(s.out().get(2));
    assertEquals(2, handSize(s, 0));
    assertEquals(new Step.Turn(1, Step.Stage.START, null), head(s));
  }

  @Test
  void theLastPlayerEliminatedHoldsNoCards() throws Exception {
    // "choisit un de ses adversaires, l'élimine, prend son jeu ... Celui qui réussit à être le dernier
    // joueur remporte la partie." Nobody eliminated is drawn with a hand, the last one included.
    GraalState s = Position.of(3).round(6).top("talisman.red").hand(0, "talisman.red")
        .hand(1, "runestone.yellow", "grimoire.purple").hand(2, "grimoire.red").deck("talisman.green").build();
    s = lay(s, 0, "talisman.red");
    s = act(s, 0, new Move.Eliminate(2));
    assertEquals(0, handSize(s, 2));
    s = act(s, 1, new Move.DrawCard());
    s = act(s, 1, new Move.Pass());
    s = lay(s, 0, "grimoire.red");
    assertEquals(List.of(0), s.outcome().winners());
    assertEquals(0, handSize(s, 1));
    assertTrue(Graal.GAME.diagram(s).contains("seat 1: archaeologist, ancestor hidden, 0 cards, eliminated"),
        Graal.GAME.diagram(s));
  }

  @Test
  void withoutRoundFiveTheTournamentFollowsRoundFour() throws Exception {
    GraalState s = Position.of(3).round(4).noRound5().hand(0, "talisman.red").build();
    s = lay(s, 0, "talisman.red");
    assertTrue(s.tournament());
  }

  @Test
  void anAttackAsLastCardNotCounteredWinsTheRound() throws Exception {
    // "Être le premier à poser sa dernière carte": once the attack is suffered.
    GraalState s = Position.of(3).round(2).hand(0, "draw2.red").hand(1, "talisman.blue", "grimoire.green").build();
    s = lay(s, 0, "draw2.red");
    assertTrue(s.roundWinners().isEmpty(), "not before the attack is answered");
    s = act(s, 1, new Move.Suffer());
    assertEquals(List.of(0), s.roundWinners());
  }

  @Test
  void afterRoundFiveTheTournament() throws Exception {
    // "Si après la 5e manche aucun joueur n'a gagné, l'affrontement final entre les protagonistes a lieu"
    GraalState s = Position.of(3).round(5).hand(0, "talisman.red").build();
    s = lay(s, 0, "talisman.red");
    assertEquals(6, s.round());
    assertTrue(s.tournament());
  }

  @Test
  void theGraalStillWinsInTheTournament() throws Exception {
    // "Note : Les règles précédentes pour le gain de la partie s'appliquent toujours."
    GraalState s = Position.of(3).round(6).ancestor(0, Ancestor.TRISTAN).hand(0, "graal").build();
    s = lay(s, 0, "graal");
    assertEquals(List.of(0), s.outcome().winners());
    assertTrue(s.out().stream().noneMatch(o -> o), "nobody eliminated: the game is won");
  }

  @Test
  void anEliminationMakesEveryAncestorsPowerUsableAgain() throws Exception {
    // "À chaque joueur éliminé les ancêtres légendaires utilisés sont de nouveau jouables."
    GraalState s = Position.of(3).round(6).ancestor(0, Ancestor.VIVIANE)
        .hand(0, "grimoire.blue", "talisman.blue", "runestone.blue").hand(2, "talisman.green").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.EXCALIBUR, -1));
    s = act(s, 1, new Move.Suffer());
    s = act(s, 0, new Move.ChooseColour(Colour.GREEN));
    assertEquals(List.of(1, 0, 0), s.powerUses());
    s = lay(s, 2, "talisman.green");
    s = act(s, 2, new Move.Eliminate(1));
    assertEquals(List.of(0, 0, 0), s.powerUses());
  }
}
