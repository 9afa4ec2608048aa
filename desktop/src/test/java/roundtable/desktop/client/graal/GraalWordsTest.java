package roundtable.desktop.client.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.graal.Ancestor;
import roundtable.core.graal.Asked;
import roundtable.core.graal.Card;
import roundtable.core.graal.Colour;
import roundtable.core.graal.Duel;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalEvent;
import roundtable.core.graal.GraalState;
import roundtable.core.graal.Move;
import roundtable.core.graal.Play;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Reader;

/** The moves, the prompt, the rules' events and the ending, in English and in French. */
class GraalWordsTest {
  private final Words en = Words.of(Language.ENGLISH);
  private final Words fr = Words.of(Language.FRENCH);

  /** A board that has drawn a table of four, so that it knows the players' names. */
  private GraalBoard board() {
    GraalBoard board = new GraalBoard();
    GraalState s = Table.first(4, 1, st -> true);
    board.scene(Table.seenBy(s, Table.spectator(4)), Table.spectator(4));
    return board;
  }

  private static Play play(int id, Card card, Colour colour) {
    return new Play(new CardRef(id), Card.face(card, colour));
  }

  @Test
  void theMovesInTheRulebooksWords() {
    GraalBoard b = board();
    Play red = play(7, Card.GRIMOIRE, Colour.RED);
    Play blue = play(9, Card.GRIMOIRE, Colour.BLUE);
    assertEquals("lay Grimoire (red), Grimoire (blue)", b.action(new Move.Lay(List.of(red, blue), false), en));
    assertEquals("poser Grimoire (rouge) et dire GRAAL !", b.action(new Move.Lay(List.of(red), true), fr));
    assertEquals("poser Grimoire (rouge) comme Bouclier de Lancelot",
        b.action(new Move.Lay(List.of(red), false, Card.SHIELD, -1), fr));
    assertEquals("lay Grimoire (red) as Draw 2 against Carol",
        b.action(new Move.Lay(List.of(red), false, Card.DRAW_TWO, 2), en));
    assertEquals("lay Give Me a Card (blue) against Bob",
        b.action(new Move.Lay(List.of(play(3, Card.TAKE_ONE, Colour.BLUE)), false, null, 1), en));
    assertEquals("couleur : violet", b.action(new Move.ChooseColour(Colour.PURPLE), fr));
    assertEquals("Bob et Dave échangent leur jeu", b.action(new Move.Swap(1, 3), fr));
    assertEquals("call Carol out (no GRAAL!) and give Grimoire (red)", b.action(new Move.CallOut(2, red), en));
    assertEquals("Elaine : Dave doit prendre Grimoire (bleu)", b.action(new Move.Give(blue, 3), fr));
    assertEquals("Arthur: summon Bob's ancestor", b.action(new Move.Summon(1), en));
    assertEquals("keep every card taken", b.action(new Move.PutBack(List.of()), en));
    for (Action a : List.of(new Move.DrawCard(), new Move.Pass(), new Move.Suffer(), new Move.Skill(null),
        new Move.Skill(red), new Move.Restore(), new Move.Block(2), new Move.Eliminate(1), new Move.Substitute(red, 2),
        new Move.Protect(play(75, Card.ROI, null)))) {
      for (Words w : List.of(en, fr)) {
        assertFalse(b.action(a, w).contains("[graal."), a + " " + w.language());
      }
    }
  }

  @Test
  void theLogSaysTheRulesEventsInEachLanguage() {
    GraalBoard b = board();
    assertEquals("Alice attaque Bob avec Pioche 2 cartes", b.event(new GraalEvent.Attacked(0, 1, Card.DRAW_TWO), fr));
    assertEquals("Bob attacks Carol with Excalibur", b.event(new GraalEvent.Attacked(1, 2, Card.EXCALIBUR), en));
    assertEquals("Bob counter-attacks: 2 cards in the duel", b.event(new GraalEvent.CounterAttacked(1, 2), en));
    assertEquals("Carol pose Talisman (rouge), Talisman (bleu)", b.event(new GraalEvent.CardsLaid(2,
        List.of(play(1, Card.TALISMAN, Colour.RED), play(3, Card.TALISMAN, Colour.BLUE))), fr));
    assertEquals("Dave : GRAAL !", b.event(new GraalEvent.GraalSaid(3), fr));
    assertEquals("Alice gagne Nef de Salomon pour cette manche", b.event(new GraalEvent.GiftWon(0, Card.NEF), fr));
    assertEquals("Bob prend Carol en défaut (GRAAL ! oublié) et lui donne une carte",
        b.event(new GraalEvent.CalledOut(1, 2), fr));
    assertEquals("Alice uses Lancelot's power", b.event(new GraalEvent.PowerUsed(0, Ancestor.LANCELOT), en));
    assertEquals("Camelot apparaît : tous les ancêtres sont révélés", b.event(new GraalEvent.AncestorsRevealed(), fr));
    assertEquals("Triche : Bob a annoncé Grimoire (rouge) mais posé Talisman (rouge)", b.event(new GraalEvent.CheatCaught(1,
        Card.face(Card.GRIMOIRE, Colour.RED), Card.face(Card.TALISMAN, Colour.RED)), fr));
  }

