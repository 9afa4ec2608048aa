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

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Knowledge;

/** The six characters' skills and the eight ancestors' powers, with their uses per round. */
class SkillsAndPowersTest {
  private static GraalState skill(Character c, int deck) throws Exception {
    String[] cards = new String[deck];
    for (int i = 0; i < deck; i++) {
      cards[i] = List.of("grimoire.green", "talisman.yellow", "runestone.purple").get(i % 3);
    }
    GraalState s = Position.of(3).character(0, c).hand(0, "grimoire.blue", "runestone.blue").deck(cards).build();
    return act(s, 0, new Move.Skill(null));
  }

  private static Step.PutBack putBack(GraalState s) {
    return (Step.PutBack) head(s);
  }

  @Test
  void historianTakesTwoAndPutsBackWhatSheDoesNotKeep() throws Exception {
    GraalState s = skill(Character.HISTORIAN, 6);
    assertEquals(2, putBack(s).taken().size());
    s = act(s, 0, new Move.PutBack(List.of(putBack(s).taken().get(0))));
    s = Playouts.settleDraws(s);
    assertEquals(3, handSize(s, 0));
    assertEquals(new Step.Turn(0, Step.Stage.MAIN, null), head(s));
    assertEquals(5, s.cards().pileSize(Table.DECK));
    assertEquals("a character's skill is used at the start of the turn only", refused(s, 0, new Move.Skill(null)));
  }

  @Test
  void archaeologistTakesOneFourTimesARound() throws Exception {
    GraalState s = skill(Character.ARCHAEOLOGIST, 6);
    assertEquals(1, putBack(s).taken().size());
    GraalState used = Position.of(3).character(0, Character.ARCHAEOLOGIST).hand(0, "grimoire.blue").build();
    used = used(used, List.of(4, 0, 0), used.powerUses());
    assertEquals("the Archéologue's skill is used 4 times a round", refused(used, 0, new Move.Skill(null)));
  }

  @Test
  void billionaireTakesThree() throws Exception {
    assertEquals(3, putBack(skill(Character.BILLIONAIRE, 6)).taken().size());
  }

  @Test
  void detectiveLooksAtAsManyCardsAsPlayersAndKeepsOneAtMost() throws Exception {
    GraalState s = skill(Character.DETECTIVE, 6);
    List<CardRef> taken = putBack(s).taken();
    assertEquals(3, taken.size());
    assertEquals("the Détective keeps one card at most", refused(s, 0, new Move.PutBack(taken.subList(0, 1))));
    s = act(s, 0, new Move.PutBack(taken.subList(0, 2)));
    assertEquals(3, handSize(s, 0));
  }

  @Test
  void mediumTurnsTheFirstCardFaceUp() throws Exception {
    GraalState s = skill(Character.MEDIUM, 6);
    CardRef taken = putBack(s).taken().get(0);
    assertTrue(s.cards().publicFace(taken).isPresent(), "everybody sees the Médium's card");
  }

  @Test
  void writerExchangesOneOfHerCards() throws Exception {
    GraalState s = Position.of(3).character(0, Character.WRITER).hand(0, "grimoire.blue", "runestone.blue").build();
    assertEquals("the Écrivaine names one of her cards to exchange", refused(s, 0, new Move.Skill(null)));
    Play mine = card(s, 0, "runestone.blue");
    s = act(s, 0, new Move.Skill(mine));
    Step.PutBack p = putBack(s);
    assertEquals("the Écrivaine puts back either her card (keeping the new one) or the new one",
        refused(s, 0, new Move.PutBack(List.of())));
    s = act(s, 0, new Move.PutBack(List.of(mine.ref())));
    assertEquals(2, handSize(s, 0));
    assertTrue(Graal.hand(s, 0).contains(p.taken().get(0)));
    GraalState one = Position.of(3).character(0, Character.WRITER).hand(0, "grimoire.blue").build();
    assertEquals("the Écrivaine can't exchange her last card", refused(one, 0, new Move.Skill(card(one, 0, "grimoire.blue"))));
  }

  @Test
  void noSkillInTheTournament() {
    GraalState s = Position.of(3).round(6).hand(0, "grimoire.blue").build();
    assertEquals("in the tournament the characters step back behind their ancestors", refused(s, 0, new Move.Skill(null)));
  }

  // ---- powers ----

