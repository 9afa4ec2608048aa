package roundtable.desktop.client.morrigan;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card;
import roundtable.core.morrigan.Card.Kind;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Detail;
import roundtable.desktop.client.board.Emblem;
import roundtable.desktop.client.board.Face;

/**
 * What a card face up shows, in the window's language: its full name ("Territory", "Enchanted
 * Sword"), its value in the corner, "Special" for the thirteen Specials, and an emblem; and what the
 * hover panel says of it, from the rules page's deck and Special cards (docs/rules/morrigan.md).
 * Also what the viewer has read of each handle, so that an action named by handles can be clicked
 * and said in words.
 */
final class MorriganFaces {
  /** The faces this board has shown face up, by handle id (handles are never reused). */
  private final Map<Integer, Integer> read = new HashMap<>();
  private Words words = Words.of(Language.ENGLISH);

  void words(Words told) {
    words = told;
  }

  /** The card's full name in the window's words: its kind for a numbered card, its title for a Special. */
  String name(int face) {
    Card c = Card.of(face);
    return c.kind() == Kind.SPECIAL ? MorriganWords.special(words, c.special())
        : words.get("morrigan.name." + c.kind().name());
  }

  /** The value in the corner, "Special" over a Special's name, and the emblem. */
  Face look(int face) {
    Card c = Card.of(face);
    if (c.kind() == Kind.SPECIAL) {
      return Face.of(words.get("morrigan.name.SPECIAL"), "", emblem(c));
    }
    return Face.of("", String.valueOf(c.value()), emblem(c));
  }

  /** The hover panel's words: "Territory 3" and what it does; a Special with its French title in English. */
  Detail detail(int face) {
    Card c = Card.of(face);
    if (c.kind() == Kind.SPECIAL) {
      String name = name(face);
      String title = name.equals(c.special().title()) ? name : words.get("morrigan.detail.special", name, c.special().title());
      return new Detail(title, words.get("morrigan.about." + c.special().word()));
    }
    return new Detail(words.get("morrigan.detail.title", name(face), c.value()),
        words.get("morrigan.about." + c.kind().name()));
  }

  Detail hidden() {
    String a = words.get("morrigan.card.hidden");
    return new Detail(a.isEmpty() ? a : a.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + a.substring(1),
        words.get("morrigan.about.hidden"));
  }

  String maletarName() {
    return words.get("morrigan.name.maletar");
  }

  Detail maletar() {
    return new Detail(words.get("morrigan.name.maletar") + " 5", words.get("morrigan.about.maletar"));
  }

  /** A card's emblem: a flame for an Action's strength, a scroll for a Quest, a dragon, a tower… */
  static Emblem emblem(Card c) {
    return switch (c.kind()) {
      case ACTION -> Emblem.FLAME;
      case TRIAL -> Emblem.SCROLL;
      case ADVERSARY -> Emblem.DRAGON;
      case TERRITORY -> Emblem.TOWER;
      case SPECIAL -> switch (c.special()) {
        case ALLY -> Emblem.HEART;
        case FAVOUR -> Emblem.CROWN;
        case TREASURE -> Emblem.CHEST;
        case SORCERY -> Emblem.STAR;
        case FLOOD -> Emblem.WAVE;
        case WINTER -> Emblem.FLAKE;
        case CURSE -> Emblem.SKULL;
        case QUAKE -> Emblem.MOUNTAIN;
        case BLESSING -> Emblem.CROSS;
        case CATAPULT -> Emblem.ARROW;
        case SWORD -> Emblem.SWORD;
        case RELIC -> Emblem.CUP;
        case SHIELD -> Emblem.SHIELD;
      };
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