  @Test
  void everyEventAndPromptOfGamesForThreeToSixIsSaidInBothLanguages() {
    for (int players = 3; players <= 6; players++) {
      GraalBoard b = new GraalBoard();
      var game = Table.randomGame(players, 100 + players);
      b.scene(Table.seenBy(game.get(0).state(), Table.spectator(players)), Table.spectator(players));
      for (var a : game) {
        for (Event e : a.events()) {
          assertTrue(e instanceof GraalEvent, e.text());
          for (Words w : List.of(en, fr)) {
            String line = b.event(e, w);
            assertFalse(line.contains("[graal.") || line.matches(".*\\b(draw2|take1|excalibur\\b|[a-z0-9]+\\.[a-z]+).*"),
                line);
          }
        }
        for (Words w : List.of(en, fr)) {
          String prompt = b.prompt(a.state(), Graal.GAME.prompt(a.state()), Table.spectator(players), w);
          assertFalse(prompt.contains("[graal.") || prompt.matches(".*seat \\d.*"), prompt);
        }
      }
      GraalState end = game.get(game.size() - 1).state();
      assertFalse(b.outcome(end, end.outcome(), fr).matches(".*seat \\d.*"), end.outcome().text());
    }
  }

  @Test
  void theDuelsCumulativeEffectIsSpeltOut() {
    Duel duel = new Duel(0, 1, Card.DRAW_TWO, 3);
    Reader spectator = new Reader(-1, Table.NAMES::get);
    assertEquals("Bob: attacked by Alice with Draw 2 ×3: draw 2+2+2 = 6 cards. Counter-attack with Draw 2, shield, "
        + "step card, power, or suffer it", GraalWords.defend(duel, 1, spectator, en));
    assertEquals("Alice : attaque de Bob avec Excalibur ×2 : piocher 4+4 = 8 cartes. Contre-attaquer avec Excalibur, "
        + "bouclier, carte étape, pouvoir, ou subir", GraalWords.defend(new Duel(0, 1, Card.EXCALIBUR, 2), 0, spectator, fr));
    assertEquals("+2+2+2 = 6", GraalScene.effect(duel));
    assertEquals("1+1 = 2", GraalScene.effect(new Duel(0, 1, Card.TAKE_ONE, 2)));
  }

  /**
   * The rulebook's duel, the window at Alice's seat against Bob, a bot: "Alice pose une carte Pioche
   * 2 sur Bob, Bob contre-attaque avec une autre carte Pioche 2", and Alice must counter or draw 4.
   * A duel's attacker stays Alice while the cards go back and forth, so the old prompt told Alice she
   * was "attacked by You". The seat asked is attacked by the other one; the window's seat is you.
   */
  @Test
  void inADuelTheDefenderIsAttackedByTheOtherOneAndTheWindowsSeatIsYou() {
    Reader alice = new Reader(0, Table.NAMES::get);
    Duel bobAttacks = new Duel(1, 0, Card.DRAW_TWO, 1);
    assertEquals("You: attacked by Bob with Draw 2 ×1: draw 2 = 2 cards. Counter-attack with Draw 2, shield, step card,"
        + " power, or suffer it", GraalWords.defend(bobAttacks, 0, alice, en));
    Duel bobCounters = new Duel(0, 1, Card.DRAW_TWO, 2);
    assertEquals("You: attacked by Bob with Draw 2 ×2: draw 2+2 = 4 cards. Counter-attack with Draw 2, shield, step card,"
        + " power, or suffer it", GraalWords.defend(bobCounters, 0, alice, en));
    assertEquals("Vous : attaque de Bob avec Pioche 2 cartes ×2 : piocher 2+2 = 4 cartes. Contre-attaquer avec Pioche 2 cartes,"
        + " bouclier, carte étape, pouvoir, ou subir", GraalWords.defend(bobCounters, 0, alice, fr));
    Duel aliceCountersAgain = new Duel(0, 1, Card.DRAW_TWO, 3);
    assertEquals("Bob: attacked by you with Draw 2 ×3: draw 2+2+2 = 6 cards. Counter-attack with Draw 2, shield, step card,"
        + " power, or suffer it", GraalWords.defend(aliceCountersAgain, 1, alice, en));
    assertEquals("Bob : votre attaque avec Pioche 2 cartes ×3 : piocher 2+2+2 = 6 cartes. Contre-attaquer avec Pioche 2 cartes,"
        + " bouclier, carte étape, pouvoir, ou subir", GraalWords.defend(aliceCountersAgain, 1, alice, fr));
    for (Words w : List.of(en, fr)) {
      for (Duel d : List.of(bobAttacks, bobCounters, aliceCountersAgain)) {
        for (int asked : List.of(0, 1)) {
          String said = GraalWords.defend(d, asked, alice, w);
          assertFalse(said.contains("Alice"), said);
          assertFalse(said.matches(".*(by You|de Vous|by you).*") && asked == 0, said);
        }
      }
    }
  }

  @Test
  void theDiscardIsNamedAsTheCardAPowerLaidItAs() {
    // "en transformant une carte de base en carte bouclier de Lancelot": on the discard pile it is a shield.
    for (long seed = 1; seed < 40; seed++) {
      var found = Table.states(3, seed).stream().filter(st -> st.top() != null && st.laidAs().containsKey(st.top().id())
          && Asked.of(st).map(a -> a.kind() == Asked.Kind.START).orElse(false)).findFirst();
      if (found.isPresent()) {
        GraalState s = found.get();
        String counted = Graal.counted(s, s.top());
        String face = Card.name(s.cards().publicFace(s.top()).getAsInt());
        assertFalse(counted.equals(face));
        String prompt = GraalWords.prompt(s, Graal.GAME.prompt(s), Table.spectator(3), en);
        assertTrue(prompt.contains(GraalWords.face(Card.parse(counted), en)), prompt + " / " + counted);
        return;
      }
    }
    throw new AssertionError("no game of 40 laid a card by a power");
  }
}
