package roundtable.desktop.client.morrigan;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card;
import roundtable.core.morrigan.Card.Kind;

/**
 * What is written on a card face up, short enough for a small card ("Terr 3", "Déluge"), the same
 * in every language: the cards' names are the French game's. Also what the viewer has read of each
 * handle, so that an action named by handles can be clicked and said in words.
 */
final class MorriganFaces {
  /** The faces this board has shown face up, by handle id (handles are never reused). */
  private final Map<Integer, Integer> read = new HashMap<>();

  static String text(int face) {
    Card c = Card.of(face);
    return switch (c.kind()) {
      case ACTION -> "Act " + c.value();
      case TRIAL -> "Épr " + c.value();
      case ADVERSARY -> "Adv " + c.value();
      case TERRITORY -> "Terr " + c.value();
      case SPECIAL -> switch (c.special()) {
        case ALLY -> "Allié";
        case FAVOUR -> "Favori";
        case TREASURE -> "Trésor";
        case SORCERY -> "Sorcell.";
        case FLOOD -> "Déluge";
        case WINTER -> "Hiver";
        case CURSE -> "Malédic.";
        case QUAKE -> "Séisme";
        case BLESSING -> "Bénéd.";
        case CATAPULT -> "Catapul.";
        case SWORD -> "Épée";
        case RELIC -> "Relique";
        case SHIELD -> "Bouclier";
      };
    };
  }

  /** The same on a small card: "T3" (Territoire), "A3" (Adversaire), "É3" (Épreuve), "3" (Action). */
  static String shortText(int face) {
    Card c = Card.of(face);
    return switch (c.kind()) {
      case ACTION -> String.valueOf(c.value());
      case TRIAL -> "É" + c.value();
      case ADVERSARY -> "A" + c.value();
      case TERRITORY -> "T" + c.value();
      case SPECIAL -> text(face);
    };
  }

  /** A card of the hand as a click names it: its face and which copy ("a3#2"): identical cards are one choice. */
  static String key(int face, int copy) {
    Card c = Card.of(face);
    String kind = c.kind() == Kind.SPECIAL ? c.special().word()
        : c.kind().name().toLowerCase().substring(0, 3) + c.value();
    return "hand:" + kind + "#" + copy;
  }

  /** The order a hand is laid in: by kind, then value, so that identical cards sit side by side. */
  static int order(int face) {
    Card c = Card.of(face);
    return c.kind().ordinal() * 100 + (c.special() == null ? c.value() : c.special().ordinal());
  }

  void remember(CardRef card, int face) {
    read.put(card.id(), face);
  }

  OptionalInt face(CardRef card) {
    Integer f = read.get(card.id());
    return f == null ? OptionalInt.empty() : OptionalInt.of(f);
  }
}