  @Test
  void aHiddenAncestorHasNoPower() {
    GraalState s = Position.of(3).hand(0, "grimoire.blue", "talisman.blue").build();
    assertEquals("your legendary ancestor is not revealed: win a round first",
        refused(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 1)));
  }

  @Test
  void elaineMakesAnOpponentTakeACardTwiceARound() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.ELAINE).hand(0, "grimoire.blue", "talisman.blue", "runestone.blue").build();
    s = act(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 2));
    assertEquals(2, handSize(s, 0));
    assertEquals(4, handSize(s, 2));
    assertTurn(s, 1);
    assertEquals(1, s.powerUses().get(0));
  }

  @Test
  void notWithOneCardLeft() {
    GraalState s = Position.of(3).ancestor(0, Ancestor.ELAINE).hand(0, "grimoire.blue").build();
    assertEquals("elaine's power can't be used with one card left", refused(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 2)));
  }

  @Test
  void percevalAttacksAnyPlayerWithABaseCardTurnedIntoASpell() throws Exception {
    GraalState s = Position.of(4).ancestor(0, Ancestor.PERCEVAL).hand(0, "grimoire.blue", "talisman.blue").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.DRAW_TWO, 2));
    assertEquals(new Step.Defend(2), head(s));
    assertEquals(Colour.BLUE, s.colour(), "la couleur de la carte est conservée");
    s = act(s, 2, new Move.Suffer());
    assertEquals(5, handSize(s, 2));
    assertTurn(s, 3);
  }

  @Test
  void vivianeTurnsABaseCardIntoExcalibur() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.VIVIANE).hand(0, "grimoire.blue", "talisman.blue").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.EXCALIBUR, -1));
    assertEquals(Card.EXCALIBUR, s.duel().card());
    s = act(s, 1, new Move.Suffer());
    assertEquals(7, handSize(s, 1));
    assertEquals(new Step.ChooseColour(0), head(s));
  }

  @Test
  void tristanTurnsAnAttackSpellIntoABaseCard() throws Exception {
    GraalState s = Position.of(3).top("talisman.red").ancestor(0, Ancestor.TRISTAN)
        .hand(0, "draw2.red", "talisman.blue").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "draw2.red")), false, Card.GRIMOIRE, -1));
    assertEquals(null, s.duel());
    assertTurn(s, 1);
  }

  @Test
  void tristansCardCountsAsTheBaseCardOnTheDiscard() throws Exception {
    // "Tristan : ... peut transformer ses cartes sorts d'attaque de Merlin en cartes de base. La couleur
    // de la carte est conservée." A's Pioche 2 bleu laid as a Grimoire is a Grimoire bleu for B: a
    // Grimoire follows it by its symbol, a Pioche 2 of another colour does not.
    GraalState s = Position.of(3).top("grimoire.red").ancestor(0, Ancestor.TRISTAN)
        .hand(0, "draw2.blue", "talisman.blue").hand(1, "draw2.green", "grimoire.green", "runestone.yellow").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "draw2.blue")), false, Card.GRIMOIRE, -1));
    assertEquals("grimoire.blue", Graal.counted(s, s.top()));
    assertTrue(Graal.GAME.diagram(s).contains("discard: grimoire.blue (2)"), Graal.GAME.diagram(s));
    assertEquals("draw2.green goes on blue or on a draw2", refused(s, 1, new Move.Lay(List.of(card(s, 1, "draw2.green")), false)));
    s = lay(s, 1, "grimoire.green");
    assertTurn(s, 2);
  }

  @Test
  void tristanTurnsSeveralAttackSpellsAtOnce() throws Exception {
    // "Tristan : 2 fois par manche. Sauf s'il ne lui reste que 1 carte en main peut transformer ses
    // cartes sorts d'attaque de Merlin en cartes de base. La couleur de la carte est conservée." His
    // cards, several at once: a Pioche 2 rouge, a Prends-moi bleu and a Pioche 2 vert laid as three
    // Grimoires, the first on the red in play, the others by their symbol, in one use.
    GraalState s = Position.of(3).top("talisman.red").ancestor(0, Ancestor.TRISTAN)
        .hand(0, "draw2.red", "take1.blue", "draw2.green", "talisman.blue").build();
    List<Play> spells = List.of(card(s, 0, "draw2.red"), card(s, 0, "take1.blue"), card(s, 0, "draw2.green"));
    assertTrue(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING).contains(new Move.Lay(spells, true, Card.GRIMOIRE, -1)));
    s = act(s, 0, new Move.Lay(spells, true, Card.GRIMOIRE, -1));
    assertEquals(1, s.powerUses().get(0), "one use");
    assertEquals("grimoire.green", Graal.counted(s, s.top()));
    assertEquals(Colour.GREEN, s.colour(), "the last card laid gives the colour");
    assertEquals(List.of(), s.silent(), "GRAAL! said with the lay");
    assertTurn(s, 1);
    GraalState wrong = Position.of(3).top("talisman.red").ancestor(0, Ancestor.TRISTAN)
        .hand(0, "draw2.red", "grimoire.blue", "talisman.blue").build();
    assertEquals("Tristan turns Merlin attack spells into base cards", refused(wrong, 0,
        new Move.Lay(List.of(card(wrong, 0, "draw2.red"), card(wrong, 0, "grimoire.blue")), false, Card.GRIMOIRE, -1)));
  }

  @Test
  void aBaseCardLaidAsAShieldOrExcaliburCountsAsOne() throws Exception {
    // Lancelot: "en transformant une carte de base en carte bouclier de Lancelot"; Viviane: "en
    // transformant une carte de base en carte Excalibur". On the discard pile they are a shield and
    // an Excalibur: colourless, no Grimoire follows them by its symbol.
    GraalState s = Position.of(3).top("talisman.red").ancestor(0, Ancestor.LANCELOT)
        .hand(0, "grimoire.blue", "talisman.blue").hand(1, "grimoire.green", "runestone.yellow").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.SHIELD, -1));
    s = act(s, 0, new Move.ChooseColour(Colour.RED));
    assertEquals("shield", Graal.counted(s, s.top()));
    assertEquals("grimoire.green goes on red or on a grimoire",
        refused(s, 1, new Move.Lay(List.of(card(s, 1, "grimoire.green")), false)));
    GraalState v = Position.of(3).top("talisman.red").ancestor(0, Ancestor.VIVIANE)
        .hand(0, "grimoire.blue", "talisman.blue").hand(1, "runestone.yellow", "grimoire.green").build();
    v = act(v, 0, new Move.Lay(List.of(card(v, 0, "grimoire.blue")), false, Card.EXCALIBUR, -1));
    assertEquals("excalibur", Graal.counted(v, v.top()));
  }

  @Test
  void iseultTurnsABaseCardIntoAMagicObject() throws Exception {
    GraalState s = Position.of(4).ancestor(0, Ancestor.ISEULT).hand(0, "grimoire.blue", "talisman.blue").build();
    s = act(s, 0, new Move.Lay(List.of(card(s, 0, "grimoire.blue")), false, Card.ROUND_TABLE, -1));
    assertEquals(-1, s.direction());
    assertEquals(Colour.BLUE, s.colour());
    assertTurn(s, 3);
  }

  @Test
  void lancelotShieldsInADuelOncePerRound() throws Exception {
    GraalState s = Position.of(3).ancestor(1, Ancestor.LANCELOT)
        .hand(0, "excalibur", "excalibur", "talisman.blue").hand(1, "excalibur", "grimoire.green", "runestone.red").build();
    s = lay(s, 0, "excalibur");
    s = lay(s, 1, "excalibur");
    s = lay(s, 0, "excalibur");
    s = act(s, 1, new Move.Lay(List.of(card(s, 1, "grimoire.green")), false, Card.SHIELD, -1));
    assertEquals(9, handSize(s, 1), "two of the three Excaliburs: eight cards");
    assertEquals(new Step.ChooseColour(0), head(s));
  }

  @Test
  void guenevereOnlyWhenAttacked() {
    GraalState s = Position.of(3).ancestor(0, Ancestor.GUENEVERE).hand(0, "grimoire.blue", "talisman.blue").build();
    assertTrue(Graal.GAME.legalActions(s, 0, Knowledge.NOTHING).stream().noneMatch(a -> a instanceof Move.Substitute));
  }

  @Test
  void arthurSummonsARevealedAncestorAndMustUseItsPower() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.ARTHUR).ancestor(2, Ancestor.ELAINE)
        .hand(0, "grimoire.blue", "talisman.blue").build();
    s = act(s, 0, new Move.Summon(2));
    assertEquals(new Step.Summoned(0, Ancestor.ELAINE, new Step.Turn(0, Step.Stage.START, null)), head(s));
    s = act(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 1));
    assertEquals(1, handSize(s, 0));
    assertEquals(List.of(1, 0, 0), s.powerUses(), "Elaine's uses are not Arthur's");
    assertTurn(s, 1);
    assertEquals(0, s.lent().get(2), "Elaine lies beside Arthur until he plays again");
  }

  @Test
  void anAncestorBesideArthurHasNoPowerUntilArthurPlaysAgain() throws Exception {
    GraalState s = Position.of(3).ancestor(0, Ancestor.ARTHUR).ancestor(1, Ancestor.ELAINE)
        .hand(0, "grimoire.blue", "talisman.blue", "grimoire.red").hand(1, "grimoire.green", "talisman.green", "talisman.red").build();
    s = act(s, 0, new Move.Summon(1));
    s = act(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 2));
    assertEquals("your ancestor lies beside Arthur's until Arthur plays again",
        refused(s, 1, new Move.Give(card(s, 1, "grimoire.green"), 2)));
  }

  /** The position with these uses of skills and powers this round. */
  private static GraalState used(GraalState s, List<Integer> skillUses, List<Integer> powerUses) {
    Roster roster = new Roster(s.characters(), s.ancestors(), skillUses, powerUses, s.blocked(), s.out(), s.lent());
    return new GraalState(s.players(), true, false, s.cards(), null, 0, s.round(), 0, roster,
        new DiscardPile(s.discard(), java.util.Map.of(), s.colour(), 1), null, List.of(), s.steps(), List.of(), null);
  }

  @Test
  void eachSkillsUsesPerRound() throws Exception {
    // "L'historien : ... 2 fois par manche", archéologue 4, détective 2, médium 4, écrivaine 2, milliardaire 1.
    assertEquals(List.of(2, 4, 1, 4, 2, 2), java.util.Arrays.stream(Character.values()).map(Character::uses).toList());
    for (Character c : Character.values()) {
      GraalState s = Position.of(3).character(0, c).hand(0, "grimoire.blue", "runestone.blue").build();
      Move.Skill skill = new Move.Skill(c == Character.WRITER ? card(s, 0, "grimoire.blue") : null);
      act(used(s, List.of(c.uses() - 1, 0, 0), List.of(0, 0, 0)), 0, skill);
      assertTrue(refused(used(s, List.of(c.uses(), 0, 0), List.of(0, 0, 0)), 0, skill).endsWith("a round"), c.title());
    }
  }

  @Test
  void eachPowersUsesPerRound() {
    // "Lancelot : 1 fois par manche", Elaine 2, Perceval 2, Viviane 1, Tristan 2, Iseult 2, Guenièvre 1, Arthur 1.
    assertEquals(List.of(1, 2, 2, 1, 2, 2, 1, 1), java.util.Arrays.stream(Ancestor.values()).map(Ancestor::uses).toList());
    for (Ancestor a : Ancestor.values()) {
      GraalState s = used(Position.of(3).ancestor(0, a).hand(0, "grimoire.blue", "runestone.blue").build(),
          List.of(0, 0, 0), List.of(a.uses(), 0, 0));
      assertEquals(a.code() + "'s power is used " + a.uses() + " time" + (a.uses() > 1 ? "s" : "") + " a round",
          Powers.power(new Table(s), 0, new Step.Turn(0, Step.Stage.START, null)));
    }
  }

  @Test
  void thePowersTable() {
    // "Graphe d'utilisation des pouvoirs": not attacked, attacked, counter-attacking.
    for (Ancestor a : Ancestor.values()) {
      List<Boolean> expected = switch (a) {
        case ARTHUR -> List.of(true, true, false);
        case GUENEVERE -> List.of(false, true, false);
        case LANCELOT -> List.of(true, true, true);
        default -> List.of(true, false, false);
      };
      assertEquals(expected, java.util.Arrays.stream(Powers.When.values()).map(w -> Powers.allowed(a, w)).toList(), a.code());
    }
  }

  @Test
  void aSkillIsAnnounced() throws Exception {
    // "Le joueur doit se faire entendre, exemple : « J'utilise la compétence de l'historien ! »"
    GraalState s = Position.of(3).character(0, Character.HISTORIAN).hand(0, "grimoire.blue", "runestone.blue").build();
    var applied = Graal.GAME.apply(s, 0, new Move.Skill(null));
    assertTrue(applied.events().stream().anyMatch(e -> e.text().equals("seat 0 uses the Historien's skill")),
        applied.events().toString());
  }

  @Test
  void arthurSummonsAPowerItsOwnerHasUsedUp() throws Exception {
    // "doit utiliser immédiatement son pouvoir (même si déjà utilisé par le joueur)"
    GraalState s = used(Position.of(3).ancestor(0, Ancestor.ARTHUR).ancestor(2, Ancestor.ELAINE)
        .hand(0, "grimoire.blue", "talisman.blue", "runestone.red").build(), List.of(0, 0, 0), List.of(0, 0, 2));
    s = act(s, 0, new Move.Summon(2));
    s = act(s, 0, new Move.Give(card(s, 0, "grimoire.blue"), 1));
    assertEquals(2, handSize(s, 0));
    assertEquals(List.of(1, 0, 2), s.powerUses());
  }
}
