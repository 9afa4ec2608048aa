package roundtable.desktop.client.graal;

import roundtable.core.graal.Ancestor;
import roundtable.core.graal.Card;
import roundtable.core.graal.Character;
import roundtable.core.graal.Colour;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Detail;
import roundtable.desktop.client.board.Emblem;
import roundtable.desktop.client.board.Face;

/**
 * What a face-up card shows, in the window's language: its full name ({@code graal.card.*}:
 * "Runestone", "Pierre runique"), its kind ("Merlin's spell"), its colour as the pip in its corner
 * and an emblem; or a short name for a small card ({@code graal.face.brief.*}). What the hover panel
 * says of each card, character and ancestor comes from the rules page (docs/rules/graal.md). The
 * ancestors are people, named alike in both languages; the characters are trades
 * ({@code graal.character.*}: "Historian", "Historien").
 *
 * @param words the window's words
 */
record GraalFaces(Words words) {

  String of(int face) {
    if (face >= Ancestor.FIRST_FACE) {
      return ancestor(Ancestor.ofFace(face));
    }
    return words.get("graal.card." + Card.of(face).code());
  }

  /** The kind, the colour's pip and the emblem of a card face up. */
  Face look(int face) {
    if (face >= Ancestor.FIRST_FACE) {
      return Face.of(words.get("graal.kind.ancestor"), "", Emblem.CROWN);
    }
    Card c = Card.of(face);
    Colour colour = Card.colour(face);
    Face look = Face.of(words.get("graal.kind." + c.kind().name()), "", emblem(c));
    return colour == null ? look : look.tinted(GraalPalette.colour(colour));
  }

  /** What the hover panel says of a card: its name (and colour) and what it does. */
  Detail detail(int face) {
    if (face >= Ancestor.FIRST_FACE) {
      Ancestor a = Ancestor.ofFace(face);
      return new Detail(ancestor(a), words.get("graal.about.ancestor." + a.code()));
    }
    Card c = Card.of(face);
    Colour colour = Card.colour(face);
    String name = of(face);
    String title = colour == null ? name : words.get("graal.detail.coloured", name, words.get("graal.colour." + colour.code()));
    return new Detail(title, words.get("graal.about." + c.code()));
  }

  Detail hiddenAncestor() {
    return new Detail(words.get("graal.kind.ancestor"), words.get("graal.about.ancestor.hidden"));
  }

  Detail characterDetail(Character c) {
    return new Detail(character(c, words), words.get("graal.about.character." + c.code()));
  }

  Detail about(String key, String title) {
    return new Detail(title, words.get("graal.about." + key));
  }

  /** A card's emblem: a star, a stone, a book, Merlin's hat, the round table, a sword, a ship… */
  static Emblem emblem(Card c) {
    return switch (c) {
      case TALISMAN -> Emblem.STAR;
      case RUNESTONE -> Emblem.GEM;
      case GRIMOIRE -> Emblem.BOOK;
      case HAT -> Emblem.HAT;
      case ROUND_TABLE -> Emblem.TABLE;
      case REPLAY -> Emblem.ARROW;
      case DRAW_TWO -> Emblem.FLAME;
      case TAKE_ONE -> Emblem.HAND;
      case SKIP -> Emblem.FLAKE;
      case EXCALIBUR -> Emblem.SWORD;
      case SHIELD -> Emblem.SHIELD;
      case GRAAL -> Emblem.CUP;
      case SIEGE -> Emblem.SKULL;
      case NEF -> Emblem.SHIP;
      case CHATEAU -> Emblem.CASTLE;
      case CAMELOT -> Emblem.TOWER;
      case ROI -> Emblem.CROWN;
    };
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
