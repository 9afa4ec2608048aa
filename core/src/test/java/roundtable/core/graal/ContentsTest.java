package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The rulebook's "Contenu" and "Tableau des manches": the cards of the game and of each round. */
class ContentsTest {
  private static long count(Card c) {
    return IntStream.range(0, Card.FACES).filter(f -> Card.of(f) == c).count();
  }

  private static long count(Card c, Colour colour) {
    return IntStream.range(0, Card.FACES).filter(f -> Card.of(f) == c && Card.colour(f) == colour).count();
  }

  @Test
  void sixCharacters() {
    // "Cartes personnages - 6": Historien, Archéologue, Milliardaire, Médium, Écrivain, Détective.
    assertEquals(List.of("Historien", "Archéologue", "Milliardaire", "Médium", "Écrivaine", "Détective"),
        Arrays.stream(Character.values()).map(Character::title).toList());
  }

  @Test
  void eightAncestors() {
    // "Cartes descendants - 8": Lancelot, Elaine, Perceval, Viviane, Tristan, Iseult, Guenièvre, Arthur.
    assertEquals(List.of("lancelot", "elaine", "perceval", "viviane", "tristan", "iseult", "guenevere", "arthur"),
        Arrays.stream(Ancestor.values()).map(Ancestor::code).toList());
  }

  @Test
  void thirtyBaseCards() {
    // "2 cartes Talisman X 5 couleurs (rouge, vert, bleu, violet, jaune)", Pierre runique, Grimoire alike.
    for (Card c : List.of(Card.TALISMAN, Card.RUNESTONE, Card.GRIMOIRE)) {
      for (Colour colour : Colour.values()) {
        assertEquals(2, count(c, colour), c + " " + colour);
      }
    }
  }

  @Test
  void tenMagicObjects() {
    // "5 cartes Chapeau de Merlin, 5 cartes Table ronde": a Table ronde of each colour, whose colour
    // becomes the colour in play.
    assertEquals(5, count(Card.HAT));
    for (Colour colour : Colour.values()) {
      assertEquals(1, count(Card.ROUND_TABLE, colour));
    }
  }

  @Test
  void twentyMerlinSpells() {
    // "1 carte Rejoue x 5 couleurs", Pioche 2 cartes, Prends-moi 1 carte, Passe ton tour alike.
    for (Card c : List.of(Card.REPLAY, Card.DRAW_TWO, Card.TAKE_ONE, Card.SKIP)) {
      for (Colour colour : Colour.values()) {
        assertEquals(1, count(c, colour), c + " " + colour);
      }
    }
  }

  @Test
  void tenSpecialCards() {
    // "4 cartes Excalibur, 6 cartes Bouclier de Lancelot".
    assertEquals(4, count(Card.EXCALIBUR));
    assertEquals(6, count(Card.SHIELD));
  }

  @Test
  void sixStepCards() {
    // "1 carte Graal, 1 carte Siège périlleux, 1 carte Nef de Salomon, 1 carte Château aventureux, 1 carte
    // Camelot, 1 carte Roi pêcheur".
    for (Card c : List.of(Card.GRAAL, Card.SIEGE, Card.NEF, Card.CHATEAU, Card.CAMELOT, Card.ROI)) {
      assertEquals(1, count(c), c.code());
    }
    assertEquals(76, Card.FACES);
  }

  @Test
  void theRoundsDecks() {
    // "Tableau des manches": base cards and magic objects in every round, Merlin's spells from round 2,
    // special cards from round 3; the Graal and the Siège périlleux from the start, each other step
    // card from the round after the one that brings it in.
    assertEquals(42, Card.roundDeck(1, false, -1).size());
    assertEquals(List.of(Card.GRAAL, Card.SIEGE), steps(1));
    assertFalse(Card.roundDeck(1, false, -1).stream().anyMatch(f -> Card.of(f).kind() == Card.Kind.SPELL));
    assertEquals(42 + 20 + 1, Card.roundDeck(2, false, -1).size());
    assertFalse(Card.roundDeck(2, false, -1).stream().anyMatch(f -> Card.of(f).kind() == Card.Kind.SPECIAL));
    assertEquals(List.of(Card.GRAAL, Card.SIEGE, Card.NEF, Card.CHATEAU), steps(3));
    assertEquals(List.of(Card.GRAAL, Card.SIEGE, Card.NEF, Card.CHATEAU, Card.CAMELOT), steps(4));
    assertEquals(Card.FACES, Card.roundDeck(5, false, -1).size(), "round 5 and the tournament: every card");
    assertEquals(Card.FACES, Card.roundDeck(6, false, -1).size());
  }

  @Test
  void aStepCardWonIsInTheDeckOfTheRoundsAfter() {
    // "À chaque fin de manche, le vainqueur gagne la carte étape associée ... Il pourra l'utiliser pour
    // la prochaine manche. Elle sera ensuite mise dans la pioche et accessible à tous pour la suite du jeu."
    assertEquals(Card.face(Card.NEF), Card.gift(1, false));
    assertFalse(Card.roundDeck(2, false, Card.face(Card.NEF)).contains(Card.face(Card.NEF)), "in the winner's hand");
    assertTrue(Card.roundDeck(3, false, Card.face(Card.CHATEAU)).contains(Card.face(Card.NEF)), "in the deck for all");
    assertEquals(Card.face(Card.CHATEAU), Card.gift(2, false));
    assertEquals(Card.face(Card.CAMELOT), Card.gift(3, false));
    assertEquals(Card.face(Card.ROI), Card.gift(4, false));
    assertEquals(-1, Card.gift(5, false));
  }

  @Test
  void theVariantPutsTheRoiPecheurInFromTheStart() {
    // "Variante : ... enlever la manche 5 et d'intégrer directement au début du jeu la carte du roi pêcheur."
    assertTrue(Card.roundDeck(1, true, -1).contains(Card.face(Card.ROI)));
    assertEquals(-1, Card.gift(4, true), "no round 5 to win it for");
  }

  private static List<Card> steps(int round) {
    return Card.roundDeck(round, false, -1).stream().map(Card::of).filter(Card::step).toList();
  }
}
