package roundtable.desktop.client.grailcup;

import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Detail;
import roundtable.desktop.client.board.Emblem;
import roundtable.desktop.client.board.Face;

/**
 * What Grail Cup's cards, tokens, pieces and squares show and what the hover panel says of them,
 * in the window's words (the Allies and the clover tokens from docs/rules/grailcup.md).
 *
 * @param words the window's words
 */
record GrailCupFaces(Words words) {
  static final GrailCupFaces ENGLISH = new GrailCupFaces(Words.of(Language.ENGLISH));

  /** An Ally's name on its card ("Dragon Tamer"); its number is in the corner. */
  String ally(int n) {
    return words.get("grailcup.name.ally." + n);
  }

  Face allyLook(int n) {
    return Face.of(words.get("grailcup.kind.ally"), String.valueOf(n), allyEmblem(n));
  }

  Detail allyDetail(int n) {
    return new Detail(n + " · " + ally(n), words.get("grailcup.about.ally." + n));
  }

  Detail hiddenAlly() {
    return new Detail(words.get("grailcup.kind.ally"), words.get("grailcup.about.ally.hidden"));
  }

  Detail clover(int kind) {
    return kind < 0 ? new Detail(words.get("grailcup.kind.clover"), words.get("grailcup.about.clover.hidden"))
        : new Detail(words.get("grailcup.clover." + kind), words.get("grailcup.about.clover." + kind));
  }

  /** A square of the track: what it is and what happens there. */
  Detail square(int sq) {
    String kind;
    if (sq == TrackLayout.FINISH) {
      kind = "finish";
    } else if (TrackLayout.CASTLES.contains(sq)) {
      kind = "castle";
    } else if (TrackLayout.CHURCHES.contains(sq)) {
      kind = "church";
    } else if (TrackLayout.VILLAGES.contains(sq)) {
      kind = "village";
    } else if (TrackLayout.CLOVER_SPOTS.contains(sq)) {
      kind = "clover";
    } else if (sq == TrackLayout.RED) {
      kind = "red";
    } else {
      boolean start = sq <= TrackLayout.LAST_START;
      String key = start ? "start" : "path";
      return new Detail(words.get("grailcup.place." + key, start ? TrackLayout.startNumber(sq) : sq),
          words.get("grailcup.about.square." + key));
    }
    String text = words.get("grailcup.about.square." + kind);
    if (!kind.equals("clover") && TrackLayout.CLOVER_SPOTS.contains(sq)) { // a Castle with clover
      text += " " + words.get("grailcup.about.square.clover");
    }
    return new Detail(words.get("grailcup.place." + kind), text);
  }

  Detail piece(String name, Object... args) {
    return new Detail(words.get("grailcup.name." + name), words.get("grailcup.about." + name, args));
  }

  /** An Ally's emblem: a star, a shield, Merlin's hat, a lance, the Dragon, a crown, a cross… */
  static Emblem allyEmblem(int n) {
    return switch (n) {
      case 1 -> Emblem.STAR;
      case 2 -> Emblem.SHIELD;
      case 3 -> Emblem.HAT;
      case 4 -> Emblem.LANCE;
      case 5 -> Emblem.DRAGON;
      case 6 -> Emblem.CROWN;
      case 7 -> Emblem.CROSS;
      case 8 -> Emblem.GEM;
      default -> Emblem.ARROW;
    };
  }
}
