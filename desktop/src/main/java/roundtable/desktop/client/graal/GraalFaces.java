package roundtable.desktop.client.graal;

import roundtable.core.graal.Ancestor;
import roundtable.core.graal.Card;
import roundtable.core.graal.Character;

/**
 * What a face-up card shows: its printed (French) name, short enough for the card, as the real
 * cards do in every language; its colour is the pip in its corner. The log and the prompt name the
 * cards in the viewer's language.
 */
final class GraalFaces {
  private GraalFaces() {}

  static String of(int face) {
    if (face >= Ancestor.FIRST_FACE) {
      return ancestor(Ancestor.ofFace(face));
    }
    return switch (Card.of(face)) {
      case TALISMAN -> "Talisman";
      case RUNESTONE -> "Pierre";
      case GRIMOIRE -> "Grimoire";
      case HAT -> "Chapeau";
      case ROUND_TABLE -> "Table";
      case REPLAY -> "Rejoue";
      case DRAW_TWO -> "Pioche 2";
      case TAKE_ONE -> "Prends 1";
      case SKIP -> "Passe";
      case EXCALIBUR -> "Excalibur";
      case SHIELD -> "Bouclier";
      case GRAAL -> "Graal";
      case SIEGE -> "Siège";
      case NEF -> "Nef";
      case CHATEAU -> "Château";
      case CAMELOT -> "Camelot";
      case ROI -> "Roi";
    };
  }

  /** A short name, for a card half covered by the next one. */
  static String brief(int face) {
    if (face >= Ancestor.FIRST_FACE) {
      return of(face).substring(0, 4) + ".";
    }
    return switch (Card.of(face)) {
      case TALISMAN -> "Tal.";
      case RUNESTONE -> "Pier.";
      case GRIMOIRE -> "Grim.";
      case HAT -> "Chap.";
      case ROUND_TABLE -> "Table";
      case REPLAY -> "Rej.";
      case DRAW_TWO -> "+2";
      case TAKE_ONE -> "Pr. 1";
      case SKIP -> "Passe";
      case EXCALIBUR -> "Exc.";
      case SHIELD -> "Bouc.";
      case GRAAL -> "Graal";
      case SIEGE -> "Siège";
      case NEF -> "Nef";
      case CHATEAU -> "Chât.";
      case CAMELOT -> "Cam.";
      case ROI -> "Roi";
    };
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

  static String character(int ordinal) {
    return Character.values()[ordinal].title();
  }
}
