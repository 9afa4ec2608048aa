package roundtable.desktop.client.graal;

import roundtable.core.graal.Ancestor;
import roundtable.core.graal.Card;
import roundtable.core.graal.Character;
import roundtable.desktop.client.Words;

/**
 * What a face-up card shows, in the window's language: a short name that fits the card
 * ({@code graal.face.*}: "Rune", "Pierre"), or a shorter one for a card half covered by the next
 * ({@code graal.face.brief.*}); its colour is the pip in its corner. The log and the prompt name
 * the cards in full. The ancestors are people, named alike in both languages; the characters are
 * trades ({@code graal.character.*}: "Historian", "Historien").
 *
 * @param words the window's words
 */
record GraalFaces(Words words) {

  String of(int face) {
    if (face >= Ancestor.FIRST_FACE) {
      return ancestor(Ancestor.ofFace(face));
    }
    return words.get("graal.face." + Card.of(face).code());
  }

  /** A short name, for a card half covered by the next one. */
  String brief(int face) {
    if (face >= Ancestor.FIRST_FACE) {
      return of(face).substring(0, 4) + ".";
    }
    return words.get("graal.face.brief." + Card.of(face).code());
  }

  static String ancestor(Ancestor a) {
    return switch (a) {
      case LANCELOT -> "Lancelot";
      case ELAINE -> "Elaine";
      case PERCEVAL -> "Perceval";
      case VIVIANE -> "Viviane";
      case TRISTAN -> "Tristan";
      case ISEULT -> "Iseult";
      case GUENEVERE -> "Guenièvre";
      case ARTHUR -> "Arthur";
    };
  }

  /** A character card's name, in the window's language. */
  String character(int ordinal) {
    return character(Character.values()[ordinal], words);
  }

  static String character(Character c, Words w) {
    return w.get("graal.character." + c.code());
  }
}
